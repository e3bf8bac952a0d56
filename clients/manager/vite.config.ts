import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientBuildPlugins, clientViteConfig } from '../ui/vite-config';

export default defineConfig(({ command }) => ({ ...clientViteConfig('manager', 5176, command), plugins: [react(), ...clientBuildPlugins(command)] }));

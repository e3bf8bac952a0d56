import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientBuildPlugins, clientViteConfig } from '../ui/vite-config';

export default defineConfig(({ command }) => ({ ...clientViteConfig('organizer', 5173, command), plugins: [react(), ...clientBuildPlugins(command)] }));

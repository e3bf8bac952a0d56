import { clientJestConfig } from '../ui/jest/client-jest-config';

export default clientJestConfig('manager', __dirname);

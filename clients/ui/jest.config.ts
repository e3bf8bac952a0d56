import { clientJestConfig } from './jest/client-jest-config';

export default clientJestConfig('ui', __dirname);

import { clientJestConfig } from '../ui/jest/client-jest-config';

export default clientJestConfig('organizer', __dirname);

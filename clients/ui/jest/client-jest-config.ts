import path from 'node:path';
import type { Config } from 'jest';

const jestDir = __dirname;

/** The jest project of a client: swc (TSX, automatic React runtime), jsdom, the DOM stubs. */
export function clientJestConfig(displayName: string, rootDir: string): Config {
  return {
    displayName,
    rootDir,
    testEnvironment: path.join(jestDir, 'jsdom-environment.ts'),
    // CommonJS builds of the libraries: the swc output below is CommonJS too.
    testEnvironmentOptions: { customExportConditions: ['require', 'node', 'default'] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFiles: [path.join(jestDir, 'setup-dom.ts')],
    setupFilesAfterEnv: [path.join(jestDir, 'setup-testing-library.ts')],
    moduleNameMapper: {
      '\\.css$': path.join(jestDir, 'style-stub.ts'),
      // Vite's `?raw` imports (markdown pages): the file itself, read as text by raw-transform.cjs.
      '^(.+\\.md)\\?raw$': '$1',
      // The shared contract from its source: tests never depend on a stale schema/dist.
      '^@benevo/schema$': '<rootDir>/../../schema/src/index.ts',
    },
    transform: {
      '^.+\\.md$': path.join(jestDir, 'raw-transform.cjs'),
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
  };
}

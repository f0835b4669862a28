// Jest runs TypeScript through SWC (fast, no type-check: `npm run typecheck` does that).
// ky, jose and wouter (with its regexparam) are published as ESM only, so they are transformed too.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/features', '<rootDir>/widgets', '<rootDir>/demo-pages', '<rootDir>/test'],
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-dom.ts', '<rootDir>/test/support/jest-timings.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/browser/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Stylesheets imported as text do not matter to jsdom, which applies no layout.
  // '@/' is the repository's root, as in tsconfig.json's paths.
  moduleNameMapper: {
    '\\.css\\?inline$': '<rootDir>/test/support/css-inline-stub.cjs',
    '^@/(.*)$': '<rootDir>/$1',
  },
  transformIgnorePatterns: ['/node_modules/(?!(ky|jose|wouter|regexparam)/)'],
  extensionsToTreatAsEsm: [],
  reporters: ['default', '<rootDir>/test/support/summary-reporter.cjs'],
  // Jest's default is one worker per core but one (1 on this 2-core machine), yet the island
  // suites mostly wait (the spec's 150–500 ms delays, the in-process API): three workers ran the
  // whole suite in 175 s against 284 s for one, with a browser benchmark running beside them.
  maxWorkers: 3,
  // A test's own waits (findBy…, waitFor, with their timeouts) say what is too slow; the per-test
  // limit only catches a hang. Jest's 5 s default was a timing assertion in disguise: on the 2-core
  // CI machine a popup test that types three addresses and hashes two passwords (scrypt) took 5.1 s.
  testTimeout: 30_000,
};

// Jest runs TypeScript through SWC (fast, no type-check: `npm run typecheck` does that).
// ky, jose and wouter (with its regexparam) are published as ESM only, so they are transformed too.

// A larger young generation for the workers, which inherit this environment: island tests make
// short-lived objects by the million (React elements, jsdom events), which V8's default young
// generation collects over and over. Measured on this 2-core machine, `npx jest` took
// 151 s without it and 140 s with it (64 MB).
const YOUNG_GENERATION = '--max-semi-space-size=64';
if (!process.env.NODE_OPTIONS?.includes('--max-semi-space-size')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} ${YOUNG_GENERATION}`.trim();
}

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/src',
    '<rootDir>/features',
    '<rootDir>/widgets',
    '<rootDir>/demo-pages',
    '<rootDir>/test',
    '<rootDir>/build',
  ],
  setupFilesAfterEnv: [
    '<rootDir>/test/support/jest-dom.ts',
    '<rootDir>/test/support/jest-timings.ts',
    '<rootDir>/test/support/postgres-schemas.ts',
    '<rootDir>/test/support/transaction-context.ts',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // The exhaustive walks run on their own (`npm run test:paths`, test/paths/jest.config.js).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/browser/', '<rootDir>/test/paths/'],
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
  // One worker per core (2 on the CI machine). Three paid while island suites waited out the spec's
  // 150–1000 ms delays; with the timing table at zero (test/support/jest-timings.ts) they compute,
  // and a third worker only shares the two cores: the account, header, thermal, register and
  // runtime files took 59 s with three workers and 54 s with two (load average 7–8, other suites
  // running beside them). Jest's own default (cores but one) would leave a core idle.
  maxWorkers: '100%',
  // A test's own waits (findBy…, waitFor, with their timeouts) say what is too slow; the per-test
  // limit only catches a hang. Jest's 5 s default was a timing assertion in disguise: on the 2-core
  // CI machine a popup test that types three addresses and hashes two passwords (scrypt) took 5.1 s.
  testTimeout: 30_000,
};

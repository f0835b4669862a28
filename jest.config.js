// Jest runs TypeScript through SWC (fast, no type-check: `npm run typecheck` does that).
// ky, jose and wouter (with its regexparam) are published as ESM only, so they are transformed too.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/features', '<rootDir>/widgets', '<rootDir>/demo-pages', '<rootDir>/test'],
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-dom.ts'],
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
  moduleNameMapper: { '\\.css\\?inline$': '<rootDir>/test/support/css-inline-stub.cjs' },
  transformIgnorePatterns: ['/node_modules/(?!(ky|jose|wouter|regexparam)/)'],
  extensionsToTreatAsEsm: [],
  reporters: ['default', '<rootDir>/test/support/summary-reporter.cjs'],
};

// The exhaustive walks (`npm run test:paths`): every path of a seeded tool, each a long journey
// through the reference API. They run in CI on their own, beside `npm test`, which keeps to the
// tests a developer runs after every change.
import base from '../../jest.config.js';

/** @type {import('jest').Config} */
export default {
  ...base,
  rootDir: '../..',
  roots: ['<rootDir>/test/paths'],
  testPathIgnorePatterns: ['/node_modules/'],
  reporters: ['default', ['<rootDir>/test/support/summary-reporter.cjs', { suite: 'jest-paths' }]],
};

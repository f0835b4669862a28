// The types of jest-dom's matchers, for every file the type-checker reads.
/// <reference types="@testing-library/jest-dom" />
import type * as DomTestingLibrary from '@testing-library/dom';

// Only the files that run in jsdom load testing-library: no file in Node's environment (the
// reference API, the runtime's plain logic, the lint rules) uses it, and loading it cost each of
// those hundred files about 80 ms of CPU.
if (typeof document !== 'undefined') {
  // jest-dom's matchers (toBeInTheDocument, toHaveAttribute…): assertions that say what a user sees.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded in jsdom only, see above.
  require('@testing-library/jest-dom');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above.
  const { configure } = require('@testing-library/dom') as typeof DomTestingLibrary;
  // The one bound of every findBy…/waitFor: tests wait for states, never for time, so this only
  // says how long a state may take to come before the test fails. It is that long because an
  // island's chunk is compiled by Jest the first time a test imports it, which takes seconds on a
  // loaded two-core machine; a passing test never waits for it. No test sets its own.
  configure({ asyncUtilTimeout: 10_000 });
}

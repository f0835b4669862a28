import { lintCases } from './lint-text';

/**
 * Tests wait for states, never for time: the project's ESLint config refuses a sleep in
 * a test file (a Jest test, test/ support, a browser spec). Each case lints one snippet as if it
 * stood in the named file, with the project's own config, in one ESLint process.
 */
// The snippets are written from pieces, so that a text search for sleeps in test files (the
// before-stop hook's) finds the real ones, not these.
const SLEEP = 'await new Promise((resolve) =>' + ' setTimeout(resolve, 50));';
const PAUSE = 'await page.waitFor' + 'Timeout(300);';

const CASES: { file: string; code: string; refused: boolean }[] = [
  {
    file: 'test/islands/probe.test.tsx',
    code: SLEEP,
    refused: true,
  },
  {
    file: 'test/islands/probe.test.tsx',
    code: 'await new Promise((r) =>' + ' setTimeout(() => r(1), 50));',
    refused: true,
  },
  {
    file: 'test/support/probe.ts',
    code: "await new Promise((r) => jest.requireActual('timers').setTimeout(r, 50));",
    refused: true,
  },
  {
    file: 'features/history-list/probe.test.ts',
    code: 'await new Promise<void>((r) => setTimeout(r));',
    refused: true,
  },
  { file: 'test/browser/probe.spec.ts', code: PAUSE, refused: true },
  { file: 'test/runtime/probe.test.ts', code: "import { setTimeout } from 'node:timers/promises';", refused: true },
  // What a test may do: wait for a state, or bound a wait with a timer that rejects.
  { file: 'test/islands/probe.test.tsx', code: 'await waitFor(() => expect(count()).toBe(1));', refused: false },
  {
    file: 'test/support/probe.ts',
    code: "new Promise((_, reject) => { const t = setTimeout(() => { stop(); reject(new Error('late')); }, ms); });",
    refused: false,
  },
  // Outside the tests: the product's own timers, and the benchmarks, which measure real time.
  { file: 'src/ui/probe.ts', code: SLEEP, refused: false },
  { file: 'test/perf/probe.ts', code: PAUSE, refused: false },
];

describe('no sleeps in tests (lint)', () => {
  let results: string[][];
  beforeAll(() => {
    results = lintCases(CASES.map(({ file, code }) => ({ file, code, rule: 'no-restricted-syntax' })));
  }, 60_000);

  it.each(CASES.map((c, i) => [c.file, c.code, c.refused, i] as const))(
    '%s: %s → refused %s',
    (_file, _code, refused, i) => {
      expect(results[i]!.length > 0).toBe(refused);
    },
  );

  it('says what to do instead', () => {
    expect(results[0]![0]).toMatch('A test waits for a state, not for time');
    expect(results[4]![0]).toMatch('waitForTimeout sleeps');
  });
});

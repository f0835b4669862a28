import { lintCases } from './lint-text';

/**
 * The layout of DESIGN.md §8 is enforced by lint: imports only go down (widgets → features → src),
 * no island imports another island, no feature another feature. Each case lints one line of code
 * as if it stood in the named file, with the project's own ESLint config, in one ESLint process.
 */
const CASES: { file: string; code: string; refused: boolean }[] = [
  { file: 'src/ui/probe.ts', code: "import '../../features/account/messages';", refused: true },
  { file: 'src/ui/probe.ts', code: "import '../../widgets/header';", refused: true },
  { file: 'features/history-list/probe.ts', code: "import '../account/messages';", refused: true },
  { file: 'features/history-list/probe.ts', code: "import '../../widgets/header';", refused: true },
  { file: 'features/account/probe.ts', code: "import '../../demo-pages/reference-api/app';", refused: true },
  { file: 'widgets/header/probe.ts', code: "import '../register';", refused: true },
  { file: 'demo-pages/reference-api/probe.ts', code: "import '../../src/runtime/runtime';", refused: true },
  // The same directions through the '@/' alias.
  { file: 'src/ui/probe.ts', code: "import '@/features/account/messages';", refused: true },
  { file: 'features/history-list/probe.ts', code: "import '@/widgets/header';", refused: true },
  // What the layout allows.
  { file: 'widgets/header/probe.ts', code: "import '../../features/account/messages';", refused: false },
  { file: 'features/account/probe.ts', code: "import '../../src/ui/button';", refused: false },
  { file: 'features/account/probe.ts', code: "import './messages';", refused: false },
  { file: 'demo-pages/reference-api/probe.ts', code: "import '../../src/contracts/call';", refused: false },
  { file: 'demo-pages/reference-api/probe.ts', code: "import '@/src/contracts/call';", refused: false },
  { file: 'widgets/header/probe.ts', code: "import '@/features/account/messages';", refused: false },
];

describe('import directions (lint)', () => {
  let results: string[][];
  beforeAll(() => {
    results = lintCases(CASES.map(({ file, code }) => ({ file, code, rule: 'import-x/no-restricted-paths' })));
  }, 60_000);

  it.each(CASES.map((c, i) => [c.file, c.code, c.refused, i] as const))(
    '%s: %s → refused %s',
    (_file, _code, refused, i) => {
      expect(results[i]!.length > 0).toBe(refused);
    },
  );

  it('names the rule that was broken', () => {
    expect(results[2]![0]).toMatch('A feature must not import another feature');
    expect(results[0]![0]).toMatch('must not import features/');
  });
});

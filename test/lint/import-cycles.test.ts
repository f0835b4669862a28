import { lintCases } from './lint-text';

/**
 * No import cycle comes back: import-x/no-cycle follows every import, dynamic ones included, so a
 * module that imports what imports it (even through a lazy chunk) is refused. Each case lints one
 * line as if it stood in an existing file of the tree.
 */
const RULE = 'import-x/no-cycle';

describe('import cycles (lint)', () => {
  let results: string[][];
  beforeAll(() => {
    results = lintCases([
      // mount-island.tsx imports notices.ts: notices importing it back closes a cycle.
      { file: 'src/runtime/notices.ts', code: "import '../loader/mount-island';", rule: RULE },
      // The cycle this rule was added for: the runtime importing the toaster, whose host imports the runtime.
      { file: 'src/runtime/runtime.ts', code: "import '@/src/ui/overlays/overlays';", rule: RULE },
      // A climbing import is refused as such.
      { file: 'widgets/header/probe.ts', code: "import '../../src/ui/button';", rule: 'no-restricted-imports' },
      // What stays allowed: importing down, with no way back.
      { file: 'src/runtime/notices.ts', code: "import './timings';", rule: RULE },
    ]);
  }, 60_000);

  it('refuses a module that imports what imports it', () => {
    expect(results[0]!.join()).toMatch('Dependency cycle');
  });

  it('refuses a cycle through a lazily imported chunk', () => {
    expect(results[1]!.join()).toMatch('Dependency cycle');
  });

  it('allows an import with no way back', () => {
    expect(results[3]).toEqual([]);
  });

  it("refuses an import that climbs two folders: '@/' says where it goes", () => {
    expect(results[2]!.join()).toMatch("Import from '@/…'");
  });
});

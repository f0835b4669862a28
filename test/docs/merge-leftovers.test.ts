import { execFileSync } from 'node:child_process';

/**
 * A merge resolved in a hurry once left its conflict markers in docs/reference-api.md, where no
 * compiler looks: no tracked file may hold a line that is only a marker (git's own check).
 */
test('no tracked file holds a conflict marker', () => {
  let found = '';
  try {
    found = execFileSync('git', ['grep', '-n', '-E', '^(<<<<<<< |>>>>>>> |=======$)', '--', '.', ':!node_modules'], {
      encoding: 'utf8',
    });
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  expect(found).toBe('');
});

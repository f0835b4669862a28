import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { originalOf } from './source-map';

/** A chunk whose line 1 maps column 0 to src/x.ts line 1 and column 10 on to line 2. */
function chunkWithMap(dir: string): string {
  mkdirSync(join(dir, 'dist', 'chunks'), { recursive: true });
  const chunk = join(dir, 'dist', 'chunks', 'a.js');
  writeFileSync(chunk, 'let a=1;  requestIdleCallback(a);');
  writeFileSync(`${chunk}.map`, JSON.stringify({ version: 3, sources: ['../../src/x.ts'], mappings: 'AAAA,UACA' }));
  return chunk;
}

describe('originalOf', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ossature-map-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives the source file, relative to the chunk's folder, and the line of a position", () => {
    const chunk = chunkWithMap(dir);
    expect(originalOf(chunk, 1, 5)).toBe(join(dir, 'src', 'x.ts') + ':1');
    expect(originalOf(chunk, 1, 12)).toBe(join(dir, 'src', 'x.ts') + ':2');
  });

  it('gives null for a chunk without a map', () => {
    expect(originalOf(join(dir, 'none.js'), 1, 1)).toBeNull();
  });
});

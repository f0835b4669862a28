/**
 * The source file and line a position of a built chunk comes from, read from the chunk's source
 * map (rollup writes one beside each chunk): a finding of `npm run check:targets` then names
 * `src/runtime/idle.ts:3` rather than a column of a minified line. Only what that needs of the
 * source map format (version 3, no index maps); a dozen lines rather than a dependency.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment's fields (base64 VLQ): generated column, source, original line, column… */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    shift += 5;
    if (digit & 32) continue;
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/** `file:line` (1-based) of the original code at `line`:`column` (1-based) of `chunk`, or null. */
export function originalOf(chunk: string, line: number, column: number): string | null {
  if (!existsSync(`${chunk}.map`)) return null;
  const map = JSON.parse(readFileSync(`${chunk}.map`, 'utf8')) as { sources: string[]; mappings: string };
  // Source index and original line are relative to the previous segment across the whole map;
  // the generated column restarts on each line.
  let source = 0;
  let original = 0;
  let found: string | null = null;
  for (const [index, segments] of map.mappings.split(';').entries()) {
    let generated = 0;
    for (const segment of segments.split(',').filter(Boolean)) {
      const [dColumn = 0, dSource, dLine] = decodeSegment(segment);
      generated += dColumn;
      if (dSource === undefined || dLine === undefined) continue;
      source += dSource;
      original += dLine;
      if (index === line - 1 && generated <= column - 1) found = `${map.sources[source]}:${original + 1}`;
    }
  }
  // The map's sources are relative to the chunk's folder.
  return found && normalize(join(chunk, '..', found));
}

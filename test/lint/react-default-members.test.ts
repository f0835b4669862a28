import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The preact flavour gives 'react' and 'react-dom' a default export that holds only the members
 * dependencies use through it (src/vendor/react-on-preact.js): preact/compat's own default export
 * kept all of compat on every page. A dependency that reaches for a member missing there would get
 * `undefined` at run time; this test reads every ES module of the UI dependencies that imports
 * 'react' or 'react-dom' as a default, and checks each `React.member` it uses.
 */
const UI_DEPENDENCIES = ['sonner', 'zustand', 'react-final-form', 'wouter', 'final-form'];
const ROOT = join(__dirname, '..', '..');

function esModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : esModules(path);
    return /\.(mjs|js)$/.test(name) ? [path] : [];
  });
}

/**
 * `member` of every `Name.member` where Name is the default import of react or react-dom. A
 * namespace import (`import * as React`) reads the named exports, which are all there.
 */
function membersUsed(source: string): string[] {
  const names = [
    ...source.matchAll(/import\s+([A-Za-z_$][\w$]*)(?:\s*,\s*\{[^}]*\})?\s+from\s+['"]react(?:-dom)?['"]/g),
  ].map((m) => m[1]!);
  return names.flatMap((name) =>
    [...source.matchAll(new RegExp(`(?<![\\w$.])${name.replace('$', '\\$')}\\.([A-Za-z_$][\\w$]*)`, 'g'))].map(
      (m) => m[1]!,
    ),
  );
}

const shim = readFileSync(join(ROOT, 'src/vendor/react-on-preact.js'), 'utf8');
const defaultMembers = new Set(
  /export default \{([^}]*)\}/
    .exec(shim)![1]!
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

it('the preact flavour reads the default export of react for the members that dependencies use', () => {
  const missing = new Map<string, string[]>();
  let seen = 0;
  for (const dependency of UI_DEPENDENCIES) {
    for (const file of esModules(join(ROOT, 'node_modules', dependency))) {
      const used = membersUsed(readFileSync(file, 'utf8'));
      seen += used.length;
      const absent = [...new Set(used)].filter((member) => !defaultMembers.has(member));
      if (absent.length) missing.set(file.replace(ROOT + '/', ''), absent);
    }
  }
  // sonner alone uses about a hundred: a scan that finds nothing is broken, not reassuring.
  expect(seen).toBeGreaterThan(50);
  expect(Object.fromEntries(missing)).toEqual({});
});

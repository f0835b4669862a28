import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The README is short and sends its reader into docs/: a moved or renamed page must not leave a
 * dead link behind, and a page nothing links to is a page nobody finds. Checks README.md and every
 * docs/**\/*.md: each relative link names a file or folder that exists, each `#anchor` a heading
 * of its target (GitHub's slugs), and each docs/ page is linked from another page.
 */
const ROOT = process.cwd();

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const FILES = ['README.md', ...markdownFiles('docs')].map((f) => relative(ROOT, join(ROOT, f)));

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Inline links and images `[text](target "title")`; reference definitions `[x]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const defined = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!);
  return [...inline, ...defined];
}

/** GitHub's heading ids: lower case, punctuation dropped (letters of any script and accents kept),
 * each space a hyphen, and -1, -2… for a repeated heading. */
function slugsOf(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = heading!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .trim()
      .toLowerCase();
    const base = text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

interface Problem {
  file: string;
  link: string;
  problem: string;
}

function problemsOf(file: string): Problem[] {
  const problems: Problem[] = [];
  for (const link of linkTargets(readFileSync(file, 'utf8'))) {
    if (EXTERNAL.test(link)) continue;
    const [pathPart, anchor] = link.split('#', 2) as [string, string | undefined];
    const target = pathPart === '' ? file : normalize(join(dirname(file), decodeURIComponent(pathPart)));
    if (!existsSync(target)) {
      problems.push({ file, link, problem: `${target} does not exist` });
      continue;
    }
    if (anchor === undefined) continue;
    if (!target.endsWith('.md')) problems.push({ file, link, problem: 'an anchor into a file that is not Markdown' });
    else if (!slugsOf(readFileSync(target, 'utf8')).has(decodeURIComponent(anchor)))
      problems.push({ file, link, problem: `no heading of ${target} has the id #${anchor}` });
  }
  return problems;
}

/** The Markdown files under docs/ that each file links to. */
function linkedDocs(file: string): string[] {
  return linkTargets(readFileSync(file, 'utf8'))
    .filter((link) => !EXTERNAL.test(link) && !link.startsWith('#'))
    .map((link) => normalize(join(dirname(file), decodeURIComponent(link.split('#')[0]!))))
    .filter((target) => target !== file);
}

it('finds the README and the docs', () => {
  expect(FILES).toContain('README.md');
  expect(FILES).toContain(join('docs', 'README.md'));
});

it('every relative link names a file that exists, and every #anchor a heading of it', () => {
  expect(FILES.flatMap(problemsOf)).toEqual([]);
});

it('every page under docs/ is linked from another page', () => {
  const linked = new Set(FILES.flatMap(linkedDocs));
  expect(FILES.filter((f) => f.startsWith('docs') && !linked.has(f))).toEqual([]);
});

describe("GitHub's heading ids", () => {
  it.each([
    ['## The reference API', 'the-reference-api'],
    ['### Decisions where the spec says "not shown"', 'decisions-where-the-spec-says-not-shown'],
    ['## `npm run bench:library`', 'npm-run-benchlibrary'],
    ['## Données de référence, sécurité', 'données-de-référence-sécurité'],
    ['## Try it with curl', 'try-it-with-curl'],
    ['## A [link](x.md) and_underscores', 'a-link-and_underscores'],
  ])('%s → #%s', (heading, slug) => {
    expect([...slugsOf(heading)]).toEqual([slug]);
  });

  it('numbers a repeated heading', () => {
    expect([...slugsOf('## Results\n\n## Results\n')]).toEqual(['results', 'results-1']);
  });

  it('ignores a heading inside a code block', () => {
    expect([...slugsOf('```sh\n# not a heading\n```\n## Real\n')]).toEqual(['real']);
  });
});

/**
 * `npm run wordpress:plugin` (and `npm run catalogue`, after the catalogue): writes the WordPress
 * plugin's generated files from the catalogue the build ships (demo-pages/server/catalogue.json,
 * copied to dist/catalogue.json):
 *
 * - `blocks/<kind>/block.json`, one per island kind (apiVersion 3): the block's metadata, stated
 *   once; includes/blocks.php registers each folder and editor.js adds only the editor's view;
 * - `languages/ossature.pot`, the plugin's strings: the `__()` family in its PHP and JavaScript
 *   (text domain `ossature`), the plugin header and the blocks' titles, descriptions and keywords,
 *   as `wp i18n make-pot` extracts them (WP-CLI is not on these machines); references name the
 *   file without its line, so an edit elsewhere in a file leaves the .pot as it is.
 *
 * test/catalogue/wordpress-plugin.test.ts fails when a written file is out of date.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

export const PLUGIN_DIR = 'integrations/wordpress/ossature';
export const CATALOGUE = 'demo-pages/server/catalogue.json';
export const POT = `${PLUGIN_DIR}/languages/ossature.pot`;
const DOMAIN = 'ossature';

interface Attribute {
  name: string;
  secret: boolean;
}
interface Entry {
  kind: string;
  /** In French, a few words: `En-tête du compte`. */
  title: string;
  summary: string;
  attributes: Attribute[];
}

/** The block attribute's key of a `data-*` name, as `dataset` has it (and includes/placeholder.php). */
export function attributeKey(name: string): string {
  return name.slice('data-'.length).replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * Each kind's block.json, as text, by kind: titled with the kind's French title (`Ossature – En-tête
 * du compte`), the kind itself among the keywords. Secret attributes are no block attributes.
 */
export function renderBlocks(catalogue: Entry[]): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const entry of catalogue) {
    const attributes: Record<string, { type: 'string' }> = {};
    for (const a of entry.attributes) if (!a.secret) attributes[attributeKey(a.name)] = { type: 'string' };
    const block = {
      $schema: 'https://schemas.wp.org/trunk/block.json',
      apiVersion: 3,
      name: `ossature/${entry.kind}`,
      title: `Ossature – ${entry.title}`,
      category: 'ossature',
      icon: 'layout',
      description: entry.summary.replace(/`/g, ''),
      keywords: ['ossature', entry.kind],
      textdomain: DOMAIN,
      attributes,
      // WordPress's settings an editor may set; they land on the block's wrapper (render.php).
      // No `layout` support: its attribute would take the header's `layout` key.
      supports: { html: false, anchor: true, spacing: { margin: true, padding: true } },
      editorScript: 'ossature-editor',
      render: 'file:../render.php',
    };
    // Tabs, as WordPress's own block.json files have them.
    blocks.set(entry.kind, `${JSON.stringify(block, null, '\t')}\n`);
  }
  return blocks;
}

interface Message {
  context?: string;
  id: string;
  comments: string[];
  refs: string[];
}

/** The text of a quoted PHP or JavaScript string literal. */
function unquote(literal: string): string {
  const quote = literal[0];
  const body = literal.slice(1, -1);
  if (quote === "'") return body.replace(/\\([\\'])/g, '$1');
  return body.replace(/\\(["\\$nt])/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);
}

const STRING = String.raw`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"`;
// __( 'text', 'ossature' ), esc_html__, esc_attr__, _e, esc_html_e, esc_attr_e (PHP), and
// __( 'text', 'ossature' ) from wp.i18n (JavaScript). A translators' comment just before the call
// (or before `$variable = `, or `sprintf(`, and the call) is kept. The comment's text stops at its
// own `*/`: a comment not followed by a call must not reach a later call.
const CALL = new RegExp(
  String.raw`(?:/\*\s*translators:\s*((?:(?!\*/)[\s\S])*?)\s*\*/\s*(?:\$\w+\s*=\s*)?(?:sprintf\(\s*)?|//\s*translators:\s*(.*)\n\s*(?:\$\w+\s*=\s*)?(?:sprintf\(\s*)?)?` +
    String.raw`\b(?:__|esc_html__|esc_attr__|_e|esc_html_e|esc_attr_e)\(\s*(${STRING})\s*,\s*'${DOMAIN}'\s*\)`,
  'g',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.(php|js)$/.test(d.name))
    .map((d) => join(d.parentPath, d.name))
    .sort();
}

function potString(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t');
  if (!escaped.includes('\n')) return `"${escaped}"`;
  return `""\n${escaped
    .split(/(?<=\n)/)
    .map((line) => `"${line.replace(/\n/g, '\\n')}"`)
    .join('\n')}`;
}

/** The plugin's .pot, from its sources and its blocks' metadata (passed in, as they will be written). */
export function renderPot(blocks: Map<string, string>): string {
  const messages = new Map<string, Message>();
  const add = (id: string, ref: string, context?: string, comment?: string) => {
    const key = `${context ?? ''}\u0004${id}`;
    const message = messages.get(key) ?? { context, id, comments: [], refs: [] };
    if (comment && !message.comments.includes(comment)) message.comments.push(comment);
    if (!message.refs.includes(ref)) message.refs.push(ref);
    messages.set(key, message);
  };

  const main = readFileSync(join(PLUGIN_DIR, 'ossature.php'), 'utf8');
  for (const header of ['Plugin Name', 'Description']) {
    const value = new RegExp(String.raw`^\s*\*\s*${header}:\s*(.+)$`, 'm').exec(main)?.[1]?.trim();
    if (value) add(value, 'ossature.php', undefined, `${header} of the plugin`);
  }
  for (const file of sourceFiles(PLUGIN_DIR)) {
    const text = readFileSync(file, 'utf8');
    const ref = relative(PLUGIN_DIR, file);
    for (const m of text.matchAll(CALL)) {
      const comment = m[1] ?? m[2];
      add(unquote(m[3]!), ref, undefined, comment ? `translators: ${comment}` : undefined);
    }
  }
  for (const [kind, json] of blocks) {
    const block = JSON.parse(json) as { title: string; description: string; keywords: string[] };
    const ref = `blocks/${kind}/block.json`;
    add(block.title, ref, 'block title');
    add(block.description, ref, 'block description');
    for (const keyword of block.keywords) add(keyword, ref, 'block keyword');
  }

  const version = /^\s*\*\s*Version:\s*(\S+)/m.exec(main)?.[1] ?? '';
  const head = [
    '# This file is generated by build/wordpress-plugin.ts (npm run wordpress:plugin): do not edit it.',
    'msgid ""',
    'msgstr ""',
    `"Project-Id-Version: Ossature ${version}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    '"Language: fr_FR\\n"',
    `"X-Domain: ${DOMAIN}\\n"`,
  ].join('\n');
  const body = [...messages.values()].map((m) =>
    [
      ...m.comments.map((c) => `#. ${c.replace(/\n\s*/g, ' ')}`),
      ...m.refs.map((r) => `#: ${r}`),
      ...(m.context ? [`msgctxt ${potString(m.context)}`] : []),
      `msgid ${potString(m.id)}`,
      'msgstr ""',
    ].join('\n'),
  );
  return `${[head, ...body].join('\n\n')}\n`;
}

/** Everything the script writes, by path: the blocks' block.json files and the .pot. */
export function renderPlugin(catalogue: Entry[]): Map<string, string> {
  const blocks = renderBlocks(catalogue);
  const files = new Map<string, string>();
  for (const [kind, json] of blocks) files.set(`${PLUGIN_DIR}/blocks/${kind}/block.json`, json);
  files.set(POT, renderPot(blocks));
  return files;
}

export function readCatalogue(): Entry[] {
  return JSON.parse(readFileSync(CATALOGUE, 'utf8')) as Entry[];
}

/** The kinds that have a block folder now. */
export function blockFolders(): string[] {
  return readdirSync(join(PLUGIN_DIR, 'blocks'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const catalogue = readCatalogue();
  const kinds = new Set(catalogue.map((e) => e.kind));
  mkdirSync(join(PLUGIN_DIR, 'blocks'), { recursive: true });
  // A kind gone from the catalogue loses its block folder.
  for (const kind of blockFolders())
    if (!kinds.has(kind)) rmSync(join(PLUGIN_DIR, 'blocks', kind), { recursive: true });
  for (const [path, text] of renderPlugin(catalogue)) {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(`WordPress plugin written: ${kinds.size} blocks under ${PLUGIN_DIR}/blocks/, ${POT}`);
}

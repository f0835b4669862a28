import type { CatalogueEntry } from '@/demo-pages/server/catalogue-entry';

export const START = '<!-- catalogue:start -->';
export const END = '<!-- catalogue:end -->';

/** A table cell: one line, and a `|` would end the cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function attributesCell(entry: CatalogueEntry): string {
  const attributes = entry.attributes.map(
    (a) => `\`${a.name}\` « ${a.label} » (${a.optional ? 'facultatif, ' : ''}${a.type}) : ${a.doc}`,
  );
  const reads = entry.reads ? ` ; lit ${entry.reads}` : '';
  return `${attributes.join('<br>') || 'aucun'}${reads}`;
}

/** The README's catalogue: one row per kind, between the markers. */
export function readmeTable(entries: CatalogueEntry[]): string {
  const rows = entries.map(
    (e) =>
      `| ${[
        `\`${e.kind}\`<br>${e.title}`,
        e.summary,
        `\`${e.example}\``,
        attributesCell(e),
        e.sites.join(', '),
        e.pages.map((p) => `\`${p}\``).join(', '),
      ]
        .map(cell)
        .join(' | ')} |`,
  );
  return [
    START,
    '<!-- Written by `npm run catalogue` from widgets/*/index.ts: edit the descriptors, not this table. -->',
    '',
    '| kind | what it does | snippet | attributes | sites | demo pages |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    END,
  ].join('\n');
}

/** The README with its catalogue replaced; throws when the markers are missing. */
export function withTable(readme: string, table: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} section`);
  return readme.slice(0, start) + table + readme.slice(end + END.length);
}

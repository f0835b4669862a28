import { is, type Struct } from 'superstruct';
import type { CatalogueAttribute, CatalogueEntry } from '@/demo-pages/server/catalogue-entry';
import { attributeName } from '@/src/loader/read-attributes';
import type { IslandDescriptor } from '@/src/loader/island';
import { registry } from '@/src/registry';

/** The catalogue entry of every kind the registry names, in its order, from each island's descriptor. */
export async function catalogueEntries(): Promise<CatalogueEntry[]> {
  const entries: CatalogueEntry[] = [];
  for (const [kind, load] of Object.entries(registry)) {
    const { default: island } = await load();
    if (island.kind !== kind) throw new Error(`registry names "${kind}" but its descriptor says "${island.kind}"`);
    entries.push(entryOf(island));
  }
  return entries;
}

function entryOf(island: IslandDescriptor): CatalogueEntry {
  return {
    kind: island.kind,
    title: island.title,
    summary: island.summary,
    sites: [...island.sites],
    attributes: attributesOf(island),
    reads: island.reads ?? null,
    pages: [...island.pages],
    example: island.example ?? `<div data-widget="${island.kind}"></div>`,
    reserve: island.reserve ?? null,
  };
}

/** The attributes the struct names, with what the struct says of each and the descriptor's label and line. */
function attributesOf(island: IslandDescriptor): CatalogueAttribute[] {
  const schema = (island.attributes.schema ?? {}) as Record<string, Struct<unknown, unknown>>;
  const labels = island.attributeLabels as Record<string, string>;
  const docs = island.attributeDocs as Record<string, string>;
  const secrets = new Set<string>(island.secretAttributes ?? []);
  return Object.entries(schema).map(([key, struct]) => ({
    name: attributeName(key),
    label: labels[key] ?? '',
    type: typeOf(struct),
    values: struct.type === 'enums' ? Object.values(struct.schema as Record<string, string>) : null,
    optional: is(undefined, struct),
    secret: secrets.has(key),
    doc: docs[key] ?? '',
  }));
}

function typeOf(struct: Struct<unknown, unknown>): string {
  if (struct.type === 'enums')
    return Object.values(struct.schema as Record<string, string>)
      .map((v) => `\`${v}\``)
      .join(' ou ');
  const words: Record<string, string> = { string: 'texte', number: 'nombre', boolean: 'booléen' };
  return words[struct.type] ?? struct.type;
}

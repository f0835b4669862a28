import type { LibraryCatalogue, ResolvedChoices } from './choices';

/**
 * A psi value's configuration in a few words, for the library's PDF, where a thousand rows must
 * stay readable: 'Vide sanitaire, Béton banché, ITI, isolant 120 mm, Dalle pleine, plancher
 * 20 cm'. By the filter keys of data/thermal-filters.json; a filter not named here shows its value's label.
 */
const SHORT: Record<string, (label: string) => string> = {
  plancher: (label) => label.replace(/^Plancher (\p{L})/u, (_, first: string) => first.toLocaleUpperCase('fr-FR')),
  isolation: (label) => /\(([^)]+)\)$/.exec(label)?.[1] ?? label,
  isolantMur: (label) => `isolant ${label}`,
  epaisseur: (label) => `plancher ${label}`,
  positionBas: (label) => label.toLocaleLowerCase('fr-FR'),
  isolantBas: (label) => `isolant plancher ${label}`,
  thermoPredalle: (label) => `isolant intégré ${label}`,
};

/**
 * Value id → its words in a row, or null when the row leaves it out: a value the criteria fix (a
 * filter chosen with that one value, which has none merged into it: the criteria say it), and
 * the rupteur's own filters (section 'rup', the range: said once under the rupteur's name).
 */
export function valueWords(catalogue: LibraryCatalogue, choices: ResolvedChoices): Map<number, string | null> {
  const words = new Map<number, string | null>();
  const targets = new Set(catalogue.merged.values());
  for (const { filter, values } of catalogue.filters) {
    const chosen = choices.get(filter.id);
    const short = SHORT[filter.key] ?? ((label: string) => label);
    for (const v of values) {
      const fixed = chosen?.size === 1 && chosen.has(v.id) && !targets.has(v.id);
      words.set(v.id, fixed || filter.section === 'rup' ? null : short(v.value));
    }
  }
  return words;
}

/** The labels of the rupteur's own filters (the range) among a configuration's values. */
export function rupteurWords(catalogue: LibraryCatalogue, valueIds: number[]): string[] {
  const own = new Map(
    catalogue.filters
      .filter(({ filter }) => filter.section === 'rup')
      .flatMap(({ values }) => values.map((v) => [v.id, v.value])),
  );
  return valueIds.flatMap((id) => (own.has(id) ? [own.get(id)!] : []));
}

import type { Rupteur } from '@/src/contracts/thermal/rupteur';

/** One rupteur fitting the answers, with the figures of its best matching configuration. */
export interface CompatibleRow {
  id: number;
  name: string;
  proposed: boolean;
  psiMoyen: number | null;
  psiAbout: number | null;
  psiRive: number | null;
  psiRt: number | null;
  /** Its first certificate (the Avis Technique first, as the server orders them). */
  certificate: string | null;
  range: string | null;
}

export type SortKey = 'proposed' | 'name' | 'psiMoyen' | 'psiAbout' | 'psiRive' | 'psiRt';
export type SortOrder = 'asc' | 'desc';

/**
 * The rows of the rupteurs the search found: each with its best matching configuration (the
 * lowest ψ moyen; a rupteur with several left shows the best it can reach), the proposed one
 * (the result's rupteur) marked.
 */
export function compatibleRows(rupteurs: readonly Rupteur[], proposedId: number | null): CompatibleRow[] {
  return rupteurs.map((r) => {
    const best = [...r.psiValues].sort((a, b) => byFigure(a.psiMoyen, b.psiMoyen))[0];
    return {
      id: r.id,
      name: r.name,
      proposed: r.id === proposedId,
      psiMoyen: best?.psiMoyen ?? null,
      psiAbout: best?.psiAbout ?? null,
      psiRive: best?.psiRive ?? null,
      psiRt: best?.psiRt ?? null,
      certificate: r.certification1?.name ?? null,
      range: r.range ?? null,
    };
  });
}

/** Figures ascending, a missing one ('--') last whatever the order. */
function byFigure(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}

/**
 * The rows in the order asked: 'proposed' (the default) puts the proposed rupteur first, then
 * the others by ψ moyen; a figure sorts ascending or descending, missing figures last; the name
 * in French alphabetical order. Ties keep the search's order (best first).
 */
export function sortRows(rows: readonly CompatibleRow[], key: SortKey, order: SortOrder): CompatibleRow[] {
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: CompatibleRow, b: CompatibleRow): number => {
    if (key === 'proposed') return Number(b.proposed) - Number(a.proposed) || byFigure(a.psiMoyen, b.psiMoyen);
    if (key === 'name') return sign * a.name.localeCompare(b.name, 'fr');
    const [x, y] = [a[key], b[key]];
    if (x === null || y === null) return byFigure(x, y);
    return sign * (x - y);
  };
  return [...rows].sort(compare);
}

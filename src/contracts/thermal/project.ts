import { PROJECT_PARTS, type ProjectLengths, type ProjectPart } from './project-lengths';
import type { PsiValue } from './psi-value';

export {
  hasProjectLengths,
  PROJECT_LENGTH_MAX,
  PROJECT_LENGTH_MESSAGE,
  PROJECT_PARTS,
  ProjectLength,
  ProjectLengths,
  type ProjectPart,
} from './project-lengths';

/**
 * 'Mon projet': the lengths of one junction in the engineer's project, in metres, and the linear
 * thermal bridge they make (H, in W/K). One rule for the result page, its PDF, the history and
 * the exports: client and reference API both import it.
 *
 * - `about`: floor ends bearing on the wall, counted with ψ about;
 * - `rive`: floor edges running along the wall, counted with ψ rive;
 * - `other`: a length whose bearing the engineer does not split, counted with ψ moyen.
 *
 * H = Σ L × ψ (NF EN ISO 14683: a linear thermal bridge's transmission coefficient is its ψ times
 * its length); the weighted ψ is H over the total length. Figures as the data set gives them
 * (2 decimals for ψ), lengths to the centimetre: the products are exact in integers, so H is the
 * same to the last digit on the screen, in the PDF and in the CSV.
 */

/** Each part's French label and the ψ it is counted with. */
export const PROJECT_PART_LABELS: Record<ProjectPart, { label: string; psi: string }> = {
  about: { label: 'About (appui du plancher sur le mur)', psi: 'ψ about' },
  rive: { label: 'Rive (bord du plancher le long du mur)', psi: 'ψ rive' },
  other: { label: 'Autre longueur (sans distinction)', psi: 'ψ moyen' },
};

const PSI_OF: Record<ProjectPart, (psi: PsiValue) => number | null> = {
  about: (psi) => psi.psiAbout,
  rive: (psi) => psi.psiRive,
  other: (psi) => psi.psiMoyen,
};

/** One part of the junction with a length: its ψ and H; null ψ when the data set has none. */
export interface ProjectRow {
  part: ProjectPart;
  length: number;
  psi: number | null;
  /** W/K; null when the part has no ψ. */
  h: number | null;
}

export interface ProjectFigures {
  rows: ProjectRow[];
  /** Metres, every part with a length. */
  totalLength: number;
  /** W/K, to the ten-thousandth (exact); null when a part with a length has no ψ, or none has a length. */
  h: number | null;
  /** W/(m·K), H over the total length, to the thousandth; null with H. */
  weightedPsi: number | null;
  /** Parts with a length whose ψ the data set does not give (the page says why). */
  missing: ProjectPart[];
}

const cents = (value: number) => Math.round(value * 100);

/**
 * The figures of a junction's lengths. Parts with no length (null or 0) are left out. Computed
 * in integers (centimetres × hundredths), so no float rounding creeps in.
 */
export function projectFigures(psi: PsiValue | null, lengths: ProjectLengths | null): ProjectFigures {
  const rows: ProjectRow[] = [];
  for (const part of PROJECT_PARTS) {
    const length = lengths?.[part] ?? null;
    if (length === null || cents(length) === 0) continue;
    const value = psi ? PSI_OF[part](psi) : null;
    rows.push({ part, length, psi: value, h: value === null ? null : (cents(length) * cents(value)) / 10_000 });
  }
  const missing = rows.filter((row) => row.psi === null).map((row) => row.part);
  const totalCents = rows.reduce((sum, row) => sum + cents(row.length), 0);
  const hUnits = rows.reduce((sum, row) => sum + cents(row.length) * cents(row.psi ?? 0), 0);
  const complete = rows.length > 0 && missing.length === 0;
  return {
    rows,
    totalLength: totalCents / 100,
    h: complete ? hUnits / 10_000 : null,
    weightedPsi: complete ? Math.round((hUnits / totalCents) * 10) / 1000 : null,
    missing,
  };
}

/** Several junctions together (the history's export): total length and H, and the weighted ψ. */
export function projectTotals(figures: readonly ProjectFigures[]): Omit<ProjectFigures, 'rows' | 'missing'> {
  const counted = figures.filter((f) => f.h !== null);
  const totalCents = counted.reduce((sum, f) => sum + cents(f.totalLength), 0);
  const hUnits = counted.reduce((sum, f) => sum + Math.round(f.h! * 10_000), 0);
  return {
    totalLength: totalCents / 100,
    h: counted.length > 0 ? hUnits / 10_000 : null,
    weightedPsi: totalCents > 0 ? Math.round((hUnits / totalCents) * 10) / 1000 : null,
  };
}

const FORMATS = new Map<number, Intl.NumberFormat>();

/**
 * A figure of 'Mon projet' rounded half up to `decimals` (at most 4), in integers first: 2,875 W/K
 * is 2,88 everywhere, though the float 2.875 − ε would round down. The JSON export's numbers.
 */
export function roundProjectFigure(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(Math.round(value * 10_000) / (10_000 / scale)) / scale;
}

/** A figure of 'Mon projet' in French (decimal comma, thin-space groups), rounded as above. */
export function formatProjectFigure(value: number, decimals: number): string {
  const rounded = roundProjectFigure(value, decimals);
  let format = FORMATS.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    FORMATS.set(decimals, format);
  }
  return format.format(rounded);
}

/** Decimals shown: lengths to the centimetre, ψ as the data set gives it, H to the hundredth of a W/K. */
export const PROJECT_DECIMALS = { length: 2, psi: 2, weightedPsi: 3, h: 2 } as const;

import { nullable, number, refine, type, type Infer } from 'superstruct';

/**
 * The lengths of a junction in the engineer's project ('Mon projet'), as the API takes and gives
 * them: the contract alone, light enough for every page that imports the history calls. What they
 * make (H, the weighted ψ) is in project.ts.
 */

/** The largest length taken: 100 km of junction is beyond any building. */
export const PROJECT_LENGTH_MAX = 100_000;

/** A length in metres: 0 to 100 000, to the centimetre. */
export const ProjectLength = refine(number(), 'projectLength', (value) => {
  if (!Number.isFinite(value) || value < 0 || value > PROJECT_LENGTH_MAX) return PROJECT_LENGTH_MESSAGE;
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 || PROJECT_LENGTH_MESSAGE;
});

export const PROJECT_LENGTH_MESSAGE = 'Saisissez une longueur en mètres, de 0 à 100 000, au centimètre près.';

/** The three lengths of a junction; null where none is entered. */
export const ProjectLengths = type({
  about: nullable(ProjectLength),
  rive: nullable(ProjectLength),
  other: nullable(ProjectLength),
});
export type ProjectLengths = Infer<typeof ProjectLengths>;

export type ProjectPart = keyof ProjectLengths;
export const PROJECT_PARTS: readonly ProjectPart[] = ['about', 'rive', 'other'];

/** Whether a junction has a length at all: a part of 0 counts as none (the API then keeps none). */
export function hasProjectLengths(lengths: ProjectLengths | null | undefined): boolean {
  return PROJECT_PARTS.some((part) => (lengths?.[part] ?? 0) > 0);
}

import { array, nullable, number, optional, string, type, type Infer } from 'superstruct';

/**
 * The psi values of one configuration (a rupteur in one combination of filter values), in
 * W/(m·K) (thermal-break-tool §3 Psi value). Each may be null, which the client shows as '--'.
 *
 * - `psiMoyen`: mean of the junction treated with the rupteur (of `psiAbout` and `psiRive`, or
 *   the one known), 0.1–0.35 in the data set;
 * - `psiAbout`: floor end bearing on the wall; null on a ground-bearing slab (no bearing end);
 * - `psiRive`: floor edge running along the wall;
 * - `psiRt`: the treated junction's value to enter in the thermal study (RE2020), `psiMoyen` plus a
 *   5 % safety margin, rounded up; null when the rupteur has no technical assessment (no Avis
 *   Technique nor DTA);
 * - `psiRnt`: the same junction not treated (no rupteur), 0.6–1.0; null for distributed insulation
 *   (ITR), where the masonry itself insulates and no untreated reference is published.
 *
 * `image.url`: the junction's detail drawing, a path on the API origin (`/media/download/…`);
 * `urlRefSite`: the configuration's page on the manufacturer's site.
 */

/**
 * Optional, on a result's psi value only: the junction's vector drawing (`url`, an SVG on
 * the API origin) and the boundary conditions it assumes (slab, wall, insulations and their λ), in
 * the order to list them.
 */
/**
 * Optional, on a result's psi value only (beyond the spec): where each figure comes from, one
 * line per group of figures ('ψ moyen, ψ about, ψ rive': a table, a model; 'ψ RT': how it is
 * computed), for the screen and the report alike.
 */
export const PsiSource = type({ figures: string(), source: string() });
export type PsiSource = Infer<typeof PsiSource>;

export const JunctionDrawing = type({
  url: string(),
  conditions: array(type({ label: string(), value: string() })),
});
export type JunctionDrawing = Infer<typeof JunctionDrawing>;

export const PsiValue = type({
  id: number(),
  psiMoyen: nullable(number()),
  psiAbout: nullable(number()),
  psiRive: nullable(number()),
  psiRt: nullable(number()),
  psiRnt: nullable(number()),
  image: type({ url: string() }),
  urlRefSite: string(),
  drawing: optional(JunctionDrawing),
  sources: optional(array(PsiSource)),
});
export type PsiValue = Infer<typeof PsiValue>;

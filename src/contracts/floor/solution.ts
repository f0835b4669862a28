import { array, boolean, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall, defineDownload } from '../call';
import { NoDatas, success } from '../envelope';
import { Email, Name } from '../fields';

/**
 * Floor solutions (floor-and-carbon-tools §2.1 'Solution detail', §3 'Solution', 'Link / document',
 * 'Solution detail extras', §6, §7). In every path, `:slug` is the solution's slug: the spec writes
 * `{id}` and `{slug}` for the same solution, and a slug is what the history stores.
 */

/** A document (§3 'Link / document'); `url` is absolute; `downloadable`: a file, else a web page. */
export const SolutionLink = type({
  libelle: string(),
  url: string(),
  prettySize: nullable(string()),
  prettyDocumentDate: nullable(string()),
  linkType: type({ name: string() }),
  downloadable: boolean(),
});
export type SolutionLink = Infer<typeof SolutionLink>;

/** A layer of the cross-section (§2.1 tongue thickness): `short` its label, `thickness` in `unit`. */
export const SolutionLayer = type({ short: string(), thickness: number(), unit: string() });
export type SolutionLayer = Infer<typeof SolutionLayer>;

/**
 * One line of a solution's design basis (beyond the spec): what the recommendation
 * assumed, e.g. `{ label: 'Portée / portée maximale', value: '5,20 / 5,60 m' }`.
 */
export const DesignRow = type({ label: string(), value: string() });
export type DesignRow = Infer<typeof DesignRow>;

/**
 * A recommended solution (§3 'Solution'). `thickness` in cm, for the sort. `description.content`
 * may hold HTML: sanitized before display. `reasons` (beyond the spec, 'Pourquoi cette solution ?'):
 * the answers that selected it, in plain French, e.g. 'Portée de 5,40 m : ce système va jusqu'à
 * 6,40 m.'; empty when the solution is shown outside a simulation.
 */
export const FloorSolution = type({
  slug: string(),
  libelle: string(),
  description: type({ content: string() }),
  packshot: type({ url: string(), libelle: string() }),
  layers: array(SolutionLayer),
  thickness: number(),
  thicknessWithUnit: string(),
  wordPressUrl: string(),
  links: array(SolutionLink),
  reasons: array(string()),
  /**
   * Beyond the spec, with `reasons`: the design basis computed from the answers and the
   * system — G (self-weight + added g) and Q, the ULS combination 1,35 G + 1,5 Q and the SLS
   * G + Q, the added service load's span table, the span against the system's maximum
   * ('5,20 / 5,60 m') and the deflection criterion the span tables assume. Label/value rows the
   * client shows as they come.
   * Absent outside a simulation (and from servers that do not give it).
   */
  basis: optional(array(DesignRow)),
});
export type FloorSolution = Infer<typeof FloorSolution>;

/** §3 'Carbon footprint item': a concrete type and the floor's footprint with it, in kg eq CO2/M2. */
export const CarbonFootprint = type({ concrete: type({ name: string(), slug: string() }), total: number() });
export type CarbonFootprint = Infer<typeof CarbonFootprint>;

/** §3 'steelMasses': the steel assumed per m² of floor, by kind of steel (kg/m²). */
export const SteelMass = type({ label: string(), value: number(), unit: string() });
export type SteelMass = Infer<typeof SteelMass>;

/** §3 'similar (featured products)'. */
export const SimilarProduct = type({
  slug: string(),
  libelle: string(),
  packshot: type({ url: string(), libelle: string() }),
  wordPressUrl: string(),
});
export type SimilarProduct = Infer<typeof SimilarProduct>;

/**
 * §7 service layer `getSolution(slug, simulationId)`. `downloadAllFilesURL`: the zip of the
 * downloadable documents, null when none is. `downloadCarbonRecap`: the path of the carbon recap
 * PDF ({@link downloadCarbonDatasPdf}), null when the solution has no carbon data.
 * `displayScheme`: show the cross-section. `allDocumentsUrl`: the system's page of all documents.
 */
export const SolutionDetail = type({
  solution: FloorSolution,
  downloadAllFilesURL: nullable(string()),
  allDocumentsUrl: string(),
  links: array(SolutionLink),
  technicalData: array(type({ label: string(), value: string() })),
  similar: array(SimilarProduct),
  carbonFootprints: array(CarbonFootprint),
  steelMasses: array(SteelMass),
  downloadCarbonRecap: nullable(string()),
  displayScheme: boolean(),
});
export type SolutionDetail = Infer<typeof SolutionDetail>;

/**
 * `simulation`: the simulation the solution was recommended by (its reasons, its span and loads).
 * `share`: the signature a share's e-mail link carries, which shows that simulation's reasons to
 * its recipients too (beyond the spec).
 */
export const SolutionQuery = object({ simulation: optional(string()), share: optional(string()) });

/** The solution's detail. Public (§6: anyone sees details); unknown slug: 404. */
export const getSolution = defineCall({
  name: 'getSolution',
  method: 'GET',
  path: '/api/solution/:slug/',
  auth: 'public',
  query: SolutionQuery,
  answer: success(SolutionDetail),
});

/**
 * §7 `GET /api/solution/{id}/carbon-footprint/?simulation&concrete` (`getCarbonDatas`): the
 * footprints for one concrete type (`concrete`: its slug) or all (absent).
 */
export const getCarbonDatas = defineCall({
  name: 'getCarbonDatas',
  method: 'GET',
  path: '/api/solution/:slug/carbon-footprint/',
  auth: 'public',
  query: object({ simulation: optional(string()), concrete: optional(string()) }),
  answer: success(type({ carbonFootprints: array(CarbonFootprint), steelMasses: array(SteelMass) })),
});

/** `downloadSolutionFiles(slug)`: a zip of the downloadable documents. Public (§6). */
export const downloadSolutionFiles = defineDownload({
  name: 'downloadSolutionFiles',
  path: '/api/solution/:slug/download-files/',
  auth: 'public',
  contentType: 'application/zip',
});

/** `downloadSolutionRecap(slug, simulationId)`: the PDF recap of the solution for that simulation. Login required (§6). */
export const downloadSolutionRecap = defineDownload({
  name: 'downloadSolutionRecap',
  path: '/api/solution/:slug/download-recap/',
  auth: 'user',
  query: SolutionQuery,
  contentType: 'application/pdf',
});

/** `downloadCarbonDatasPdf(recap)`: the PDF of the carbon data; its path is the detail's `downloadCarbonRecap`. Login required. */
export const downloadCarbonDatasPdf = defineDownload({
  name: 'downloadCarbonDatasPdf',
  path: '/api/solution/:slug/carbon-recap/',
  auth: 'user',
  query: object({ simulation: optional(string()), concrete: optional(string()) }),
  contentType: 'application/pdf',
});

/**
 * Saves the solution in the user's history (§7 `POST /api/solution/{slug}/`), with the context of
 * `simulation` (zip, floor, level, infill): once per user and slug, a second save answers the same
 * message. `message` is shown as a toast. A `simulation` made before logging in (anonymous)
 * becomes the user's, with its cluster (as `saveFloorCluster` does), so it shows in the history.
 */
export const saveSolution = defineCall({
  name: 'saveSolution',
  method: 'POST',
  path: '/api/solution/:slug/',
  auth: 'user',
  body: object({ simulation: optional(number()) }),
  answer: success(NoDatas),
});

/** The e-mail share form (§3, §5): 1 to 3 recipients, the first required, the others valid when given. */
export const ShareSolutionBody = object({
  emails: array(Email),
  firstname: Name,
  lastname: Name,
  senderEmail: Email,
  simulation: optional(number()),
});
export type ShareSolutionBody = Infer<typeof ShareSolutionBody>;

/**
 * §7 `POST /api/solution/{id}/share/`: one e-mail per recipient, in the outbox, with the solution's
 * link. Login required (§6). Refused with 400 and field errors (`emails.0`…, or `emails` beyond 3).
 * `datas.message` is shown as a toast and closes the popup (§8).
 */
export const shareSolution = defineCall({
  name: 'shareSolution',
  method: 'POST',
  path: '/api/solution/:slug/share/',
  auth: 'user',
  sendsMail: true,
  body: ShareSolutionBody,
  answer: success(type({ message: string() })),
});

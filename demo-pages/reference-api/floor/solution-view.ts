import type { DesignRow, FloorSolution, SolutionLink } from '@/src/contracts/floor/solution';
import { frNumber } from './format';
import { packshotFile } from './packshot';
import { thicknessOf } from './thickness';
import { layersOf } from './technical-data';
import type { FloorSystem, SystemDocument } from './types';

/**
 * A catalogue system as the answers show it (§3 'Solution'). URLs are absolute: images and files
 * on the API's origin (the page is on another one), product pages on the floor site's.
 */
export interface Origins {
  /** The API's own origin, e.g. http://api.plancher.localhost:8080 (from the request). */
  api: string;
  /** The floor site's page origin, e.g. http://plancher.localhost:8080. */
  site: string;
}

/** `dd/mm/yyyy` from `YYYY-MM-DD`. */
const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * One document as a link. Files are served by the solution routes under
 * `/api/solution/{slug}/documents/{file}`; `prettySize` is null here: the route that serves the
 * files measures them (pass `sizeOf` to fill it).
 */
export function documentLink(
  system: FloorSystem,
  document: SystemDocument,
  origins: Origins,
  sizeOf: (document: SystemDocument) => string | null = () => null,
): SolutionLink {
  const url = document.downloadable
    ? `${origins.api}/api/solution/${system.slug}/documents/${document.file}`
    : `${origins.site}${document.path}`;
  return {
    libelle: document.libelle,
    url,
    prettySize: document.downloadable ? sizeOf(document) : null,
    prettyDocumentDate: frenchDate(document.date),
    linkType: { name: document.kind },
    downloadable: document.downloadable,
  };
}

export function packshotOf(system: FloorSystem, origins: Origins): { url: string; libelle: string } {
  return { url: `${origins.api}/media/download/${packshotFile(system.slug)}`, libelle: system.libelle };
}

export function wordPressUrl(system: FloorSystem, origins: Origins): string {
  return `${origins.site}/systemes/${system.slug}/`;
}

/** Why a simulation selected a system: the rules' reasons and the design basis (design-basis.ts). */
export interface SolutionWhy {
  reasons: string[];
  basis?: DesignRow[];
}

export function toFloorSolution(
  system: FloorSystem,
  origins: Origins,
  why: SolutionWhy = { reasons: [] },
  sizeOf?: (document: SystemDocument) => string | null,
): FloorSolution {
  const thickness = thicknessOf(system);
  return {
    slug: system.slug,
    libelle: system.libelle,
    description: { content: system.description },
    packshot: packshotOf(system, origins),
    layers: layersOf(system),
    thickness,
    thicknessWithUnit: `${frNumber(thickness, 0)} cm`,
    wordPressUrl: wordPressUrl(system, origins),
    links: system.documents.map((document) => documentLink(system, document, origins, sizeOf)),
    reasons: why.reasons,
    ...(why.basis ? { basis: why.basis } : {}),
  };
}

import type { SimilarProduct, SolutionDetail } from '@/src/contracts/floor/solution';
import { carbonFootprints, findSystem, steelMasses, technicalData } from '../floor/catalogue';
import { packshotOf, toFloorSolution, wordPressUrl, type Origins, type SolutionWhy } from '../floor/solution-view';
import type { FloorSystem } from '../floor/types';
import type { ReportPool } from '../pdf/pool';
import { documentFiles, sizesOf } from './documents';

/** The solution routes' paths (the contract's, filled), for the links the detail carries. */
export const solutionPaths = (slug: string) => {
  const base = `/api/solution/${encodeURIComponent(slug)}`;
  return { zip: `${base}/download-files/`, carbonRecap: `${base}/carbon-recap/` };
};

/** The query a recap link carries: the simulation (and the concrete), when there is one. */
export function recapQuery(params: Record<string, string | number | undefined>): string {
  const set = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return set.length ? `?${new URLSearchParams(set.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

function similarOf(system: FloorSystem, origins: Origins): SimilarProduct[] {
  return system.similar.flatMap((slug) => {
    const other = findSystem(slug);
    return other
      ? [
          {
            slug,
            libelle: other.libelle,
            packshot: packshotOf(other, origins),
            wordPressUrl: wordPressUrl(other, origins),
          },
        ]
      : [];
  });
}

/**
 * §7 `getSolution`: the system, its documents measured from their files, its technical data,
 * similar products and carbon values. With a simulation, the solution carries the reasons that
 * simulation selected it for ('Pourquoi cette solution ?') and the carbon recap's link names it.
 * `downloadAllFilesURL` is absolute on the API's origin (the page is on another one), null when
 * the system has no downloadable document; `allDocumentsUrl` is the product page's documents
 * section on the floor site.
 */
export async function solutionDetail(
  reports: ReportPool,
  system: FloorSystem,
  origins: Origins,
  simulation: ({ id: number } & SolutionWhy) | null,
): Promise<SolutionDetail> {
  const solution = toFloorSolution(system, origins, simulation ?? { reasons: [] }, await sizesOf(reports, system));
  const paths = solutionPaths(system.slug);
  const hasFiles = (await documentFiles(reports, system)).length > 0;
  return {
    solution,
    downloadAllFilesURL: hasFiles ? `${origins.api}${paths.zip}` : null,
    allDocumentsUrl: `${wordPressUrl(system, origins)}#documents`,
    links: solution.links,
    technicalData: technicalData(system),
    similar: similarOf(system, origins),
    carbonFootprints: carbonFootprints(system),
    steelMasses: steelMasses(system),
    downloadCarbonRecap: `${paths.carbonRecap}${recapQuery({ simulation: simulation?.id })}`,
    displayScheme: system.displayScheme,
  };
}

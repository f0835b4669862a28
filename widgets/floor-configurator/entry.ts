/**
 * How the configurator opens (floor-and-carbon-tools §2.1 query parameters): a new configuration,
 * a saved simulation to edit (`simulationId`), the results of a past simulation (`history`), or
 * one solution's detail (`historySolution`); beyond the spec, a copy of a saved
 * simulation to change and send as a new one ('Dupliquer et modifier', `duplicate`). One parameter wins, in the order the spec lists them
 * backwards: a solution, then results, then editing. A value that is not an id or a slug is
 * ignored with one console error, and the configurator starts anew.
 */
export type Entry =
  | { kind: 'new' }
  | { kind: 'edit'; simulationId: number }
  | { kind: 'history'; simulationId: number }
  /** A saved simulation's answers, opened as a new configuration (its submit makes a new row). */
  | { kind: 'copy'; simulationId: number }
  /** `share`: a share's signature, which shows the simulation's reasons to its recipient (beyond the spec). */
  | { kind: 'solution'; slug: string; simulationId: number | null; share: string | null };

const ID = /^[1-9]\d{0,9}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function readEntry(search: string): Entry {
  const query = new URLSearchParams(search);
  const id = (name: string): number | null | undefined => {
    const raw = query.get(name);
    if (raw === null) return undefined;
    if (ID.test(raw)) return Number(raw);
    console.error(`[ossature] floor-configurator: ?${name}=${raw} is not a simulation id; ignored.`);
    return null;
  };
  const slug = query.get('historySolution');
  if (slug !== null) {
    if (SLUG.test(slug)) {
      const simulationId = id('history') ?? null;
      const share = query.get('share');
      return { kind: 'solution', slug, simulationId, share: simulationId && share ? share : null };
    }
    console.error(`[ossature] floor-configurator: ?historySolution=${slug} is not a solution; ignored.`);
  }
  const history = id('history');
  if (history) return { kind: 'history', simulationId: history };
  const edit = id('simulationId');
  if (edit) return { kind: 'edit', simulationId: edit };
  const copy = id('duplicate');
  if (copy) return { kind: 'copy', simulationId: copy };
  return { kind: 'new' };
}

/** The link of 'Revenir à la configuration' (§2.1): this page with `?simulationId={id}`. */
export function editHref(pathname: string, simulationId: number): string {
  return `${pathname}?simulationId=${simulationId}`;
}

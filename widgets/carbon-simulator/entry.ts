/**
 * How the tunnel opens (floor-and-carbon-tools §2.2 query parameters): a new project, a
 * simulation added to a cluster (`cluster`: step 1 skipped), or a cluster's stored results
 * (`history`, with the way back to the personal history). `history` wins over `cluster`. A value
 * that is not an id is ignored with one console error, and the tunnel starts anew.
 */
export type Entry = { kind: 'new' } | { kind: 'cluster'; id: number } | { kind: 'history'; id: number };

const ID = /^[1-9]\d{0,9}$/;

export function readEntry(search: string): Entry {
  const query = new URLSearchParams(search);
  const id = (name: string): number | null => {
    const raw = query.get(name);
    if (raw === null) return null;
    if (ID.test(raw)) return Number(raw);
    console.error(`[ossature] carbon-simulator: ?${name}=${raw} is not a cluster id; ignored.`);
    return null;
  };
  const history = id('history');
  if (history) return { kind: 'history', id: history };
  const cluster = id('cluster');
  if (cluster) return { kind: 'cluster', id: cluster };
  return { kind: 'new' };
}

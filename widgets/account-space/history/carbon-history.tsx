import { navigate } from '@/src/runtime/navigation';
import type { ClusterFilters, ClusterItem } from '@/src/contracts/history/carbon';
import { formatDateTime } from '@/src/contracts/french-dates';
import { notify } from '@/src/ui/overlays/overlays';
import { carbonFilterSpecs } from '@/features/history-list/filter-specs';
import { CARBON_DEFAULTS, type CarbonFilterValues } from '@/features/history-list/filters';
import {
  carbonLoader,
  deleteClusterItem,
  duplicateClusterItem,
  renameClusterItem,
} from '@/features/history-list/history-data';
import { HistoryList, type HistoryListConfig } from '@/features/history-list/history-list';
import { clusterOpenUrl } from '@/features/history-list/items';
import { HISTORY_MESSAGES as M } from '@/features/history-list/messages';

/**
 * The carbon site's history (account-layer §2 "Carbon history"): clusters of simulations, with
 * the filters and order labels the server answers along with them.
 */
const CARBON_HISTORY: HistoryListConfig<CarbonFilterValues, ClusterItem, ClusterFilters> = {
  defaults: CARBON_DEFAULTS,
  loader: carbonLoader,
  specs: carbonFilterSpecs,
  count: M.carbonCount,
  empty: M.emptyCarbon,
  key: (cluster) => cluster.id,
  view: (cluster) => ({
    name: cluster.name,
    details: [
      <time dateTime={cluster.createdAt}>{formatDateTime(cluster.createdAt)}</time>,
      M.clusterSize(cluster.simulationsCount),
      ...(cluster.footprintRange ? [rangeOf(cluster.footprintRange)] : []),
    ],
  }),
  deleteQuestion: () => M.deleteSimulationQuestion,
  remove: deleteClusterItem,
  open: (cluster) => navigate(clusterOpenUrl(cluster)),
  // A project can be renamed, and duplicated into a new project whose results open.
  rename: (cluster) => (api, title) => renameClusterItem(api, cluster.id, title),
  duplicate: (cluster) => async (api) => {
    const outcome = await duplicateClusterItem(api, cluster.id);
    if (outcome.kind === 'done') navigate(clusterOpenUrl({ id: outcome.cluster }));
    else notify('error', outcome.toast ?? M.genericError, 'history-duplicate');
  },
};

const kg = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

/** The range of the project's footprints, so that rows can be told apart and compared (beyond the spec). */
const rangeOf = ({ min, max }: { min: number; max: number }) => M.footprintRange(kg(min), kg(max));

export default function CarbonHistory() {
  return <HistoryList config={CARBON_HISTORY} />;
}

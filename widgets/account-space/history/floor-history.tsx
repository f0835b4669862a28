import { navigate } from '@/src/runtime/navigation';
import type { FloorFilters, FloorHistoryItem } from '@/src/contracts/history/floor';
import { formatDate } from '@/src/contracts/french-dates';
import { floorFilterSpecs } from '@/features/history-list/filter-specs';
import { FLOOR_DEFAULTS, type FloorFilterValues } from '@/features/history-list/filters';
import { deleteFloorItem, floorLoader, renameFloorSimulation } from '@/features/history-list/history-data';
import { HistoryList, type HistoryListConfig } from '@/features/history-list/history-list';
import {
  floorDuplicateUrl,
  floorItemKey,
  floorItemName,
  floorItemSummary,
  floorOpenUrl,
} from '@/features/history-list/items';
import { HISTORY_MESSAGES as M } from '@/features/history-list/messages';

/**
 * The floor site's history (account-layer §2 "Floor history"): saved simulations ('Simulation')
 * and solutions ('Système'), filtered by the server's definitions, newest first by default.
 */
const FLOOR_HISTORY: HistoryListConfig<FloorFilterValues, FloorHistoryItem, FloorFilters> = {
  defaults: FLOOR_DEFAULTS,
  loader: floorLoader,
  specs: floorFilterSpecs,
  count: M.floorCount,
  empty: M.emptyFloor,
  key: floorItemKey,
  view: (item) => ({
    kind: item.type === 'solution' ? M.solution : M.simulation,
    name: floorItemName(item),
    details: [
      ...(floorItemSummary(item) ? [floorItemSummary(item)] : []),
      <>
        {M.createdOn} <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
      </>,
    ],
  }),
  deleteQuestion: (item) => (item.type === 'solution' ? M.deleteSolutionQuestion : M.deleteSimulationQuestion),
  remove: deleteFloorItem,
  open: (item) => navigate(floorOpenUrl(item)),
  // A saved simulation can be renamed, and duplicated into a new configuration.
  rename: (item) => (item.type === 'simulation' ? (api, title) => renameFloorSimulation(api, item.id, title) : null),
  duplicate: (item) => (item.type === 'simulation' ? () => navigate(floorDuplicateUrl(item.id)) : null),
};

export default function FloorHistory() {
  return <HistoryList config={FLOOR_HISTORY} />;
}

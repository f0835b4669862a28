import { navigate } from '@/src/runtime/navigation';
import { HistoryList, type HistoryListConfig } from '@/features/history-list/history-list';
import { mainOpenUrl, resultRouteName } from '@/features/history-list/items';
import type { MainHistory } from '@/src/contracts/history/main';
import { formatDateTime } from '@/src/contracts/french-dates';
import { formatProjectFigure, projectFigures, PROJECT_DECIMALS } from '@/src/contracts/thermal/project';
import { PROJECT_MESSAGES } from '@/features/thermal-project/messages';
import { ProjectExportTools } from './project-export-tools';
import { PERSONAL_SPACE_MESSAGES as M } from '../messages';
import {
  deleteMainHistory,
  MAIN_HISTORY_DEFAULTS,
  MAIN_SORTS,
  mainHistoryLoader,
  type MainHistoryFilters,
} from './main-history-data';

/** 'Mon projet : H = 12,34 W/K' under a thermal simulation with lengths, none otherwise. */
function projectLine(history: MainHistory): string[] {
  const { h } = projectFigures(history.psiValue, history.lengths ?? null);
  return h === null ? [] : [PROJECT_MESSAGES.historyH(formatProjectFigure(h, PROJECT_DECIMALS.h))];
}

/**
 * The main site's history (thermal-break-tool §2): the saved simulations with a sort menu instead
 * of filters, a type label per line, and the old list kept when a reload fails (§8).
 */
const MAIN_HISTORY: HistoryListConfig<MainHistoryFilters, MainHistory, null> = {
  defaults: MAIN_HISTORY_DEFAULTS,
  loader: mainHistoryLoader,
  sort: { key: 'order', label: M.sortLabel, choices: MAIN_SORTS },
  keepListOnError: true,
  count: M.historyCount,
  empty: M.historyEmpty,
  key: (history) => history.id,
  view: (history) => ({
    kind: history.rupteur !== null ? M.thermalData : M.environmentalData,
    // Listed histories are saved, hence named; the fallback only keeps a line readable.
    name: history.name?.trim() || resultRouteName(history),
    details: [<time dateTime={history.createdAt}>{formatDateTime(history.createdAt)}</time>, ...projectLine(history)],
  }),
  tools: (histories) => <ProjectExportTools histories={histories} />,
  deleteQuestion: () => M.deleteQuestion,
  remove: deleteMainHistory,
  open: (history) => navigate(mainOpenUrl(history)),
};

export default function MainHistoryList() {
  return <HistoryList config={MAIN_HISTORY} />;
}

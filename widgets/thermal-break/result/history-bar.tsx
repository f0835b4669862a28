import type { MainHistory } from '@/src/contracts/history/main';
import { Button } from '@/src/ui/button';
import { formatDateTime } from '@/src/contracts/french-dates';
import { RESULT_MESSAGES as M } from './messages';

/**
 * The saved simulation's bar: its name, its date and the delete link. The page renders it for
 * the history's owner only (§2, §6).
 */
export function HistoryBar({ history, onDelete }: { history: MainHistory; onDelete: () => void }) {
  return (
    <div className="oss-tb-bar" role="region" aria-label={M.historyBar}>
      <p className="oss-tb-bar__name">{history.name}</p>
      <p className="oss-tb-bar__date">{formatDateTime(history.createdAt)}</p>
      <Button variant="link" onClick={onDelete} className="oss-tb-bar__delete">
        {M.delete}
      </Button>
    </div>
  );
}

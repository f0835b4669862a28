import type { ReactNode, RefObject } from 'react';
import { Button } from '@/src/ui/button';
import { Skeleton, Spinner } from '@/src/ui/spinner';
import { listView, type ListState } from './list-state';
import { HISTORY_MESSAGES as M } from './messages';

export interface HistoryResultsProps {
  list: ListState<{ items: unknown[] }>;
  /** 'N résultat(s)' or 'N simulation(s)'. */
  count: (n: number) => string;
  /** Shown when the list is empty. */
  empty: string;
  onRetry: () => void;
  /** The list area, focused when the control that had the focus goes away (retry, delete). */
  areaRef: RefObject<HTMLDivElement | null>;
  /** A failed reload keeps the items shown, under a note with 'Réessayer'. */
  keepList?: boolean;
  /** The items, as `<li>` elements. */
  children: ReactNode;
}

/** Above a list kept after a failed reload: it is not up to date, and why; 'Réessayer'. */
function StaleNote({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <div className="oss-history__stale">
      <p role="alert">
        <strong>{M.staleList}</strong> {reason}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {M.retry}
      </Button>
    </div>
  );
}

/**
 * The list area: a skeleton first, then the count and the items with a spinner while a new
 * filter is being applied; a French error with 'Réessayer' when the list could not be loaded.
 */
export function HistoryResults({ list, count, empty, onRetry, areaRef, keepList, children }: HistoryResultsProps) {
  const view = listView(list, keepList);
  // The button that had the focus disappears: the focus moves to the list area instead.
  const retry = () => {
    onRetry();
    areaRef.current?.focus();
  };
  const total = list.data?.items.length ?? 0;
  return (
    <div ref={areaRef} className="oss-history__results" tabIndex={-1} aria-busy={list.loading}>
      {view === 'error' ? (
        <div className="oss-history__error">
          <div role="alert">
            <p>
              <strong>{M.loadFailed}</strong>
            </p>
            <p>{list.error}</p>
          </div>
          <Button onClick={retry}>{M.retry}</Button>
        </div>
      ) : view === 'skeleton' ? (
        <Skeleton lines={4} label={M.loading} />
      ) : (
        <>
          <div className="oss-history__status">
            <p className="oss-history__count" aria-live="polite">
              {count(total)}
            </p>
            {list.loading && <Spinner label={M.updating} />}
          </div>
          {list.error !== null && <StaleNote reason={list.error} onRetry={retry} />}
          {total === 0 ? <p className="oss-text">{empty}</p> : <ul className="oss-history__list">{children}</ul>}
        </>
      )}
    </div>
  );
}

import type { ReactNode, RefObject } from 'react';
import { Button } from '../../src/ui/button';
import { Skeleton, Spinner } from '../../src/ui/spinner';
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
  /** The items, as `<li>` elements. */
  children: ReactNode;
}

/**
 * The list area: a skeleton first, then the count and the items with a spinner while a new
 * filter is being applied; a French error with 'Réessayer' when the list could not be loaded.
 */
export function HistoryResults({ list, count, empty, onRetry, areaRef, children }: HistoryResultsProps) {
  const view = listView(list);
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
          {total === 0 ? <p className="oss-text">{empty}</p> : <ul className="oss-history__list">{children}</ul>}
        </>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { MainHistory } from '@/src/contracts/history/main';
import type { Fdes } from '@/src/contracts/thermal/env-result';
import { useRuntime } from '@/src/runtime/runtime-context';
import type { ResultSeed } from '../routes';
import { loadResult } from './result-calls';

export type ResultState =
  | { kind: 'loading' }
  /** `missing`: no such result for this browser or account (a 404), not a failure to reach it. */
  | { kind: 'failed'; message: string; missing?: true }
  | { kind: 'shown'; history: MainHistory; fdes: Fdes[] }
  /** Deleted: nothing to show while the page moves on. */
  | { kind: 'gone' };

/**
 * The history the page shows (§2, §4 "Result page: loading, then shown"): the questionnaire's
 * seed when it has one, else `/api/history/load` by id. An unknown id, or another user's
 * history, is the server's French 404 reason.
 */
export function useResult(historyId: number, seed: ResultSeed | undefined) {
  const rt = useRuntime();
  const fromSeed = seed && seed.history.id === historyId ? seed : undefined;
  const [state, setState] = useState<ResultState>(() =>
    fromSeed ? { kind: 'shown', history: fromSeed.history, fdes: fromSeed.fdes } : { kind: 'loading' },
  );
  const [loadedId, setLoadedId] = useState(fromSeed ? historyId : null);

  useEffect(() => {
    if (loadedId === historyId) return;
    let live = true;
    setState({ kind: 'loading' });
    void loadResult(rt, historyId).then((outcome) => {
      if (!live) return;
      setLoadedId(historyId);
      setState(
        outcome.kind === 'done'
          ? { kind: 'shown', history: outcome.history, fdes: outcome.fdes }
          : { kind: 'failed', message: outcome.toast ?? '', ...(outcome.kind === 'missing' && { missing: true }) },
      );
    });
    return () => {
      live = false;
    };
  }, [rt, historyId, loadedId]);

  /** A newer version of the history (saved, refined); its FDES sheets stay. */
  const replace = (history: MainHistory) =>
    setState((s) => (s.kind === 'shown' ? { ...s, history } : { kind: 'shown', history, fdes: [] }));
  const clear = () => setState({ kind: 'gone' });
  return { state, replace, clear };
}

import { useEffect, useState } from 'react';
import type { ApiClient } from '@/src/api/client';
import { done, guardApi, refused, refusedBy, type Outcome } from '@/src/api/outcome';
import { getSolution, type SolutionDetail } from '@/src/contracts/floor/solution';
import { DETAIL_MESSAGES as M } from './detail-messages';

/**
 * `notice`: the answer's message, shown above the detail when there is one (an expired share
 * link: the solution shows, and the message says why its configuration does not); '' when none.
 */
export type SolutionState =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; detail: SolutionDetail; notice: string };

/** The detail of a solution (`getSolution(slug, simulationId)`), fetched again on 'Réessayer'. */
export function useSolution(api: ApiClient, slug: string, simulationId: number | null, share: string | null = null) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SolutionState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void fetchSolution(api, slug, simulationId, share, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      setState(
        outcome.kind === 'done'
          ? { kind: 'ready', detail: outcome.detail, notice: outcome.notice }
          : { kind: 'failed', message: outcome.toast ?? M.failed },
      );
    });
    return () => controller.abort();
  }, [api, slug, simulationId, share, attempt]);
  return [state, () => setAttempt((n) => n + 1)] as const;
}

async function fetchSolution(
  api: ApiClient,
  slug: string,
  simulationId: number | null,
  share: string | null,
  signal: AbortSignal,
): Promise<Outcome<{ detail: SolutionDetail; notice: string }>> {
  const query = simulationId ? `?simulation=${simulationId}${share ? `&share=${encodeURIComponent(share)}` : ''}` : '';
  const outcome = await guardApi(async () => {
    const reply = await api.call(getSolution, { params: { slug }, query, signal });
    return reply.ok ? done({ detail: reply.datas, notice: reply.message.trim() }) : refusedBy(reply);
  });
  return outcome.kind === 'refused' && !outcome.toast ? refused(M.failed) : outcome;
}

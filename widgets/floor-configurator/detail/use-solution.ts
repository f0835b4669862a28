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
    void loadSolution(api, { slug, simulationId, share }, controller.signal, setState);
    return () => controller.abort();
  }, [api, slug, simulationId, share, attempt]);
  return [state, () => setAttempt((n) => n + 1)] as const;
}

interface SolutionRequest {
  slug: string;
  simulationId: number | null;
  share: string | null;
}

/**
 * Fetches a solution's detail and shows its state, unless `signal` was aborted meanwhile (the
 * detail left, or another one asked): then nothing is shown, and the abort is not an error — a
 * rejection left to the page would be an uncaught 'AbortError' in the visitor's console.
 */
export async function loadSolution(
  api: ApiClient,
  { slug, simulationId, share }: SolutionRequest,
  signal: AbortSignal,
  show: (state: SolutionState) => void,
): Promise<void> {
  try {
    const outcome = await fetchSolution(api, slug, simulationId, share, signal);
    if (signal.aborted) return;
    show(
      outcome.kind === 'done'
        ? { kind: 'ready', detail: outcome.detail, notice: outcome.notice }
        : { kind: 'failed', message: outcome.toast ?? M.failed },
    );
  } catch (error) {
    if (!signal.aborted) throw error;
  }
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

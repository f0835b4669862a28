import type { Outcome } from '@/src/api/outcome';
import { timings } from '@/src/runtime/timings';
import { SIMULATION_ACTIONS_MESSAGES as M } from './messages';
import type { Toast } from '@/src/ui/overlays/overlays';

/** What a delete answers (floor-and-carbon-tools §7 deleteSimulation): its message, and whether the cluster went. */
export type Removal = Outcome<{ message: string; clusterRemoved: boolean }>;

export interface DeleteThenLeave {
  /** The call, as an outcome (never a throw). */
  remove(): Promise<Removal>;
  toast: Toast;
  /** The toasts' id: a second delete replaces the first one's toast. */
  toastId: string;
  /** Said when a refusal brings no message of its own. */
  failure: string;
  /** The cluster went with it: the home page. */
  home(): void;
  /** The cluster is still there: the page, or the list, again. */
  reload(): void;
}

/**
 * A simulation deleted (floor-and-carbon-tools §4.1, §4.2, §8, §9): the server's message (for a
 * removed cluster ours, 'Le projet a été supprimé.': the server's says 'cluster', a word users
 * do not know), then, `timings.afterDelete` later (read when
 * scheduled), home if the cluster was removed, else a reload. A refusal says why and stays.
 * Resolves to whether the simulation is gone.
 */
export async function deleteThenLeave(deps: DeleteThenLeave): Promise<boolean> {
  const outcome = await deps.remove();
  if (outcome.kind === 'refused') {
    deps.toast('error', outcome.toast || deps.failure, deps.toastId);
    return false;
  }
  const message = outcome.clusterRemoved ? M.clusterRemoved : outcome.message || M.clusterRemoved;
  deps.toast('success', message, deps.toastId);
  setTimeout(() => (outcome.clusterRemoved ? deps.home() : deps.reload()), timings.afterDelete);
  return true;
}

import { ApiClientError } from '../../src/api/errors';
import { HISTORY_MESSAGES as M } from './messages';

/**
 * A load the server refused (status 200–403); its message is shown as it is. Loads throw rather
 * than answer an outcome: the controller catches every way a load ends without a list (refused,
 * unreachable, aborted by a newer load) in one place, and shows only the latest load's reason.
 * Deletes answer an outcome, through `guardApi`.
 */
class RefusedError extends Error {}

/** The datas of an accepted reply; a refusal throws, for the controller to show its message. */
export function accepted<T>(reply: { ok: true; datas: T } | { ok: false; message: string }): T {
  if (!reply.ok) throw new RefusedError(reply.message || M.genericError);
  return reply.datas;
}

/**
 * The French reason shown for a failed history load. The spec leaves these errors "not handled";
 * the page still says what went wrong and offers 'Réessayer' rather than failing silently.
 */
export function describeLoadError(error: unknown): string {
  if (error instanceof RefusedError) return error.message;
  if (error instanceof ApiClientError) {
    console.error(`[ossature] ${error.message}`);
    return error.userMessage;
  }
  console.error('[ossature] history:', error);
  return M.genericError;
}

/** A loaded history list: its items and the filter definitions the server answered with them. */
export interface HistoryData<I, D> {
  items: I[];
  filters: D;
}

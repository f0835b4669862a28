import { notify, type ToastKind } from './overlays';

/**
 * A toast for the next page of this tab, for an action that ends by leaving the page (a result
 * deleted from its page goes back to the history, on another page: a toast shown before
 * `location.assign` is gone with the page). Kept in sessionStorage (this tab only) and shown once
 * by the island the visitor lands on. Not read by the runtime on every page: only the pages such
 * an action leads to read it, so the header path carries none of it.
 */
const KEY = 'ossature:pending-toast';
const KINDS: readonly ToastKind[] = ['success', 'error', 'info'];

export function notifyOnNextPage(kind: ToastKind, message: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ kind, message }));
  } catch {
    // Storage refused: the toast is lost, the action is done all the same.
  }
}

/** Shows the toast a previous page of this tab left, once; anything malformed is dropped. */
export function showPendingToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    if (raw !== null) sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (raw === null) return;
  try {
    const { kind, message } = JSON.parse(raw) as { kind?: unknown; message?: unknown };
    if (KINDS.includes(kind as ToastKind) && typeof message === 'string' && message) notify(kind as ToastKind, message);
  } catch {
    // Not ours, or damaged: nothing to show.
  }
}

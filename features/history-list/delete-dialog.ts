import { askConfirmation } from '@/src/ui/confirm-dialog';
import { notify } from '@/src/ui/overlays/overlays';
import type { Outcome } from '@/src/api/outcome';
import { HISTORY_MESSAGES as M } from './messages';

/**
 * Asks before deleting a history item, deletes it, then says so with the server's message when
 * there is one (account-layer §8) and reloads the list (§4). A refused delete is a French error
 * toast; the list reloads then too, since the item may be gone already.
 */
export function askDelete(question: string, remove: () => Promise<Outcome>, after: () => void): void {
  askConfirmation({
    key: 'delete-history-item',
    title: M.deleteTitle,
    message: question,
    cancelLabel: M.cancel,
    confirmLabel: M.delete,
    busyLabel: M.deleting,
    onConfirm: async () => {
      const { kind, toast } = await remove();
      if (toast) notify(kind === 'done' ? 'success' : 'error', toast);
      after();
    },
  });
}

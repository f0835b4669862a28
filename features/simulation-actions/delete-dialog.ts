import { askConfirmation, type Confirmation } from '@/src/ui/confirm-dialog';
import { deleteThenLeave, type DeleteThenLeave } from './delete';

/** The confirmation's words and key: each tool keeps its own (its spec's wording). */
export type DeleteCopy = Omit<Confirmation, 'onConfirm'>;

/**
 * Asks, then deletes and leaves or reloads (./delete): the floor configurator's detail and the
 * carbon tunnel's results. The dialog stays busy until the server answered, then closes.
 */
export function confirmDeleteThenLeave(copy: DeleteCopy, deps: DeleteThenLeave): void {
  askConfirmation({ ...copy, onConfirm: async () => void (await deleteThenLeave(deps)) });
}

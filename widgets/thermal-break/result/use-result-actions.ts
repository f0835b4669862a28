import { login } from '@/features/account/actions';
import { navigation } from '@/src/runtime/navigation';
import { simulationActions } from '@/features/simulation-actions/chain';
import { openEmailDialog } from '@/features/simulation-actions/email-dialog';
import { mainSimulationCalls } from '@/features/simulation-actions/main-simulation';
import { openPdfDialog } from '@/features/simulation-actions/pdf-dialog';
import { openSaveDialog } from '@/features/simulation-actions/save-dialog';
import type { MainHistory } from '@/src/contracts/history/main';
import { useRuntime } from '@/src/runtime/runtime-context';
import { askConfirmation } from '@/src/ui/confirm-dialog';
import { notify } from '@/src/ui/overlays/overlays';
import { notifyOnNextPage } from '@/src/ui/overlays/pending-toast';
import { navigate } from 'wouter/use-hash-location';
import { RESULT_LINKS } from './links';
import { RESULT_MESSAGES as M } from './messages';
import { removeResult } from './result-calls';

export interface ResultActionsOptions {
  history: MainHistory;
  fromHistory: boolean;
  /** The history as the server answered it after a save. */
  onSaved: (history: MainHistory) => void;
  /** The history is deleted: nothing to show any more. */
  onDeleted: () => void;
}

/**
 * The result page's actions: save, PDF and e-mail through features/simulation-actions (login
 * first when logged out, then the action), and delete (confirmation, toast, back to where the
 * visitor came from). Read at the time of the click: the session and the latest history.
 */
export function useResultActions({ history, fromHistory, onSaved, onDeleted }: ResultActionsOptions) {
  const rt = useRuntime();
  const calls = mainSimulationCalls(rt, history.id);
  const userId = () => rt.session.store.getState().user?.id ?? null;
  const actions = simulationActions({
    isLoggedIn: () => userId() !== null,
    login: (then) => void login({ onLoggedIn: then }),
    needsSave: () => history.customer === null || history.customer.id !== userId(),
    openSave: (then) =>
      openSaveDialog({
        calls,
        initialName: history.name ?? '',
        first: then !== undefined,
        onSaved: (saved) => {
          onSaved(saved);
          then?.();
        },
      }),
    openPdf: () => openPdfDialog(calls),
    openEmail: () => openEmailDialog(calls),
  });

  const leave = () => {
    if (fromHistory) navigation.assign(RESULT_LINKS.history);
    else navigate('/');
  };

  const askDelete = () =>
    askConfirmation({
      key: 'delete-result',
      title: M.deleteTitle,
      message: M.deleteQuestion,
      cancelLabel: M.cancel,
      confirmLabel: M.delete,
      busyLabel: M.deleting,
      onConfirm: async () => {
        const outcome = await removeResult(rt, history.id);
        if (outcome.kind !== 'done') {
          if (outcome.toast) notify('error', outcome.toast);
          return;
        }
        // Back to the history is another page: the toast goes with the visitor.
        if (outcome.toast) (fromHistory ? notifyOnNextPage : notify)('success', outcome.toast);
        onDeleted();
        leave();
      },
    });

  return { ...actions, askDelete };
}

import { askConfirmation } from '../../src/ui/confirm-dialog';
import { CARBON_MESSAGES as M } from './messages';

/** §2.2 'An exit icon or the logo opens an exit dialog'; 'Annuler' (focused first) keeps everything. */
export const confirmExit = (leave: () => void) =>
  askConfirmation({
    key: 'carbon-exit',
    title: M.exitTitle,
    message: M.exitText,
    cancelLabel: M.cancel,
    confirmLabel: M.exitConfirm,
    onConfirm: leave,
  });

/** §2.2 'start a new project (opens an exit confirmation)'. */
export const confirmNewProject = (start: () => void) =>
  askConfirmation({
    key: 'carbon-new-project',
    title: M.newProjectTitle,
    message: M.newProjectText,
    cancelLabel: M.cancel,
    confirmLabel: M.newProjectConfirm,
    onConfirm: start,
  });

/** Deleting a simulation or the whole cluster: the dialog stays busy until the server answered. */
export const confirmDelete = (whole: boolean, remove: () => Promise<unknown>) =>
  askConfirmation({
    key: 'carbon-delete',
    title: whole ? M.deleteClusterTitle : M.deleteTitle,
    message: M.deleteText,
    cancelLabel: M.cancel,
    confirmLabel: M.deleteConfirm,
    busyLabel: M.deleteBusy,
    onConfirm: async () => void (await remove()),
  });

import { askConfirmation } from '@/src/ui/confirm-dialog';
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

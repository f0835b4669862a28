import { askConfirmation } from '@/src/ui/confirm-dialog';
import { FLOOR_MESSAGES as M } from './messages';

/**
 * The exit confirmation (§2.1 modals): leaving a configuration loses its answers, so the visitor
 * confirms first; 'Annuler' (focused first) keeps everything as it was.
 */
export function confirmExit(leave: () => void): void {
  askConfirmation({
    key: 'floor-exit',
    title: M.exitTitle,
    message: M.exitText,
    cancelLabel: M.exitCancel,
    confirmLabel: M.exitConfirm,
    onConfirm: leave,
  });
}

import { navigate } from '@/src/runtime/navigation';
import { askConfirmation } from '@/src/ui/confirm-dialog';
import { THERMAL_BREAK_MESSAGES as M } from './messages';

/**
 * Going back from the first question (§2): 'Continuer la Configuration' stays, 'Oui, quitter'
 * goes to the site's home page.
 */
export function askLeave(): void {
  askConfirmation({
    key: 'leave-questionnaire',
    title: M.leaveTitle,
    message: M.leaveMessage,
    cancelLabel: M.leaveCancel,
    confirmLabel: M.leaveConfirm,
    onConfirm: () => {
      navigate('/');
      return 'leaving';
    },
  });
}

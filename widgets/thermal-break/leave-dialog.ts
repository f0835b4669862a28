import { navigate } from '@/src/runtime/navigation';
import { THERMAL_BREAK_MESSAGES as M } from './messages';

/**
 * Going back from the first question (§2): 'Continuer la Configuration' stays, 'Oui, quitter'
 * goes to the site's home page. The popup's code comes when asked for: the questionnaire page
 * holds its 55 KB as a browser receives it.
 */
export function askLeave(): void {
  void import('@/src/ui/confirm-dialog').then(({ askConfirmation }) =>
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
    }),
  );
}

import { navigate } from '../../features/account/navigation';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { openOverlay } from '../../src/ui/overlays/overlays';
import { THERMAL_BREAK_MESSAGES as M } from './messages';

/**
 * Going back from the first question (§2): 'Continuer la Configuration' stays, 'Oui, quitter'
 * goes to the site's home page.
 */
export function askLeave(): void {
  openOverlay(
    (close) => (
      <ConfirmDialog
        title={M.leaveTitle}
        message={M.leaveMessage}
        cancelLabel={M.leaveCancel}
        confirmLabel={M.leaveConfirm}
        onClose={close}
        onConfirm={() => {
          navigate('/');
          return 'leaving';
        }}
      />
    ),
    'leave-questionnaire',
  );
}

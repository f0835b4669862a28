import { getRuntime } from '../../src/runtime/runtime';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { notify, openOverlay } from '../../src/ui/overlays/overlays';
import { leaveAfterLogout, logoutEverywhere } from './logout-flow';
import { ACCOUNT_MESSAGES as M } from './messages';

/** 'Êtes-vous sûr de vouloir vous déconnecter ?' then 'Déconnexion en cours' then '/' or reload. */
export function openLogoutDialog(): void {
  openOverlay((close) => (
    <ConfirmDialog
      title={M.logoutTitle}
      message={M.logoutQuestion}
      cancelLabel={M.cancel}
      confirmLabel={M.logoutConfirm}
      busyLabel={M.loggingOut}
      onClose={close}
      onConfirm={async () => {
        if (await logoutEverywhere(getRuntime())) {
          leaveAfterLogout();
          return 'leaving';
        }
        notify('error', M.genericError);
        close();
        return undefined;
      }}
    />
  ), 'logout');
}

import { useRuntime } from '../../src/runtime/runtime-context';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { notify, openOverlay } from '../../src/ui/overlays/overlays';
import { leaveAfterLogout, logoutEverywhere } from './logout-flow';
import { ACCOUNT_MESSAGES as M } from './messages';

/** 'Êtes-vous sûr de vouloir vous déconnecter ?' then 'Déconnexion en cours' then '/' or reload. */
export function openLogoutDialog(): void {
  openOverlay((close) => <LogoutDialog onClose={close} />, 'logout');
}

function LogoutDialog({ onClose }: { onClose: () => void }) {
  const rt = useRuntime();
  return (
    <ConfirmDialog
      title={M.logoutTitle}
      message={M.logoutQuestion}
      cancelLabel={M.cancel}
      confirmLabel={M.logoutConfirm}
      busyLabel={M.loggingOut}
      onClose={onClose}
      onConfirm={async () => {
        if (await logoutEverywhere(rt)) {
          leaveAfterLogout();
          return 'leaving';
        }
        notify('error', M.genericError);
        onClose();
        return undefined;
      }}
    />
  );
}

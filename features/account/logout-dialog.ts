import { getRuntime } from '@/src/runtime/runtime';
import { askConfirmation } from '@/src/ui/confirm-dialog';
import { notify } from '@/src/ui/overlays/overlays';
import { leaveAfterLogout, logoutEverywhere } from './logout-flow';
import { ACCOUNT_MESSAGES as M } from './messages';

/** 'Êtes-vous sûr de vouloir vous déconnecter ?' then 'Déconnexion en cours' then '/' or reload. */
export function openLogoutDialog(): void {
  askConfirmation({
    key: 'logout',
    title: M.logoutTitle,
    message: M.logoutQuestion,
    cancelLabel: M.cancel,
    confirmLabel: M.logoutConfirm,
    busyLabel: M.loggingOut,
    // The page's runtime at the time of the click, as the overlay host's dialogs read it.
    onConfirm: async () => {
      if (!(await logoutEverywhere(getRuntime()))) return notify('error', M.genericError);
      leaveAfterLogout();
      return 'leaving';
    },
  });
}

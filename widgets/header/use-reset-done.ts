import { useEffect } from 'react';
import { login } from '@/features/account/actions';
import { notify } from '@/src/ui/overlays/overlays';
import { HEADER_MESSAGES as M } from './messages';

export const RESET_DONE_HASH = '#/reset-done';

/**
 * After a password reset the visitor lands on '#/reset-done': say that the new password is
 * saved and open the login popup. The hash is removed so a reload does not say it again.
 */
export function useResetDone(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || location.hash !== RESET_DONE_HASH) return;
    history.replaceState(history.state, '', location.pathname + location.search);
    notify('success', M.resetDone);
    void login();
  }, [enabled]);
}

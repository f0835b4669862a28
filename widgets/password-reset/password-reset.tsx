import { useEffect, useState } from 'react';
import type { IslandProps } from '@/src/loader/island';
import { Button } from '@/src/ui/button';
import { openOverlay } from '@/src/ui/overlays/overlays';
import { RESET_MESSAGES as M } from './messages';
import { ResetDialog } from './reset-dialog';
import { readResetToken } from './reset-flow';

/**
 * On /mot-de-passe-oublie/{token}: opens the change-password popup. Without a token it renders
 * nothing and says nothing. Closed without saving, the popup can be opened again from the page.
 */
export function PasswordReset(_props: IslandProps<Record<string, never>>) {
  const [token] = useState(() => readResetToken(location.pathname));
  const [open, setOpen] = useState(true);

  // Opened by the effect and closed by its cleanup: React's doubled effects leave one popup. Keyed:
  // two placeholders on one page share one popup (the last one's), never two stacked dialogs.
  useEffect(() => {
    if (!token || !open) return undefined;
    return openOverlay(
      (close) => (
        <ResetDialog
          token={token}
          onClose={() => {
            close();
            setOpen(false);
          }}
        />
      ),
      'password-reset',
    );
  }, [token, open]);

  if (!token || open) return null;
  return <Button onClick={() => setOpen(true)}>{M.reopen}</Button>;
}

import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { openOverlay } from './overlays/overlays';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while `onConfirm` runs (e.g. 'Déconnexion en cours'). */
  busyLabel?: string;
  /**
   * Runs on confirmation; the dialog stays open and busy until it settles. Resolve to
   * `'leaving'` when the page is navigating away: the dialog then stays busy (its 'Déconnexion
   * en cours') until the page is gone, rather than offering its buttons again for a moment.
   */
  onConfirm: () => Promise<void | 'leaving'> | void | 'leaving';
  onClose: () => void;
}

/**
 * Asks before an irreversible action; cancel and Escape close it, unless the action is running.
 * The first focus is on the cancel button: Enter pressed at once (or twice by mistake) must not
 * log out or delete.
 */
export function ConfirmDialog({
  title,
  message,
  cancelLabel,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    let outcome: void | 'leaving' = undefined;
    try {
      outcome = await onConfirm();
    } finally {
      if (outcome !== 'leaving') setBusy(false);
    }
  };
  return (
    <Dialog title={title} onClose={onClose} dismissible={!busy}>
      <p className="oss-text">{message}</p>
      <div className="oss-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={confirm} busy={busy} busyLabel={busyLabel}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

export interface Confirmation extends Omit<ConfirmDialogProps, 'onClose'> {
  /** Names the dialog: asked for again while it is open (a double click), it opens once. */
  key: string;
}

/**
 * The one way to ask before an action (a delete, leaving a tool, a new project, a logout): opens
 * the confirmation with each tool's own words and closes it once `onConfirm` has settled, unless
 * it resolved `'leaving'` (the page is going away: it stays busy until then).
 *
 * @example
 * askConfirmation({ key: 'floor-exit', title, message, cancelLabel, confirmLabel, onConfirm: leave });
 */
export function askConfirmation({ key, onConfirm, ...copy }: Confirmation): void {
  openOverlay(
    (close) => (
      <ConfirmDialog
        {...copy}
        onClose={close}
        onConfirm={async () => {
          const outcome = await onConfirm();
          if (outcome !== 'leaving') close();
          return outcome;
        }}
      />
    ),
    key,
  );
}

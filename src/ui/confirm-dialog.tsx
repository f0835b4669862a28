import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { openOverlay } from './overlays/overlays';

/** A confirmation: each tool's own words (its spec's), and what runs once confirmed. */
export interface Confirmation {
  /** Names the dialog: asked for again while it is open (a double click), it opens once. */
  key: string;
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while `onConfirm` runs (e.g. 'Déconnexion en cours'). */
  busyLabel?: string;
  /**
   * Runs on confirmation; the dialog stays open and busy until it settles, then closes. Resolve
   * to `'leaving'` when the page is navigating away: the dialog then stays busy (its
   * 'Déconnexion en cours') until the page is gone, rather than offering its buttons again.
   */
  onConfirm: () => Promise<void | 'leaving'> | void | 'leaving';
}

/**
 * The one way to ask before an action (a delete, leaving a tool, a new project, a logout).
 *
 * @example
 * askConfirmation({ key: 'floor-exit', title, message, cancelLabel, confirmLabel, onConfirm: leave });
 */
export function askConfirmation({ key, ...confirmation }: Confirmation): void {
  openOverlay((close) => <ConfirmDialog {...confirmation} onClose={close} />, key);
}

/**
 * Asks before an irreversible action; cancel and Escape close it, unless the action is running.
 * The first focus is on the cancel button: Enter pressed at once (or twice by mistake) must not
 * log out or delete.
 */
function ConfirmDialog(props: Omit<Confirmation, 'key'> & { onClose: () => void }) {
  const { onClose } = props;
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if ((await props.onConfirm()) !== 'leaving') onClose();
    } catch (error) {
      setBusy(false);
      throw error;
    }
  };
  return (
    <Dialog title={props.title} onClose={onClose} dismissible={!busy}>
      <p className="oss-text">{props.message}</p>
      <div className="oss-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
          {props.cancelLabel}
        </Button>
        <Button onClick={confirm} busy={busy} busyLabel={props.busyLabel}>
          {props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

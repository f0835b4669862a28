import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { openOverlay } from '../../src/ui/overlays/overlays';
import { CARBON_MESSAGES as M } from './messages';

/** One confirmation of the tunnel; 'Annuler' (focused first) keeps everything as it was. */
function confirm(
  id: string,
  copy: { title: string; message: string; confirm: string; busy?: string },
  onConfirm: () => Promise<unknown> | void,
): void {
  openOverlay(
    (close) => (
      <ConfirmDialog
        title={copy.title}
        message={copy.message}
        cancelLabel={M.cancel}
        confirmLabel={copy.confirm}
        busyLabel={copy.busy}
        onClose={close}
        onConfirm={async () => {
          await onConfirm();
          close();
        }}
      />
    ),
    id,
  );
}

/** §2.2 'An exit icon or the logo opens an exit dialog'. */
export const confirmExit = (leave: () => void) =>
  confirm('carbon-exit', { title: M.exitTitle, message: M.exitText, confirm: M.exitConfirm }, leave);

/** §2.2 'start a new project (opens an exit confirmation)'. */
export const confirmNewProject = (start: () => void) =>
  confirm(
    'carbon-new-project',
    { title: M.newProjectTitle, message: M.newProjectText, confirm: M.newProjectConfirm },
    start,
  );

/** Deleting a simulation or the whole cluster: the dialog stays busy until the server answered. */
export const confirmDelete = (whole: boolean, remove: () => Promise<unknown>) =>
  confirm(
    'carbon-delete',
    {
      title: whole ? M.deleteClusterTitle : M.deleteTitle,
      message: M.deleteText,
      confirm: M.deleteConfirm,
      busy: M.deleteBusy,
    },
    remove,
  );

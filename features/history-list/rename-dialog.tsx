import { type } from 'superstruct';
import type { Outcome } from '@/src/api/outcome';
import { ItemTitle } from '@/src/contracts/history/shared';
import { FormDialog } from '@/src/ui/form-dialog';
import { TextField } from '@/src/ui/form/field';
import { validateWith } from '@/src/ui/form/struct-validator';
import { submitWith } from '@/src/ui/form/submit';
import { notify, openOverlay } from '@/src/ui/overlays/overlays';
import { HISTORY_MESSAGES as M } from './messages';

const RenameForm = type({ title: ItemTitle });

interface RenameValues {
  title?: string;
}

/**
 * 'Renommer' (beyond the spec): a one-field popup titled with the item's name (shown
 * again as the empty field's placeholder, so the new one is typed afresh), checked as the
 * server checks it (one line, 1 to 100 characters); sent, the server's message as a toast and the
 * list reloaded. A refusal stays in the popup, under the field or as a toast.
 */
export function openRename(current: string, rename: (title: string) => Promise<Outcome>, after: () => void): void {
  openOverlay(
    (close) => (
      <FormDialog<RenameValues>
        title={M.renameTitle(current)}
        onClose={close}
        initialValues={{}}
        validate={validateWith(RenameForm) as never}
        onSubmit={submitWith(
          (values: RenameValues) => rename((values.title ?? '').trim()),
          (outcome) => {
            if (outcome.toast) notify('success', outcome.toast);
            close();
            after();
          },
        )}
        submitLabel={M.renameSave}
        busyLabel={M.renaming}
        cancel={{ label: M.cancel, onClick: close }}
      >
        {() => <TextField required name="title" label={M.renameLabel} placeholder={current} autoFocus />}
      </FormDialog>
    ),
    'history-rename',
  );
}

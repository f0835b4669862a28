import { type } from 'superstruct';
import { SimulationName } from '@/src/contracts/history/main';
import { FormDialog } from '@/src/ui/form-dialog';
import { TextField } from '@/src/ui/form/field';
import { validateWith } from '@/src/ui/form/struct-validator';
import { submitWith } from '@/src/ui/form/submit';
import { openOverlay } from '@/src/ui/overlays/overlays';
import { saveFlow, type SimulationCalls } from './flows';
import { SIMULATION_ACTIONS_MESSAGES as M } from './messages';

export interface SaveDialogOptions<S> {
  calls: SimulationCalls<S>;
  /** The name it has (saving again renames it). */
  initialName?: string;
  /** Before the PDF or the e-mail: says why the name is asked. */
  first?: boolean;
  /** After a successful save, with what the server answered (then the next action, if any). */
  onSaved: (saved: S) => void;
}

const NameForm = type({ name: SimulationName });

/**
 * The name form (§4 Saving, §5): 'Champ obligatoire', 'Entre 3 et 50 caractères'; the toasts of
 * §8. One popup at a time: a second click while it is open does not stack another.
 */
export function openSaveDialog<S>(options: SaveDialogOptions<S>): void {
  openOverlay(
    (close) => (
      <FormDialog<{ name?: string }>
        title={M.saveTitle}
        description={options.first ? M.saveFirst : undefined}
        onClose={close}
        initialValues={{ name: options.initialName ?? '' }}
        validate={validateWith(NameForm) as never}
        onSubmit={submitWith(
          (values) => saveFlow(options.calls, values.name ?? ''),
          (outcome) => {
            close();
            options.onSaved(outcome.saved);
          },
        )}
        submitLabel={M.save}
        busyLabel={M.pleaseWait}
        cancel={{ label: M.cancel, onClick: close }}
      >
        {() => <TextField name="name" label={M.name} maxLength={60} autoFocus />}
      </FormDialog>
    ),
    'simulation-save',
  );
}

import { FormDialog } from '@/src/ui/form-dialog';
import { TextField } from '@/src/ui/form/field';
import { validateWith } from '@/src/ui/form/struct-validator';
import { submitWith } from '@/src/ui/form/submit';
import { openOverlay } from '@/src/ui/overlays/overlays';
import { Recipients, sendFlow, type RecipientValues, type SimulationCalls } from './flows';
import { SIMULATION_ACTIONS_MESSAGES as M } from './messages';

/**
 * The send-by-e-mail form (§5, §9): up to 3 recipients, the first required. 'Le rapport a bien
 * été envoyé' closes it; a failure says 'Une erreur est survenue' and the form can be sent again.
 */
export function openEmailDialog<S>(calls: SimulationCalls<S>): void {
  openOverlay(
    (close) => (
      <FormDialog<RecipientValues>
        title={M.emailTitle}
        description={M.emailText}
        onClose={close}
        validate={validateWith(Recipients) as never}
        onSubmit={submitWith(
          (values) => sendFlow(calls, values),
          () => close(),
        )}
        submitLabel={M.send}
        busyLabel={M.pleaseWait}
        cancel={{ label: M.cancel, onClick: close }}
      >
        {() => (
          <>
            <TextField name="email1" label={M.recipient(1)} type="email" autoComplete="email" autoFocus />
            <TextField name="email2" label={M.recipient(2)} type="email" />
            <TextField name="email3" label={M.recipient(3)} type="email" />
          </>
        )}
      </FormDialog>
    ),
    'simulation-email',
  );
}

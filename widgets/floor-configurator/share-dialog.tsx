import { assign, type } from 'superstruct';
import type { ApiClient } from '@/src/api/client';
import { done, guardApi, refused, refusedBy } from '@/src/api/outcome';
import { shareSolution } from '@/src/contracts/floor/solution';
import { Email, Required } from '@/src/contracts/fields';
import { FormDialog } from '@/src/ui/form-dialog';
import { TextField } from '@/src/ui/form/field';
import { validateWith } from '@/src/ui/form/struct-validator';
import { submitWith } from '@/src/ui/form/submit';
import { openOverlay } from '@/src/ui/overlays/overlays';
import { Recipients, recipientsOf, type RecipientValues } from '@/features/simulation-actions/flows';
import { CONTACT_MESSAGES as M } from './contact-messages';

/**
 * §5 'E-mail share': the sender's names and e-mail required, then the recipients' rules of every
 * e-mail form (email1 required and valid, email2 and email3 optional but valid).
 */
const ShareForm = assign(type({ firstname: Required, lastname: Required, senderEmail: Email }), Recipients);

export interface ShareValues extends RecipientValues {
  firstname?: string;
  lastname?: string;
  senderEmail?: string;
}

export interface ShareDialogOptions {
  api: ApiClient;
  slug: string;
  simulation: number | null;
  /** The logged-in user's names and e-mail: their fields are hidden when known (§5). */
  sender: Pick<ShareValues, 'firstname' | 'lastname' | 'senderEmail'>;
}

/** The server names recipients `emails.0`… (or `emails` for the list): the form's `email1`…. */
function recipientFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => {
      const index = /^emails(?:\.(\d))?$/.exec(name);
      return [index ? `email${Number(index[1] ?? 0) + 1}` : name, message];
    }),
  );
}

/**
 * The e-mail share popup (§2.1, §5, §8): up to 3 recipients; the server's message closes it as a
 * toast; a failure is a toast with the server's message and the form stays as typed.
 */
export function openShareDialog({ api, slug, simulation, sender }: ShareDialogOptions): void {
  const send = (values: ShareValues) =>
    guardApi(async () => {
      const body = {
        emails: recipientsOf(values),
        firstname: values.firstname ?? '',
        lastname: values.lastname ?? '',
        senderEmail: (values.senderEmail ?? '').trim(),
        ...(simulation ? { simulation } : {}),
      };
      const reply = await api.call(shareSolution, { params: { slug }, body });
      if (reply.ok) return done({ toast: reply.datas.message || reply.message });
      const outcome = refusedBy(reply);
      return refused(outcome.toast ?? M.failed, outcome.fields && recipientFields(outcome.fields));
    });
  const known = (name: keyof typeof sender) => Boolean(sender[name]?.trim());
  openOverlay(
    (close) => (
      <FormDialog<ShareValues>
        title={M.shareTitle}
        description={M.shareText}
        onClose={close}
        initialValues={sender}
        validate={validateWith(ShareForm) as never}
        onSubmit={submitWith(send, () => close())}
        submitLabel={M.send}
        busyLabel={M.sending}
        cancel={{ label: M.cancel, onClick: close }}
      >
        {() => (
          <>
            {!known('firstname') && <TextField name="firstname" label={M.firstname} autoComplete="given-name" />}
            {!known('lastname') && <TextField name="lastname" label={M.lastname} autoComplete="family-name" />}
            {!known('senderEmail') && <TextField name="senderEmail" label={M.senderEmail} type="email" />}
            <TextField name="email1" label={M.recipient(1)} type="email" autoFocus />
            <TextField name="email2" label={M.recipient(2)} type="email" />
            <TextField name="email3" label={M.recipient(3)} type="email" />
          </>
        )}
      </FormDialog>
    ),
    'floor-share',
  );
}

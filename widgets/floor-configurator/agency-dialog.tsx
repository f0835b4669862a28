import { useState } from 'react';
import { type } from 'superstruct';
import type { ApiClient } from '@/src/api/client';
import { done, guardApi, refused, refusedBy } from '@/src/api/outcome';
import { toolsGetUser } from '@/src/contracts/account/profile';
import { contactAgency } from '@/src/contracts/floor/agency';
import type { Runtime } from '@/src/runtime/runtime';
import { Email, Required } from '@/src/contracts/fields';
import { Button } from '@/src/ui/button';
import { Dialog } from '@/src/ui/dialog';
import { FormDialog } from '@/src/ui/form-dialog';
import { TextAreaField, TextField } from '@/src/ui/form/field';
import { validateWith } from '@/src/ui/form/struct-validator';
import { submitWith } from '@/src/ui/form/submit';
import { openOverlay } from '@/src/ui/overlays/overlays';
import { CONTACT_MESSAGES as M } from './contact-messages';

/** The agency contact form (§3 payload, §5 'Agency contact'): every field required, the e-mail valid. */
const AgencyForm = type({
  lastname: Required,
  firstname: Required,
  company: Required,
  phone: Required,
  email: Email,
  message: Required,
});

export interface AgencyValues {
  lastname?: string;
  firstname?: string;
  company?: string;
  phone?: string;
  email?: string;
  message?: string;
}

export interface AgencyDialogOptions {
  api: ApiClient;
  /** The simulation the question is about (its department chooses the design office). */
  simulation: number | null;
  /** What the session knows of the visitor (§4.1: the company pre-fills the contact). */
  prefill: AgencyValues;
  /** A sentence added to the popup's text, e.g. the limit of the catalogue the configuration passes. */
  context?: string;
}

/**
 * 'Contactez le Bureau d'Étude' (§2.1 modals, §4.1 'The contact form becomes sent on success'):
 * the form, then its thank-you state in the same popup. A refusal is a toast (§8 'Agency contact
 * failure'), with the server's messages under the fields; what was typed stays.
 */
export function openAgencyDialog(options: AgencyDialogOptions): void {
  openOverlay((close) => <AgencyDialog {...options} onClose={close} />, 'floor-agency');
}

/**
 * 'Contactez le Bureau d'Étude' for the simulation `simulation`, pre-filled with what is known of
 * the visitor (§3 'Profile (used to prefill)'): the session's names, e-mail and company, and for a
 * logged-in user the phone of their profile, which the session does not keep (one GET; without
 * it the phone is simply left to type). `context`: what the popup adds to its text (past the
 * catalogue, the limit the configuration passes, which the office's mail also names).
 */
export async function contactDesignOffice(rt: Runtime, simulation: number | null, context?: string): Promise<void> {
  openAgencyDialog({ api: rt.api, simulation, prefill: await prefillOf(rt), context });
}

async function prefillOf(rt: Runtime): Promise<AgencyValues> {
  const user = rt.session.store.getState().user;
  if (!user) return {};
  const known = { firstname: user.firstname, lastname: user.lastname, email: user.email, company: user.company };
  const phone = await rt.api.call(toolsGetUser).then(
    (reply) => (reply.ok ? reply.datas.user.phone : ''),
    () => '',
  );
  return phone ? { ...known, phone } : known;
}

function AgencyDialog({ api, simulation, prefill, context, onClose }: AgencyDialogOptions & { onClose: () => void }) {
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <Dialog title={M.agencyThanksTitle} onClose={onClose}>
        <p role="status">{M.agencyThanks}</p>
        <div className="oss-actions">
          <Button onClick={onClose} autoFocus>
            {M.close}
          </Button>
        </div>
      </Dialog>
    );
  const send = (values: AgencyValues) =>
    guardApi(async () => {
      const body = {
        lastname: values.lastname ?? '',
        firstname: values.firstname ?? '',
        company: values.company ?? '',
        phone: values.phone ?? '',
        email: (values.email ?? '').trim(),
        message: values.message ?? '',
        simulation,
      };
      const reply = await api.call(contactAgency, { body });
      return reply.ok ? done() : refusedBy(reply);
    }).then((outcome) => (outcome.kind === 'refused' && !outcome.toast ? refused(M.failed, outcome.fields) : outcome));
  return (
    <FormDialog<AgencyValues>
      title={M.agencyTitle}
      description={context ? `${M.agencyText} ${context}` : M.agencyText}
      onClose={onClose}
      initialValues={prefill}
      validate={validateWith(AgencyForm) as never}
      onSubmit={submitWith(send, () => setSent(true))}
      submitLabel={M.send}
      busyLabel={M.sending}
      cancel={{ label: M.cancel, onClick: onClose }}
    >
      {() => (
        <>
          <TextField required name="lastname" label={M.lastname} autoComplete="family-name" autoFocus />
          <TextField required name="firstname" label={M.firstname} autoComplete="given-name" />
          <TextField required name="company" label={M.company} autoComplete="organization" />
          <TextField required name="phone" label={M.phone} type="tel" autoComplete="tel" />
          <TextField required name="email" label={M.email} type="email" autoComplete="email" />
          <TextAreaField required name="message" label={M.message} />
        </>
      )}
    </FormDialog>
  );
}

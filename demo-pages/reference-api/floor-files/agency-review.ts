import type { AgencyContactBody } from '@/src/contracts/floor/agency';
import type { ApiContext } from '../context';
import { sendMail } from '../outbox/outbox';
import { agencyMail } from './agency-mail';
import type { SolutionSimulation } from './simulation';

/** Where requests held past an office's cap go (`OSSATURE_AGENCY_REVIEW_EMAIL`). */
export const DEFAULT_REVIEW_ADDRESS = 'moderation@plancher.exemple.fr';

export const AGENCY_CONTACT_HELD =
  "Votre demande a bien été reçue. Elle sera transmise au bureau d'étude après vérification.";

export function reviewAddress(env: NodeJS.ProcessEnv = process.env): string {
  return env.OSSATURE_AGENCY_REVIEW_EMAIL?.trim() || DEFAULT_REVIEW_ADDRESS;
}

/**
 * A request that arrived after its design office's cap (limits/limit-table.ts `agencyOffice`):
 * the office's inbox is spared a flood, and the visitor is not turned away. The request goes, as
 * the office would have read it, to one review inbox, which forwards the genuine ones.
 */
export async function holdAgencyContact(
  ctx: ApiContext,
  body: AgencyContactBody,
  simulation: SolutionSimulation | null,
) {
  const { agency, subject, text } = agencyMail(body, simulation);
  const note = [
    `Demande retenue pour vérification : le ${agency.libelle} (${agency.emails.join(', ')}) a reçu le nombre`,
    'maximal de demandes de la période. Transmettez-la si elle est authentique.',
    '',
  ];
  await sendMail(ctx, {
    site: 'plancher',
    to: reviewAddress(),
    subject: `[À vérifier] ${subject}`,
    text: [...note, text].join('\n'),
    links: [],
  });
}

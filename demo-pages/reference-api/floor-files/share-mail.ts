import type { ShareSolutionBody } from '@/src/contracts/floor/solution';
import type { ApiContext } from '../context';
import { thicknessOf } from '../floor/catalogue';
import type { FloorSystem } from '../floor/types';
import { sendMail } from '../outbox/outbox';
import { lastShareDay, shareExpiresAt } from './share-expiry';
import { shareToken } from './share-link';
import type { SolutionSimulation } from './simulation';

/**
 * The configurator's page of one solution's detail (§2.1 `?historySolution=`): what a recipient
 * opens. Chosen over the product page (`wordPressUrl`): it shows the detail whole, documents,
 * carbon values and the recap included, and anyone may open it (§6). Shared from a
 * configuration, it names the simulation (`history`) with the share's signature (`share`): the
 * recipient sees why the solution fits that configuration (share-link.ts).
 */
export function solutionPageUrl(siteOrigin: string, slug: string, shared?: { simulation: number; token: string }) {
  const query = new URLSearchParams({ historySolution: slug });
  if (shared) {
    query.set('history', String(shared.simulation));
    query.set('share', shared.token);
  }
  return `${siteOrigin}/configurer-un-plancher/?${query.toString()}`;
}

/** What one share sends: who, what, from which configuration, for how many days. */
export interface Share {
  siteOrigin: string;
  system: FloorSystem;
  body: ShareSolutionBody;
  simulation: SolutionSimulation | null;
  /** How long the link shows the configuration (share-expiry.ts). */
  days: number;
}

/**
 * §7 share: one e-mail per recipient (addresses met twice get one), from the sender's name, with
 * the solution's name and its link; the recipients' addresses are not kept beyond the outbox. A
 * link that names a configuration expires (its reasons are the sender's), and the mail gives the
 * last day; a link to the solution alone opens a public page, which has nothing to expire.
 */
export async function sendShareMails(ctx: ApiContext, share: Share): Promise<void> {
  const { system, body, simulation } = share;
  const sender = `${body.firstname.trim()} ${body.lastname.trim()}`;
  const expiresAt = shareExpiresAt(ctx.now(), share.days);
  const link = solutionPageUrl(
    share.siteOrigin,
    system.slug,
    simulation
      ? { simulation: simulation.id, token: shareToken(ctx, simulation.id, system.slug, expiresAt) }
      : undefined,
  );
  const recipients = [...new Map(body.emails.map((e) => [e.trim().toLowerCase(), e.trim()])).values()];
  const text = [
    'Bonjour,',
    '',
    `${sender} (${body.senderEmail.trim()}) vous recommande cette solution de plancher` +
      (simulation ? `, trouvée pour la configuration « ${simulation.name} » :` : ' :'),
    '',
    `${system.libelle} – ${thicknessOf(system)} cm d'épaisseur`,
    '',
    `Voir la solution, ses caractéristiques, son impact carbone et ses documents : ${link}`,
    ...(simulation ? [`Ce lien est valable jusqu'au ${lastShareDay(expiresAt)} inclus.`] : []),
    '',
    `Cet e-mail vous a été envoyé à la demande de ${sender} depuis le configurateur de planchers.`,
  ].join('\n');
  for (const to of recipients) {
    await sendMail(ctx, {
      site: 'plancher',
      to,
      subject: `${sender} vous recommande : ${system.libelle}`,
      text,
      links: [link],
    });
  }
}

import { hmac, safeEqual } from '../auth/random';
import type { ApiContext } from '../context';
import { mail, sendMail } from '../outbox/outbox';
import { findUserById } from '../users/users';
import type { HistoryRow } from './histories';
import { rapportPdf } from './rapport-pdf';

/**
 * Report links of a saved simulation: a path on the API origin, signed with the API's secret
 * over the history id and the expiry, so that a new window (or a mail recipient) opens it without
 * a bearer. The PDF itself is drawn by the report's own module (rapport-pdf.ts).
 */

export const RAPPORT_PATH = '/api/history/rapport/:id';
/** A link opened from the result page lasts an hour; one sent by e-mail a week. */
export const RAPPORT_LINK_TTL_MS = 3600_000;
export const RAPPORT_MAIL_TTL_MS = 7 * 24 * 3600_000;
export const RAPPORT_LINK_REFUSED = "Ce lien de rapport n'est pas valide ou a expiré. Veuillez en demander un nouveau.";

const signatureOf = (ctx: ApiContext, id: number, expires: string) => hmac(ctx.secret, `rapport|${id}|${expires}`);

export function rapportLink(ctx: ApiContext, id: number, ttl = RAPPORT_LINK_TTL_MS): string {
  const expires = String(Math.floor((ctx.now() + ttl) / 1000));
  return `/api/history/rapport/${id}?expires=${expires}&signature=${signatureOf(ctx, id, expires)}`;
}

/** True when the link's signature is right and it has not expired. */
export function checkRapportLink(ctx: ApiContext, id: number, expires: string, signature: string): boolean {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < ctx.now()) return false;
  return safeEqual(signature, signatureOf(ctx, id, expires));
}

/** Mails the report to each recipient through the outbox: its link, and the PDF attached. */
export async function sendRapport(ctx: ApiContext, apiOrigin: string, history: HistoryRow, emails: string[]) {
  const url = apiOrigin + rapportLink(ctx, history.id, RAPPORT_MAIL_TTL_MS);
  const title = history.name ?? 'Simulation';
  const pdf = await rapportPdf(ctx, history);
  const attachment = { filename: pdf.file.utf8, contentType: 'application/pdf', bytes: pdf.bytes };
  const subject = `Rapport de simulation : ${title}`;
  // The recipient is told who sends it: the report comes from the API's address.
  const sender = history.user_id === null ? undefined : await findUserById(ctx, history.user_id);
  const from = sender ? `${sender.firstname} ${sender.lastname}${sender.company ? ` (${sender.company})` : ''}` : null;
  const kind = history.rupteur_id !== null ? 'données thermiques' : 'données environnementales';
  for (const to of new Set(emails.map((e) => e.trim().toLowerCase()))) {
    await sendMail(
      ctx,
      mail(
        'main',
        to,
        subject,
        [
          'Bonjour,',
          '',
          from
            ? `${from} vous transmet le rapport de la simulation « ${title} » (${kind}), en pièce jointe.`
            : `Voici le rapport de la simulation « ${title} » (${kind}), en pièce jointe.`,
          '',
          `Télécharger le rapport (PDF) : ${url}`,
          '',
          'Ce lien est valable 7 jours.',
        ],
        [attachment],
      ),
    );
  }
}

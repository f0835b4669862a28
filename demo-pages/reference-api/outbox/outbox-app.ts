import { Hono } from 'hono';
import { escapeAttr, escapeHtml } from '@/demo-pages/pages/escape';
import type { ApiContext } from '../context';
import { listMail, readAttachment, type StoredAttachment, type StoredMail } from './outbox';

/** The preview's mailbox: every e-mail the reference API "sent", newest first. */
export function createOutboxApp(ctx: ApiContext): Hono {
  const app = new Hono();
  app.get('/messages.json', async (c) => {
    c.header('access-control-allow-origin', '*');
    c.header('cache-control', 'no-store');
    return c.json(await listMail(ctx));
  });
  // An attachment (a report's PDF) as the mail carried it: downloaded under its own file name.
  app.get('/attachments/:id', async (c) => {
    const id = c.req.param('id');
    const file = /^\d{1,12}$/.test(id) ? await readAttachment(ctx, Number(id)) : undefined;
    if (!file) return c.text("Cette pièce jointe n'existe pas.", 404);
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.contentType,
      'content-disposition': downloadDisposition(file.filename),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });
  app.get('/', async (c) => {
    c.header('cache-control', 'no-store');
    return c.html(outboxPage(await listMail(ctx)));
  });
  return app;
}

/** `attachment` with the UTF-8 name (RFC 5987) and an ASCII fallback. */
function downloadDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

function attachmentList(files: StoredAttachment[]): string {
  if (!files.length) return '';
  const items = files.map(
    (f) =>
      `<li><a href="/attachments/${f.id}" download="${escapeAttr(f.filename)}">${escapeHtml(f.filename)}</a> <span class="meta">${escapeHtml(f.contentType)} · ${Math.ceil(f.size / 1024)} Ko</span></li>`,
  );
  return `<p>Pièces jointes :</p><ul>${items.join('')}</ul>`;
}

/** Turns each URL of the text into a link, escaping everything else. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/\S+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeAttr(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function outboxPage(mails: StoredMail[]): string {
  const items = mails
    .map(
      (m) => `
  <article>
    <header><strong>${escapeHtml(m.subject)}</strong> — à <code>${escapeHtml(m.to)}</code>
      <span class="meta">${escapeHtml(m.site)} · ${escapeHtml(new Date(m.createdAt).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }))}</span></header>
    <pre>${linkify(m.text)}</pre>${attachmentList(m.attachments)}
  </article>`,
    )
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boîte d'envoi — aperçu Ossature</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2933; }
  article { border: 1px solid #cbd2d9; border-radius: 6px; margin: 1rem 0; padding: .75rem 1rem; }
  .meta { color: #616e7c; font-size: .85em; margin-left: .5rem; }
  pre { white-space: pre-wrap; word-break: break-all; font: inherit; }
  a:focus-visible { outline: 3px solid #e12d39; }
</style></head><body>
<h1>Boîte d'envoi</h1>
<p>Les e-mails envoyés par l'API de référence, du plus récent au plus ancien. <a href="/messages.json">Format JSON</a>.</p>
${mails.length ? items : '<p>Aucun e-mail pour le moment.</p>'}
</body></html>`;
}

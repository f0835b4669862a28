import type { ApiContext, SiteKey } from '../context';

export interface Mail {
  site: SiteKey;
  to: string;
  subject: string;
  text: string;
  /** Every URL the text contains, in order, so tests and the outbox page can follow them. */
  links: string[];
}

export interface StoredMail extends Mail {
  id: number;
  createdAt: string;
}

/** "Sends" an e-mail: the preview has no SMTP; every message lands in the outbox table. */
export function sendMail(ctx: ApiContext, mail: Mail): void {
  ctx.db
    .prepare(`INSERT INTO outbox (site, to_addr, subject, text, links_json, created_at) VALUES (?, ?, ?, ?, ?, ?)`)
    .run(mail.site, mail.to, mail.subject, mail.text, JSON.stringify(mail.links), ctx.now());
}

/** Newest first. */
export function listMail(ctx: ApiContext, limit = 200): StoredMail[] {
  const rows = ctx.db.prepare(`SELECT * FROM outbox ORDER BY id DESC LIMIT ?`).all(limit) as {
    id: number;
    site: SiteKey;
    to_addr: string;
    subject: string;
    text: string;
    links_json: string;
    created_at: number;
  }[];
  return rows.map((r) => ({
    id: r.id,
    site: r.site,
    to: r.to_addr,
    subject: r.subject,
    text: r.text,
    links: JSON.parse(r.links_json) as string[],
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Builds a mail whose links are listed from the lines that hold them. */
export function mail(site: SiteKey, to: string, subject: string, lines: string[]): Mail {
  const text = lines.join('\n');
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  return { site, to, subject, text, links };
}

import type { ApiContext, SiteKey } from '../context';
import type { Db } from '../db/open';
import { headerValue } from './header';

/** A file sent with a mail (a report's PDF). */
export interface Attachment {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface Mail {
  site: SiteKey;
  to: string;
  subject: string;
  text: string;
  /** Every URL the text contains, in order, so tests and the outbox page can follow them. */
  links: string[];
  attachments?: Attachment[];
}

/** An attachment as listed: its bytes are served by the outbox at `/attachments/{id}`. */
export interface StoredAttachment {
  id: number;
  filename: string;
  contentType: string;
  size: number;
}

export interface StoredMail extends Omit<Mail, 'attachments'> {
  id: number;
  createdAt: string;
  attachments: StoredAttachment[];
}

/**
 * The attachments' table, created by the outbox itself on first use so that the feature stays in
 * this folder (db/schema.ts holds the mails). Cleared with the others by `clearDb`.
 */
const ATTACHMENTS_SCHEMA = `CREATE TABLE IF NOT EXISTS outbox_attachments (
  id INTEGER PRIMARY KEY,
  mail_id INTEGER NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  bytes BLOB NOT NULL
)`;
const ready = new WeakSet<Db>();

function attachmentsTable(ctx: ApiContext): Db {
  if (!ready.has(ctx.db)) {
    ctx.db.exec(ATTACHMENTS_SCHEMA);
    ready.add(ctx.db);
  }
  return ctx.db;
}

/**
 * "Sends" an e-mail: the preview has no SMTP; every message lands in the outbox table. Its
 * headers (recipient, subject, attachment names) go through `headerValue`, as a real mailer's would.
 */
export function sendMail(ctx: ApiContext, mail: Mail): void {
  const to = headerValue('To', mail.to);
  const subject = headerValue('Subject', mail.subject);
  const files = (mail.attachments ?? []).map((a) => ({
    ...a,
    filename: headerValue('Attachment-Filename', a.filename),
  }));
  const id = ctx.db
    .prepare(`INSERT INTO outbox (site, to_addr, subject, text, links_json, created_at) VALUES (?, ?, ?, ?, ?, ?)`)
    .run(mail.site, to, subject, mail.text, JSON.stringify(mail.links), ctx.now()).lastInsertRowid;
  if (!files.length) return;
  const insert = attachmentsTable(ctx).prepare(
    `INSERT INTO outbox_attachments (mail_id, filename, content_type, bytes) VALUES (?, ?, ?, ?)`,
  );
  for (const a of files) insert.run(id, a.filename, a.contentType, Buffer.from(a.bytes));
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
  const attachments = attachmentsTable(ctx)
    .prepare(
      `SELECT id, mail_id, filename, content_type, length(bytes) AS size FROM outbox_attachments
    WHERE mail_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
    )
    .all(JSON.stringify(rows.map((r) => r.id))) as (StoredAttachment & { mail_id: number; content_type: string })[];
  return rows.map((r) => ({
    id: r.id,
    site: r.site,
    to: r.to_addr,
    subject: r.subject,
    text: r.text,
    links: JSON.parse(r.links_json) as string[],
    createdAt: new Date(r.created_at).toISOString(),
    attachments: attachments
      .filter((a) => a.mail_id === r.id)
      .map((a) => ({ id: a.id, filename: a.filename, contentType: a.content_type, size: a.size })),
  }));
}

/** One attachment with its bytes, or undefined. */
export function readAttachment(ctx: ApiContext, id: number): Attachment | undefined {
  const row = attachmentsTable(ctx)
    .prepare(`SELECT filename, content_type, bytes FROM outbox_attachments WHERE id = ?`)
    .get(id) as { filename: string; content_type: string; bytes: Buffer } | undefined;
  return row && { filename: row.filename, contentType: row.content_type, bytes: new Uint8Array(row.bytes) };
}

/** Builds a mail whose links are listed from the lines that hold them. */
export function mail(site: SiteKey, to: string, subject: string, lines: string[], attachments?: Attachment[]): Mail {
  const text = lines.join('\n');
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  return { site, to, subject, text, links, ...(attachments ? { attachments } : {}) };
}

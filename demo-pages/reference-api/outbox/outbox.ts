import type { ApiContext, SiteKey } from '../context';
import type { Db } from '../db/db';
import { jsonIntegers, schemaSql } from '../db/dialect';
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

async function attachmentsTable(ctx: ApiContext): Promise<Db> {
  if (!ready.has(ctx.db)) {
    await ctx.db.exec(schemaSql(ctx.db.dialect, ATTACHMENTS_SCHEMA));
    ready.add(ctx.db);
  }
  return ctx.db;
}

/**
 * "Sends" an e-mail: the preview has no SMTP; every message lands in the outbox table. Its
 * headers (recipient, subject, attachment names) go through `headerValue`, as a real mailer's would.
 */
export async function sendMail(ctx: ApiContext, mail: Mail): Promise<void> {
  const to = headerValue('To', mail.to);
  const subject = headerValue('Subject', mail.subject);
  const files = (mail.attachments ?? []).map((a) => ({
    ...a,
    filename: headerValue('Attachment-Filename', a.filename),
  }));
  const id = await ctx.db.insert(
    `INSERT INTO outbox (site, to_addr, subject, text, links_json, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    [mail.site, to, subject, mail.text, JSON.stringify(mail.links), ctx.now()],
  );
  if (!files.length) return;
  const db = await attachmentsTable(ctx);
  for (const a of files)
    await db.run(`INSERT INTO outbox_attachments (mail_id, filename, content_type, bytes) VALUES (?, ?, ?, ?)`, [
      id,
      a.filename,
      a.contentType,
      Buffer.from(a.bytes),
    ]);
}

/** Newest first. */
export async function listMail(ctx: ApiContext, limit = 200): Promise<StoredMail[]> {
  const rows = (await ctx.db.all(`SELECT * FROM outbox ORDER BY id DESC LIMIT ?`, [limit])) as {
    id: number;
    site: SiteKey;
    to_addr: string;
    subject: string;
    text: string;
    links_json: string;
    created_at: number;
  }[];
  const attachments = (await (
    await attachmentsTable(ctx)
  ).all(
    `SELECT id, mail_id, filename, content_type, length(bytes) AS size FROM outbox_attachments
    WHERE mail_id IN (${jsonIntegers(ctx.db.dialect)}) ORDER BY id`,
    [JSON.stringify(rows.map((r) => r.id))],
  )) as (StoredAttachment & { mail_id: number; content_type: string })[];
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
export async function readAttachment(ctx: ApiContext, id: number): Promise<Attachment | undefined> {
  const row = (await (
    await attachmentsTable(ctx)
  ).get(`SELECT filename, content_type, bytes FROM outbox_attachments WHERE id = ?`, [id])) as
    { filename: string; content_type: string; bytes: Buffer } | undefined;
  return row && { filename: row.filename, contentType: row.content_type, bytes: new Uint8Array(row.bytes) };
}

/** Builds a mail whose links are listed from the lines that hold them. */
export function mail(site: SiteKey, to: string, subject: string, lines: string[], attachments?: Attachment[]): Mail {
  const text = lines.join('\n');
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  return { site, to, subject, text, links, ...(attachments ? { attachments } : {}) };
}

import type { Db } from '../db/db';

/** A first answer, as sent: replayed byte for byte. */
export interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

/** What the database says of a key: ours to run, someone else's request, still running, or answered. */
export type Claim =
  { kind: 'claimed' } | { kind: 'other-body' } | { kind: 'running' } | { kind: 'answered'; answer: KeptAnswer };

/**
 * How long a claim holds while its request runs. An instance that died mid-request leaves its
 * claim: past this, the key is free again rather than answering 'en cours' for the whole TTL.
 */
export const RUNNING_CLAIM_MS = 60_000;

interface Row {
  body_hash: string;
  status: number | null;
  headers_json: string | null;
  body: Uint8Array | null;
}

/**
 * Claims `id` for a request whose body hashes to `bodyHash`, in the table every instance shares
 * (`idempotency_keys`): the first to insert the row runs; the others read what it left. Ended
 * rows are deleted on the way.
 */
export async function claimKey(db: Db, id: string, bodyHash: string, now: number): Promise<Claim> {
  await db.run(`DELETE FROM idempotency_keys WHERE expires_at <= ?`, [now]);
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await db.get<Row>(
      `SELECT body_hash, status, headers_json, body FROM idempotency_keys WHERE id = ? AND expires_at > ?`,
      [id, now],
    );
    if (row) return claimOf(row, bodyHash);
    const { changes } = await db.run(
      `INSERT INTO idempotency_keys (id, body_hash, expires_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING`,
      [id, bodyHash, now + RUNNING_CLAIM_MS],
    );
    if (changes === 1) return { kind: 'claimed' };
  }
  return { kind: 'running' };
}

function claimOf(row: Row, bodyHash: string): Claim {
  if (row.body_hash !== bodyHash) return { kind: 'other-body' };
  if (row.status === null) return { kind: 'running' };
  const headers = JSON.parse(row.headers_json ?? '[]') as [string, string][];
  return { kind: 'answered', answer: { status: row.status, headers, body: new Uint8Array(row.body ?? []) } };
}

/** Keeps the first answer of a claimed key until `expires`. */
export async function keepAnswer(db: Db, id: string, answer: KeptAnswer, expires: number): Promise<void> {
  await db.run(`UPDATE idempotency_keys SET status = ?, headers_json = ?, body = ?, expires_at = ? WHERE id = ?`, [
    answer.status,
    JSON.stringify(answer.headers),
    Buffer.from(answer.body),
    expires,
    id,
  ]);
}

/** Frees a claimed key whose request did nothing (a 429, a 5xx): the next try runs. */
export async function releaseKey(db: Db, id: string): Promise<void> {
  await db.run(`DELETE FROM idempotency_keys WHERE id = ? AND status IS NULL`, [id]);
}

import { randomBytes } from 'node:crypto';
import type { Db } from './db/db';
import type { LimitName } from './limits/limit-table';
import { createReportPool, DEFAULT_REPORT_POOL, type ReportPool } from './pdf/pool';

export type SiteKey = 'main' | 'plancher' | 'carbone';
export type Realm = 'main' | 'tools';

export function realmOf(site: SiteKey): Realm {
  return site === 'main' ? 'main' : 'tools';
}

/** Page origins of each site; the first is where links in e-mails point by default. */
export type SiteOrigins = Record<SiteKey, string[]>;

export interface ApiContext {
  db: Db;
  /** The clock, in milliseconds; tests move it to make links and tokens expire. */
  now(): number;
  /** HMAC and JWT key. Kept in the database so tokens survive a restart of the preview. */
  secret: Uint8Array;
  sites: SiteOrigins;
  /** scrypt cost; lower in tests only to keep them quick. */
  scryptCost: number;
  /**
   * Limits that replace the table's and the environment's (`limits/limit-table.ts`), e.g.
   * `{ share: '2/10m' }`; read when a limit is first used.
   */
  limits?: Partial<Record<LimitName, string>>;
  /**
   * Where the limits count: 'memory' (one process) or 'database' (every instance on the same
   * database). Default: the database on PostgreSQL, memory on SQLite (limits/rate-limit.ts).
   */
  limitStore?: 'memory' | 'database';
  /** Where PDFs and zips are drawn (pdf/pool.ts); none: inline, on the request's thread. */
  reports?: ReportPool;
}

export function defaultSiteOrigins(port = 8080): SiteOrigins {
  const origin = (host: string) => `http://${host}:${port}`;
  return {
    main: [origin('site.localhost')],
    plancher: [origin('plancher.localhost')],
    carbone: [origin('carbone.localhost'), origin('neo.carbone.localhost'), origin('partenaire.carbone.localhost')],
  };
}

/** Runs `fn` in one transaction, with a context whose `db` is the transaction's. */
export function inTransaction<T>(ctx: ApiContext, fn: (ctx: ApiContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((db) => fn({ ...ctx, db }));
}

/** Reads the stored secret, or creates it on first start. */
export async function loadSecret(db: Db): Promise<Uint8Array> {
  const row = (await db.get(`SELECT value FROM settings WHERE key = 'secret'`)) as { value: string } | undefined;
  if (row) return Buffer.from(row.value, 'base64');
  const secret = randomBytes(32);
  await db.run(`INSERT INTO settings (key, value) VALUES ('secret', ?)`, [secret.toString('base64')]);
  return secret;
}

/** An inline pool per context that has none: tests and contexts made by hand. */
const inlinePools = new WeakMap<ApiContext, ReportPool>();

/** The context's report pool (`ctx.reports`), or an inline one with the default bounds. */
export function reportsOf(ctx: ApiContext): ReportPool {
  if (ctx.reports) return ctx.reports;
  let pool = inlinePools.get(ctx);
  if (!pool) inlinePools.set(ctx, (pool = createReportPool({ ...DEFAULT_REPORT_POOL, mode: 'inline' })));
  return pool;
}

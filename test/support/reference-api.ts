import type { Hono } from 'hono';
import { is, validate } from 'superstruct';
import { Failure, fillPath, type Call, type DatasOf } from '@/src/contracts';
import { createSiteApi } from '@/demo-pages/reference-api/app';
import type { SiteKey } from '@/demo-pages/reference-api/context';
import { listMail } from '@/demo-pages/reference-api/outbox/outbox';
import { seed } from '@/demo-pages/reference-api/seed';
import {
  copyOf,
  createTestContext,
  openCopy,
  TEST_START,
  withTestClock,
  type DbCopy,
  type TestApiContext,
} from '@/demo-pages/reference-api/test-context';

export { SEED_ACCOUNTS } from '@/demo-pages/reference-api/seed';

export const API_ORIGIN: Record<SiteKey, string> = {
  main: 'http://api.site.localhost:8080',
  plancher: 'http://api.plancher.localhost:8080',
  carbone: 'http://api.carbone.localhost:8080',
};

export interface CallOptions {
  body?: unknown;
  params?: Record<string, string | number>;
  /** A query string, `?` included (e.g. from `historyQuery`), appended to the path. */
  query?: string;
  token?: string;
  origin?: string;
  /**
   * The browser key sent as `X-Ossature-Browser` (floor and carbon sites): the claim credential
   * of what a visitor makes before logging in. Defaults to TEST_BROWSER_KEY, the one browser a
   * test drives; null sends none.
   */
  browser?: string | null;
}

/** The browser key of the browser a test drives, unless it names another (access/caller.ts). */
export const TEST_BROWSER_KEY = 'test-browser-key-0123456789abcdef';

export type CallResult<C extends Call<any, any>> =
  | { status: number; ok: true; datas: DatasOf<C>; message: string; json: unknown }
  | { status: number; ok: false; failure: Failure; json: unknown };

export type TestContext = TestApiContext;

/** The seeded database of this test file, copied once, by the clock it was seeded at. */
const seededCopies = new Map<number, DbCopy>();

/**
 * A fresh context on a seeded database: the first one of a test file is seeded, the next ones
 * get a copy of it (each test still has a database of its own). Island suites start a page per
 * test, and seeding each one took 0.3 s of every test.
 */
async function seededContext(): Promise<TestContext> {
  const copy = seededCopies.get(TEST_START);
  if (copy) return withTestClock(await openCopy(copy));
  const ctx = await createTestContext();
  await seed(ctx);
  seededCopies.set(ctx.now(), await copyOf(ctx.db));
  return ctx;
}

/**
 * The reference API of one site, in-process (Hono's `app.fetch`) on a fresh `:memory:` database
 * with the seed loaded. `call()` goes through real HTTP semantics and checks every answer against
 * the shared contract: a success must match the call's answer struct, a refusal the Failure one.
 * Pass the `ctx` of another API to serve a second site on the same database (and clock, and
 * secret): the floor and carbon sites share one account base.
 */
export async function startApi(site: SiteKey, options: { seed?: boolean; ctx?: TestContext; browser?: string } = {}) {
  const ctx = options.ctx ?? (options.seed === false ? await createTestContext() : await seededContext());
  const app: Hono = createSiteApi(ctx, site);
  /** The browser the calls come from unless they name one: an island page's own (its session's key). */
  const browserKey = options.browser ?? TEST_BROWSER_KEY;

  const call = <C extends Call<any, any>>(callDef: C, opts: CallOptions = {}) =>
    callApp(app, site, callDef, { browser: browserKey, ...opts });

  /** A raw request, for malformed bodies, odd methods and headers. */
  function raw(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
    const browser: Record<string, string> = site === 'main' ? {} : { 'x-ossature-browser': browserKey };
    const headers = { ...browser, ...init.headers };
    return app.fetch(new Request(API_ORIGIN[site] + path, { method, headers, body: init.body }));
  }

  /** E-mails sent so far, newest first. */
  const outbox = () => listMail(ctx);

  return { ctx, app, call, raw, outbox };
}

/**
 * Makes one contract call on any site API app (e.g. one built with `createSiteApi(api.ctx, …)` on
 * a shared context) and checks its answer against the contract, as `startApi().call` does.
 */
export async function callApp<C extends Call<any, any>>(
  app: Hono,
  site: SiteKey,
  callDef: C,
  opts: CallOptions = {},
): Promise<CallResult<C>> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.origin) headers.origin = opts.origin;
  const browser = opts.browser === undefined ? TEST_BROWSER_KEY : opts.browser;
  if (browser !== null && site !== 'main') headers['x-ossature-browser'] = browser;
  const response = await app.fetch(
    new Request(API_ORIGIN[site] + fillPath(callDef.path, opts.params) + (opts.query ?? ''), {
      method: callDef.method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    }),
  );
  const json: unknown = await response.json();
  if (response.status === 200) {
    const [error] = validate(json, callDef.answer);
    if (error)
      throw new Error(`${callDef.name} answer breaks its contract at ${error.path.join('.')}: ${error.message}`);
    const answer = json as { datas: DatasOf<C>; message: string };
    return { status: 200, ok: true, datas: answer.datas, message: answer.message, json };
  }
  if (!is(json, Failure)) throw new Error(`${callDef.name} refusal is not a Failure envelope: ${JSON.stringify(json)}`);
  return { status: response.status, ok: false, failure: json, json };
}

/** Narrows a result to a success, failing the test with the server's message otherwise. */
export function expectOk<C extends Call<any, any>>(result: CallResult<C>): Extract<CallResult<C>, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${result.status}: ${JSON.stringify(result.failure)}`);
  return result;
}

/** Narrows a result to a refusal with the given status. */
export function expectFailure<C extends Call<any, any>>(result: CallResult<C>, status: number): Failure {
  if (result.ok) throw new Error(`expected a ${status} refusal, got success: ${JSON.stringify(result.json)}`);
  if (result.status !== status)
    throw new Error(`expected status ${status}, got ${result.status}: ${JSON.stringify(result.failure)}`);
  return result.failure;
}

/** The query parameters of the first link of the newest mail to `to`. */
export function linkParams(mails: { to: string; links: string[] }[], to: string): URLSearchParams & { url: URL } {
  const mail = mails.find((m) => m.to === to);
  if (!mail || !mail.links[0]) throw new Error(`no mail with a link to ${to}`);
  const url = new URL(mail.links[0]);
  return Object.assign(url.searchParams, { url });
}

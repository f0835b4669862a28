import type { Context, Hono } from 'hono';
import { StructError, validate, type Struct } from 'superstruct';
import { fieldErrors, type BodyOf, type Call, type DatasOf, type Download } from '@/src/contracts';
import type { ApiContext, SiteKey } from '../context';
import { callerOf, type Caller } from '../access/caller';
import { authenticate, type Auth } from '../auth/authenticate';
import { ApiError, invalidInput } from './api-error';
import { idempotency } from './idempotency';
import { readJsonBody } from './read-body';

export interface Handled<C extends Call<any, any>> {
  datas: DatasOf<C>;
  message: string;
}

export interface RouteInput<C extends Call<any, any>> {
  body: BodyOf<C>;
  params: Record<string, string>;
  query: Record<string, string>;
  auth: Auth;
  /** Who calls, for the ownership rule (access/rule.ts): user, device, browser key. */
  caller: Caller;
  /** The page origin that made the call, when it is one of this site's origins. */
  pageOrigin: string | null;
  c: Context;
}

export type Handler<C extends Call<any, any>> = (input: RouteInput<C>) => Promise<Handled<C>> | Handled<C>;

export interface SiteScope {
  ctx: ApiContext;
  site: SiteKey;
}

/** What a site's API serves, as its contract says: a call (JSON envelope) or a download (a file). */
export type Served = Call<any, any> | Download;

const servedBy = new WeakMap<Hono, Served[]>();

/**
 * Notes that `app` serves `served` at its method and path, for the OpenAPI document
 * (openapi/document.ts) and the test that compares it with the routes Hono holds. `route()` and
 * `fileRoute()` note theirs; a route made with `app.get` notes its own (openapi/links.ts).
 */
export function noteServed(app: Hono, served: Served): void {
  const list = servedBy.get(app) ?? [];
  list.push(served);
  servedBy.set(app, list);
}

/** What `app` serves, in the order its routes were added. */
export function servedOf(app: Hono): readonly Served[] {
  return servedBy.get(app) ?? [];
}

/**
 * Serves one call of the contract: checks the bearer its `auth` asks for, validates the body
 * with the call's struct (French field errors), runs the handler, then validates its own answer
 * against the same contract the client uses — a reference API that drifts fails loudly.
 */
export function route<C extends Call<any, any>>(app: Hono, scope: SiteScope, call: C, handler: Handler<C>): void {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  noteServed(app, call);
  if (call.sendsMail) app.use(call.path, idempotency(scope, call));
  app[method](call.path, async (c) => {
    const auth = await authenticate(scope, call.auth, c.req.header('authorization'));
    const raw = call.method === 'GET' || call.method === 'DELETE' ? undefined : await readJsonBody(c);
    let body: unknown = raw;
    if (call.body) {
      const [error, value] = validate(raw, call.body, { coerce: true });
      if (error) throw bodyError(error, raw);
      body = value;
    }
    const query = call.query ? readQuery(c.req.query(), call.query) : c.req.query();
    const origin = c.req.header('origin') ?? null;
    const pageOrigin = origin && scope.ctx.sites[scope.site].includes(origin) ? origin : null;
    const result = await handler({
      body: body as BodyOf<C>,
      params: c.req.param() as Record<string, string>,
      query,
      auth,
      caller: await callerOf(scope, auth, c),
      pageOrigin,
      c,
    });
    const answer = { success: true, message: result.message, error: null, datas: result.datas };
    assertAnswer(call.name, answer, call.answer);
    return c.json(answer, 200);
  });
}

/** Our own answer checked against the contract the client uses: a reference API that drifts fails loudly. */
export function assertAnswer(name: string, answer: unknown, struct: Struct<any, any>): void {
  const [contractError] = validate(answer, struct);
  if (contractError) {
    throw new Error(
      `reference API broke the contract of ${name} at ${contractError.path.join('.')}: ${contractError.message}`,
    );
  }
}

/** Validates the query string; empty parameters are dropped first (a cleared filter is no filter). */
export function readQuery(raw: Record<string, string>, struct: NonNullable<Call['query']>): Record<string, string> {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value.trim() !== ''));
  const [error, value] = validate(present, struct, { coerce: true });
  if (error) throw invalidInput(fieldErrors(error), 'Certains paramètres de recherche sont invalides.');
  return value as Record<string, string>;
}

function bodyError(error: StructError, raw: unknown): ApiError {
  if (raw === undefined || raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return new ApiError(400, 'Le corps de la requête doit être un objet JSON.');
  }
  return invalidInput(fieldErrors(error));
}

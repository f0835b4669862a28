import type { Infer, Struct } from 'superstruct';

/**
 * Who may make a call.
 * - `public`: anyone; a 401/403 answer is a failure carrying the server message, never a logout.
 * - `device`: main site only; a device bearer (or a user bearer) is required.
 * - `user`: a logged-in user's bearer is required; 401/403 means the session is gone.
 */
export type CallAuth = 'public' | 'device' | 'user';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the provider's API: the single contract shared by the bundle's client (which fills
 * `path` and validates the answer) and the reference API (which routes on `path`, validates the
 * request body and its own answer).
 *
 * @example
 * const loginCheck = defineCall({ name: 'loginCheck', method: 'POST', path: '/api/login-check',
 *   auth: 'device', body: LoginBody, answer: success(object({ user: MainUser })) });
 */
export interface Call<Body = unknown, Answer = unknown> {
  /** verb-noun name used in logs and in `ContractError` messages */
  name: string;
  method: HttpMethod;
  /** Path with `:param` segments (Hono's syntax), e.g. `/api/email/available/:email/`. */
  path: string;
  auth: CallAuth;
  /**
   * The call checks credentials sent in its body (main-site login, password reset): its 401/403
   * judges those (wrong password, unknown or locked account, partner address), not the bearer,
   * so it is a failure reply with the server message — never a logout, a device renewal or a
   * retry that would count a wrong password twice (account-layer §8).
   */
  checksCredentials?: boolean;
  /**
   * The call sends mail. The client sends an `Idempotency-Key` header, the same for the retries
   * and double submits of one submission; the server answers a repeat of a key with its first
   * answer, without sending again, and refuses the key sent with another body (422): one key,
   * one request. Such calls are rate-limited (429 with `Retry-After`).
   */
  sendsMail?: boolean;
  /** Request body struct; absent for calls without a body. */
  body?: Struct<Body, any>;
  /**
   * Struct of the query-string parameters (strings on the wire; `object`, so an unknown
   * parameter is refused); absent for calls without one. An empty parameter counts as absent.
   */
  query?: Struct<any, any>;
  /** Struct of the success answer (`success(...)`); failures always match `Failure`. */
  answer: Struct<Answer, any>;
}

export function defineCall<Body, Answer>(call: Call<Body, Answer>): Call<Body, Answer> {
  return call;
}

/**
 * A call whose success is a file, not an envelope (floor-and-carbon-tools §7: 'return files; the
 * filename comes from the content-disposition header'). GET, no body. A refusal (401–403, 404)
 * still answers the JSON envelope; a success answers `contentType` with a `Content-Disposition`
 * carrying the French file name (RFC 5987 `filename*`).
 */
export interface Download {
  name: string;
  method: 'GET';
  path: string;
  auth: CallAuth;
  query?: Struct<any, any>;
  contentType: string;
}

export function defineDownload(download: Omit<Download, 'method'>): Download {
  return { ...download, method: 'GET' };
}

export type BodyOf<C> = C extends Call<infer B, any> ? B : never;
export type AnswerOf<C> = C extends Call<any, infer A> ? A : never;
export type DatasOf<C> = AnswerOf<C> extends { datas: infer D } ? D : never;

/** Fills `:param` segments; each value is URI-encoded. Throws on a missing parameter. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export type { Infer };

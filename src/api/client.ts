import { is, validate } from 'superstruct';
import { Failure, fillPath, type Call, type DatasOf, type Download, type FieldErrors } from '@/src/contracts';
import type { OssatureConfig } from '@/src/config/config';
import type { Session } from '@/src/session/session';
import type { SessionState } from '@/src/session/store';
import { withDeadline } from './deadline';
import { ContractError, HttpError, type ApiClientError } from './errors';
import type { IdempotencyKeys } from './idempotency-key';
import { sessionRecovery } from './recovery';
import { createTransport } from './transport';

/** The header carrying this browser's key (src/session/browser-key.ts) on the floor and carbon sites. */
export const BROWSER_HEADER = 'X-Ossature-Browser';

/** A refusal of the provider (status 200–403, `success: false`): its French message and field errors. */
export type Refusal = { ok: false; status: number; message: string; error: FieldErrors | null };

/** A reply of the provider (status 200–403): a success with its datas, or a refusal. */
export type Reply<C extends Call<any, any>> =
  { ok: true; status: number; datas: DatasOf<C>; message: string } | Refusal;

/**
 * The reply to a download: the file, named as the server's `Content-Disposition` says (else
 * `<call name>.<extension>`), or a refusal as a call's (401–403: a login is needed, not yours).
 */
export type DownloadReply = { ok: true; status: number; blob: Blob; filename: string } | Refusal;

/** What a download takes: its path parameters, its query string (`?` included) and a signal. */
export type DownloadOptions = Pick<CallOptions, 'params' | 'query' | 'signal'>;

export interface CallOptions {
  body?: unknown;
  params?: Record<string, string | number>;
  /**
   * A query string, `?` included, appended to the path as it is: build it with `historyQuery`
   * (history filters), which leaves out the empty parameters.
   *
   * @example api.call(listSavedData, { query: historyQuery({ order: 'ASC', zip: '69' }) })
   */
  query?: string;
  /** Another base (the SSO domain); the bearer goes only to configured API origins anyway. */
  base?: string;
  signal?: AbortSignal;
  /**
   * A token to use instead of the session's (an SSO landing checks its token before logging
   * in). Its 401/403 is a reply: it must not log out whoever is logged in.
   */
  bearer?: string;
  /**
   * Sent with `fetch` rather than ky, so that ky is not downloaded for it: for a call made in the
   * background of every page (the main site's device check), a POST that ky would not retry.
   */
  light?: boolean;
}

export interface ApiClientOptions {
  config: Pick<OssatureConfig, 'apiBase' | 'apiOrigins'>;
  session: Session;
  /** Tests hand the reference API's in-process `fetch` here. */
  fetch?: typeof fetch;
  /**
   * The time limit of a call, the whole of it (sending, waiting, reading the body, a refresh and
   * its retry), and of an action (`within`): 15 s by default.
   */
  timeoutMs?: number;
  /**
   * The bearer of a call while nobody is logged in (the main site's device token): the site
   * strategy's `anonymousBearer`. None by default.
   */
  anonymousBearer?: (state: Pick<SessionState, 'device'>) => string | null;
  /**
   * This browser's key, sent as `X-Ossature-Browser` to the site's API on every call (floor and
   * carbon sites: the site strategy's `browserKey`): what the visitor makes before logging in
   * stays theirs. None by default.
   */
  browserKey?: () => Promise<string>;
  /** Trades a refresh token for new tokens (floor and carbon sites); null when refused. */
  refresh?: (refreshToken: string) => Promise<{ token: string; refreshToken: string } | null>;
  /** Registers the device again after the server refused its token (main site). */
  renewDevice?: () => Promise<void>;
  /**
   * Told when a login was lost to a refused token or refresh (ended elsewhere, revoked, expired):
   * the user is already cleared; the runtime says so to the visitor.
   */
  onSessionExpired?: () => void;
}

export interface ApiClient {
  call<C extends Call<any, any>>(call: C, options?: CallOptions): Promise<Reply<C>>;
  /**
   * Downloads a file (floor-and-carbon-tools §7 'return files'), under the same bearer, session
   * recovery and time limit as `call` (the body included). A success must come with the
   * download's content type, else a ContractError; 404 and above throw as for a call.
   *
   * @example
   * const reply = await rt.api.download(downloadSolutionFiles, { params: { slug } });
   * if (reply.ok) saveFile(reply.blob, reply.filename);
   */
  download(download: Download, options?: DownloadOptions): Promise<DownloadReply>;
  /**
   * Runs an action made of several calls (the main site's login: the device, then the login)
   * under one time limit, the client's: past it, the action rejects with a TimeoutError and its
   * calls in flight are aborted (hand them the signal). The visitor waits at most that long.
   *
   * @example rt.api.within('login', (signal) => account.login(rt, credentials, signal))
   */
  within<T>(name: string, run: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Starts downloading what a call needs (ky), when the visitor is about to make one. */
  warm(): void;
}

/**
 * The API client (DESIGN.md §4). Statuses 200–403 are replies; 404+, network errors and timeouts
 * throw errors with a French message; every answer is validated against the shared contract.
 * A 401/403 on a non-public call refreshes the token once (single-flight) where a refresh token
 * exists, otherwise clears the stored user, then retries the request exactly once; a call that
 * checks credentials (`checksCredentials`) gets its 401/403 as a reply.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { config, session } = options;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const transport = createTransport(options.fetch);
  const recover = sessionRecovery(session, options);

  // Every call to the site's API carries the bearer it has (the spec: "all calls are
  // bearer-authenticated"); a call to any other origin never does (DESIGN.md §3 rule 7).
  const bearerFor = (url: string, explicit?: string): string | null => {
    if (!config.apiOrigins.includes(new URL(url).origin)) return null;
    if (explicit !== undefined) return explicit;
    const state = session.store.getState();
    return state.user?.token ?? options.anonymousBearer?.(state) ?? null;
  };

  const callHeaders = callHeadersFor(lazyIdempotencyKeys(), browserHeaderFor(config, options.browserKey));

  /**
   * One exchange with the API, for a call or a download: the bearer, the statuses outside 200–403
   * as errors, one recovery of a refused session then one retry; `read` turns the response into
   * the reply.
   */
  const exchange = async <T>(
    call: Exchange,
    opts: CallOptions,
    signal: AbortSignal,
    read: (response: Response) => Promise<T>,
  ): Promise<T> => {
    const url = (opts.base ?? config.apiBase) + fillPath(call.path, opts.params) + (opts.query ?? '');
    const { submission, headers } = await callHeaders(call, url, opts.body);
    for (let attempt = 0; ; attempt++) {
      const bearer = bearerFor(url, opts.bearer);
      const response = await transport.send(call, { url, bearer, headers, body: opts.body, signal, light: opts.light });
      submission?.answered();
      if (response.status < 200 || response.status > 403) throw await httpError(call, response);
      if (
        (response.status === 401 || response.status === 403) &&
        call.auth !== 'public' &&
        !call.checksCredentials &&
        opts.bearer === undefined &&
        attempt === 0 &&
        (await recover(bearer))
      )
        continue;
      return read(response);
    }
  };

  return {
    // One time limit for the whole call, body included: a server that sends its headers and
    // then nothing must not keep a spinner turning (ky's own timeout ends at the headers).
    call: (call, opts = {}) =>
      withDeadline(
        call.name,
        timeoutMs,
        (signal) =>
          exchange(call, opts, signal, async (response) =>
            toReply(call, response.status, await readJson(call, response)),
          ),
        opts.signal,
      ),
    download: (download, opts = {}) =>
      withDeadline(
        download.name,
        timeoutMs,
        (signal) => exchange(download, opts, signal, (response) => readDownload(download, response)),
        opts.signal,
      ),
    within: (name, run, signal) => withDeadline(name, timeoutMs, run, signal),
    warm: () => transport.warm(),
  };
}

/** The keys of mail-sending calls, in a chunk of their own: most pages never send a mail. */
function lazyIdempotencyKeys(): () => Promise<IdempotencyKeys> {
  let keys: Promise<IdempotencyKeys> | null = null;
  return () => (keys ??= import('./idempotency-key').then((m) => m.idempotencyKeys()));
}

/**
 * The headers a call adds besides the bearer: the browser key (floor and carbon sites), and the
 * idempotency key of a call that sends mail, kept while the same request is unanswered.
 */
function callHeadersFor(
  submissions: () => Promise<IdempotencyKeys>,
  browserHeader: (url: string) => Promise<Record<string, string> | undefined>,
) {
  return async (call: Exchange, url: string, body: unknown) => {
    const submission = call.sendsMail
      ? (await submissions()).take(`${call.method} ${url} ${JSON.stringify(body)}`)
      : null;
    const headers = { ...(await browserHeader(url)), ...(submission ? { 'Idempotency-Key': submission.key } : {}) };
    return { submission, headers };
  };
}

/** The browser key's header for a URL: like the bearer, it only goes to the configured API origins. */
function browserHeaderFor(config: ApiClientOptions['config'], browserKey: ApiClientOptions['browserKey']) {
  return async (url: string): Promise<Record<string, string> | undefined> => {
    if (!browserKey || !config.apiOrigins.includes(new URL(url).origin)) return undefined;
    return { [BROWSER_HEADER]: await browserKey() };
  };
}

/** What the exchange reads of a call or a download. */
type Exchange = Pick<Call<any, any>, 'name' | 'method' | 'path' | 'auth' | 'checksCredentials' | 'sendsMail'>;

/**
 * A download's reply. The file is read by a chunk of its own: the client is on the path of every
 * page (the main site's device check), a download only on the floor and carbon sites, on a click.
 */
async function readDownload(download: Download, response: Response): Promise<DownloadReply> {
  if (response.status >= 300) return toRefusal(download.name, response.status, await readJson(download, response));
  const { readFile } = await import('./download-file');
  return { ok: true, status: response.status, ...(await readFile(download, response)) };
}

/** The error for a status outside 200–403, with the server's reason when it sent a 4xx envelope. */
async function httpError(call: Exchange, response: Response): Promise<ApiClientError> {
  if (response.status === 429) {
    const { RateLimitError, readRetryAfter } = await import('./rate-limit-error');
    return new RateLimitError(call.name, readRetryAfter(response.headers.get('retry-after')));
  }
  if (response.status >= 500) return new HttpError(call.name, response.status);
  const json: unknown = await response.json().catch(() => null);
  return new HttpError(call.name, response.status, is(json, Failure) ? json.message : undefined);
}

async function readJson(call: Exchange, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ContractError(call.name, '', 'the body is not JSON');
  }
}

function toReply<C extends Call<any, any>>(call: C, status: number, json: unknown): Reply<C> {
  if (typeof json === 'object' && json !== null && (json as { success?: unknown }).success === true) {
    const [error] = validate(json, call.answer);
    if (error) throw new ContractError(call.name, error.path.join('.'), error.message);
    const answer = json as { datas: DatasOf<C>; message: string };
    return { ok: true, status, datas: answer.datas, message: answer.message };
  }
  return toRefusal(call.name, status, json);
}

function toRefusal(name: string, status: number, json: unknown): Refusal {
  if (!is(json, Failure)) {
    const [error] = validate(json, Failure);
    throw new ContractError(name, error?.path.join('.') ?? '', error?.message ?? 'not an envelope');
  }
  return { ok: false, status, message: json.message, error: json.error };
}

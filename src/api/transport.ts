import type { KyInstance } from 'ky';
import type { Call } from '@/src/contracts';
import { NetworkError } from './errors';

export interface OutgoingRequest {
  url: string;
  bearer: string | null;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent with `fetch` itself (see `CallOptions.light`). */
  light?: boolean;
  /** Headers of the call besides the bearer and the content type: `Idempotency-Key`, the floor and carbon sites' browser key. */
  headers?: Record<string, string>;
}

/** What the transport reads of a call or a download. */
type Sent = Pick<Call<any, any>, 'name' | 'method'>;

export interface Transport {
  send(call: Sent, request: OutgoingRequest): Promise<Response>;
  /** Starts downloading ky, for a call the visitor is about to make (asking twice costs nothing). */
  warm(): void;
}

/**
 * Sends a call's request and hands back the response, whatever its status; a request that gets
 * no answer throws a NetworkError, or the reason its signal was aborted with (the client's
 * TimeoutError, a caller's abort). GET calls are retried once on 502/503/504. The time limit is
 * the client's (`withDeadline`), not ky's: ky's stops at the headers, not at the body.
 *
 * ky is a chunk of its own, downloaded with the first call that needs it: the main site's device
 * check, made on every page once it is idle, is a light call (a POST with no retry, where ky
 * would add nothing), so a visitor who never logs in never downloads ky (the main home
 * until idle, 38 → 34 KB gzip).
 */
export function createTransport(fetchImpl?: typeof fetch): Transport {
  let http: Promise<KyInstance> | null = null;
  const kyClient = () =>
    (http ??= import('ky')
      .then(({ default: ky }) =>
        ky.create({
          timeout: false,
          throwHttpErrors: false,
          retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
          ...(fetchImpl ? { fetch: fetchImpl } : {}),
        }),
      )
      .catch((error: unknown) => {
        http = null; // not downloaded: the next call tries again
        throw error;
      }));

  const request = async (call: Sent, { url, bearer, body, signal, light, headers: extra }: OutgoingRequest) => {
    const headers: Record<string, string> = { ...extra, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
    if (light) {
      if (body !== undefined) headers['content-type'] = 'application/json';
      const init = { method: call.method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
      return (fetchImpl ?? fetch)(url, signal ? { ...init, signal } : init);
    }
    return (await kyClient())(url, {
      method: call.method,
      headers,
      ...(body !== undefined ? { json: body } : {}),
      ...(signal ? { signal } : {}),
    });
  };

  return {
    async send(call, outgoing) {
      try {
        return await request(call, outgoing);
      } catch (error) {
        if (outgoing.signal?.aborted) throw outgoing.signal.reason;
        if ((error as Error)?.name === 'AbortError') throw error;
        throw new NetworkError(call.name, error);
      }
    },
    warm() {
      void kyClient().catch(() => undefined);
    },
  };
}

import ky from 'ky';
import type { Call } from '../contracts';
import { NetworkError } from './errors';

export interface OutgoingRequest {
  url: string;
  bearer: string | null;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Sends a call's request and hands back the response, whatever its status; a request that gets
 * no answer throws a NetworkError, or the reason its signal was aborted with (the client's
 * TimeoutError, a caller's abort). GET calls are retried once on 502/503/504. The time limit is
 * the client's (`withDeadline`), not ky's: ky's stops at the headers, not at the body.
 */
export function createTransport(fetchImpl?: typeof fetch) {
  // ky comes with the API client's chunk (src/runtime/services.ts), fetched with the first call,
  // not with the page: an island that only reads the session (the header of a visitor who never
  // logs in) never downloads it.
  const http = ky.create({
    timeout: false,
    throwHttpErrors: false,
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });

  return async (call: Call<any, any>, { url, bearer, body, signal }: OutgoingRequest): Promise<Response> => {
    try {
      return await http(url, {
        method: call.method,
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
        ...(body !== undefined ? { json: body } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new NetworkError(call.name, error);
    }
  };
}

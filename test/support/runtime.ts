import type { Hono } from 'hono';
import type { OssatureConfig } from '@/src/config/config';
import type { Site } from '@/src/config/variants';
import { createSession, type Session } from '@/src/session/session';
import { chooseStorage, MEMORY_DRIVER } from '@/src/session/storage';
import { API_ORIGIN } from './reference-api';
import { cookieJar } from './session';

let sessions = 0;

/** The configuration of a preview page of `site` (its API is the in-process reference API). */
export function previewConfig(site: Site): OssatureConfig {
  return {
    variant: site,
    site,
    apiBase: API_ORIGIN[site],
    apiOrigins: [API_ORIGIN[site]],
    ssoDomain: 'http://sso.localhost:8080',
    storageName: `ossature-test-${site}-${++sessions}`,
  };
}

/** A page's session kept in memory (no other tab), hydrated: what a fresh browser starts with. */
export async function freshSession(storageName = `ossature-test-memory-${++sessions}`): Promise<Session> {
  const session = createSession({
    storageName,
    openStorage: () => chooseStorage(storageName, 100, [MEMORY_DRIVER]),
    openChannel: () => null,
    cookies: cookieJar(),
    tabStorage: null,
  });
  await session.ready;
  return session;
}

export interface SeenRequest {
  method: string;
  url: string;
  path: string;
  authorization: string | null;
}

/**
 * The reference API's in-process `fetch`, recording every request the bundle makes (path and
 * bearer), optionally answering some itself (`intercept` returns a Response, or undefined to let
 * the reference API answer; either may come after a delay).
 */
export function recordingFetch(
  app: Hono,
  intercept?: (request: Request) => Response | Promise<Response | undefined> | undefined,
) {
  const requests: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      url: request.url,
      path: url.pathname,
      authorization: request.headers.get('authorization'),
    });
    return (await intercept?.(request.clone())) ?? app.fetch(request);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** How many requests went to this path. */
    count: (path: string) => requests.filter((r) => r.path === path).length,
  };
}

/** A failure envelope answer, as the provider sends it. */
export function failureResponse(status: number, message: string): Response {
  return Response.json({ success: false, message, error: null }, { status });
}

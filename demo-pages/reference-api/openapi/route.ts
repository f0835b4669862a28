import type { Hono } from 'hono';
import type { SiteKey } from '../context';
import { servedOf } from '../http/route';
import { OPENAPI_PATH, openApiDocument } from './document';

/**
 * `GET /api/openapi.json`: the OpenAPI document of the calls this site's API serves. Added last,
 * so that every route is noted; built on the first request and kept (it only changes with the
 * code). Public, and cached an hour by the browser.
 */
export function openApiRoute(app: Hono, site: SiteKey): void {
  let body: string | undefined;
  app.get(OPENAPI_PATH, (c) => {
    body ??= JSON.stringify(openApiDocument(site, servedOf(app)));
    return c.body(body, 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });
}

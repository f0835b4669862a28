import type { Context, Hono } from 'hono';
import type { Download } from '@/src/contracts';
import { callerOf, type Caller } from '../access/caller';
import { authenticate, type Auth } from '../auth/authenticate';
import { noteServed, readQuery, type SiteScope } from '../http/route';
import { fileHeaders, type PdfFileName } from '../pdf/file-name';

/** A file a download answers, with its names and whether the browser shows it or saves it. */
export interface ServedFile {
  bytes: Uint8Array;
  file: PdfFileName;
  disposition?: 'inline' | 'attachment';
  /** Public files may be kept by the browser an hour; a user's never (the default). */
  cache?: 'public' | 'private';
}

export interface FileInput {
  params: Record<string, string>;
  query: Record<string, string>;
  auth: Auth;
  /** Who calls, for the ownership rule (access/rule.ts). */
  caller: Caller;
  /** The page origin that made the call, when it is one of this site's origins. */
  pageOrigin: string | null;
  c: Context;
}

/**
 * Serves one download of the contract (`Download`, src/contracts/call.ts) as `route()` serves a
 * call: the bearer its `auth` asks for (401 envelope without it), the query checked by its struct
 * (400 with field errors), then the file with the download's content type and a
 * `Content-Disposition` carrying its French name. A refusal the handler throws is an envelope.
 */
export function fileRoute(
  app: Hono,
  scope: SiteScope,
  download: Download,
  handler: (input: FileInput) => Promise<ServedFile>,
): void {
  noteServed(app, download);
  app.get(download.path, async (c) => {
    const auth = await authenticate(scope, download.auth, c.req.header('authorization'));
    const query = download.query ? readQuery(c.req.query(), download.query) : c.req.query();
    const origin = c.req.header('origin') ?? null;
    const pageOrigin = origin && scope.ctx.sites[scope.site].includes(origin) ? origin : null;
    const caller = await callerOf(scope, auth, c);
    const params = c.req.param() as Record<string, string>;
    const served = await handler({ params, query, auth, caller, pageOrigin, c });
    return c.body(new Uint8Array(served.bytes), 200, {
      ...fileHeaders(download.contentType, served.file, served.disposition),
      'cache-control': served.cache === 'public' ? 'public, max-age=3600' : 'private, no-store',
    });
  });
}

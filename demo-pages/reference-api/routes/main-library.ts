import type { Hono } from 'hono';
import { getLibraryRapportLink, searchLibrary } from '@/src/contracts/thermal/library';
import { bearerOf } from '../auth/authenticate';
import { verifyAccessToken } from '../auth/tokens';
import { ApiError } from '../http/api-error';
import { noteServed, route, type SiteScope } from '../http/route';
import { libraryCatalogue, resolveChoices } from '../library/choices';
import { libraryPdf } from '../library/rapport-pdf';
import { LIBRARY_RAPPORT_PATH, libraryRapportLink, readLibraryRapportLink } from '../library/rapport-link';
import { logLibrarySearch } from '../library/search-log';
import { libraryRapportRoute } from '../openapi/links';
import { searchLibraryValues } from '../library/search';
import { pdfHeaders } from '../pdf/file-name';
import { RAPPORT_LINK_REFUSED } from '../thermal/rapport';

export const NOTHING_TO_REPORT = "Choisissez au moins une valeur d'un filtre pour obtenir le rapport.";

/**
 * The psi library's calls (thermal-break-tool §7 `/api/filters/bibliotheque` and its
 * `get-rapport-link`): public, so that anonymous visitors use it without a device.
 */
export function mainLibraryRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  route(app, scope, searchLibrary, async ({ body, c }) => {
    const { choices, ...datas } = await searchLibraryValues(ctx, body.filterChoices, body.lunchResearch);
    if (body.save) {
      // A public call ignores the bearer (authenticate()); the log reads a user's when one comes,
      // and anything else (none, a device's, an expired one) logs the search as anonymous.
      const bearer = bearerOf(c.req.header('authorization'));
      const user = bearer ? await verifyAccessToken(ctx, bearer, 'main') : null;
      await logLibrarySearch(ctx, choices, datas.nbResults, user?.userId ?? null);
    }
    return { datas, message: '' };
  });

  route(app, scope, getLibraryRapportLink, async ({ body }) => {
    const choices = resolveChoices(await libraryCatalogue(ctx), body.filterChoices);
    if (choices.size === 0) throw new ApiError(400, NOTHING_TO_REPORT, { filterChoices: 'Champ obligatoire' });
    return { datas: { link: libraryRapportLink(ctx, choices) }, message: '' };
  });

  // A link the API writes, outside the contract's calls: noted for the OpenAPI document.
  noteServed(app, libraryRapportRoute);

  /**
   * The report at the link get-rapport-link signs: no bearer (the client opens it in a new
   * window), the signature is the credential. A wrong or expired one is the 403 of a
   * simulation's report; choices no longer in the catalogue, the search's 400.
   */
  app.get(LIBRARY_RAPPORT_PATH, async (c) => {
    const choices = readLibraryRapportLink(ctx, c.req.query());
    if (!choices) throw new ApiError(403, RAPPORT_LINK_REFUSED);
    const pdf = await libraryPdf(ctx, choices, c.req.raw.signal);
    return c.body(new Uint8Array(pdf.bytes), 200, { ...pdfHeaders(pdf.file), 'cache-control': 'private, no-store' });
  });
}

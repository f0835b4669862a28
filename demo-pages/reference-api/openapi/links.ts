import { object, string } from 'superstruct';
import { defineDownload, type Download } from '@/src/contracts';
import { LIBRARY_RAPPORT_PATH } from '../library/rapport-link';
import { RAPPORT_PATH } from '../thermal/rapport';

/**
 * The routes a site's API serves outside the contract's calls: links the API itself writes (the
 * signed report links) and the pictures an `<img>` loads. The client never calls them through
 * `src/contracts`, so they are described here, for the OpenAPI document; each route made with
 * `app.get` notes its link (`noteServed`), and the drift test
 * (test/reference-api/openapi.test.ts) fails on a route that notes nothing.
 */
export type Link = Download & { description: string };

const signed = object({ expires: string(), signature: string() });

/** `GET /api/history/rapport/{id}`: the signed link `get-rapport-link` answers (main site). */
export const historyRapportRoute: Link = {
  ...defineDownload({
    name: 'getHistoryRapport',
    path: RAPPORT_PATH,
    auth: 'public',
    contentType: 'application/pdf',
    query: signed,
  }),
  description: 'The report of a saved simulation, at the link get-rapport-link signs: the signature is the credential.',
};

/** `GET /api/filters/bibliotheque/rapport`: the psi library's signed report link (main site). */
export const libraryRapportRoute: Link = {
  ...defineDownload({
    name: 'getLibraryRapport',
    path: LIBRARY_RAPPORT_PATH,
    auth: 'public',
    contentType: 'application/pdf',
    query: object({ choices: string(), expires: string(), signature: string() }),
  }),
  description: "The psi library's report, at the link its get-rapport-link signs (choices: base64url JSON).",
};

/** `GET /media/download/{file}`: the pictures of the main and floor sites. */
export const mediaRoute: Link = {
  ...defineDownload({ name: 'getMedia', path: '/media/download/:file', auth: 'public', contentType: 'image/png' }),
  description: 'A picture the data names, drawn as a PNG; on the main site `coupe-{id}.svg` is an SVG (image/svg+xml).',
};

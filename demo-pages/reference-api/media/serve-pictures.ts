import type { Hono } from 'hono';
import { ApiError } from '../http/api-error';
import { noteServed } from '../http/route';
import { mediaRoute } from '../openapi/links';

export const MEDIA_NOT_FOUND = "Ce fichier n'existe pas.";

/**
 * `GET /media/download/{file}`: the PNG (a Buffer) or the SVG (a string) `draw` makes for that name,
 * drawn once and kept; any other name is a 404 envelope. Public (an `<img>` sends no bearer), cached
 * a day by the browser. An SVG opened on its own runs nothing: its policy forbids every script.
 */
export function servePictures(
  app: Hono,
  draw: (file: string) => Promise<Buffer | string | null> | Buffer | string | null,
): void {
  const cache = new Map<string, Buffer | string>();
  noteServed(app, mediaRoute);
  app.get('/media/download/:file', async (c) => {
    const file = c.req.param('file');
    let png = cache.get(file);
    if (!png) {
      const drawn = await draw(file);
      if (!drawn) throw new ApiError(404, MEDIA_NOT_FOUND);
      cache.set(file, (png = drawn));
    }
    if (typeof png === 'string')
      return c.body(png, 200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'cache-control': 'public, max-age=86400',
      });
    return c.body(new Uint8Array(png), 200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400',
    });
  });
}

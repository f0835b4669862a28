import type { Hono } from 'hono';
import { findSystem, SYSTEMS } from '../floor/catalogue';
import { packshot, packshotFile, positionsDrawing, POSITIONS_FILE } from '../floor/packshot';
import { ApiError } from '../http/api-error';
import type { SiteScope } from '../http/route';
import { MEDIA_NOT_FOUND } from './main-media';

const BY_FILE = new Map(SYSTEMS.map((system) => [packshotFile(system.slug), system.slug]));

/**
 * `GET /media/download/{file}` on the floor site's API: the systems' packshots and the form's
 * schematic, drawn as real PNG images. Public (an `<img>` sends no bearer); any other name is a
 * 404 envelope, as on the main site.
 */
export function floorMediaRoutes(app: Hono, _scope: SiteScope): void {
  const cache = new Map<string, Buffer>();
  const draw = (file: string): Buffer | null => {
    if (file === POSITIONS_FILE) return positionsDrawing();
    const slug = BY_FILE.get(file);
    return slug ? packshot(findSystem(slug)!) : null;
  };
  app.get('/media/download/:file', (c) => {
    const file = c.req.param('file');
    let png = cache.get(file);
    if (!png) {
      const drawn = draw(file);
      if (!drawn) throw new ApiError(404, MEDIA_NOT_FOUND);
      cache.set(file, (png = drawn));
    }
    return c.body(new Uint8Array(png), 200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400',
    });
  });
}

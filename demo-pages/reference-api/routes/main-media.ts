import type { Hono } from 'hono';
import type { SiteScope } from '../http/route';
import { ApiError } from '../http/api-error';
import { filterIllustration, psiDrawing, rupteurVisual } from '../media/pictures';

export const MEDIA_NOT_FOUND = "Ce fichier n'existe pas.";

/**
 * `GET /media/download/{file}` (thermal-break-tool §7 'Images are fetched from…'): the pictures
 * the data set names — rupteur visuals, configuration drawings, question illustrations — drawn
 * as real PNG images. Public (an `<img>` sends no bearer); any other name is a 404 envelope.
 */
export function mainMediaRoutes(app: Hono, { ctx }: SiteScope): void {
  const cache = new Map<string, Buffer>();

  const draw = (file: string): Buffer | null => {
    const visual = ctx.db.prepare(`SELECT uuid FROM rupteurs WHERE visual = ?`).get(file) as
      { uuid: number } | undefined;
    if (visual) return rupteurVisual(visual.uuid);
    const psi = /^psi-(tp|vs|ss|int)-(pleine|predalle|poutrelles)\.png$/.exec(file);
    if (psi) return psiDrawing(psi[1]!, psi[2]!);
    const filter = ctx.db.prepare(`SELECT 1 FROM tool_filters WHERE bg_image = ? LIMIT 1`).get(file);
    return filter ? filterIllustration(file) : null;
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

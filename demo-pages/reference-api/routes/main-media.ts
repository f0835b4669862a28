import type { Hono } from 'hono';
import type { SiteScope } from '../http/route';
import { servePictures } from '../media/serve-pictures';
import { filterIllustration, psiDrawing, rupteurVisual } from '../media/pictures';
import { junctionSvg } from '../media/junction-svg';
import { configurationSpec } from '../thermal/junction-spec';

/**
 * `GET /media/download/{file}` (thermal-break-tool §7 'Images are fetched from…'): the pictures
 * the data set names — rupteur visuals, configuration drawings, question illustrations — drawn
 * as real PNG images, and each configuration's section as a vector drawing (`coupe-{id}.svg`,
 * sharp at any zoom). Public (an `<img>` sends no bearer); any other name is a 404 envelope.
 */
export function mainMediaRoutes(app: Hono, { ctx }: SiteScope): void {
  const draw = async (file: string): Promise<Buffer | string | null> => {
    const section = /^coupe-(\d{1,9})\.svg$/.exec(file);
    if (section) {
      const spec = await configurationSpec(ctx, Number(section[1]));
      return spec && junctionSvg(spec);
    }
    const visual = (await ctx.db.get(`SELECT uuid FROM rupteurs WHERE visual = ?`, [file])) as
      { uuid: number } | undefined;
    if (visual) return rupteurVisual(visual.uuid);
    const psi = /^psi-(tp|vs|ss|int)-(pleine|predalle|poutrelles)\.png$/.exec(file);
    if (psi) return psiDrawing(psi[1]!, psi[2]!);
    const filter = await ctx.db.get(`SELECT 1 FROM tool_filters WHERE bg_image = ? LIMIT 1`, [file]);
    return filter ? filterIllustration(file) : null;
  };

  servePictures(app, draw);
}

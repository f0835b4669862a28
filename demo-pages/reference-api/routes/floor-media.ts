import type { Hono } from 'hono';
import { SYSTEMS } from '../floor/catalogue';
import { packshot, packshotFile, positionsDrawing, POSITIONS_FILE } from '../floor/packshot';
import type { SiteScope } from '../http/route';
import { servePictures } from '../media/serve-pictures';

/**
 * `GET /media/download/{file}` on the floor site's API: the systems' packshots and the form's
 * schematic, drawn as real PNG images; any other name is a 404 envelope, as on the main site.
 */
export function floorMediaRoutes(app: Hono, _scope: SiteScope): void {
  servePictures(app, (file) => {
    if (file === POSITIONS_FILE) return positionsDrawing();
    const system = SYSTEMS.find((s) => packshotFile(s.slug) === file);
    return system ? packshot(system) : null;
  });
}

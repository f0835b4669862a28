import type { Hono } from 'hono';
import { createDevice, verifyDevice } from '@/src/contracts/account/device';
import { bearerOf } from '../auth/authenticate';
import { signDeviceToken } from '../auth/tokens';
import { unauthorized } from '../http/api-error';
import { route, type SiteScope } from '../http/route';

const UNKNOWN_DEVICE = 'Appareil non reconnu. Veuillez recharger la page.';

export function deviceRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  // Registering a known uuid again refreshes its description and issues a fresh token.
  route(app, scope, createDevice, async ({ body }) => {
    ctx.db
      .prepare(
        `INSERT INTO devices (uuid, browser, browser_version, os, created_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (uuid) DO UPDATE SET browser = excluded.browser, browser_version = excluded.browser_version, os = excluded.os`,
      )
      .run(body.uuid, body.browser, body.browserVersion, body.os, ctx.now());
    const token = await signDeviceToken(ctx, body.uuid);
    return { datas: { device: { ...body, token } }, message: '' };
  });

  route(app, scope, verifyDevice, ({ body, auth, c }) => {
    if (auth.deviceUuid !== body.uuid) throw unauthorized(UNKNOWN_DEVICE);
    const row = ctx.db
      .prepare(`SELECT uuid, browser, browser_version, os FROM devices WHERE uuid = ?`)
      .get(body.uuid) as { uuid: string; browser: string; browser_version: string; os: string };
    const token = bearerOf(c.req.header('authorization'))!;
    return {
      datas: {
        device: { uuid: row.uuid, browser: row.browser, browserVersion: row.browser_version, os: row.os, token },
      },
      message: '',
    };
  });
}

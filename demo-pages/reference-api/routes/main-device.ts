import type { Hono } from 'hono';
import { createDevice, verifyDevice, type Device } from '@/src/contracts/account/device';
import { bearerOf } from '../auth/authenticate';
import { signDeviceToken } from '../auth/tokens';
import { isRandomUuid, mintDeviceId } from '../devices/device-ids';
import { insertDevice, isKnownDeviceId, readDevice, replaceDevice, type DeviceRow } from '../devices/device-store';
import { ApiError, unauthorized } from '../http/api-error';
import { route, type SiteScope } from '../http/route';

const UNKNOWN_DEVICE = 'Appareil non reconnu. Veuillez recharger la page.';
const MALFORMED_DEVICE_ID =
  "Identifiant d'appareil non valide : c'est le serveur qui l'attribue. Veuillez recharger la page.";
const TAKEN_DEVICE_ID =
  "Cet identifiant d'appareil est déjà enregistré : c'est le serveur qui en attribue un nouveau. Veuillez recharger la page.";

const refused = (message: string) => new ApiError(400, message, { uuid: message });

const answer = (device: DeviceRow, token: string): { device: Device } => ({
  device: { uuid: device.uuid, browser: device.browser, browserVersion: device.browserVersion, os: device.os, token },
});

/**
 * The main site's device calls. The server mints device ids: a device's id opens the work its
 * browser made before logging in, so it must be unguessable, and whoever names an id must never
 * get a token for it.
 */
export function deviceRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  // A new bundle sends no uuid. One from before server-issued ids sends a random UUID of its own:
  // accepted once, as client-made, and replaced by a minted id at its next verification. Any
  // other id, or one ever registered, is refused: re-registering a known id would hand out its
  // token.
  route(app, scope, createDevice, async ({ body }) => {
    const { uuid, browser, browserVersion, os } = body;
    // Known first: a minted id sent back is refused as the registered id it is.
    if (uuid !== undefined && (await isKnownDeviceId(ctx, uuid))) throw refused(TAKEN_DEVICE_ID);
    if (uuid !== undefined && !isRandomUuid(uuid)) throw refused(MALFORMED_DEVICE_ID);
    const device: DeviceRow =
      uuid === undefined
        ? { uuid: mintDeviceId(), origin: 'server', browser, browserVersion, os }
        : { uuid, origin: 'client', browser, browserVersion, os };
    if (!(await insertDevice(ctx, device))) throw refused(TAKEN_DEVICE_ID);
    return { datas: answer(device, await signDeviceToken(ctx, device.uuid)), message: '' };
  });

  // A client-made device is answered with the minted device that replaces it (its work moved
  // there) and that device's token; the bundle keeps it, and the old id and token are dead.
  route(app, scope, verifyDevice, async ({ body, auth, c }) => {
    if (auth.deviceUuid !== body.uuid) throw unauthorized(UNKNOWN_DEVICE);
    const row = await readDevice(ctx, body.uuid);
    if (row?.origin === 'server') return { datas: answer(row, bearerOf(c.req.header('authorization'))!), message: '' };
    // No row: replaced since the bearer was checked, by a verification from another tab.
    const next = row && (await replaceDevice(ctx, row));
    if (!next) throw unauthorized(UNKNOWN_DEVICE);
    return { datas: answer(next, await signDeviceToken(ctx, next.uuid)), message: '' };
  });
}

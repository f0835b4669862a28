import type { ApiContext } from '../context';
import { mintDeviceId } from './device-ids';

/**
 * Who made a device's id: 'server' (minted, device-ids.ts) or 'client' (a random UUID sent by a
 * bundle from before server-issued ids, accepted for those bundles and replaced at its next
 * verification).
 */
export type DeviceOrigin = 'server' | 'client';

export interface DeviceRow {
  uuid: string;
  origin: DeviceOrigin;
  browser: string;
  browserVersion: string;
  os: string;
}

/**
 * Every column that names a device, as table and column: what a device's id opens. Replacing a
 * device moves them all; a test checks that no other column of the schema is called
 * `device_uuid`, so a new one cannot be forgotten here.
 */
export const DEVICE_ANCHORS = [
  { table: 'main_histories', column: 'device_uuid' },
  { table: 'sessions', column: 'device_uuid' },
] as const;

export function readDevice(ctx: ApiContext, uuid: string): DeviceRow | null {
  const row = ctx.db
    .prepare(`SELECT uuid, origin, browser, browser_version AS browserVersion, os FROM devices WHERE uuid = ?`)
    .get(uuid) as DeviceRow | undefined;
  return row ?? null;
}

/**
 * Whether an id was ever given to a device: registered now, or replaced by a minted one. A
 * replaced id is never registered again, so the tokens signed for it stay dead.
 */
export function isKnownDeviceId(ctx: ApiContext, uuid: string): boolean {
  const known = ctx.db
    .prepare(`SELECT 1 FROM devices WHERE uuid = ? UNION ALL SELECT 1 FROM retired_devices WHERE uuid = ?`)
    .get(uuid, uuid);
  return known !== undefined;
}

/** Adds a device; false when its id is taken (nothing is changed then). */
export function insertDevice(ctx: ApiContext, device: DeviceRow): boolean {
  const { changes } = ctx.db
    .prepare(
      `INSERT INTO devices (uuid, origin, browser, browser_version, os, created_at) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (uuid) DO NOTHING`,
    )
    .run(device.uuid, device.origin, device.browser, device.browserVersion, device.os, ctx.now());
  return changes === 1;
}

/**
 * Replaces a client-made device by a minted one, in one transaction: the new row, every anchor
 * moved to it (its unsaved searches, the sessions logged in from it), the old row deleted and
 * its id retired. The old id's tokens then name no device (auth/tokens.ts checks the row) and
 * never will again. Null when the old device is already gone (a concurrent replacement).
 */
export function replaceDevice(ctx: ApiContext, old: DeviceRow): DeviceRow | null {
  const next: DeviceRow = { ...old, uuid: mintDeviceId(), origin: 'server' };
  const replace = ctx.db.transaction((): boolean => {
    const { changes } = ctx.db.prepare(`DELETE FROM devices WHERE uuid = ?`).run(old.uuid);
    if (changes !== 1) return false;
    // 144 random bits do not collide; if they ever did, nothing is moved to another's device.
    if (!insertDevice(ctx, next)) throw new Error('a minted device id is already taken');
    for (const { table, column } of DEVICE_ANCHORS) {
      ctx.db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ?`).run(next.uuid, old.uuid);
    }
    ctx.db.prepare(`INSERT INTO retired_devices (uuid, retired_at) VALUES (?, ?)`).run(old.uuid, ctx.now());
    return true;
  });
  return replace() ? next : null;
}

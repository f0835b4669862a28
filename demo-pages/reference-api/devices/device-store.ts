import { inTransaction, type ApiContext } from '../context';
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

export async function readDevice(ctx: ApiContext, uuid: string): Promise<DeviceRow | null> {
  const row = (await ctx.db.get(
    `SELECT uuid, origin, browser, browser_version AS "browserVersion", os FROM devices WHERE uuid = ?`,
    [uuid],
  )) as DeviceRow | undefined;
  return row ?? null;
}

/**
 * Whether an id was ever given to a device: registered now, or replaced by a minted one. A
 * replaced id is never registered again, so the tokens signed for it stay dead.
 */
export async function isKnownDeviceId(ctx: ApiContext, uuid: string): Promise<boolean> {
  const known = await ctx.db.get(
    `SELECT 1 FROM devices WHERE uuid = ? UNION ALL SELECT 1 FROM retired_devices WHERE uuid = ?`,
    [uuid, uuid],
  );
  return known !== undefined;
}

/** Adds a device; false when its id is taken (nothing is changed then). */
export async function insertDevice(ctx: ApiContext, device: DeviceRow): Promise<boolean> {
  const { changes } = await ctx.db.run(
    `INSERT INTO devices (uuid, origin, browser, browser_version, os, created_at) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (uuid) DO NOTHING`,
    [device.uuid, device.origin, device.browser, device.browserVersion, device.os, ctx.now()],
  );
  return changes === 1;
}

/**
 * Replaces a client-made device by a minted one, in one transaction: the new row, every anchor
 * moved to it (its unsaved searches, the sessions logged in from it), the old row deleted and
 * its id retired. The old id's tokens then name no device (auth/tokens.ts checks the row) and
 * never will again. Null when the old device is already gone (a concurrent replacement).
 */
export async function replaceDevice(ctx: ApiContext, old: DeviceRow): Promise<DeviceRow | null> {
  const next: DeviceRow = { ...old, uuid: mintDeviceId(), origin: 'server' };
  const replaced = await inTransaction(ctx, async (ctx): Promise<boolean> => {
    const { changes } = await ctx.db.run(`DELETE FROM devices WHERE uuid = ?`, [old.uuid]);
    if (changes !== 1) return false;
    // 144 random bits do not collide; if they ever did, nothing is moved to another's device.
    if (!(await insertDevice(ctx, next))) throw new Error('a minted device id is already taken');
    for (const { table, column } of DEVICE_ANCHORS) {
      await ctx.db.run(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ?`, [next.uuid, old.uuid]);
    }
    await ctx.db.run(`INSERT INTO retired_devices (uuid, retired_at) VALUES (?, ?)`, [old.uuid, ctx.now()]);
    return true;
  });
  return replaced ? next : null;
}

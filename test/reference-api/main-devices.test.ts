import { randomUUID } from 'node:crypto';
import { createDevice, verifyDevice, type Device } from '@/src/contracts/account/device';
import { mainHistoryCreate, mainHistoryLoad, mainHistorySave } from '@/src/contracts/history/main';
import { DEVICE_ANCHORS } from '@/demo-pages/reference-api/devices/device-store';
import { logIn, newDevice, type MainApi } from '@/test/support/main-site';
import { expectFailure, expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import { partialSearch } from '@/test/support/thermal';

/**
 * Devices issued by the server: a device's id opens the thermal searches its browser made before
 * logging in, so the server mints it, never hands out a token for an id someone names, and moves
 * the devices whose id a client made (bundles from before) to minted ids.
 */

const UNKNOWN_DEVICE = 'Appareil non reconnu. Veuillez recharger la page.';
const MALFORMED = "Identifiant d'appareil non valide : c'est le serveur qui l'attribue. Veuillez recharger la page.";
const TAKEN =
  "Cet identifiant d'appareil est déjà enregistré : c'est le serveur qui en attribue un nouveau. Veuillez recharger la page.";
const firefox = { browser: 'Firefox', browserVersion: '128.0', os: 'Linux' };
const MINTED = /^[A-Za-z0-9_-]{24}$/;

let api: MainApi;
beforeEach(async () => {
  api = await startApi('main');
});

const deviceRow = async (uuid: string) =>
  (await api.ctx.db.get(`SELECT uuid, origin FROM devices WHERE uuid = ?`, [uuid])) as
    { uuid: string; origin: string } | undefined;
const deviceCount = async () => ((await api.ctx.db.get(`SELECT count(*) AS n FROM devices`)) as { n: number }).n;

/** A device as a bundle from before server-issued ids registered it: with its own random UUID. */
async function clientMadeDevice(): Promise<Device> {
  return expectOk(await api.call(createDevice, { body: { uuid: randomUUID(), ...firefox } })).datas.device;
}

/** An unsaved thermal search made with `token`'s device. */
async function unsavedSearch(token: string): Promise<number> {
  const filtersValue = await partialSearch(api);
  const body = { filtersValue, dataType: 'rup' as const };
  return expectOk(await api.call(mainHistoryCreate, { token, body })).datas.history.id;
}

describe('the server mints device ids', () => {
  it('of 144 random bits: 24 base64url characters, none a UUID, all different, no bit fixed', async () => {
    const devices = await Promise.all(Array.from({ length: 200 }, () => newDevice(api)));
    const ids = devices.map((d) => d.uuid);
    for (const id of ids) expect(id).toMatch(MINTED);
    expect(new Set(ids).size).toBe(ids.length);
    const bits = ids.map((id) =>
      [...Buffer.from(id, 'base64url')].flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> i) & 1)),
    );
    expect(bits.every((b) => b.length === 144)).toBe(true);
    // A timestamp, a counter or a constant part would leave some bit the same in all 200 ids
    // (by chance: a 2^-199 event per bit).
    const varying = Array.from({ length: 144 }, (_, i) => new Set(bits.map((b) => b[i])).size === 2);
    expect(varying.every(Boolean)).toBe(true);
    const ones = bits.flat().filter((bit) => bit === 1).length / (144 * 200);
    expect(ones).toBeGreaterThan(0.45);
    expect(ones).toBeLessThan(0.55);
  });

  it('and records them as minted', async () => {
    const { uuid } = await newDevice(api);
    expect(await deviceRow(uuid)).toEqual({ uuid, origin: 'server' });
  });

  it('never registers an id again: a minted one, a client-made one (400, no token)', async () => {
    for (const { uuid } of [await newDevice(api), await clientMadeDevice()]) {
      const before = await deviceCount();
      const failure = expectFailure(await api.call(createDevice, { body: { uuid, ...firefox } }), 400);
      expect(failure).toEqual({ success: false, message: TAKEN, error: { uuid: TAKEN } });
      expect(await deviceCount()).toBe(before);
    }
  });

  it.each([
    ['1', '1'],
    ['a', 'a'],
    ['5,000 characters', 'a'.repeat(5000)],
    ['empty', ''],
    ['a UUID v1', 'c232ab00-9414-11ec-b3c8-9e6bdeced846'],
    ['a UUID v4 in capitals', '3F2504E0-4F89-41D3-9A0C-0305E82C3301'],
    ['a UUID v4 of another variant', '3f2504e0-4f89-41d3-ca0c-0305e82c3301'],
    ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
    ['an id of the minted shape', 'AAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses a malformed id (%s): 400 with a French message, nothing registered', async (_, uuid) => {
    const before = await deviceCount();
    const failure = expectFailure(await api.call(createDevice, { body: { uuid, ...firefox } }), 400);
    expect(failure).toEqual({ success: false, message: MALFORMED, error: { uuid: MALFORMED } });
    expect(await deviceCount()).toBe(before);
  });

  it('still takes an unknown random UUID from an older bundle, recorded as client-made', async () => {
    const uuid = randomUUID();
    const { datas } = expectOk(await api.call(createDevice, { body: { uuid, ...firefox } }));
    expect(datas.device).toEqual({ uuid, ...firefox, token: expect.any(String) });
    expect(await deviceRow(uuid)).toEqual({ uuid, origin: 'client' });
  });
});

describe('a client-made device is replaced by a minted one at its verification', () => {
  it('answers the new device and token; the old id and token are dead', async () => {
    const old = await clientMadeDevice();
    const { datas } = expectOk(await api.call(verifyDevice, { token: old.token, body: { uuid: old.uuid } }));
    expect(datas.device).toEqual({ ...firefox, uuid: expect.stringMatching(MINTED), token: expect.any(String) });
    const next = datas.device;
    expect(next.token).not.toBe(old.token);
    expect(await deviceRow(old.uuid)).toBeUndefined();
    expect(await deviceRow(next.uuid)).toEqual({ uuid: next.uuid, origin: 'server' });

    const refused = expectFailure(await api.call(verifyDevice, { token: old.token, body: { uuid: old.uuid } }), 401);
    expect(refused.message).toBe(UNKNOWN_DEVICE);
    // Its id is never registered again: the old tokens, which name it, stay dead.
    const again = expectFailure(await api.call(createDevice, { body: { uuid: old.uuid, ...firefox } }), 400);
    expect(again.message).toBe(TAKEN);
    // The minted device verifies as itself from then on, with the same token.
    const verified = expectOk(await api.call(verifyDevice, { token: next.token, body: { uuid: next.uuid } }));
    expect(verified.datas.device).toEqual(next);
  });

  it('its unsaved searches move with it: the new token opens them, the old one nothing', async () => {
    const old = await clientMadeDevice();
    const other = await clientMadeDevice();
    const mine = [await unsavedSearch(old.token), await unsavedSearch(old.token)];
    const theirs = await unsavedSearch(other.token);
    const next = expectOk(await api.call(verifyDevice, { token: old.token, body: { uuid: old.uuid } })).datas.device;

    for (const id of mine) {
      expectOk(await api.call(mainHistoryLoad, { token: next.token, body: { id } }));
      expect(expectFailure(await api.call(mainHistoryLoad, { token: old.token, body: { id } }), 401).message).toBe(
        UNKNOWN_DEVICE,
      );
    }
    expectFailure(await api.call(mainHistoryLoad, { token: next.token, body: { id: theirs } }), 404);
    expectOk(await api.call(mainHistoryLoad, { token: other.token, body: { id: theirs } }));
  });

  it('a user logged in from it before still saves the searches it made', async () => {
    const old = await clientMadeDevice();
    const id = await unsavedSearch(old.token);
    const user = await logIn(api, SEED_ACCOUNTS.mainUpdated, old.token);
    expectOk(await api.call(verifyDevice, { token: old.token, body: { uuid: old.uuid } }));
    const saved = expectOk(await api.call(mainHistorySave, { token: user.token, body: { id, name: 'Chantier' } }));
    expect(saved.datas.history.id).toBe(id);
  });

  it('two tabs verifying it at once: one gets the minted device, the other a 401, never a 500', async () => {
    const old = await clientMadeDevice();
    const verify = () => api.call(verifyDevice, { token: old.token, body: { uuid: old.uuid } });
    const answers = await Promise.all([verify(), verify()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(await deviceCount()).toBe(1);
  });
});

test('every column that names a device is moved with it', async () => {
  const { db } = api.ctx;
  const all =
    db.dialect === 'postgres'
      ? await db.all<{ table: string; column: string }>(
          `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
            WHERE table_schema = current_schema()`,
        )
      : await db.all<{ table: string; column: string }>(
          `SELECT t.name AS "table", c.name AS "column" FROM sqlite_master t, pragma_table_info(t.name) c
            WHERE t.type = 'table'`,
        );
  const columns = all.filter((c) => /device/i.test(c.column)).map((c) => ({ table: c.table, column: c.column }));
  expect(columns).toEqual(expect.arrayContaining([...DEVICE_ANCHORS]));
  expect(columns).toHaveLength(DEVICE_ANCHORS.length);
});

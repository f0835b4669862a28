/** @jest-environment ./test/support/jsdom-environment.cjs */
import { getCarbonCluster, submitCarbonSimulation } from '@/src/contracts/carbon/tunnel';
import { getPasswordCriteria } from '@/src/contracts/account/password';
import { createRuntime } from '@/src/runtime/runtime';
import { BROWSER_KEY_ITEM, browserKeeper } from '@/src/session/browser-key';
import type { ChosenStorage, KeyValueStorage } from '@/src/session/storage';
import { startApi } from '@/test/support/reference-api';
import { freshSession, previewConfig, recordingFetch } from '@/test/support/runtime';
import { carbonAnswers } from '@/test/reference-api/access-world';

/**
 * The browser key: what a visitor makes on the floor and carbon sites before logging
 * in belongs to the browser that made it. The key is made once, kept in the session's storage,
 * and sent as `X-Ossature-Browser` on every call to the site's API; the main site sends none.
 */

const SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A page of `site` whose requests' browser keys are recorded. */
async function page(site: 'main' | 'carbone', api?: Awaited<ReturnType<typeof startApi>>) {
  const server = api ?? (await startApi(site));
  const keys: (string | null)[] = [];
  const http = recordingFetch(server.app, (request) => {
    keys.push(request.headers.get('x-ossature-browser'));
    return undefined;
  });
  const session = await freshSession();
  const runtime = createRuntime({ config: previewConfig(site), fetch: http.fetch, session });
  return { server, runtime, keys, session };
}

test('every call of a carbon page carries the same unguessable key; the main site sends none', async () => {
  const carbon = await page('carbone');
  await carbon.runtime.api.call(getPasswordCriteria);
  await carbon.runtime.api.call(getPasswordCriteria);
  expect(carbon.keys).toHaveLength(2);
  expect(carbon.keys[0]).toMatch(SHAPE);
  expect(carbon.keys[1]).toBe(carbon.keys[0]);
  expect(await carbon.session.browserKey()).toBe(carbon.keys[0]);

  const main = await page('main');
  await main.runtime.api.call(getPasswordCriteria).catch(() => undefined);
  expect(main.keys.every((key) => key === null)).toBe(true);
});

test("a visitor's cluster opens in the browser that made it, and in no other", async () => {
  const mine = await page('carbone');
  const made = await mine.runtime.api.call(submitCarbonSimulation, { body: carbonAnswers(null) });
  if (!made.ok) throw new Error(made.message);
  const params = { id: made.datas.cluster };
  expect((await mine.runtime.api.call(getCarbonCluster, { params })).ok).toBe(true);
  const other = await page('carbone', mine.server);
  await expect(other.runtime.api.call(getCarbonCluster, { params })).rejects.toMatchObject({ status: 404 });
});

/** A storage holding `stored`, whose writes may fail. */
function storage(stored: unknown, failWrites = false): ChosenStorage {
  const items = new Map<string, unknown>([[BROWSER_KEY_ITEM, stored]]);
  const kv: KeyValueStorage = {
    getItem: async <T>(key: string) => (items.get(key) ?? null) as T | null,
    setItem: async <T>(key: string, value: T) => {
      if (failWrites) throw new Error('QuotaExceededError');
      items.set(key, value);
      return value;
    },
    removeItem: async (key: string) => void items.delete(key),
  };
  return { storage: kv, driver: 'test' } as ChosenStorage;
}
const alone = <T>(task: () => Promise<T>) => task();

test('the stored key is kept; a missing or malformed one is made and stored once', async () => {
  const kept = 'k'.repeat(43);
  expect(await browserKeeper({ open: async () => storage(kept) }, alone).get()).toBe(kept);

  const chosen = storage('short');
  const keeper = browserKeeper({ open: async () => chosen }, alone);
  const made = await keeper.get();
  expect(made).toMatch(SHAPE);
  expect(await keeper.get()).toBe(made);
  expect(await chosen.storage.getItem(BROWSER_KEY_ITEM)).toBe(made);
});

test('where storage refuses, the key lives in memory for the page', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const refusing = browserKeeper({ open: async () => storage(null, true) }, alone);
  const made = await refusing.get();
  expect(made).toMatch(SHAPE);
  expect(await refusing.get()).toBe(made);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(await browserKeeper({ open: async () => null }, alone).get()).toMatch(SHAPE);
});

/** @jest-environment ./test/support/jsdom-environment.cjs */
import { randomUUID } from 'node:crypto';
import { createDevice, verifyDevice } from '@/src/contracts/account/device';
import { mainHistoryCreate, mainHistoryLoad } from '@/src/contracts/history/main';
import { createRuntime } from '@/src/runtime/runtime';
import type { StoredDevice } from '@/src/session/session-user';
import { expectOk, startApi } from '@/test/support/reference-api';
import { freshSession, previewConfig, recordingFetch } from '@/test/support/runtime';
import { answersOf } from '@/test/support/thermal';
import { turn } from '@/test/support/turn';

/**
 * The main site's device (account-layer §4, DESIGN.md §3 rule 6): at start, load the stored
 * device; if none, register one; verify it and register again if verification fails. Many
 * islands ask at once: one registration.
 */

const firefox = { browser: 'Firefox', browserVersion: '128', os: 'Linux' };

/** A main-site page starting with `stored` as the device kept from an earlier visit. */
async function startPage(stored: StoredDevice | null, api?: Awaited<ReturnType<typeof startApi>>) {
  const server = api ?? (await startApi('main'));
  const http = recordingFetch(server.app);
  const session = await freshSession();
  if (stored) session.setDevice(stored);
  const runtime = createRuntime({ config: previewConfig('plancher'), fetch: http.fetch, session });
  return { api: server, http, session, runtime };
}

/** An unsaved thermal search made with a device's bearer. */
async function unsavedSearch(api: Awaited<ReturnType<typeof startApi>>, token: string): Promise<number> {
  const filtersValue = await answersOf(api, 'rup', [
    ['plancher', 'int'],
    ['mur', 'banche'],
  ]);
  const body = { filtersValue, dataType: 'rup' as const };
  return expectOk(await api.call(mainHistoryCreate, { token, body })).datas.history.id;
}

/** Asks the reference API whether a device bearer is still recognised. */
async function serverKnows(api: Awaited<ReturnType<typeof startApi>>, device: StoredDevice) {
  return (await api.call(verifyDevice, { token: device.token, body: { uuid: device.uuid } })).ok;
}

it('a first visit registers one device, however many islands ask for it at once', async () => {
  const { api, http, session, runtime } = await startPage(null);
  await Promise.all(Array.from({ length: 5 }, () => runtime.device.ensure()));
  expect(http.count('/api/device/create')).toBe(1);
  const device = session.store.getState().device!;
  expect(device).toMatchObject({ uuid: expect.any(String), token: expect.any(String) });
  expect(await serverKnows(api, device)).toBe(true);
});

it('describes the browser it registers', async () => {
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    value: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  });
  const { session, runtime } = await startPage(null);
  await runtime.device.ensure();
  expect(session.store.getState().device).toMatchObject({ browser: 'Firefox', browserVersion: '128', os: 'Linux' });
  delete (navigator as { userAgent?: string }).userAgent; // back to jsdom's own
});

it('registers without a uuid: the id is the one the server minted', async () => {
  const api = await startApi('main');
  const bodies: unknown[] = [];
  const http = recordingFetch(api.app, async (request) => {
    if (new URL(request.url).pathname === '/api/device/create') bodies.push(await request.json());
    return undefined;
  });
  const session = await freshSession();
  const runtime = createRuntime({ config: previewConfig('main'), fetch: http.fetch, session });
  await runtime.device.ensure();
  expect(bodies).toEqual([{ browser: expect.any(String), browserVersion: expect.any(String), os: expect.any(String) }]);
  expect(session.store.getState().device?.uuid).toMatch(/^[\w-]{24}$/);
});

it('a stored device an older bundle made is swapped for the minted one that replaces it, with its searches', async () => {
  const api = await startApi('main');
  const stored = expectOk(await api.call(createDevice, { body: { uuid: randomUUID(), ...firefox } })).datas.device;
  const search = await unsavedSearch(api, stored.token);
  const http = recordingFetch(api.app);
  const session = await freshSession();
  session.setDevice(stored);
  const runtime = createRuntime({ config: previewConfig('main'), fetch: http.fetch, session });
  await runtime.device.ensure();
  const device = session.store.getState().device!;
  expect(device).toEqual({ ...stored, uuid: expect.stringMatching(/^[\w-]{24}$/), token: expect.any(String) });
  expect(device.token).not.toBe(stored.token);
  expect(http.count('/api/device/create')).toBe(0);
  expect(await serverKnows(api, device)).toBe(true);
  expect(await serverKnows(api, stored)).toBe(false);
  // The page's calls carry the new device's bearer, which opens the search made before.
  const reply = await runtime.api.call(mainHistoryLoad, { body: { id: search } });
  expect(reply).toMatchObject({ ok: true, datas: { history: { id: search } } });
  expect(http.requests.at(-1)?.authorization).toBe(`Bearer ${device.token}`);
  // Checked once per page load: no second verification, no second swap.
  await runtime.device.required();
  expect(http.count('/api/device/verify')).toBe(1);
});

it('a stored device the server knows is verified, not registered again', async () => {
  const api = await startApi('main');
  const stored = expectOk(await api.call(createDevice, { body: firefox })).datas.device;
  const { http, session, runtime } = await startPage(stored, api);
  await runtime.device.ensure();
  expect(http.count('/api/device/verify')).toBe(1);
  expect(http.count('/api/device/create')).toBe(0);
  expect(session.store.getState().device).toEqual(stored);
});

it('a device is checked once per page load: later asks (each login attempt) call nothing', async () => {
  const api = await startApi('main');
  const stored = expectOk(await api.call(createDevice, { body: firefox })).datas.device;
  const { http, runtime } = await startPage(stored, api);
  for (let i = 0; i < 3; i++) await runtime.device.required();
  expect(http.count('/api/device/verify')).toBe(1);

  const first = await startPage(null);
  for (let i = 0; i < 3; i++) await first.runtime.device.required();
  expect(first.http.count('/api/device/create')).toBe(1);
  expect(first.http.count('/api/device/verify')).toBe(0);
});

it('a stored device the server no longer knows is registered again, once', async () => {
  // Registered on another server (its database was reset since): the token is not recognised.
  const elsewhere = await startApi('main');
  const stale = expectOk(await elsewhere.call(createDevice, { body: firefox })).datas.device;
  const { api, http, session, runtime } = await startPage(stale);
  await Promise.all([runtime.device.ensure(), runtime.device.ensure()]);
  const device = session.store.getState().device!;
  expect(device.uuid).not.toBe(stale.uuid);
  expect(http.count('/api/device/create')).toBe(1);
  expect(await serverKnows(api, device)).toBe(true);
});

it('a call refused for its device renews it while a start-up verification is running, without a deadlock', async () => {
  const elsewhere = await startApi('main');
  const stale = expectOk(await elsewhere.call(createDevice, { body: firefox })).datas.device;
  const { http, session, runtime } = await startPage(stale);
  const reply = await runtime.api.call(verifyDevice, { body: { uuid: stale.uuid } });
  await runtime.device.ensure();
  expect(reply.ok).toBe(false);
  expect(session.store.getState().device?.uuid).not.toBe(stale.uuid);
  expect(http.count('/api/device/create')).toBe(1);
});

it('keeps the stored device when the network is down, for the next page to verify', async () => {
  const stored: StoredDevice = { uuid: 'kept', ...firefox, token: 'kept-token' };
  const session = await freshSession();
  session.setDevice(stored);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const runtime = createRuntime({
    config: previewConfig('main'),
    session,
    fetch: () => Promise.reject(new TypeError('fetch failed')),
  });
  await runtime.device.ensure();
  expect(session.store.getState().device).toEqual(stored);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('Device registration failed'), expect.anything());
  warn.mockRestore();
});

it('the floor and carbon sites register no device', async () => {
  const api = await startApi('plancher');
  const http = recordingFetch(api.app);
  const session = await freshSession();
  // Every timer the runtime sets (the idle-time fallback included) runs on Jest's clock.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    createRuntime({ config: previewConfig('plancher'), fetch: http.fetch, session });
    await jest.runAllTimersAsync();
    await turn();
  } finally {
    jest.useRealTimers();
  }
  expect(http.requests).toEqual([]);
});

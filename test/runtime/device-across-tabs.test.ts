/** @jest-environment ./test/support/jsdom-environment.cjs */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { createDevice, verifyDevice } from '@/src/contracts/account/device';
import { mainHistoryCreate, mainHistoryLoad } from '@/src/contracts/history/main';
import { createRuntime, type Runtime } from '@/src/runtime/runtime';
import { createSession, type Session, type TabLocks } from '@/src/session/session';
import { expectOk, startApi } from '@/test/support/reference-api';
import { previewConfig, recordingFetch } from '@/test/support/runtime';
import { cookieJar, waitForState, webLocks } from '@/test/support/session';
import { answersOf } from '@/test/support/thermal';

/**
 * A browser whose stored device an older bundle made (its own random UUID) opens two tabs of the
 * main site at once (a restored session): the first verification replaces the device by a
 * minted one, and the other tab must end on that one too, not register a device of its own over
 * it, or the searches made before would belong to a device no tab holds.
 */

const firefox = { browser: 'Firefox', browserVersion: '128', os: 'Linux' };
const sessions: Session[] = [];
let names = 0;

afterEach(() => {
  sessions.splice(0).forEach((s) => s.dispose());
});

async function browserWithClientMadeDevice(locks: TabLocks | null) {
  const api = await startApi('main');
  const old = expectOk(await api.call(createDevice, { body: { uuid: randomUUID(), ...firefox } })).datas.device;
  const filtersValue = await answersOf(api, 'rup', [
    ['plancher', 'int'],
    ['mur', 'banche'],
  ]);
  const search = expectOk(
    await api.call(mainHistoryCreate, { token: old.token, body: { filtersValue, dataType: 'rup' } }),
  ).datas.history.id;
  const http = recordingFetch(api.app);
  const config = { ...previewConfig('main'), storageName: `ossature-device-tabs-${++names}` };
  const jar = cookieJar();
  const openSession = () => {
    const session = createSession({ storageName: config.storageName, cookies: jar, tabStorage: null, locks });
    sessions.push(session);
    return session;
  };
  // The earlier visit that stored the device.
  const earlier = openSession();
  await earlier.ready;
  earlier.setDevice(old);
  await earlier.persisted();
  const openTab = (): Runtime => createRuntime({ config, fetch: http.fetch, session: openSession() });
  return { api, http, old, search, openTab };
}

it('two tabs verifying a client-made device at once both end on the minted device that replaced it', async () => {
  const { api, http, old, search, openTab } = await browserWithClientMadeDevice(webLocks());
  const [a, b] = [openTab(), openTab()];
  await Promise.all([a.device.ensure(), b.device.ensure()]);
  const device = a.session.store.getState().device!;
  expect(device.uuid).toMatch(/^[\w-]{24}$/);
  await waitForState(b.session, (s) => s.device?.uuid === device.uuid);
  expect(b.session.store.getState().device).toEqual(device);
  expect(http.count('/api/device/create')).toBe(0);
  expect((await api.call(verifyDevice, { token: old.token, body: { uuid: old.uuid } })).ok).toBe(false);
  for (const tab of [a, b]) {
    const reply = await tab.api.call(mainHistoryLoad, { body: { id: search } });
    expect(reply).toMatchObject({ ok: true, datas: { history: { id: search } } });
  }
});

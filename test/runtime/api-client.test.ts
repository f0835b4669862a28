/** @jest-environment ./test/support/jsdom-environment.cjs */
import { object, string } from 'superstruct';
import { createApiClient, type ApiClientOptions } from '@/src/api/client';
import { ContractError, HttpError, NetworkError, TimeoutError } from '@/src/api/errors';
import { defineCall, messages, success } from '@/src/contracts';
import { listClusters } from '@/src/contracts/history/carbon';
import { listSavedData } from '@/src/contracts/history/floor';
import { historyQuery } from '@/src/contracts/history/query';
import { createDevice, verifyDevice } from '@/src/contracts/account/device';
import { getPasswordCriteria, mainRequestReset } from '@/src/contracts/account/password';
import { mainGetProfile, toolsGetUser } from '@/src/contracts/account/profile';
import { mainLoginCheck, toolsLoginCheck, toolsLogout } from '@/src/contracts/account/session';
import { createRuntime } from '@/src/runtime/runtime';
import { mainSite } from '@/src/runtime/sites/main';
import type { Session } from '@/src/session/session';
import { revokeUserSessions } from '@/demo-pages/reference-api/auth/tokens';
import { SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import { reactIdle } from '@/test/support/react-idle';
import { failureResponse, freshSession, previewConfig, recordingFetch } from '@/test/support/runtime';
import { turn, until } from '@/test/support/turn';

/** The API client (DESIGN.md §4) against the reference API, in-process. */

const firefox = { browser: 'Firefox', browserVersion: '128', os: 'Linux' };
const { mainUpdated: sophie, tools: luc } = SEED_ACCOUNTS;

/** An answer whose headers come, then the start of a body that never ends. */
function stalledResponse(): Response {
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode('{"success":')),
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A main-site page: the client, its session and every request it made. */
async function mainPage(intercept?: Parameters<typeof recordingFetch>[1], extra: Partial<ApiClientOptions> = {}) {
  const api = await startApi('main');
  const http = recordingFetch(api.app, intercept);
  const session = await freshSession();
  const client = createApiClient({
    config: previewConfig('main'),
    session,
    fetch: http.fetch,
    anonymousBearer: mainSite.anonymousBearer,
    ...extra,
  });
  return { api, http, session, client };
}

/** Registers this browser and logs Sophie in, through the client, as the login popup does. */
async function logInOnMain(client: ReturnType<typeof createApiClient>, session: Session) {
  const device = await client.call(createDevice, { body: firefox });
  if (!device.ok) throw new Error(device.message);
  session.setDevice(device.datas.device);
  const login = await client.call(mainLoginCheck, { body: { username: sophie.email, password: sophie.password } });
  if (!login.ok) throw new Error(login.message);
  const { user } = login.datas;
  session.login({ ...user, refreshToken: null, updatedPassword: user.updated_password }, false);
  return { device: device.datas.device, user };
}

/** A floor-site page with Luc logged in (token and refresh token), wired as the runtime does. */
async function floorPageLoggedIn() {
  const api = await startApi('plancher');
  const http = recordingFetch(api.app);
  const session = await freshSession();
  const runtime = createRuntime({ config: previewConfig('plancher'), fetch: http.fetch, session });
  const login = await runtime.api.call(toolsLoginCheck, { body: { username: luc.email, password: luc.password } });
  if (!login.ok) throw new Error(login.message);
  const { user, token, refreshToken } = login.datas;
  session.login({ ...user, token, refreshToken, updatedPassword: true }, false);
  return { api, http, session, runtime };
}

describe('replies', () => {
  it('a success is validated and handed over with its datas and message', async () => {
    const { client, session } = await mainPage();
    const { user } = await logInOnMain(client, session);
    expect(user).toMatchObject({ email: sophie.email, firstname: 'Sophie', updated_password: true });
    const profile = await client.call(mainGetProfile, { body: {} });
    expect(profile).toMatchObject({ ok: true, status: 200, datas: { profile: { siret: '98765432100022' } } });
  });

  it('a wrong password is a refusal with the server message and the field to blame, not an error', async () => {
    const { client, session, http } = await mainPage();
    await logInOnMain(client, session);
    session.clearUser();
    const reply = await client.call(mainLoginCheck, { body: { username: sophie.email, password: 'pas-le-bon' } });
    expect(reply).toEqual({
      ok: false,
      status: 401,
      message: expect.stringMatching(/\S/),
      error: { password: 'Mot de passe incorrect' },
    });
    expect(http.count('/api/login-check')).toBe(2); // the good login, then this one: no retry
  });

  it('a wrong password with the real runtime neither renews the device nor tries the password twice', async () => {
    const api = await startApi('main');
    const http = recordingFetch(api.app);
    const session = await freshSession();
    const runtime = createRuntime({ config: previewConfig('main'), fetch: http.fetch, session });
    await runtime.device.ensure();
    const device = session.store.getState().device;
    expect(device).not.toBeNull();
    const reply = await runtime.api.call(mainLoginCheck, { body: { username: sophie.email, password: 'pas-le-bon' } });
    expect(reply).toMatchObject({ ok: false, status: 401, error: { password: 'Mot de passe incorrect' } });
    expect(session.store.getState().device).toEqual(device);
    expect(http.count('/api/login-check')).toBe(1);
    expect(http.count('/api/device/create')).toBe(1);
  });

  // An unknown address is no longer refused (it is answered as a known one: docs/security.md);
  // a partner address still is, with a 403 that judges the address, not the session.
  it('a password reset for a partner address is a 403 failure with the server message (spec §8)', async () => {
    const { client, session, http } = await mainPage();
    await logInOnMain(client, session);
    const reply = await client.call(mainRequestReset, { body: { username: SEED_ACCOUNTS.partner.email } });
    expect(reply).toMatchObject({ ok: false, status: 403, message: messages.PARTNER_MUST_USE_SSO });
    expect(session.store.getState().user?.email).toBe(sophie.email);
    expect(http.count('/reset/request')).toBe(1);
  });
});

describe('errors carry a French message for the user', () => {
  it("404 and above throw an HttpError, with the server's French reason when it sent its envelope", async () => {
    const { client } = await mainPage();
    const missing = defineCall({
      name: 'getNothing',
      method: 'GET',
      path: '/api/nothing',
      auth: 'public',
      answer: success(object({})),
    });
    const error = await client.call(missing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 404,
      callName: 'getNothing',
      userMessage: "Cette adresse n'existe pas sur l'API.",
    });
  });

  it('a 4xx without the envelope (a proxy page) gets the generic French message', async () => {
    const { client } = await mainPage(
      () => new Response('<h1>Not Found</h1>', { status: 404, headers: { 'content-type': 'text/html' } }),
    );
    await expect(client.call(createDevice, { body: firefox })).rejects.toMatchObject({
      name: 'HttpError',
      status: 404,
      userMessage: 'Une erreur est survenue. Veuillez réessayer.',
    });
  });

  it('a 500 says the service is unavailable', async () => {
    const { client } = await mainPage(() => failureResponse(500, 'boom'));
    await expect(client.call(createDevice, { body: firefox })).rejects.toMatchObject({
      name: 'HttpError',
      status: 500,
      userMessage: expect.stringContaining('momentanément indisponible'),
    });
  });

  it('a request that never reaches the server throws a NetworkError', async () => {
    const client = createApiClient({
      config: previewConfig('main'),
      session: await freshSession(),
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await client.call(createDevice, { body: firefox }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      callName: 'createDevice',
      userMessage: expect.stringContaining('Vérifiez votre connexion'),
    });
  });

  it('a server that never answers throws a TimeoutError after timeoutMs', async () => {
    let asked = 0;
    const client = createApiClient({
      config: previewConfig('main'),
      session: await freshSession(),
      timeoutMs: 50,
      fetch: () => (asked++, new Promise(() => undefined)),
    });
    // timeoutMs on Jest's clock.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let error: unknown;
    try {
      let settled = false;
      const call = client
        .call(createDevice, { body: firefox })
        .catch((e: unknown) => e)
        .finally(() => (settled = true));
      await until(() => asked === 1);
      jest.advanceTimersByTime(49);
      await turn();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      error = await call;
    } finally {
      jest.useRealTimers();
    }
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ userMessage: 'Le serveur met trop de temps à répondre. Veuillez réessayer.' });
  });

  it('a server that sends its headers, then never the end of the body, throws a TimeoutError too', async () => {
    const client = createApiClient({
      config: previewConfig('main'),
      session: await freshSession(),
      timeoutMs: 50,
      fetch: async () => stalledResponse(),
    });
    const error = await client.call(createDevice, { body: firefox }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ userMessage: 'Le serveur met trop de temps à répondre. Veuillez réessayer.' });
  });

  it('an action of several calls has one time limit, and its call in flight is aborted past it', async () => {
    const seen: AbortSignal[] = [];
    const answers: (() => void)[] = [];
    const { client } = await mainPage(
      (request) => {
        seen.push(request.signal);
        // The API answers when the test says (150 ms later on Jest's clock).
        return new Promise<undefined>((resolve) => answers.push(() => resolve(undefined)));
      },
      { timeoutMs: 250 },
    );
    const reset = { body: { username: sophie.email } };
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let error: unknown;
    try {
      const action = client.within('login', async (signal) => {
        await client.call(mainRequestReset, { ...reset, signal });
        await client.call(mainRequestReset, { ...reset, signal });
        return 'both answered';
      });
      await until(() => answers.length === 1);
      jest.advanceTimersByTime(150);
      answers[0]!();
      await until(() => answers.length === 2);
      expect(seen[1]!.aborted).toBe(false);
      jest.advanceTimersByTime(100); // 250 ms: the limit, the second call in flight
      error = await action.catch((e: unknown) => e);
    } finally {
      jest.useRealTimers();
    }
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ callName: 'login' });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.aborted).toBe(true);
  });

  it("a caller's abort is rethrown as it is, not as a timeout", async () => {
    const { client } = await mainPage(() => new Promise(() => undefined));
    const controller = new AbortController();
    const call = client.call(verifyDevice, { body: { uuid: 'x' }, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('an answer that breaks the contract throws a ContractError naming the call and the path', async () => {
    const { client } = await mainPage(() => Response.json({ success: true, message: '', error: null, datas: {} }));
    const error = await client
      .call(mainLoginCheck, { body: { username: sophie.email, password: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({
      callName: 'loginCheck',
      path: 'datas.user',
      userMessage: 'Une erreur est survenue. Veuillez réessayer.',
    });
    expect((error as Error).message).toMatch(/loginCheck.*datas\.user/);
  });

  it.each([
    ['a refusal that is not an envelope', () => Response.json({ erreur: 'non' }, { status: 400 })],
    ['a body that is not JSON', () => new Response('<html>Bad gateway</html>', { status: 200 })],
  ])('%s is a ContractError too', async (_, answer) => {
    const { client } = await mainPage(answer);
    await expect(client.call(createDevice, { body: firefox })).rejects.toBeInstanceOf(ContractError);
  });
});

describe('the bearer', () => {
  it('is the user token when logged in, else the device token (main site)', async () => {
    const { client, session, http } = await mainPage();
    const { device, user } = await logInOnMain(client, session);
    const loginRequest = http.requests.find((r) => r.path === '/api/login-check');
    expect(loginRequest?.authorization).toBe(`Bearer ${device.token}`);
    await client.call(mainGetProfile, { body: {} });
    expect(http.requests.at(-1)?.authorization).toBe(`Bearer ${user.token}`);
  });

  it('is never a device token on the floor and carbon sites', async () => {
    const api = await startApi('plancher');
    const http = recordingFetch(api.app);
    const session = await freshSession();
    session.setDevice({ uuid: 'u', ...firefox, token: 'device-token' });
    const client = createApiClient({ config: previewConfig('plancher'), session, fetch: http.fetch });
    await client.call(getPasswordCriteria);
    expect(http.requests[0]?.authorization).toBeNull();
  });

  it('never goes to another origin, even to the SSO domain', async () => {
    const sso = 'http://sso.localhost:8080';
    const { client, session, http } = await mainPage((request) =>
      request.url.startsWith(sso)
        ? Response.json({ success: true, message: '', error: null, datas: { token: 't' } })
        : undefined,
    );
    await logInOnMain(client, session);
    const ssoCall = defineCall({
      name: 'getSsoToken',
      method: 'GET',
      path: '/api/saml-login',
      auth: 'user',
      answer: success(object({ token: string() })),
    });
    const reply = await client.call(ssoCall, { base: sso });
    expect(reply.ok).toBe(true);
    expect(http.requests.at(-1)).toMatchObject({ url: `${sso}/api/saml-login`, authorization: null });
  });
});

describe('an expired or refused session', () => {
  it('ten calls meeting an expired token share one refresh, and all succeed with the new token', async () => {
    const { api, http, session, runtime } = await floorPageLoggedIn();
    const before = session.store.getState().user!;
    api.ctx.advance(61 * 60 * 1000);
    const replies = await Promise.all(Array.from({ length: 10 }, () => runtime.api.call(toolsGetUser)));
    expect(replies.every((r) => r.ok)).toBe(true);
    expect(http.count('/api/token/refresh/')).toBe(1);
    const after = session.store.getState().user!;
    expect(after.token).not.toBe(before.token);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(http.count('/api/user/')).toBe(20); // each call: the expired attempt, then one retry
  });

  it('a refused refresh (the session ended elsewhere) logs out and retries the request once', async () => {
    const { http, session, runtime } = await floorPageLoggedIn();
    await runtime.api.call(toolsLogout, { body: {} }); // e.g. "Se déconnecter" in another browser
    const reply = await runtime.api.call(toolsGetUser);
    expect(reply).toMatchObject({ ok: false, status: 401 });
    expect(session.store.getState().user).toBeNull();
    expect(http.count('/api/token/refresh/')).toBe(1);
    expect(http.count('/api/user/')).toBe(2);
    expect(http.requests.at(-1)?.authorization).toBeNull();
  });

  it('a lost login is told once (onSessionExpired), however many calls were refused at once', async () => {
    const onSessionExpired = jest.fn();
    const { api, client, session } = await mainPage(undefined, { onSessionExpired });
    const { user } = await logInOnMain(client, session);
    await revokeUserSessions(api.ctx, user.id); // e.g. the password changed on another device
    const replies = await Promise.all([1, 2, 3].map(() => client.call(mainGetProfile, { body: {} })));
    expect(replies.map((reply) => reply.status)).toEqual([401, 401, 401]);
    expect(session.store.getState().user).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a runtime that is not the page one opens no overlay when the session is lost (it would outlive the test)', async () => {
    const { runtime } = await floorPageLoggedIn();
    await runtime.api.call(toolsLogout, { body: {} });
    await runtime.api.call(toolsGetUser);
    expect(runtime.session.store.getState().user).toBeNull();
    await turn();
    await reactIdle();
    expect(document.querySelector('[data-ossature-overlays]')).toBeNull();
  });

  it('a server that always answers 401 gets exactly two requests, never a loop', async () => {
    const { client, session, http } = await mainPage((request) =>
      new URL(request.url).pathname === '/api/user/get-profile'
        ? failureResponse(401, 'Votre session a expiré.')
        : undefined,
    );
    await logInOnMain(client, session);
    const reply = await client.call(mainGetProfile, { body: {} });
    expect(reply).toEqual({ ok: false, status: 401, message: 'Votre session a expiré.', error: null });
    expect(http.count('/api/user/get-profile')).toBe(2);
    expect(session.store.getState().user).toBeNull();
  });

  it('a device refused on a device call is renewed once, then the call retried once', async () => {
    const api = await startApi('main');
    const http = recordingFetch(api.app);
    const session = await freshSession();
    const renewDevice = jest.fn(async () => undefined);
    const client = createApiClient({
      config: previewConfig('main'),
      session,
      fetch: http.fetch,
      anonymousBearer: mainSite.anonymousBearer,
      renewDevice,
    });
    session.setDevice({ uuid: 'gone', ...firefox, token: 'stale-device-token' });
    const reply = await client.call(verifyDevice, { body: { uuid: 'gone' } });
    expect(reply).toMatchObject({ ok: false, status: 401 });
    expect(renewDevice).toHaveBeenCalledTimes(1);
    expect(http.count('/api/device/verify')).toBe(2);
  });

  it('a 401 on a public call is a failure reply and keeps the user logged in', async () => {
    const { http, session, runtime } = await floorPageLoggedIn();
    const reply = await runtime.api.call(toolsLoginCheck, { body: { username: luc.email, password: 'pas-le-bon' } });
    expect(reply).toMatchObject({ ok: false, status: 401, message: expect.stringMatching(/\S/) });
    expect(session.store.getState().user?.email).toBe(luc.email);
    expect(http.count('/api/login-check')).toBe(2); // the first login, then this refused one alone
    expect(http.count('/api/token/refresh/')).toBe(0);
  });
});

describe('query strings (the history filters)', () => {
  it('appends the query string built by historyQuery: set parameters trimmed and encoded, empty ones left out', async () => {
    const { http, runtime } = await floorPageLoggedIn();
    const reply = await runtime.api.call(listSavedData, {
      query: historyQuery({
        order: 'ASC',
        type: 'solution',
        title: ' Durand & co',
        zip: '',
        projectCode: null,
        floor: undefined,
      }),
    });
    expect(reply.ok).toBe(true);
    const url = new URL(http.requests.at(-1)!.url);
    expect(url.pathname).toBe('/api/configurator/saved-data/');
    expect(url.search).toBe('?order=ASC&type=solution&title=Durand+%26+co');
    expect(reply).toMatchObject({ ok: true, datas: { data: [] } });
  });

  it('sends no question mark when nothing is set', async () => {
    const { http, runtime } = await floorPageLoggedIn();
    await runtime.api.call(listSavedData, { query: historyQuery({ title: '  ' }) });
    await runtime.api.call(listSavedData);
    expect(http.requests.slice(-2).map((r) => r.url)).toEqual([
      'http://api.plancher.localhost:8080/api/configurator/saved-data/',
      'http://api.plancher.localhost:8080/api/configurator/saved-data/',
    ]);
  });

  it('keeps the query when a refused token is refreshed and the call retried', async () => {
    const { http, runtime, session } = await floorPageLoggedIn();
    const { user } = session.store.getState();
    session.login({ ...user!, token: 'expired-token' }, false);
    const reply = await runtime.api.call(listSavedData, { query: '?order=ASC' });
    expect(reply.ok).toBe(true);
    const tries = http.requests.filter((r) => r.path === '/api/configurator/saved-data/');
    expect(tries.map((r) => new URL(r.url).search)).toEqual(['?order=ASC', '?order=ASC']);
  });

  it('the carbon history filters by system type through the query', async () => {
    const api = await startApi('carbone');
    const http = recordingFetch(api.app);
    const session = await freshSession();
    const runtime = createRuntime({ config: previewConfig('carbone'), fetch: http.fetch, session });
    const login = await runtime.api.call(toolsLoginCheck, { body: { username: luc.email, password: luc.password } });
    if (!login.ok) throw new Error(login.message);
    session.login(
      { ...login.datas.user, token: login.datas.token, refreshToken: login.datas.refreshToken, updatedPassword: true },
      false,
    );
    const reply = await runtime.api.call(listClusters, {
      query: historyQuery({ systemType: 'predalle', order: 'ASC' }),
    });
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.datas.clusters.map((c) => c.name)).toEqual(['Groupe scolaire Jean-Moulin', 'Résidence Les Tilleuls']);
  });
});

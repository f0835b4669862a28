/** @jest-environment ./test/support/jsdom-environment.cjs */
import { login, requestReset, setNewPassword } from '@/features/account/login/login-flow';
import { leaveAfterLogout, logoutEverywhere } from '@/features/account/logout-flow';
import { navigation } from '@/src/runtime/navigation';
import { toolsGetUser } from '@/src/contracts/account/profile';
import { toolsLogout } from '@/src/contracts/account/session';
import type { Runtime } from '@/src/runtime/runtime';
import { startPage } from '@/test/support/islands';
import { SEED_ACCOUNTS } from '@/test/support/reference-api';
import { failureResponse } from '@/test/support/runtime';
import { turn, until } from '@/test/support/turn';

const MAIN_FIRST = SEED_ACCOUNTS.mainFirstLogin;
const MAIN = SEED_ACCOUNTS.mainUpdated;
const TOOLS = SEED_ACCOUNTS.tools;

describe('main site login', () => {
  it('a first login is kept and asks for a new password, which then unlocks the session', async () => {
    const { runtime } = await startPage('main');
    expect(await login(runtime, MAIN_FIRST)).toEqual({ kind: 'new-password' });
    expect(runtime.session.store.getState().user).toMatchObject({ firstname: 'Jean', updatedPassword: false });

    expect(await setNewPassword(runtime, 'court', 'court')).toMatchObject({ kind: 'refused' });
    expect(await setNewPassword(runtime, 'Chantier-2026', 'Chantier-2026')).toEqual({
      kind: 'done',
      toast: 'Votre mot de passe a bien été modifié',
    });
    expect(runtime.session.store.getState().user?.updatedPassword).toBe(true);
  });

  it('registers the device first, then logs in with its bearer', async () => {
    const { runtime, recorder } = await startPage('main');
    expect(await login(runtime, MAIN)).toEqual({ kind: 'done', toast: 'Vous êtes maintenant connecté' });
    const paths = recorder.requests.map((r) => r.path);
    expect(paths.indexOf('/api/device/create')).toBeLessThan(paths.indexOf('/api/login-check'));
    const loginRequest = recorder.requests.find((r) => r.path === '/api/login-check')!;
    expect(loginRequest.authorization).toBe(`Bearer ${runtime.session.store.getState().device!.token}`);
  });

  it('checks the device once per page load, not before every attempt', async () => {
    const { runtime, recorder } = await startPage('main');
    await login(runtime, { email: MAIN.email, password: 'pas-le-bon' });
    await login(runtime, { email: MAIN.email, password: 'toujours-pas' });
    expect(await login(runtime, MAIN)).toMatchObject({ kind: 'done' });
    expect(recorder.count('/api/login-check')).toBe(3);
    expect(recorder.count('/api/device/create')).toBe(1);
    expect(recorder.count('/api/device/verify')).toBe(0);
  });

  it("says 'Mot de passe incorrect' on the password field and keeps the visitor logged out", async () => {
    const { runtime } = await startPage('main');
    expect(await login(runtime, { email: MAIN.email, password: 'pas-le-bon' })).toEqual({
      kind: 'refused',
      fields: { password: 'Mot de passe incorrect' },
    });
    expect(runtime.session.store.getState().user).toBeNull();
  });

  it('shows the server message for a partner address instead of a wrong-password message', async () => {
    const { runtime } = await startPage('main');
    const outcome = await login(runtime, { email: SEED_ACCOUNTS.partner.email, password: 'x' });
    expect(outcome).toMatchObject({ kind: 'refused', toast: expect.stringContaining('connexion unique') });
  });

  // The server answers an unknown address as a known one (docs/security.md): nothing tells them apart.
  it('forgot password: an unknown address gets the server message, as a known one does, and no mail', async () => {
    const { runtime, api } = await startPage('main');
    expect(await requestReset(runtime, 'personne@exemple.fr')).toEqual({
      kind: 'done',
      toast: 'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un mot de passe provisoire.',
    });
    expect(await api.outbox()).toHaveLength(0);
  });

  it('forgot password: a known address gets the server message and a mail', async () => {
    const { runtime, api } = await startPage('main');
    expect(await requestReset(runtime, MAIN.email)).toEqual({
      kind: 'done',
      toast: 'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un mot de passe provisoire.',
    });
    expect((await api.outbox())[0]?.to).toBe(MAIN.email);
  });
});

describe('floor and carbon login', () => {
  it("logs in and keeps 'Se souvenir de moi'", async () => {
    const { runtime } = await startPage('plancher');
    expect(await login(runtime, { ...TOOLS, remember: true })).toEqual({
      kind: 'done',
      toast: 'Vous êtes maintenant connecté',
    });
    const state = runtime.session.store.getState();
    expect(state.remember).toBe(true);
    expect(state.user).toMatchObject({ firstname: 'Luc', refreshToken: expect.any(String) });
  });

  it('shows the server error in a toast', async () => {
    const { runtime } = await startPage('carbone');
    expect(await login(runtime, { email: TOOLS.email, password: 'faux' })).toEqual({
      kind: 'refused',
      toast: 'Identifiants invalides.',
    });
  });

  it('tells a user whose account is not activated yet', async () => {
    const { runtime } = await startPage('plancher');
    const outcome = await login(runtime, SEED_ACCOUNTS.toolsNotActivated);
    expect(outcome).toMatchObject({ kind: 'refused', toast: expect.stringContaining('pas encore activé') });
  });

  it('a network failure becomes a French toast, not an exception', async () => {
    const { runtime } = await startPage('plancher', {
      intercept: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await login(runtime, TOOLS)).toEqual({
      kind: 'refused',
      toast: 'Connexion impossible. Vérifiez votre connexion internet puis réessayez.',
    });
  });
});

describe('a slow server', () => {
  const TOO_LONG = 'Le serveur met trop de temps à répondre. Veuillez réessayer.';
  afterEach(() => jest.useRealTimers());

  /**
   * Each of `paths` held until the test lets the reference API answer it (`answer(path)`), the time
   * between on Jest's clock; `answered(path)` once the reference API has answered.
   */
  function heldServer(paths: string[]) {
    const gates = new Map<string, () => void>();
    const done = new Set<string>();
    let app: { fetch(request: Request): Response | Promise<Response> } | null = null;
    return {
      bind: (page: { api: { app: NonNullable<typeof app> } }) => (app = page.api.app),
      intercept: (request: Request) => {
        const path = new URL(request.url).pathname;
        if (!paths.includes(path)) return undefined;
        return new Promise<void>((resolve) => gates.set(path, resolve))
          .then(() => app!.fetch(request))
          .then((response) => (done.add(path), response));
      },
      asked: (path: string) => gates.has(path),
      answer: (path: string) => gates.get(path)!(),
      answered: (path: string) => done.has(path),
    };
  }

  it.each([
    ['login', (runtime: Runtime) => login(runtime, MAIN), '/api/login-check'],
    ['forgot password', (runtime: Runtime) => requestReset(runtime, MAIN.email), '/reset/request'],
  ])(
    'main site %s: the device and the call each answer within the limit, but not both: one limit for the whole, and nothing late',
    async (_, act, path) => {
      // Each call alone is within the limit (350 ms of 500); chained, they are not.
      const server = heldServer(['/api/device/create', path]);
      const page = await startPage('main', { timeoutMs: 500, intercept: server.intercept });
      server.bind(page);
      const { runtime, recorder } = page;
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      let settled = false;
      const outcome = act(runtime).finally(() => (settled = true));
      await until(() => server.asked('/api/device/create'));
      jest.advanceTimersByTime(350);
      server.answer('/api/device/create');
      await until(() => server.asked(path));
      jest.advanceTimersByTime(149);
      await turn();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await outcome).toEqual({ kind: 'refused', toast: TOO_LONG });
      // The call cut short is not acted on when its answer comes (350 ms after it was asked).
      jest.advanceTimersByTime(200);
      server.answer(path);
      await until(() => server.answered(path));
      await turn();
      expect(runtime.session.store.getState().user).toBeNull();
      expect(recorder.count(path)).toBeLessThanOrEqual(1);
    },
  );
});

describe('main site login without a device', () => {
  it.each([
    [
      'the network drops',
      () => {
        throw new TypeError('Failed to fetch');
      },
      /Vérifiez votre connexion/,
    ],
    [
      'the answer breaks the contract',
      () => Response.json({ success: true, message: '', error: null, datas: {} }),
      /Une erreur est survenue/,
    ],
  ])('says why when %s, and never blames the password', async (_, fail, message) => {
    const { runtime, recorder } = await startPage('main', {
      intercept: (request) => (new URL(request.url).pathname === '/api/device/create' ? fail() : undefined),
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await login(runtime, MAIN);
    expect(outcome).toEqual({ kind: 'refused', toast: expect.stringMatching(message) });
    expect(recorder.count('/api/login-check')).toBe(0);
    expect(await requestReset(runtime, MAIN.email)).toEqual({ kind: 'refused', toast: expect.stringMatching(message) });
    expect(recorder.count('/reset/request')).toBe(0);
  });
});

describe('logout', () => {
  it('ends the session on the server and here', async () => {
    const { runtime, api } = await startPage('plancher');
    await login(runtime, TOOLS);
    const token = runtime.session.store.getState().user!.token;
    expect(await logoutEverywhere(runtime)).toBe(true);
    expect(runtime.session.store.getState().user).toBeNull();
    const after = await api.call(toolsGetUser, { token });
    expect(after.status).toBe(401);
  });

  it('keeps the visitor logged in when the server cannot be reached', async () => {
    let online = true;
    const { runtime } = await startPage('plancher', {
      intercept: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    await login(runtime, TOOLS);
    online = false;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await logoutEverywhere(runtime)).toBe(false);
    expect(runtime.session.store.getState().user).not.toBeNull();
  });

  it('keeps the visitor logged in when the server refuses the logout (other than a lost session)', async () => {
    let refuse = false;
    const { runtime } = await startPage('plancher', {
      intercept: (request) =>
        refuse && new URL(request.url).pathname === '/api/logout/'
          ? failureResponse(400, 'Requête invalide.')
          : undefined,
    });
    await login(runtime, TOOLS);
    refuse = true;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await logoutEverywhere(runtime)).toBe(false);
    expect(runtime.session.store.getState().user).not.toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Logout refused (400)'));
  });

  it('a session the server had already ended is a logout too', async () => {
    const { runtime, api } = await startPage('plancher');
    await login(runtime, TOOLS);
    const token = runtime.session.store.getState().user!.token;
    await api.call(toolsLogout, { token, body: {} });
    expect(await logoutEverywhere(runtime)).toBe(true);
    expect(runtime.session.store.getState().user).toBeNull();
  });

  it("reloads on '/' and goes to '/' from anywhere else", () => {
    const reload = jest.spyOn(navigation, 'reload').mockImplementation(() => undefined);
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    leaveAfterLogout('/');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
    leaveAfterLogout('/espace-personnel/');
    expect(assign).toHaveBeenCalledWith('/');
  });
});

/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor } from '@testing-library/dom';
import { navigation } from '@/src/runtime/navigation';
import { fromMainUser } from '@/src/session/user-mapping';
import { mainLogout } from '@/src/contracts/account/session';
import personalSpace from '@/widgets/personal-space';
import { cleanUp, mount, overlays } from '@/test/support/dom';
import { confirmRefusedLogout } from '@/test/support/logout';
import { holdAnswers } from '@/test/support/hold';
import { startPage } from '@/test/support/islands';
import { clearToasts } from '@/test/support/toasts';
import { logIn } from '@/test/support/main-site';
import { expectOk, SEED_ACCOUNTS } from '@/test/support/reference-api';
import { failureResponse } from '@/test/support/runtime';
import { person, type Person } from '@/test/support/user';

const SOPHIE = SEED_ACCOUNTS.mainUpdated;
let assign: jest.SpyInstance;
let user: Person;

beforeEach(() => {
  user = person();
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  history.replaceState(null, '', '/espace-personnel/');
});

afterEach(async () => {
  cleanUp();
  await clearToasts();
  jest.restoreAllMocks();
  history.replaceState(null, '', '/');
});

/** The personal-space page with Sophie's real login in the session. */
async function loggedInPage(options: Parameters<typeof startPage>[1] = {}) {
  const page = await startPage('main', options);
  const mainUser = await logIn(page.api, SOPHIE);
  page.session.login(fromMainUser(mainUser), false);
  return { ...page, mainUser };
}

describe('the personal space, without a valid login', () => {
  it("sends a logged-out visitor to '/' without calling the API", async () => {
    const { recorder } = await startPage('main');
    const space = await mount(personalSpace);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(recorder.count('/api/user/verify')).toBe(0);
    expect(space.queryByText(/Bienvenue/)).not.toBeInTheDocument();
  });

  it("sends a visitor whose token was revoked to '/', and forgets the stored login", async () => {
    const { api, recorder, session, mainUser } = await loggedInPage();
    expectOk(await api.call(mainLogout, { token: mainUser.token, body: {} }));
    history.replaceState(null, '', '/espace-personnel/#/historique');
    const space = await mount(personalSpace);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(recorder.count('/api/user/verify')).toBeGreaterThanOrEqual(1);
    expect(session.store.getState().user).toBeNull();
    expect(space.queryByText('Historique de mes calculs')).not.toBeInTheDocument();
  });

  it('waits for the verification before showing anything', async () => {
    const hold = holdAnswers('/api/user/verify');
    hold.bind(await loggedInPage({ intercept: hold.intercept }));
    const space = await mount(personalSpace);
    expect((await space.findByRole('status')).textContent).toContain('Vérification de votre session');
    expect(space.queryByText(/Bienvenue/)).not.toBeInTheDocument();
    hold.release();
    expect(await space.findByRole('heading', { name: 'Bienvenue Sophie Bernard' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the visitor when the server cannot be reached, and offers to try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    await loggedInPage({
      intercept: (request) => {
        if (down && new URL(request.url).pathname === '/api/user/verify') throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    const space = await mount(personalSpace);
    expect((await space.findByRole('alert')).textContent).toContain('Connexion impossible');
    expect(assign).not.toHaveBeenCalled();
    down = false;
    await user.click(space.getByRole('button', { name: 'Réessayer' }));
    expect(await space.findByRole('heading', { name: 'Bienvenue Sophie Bernard' })).toBeInTheDocument();
  });
});

describe('the personal space, logged in', () => {
  it('greets the user and opens the profile popup', async () => {
    await loggedInPage();
    const space = await mount(personalSpace);
    expect(await space.findByRole('heading', { name: 'Bienvenue Sophie Bernard' })).toBeInTheDocument();
    expect(space.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('aria-current', 'page');
    // The action's wording is the thermal-break spec's (§2); the popup keeps its own title.
    await user.click(space.getByRole('button', { name: 'Gérer mes infos personnelles' }));
    const dialog = await overlays();
    expect(await dialog.findByRole('heading', { name: 'Données personnelles' })).toBeInTheDocument();
    await waitFor(() => expect((dialog.getByLabelText('Prénom') as HTMLInputElement).value).toBe('Sophie'));
    expect(assign).not.toHaveBeenCalled();
  });

  it("moves to the history tab and back with the hash ('#/historique')", async () => {
    await loggedInPage();
    const space = await mount(personalSpace);
    await user.click(await space.findByRole('link', { name: 'Voir mon historique' }));
    expect(location.hash).toBe('#/historique');
    const heading = await space.findByRole('heading', { name: 'Historique de mes calculs' });
    // Sophie's saved simulations (the list itself: main-history.test.tsx).
    expect(await space.findByText('6 simulation(s)')).toBeInTheDocument();
    expect(space.getByRole('link', { name: 'Historique' })).toHaveAttribute('aria-current', 'page');
    // The new view's heading takes the focus the vanished link had.
    await waitFor(() => expect(space.host.shadowRoot!.activeElement).toBe(heading));

    await user.click(space.getByRole('link', { name: 'Mon espace' }));
    expect(await space.findByRole('heading', { name: 'Bienvenue Sophie Bernard' })).toBeInTheDocument();
    expect(location.hash).toBe('#/');
  });

  it("opens '#/historique' directly", async () => {
    await loggedInPage();
    history.replaceState(null, '', '/espace-personnel/#/historique');
    const space = await mount(personalSpace);
    expect(await space.findByRole('heading', { name: 'Historique de mes calculs' })).toBeInTheDocument();
    expect(space.getByRole('region', { name: 'Historique de mes calculs' })).toBeInTheDocument();
  });

  it("asks before logging out, then leaves for '/'", async () => {
    const { session } = await loggedInPage();
    const space = await mount(personalSpace);
    await user.click(await space.findByRole('button', { name: 'Me déconnecter' }));
    const dialog = await overlays();
    expect(await dialog.findByText('Êtes-vous sûr de vouloir vous déconnecter ?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Oui, me déconnecter' }));
    await waitFor(() => expect(session.store.getState().user).toBeNull());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(new Set(assign.mock.calls.map(([url]) => url))).toEqual(new Set(['/']));
  });

  it("says 'Une erreur est survenue' when the logout fails, and keeps the visitor logged in on the page", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session } = await loggedInPage({
      intercept: (request) =>
        new URL(request.url).pathname === '/api/logout' ? failureResponse(500, 'Erreur interne') : undefined,
    });
    const space = await mount(personalSpace);
    await confirmRefusedLogout(space, user);
    expect(session.store.getState().user).toMatchObject({ firstname: 'Sophie' });
    expect(space.getByRole('heading', { name: 'Bienvenue Sophie Bernard' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('logout: HTTP 500'));
  });

  it("leaves for '/' when another tab logs out", async () => {
    const { session } = await loggedInPage();
    const space = await mount(personalSpace);
    await space.findByRole('heading', { name: 'Bienvenue Sophie Bernard' });
    session.clearUser();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });
});

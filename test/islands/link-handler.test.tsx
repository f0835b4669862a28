/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor } from '@testing-library/dom';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { confirmEmail, updateEmail } from '@/src/contracts/account/email';
import { enableAccount, register } from '@/src/contracts/account/register';
import linkHandler from '@/widgets/link-handler';
import { LinkHandler } from '@/widgets/link-handler/link-handler';
import { cleanUp, mount, overlays } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { clearToasts } from '@/test/support/toasts';
import { expectOk, SEED_ACCOUNTS } from '@/test/support/reference-api';
import {
  HOUR,
  linkBody,
  loginSeededUser,
  mailedUrl,
  storedUser,
  toolsRegistration,
  type Api,
} from '@/test/support/tools-flows';
import { person, type Person } from '@/test/support/user';
import { reactIdle } from '@/test/support/react-idle';

let user: Person;
beforeEach(() => {
  user = person();
});
afterEach(() => {
  cleanUp();
  history.replaceState(null, '', '/');
});

const ENABLE = '/api/account/enable/';
const CONFIRM = '/api/user/email/confirm/';

/** Opens the page a mailed link points to (same path and query, on this test page's origin). */
function open(url: URL | string) {
  const target = typeof url === 'string' ? new URL(url, location.origin) : url;
  history.replaceState(null, '', target.pathname + target.search);
}

type Page = Awaited<ReturnType<typeof mount>>;

/** The result shown once the spinner (itself a status) is gone. */
async function shown(page: Page, role: 'status' | 'alert'): Promise<HTMLElement> {
  return waitFor(() => {
    expect(page.queryByText('Vérification du lien en cours')).not.toBeInTheDocument();
    return page.getByRole(role);
  });
}

/** Registers Alice through the API: her activation mail is in the outbox. */
async function registerAlice(api: Api, overrides: Record<string, unknown> = {}) {
  const body = toolsRegistration(overrides);
  expectOk(await api.call(register, { body }));
  return String(body.email);
}

describe('account activation', () => {
  it('activates the account: a spinner, then the server message as a success, a toast and the login button', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api, recorder } = await startPage('plancher', {
      intercept: (request) =>
        new URL(request.url).pathname === ENABLE
          ? (held.then(() => undefined) as unknown as Promise<Response>)
          : undefined,
    });
    const email = await registerAlice(api);
    open(await mailedUrl(api, email));
    const page = await mount(linkHandler);
    expect(await page.findByText('Vérification du lien en cours')).toBeInTheDocument();
    release();

    const status = await shown(page, 'status');
    expect(status.textContent).toBe('Votre compte est maintenant activé. Vous pouvez vous connecter.');
    expect(
      await (await overlays()).findByText('Votre compte est maintenant activé. Vous pouvez vous connecter.'),
    ).toBeInTheDocument();
    expect((await storedUser(api, email))?.activated_at).not.toBeNull();
    expect(recorder.count(ENABLE)).toBe(1);

    await user.click(page.getByRole('button', { name: 'Me connecter' }));
    expect(await (await overlays()).findByRole('heading', { name: 'CONNEXION' })).toBeInTheDocument();
  });

  it("shows 'alreadyActivated' as an error with the server message, and still offers the login", async () => {
    const { api } = await startPage('carbone');
    const email = await registerAlice(api);
    expectOk(await api.call(enableAccount, { body: await linkBody(api, email) }));
    open(await mailedUrl(api, email));
    const page = await mount(linkHandler);
    const alert = await shown(page, 'alert');
    expect(alert.textContent).toBe('Votre compte est déjà activé. Vous pouvez vous connecter.');
    expect(page.getByRole('button', { name: 'Me connecter' })).toBeInTheDocument();
    expect(
      await (await overlays()).findByText('Votre compte est déjà activé. Vous pouvez vous connecter.'),
    ).toBeInTheDocument();
  });

  it('refuses an expired link with the server message (a new link is mailed), without login button', async () => {
    const { api } = await startPage('plancher');
    const email = await registerAlice(api);
    const url = await mailedUrl(api, email);
    api.ctx.advance(49 * HOUR);
    open(url);
    const page = await mount(linkHandler);
    expect((await shown(page, 'alert')).textContent).toBe(
      "Ce lien d'activation a expiré. Un nouveau lien vient de vous être envoyé par e-mail.",
    );
    expect(page.queryByRole('button', { name: 'Me connecter' })).not.toBeInTheDocument();
    expect((await storedUser(api, email))?.activated_at).toBeNull();
    expect((await api.outbox()).filter((m) => m.to === email)).toHaveLength(2);
  });

  it('refuses a tampered link with the server message', async () => {
    const { api } = await startPage('plancher');
    const email = await registerAlice(api);
    const url = await mailedUrl(api, email);
    url.searchParams.set('id', '1');
    open(url);
    const page = await mount(linkHandler);
    expect((await shown(page, 'alert')).textContent).toMatch(/^Ce lien est invalide\./);
    expect((await storedUser(api, email))?.activated_at).toBeNull();
  });

  it('says an incomplete link is incomplete, without calling the API', async () => {
    const { recorder } = await startPage('plancher');
    open('/activation/?id=4&token=abc&expires=123');
    const page = await mount(linkHandler);
    expect((await shown(page, 'alert')).textContent).toBe(
      "Ce lien est incomplet. Ouvrez-le de nouveau depuis l'e-mail reçu, en entier et sans le modifier.",
    );
    expect(await (await overlays()).findByText(/Ce lien est incomplet/)).toBeInTheDocument();
    expect(recorder.requests.filter((r) => r.path === ENABLE || r.path === CONFIRM)).toHaveLength(0);
  });

  it('never follows a link twice: re-mounts and a second placeholder share the first answer', async () => {
    const { api, recorder } = await startPage('plancher');
    const email = await registerAlice(api);
    open(await mailedUrl(api, email));
    const first = await mount(linkHandler);
    expect(await shown(first, 'status')).toBeTruthy();
    cleanUp();
    const again = await mount(linkHandler);
    const twin = await mount(linkHandler);
    expect((await shown(again, 'status')).textContent).toMatch(/maintenant activé/);
    expect((await shown(twin, 'status')).textContent).toMatch(/maintenant activé/);
    expect(recorder.count(ENABLE)).toBe(1);
  });

  it("calls once under React's strict mode, whose effects run twice", async () => {
    const { api, recorder } = await startPage('carbone');
    const email = await registerAlice(api, { email: 'strict@exemple.fr' });
    open(await mailedUrl(api, email));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <LinkHandler attributes={{}} host={container} />
      </StrictMode>,
    );
    await waitFor(() => expect(container.textContent).toMatch(/maintenant activé/));
    expect(recorder.count(ENABLE)).toBe(1);
    root.unmount();
    container.remove();
  });

  it("shows the client's French message when the service is down", async () => {
    const { api } = await startPage('plancher', {
      intercept: (request) =>
        new URL(request.url).pathname === ENABLE ? new Response('down', { status: 503 }) : undefined,
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const email = await registerAlice(api);
    open(await mailedUrl(api, email));
    const page = await mount(linkHandler);
    expect((await shown(page, 'alert')).textContent).toMatch(/momentanément indisponible/);
    error.mockRestore();
  });

  it("offers 'Réessayer' when the network dropped: the link is not spent, and works on the next try", async () => {
    let online = false;
    const { api, recorder } = await startPage('plancher', {
      intercept: (request) => {
        if (!online && new URL(request.url).pathname === ENABLE) throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const email = await registerAlice(api);
    open(await mailedUrl(api, email));
    const page = await mount(linkHandler);
    expect((await shown(page, 'alert')).textContent).toMatch(/Vérifiez votre connexion/);
    online = true;
    await user.click(page.getByRole('button', { name: 'Réessayer' }));
    expect((await shown(page, 'status')).textContent).toMatch(/activé/);
    expect(page.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(recorder.count(ENABLE)).toBe(2);
  });

  it('shows a status other than nowActivated/alreadyActivated as a failure, never as the activation', async () => {
    await clearToasts(); // the toasts of the tests above would hold the success text
    const { api, recorder } = await startPage('plancher', {
      intercept: (request) =>
        new URL(request.url).pathname === ENABLE
          ? Response.json({
              success: true,
              message: 'Votre compte est maintenant activé.',
              error: null,
              datas: { status: 'somethingElse' },
            })
          : undefined,
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const email = await registerAlice(api, { email: 'statut.inconnu@exemple.fr' });
    open(await mailedUrl(api, email));
    const page = await mount(linkHandler);
    expect((await shown(page, 'alert')).textContent).toBe('Une erreur est survenue. Veuillez réessayer.');
    expect(await (await overlays()).findByText('Une erreur est survenue. Veuillez réessayer.')).toBeInTheDocument();
    expect(page.queryByRole('status')).not.toBeInTheDocument();
    expect(page.queryByText(/maintenant activé/)).not.toBeInTheDocument();
    expect((await overlays()).queryByText(/maintenant activé/)).not.toBeInTheDocument();
    expect(page.queryByRole('button', { name: 'Me connecter' })).not.toBeInTheDocument();
    expect(recorder.count(ENABLE)).toBe(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('enableAccount'));
    logged.mockRestore();
  });
});

describe('e-mail change confirmation', () => {
  const NEW_EMAIL = 'luc.martin@nouvelle-adresse.fr';

  async function requestChange(api: Api) {
    const { token } = await loginSeededUser(api);
    expectOk(
      await api.call(updateEmail, {
        token,
        body: { currentEmail: SEED_ACCOUNTS.tools.email, newEmail: NEW_EMAIL },
      }),
    );
    const url = await mailedUrl(api, NEW_EMAIL);
    expect(url.pathname).toBe('/user/data/email/');
    return url;
  }

  it('confirms the new address, logs the user in with it and shows the server message', async () => {
    const { api, session, recorder } = await startPage('plancher');
    open(await requestChange(api));
    const page = await mount(linkHandler);
    expect((await shown(page, 'status')).textContent).toBe('Votre adresse e-mail a bien été modifiée.');
    expect(await (await overlays()).findByText('Votre adresse e-mail a bien été modifiée.')).toBeInTheDocument();
    const sessionUser = session.store.getState().user;
    expect(sessionUser).toMatchObject({ email: NEW_EMAIL, firstname: 'Luc', updatedPassword: true });
    expect(sessionUser?.token).toEqual(expect.any(String));
    expect(sessionUser?.refreshToken).toEqual(expect.any(String));
    expect(session.store.getState().remember).toBe(false);
    expect(page.getByRole('link', { name: 'Voir mon espace personnel' })).toHaveAttribute('href', '/espace-personnel/');
    expect(recorder.count(CONFIRM)).toBe(1);
    expect(recorder.count(ENABLE)).toBe(0);
  });

  it('refuses a link already used with the server message, and logs nobody in', async () => {
    const { api, session } = await startPage('carbone');
    const url = await requestChange(api);
    expectOk(await api.call(confirmEmail, { body: await linkBody(api, NEW_EMAIL) }));
    open(url);
    const page = await mount(linkHandler);
    expect((await shown(page, 'alert')).textContent).toBe('Ce lien a déjà été utilisé.');
    expect(session.store.getState().user).toBeNull();
  });

  it('a confirmation without message is only logged: no message, no toast, but the user is logged in', async () => {
    const datas = {
      user: { id: 3, email: NEW_EMAIL, firstname: 'Luc', lastname: 'Martin', company: 'Martin BTP' },
      token: 'jeton',
      refreshToken: 'renouvellement',
      message: '',
    };
    const { session } = await startPage('plancher', {
      intercept: (request) =>
        new URL(request.url).pathname === CONFIRM
          ? Response.json({ success: true, message: '', error: null, datas })
          : undefined,
    });
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const toasts = () =>
      document.querySelector('[data-ossature-overlays]')?.shadowRoot?.querySelectorAll('[data-sonner-toast]').length ??
      0;
    const toastsBefore = toasts();
    open('/user/data/email/?id=3&token=t&expires=9999999999&signature=s');
    const page = await mount(linkHandler);
    expect(await page.findByRole('link', { name: 'Voir mon espace personnel' })).toBeInTheDocument();
    expect(page.queryByRole('status')).not.toBeInTheDocument();
    expect(page.queryByRole('alert')).not.toBeInTheDocument();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('no message'));
    await waitFor(() => expect(session.store.getState().user?.email).toBe(NEW_EMAIL));
    await reactIdle();
    expect(toasts()).toBeLessThanOrEqual(toastsBefore);
    info.mockRestore();
  });
});

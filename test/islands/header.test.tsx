/** @jest-environment ./test/support/jsdom-environment.cjs */
import { fireEvent, waitFor } from '@testing-library/dom';
import { navigation } from '@/src/runtime/navigation';
import { mainGetProfile, toolsGetUser } from '@/src/contracts/account/profile';
import { fromMainUser } from '@/src/session/user-mapping';
import { cleanUp, mount, overlays } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { SEED_ACCOUNTS } from '@/test/support/reference-api';
import { clearToasts } from '@/test/support/toasts';
import { person, typeInto, type Person } from '@/test/support/user';
import { reactIdle } from '@/test/support/react-idle';

let user: Person;
beforeEach(() => {
  user = person();
});
afterEach(() => {
  cleanUp();
  jest.restoreAllMocks();
});

const sophie = fromMainUser({
  id: 2,
  email: SEED_ACCOUNTS.mainUpdated.email,
  firstname: 'Sophie',
  lastname: 'Bernard',
  company: 'Bernard Architectes',
  token: 't',
  updated_password: true,
});

describe('the header, logged out', () => {
  it("offers 'Me connecter' and, on the main site, 'M'inscrire' leading to the contact page", async () => {
    await startPage('main');
    const header = await mount();
    expect(await header.findByRole('button', { name: 'Me connecter' })).toBeInTheDocument();
    expect(header.getByRole('link', { name: "M'inscrire" })).toHaveAttribute('href', '/contact/');
  });

  it("leads 'M'inscrire' to /inscription/ on the floor site", async () => {
    await startPage('plancher');
    const header = await mount();
    expect(await header.findByRole('link', { name: "M'inscrire" })).toHaveAttribute('href', '/inscription/');
  });
});

describe('a session ended elsewhere', () => {
  it.each([
    ['plancher', 'a refused refresh', { refreshToken: 'refused-refresh' }],
    ['main', 'a revoked token', {}],
  ] as const)('on the %s site (%s): one toast, and the header shows the logged-out state', async (site, _, extra) => {
    const { runtime, session } = await startPage(site);
    await clearToasts();
    const header = await mount();
    session.login({ ...sophie, token: 'revoked-token', ...extra }, false);
    expect(await header.findByText('Bienvenue Sophie !')).toBeInTheDocument();

    const call =
      site === 'main' ? () => runtime.api.call(mainGetProfile, { body: {} }) : () => runtime.api.call(toolsGetUser);
    await Promise.all([call(), call(), call()]);
    expect(await header.findByRole('button', { name: 'Me connecter' })).toBeInTheDocument();
    const dialog = await overlays();
    await dialog.findByText('Votre session a expiré. Veuillez vous reconnecter.');
    expect(dialog.getAllByText('Votre session a expiré. Veuillez vous reconnecter.')).toHaveLength(1);
  });
});

describe('the header, logged in', () => {
  it("greets the user and links to 'Mon espace personnel' on the main site", async () => {
    const { session } = await startPage('main');
    const header = await mount();
    session.login(sophie, false);
    expect(await header.findByText('Bienvenue Sophie !')).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Mon espace personnel' })).toHaveAttribute('href', '/espace-personnel/');
  });

  it('in the menu layout, shows name, e-mail and the two account actions; Escape closes it', async () => {
    const { session } = await startPage('plancher');
    const header = await mount(undefined, { 'data-layout': 'menu' });
    session.login({ ...sophie, refreshToken: 'r' }, false);
    const toggle = await header.findByRole('button', { name: /Bienvenue Sophie !/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(header.getByText('Sophie Bernard')).toBeInTheDocument();
    expect(header.getByText(SEED_ACCOUNTS.mainUpdated.email)).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Voir mon espace personnel' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Me déconnecter' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(header.queryByText('Sophie Bernard')).not.toBeInTheDocument());
  });
});

describe('the login popup', () => {
  it('validates, refuses a wrong password, keeps what was typed, then logs in', async () => {
    await startPage('main');
    const header = await mount();
    await user.click(await header.findByRole('button', { name: 'Me connecter' }));
    const dialog = await overlays();
    expect(await dialog.findByRole('heading', { name: 'CONNEXION' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Connexion' }));
    expect(await dialog.findAllByText('Champ obligatoire')).toHaveLength(2);

    await typeInto(user, dialog.getByLabelText('Adresse e-mail'), 'pas-une-adresse');
    expect(await dialog.findByText('E-mail invalide')).toBeInTheDocument();

    await typeInto(user, dialog.getByLabelText('Adresse e-mail'), SEED_ACCOUNTS.mainUpdated.email);
    await typeInto(user, dialog.getByLabelText('Mot de passe'), 'pas-le-bon');
    await user.click(dialog.getByRole('button', { name: 'Connexion' }));
    expect(await dialog.findByText('Mot de passe incorrect')).toBeInTheDocument();
    expect((dialog.getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe(SEED_ACCOUNTS.mainUpdated.email);
    expect(dialog.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true');

    await typeInto(user, dialog.getByLabelText('Mot de passe'), SEED_ACCOUNTS.mainUpdated.password);
    await user.click(dialog.getByRole('button', { name: 'Connexion' }));
    expect(await header.findByText('Bienvenue Sophie !')).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByRole('heading', { name: 'CONNEXION' })).not.toBeInTheDocument());
  });

  it("lets a first login leave the forced new-password form with 'Me déconnecter'", async () => {
    const { recorder, session } = await startPage('main');
    const reload = jest.spyOn(navigation, 'reload').mockImplementation(() => undefined);
    const header = await mount();
    await user.click(await header.findByRole('button', { name: 'Me connecter' }));
    const dialog = await overlays();
    await dialog.findByRole('heading', { name: 'CONNEXION' });
    await typeInto(user, dialog.getByLabelText('Adresse e-mail'), SEED_ACCOUNTS.mainFirstLogin.email);
    await typeInto(user, dialog.getByLabelText('Mot de passe'), SEED_ACCOUNTS.mainFirstLogin.password);
    await user.click(dialog.getByRole('button', { name: 'Connexion' }));
    expect(await dialog.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Me déconnecter' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(recorder.count('/api/logout')).toBe(1);
    expect(session.store.getState().user).toBeNull();
    expect(dialog.queryByRole('heading', { name: 'Nouveau mot de passe' })).not.toBeInTheDocument();
  });

  it('routes a partner address to single sign-on instead of asking a password', async () => {
    await startPage('main');
    const header = await mount();
    await user.click(await header.findByRole('button', { name: 'Me connecter' }));
    const dialog = await overlays();
    await typeInto(user, await dialog.findByLabelText('Adresse e-mail'), 'claire@groupe-partenaire.fr');
    const sso = await dialog.findByRole('link', { name: 'Se connecter avec mon compte Groupe Partenaire' });
    expect(sso).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/sso\.localhost:8080\/api\/saml-login\?site=main&return=/),
    );
    expect(dialog.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
  });

  it('sends a partner address to single sign-on when Enter is pressed too, never to the password login', async () => {
    const { recorder } = await startPage('plancher');
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const header = await mount();
    await user.click(await header.findByRole('button', { name: 'Me connecter' }));
    const dialog = await overlays();
    const email = await dialog.findByLabelText('Adresse e-mail');
    await typeInto(user, email, 'claire@groupe-partenaire.fr');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        expect.stringMatching(/^http:\/\/sso\.localhost:8080\/api\/saml-login\?site=plancher/),
      ),
    );
    expect(recorder.count('/api/login-check')).toBe(0);
  });

  it("a double click on 'Me connecter' opens one popup", async () => {
    await startPage('plancher');
    const header = await mount();
    const button = await header.findByRole('button', { name: 'Me connecter' });
    // Two clicks in the same task, faster than a person's double click.
    fireEvent.click(button);
    fireEvent.click(button);
    const dialog = await overlays();
    await dialog.findByRole('heading', { name: 'CONNEXION' });
    await reactIdle();
    expect(dialog.getAllByRole('heading', { name: 'CONNEXION' })).toHaveLength(1);
  });

  it("offers 'Se souvenir de moi' and the password toggle on the floor site", async () => {
    await startPage('plancher');
    const header = await mount();
    await user.click(await header.findByRole('button', { name: 'Me connecter' }));
    const dialog = await overlays();
    expect(await dialog.findByLabelText('Se souvenir de moi')).toBeInTheDocument();
    const password = dialog.getByLabelText('Mot de passe') as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(dialog.getByRole('button', { name: /Afficher/ }));
    await waitFor(() => expect(password.type).toBe('text'));
    expect(dialog.getByRole('link', { name: 'Inscrivez-vous' })).toHaveAttribute('href', '/inscription/');
  });
});

describe('a server that does not answer in time', () => {
  const TOO_LONG = 'Le serveur met trop de temps à répondre. Veuillez réessayer.';
  /** `path` answers with its headers, then the start of a body that never ends. */
  const stall = (path: string) => (request: Request) =>
    new URL(request.url).pathname === path && request.method === 'POST'
      ? new Response(
          new ReadableStream<Uint8Array>({
            start: (controller) => controller.enqueue(new TextEncoder().encode('{"success":')),
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        )
      : undefined;

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('main site login: the spinner ends with a French message, and what was typed stays', async () => {
    const { session } = await startPage('main', { timeoutMs: 300, intercept: stall('/api/login-check') });
    const header = await mount();
    await user.click(await header.findByRole('button', { name: 'Me connecter' }));
    const dialog = await overlays();
    const { email, password } = SEED_ACCOUNTS.mainUpdated;
    await typeInto(user, await dialog.findByLabelText('Adresse e-mail'), email);
    await typeInto(user, dialog.getByLabelText('Mot de passe'), password);
    await user.click(dialog.getByRole('button', { name: 'Connexion' }));

    expect(await dialog.findByText(TOO_LONG)).toBeInTheDocument();
    expect(await dialog.findByRole('button', { name: 'Connexion' })).toBeEnabled();
    expect((dialog.getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe(email);
    expect((dialog.getByLabelText('Mot de passe') as HTMLInputElement).value).toBe(password);
    expect(dialog.getByRole('heading', { name: 'CONNEXION' })).toBeInTheDocument();
    expect(session.store.getState().user).toBeNull();
  });

  it('floor site forgot password: the spinner ends with a French message, and the address stays', async () => {
    await startPage('plancher', { timeoutMs: 300, intercept: stall('/api/user/password/reset/') });
    const header = await mount();
    await user.click(await header.findByRole('button', { name: 'Me connecter' }));
    const dialog = await overlays();
    await typeInto(user, await dialog.findByLabelText('Adresse e-mail'), SEED_ACCOUNTS.tools.email);
    await user.click(dialog.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await dialog.findByRole('heading', { name: 'Mot de passe oublié' });
    await user.click(dialog.getByRole('button', { name: 'Envoyer' }));

    expect(await dialog.findByText(TOO_LONG)).toBeInTheDocument();
    expect(await dialog.findByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect((dialog.getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe(SEED_ACCOUNTS.tools.email);
    expect(dialog.getByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
  });
});

describe('the forgot-password popup', () => {
  const RESET_REQUESTED = {
    main: 'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un mot de passe provisoire.',
    plancher:
      'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe.',
  };

  // Whether an account has the address is not the form's to say (docs/security.md).
  it.each([
    ['main', "J'ai perdu mon mot de passe"],
    ['plancher', 'Mot de passe oublié ?'],
  ] as const)('%s: says what comes only if an account exists, for an unknown address too', async (site, link) => {
    const { api } = await startPage(site);
    await clearToasts();
    const header = await mount();
    await user.click(await header.findByRole('button', { name: 'Me connecter' }));
    const dialog = await overlays();
    await dialog.findByRole('heading', { name: 'CONNEXION' });
    await user.click(dialog.getByRole('button', { name: link }));
    await dialog.findByRole('heading', { name: 'Mot de passe oublié' });
    expect(
      dialog.getByText(
        'Indiquez votre adresse e-mail : si un compte existe pour cette adresse, nous vous enverrons de quoi ' +
          'choisir un nouveau mot de passe.',
      ),
    ).toBeInTheDocument();
    await typeInto(user, dialog.getByLabelText('Adresse e-mail'), 'personne@exemple.fr');
    await user.click(dialog.getByRole('button', { name: 'Envoyer' }));

    expect(await dialog.findByText(RESET_REQUESTED[site])).toBeInTheDocument();
    expect(await dialog.findByRole('heading', { name: 'CONNEXION' })).toBeInTheDocument();
    expect(await api.outbox()).toHaveLength(0);
  });
});

describe("'#/reset-done'", () => {
  it('says the new password is saved and opens the login popup', async () => {
    await startPage('plancher');
    history.replaceState(null, '', '/#/reset-done');
    await mount();
    const dialog = await overlays();
    expect(await dialog.findByRole('heading', { name: 'CONNEXION' })).toBeInTheDocument();
    expect(await dialog.findByText('Votre nouveau mot de passe a été enregistré')).toBeInTheDocument();
    expect(location.hash).toBe('');
  });
});

/** The focused element, inside shadow roots too (islands and dialogs each have one). */
function deepFocus(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

// The return of focus to the header after a login: test/browser/keyboard-focus.spec.ts (both flavours).
describe('keyboard focus', () => {
  it("the menu's logout dialog starts on 'Annuler'; cancelled, focus is back on the menu button", async () => {
    const { session } = await startPage('plancher');
    const header = await mount(undefined, { 'data-layout': 'menu' });
    session.login({ ...sophie, refreshToken: 'r' }, false);
    const toggle = await header.findByRole('button', { name: /Bienvenue Sophie !/ });
    await user.click(toggle);
    await user.click(await header.findByRole('button', { name: 'Me déconnecter' }));
    const dialog = await overlays();
    const cancel = await dialog.findByRole('button', { name: 'Annuler' });
    await waitFor(() => expect(deepFocus()).toBe(cancel));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument());
    await waitFor(() => expect(deepFocus()).toBe(toggle));
    expect(session.store.getState().user).not.toBeNull();
  });

  it('the menu closes when focus leaves it, and stays open while focus moves inside it', async () => {
    const { session } = await startPage('plancher');
    const header = await mount(undefined, { 'data-layout': 'menu' });
    const outside = document.createElement('button');
    outside.textContent = 'Un lien du thème';
    document.body.append(outside);
    session.login({ ...sophie, refreshToken: 'r' }, false);
    const toggle = await header.findByRole('button', { name: /Bienvenue Sophie !/ });
    await user.click(toggle);
    const link = await header.findByRole('link', { name: 'Voir mon espace personnel' });
    link.focus();
    toggle.focus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    outside.focus();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(header.queryByRole('link', { name: 'Voir mon espace personnel' })).not.toBeInTheDocument();
    outside.remove();
  });
});

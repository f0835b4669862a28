/** @jest-environment ./test/support/jsdom-environment.cjs */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { navigation } from '@/src/runtime/navigation';
import { setTimings, SPEC_TIMINGS, zeroTimings } from '@/src/runtime/timings';
import { fromToolsLogin } from '@/src/session/user-mapping';
import type { Site } from '@/src/config/variants';
import accountSpace from '@/widgets/account-space';
import { userBody } from '@/widgets/account-space/personal-data/account-flow';
import { cleanUp, mount, overlays } from '@/test/support/dom';
import { confirmRefusedLogout } from '@/test/support/logout';
import { holdAnswers } from '@/test/support/hold';
import { startPage } from '@/test/support/islands';
import { reactIdle } from '@/test/support/react-idle';
import { clearToasts } from '@/test/support/toasts';
import { revokeUserSessions } from '@/demo-pages/reference-api/auth/tokens';
import { SEED_ACCOUNTS } from '@/test/support/reference-api';
import { failureResponse } from '@/test/support/runtime';
import { ACTIVITY_LABELS, login, loginSeededUser, STRONG_PASSWORD, storedUser } from '@/test/support/tools-flows';
import { person, typeInto, type Person } from '@/test/support/user';

const LUC = SEED_ACCOUNTS.tools;
let assign: jest.SpyInstance;
let user: Person;

beforeEach(() => {
  user = person();
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.useRealTimers();
  zeroTimings();
  cleanUp();
  await clearToasts();
  jest.restoreAllMocks();
  history.replaceState(null, '', '/');
});

type PageOptions = Parameters<typeof startPage>[1];

/** '/espace-personnel/' + `hash` of `site`, Luc logged in for real unless `loggedIn` is false. */
async function openSpace(
  site: Site,
  hash = '#/',
  { loggedIn = true, ...options }: PageOptions & { loggedIn?: boolean } = {},
) {
  const page = await startPage(site, options);
  if (loggedIn) {
    const { user, token, refreshToken } = await loginSeededUser(page.api);
    page.session.login(fromToolsLogin(user, token, refreshToken), false);
  }
  history.replaceState(null, '', `/espace-personnel/${hash}`);
  const space = await mount(accountSpace);
  return { ...page, space };
}

/** Opens '#/modification' and waits for the loaded page. */
async function openPersonalData(site: Site, options: PageOptions = {}) {
  const page = await openSpace(site, '#/modification', options);
  await page.space.findByRole('heading', { name: 'Vos informations' });
  await reactIdle();
  return page;
}

/** The body of every request to `path` that the bundle sent (read from the intercept). */
function bodiesTo(path: string) {
  const bodies: unknown[] = [];
  const intercept = (request: Request) => {
    if (new URL(request.url).pathname === path && request.method !== 'GET')
      void request.json().then((body) => bodies.push(body));
    return undefined;
  };
  return { bodies, intercept };
}

const type = (field: HTMLElement, value: string) => typeInto(user, field, value);
const overlayText = () => document.querySelector('[data-ossature-overlays]')?.shadowRoot?.textContent ?? '';

describe('the account space, logged out', () => {
  it("shows nothing on '#/'", async () => {
    const { space, recorder, session } = await openSpace('plancher', '#/', { loggedIn: false });
    await session.ready;
    await reactIdle();
    expect(space.host.shadowRoot!.querySelector('.oss-root')!.textContent).toBe('');
    expect(recorder.count('/api/user/')).toBe(0);
  });

  it.each(['plancher', 'carbone'] as const)(
    "%s: says to log in on '#/modification', with 'Me connecter' only, and asks the server nothing",
    async (site) => {
      const { space, recorder } = await openSpace(site, '#/modification', { loggedIn: false });
      expect(await space.findByText('Connectez-vous pour gérer vos informations personnelles.')).toBeInTheDocument();
      expect(space.getByRole('button', { name: 'Me connecter' })).toBeInTheDocument();
      await reactIdle();
      expect(space.host.shadowRoot!.querySelector('.oss-root')!.textContent).toBe(
        'Connectez-vous pour gérer vos informations personnelles.Me connecter',
      );
      expect(recorder.requests).toEqual([]);
    },
  );

  it('says to log in on the history route', async () => {
    const { space } = await openSpace('carbone', '#/historique', { loggedIn: false });
    expect(await space.findByText('Connectez-vous pour retrouver votre historique.')).toBeInTheDocument();
    expect(space.getByRole('button', { name: 'Me connecter' })).toBeInTheDocument();
    expect(space.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('a session ended elsewhere', () => {
  it.each(['plancher', 'carbone'] as const)(
    "%s: '#/modification' says 'Votre session a expiré' once and shows the logged-out state",
    async (site) => {
      const page = await openSpace(site, '#/modification');
      const { space, session, api } = page;
      await space.findByRole('heading', { name: 'Vos informations' });
      await reactIdle();
      // Signed out everywhere from another device: every session of Luc is revoked on the server.
      await revokeUserSessions(api.ctx, (await storedUser(api, LUC.email))!.id);
      await user.click(space.getByRole('button', { name: 'Enregistrer' }));

      expect(await space.findByText('Connectez-vous pour gérer vos informations personnelles.')).toBeInTheDocument();
      expect(space.getByRole('button', { name: 'Me connecter' })).toBeInTheDocument();
      expect(session.store.getState().user).toBeNull();
      const toasts = await overlays();
      await toasts.findByText('Votre session a expiré. Veuillez vous reconnecter.');
      await reactIdle();
      expect(toasts.getAllByText('Votre session a expiré. Veuillez vous reconnecter.')).toHaveLength(1);
    },
  );
});

describe('the dashboard', () => {
  it('greets the user and links to the history, the personal data and the legal notice', async () => {
    const { space } = await openSpace('plancher');
    expect(await space.findByRole('heading', { name: 'Bienvenue Luc Martin' })).toBeInTheDocument();
    const configurations = space.getByRole('article', { name: 'Mes configurations' });
    expect(within(configurations).getByRole('link', { name: 'Voir mon historique' })).toHaveAttribute(
      'href',
      '#/historique',
    );
    const management = space.getByRole('article', { name: 'Gestion du compte' });
    expect(within(management).getByRole('link', { name: 'Gérer mes informations personnelles' })).toHaveAttribute(
      'href',
      '#/modification',
    );
    expect(space.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales/');
  });

  it("asks before signing out, says 'Déconnexion en cours', then goes to '/'", async () => {
    const hold = holdAnswers('/api/logout/');
    const page = await openSpace('carbone', '#/', { intercept: hold.intercept });
    hold.bind(page);
    const { space, session } = page;
    await user.click(await space.findByRole('button', { name: 'Me déconnecter' }));
    const dialog = await overlays();
    expect(await dialog.findByText('Êtes-vous sûr de vouloir vous déconnecter ?')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Oui, me déconnecter' }));
    expect(await dialog.findByText('Déconnexion en cours')).toBeInTheDocument();
    hold.release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(session.store.getState().user).toBeNull();
    // Until the page is gone it still says so, with nothing left to click.
    await reactIdle();
    expect(dialog.getByText('Déconnexion en cours')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Annuler' }) as HTMLButtonElement).toBeDisabled();
  });

  it.each(['plancher', 'carbone'] as const)(
    "%s: a failed logout says 'Une erreur est survenue' and keeps the user logged in",
    async (site) => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { space, session } = await openSpace(site, '#/', {
        intercept: (request) =>
          new URL(request.url).pathname === '/api/logout/' ? failureResponse(500, 'Erreur interne') : undefined,
      });
      await confirmRefusedLogout(space, user);
      expect(session.store.getState().user).toMatchObject({ firstname: 'Luc' });
      expect(space.getByRole('heading', { name: 'Bienvenue Luc Martin' })).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('logout: HTTP 500'));
    },
  );

  it('moves to the history with the hash, and the history title follows the site', async () => {
    const { space } = await openSpace('plancher');
    await user.click(await space.findByRole('link', { name: 'Voir mon historique' }));
    expect(location.hash).toBe('#/historique');
    const heading = await space.findByRole('heading', { name: 'Historique / Mes configurations' });
    await waitFor(() => expect(space.host.shadowRoot!.activeElement).toBe(heading));
    cleanUp();

    const carbon = await openSpace('carbone', '#/historique');
    expect(
      await carbon.space.findByRole('heading', { name: 'Historique de groupement de simulations' }),
    ).toBeInTheDocument();
  });
});

describe('the personal data page', () => {
  it('shows a spinner, fetches the profile after 250 ms and shows the page 250 ms after the answer', async () => {
    expect(SPEC_TIMINGS).toMatchObject({ profileFetch: 250, profileReveal: 250 });
    // The delays on Jest's clock (React's scheduler keeps the real one it took at import); waitFor
    // would move that clock, so states are awaited through React's idle time.
    const until = async (state: () => boolean) => {
      while (!state()) await reactIdle();
    };
    jest.useFakeTimers();
    setTimings({ profileFetch: SPEC_TIMINGS.profileFetch, profileReveal: SPEC_TIMINGS.profileReveal });
    const hold = holdAnswers('/api/user/');
    const page = await openSpace('plancher', '#/modification', { intercept: hold.intercept });
    hold.bind(page);
    const { space, recorder } = page;
    await until(() => space.queryByRole('link', { name: /Retour à mon espace/ }) !== null);
    await reactIdle();
    expect(space.getByRole('link', { name: /Retour à mon espace/ })).toHaveAttribute('href', '#/');
    expect(space.getByRole('status').textContent).toContain('Chargement de vos informations');
    jest.advanceTimersByTime(SPEC_TIMINGS.profileFetch - 1);
    await reactIdle();
    expect(recorder.count('/api/user/')).toBe(0);
    jest.advanceTimersByTime(1);
    await until(() => recorder.count('/api/user/') === 1);

    // A fresh clock for the answer: the next timer set is the page's reveal.
    jest.useRealTimers();
    jest.useFakeTimers();
    hold.release();
    await until(() => jest.getTimerCount() > 0);
    expect(space.getByRole('status').textContent).toContain('Chargement de vos informations');
    jest.advanceTimersByTime(SPEC_TIMINGS.profileReveal - 1);
    await reactIdle();
    expect(space.queryByRole('heading', { name: 'Vos informations' })).not.toBeInTheDocument();
    jest.advanceTimersByTime(1);
    jest.useRealTimers();
    expect(await space.findByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
    expect(space.queryByText('Chargement de vos informations')).not.toBeInTheDocument();
  });

  it('floor: edits last name, first name (both marked required) and company only, with PUT /api/user/data/', async () => {
    const sent = bodiesTo('/api/user/data/');
    const { space, api, session } = await openPersonalData('plancher', { intercept: sent.intercept });
    const labels = [...space.host.shadowRoot!.querySelectorAll('form label')].map((l) => l.textContent);
    expect(labels).toEqual(['Nom *', 'Prénom *', 'Société']);
    expect(space.getByLabelText('Nom *')).toBeRequired();
    expect(space.getByLabelText('Prénom *')).toBeRequired();
    expect((space.getByLabelText('Nom *') as HTMLInputElement).value).toBe('Martin');

    await type(space.getByLabelText('Société'), 'Martin & Fils BTP');
    await type(space.getByLabelText('Prénom *'), 'Lucas');
    await user.click(space.getByRole('button', { name: 'Enregistrer' }));
    expect(await (await overlays()).findByText('Vos informations ont bien été mises à jour.')).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ lastname: 'Martin', firstname: 'Lucas', company: 'Martin & Fils BTP' }]);
    expect(await storedUser(api, LUC.email)).toMatchObject({
      firstname: 'Lucas',
      company: 'Martin & Fils BTP',
      city: 'Lyon',
    });
    expect(session.store.getState().user).toMatchObject({ firstname: 'Lucas', company: 'Martin & Fils BTP' });
  });

  it.each(['plancher', 'carbone'] as const)(
    "%s: an empty or blank name gets 'Champ obligatoire' under its field, in French, and nothing is sent",
    async (site) => {
      const sent = bodiesTo('/api/user/data/');
      const { space, recorder } = await openPersonalData(site, { intercept: sent.intercept });
      expect(space.host.shadowRoot!.querySelector('form')).toHaveAttribute('novalidate');
      await type(space.getByLabelText('Nom *'), '');
      await type(space.getByLabelText('Prénom *'), '   ');
      await user.click(space.getByRole('button', { name: 'Enregistrer' }));
      expect(await space.findAllByText('Champ obligatoire')).toHaveLength(2);
      expect(space.getByLabelText('Nom *')).toHaveAttribute('aria-invalid', 'true');
      expect(space.getByLabelText('Prénom *')).toHaveAttribute('aria-invalid', 'true');
      await reactIdle();
      expect(recorder.count('/api/user/data/')).toBe(0);
      expect(sent.bodies).toEqual([]);
    },
  );

  it("floor: a refused save is logged and says 'Une erreur est survenue', keeping what was typed", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { space } = await openPersonalData('plancher', {
      intercept: (request) =>
        new URL(request.url).pathname === '/api/user/data/'
          ? Response.json(
              { success: false, message: 'Certains champs sont invalides.', error: { company: 'Refus du serveur' } },
              { status: 400 },
            )
          : undefined,
    });
    await type(space.getByLabelText('Société'), 'Martin & Fils BTP');
    await user.click(space.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('Refus du serveur')));
    expect(await (await overlays()).findByText('Une erreur est survenue')).toBeInTheDocument();
    expect(overlayText()).not.toContain('Refus du serveur');
    expect(space.queryByText('Refus du serveur')).not.toBeInTheDocument();
    expect(space.getByLabelText('Société')).toHaveValue('Martin & Fils BTP');
    expect(space.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('carbon: edits every profile field, with the activity labels and the postal code cut to 5', async () => {
    const sent = bodiesTo('/api/user/data/');
    const { space, api } = await openPersonalData('carbone', { intercept: sent.intercept });
    const value = (label: string) => (space.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;
    expect(value('Civilité')).toBe('mr');
    expect(value('Nom *')).toBe('Martin');
    expect(value('Prénom *')).toBe('Luc');
    expect(value('Société')).toBe('Martin BTP');
    expect(value('Téléphone')).toBe('0478000000');
    expect(value('Siret')).toBe('55566677700033');
    expect(value('Fonction')).toBe('Conducteur de travaux');
    expect(value('Activité')).toBe('maçon');
    expect(value('Adresse')).toBe('12 rue des Bâtisseurs');
    expect(value("Complément d'adresse")).toBe('Bâtiment B');
    expect(value('Code postal')).toBe('69003');
    expect(value('Ville')).toBe('Lyon');
    expect(value('Pays')).toBe('France');
    const activities = [...(space.getByLabelText('Activité') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(activities).toEqual(ACTIVITY_LABELS);
    expect(space.getByLabelText('Code postal')).toHaveAttribute('maxlength', '5');

    await user.selectOptions(space.getByLabelText('Activité'), 'bureau-etude');
    await user.selectOptions(space.getByLabelText('Civilité'), '');
    await type(space.getByLabelText('Code postal'), '690071');
    await type(space.getByLabelText('Ville'), 'Lyon 7e');
    await user.click(space.getByRole('button', { name: 'Enregistrer' }));
    expect(await (await overlays()).findByText('Vos informations ont bien été mises à jour.')).toBeInTheDocument();
    expect(Object.keys(sent.bodies[0] as object)).toHaveLength(13);
    expect(await storedUser(api, LUC.email)).toMatchObject({
      civility: '',
      activity: 'bureau-etude',
      postal_code: '69007',
      city: 'Lyon 7e',
      address_complement: 'Bâtiment B',
    });
  });

  it('carbon: the postal code keeps the digits typed, 5 at most, as the registration and the history filters do', async () => {
    const { space } = await openPersonalData('carbone');
    await type(space.getByLabelText('Code postal'), 'ab69 0-07');
    expect(space.getByLabelText('Code postal')).toHaveValue('69007');
    await type(space.getByLabelText('Code postal'), 'Lyon');
    expect(space.getByLabelText('Code postal')).toHaveValue('');
  });

  it('cuts a longer postal code to 5 before sending it (typed, the field stops at 5 itself)', () => {
    expect(userBody({ postalCode: '690071', city: 'Lyon 7e' }, ['postalCode', 'city'])).toEqual({
      postalCode: '69007',
      city: 'Lyon 7e',
    });
  });

  it('carbon: a refused save shows the first error of the server in a toast, and on its field', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The field keeps digits only: the server's refusal of a postal code is answered here.
    const { space } = await openPersonalData('carbone', {
      intercept: (request) =>
        new URL(request.url).pathname === '/api/user/data/'
          ? Response.json(
              {
                success: false,
                message: 'Certains champs sont invalides.',
                error: { postalCode: '5 chiffres au maximum' },
              },
              { status: 400 },
            )
          : undefined,
    });
    await user.click(space.getByRole('button', { name: 'Enregistrer' }));
    expect(await (await overlays()).findByText('5 chiffres au maximum')).toBeInTheDocument();
    expect(await space.findByText('5 chiffres au maximum')).toBeInTheDocument();
    expect(space.getByLabelText('Code postal')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the e-mail and a masked password, read-only, in 'Vos identifiants'", async () => {
    const { space } = await openPersonalData('plancher');
    const email = space.getByLabelText('Adresse e-mail') as HTMLInputElement;
    const password = space.getByLabelText('Mot de passe') as HTMLInputElement;
    expect(email.value).toBe(LUC.email);
    expect(email.readOnly).toBe(true);
    expect(password.readOnly).toBe(true);
    expect(password.value).not.toContain(LUC.password);
    expect(space.getByRole('button', { name: 'Modifier mon adresse e-mail' })).toBeInTheDocument();
    expect(space.getByRole('button', { name: 'Modifier mon mot de passe' })).toBeInTheDocument();
  });

  it.each([
    [
      'plancher',
      'a 500',
      () => failureResponse(500, 'Erreur interne'),
      'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    ],
    [
      'carbone',
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Connexion impossible. Vérifiez votre connexion internet puis réessayez.',
    ],
  ] as const)(
    "%s: when GET /api/user/ fails (%s), says why in French; 'Réessayer' loads the page",
    async (site, _case, failure, message) => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      let down = true;
      const { space, recorder } = await openSpace(site, '#/modification', {
        intercept: (request) => (down && new URL(request.url).pathname === '/api/user/' ? failure() : undefined),
      });
      const alert = await space.findByRole('alert');
      expect(alert.textContent).toBe(message);
      expect(space.queryByRole('heading', { name: 'Vos informations' })).not.toBeInTheDocument();
      expect(space.queryByLabelText('Nom *')).not.toBeInTheDocument();
      expect(space.queryByText('Chargement de vos informations')).not.toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('getUser'));
      const asked = recorder.count('/api/user/');

      down = false;
      await user.click(space.getByRole('button', { name: 'Réessayer' }));
      expect(await space.findByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
      expect((space.getByLabelText('Nom *') as HTMLInputElement).value).toBe('Martin');
      expect((space.getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe(LUC.email);
      expect(space.queryByRole('alert')).not.toBeInTheDocument();
      expect(space.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
      expect(recorder.count('/api/user/')).toBe(asked + 1);
    },
  );
});

/** Opens a credentials dialog by clicking its read-only field. */
async function openDialog(site: Site, field: 'Adresse e-mail' | 'Mot de passe', options: PageOptions = {}) {
  const page = await openPersonalData(site, options);
  await user.click(page.space.getByLabelText(field));
  const dialog = await overlays();
  const title = field === 'Adresse e-mail' ? 'Modifier mon adresse e-mail' : 'Modifier mon mot de passe';
  await dialog.findByRole('heading', { name: title });
  await reactIdle();
  return { ...page, dialog };
}

describe('the change dialogs', () => {
  it.each(['Modifier mon adresse e-mail', 'Modifier mon mot de passe'])(
    "'%s' opens once, however fast the double click",
    async (action) => {
      const { space } = await openPersonalData('plancher');
      const button = space.getByRole('button', { name: action });
      // Two clicks in the same task, faster than a person's double click.
      fireEvent.click(button);
      fireEvent.click(button);
      const dialog = await overlays();
      await dialog.findByRole('heading', { name: action });
      await reactIdle();
      expect(dialog.getAllByRole('heading', { name: action })).toHaveLength(1);
    },
  );
});

describe('the change of e-mail', () => {
  it('opens with the current address filled in, the focus on the new one', async () => {
    const { dialog } = await openDialog('carbone', 'Adresse e-mail');
    expect(dialog.getByLabelText('Adresse e-mail actuelle')).toHaveValue(LUC.email);
    expect(dialog.getByLabelText('Nouvelle adresse e-mail')).toHaveValue('');
    const overlayRoot = document.querySelector('[data-ossature-overlays]')!.shadowRoot!;
    await waitFor(() => expect(overlayRoot.activeElement).toBe(dialog.getByLabelText('Nouvelle adresse e-mail')));
  });

  it('requires both addresses, valid and different', async () => {
    const { dialog, recorder } = await openDialog('plancher', 'Adresse e-mail');
    // The current address is filled in: erased, both are missing.
    await type(dialog.getByLabelText('Adresse e-mail actuelle'), '');
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    expect(await dialog.findAllByText('Champ obligatoire')).toHaveLength(2);

    await type(dialog.getByLabelText('Adresse e-mail actuelle'), 'luc.martin');
    await type(dialog.getByLabelText('Nouvelle adresse e-mail'), 'luc@');
    expect(await dialog.findAllByText('E-mail invalide')).toHaveLength(2);

    await type(dialog.getByLabelText('Adresse e-mail actuelle'), LUC.email);
    await type(dialog.getByLabelText('Nouvelle adresse e-mail'), LUC.email.toUpperCase());
    expect(
      await dialog.findByText(
        'Les adresses e-mail sont identiques. Veuillez renseigner une adresse e-mail différente.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    expect(recorder.count('/api/user/email/update/')).toBe(0);
  });

  it("sends PUT /api/user/email/update/ and shows the server's message; the link is mailed", async () => {
    const { dialog, api } = await openDialog('carbone', 'Adresse e-mail');
    await type(dialog.getByLabelText('Adresse e-mail actuelle'), LUC.email);
    await type(dialog.getByLabelText('Nouvelle adresse e-mail'), 'luc.martin@nouveau.fr');
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    expect(
      await dialog.findByText(/Un e-mail de confirmation a été envoyé à luc\.martin@nouveau\.fr/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.queryByRole('heading', { name: 'Modifier mon adresse e-mail' })).not.toBeInTheDocument(),
    );
    expect((await api.outbox()).some((mail) => mail.to === 'luc.martin@nouveau.fr')).toBe(true);
  });

  it.each([
    [
      'a current address that is not the account’s',
      'luc@ailleurs.fr',
      'luc.martin@nouveau.fr',
      'Cette adresse ne correspond pas à votre adresse e-mail actuelle.',
    ],
    [
      'an address already taken',
      LUC.email,
      SEED_ACCOUNTS.toolsNotActivated.email,
      'Un compte existe déjà avec cette adresse e-mail.',
    ],
  ])('shows the first error of a refusal in a toast: %s', async (_case, current, next, message) => {
    const { dialog } = await openDialog('plancher', 'Adresse e-mail');
    await type(dialog.getByLabelText('Adresse e-mail actuelle'), current);
    await type(dialog.getByLabelText('Nouvelle adresse e-mail'), next);
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    expect(await dialog.findAllByText(message)).not.toHaveLength(0);
    expect(dialog.getByRole('heading', { name: 'Modifier mon adresse e-mail' })).toBeInTheDocument();
  });

  it('shows the message of a refusal without an error map, and the error of a failed request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: () => Response = () => failureResponse(400, 'Changement d’adresse impossible pour le moment.');
    const { dialog } = await openDialog('plancher', 'Adresse e-mail', {
      intercept: (request) => (new URL(request.url).pathname === '/api/user/email/update/' ? answer() : undefined),
    });
    await type(dialog.getByLabelText('Adresse e-mail actuelle'), LUC.email);
    await type(dialog.getByLabelText('Nouvelle adresse e-mail'), 'luc.martin@nouveau.fr');
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    expect(await dialog.findByText('Changement d’adresse impossible pour le moment.')).toBeInTheDocument();

    answer = () => new Response('oops', { status: 500 });
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    expect(await dialog.findByText(/Le service est momentanément indisponible/)).toBeInTheDocument();
  });
});

describe('the change of password', () => {
  it('checks the three fields and shows the live checklist', async () => {
    const { dialog, recorder } = await openDialog('plancher', 'Mot de passe');
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    expect(await dialog.findAllByText('Champ obligatoire')).toHaveLength(3);

    await type(dialog.getByLabelText('Mot de passe actuel'), 'court');
    expect(await dialog.findByText('6 caractères au minimum')).toBeInTheDocument();

    expect(await dialog.findByText('Mon mot de passe comporte :')).toBeInTheDocument();
    const criterion = () => dialog.getByText('Au moins un chiffre').closest('li')!;
    expect(criterion().dataset.met).toBe('false');
    await type(dialog.getByLabelText('Nouveau mot de passe'), 'abc1');
    await waitFor(() => expect(criterion().dataset.met).toBe('true'));

    await type(dialog.getByLabelText('Confirmation du nouveau mot de passe'), 'abc2');
    expect(await dialog.findByText("Le mot de passe n'est pas identique")).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    expect(recorder.count('/api/user/password/update/')).toBe(0);
  });

  it("sends PUT /api/user/password/update/ and says 'Votre mot de passe a bien été modifié'", async () => {
    const sent = bodiesTo('/api/user/password/update/');
    const { dialog, api } = await openDialog('carbone', 'Mot de passe', { intercept: sent.intercept });
    await type(dialog.getByLabelText('Mot de passe actuel'), LUC.password);
    await type(dialog.getByLabelText('Nouveau mot de passe'), STRONG_PASSWORD);
    await type(dialog.getByLabelText('Confirmation du nouveau mot de passe'), STRONG_PASSWORD);
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    expect(await dialog.findByText('Votre mot de passe a bien été modifié')).toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.queryByRole('heading', { name: 'Modifier mon mot de passe' })).not.toBeInTheDocument(),
    );
    expect(sent.bodies).toEqual([
      {
        currentPassword: LUC.password,
        plainPassword: { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
      },
    ]);
    expect((await login(api, LUC.email, STRONG_PASSWORD)).user.firstname).toBe('Luc');
  });

  it('refuses a new password that misses a criterion before sending it, as the registration does', async () => {
    const { dialog, recorder } = await openDialog('plancher', 'Mot de passe');
    await type(dialog.getByLabelText('Mot de passe actuel'), LUC.password);
    await dialog.findByText('Mon mot de passe comporte :');
    await type(dialog.getByLabelText('Nouveau mot de passe'), 'simplement');
    await type(dialog.getByLabelText('Confirmation du nouveau mot de passe'), 'simplement');
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    expect(
      await dialog.findByText('Le mot de passe ne respecte pas tous les critères ci-dessous.'),
    ).toBeInTheDocument();
    expect(recorder.count('/api/user/password/update/')).toBe(0);
  });

  it.each([['a wrong current password', 'Mauvais-2026!', STRONG_PASSWORD, 'Le mot de passe actuel est incorrect.']])(
    'shows the first error of a refusal in a toast: %s',
    async (_case, current, next, message) => {
      const { dialog } = await openDialog('plancher', 'Mot de passe');
      await type(dialog.getByLabelText('Mot de passe actuel'), current);
      await type(dialog.getByLabelText('Nouveau mot de passe'), next);
      await type(dialog.getByLabelText('Confirmation du nouveau mot de passe'), next);
      await user.click(dialog.getByRole('button', { name: 'Valider' }));
      expect(await dialog.findAllByText(message)).not.toHaveLength(0);
      expect(dialog.getByRole('heading', { name: 'Modifier mon mot de passe' })).toBeInTheDocument();
    },
  );
});

/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor } from '@testing-library/dom';
import { openProfil } from '@/features/account/actions';
import { navigation } from '@/src/runtime/navigation';
import { fillBlanks } from '@/features/account/profile/profile-flow';
import { fromMainUser } from '@/src/session/user-mapping';
import { mainSetProfile, type MainProfile } from '@/src/contracts/account/profile';
import { findUserByEmail, updateUser } from '@/demo-pages/reference-api/users/users';
import { cleanUp, overlays } from '@/test/support/dom';
import { holdAnswers } from '@/test/support/hold';
import { startPage } from '@/test/support/islands';
import { reactIdle } from '@/test/support/react-idle';
import { clearToasts } from '@/test/support/toasts';
import { logIn } from '@/test/support/main-site';
import { expectOk, SEED_ACCOUNTS } from '@/test/support/reference-api';
import { failureResponse } from '@/test/support/runtime';
import { person, typeInto, type Person } from '@/test/support/user';

const SOPHIE = SEED_ACCOUNTS.mainUpdated;

let user: Person;
beforeEach(() => {
  user = person();
});
afterEach(async () => {
  cleanUp();
  await clearToasts();
  jest.restoreAllMocks();
});

/** A main-site page with Sophie logged in for real (her token is known to the API). */
async function loggedInPage(options: Parameters<typeof startPage>[1] = {}) {
  const page = await startPage('main', options);
  page.session.login(fromMainUser(await logIn(page.api, SOPHIE)), false);
  return page;
}

/** Opens the popup and waits for the loaded form. */
async function openLoadedPopup() {
  await openProfil();
  const dialog = await overlays();
  await dialog.findByRole('heading', { name: 'Données personnelles' });
  await waitFor(() => expect((dialog.getByLabelText('Nom') as HTMLInputElement).value).toBe('Bernard'));
  await reactIdle();
  return dialog;
}

const type = (field: HTMLElement, value: string) => typeInto(user, field, value);

describe("the main site's profile popup", () => {
  it('shows a loading placeholder while the profile loads, then every field filled in', async () => {
    const hold = holdAnswers('/api/user/get-profile');
    hold.bind(await loggedInPage({ intercept: hold.intercept }));
    await openProfil();
    const dialog = await overlays();
    expect(await dialog.findByRole('heading', { name: 'Données personnelles' })).toBeInTheDocument();
    expect(dialog.getByRole('status').textContent).toContain('Chargement de vos données personnelles');
    expect(dialog.queryByLabelText('Nom')).not.toBeInTheDocument();

    hold.release();
    await waitFor(() => expect((dialog.getByLabelText('Nom') as HTMLInputElement).value).toBe('Bernard'));
    const value = (label: string) => (dialog.getByLabelText(label) as HTMLInputElement).value;
    expect(value('Prénom')).toBe('Sophie');
    expect(value('Adresse e-mail')).toBe(SOPHIE.email);
    expect(value('Téléphone')).toBe('0611223344');
    expect(value('Nouveau mot de passe')).toBe('');
    expect(value('Confirmation du mot de passe')).toBe('');
    expect(value('Société')).toBe('Bernard Architectes');
    expect(value('Siret')).toBe('98765432100022');
    expect(value('Fonction')).toBe('Architecte');
    expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });

  it("says 'Champ obligatoire' for each required field and sends nothing", async () => {
    const { recorder } = await loggedInPage();
    const dialog = await openLoadedPopup();
    for (const label of ['Nom', 'Prénom', 'Société', 'Siret']) await type(dialog.getByLabelText(label), '');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findAllByText('Champ obligatoire')).toHaveLength(4);
    for (const label of ['Nom', 'Prénom', 'Société', 'Siret']) {
      expect(dialog.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    // Phone and fonction are optional.
    expect(dialog.queryByLabelText('Téléphone')).not.toHaveAttribute('aria-invalid');
    expect(recorder.count('/api/user/set-profile')).toBe(0);
  });

  it('shows the e-mail, the login identifier, read-only: nothing typed there is taken or claimed saved', async () => {
    const { api, recorder } = await loggedInPage();
    const dialog = await openLoadedPopup();
    const email = dialog.getByLabelText('Adresse e-mail') as HTMLInputElement;
    expect(email).toHaveAttribute('readonly');
    expect(email.value).toBe(SOPHIE.email);
    await user.type(email, 'x');
    expect(email.value).toBe(SOPHIE.email);
    await type(dialog.getByLabelText('Téléphone'), '0699887766');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Les modifications ont été enregistrées')).toBeInTheDocument();
    expect(recorder.count('/api/user/set-profile')).toBe(1);
    expect(await findUserByEmail(api.ctx, 'main', SOPHIE.email)).toMatchObject({ phone: '0699887766' });
  });

  it('checks the optional new password and its confirmation', async () => {
    const { recorder } = await loggedInPage();
    const dialog = await openLoadedPopup();
    await type(dialog.getByLabelText('Nouveau mot de passe'), 'court');
    await type(dialog.getByLabelText('Confirmation du mot de passe'), 'autre-chose');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('6 caractères au minimum')).toBeInTheDocument();
    expect(dialog.getByText("Le mot de passe n'est pas identique")).toBeInTheDocument();
    expect(recorder.count('/api/user/set-profile')).toBe(0);
  });

  it('replaces every emptied field by the current profile value before sending, and saves the rest', async () => {
    const { api, recorder, session } = await loggedInPage();
    const dialog = await openLoadedPopup();
    await type(dialog.getByLabelText('Nom'), 'Bernard-Roux');
    await type(dialog.getByLabelText('Téléphone'), '');
    await type(dialog.getByLabelText('Fonction'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(await dialog.findByText('Les modifications ont été enregistrées')).toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.queryByRole('heading', { name: 'Données personnelles' })).not.toBeInTheDocument(),
    );
    expect(recorder.count('/api/user/set-profile')).toBe(1);
    const stored = (await findUserByEmail(api.ctx, 'main', SOPHIE.email))!;
    expect(stored).toMatchObject({
      lastname: 'Bernard-Roux',
      firstname: 'Sophie',
      phone: '0611223344',
      fonction: 'Architecte',
    });
    // The greeting of every island follows the new name.
    expect(session.store.getState().user?.lastname).toBe('Bernard-Roux');
  });

  it('changes the password when one is typed twice', async () => {
    const { api } = await loggedInPage();
    const dialog = await openLoadedPopup();
    await type(dialog.getByLabelText('Nouveau mot de passe'), 'Atelier-2027');
    await type(dialog.getByLabelText('Confirmation du mot de passe'), 'Atelier-2027');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(dialog.queryByRole('heading', { name: 'Données personnelles' })).not.toBeInTheDocument(),
    );
    expect(await logIn(api, { email: SOPHIE.email, password: 'Atelier-2027' })).toMatchObject({ firstname: 'Sophie' });
  });

  it('offers single sign-on instead of the password fields for a partner address, and still saves the profile', async () => {
    const { api, recorder } = await loggedInPage();
    const partnerEmail = 'sophie.bernard@groupe-partenaire.fr';
    await updateUser(api.ctx, (await findUserByEmail(api.ctx, 'main', SOPHIE.email))!.id, { email: partnerEmail });
    const dialog = await openLoadedPopup();
    expect((dialog.getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe(partnerEmail);
    const sso = dialog.getByRole('link', { name: 'Se connecter avec mon compte Groupe Partenaire' });
    expect(sso).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/sso\.localhost:8080\/api\/saml-login\?site=main&return=/),
    );
    expect(dialog.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Confirmation du mot de passe')).not.toBeInTheDocument();

    await type(dialog.getByLabelText('Fonction'), 'Gérante');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Les modifications ont été enregistrées')).toBeInTheDocument();
    expect(recorder.count('/api/user/set-profile')).toBe(1);
    expect(await findUserByEmail(api.ctx, 'main', partnerEmail)).toMatchObject({ fonction: 'Gérante' });
  });

  it("says 'Une erreur est survenue' when the save fails, and keeps the popup and what was typed", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await loggedInPage({
      intercept: (request) =>
        new URL(request.url).pathname === '/api/user/set-profile'
          ? failureResponse(400, 'Certains champs sont invalides.')
          : undefined,
    });
    const dialog = await openLoadedPopup();
    await type(dialog.getByLabelText('Prénom'), 'Sophia');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Une erreur est survenue')).toBeInTheDocument();
    expect((dialog.getByLabelText('Prénom') as HTMLInputElement).value).toBe('Sophia');
    expect(dialog.getByRole('heading', { name: 'Données personnelles' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('setProfile refused (400)'));
  });

  it("says in French that the profile could not be loaded, and 'Réessayer' loads the form once the server works", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    const { recorder } = await loggedInPage({
      intercept: (request) =>
        down && new URL(request.url).pathname === '/api/user/get-profile'
          ? failureResponse(500, 'Erreur interne')
          : undefined,
    });
    await openProfil();
    const dialog = await overlays();
    expect(await dialog.findByRole('heading', { name: 'Données personnelles' })).toBeInTheDocument();
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe(
      'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    );
    expect(alert.textContent).not.toContain('Erreur interne');
    expect(dialog.queryByLabelText('Nom')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('getProfile: HTTP 500'));

    down = false;
    await user.click(dialog.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect((dialog.getByLabelText('Nom') as HTMLInputElement).value).toBe('Bernard'));
    expect((dialog.getByLabelText('Prénom') as HTMLInputElement).value).toBe('Sophie');
    expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(recorder.count('/api/user/get-profile')).toBe(2);
  });
});

describe('openProfil', () => {
  it("leads to the account app's personal-data page on the floor and carbon sites", async () => {
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    await startPage('plancher');
    await openProfil();
    expect(assign).toHaveBeenCalledWith('/espace-personnel/#/modification');
  });

  it('asks a logged-out visitor of the main site to log in first', async () => {
    await startPage('main');
    await openProfil();
    const dialog = await overlays();
    expect(await dialog.findByRole('heading', { name: 'CONNEXION' })).toBeInTheDocument();
  });
});

describe('fillBlanks', () => {
  const profile: MainProfile = {
    lastname: 'Bernard',
    firstname: 'Sophie',
    email: SOPHIE.email,
    phone: '0611223344',
    company: 'Bernard Architectes',
    siret: '98765432100022',
    fonction: 'Architecte',
  };

  it('keeps typed values, fills the blank ones and leaves out an untyped password', () => {
    expect(fillBlanks({ lastname: ' Roux ', phone: '', fonction: undefined }, profile)).toEqual({
      ...profile,
      lastname: 'Roux',
    });
  });

  it('sends the password pair only when a password is typed; the server accepts the body', async () => {
    const body = fillBlanks({ password: 'Atelier-2027', passwordConfirmation: 'Atelier-2027' }, profile);
    expect(body).toMatchObject({ password: 'Atelier-2027', passwordConfirmation: 'Atelier-2027' });
    const { api } = await startPage('main');
    const { token } = await logIn(api, SOPHIE);
    expectOk(await api.call(mainSetProfile, { token, body }));
  });
});

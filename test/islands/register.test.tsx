/** @jest-environment ./test/support/jsdom-environment.cjs */
import { fireEvent, waitFor } from '@testing-library/dom';
import { register as registerCall } from '../../src/contracts/account/register';
import { fromToolsLogin } from '../../features/account/session-user';
import register from '../../widgets/register';
import { cleanUp, mount, overlays } from '../support/dom';
import { startPage } from '../support/islands';
import { SEED_ACCOUNTS } from '../support/reference-api';
import { failureResponse } from '../support/runtime';
import { STRONG_PASSWORD, toolsRegistration } from '../support/tools-flows';

afterEach(cleanUp);

type Screen = Awaited<ReturnType<typeof mount>>;

const NEW_EMAIL = 'alice.garnier@exemple.fr';

function type(screen: Screen, label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A person entering then leaving a field (jsdom fires focus, focusin, blur and focusout). A
 * person takes longer than a task between typing and leaving: React must have rendered the
 * typed value, or it drops the focus events.
 */
async function blur(element: HTMLElement) {
  await tick();
  element.focus();
  await tick();
  element.blur();
}

/**
 * Mounts the registration and waits for the form to be live: final-form pauses validation until
 * the form's mount effect, which React runs in a later task than the first paint.
 */
async function mountForm(): Promise<Screen> {
  const screen = await mount(register);
  await screen.findByLabelText('Nom');
  await tick();
  return screen;
}

function fillIdentity(screen: Screen, email = NEW_EMAIL) {
  fireEvent.click(screen.getByLabelText('Mme'));
  type(screen, 'Nom', 'Garnier');
  type(screen, 'Prénom', 'Alice');
  type(screen, 'Adresse e-mail', email);
  fireEvent.change(screen.getByLabelText('Activité'), { target: { value: 'architecte' } });
  type(screen, 'Fonction', 'Architecte DPLG');
  type(screen, 'Entreprise', 'Garnier Architecture');
  type(screen, 'Numéro SIRET', '11122233300044');
  type(screen, 'Téléphone', '0601020304');
  type(screen, 'Adresse', '3 place Bellecour');
  type(screen, "Complément d'adresse", 'Escalier B');
  type(screen, 'Code postal', '69002');
  type(screen, 'Ville', 'Lyon');
  type(screen, 'Pays', 'France');
  fireEvent.click(screen.getByLabelText(/J'accepte que mes données/));
}

/** Continuer, then the task in which React hands the new step's validator to final-form. */
async function toStep2(screen: Screen) {
  fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
  expect(await screen.findByText('Étape 2 sur 2')).toBeTruthy();
  await tick();
}

function fillPasswords(screen: Screen, password = STRONG_PASSWORD, repeat = password) {
  type(screen, 'Mot de passe', password);
  type(screen, 'Confirmation du mot de passe', repeat);
}

/** Records the JSON bodies posted to the registration call. */
function recordRegistrations() {
  const bodies: Record<string, unknown>[] = [];
  const intercept = (request: Request) => {
    if (new URL(request.url).pathname === '/api/register/') void request.json().then((body) => bodies.push(body as Record<string, unknown>));
    return undefined;
  };
  return { bodies, intercept };
}

describe('registration, step 1', () => {
  it("shows 'Étape 1 sur 2' and the spec's messages for missing names, e-mail and consent", async () => {
    const { recorder } = await startPage('plancher');
    const screen = await mountForm();
    expect(screen.getByText('Étape 1 sur 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findAllByText('Champ obligatoire')).toHaveLength(3);
    expect(screen.getByText('Ce champ est nécessaire')).toBeTruthy();
    expect(screen.getByLabelText('Nom').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/J'accepte que mes données/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Étape 1 sur 2')).toBeTruthy();
    expect(recorder.count('/api/register/')).toBe(0);
  });

  it("says 'E-mail invalide' and does not check availability for an invalid address", async () => {
    const { recorder } = await startPage('plancher');
    const screen = await mountForm();
    const email = screen.getByLabelText('Adresse e-mail');
    type(screen, 'Adresse e-mail', 'pas-une-adresse');
    await blur(email);
    expect(await screen.findByText('E-mail invalide')).toBeTruthy();
    expect(recorder.requests.some((r) => r.path.startsWith('/api/email/available/'))).toBe(false);
  });

  it('offers the spec\'s activity labels and civilities, and cuts the postal code to 5 characters', async () => {
    await startPage('carbone');
    const screen = await mountForm();
    const activity = screen.getByLabelText('Activité') as HTMLSelectElement;
    expect([...activity.options].map((o) => o.textContent)).toEqual([
      'Non précisée', 'Maçon', 'CMIste', 'Négoces', "Maître d'oeuvre / Promoteur", 'Architecte', "Bureau d'étude",
      'Économiste', 'Autre',
    ]);
    expect([...activity.options].map((o) => o.value)).toEqual([
      '', 'maçon', 'cmiste', 'négoces', 'maitre-oeuvre-promoteur', 'architecte', 'bureau-etude', 'economiste', 'autre',
    ]);
    expect(screen.getByRole('group', { name: 'Civilité' })).toBeTruthy();
    for (const label of ['M.', 'Mme', 'Autre']) expect(screen.getByRole('radio', { name: label })).toBeTruthy();
    type(screen, 'Code postal', '690021234');
    await waitFor(() => expect((screen.getByLabelText('Code postal') as HTMLInputElement).value).toBe('69002'));
  });

  it('on blur, says an address is taken under the field and will not go on', async () => {
    const { recorder } = await startPage('plancher');
    const screen = await mountForm();
    fillIdentity(screen, SEED_ACCOUNTS.tools.email);
    await blur(screen.getByLabelText('Adresse e-mail'));
    expect(await screen.findByText('Un compte existe déjà avec cette adresse e-mail.')).toBeTruthy();
    expect(screen.getByLabelText('Adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.getAllByText('Un compte existe déjà avec cette adresse e-mail.').length).toBeGreaterThan(0));
    expect(screen.queryByText('Étape 2 sur 2')).toBeNull();
    // One check for that address: blur and submit share it.
    expect(recorder.requests.filter((r) => r.path.startsWith('/api/email/available/'))).toHaveLength(1);
  });

  it('on blur, a free address shows nothing and Continuer reuses that check', async () => {
    const { recorder } = await startPage('plancher');
    const screen = await mountForm();
    fillIdentity(screen);
    await blur(screen.getByLabelText('Adresse e-mail'));
    await waitFor(() => expect(recorder.count(`/api/email/available/${encodeURIComponent(NEW_EMAIL)}/`)).toBe(1));
    expect(screen.queryByText('Un compte existe déjà avec cette adresse e-mail.')).toBeNull();
    await toStep2(screen);
    expect(recorder.count(`/api/email/available/${encodeURIComponent(NEW_EMAIL)}/`)).toBe(1);
  });

  it('checks on Continuer when the blur check did not run, and refuses a taken address there', async () => {
    const { recorder } = await startPage('plancher');
    const screen = await mountForm();
    fillIdentity(screen, SEED_ACCOUNTS.toolsNotActivated.email);
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Un compte existe déjà avec cette adresse e-mail.')).toBeTruthy();
    expect(screen.getByText('Étape 1 sur 2')).toBeTruthy();
    expect(recorder.requests.filter((r) => r.path.startsWith('/api/email/available/'))).toHaveLength(1);
    // Another address is checked afresh and goes on.
    type(screen, 'Adresse e-mail', NEW_EMAIL);
    await toStep2(screen);
  });

  it('counts an error of the availability check as available', async () => {
    const { recorder } = await startPage('plancher', {
      intercept: (request) => (new URL(request.url).pathname.startsWith('/api/email/available/')
        ? new Response('oops', { status: 500 }) : undefined),
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await mountForm();
    fillIdentity(screen);
    await blur(screen.getByLabelText('Adresse e-mail'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Un compte existe déjà avec cette adresse e-mail.')).toBeNull();
    await toStep2(screen);
    expect(recorder.requests.filter((r) => r.path.startsWith('/api/email/available/'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('counts a refusal of the availability check as available', async () => {
    await startPage('carbone', {
      intercept: (request) => (new URL(request.url).pathname.startsWith('/api/email/available/')
        ? failureResponse(403, 'Accès refusé') : undefined),
    });
    const screen = await mountForm();
    fillIdentity(screen);
    await toStep2(screen);
  });
});

describe('registration, step 2', () => {
  it("requires the password, says 'Le mot passe ne correspond pas.' and shows the live checklist", async () => {
    const { recorder } = await startPage('plancher');
    const screen = await mountForm();
    fillIdentity(screen);
    await toStep2(screen);
    expect(await screen.findByText('Mon mot de passe comporte :')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Champ obligatoire')).toBeTruthy();

    fillPasswords(screen, STRONG_PASSWORD, 'Autre-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Le mot passe ne correspond pas.')).toBeTruthy();

    type(screen, 'Mot de passe', 'court');
    await waitFor(() => expect(screen.getByText('Au moins 8 caractères').closest('li')!.getAttribute('data-met')).toBe('false'));
    type(screen, 'Mot de passe', STRONG_PASSWORD);
    await waitFor(() => expect(screen.getByText('Au moins 8 caractères').closest('li')!.getAttribute('data-met')).toBe('true'));
    expect(recorder.count('/api/register/')).toBe(0);
  });

  it('goes back to step 1 with everything typed, and forward again with the passwords', async () => {
    await startPage('plancher');
    const screen = await mountForm();
    fillIdentity(screen);
    await toStep2(screen);
    // The new step is announced: focus moves to its title.
    expect(screen.host.shadowRoot!.activeElement?.textContent).toBe('Votre mot de passe');
    fillPasswords(screen);
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByText('Étape 1 sur 2')).toBeTruthy();
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Garnier');
    expect((screen.getByLabelText('Ville') as HTMLInputElement).value).toBe('Lyon');
    expect((screen.getByLabelText('Activité') as HTMLSelectElement).value).toBe('architecte');
    expect((screen.getByLabelText('Mme') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/J'accepte que mes données/) as HTMLInputElement).checked).toBe(true);
    await toStep2(screen);
    expect((screen.getByLabelText('Mot de passe') as HTMLInputElement).value).toBe(STRONG_PASSWORD);
  });
});

describe('registration, submission', () => {
  it('sends the floor/carbon reading once, confirms, mails the activation link, and offers the login', async () => {
    const { bodies, intercept } = recordRegistrations();
    const { api, recorder } = await startPage('plancher', { intercept });
    const screen = await mountForm();
    fillIdentity(screen);
    await toStep2(screen);
    fillPasswords(screen);
    const submit = screen.getByRole('button', { name: 'Créer mon compte' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);
    expect(await screen.findByRole('heading', { name: 'Votre compte a bien été créé' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(NEW_EMAIL);
    expect(recorder.count('/api/register/')).toBe(1);
    expect(bodies[0]).toEqual({
      ...toolsRegistration({ addressComplement: 'Escalier B' }),
    });
    const mail = api.outbox().find((m) => m.to === NEW_EMAIL);
    expect(mail?.subject).toBe('Activez votre compte');
    expect(mail?.links[0]).toMatch(/\/activation\/\?id=/);

    fireEvent.click(screen.getByRole('button', { name: 'Me connecter' }));
    const dialog = await overlays();
    expect(await dialog.findByRole('heading', { name: 'CONNEXION' })).toBeTruthy();
  });

  it("sends civility '' for Autre and blank optional fields as empty strings", async () => {
    const { bodies, intercept } = recordRegistrations();
    await startPage('carbone', { intercept });
    const screen = await mountForm();
    fireEvent.click(screen.getByLabelText('Autre'));
    type(screen, 'Nom', 'Roux');
    type(screen, 'Prénom', 'Paul');
    type(screen, 'Adresse e-mail', 'paul.roux@exemple.fr');
    fireEvent.click(screen.getByLabelText(/J'accepte que mes données/));
    await toStep2(screen);
    fillPasswords(screen);
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('heading', { name: 'Votre compte a bien été créé' })).toBeTruthy();
    expect(bodies[0]).toEqual({
      civility: '', lastName: 'Roux', firstName: 'Paul', email: 'paul.roux@exemple.fr', activity: '', fonction: '',
      company: '', siret: '', tel: '', address: '', addressComplement: '', postalCode: '', city: '', country: '',
      rgpd: true, password: STRONG_PASSWORD, passwordRepeat: STRONG_PASSWORD,
    });
  });

  it('a refusal toasts the first server error, goes back to the refused step-1 field and keeps every input', async () => {
    const { api } = await startPage('plancher');
    const screen = await mountForm();
    fillIdentity(screen);
    await toStep2(screen);
    // Someone registers the same address meanwhile.
    await api.call(registerCall, { body: toolsRegistration() });
    fillPasswords(screen);
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const toasts = await overlays();
    expect(await toasts.findByText('Un compte existe déjà avec cette adresse e-mail.')).toBeTruthy();
    expect(await screen.findByText('Étape 1 sur 2')).toBeTruthy();
    expect(screen.getByText('Un compte existe déjà avec cette adresse e-mail.', { selector: '.oss-error' })).toBeTruthy();
    expect((screen.getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe(NEW_EMAIL);
    expect((screen.getByLabelText('Entreprise') as HTMLInputElement).value).toBe('Garnier Architecture');
    // The same address cannot go on again.
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.getByText('Étape 1 sur 2')).toBeTruthy());
    type(screen, 'Adresse e-mail', 'alice.g@exemple.fr');
    await toStep2(screen);
    expect((screen.getByLabelText('Mot de passe') as HTMLInputElement).value).toBe(STRONG_PASSWORD);
  });

  it('a refusal of a step-2 field stays on step 2 with the message under the field', async () => {
    await startPage('plancher', {
      intercept: (request) => (new URL(request.url).pathname === '/api/register/'
        ? Response.json({ success: false, message: 'Certains champs sont invalides.', error: { password: 'Mot de passe trop faible.' } }, { status: 400 })
        : undefined),
    });
    const screen = await mountForm();
    fillIdentity(screen);
    await toStep2(screen);
    fillPasswords(screen);
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await (await overlays()).findByText('Mot de passe trop faible.')).toBeTruthy();
    expect(await screen.findByText('Mot de passe trop faible.')).toBeTruthy();
    expect(screen.getByText('Étape 2 sur 2')).toBeTruthy();
    expect((screen.getByLabelText('Confirmation du mot de passe') as HTMLInputElement).value).toBe(STRONG_PASSWORD);
  });

  it('a refusal without field errors toasts the server message; a server failure its French message', async () => {
    let answer: Response | undefined = failureResponse(403, 'Les inscriptions sont fermées.');
    await startPage('plancher', {
      intercept: (request) => (new URL(request.url).pathname === '/api/register/' ? answer : undefined),
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await mountForm();
    fillIdentity(screen);
    await toStep2(screen);
    fillPasswords(screen);
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const toasts = await overlays();
    expect(await toasts.findByText('Les inscriptions sont fermées.')).toBeTruthy();
    answer = new Response('down', { status: 503 });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await toasts.findByText(/momentanément indisponible/, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Étape 2 sur 2')).toBeTruthy();
    error.mockRestore();
  });
});

describe('registration, logged in', () => {
  it('says the visitor already has an account, without the form', async () => {
    const { session } = await startPage('carbone');
    session.login(fromToolsLogin({ id: 3, email: SEED_ACCOUNTS.tools.email, firstname: 'Luc', lastname: 'Martin', company: 'Martin BTP' }, 't', 'r'), false);
    const screen = await mount(register);
    expect(await screen.findByRole('heading', { name: 'Vous avez déjà un compte' })).toBeTruthy();
    expect(screen.getByText(/en tant que Luc/)).toBeTruthy();
    expect(screen.queryByLabelText('Nom')).toBeNull();
  });

  it('reports an unknown attribute and does not mount', async () => {
    await startPage('plancher');
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    host.dataset.widget = 'register';
    host.dataset.step = '2';
    document.body.append(host);
    const { mountIsland } = await import('../../src/loader/mount-island');
    expect(await mountIsland(host, 'register', async () => ({ default: register }))).toBeNull();
    expect(error.mock.calls[0]?.[0]).toMatch(/unexpected attribute data-step/);
    error.mockRestore();
  });
});

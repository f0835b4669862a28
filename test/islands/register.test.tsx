/** @jest-environment ./test/support/jsdom-environment.cjs */
import { fireEvent, waitFor } from '@testing-library/dom';
import { register as registerCall } from '@/src/contracts/account/register';
import { fromToolsLogin } from '@/src/session/user-mapping';
import register from '@/widgets/register';
import { cleanUp, mount, overlays } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { SEED_ACCOUNTS } from '@/test/support/reference-api';
import { failureResponse } from '@/test/support/runtime';
import { ACTIVITY_LABELS, STRONG_PASSWORD, toolsRegistration } from '@/test/support/tools-flows';
import { person, typeInto, type Person } from '@/test/support/user';
import { reactIdle } from '@/test/support/react-idle';

let user: Person;
beforeEach(() => {
  user = person();
});
afterEach(cleanUp);

type Screen = Awaited<ReturnType<typeof mount>>;

const NEW_EMAIL = 'alice.garnier@exemple.fr';

/** Types `value` into the field labelled `label`, over what it held. */
function type(screen: Screen, label: string | RegExp, value: string) {
  return typeInto(user, screen.getByLabelText(label), value);
}

/** A button as a person finds it: shown, and saying its label again once it is no longer busy. */
function button(screen: Screen, name: string) {
  return screen.findByRole('button', { name });
}

/** A person entering then leaving a field: a click into it, then a click elsewhere on the page. */
async function blur(element: HTMLElement) {
  await user.click(element);
  await user.click(document.body);
}

/**
 * Mounts the registration and waits for the form to be live: final-form pauses validation until
 * the form's mount effect, which React runs in a later task than the first paint.
 */
async function mountForm(): Promise<Screen> {
  const screen = await mount(register);
  await screen.findByLabelText('Nom');
  await reactIdle();
  return screen;
}

/** Fills step 1 as a person does, field after field (`email: null` leaves the address out). */
async function fillIdentity(screen: Screen, email: string | null = NEW_EMAIL) {
  await user.click(screen.getByLabelText('Mme'));
  await type(screen, 'Nom', 'Garnier');
  await type(screen, 'Prénom', 'Alice');
  if (email !== null) await type(screen, 'Adresse e-mail', email);
  await user.selectOptions(screen.getByLabelText('Activité'), 'architecte');
  await type(screen, 'Fonction', 'Architecte DPLG');
  await type(screen, 'Entreprise', 'Garnier Architecture');
  await type(screen, 'Numéro SIRET', '11122233300044');
  await type(screen, 'Téléphone', '0601020304');
  await type(screen, 'Adresse', '3 place Bellecour');
  await type(screen, "Complément d'adresse", 'Escalier B');
  await type(screen, 'Code postal', '69002');
  await type(screen, 'Ville', 'Lyon');
  await type(screen, 'Pays', 'France');
  await user.click(screen.getByLabelText(/J'accepte que mes données/));
}

/** Continuer, then the task in which React hands the new step's validator to final-form. */
async function toStep2(screen: Screen) {
  await user.click(await button(screen, 'Continuer'));
  expect(await screen.findByText('Étape 2 sur 2')).toBeInTheDocument();
  await reactIdle();
}

async function fillPasswords(screen: Screen, password = STRONG_PASSWORD, repeat = password) {
  await type(screen, 'Mot de passe', password);
  await type(screen, 'Confirmation du mot de passe', repeat);
}

/** Records the JSON bodies posted to the registration call. */
function recordRegistrations() {
  const bodies: Record<string, unknown>[] = [];
  const intercept = (request: Request) => {
    if (new URL(request.url).pathname === '/api/register/')
      void request.json().then((body) => bodies.push(body as Record<string, unknown>));
    return undefined;
  };
  return { bodies, intercept };
}

describe('registration, step 1', () => {
  it("shows 'Étape 1 sur 2' and the spec's messages for missing names, e-mail and consent", async () => {
    const { recorder } = await startPage('plancher');
    const screen = await mountForm();
    expect(screen.getByText('Étape 1 sur 2')).toBeInTheDocument();
    await user.click(await button(screen, 'Continuer'));
    expect(await screen.findAllByText('Champ obligatoire')).toHaveLength(3);
    expect(screen.getByText('Ce champ est nécessaire')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/J'accepte que mes données/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Étape 1 sur 2')).toBeInTheDocument();
    expect(recorder.count('/api/register/')).toBe(0);
  });

  it("says 'E-mail invalide' and does not check availability for an invalid address", async () => {
    const { recorder } = await startPage('plancher');
    const screen = await mountForm();
    const email = screen.getByLabelText('Adresse e-mail');
    await type(screen, 'Adresse e-mail', 'pas-une-adresse');
    await blur(email);
    expect(await screen.findByText('E-mail invalide')).toBeInTheDocument();
    expect(recorder.requests.some((r) => r.path.startsWith('/api/email/available/'))).toBe(false);
  });

  it("offers the spec's activity labels and civilities, and cuts the postal code to 5 characters", async () => {
    await startPage('carbone');
    const screen = await mountForm();
    const activity = screen.getByLabelText('Activité') as HTMLSelectElement;
    expect([...activity.options].map((o) => o.textContent)).toEqual(ACTIVITY_LABELS);
    expect([...activity.options].map((o) => o.value)).toEqual([
      '',
      'maçon',
      'cmiste',
      'négoces',
      'maitre-oeuvre-promoteur',
      'architecte',
      'bureau-etude',
      'economiste',
      'autre',
    ]);
    expect(screen.getByRole('group', { name: 'Civilité' })).toBeInTheDocument();
    for (const label of ['M.', 'Mme', 'Autre']) expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    await type(screen, 'Code postal', '690021234');
    await waitFor(() => expect((screen.getByLabelText('Code postal') as HTMLInputElement).value).toBe('69002'));
  });

  it('on blur, says an address is taken under the field and will not go on', async () => {
    const { recorder } = await startPage('plancher');
    const screen = await mountForm();
    await fillIdentity(screen, SEED_ACCOUNTS.tools.email);
    await blur(screen.getByLabelText('Adresse e-mail'));
    expect(await screen.findByText('Un compte existe déjà avec cette adresse e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    await user.click(await button(screen, 'Continuer'));
    await waitFor(() =>
      expect(screen.getAllByText('Un compte existe déjà avec cette adresse e-mail.').length).toBeGreaterThan(0),
    );
    expect(screen.queryByText('Étape 2 sur 2')).not.toBeInTheDocument();
    // One check for that address: blur and submit share it.
    expect(recorder.requests.filter((r) => r.path.startsWith('/api/email/available/'))).toHaveLength(1);
  });

  it("on blur, refuses a partner address with the server's words, asks nothing and will not go on", async () => {
    const { recorder } = await startPage('carbone');
    const screen = await mountForm();
    await fillIdentity(screen, 'claire@groupe-partenaire.fr');
    await blur(screen.getByLabelText('Adresse e-mail'));
    const refusal =
      "Les comptes de l'organisation partenaire se connectent avec la connexion unique partenaire, sans mot de passe.";
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    await user.click(await button(screen, 'Continuer'));
    await reactIdle();
    expect(screen.getByText('Étape 1 sur 2')).toBeInTheDocument();
    expect(screen.queryByText('Étape 2 sur 2')).not.toBeInTheDocument();
    expect(recorder.requests.filter((r) => r.path.startsWith('/api/email/available/'))).toHaveLength(0);
  });

  it('on blur, a free address shows nothing and Continuer reuses that check', async () => {
    const { recorder } = await startPage('plancher');
    const screen = await mountForm();
    await fillIdentity(screen);
    await blur(screen.getByLabelText('Adresse e-mail'));
    await waitFor(() => expect(recorder.count(`/api/email/available/${encodeURIComponent(NEW_EMAIL)}/`)).toBe(1));
    expect(screen.queryByText('Un compte existe déjà avec cette adresse e-mail.')).not.toBeInTheDocument();
    await toStep2(screen);
    expect(recorder.count(`/api/email/available/${encodeURIComponent(NEW_EMAIL)}/`)).toBe(1);
  });

  it('checks on Continuer when the blur check did not run, and refuses a taken address there', async () => {
    const { recorder } = await startPage('plancher');
    const screen = await mountForm();
    await fillIdentity(screen, null);
    // The address typed last and sent with Enter: the field is never left, so never checked on blur.
    await type(screen, 'Adresse e-mail', SEED_ACCOUNTS.toolsNotActivated.email);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Un compte existe déjà avec cette adresse e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Étape 1 sur 2')).toBeInTheDocument();
    expect(recorder.requests.filter((r) => r.path.startsWith('/api/email/available/'))).toHaveLength(1);
    // Another address is checked afresh and goes on.
    await type(screen, 'Adresse e-mail', NEW_EMAIL);
    await toStep2(screen);
  });

  it('counts an error of the availability check as available', async () => {
    const { recorder } = await startPage('plancher', {
      intercept: (request) =>
        new URL(request.url).pathname.startsWith('/api/email/available/')
          ? new Response('oops', { status: 500 })
          : undefined,
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await mountForm();
    await fillIdentity(screen);
    await blur(screen.getByLabelText('Adresse e-mail'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Un compte existe déjà avec cette adresse e-mail.')).not.toBeInTheDocument();
    await toStep2(screen);
    expect(recorder.requests.filter((r) => r.path.startsWith('/api/email/available/'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('counts a refusal of the availability check as available', async () => {
    await startPage('carbone', {
      intercept: (request) =>
        new URL(request.url).pathname.startsWith('/api/email/available/')
          ? failureResponse(403, 'Accès refusé')
          : undefined,
    });
    const screen = await mountForm();
    await fillIdentity(screen);
    await toStep2(screen);
  });
});

describe('registration, step 2', () => {
  it("requires the password, says 'Le mot passe ne correspond pas.' and shows the live checklist", async () => {
    const { recorder } = await startPage('plancher');
    const screen = await mountForm();
    await fillIdentity(screen);
    await toStep2(screen);
    expect(await screen.findByText('Mon mot de passe comporte :')).toBeInTheDocument();

    await user.click(await button(screen, 'Créer mon compte'));
    expect(await screen.findByText('Champ obligatoire')).toBeInTheDocument();

    await fillPasswords(screen, STRONG_PASSWORD, 'Autre-2026!');
    await user.click(await button(screen, 'Créer mon compte'));
    expect(await screen.findByText('Le mot passe ne correspond pas.')).toBeInTheDocument();

    await type(screen, 'Mot de passe', 'court');
    await waitFor(() =>
      expect(screen.getByText('Au moins 8 caractères').closest('li')!).toHaveAttribute('data-met', 'false'),
    );
    await type(screen, 'Mot de passe', STRONG_PASSWORD);
    await waitFor(() =>
      expect(screen.getByText('Au moins 8 caractères').closest('li')!).toHaveAttribute('data-met', 'true'),
    );
    expect(recorder.count('/api/register/')).toBe(0);
  });

  it('goes back to step 1 with everything typed, and forward again with the passwords', async () => {
    await startPage('plancher');
    const screen = await mountForm();
    await fillIdentity(screen);
    await toStep2(screen);
    // The new step is announced: focus moves to its title.
    expect(screen.host.shadowRoot!.activeElement?.textContent).toBe('Votre mot de passe');
    await fillPasswords(screen);
    await user.click(await button(screen, 'Retour'));
    expect(await screen.findByText('Étape 1 sur 2')).toBeInTheDocument();
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Garnier');
    expect((screen.getByLabelText('Ville') as HTMLInputElement).value).toBe('Lyon');
    expect((screen.getByLabelText('Activité') as HTMLSelectElement).value).toBe('architecte');
    expect(screen.getByLabelText('Mme') as HTMLInputElement).toBeChecked();
    expect(screen.getByLabelText(/J'accepte que mes données/) as HTMLInputElement).toBeChecked();
    await toStep2(screen);
    expect((screen.getByLabelText('Mot de passe') as HTMLInputElement).value).toBe(STRONG_PASSWORD);
  });
});

describe('registration, submission', () => {
  it('sends the floor/carbon reading once, confirms, mails the activation link, and offers the login', async () => {
    const { bodies, intercept } = recordRegistrations();
    const { api, recorder } = await startPage('plancher', { intercept });
    const screen = await mountForm();
    await fillIdentity(screen);
    await toStep2(screen);
    await fillPasswords(screen);
    // Three submits in the same task, faster than a person: one registration only.
    const submit = screen.getByRole('button', { name: 'Créer mon compte' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);
    expect(await screen.findByRole('heading', { name: 'Votre compte a bien été créé' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain(NEW_EMAIL);
    expect(recorder.count('/api/register/')).toBe(1);
    expect(bodies[0]).toEqual({
      ...toolsRegistration({ addressComplement: 'Escalier B' }),
    });
    const mail = (await api.outbox()).find((m) => m.to === NEW_EMAIL);
    expect(mail?.subject).toBe('Activez votre compte');
    expect(mail?.links[0]).toMatch(/\/activation\/\?id=/);

    await user.click(await button(screen, 'Me connecter'));
    const dialog = await overlays();
    expect(await dialog.findByRole('heading', { name: 'CONNEXION' })).toBeInTheDocument();
  });

  it("sends civility '' for Autre and blank optional fields as empty strings", async () => {
    const { bodies, intercept } = recordRegistrations();
    await startPage('carbone', { intercept });
    const screen = await mountForm();
    await user.click(screen.getByLabelText('Autre'));
    await type(screen, 'Nom', 'Roux');
    await type(screen, 'Prénom', 'Paul');
    await type(screen, 'Adresse e-mail', 'paul.roux@exemple.fr');
    await user.click(screen.getByLabelText(/J'accepte que mes données/));
    await toStep2(screen);
    await fillPasswords(screen);
    await user.click(await button(screen, 'Créer mon compte'));
    expect(await screen.findByRole('heading', { name: 'Votre compte a bien été créé' })).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      civility: '',
      lastName: 'Roux',
      firstName: 'Paul',
      email: 'paul.roux@exemple.fr',
      activity: '',
      fonction: '',
      company: '',
      siret: '',
      tel: '',
      address: '',
      addressComplement: '',
      postalCode: '',
      city: '',
      country: '',
      rgpd: true,
      password: STRONG_PASSWORD,
      passwordRepeat: STRONG_PASSWORD,
    });
  });

  it('a refusal toasts the first server error, goes back to the refused step-1 field and keeps every input', async () => {
    const { api } = await startPage('plancher');
    const screen = await mountForm();
    await fillIdentity(screen);
    await toStep2(screen);
    // Someone registers the same address meanwhile.
    await api.call(registerCall, { body: toolsRegistration() });
    await fillPasswords(screen);
    await user.click(await button(screen, 'Créer mon compte'));

    const toasts = await overlays();
    expect(await toasts.findByText('Un compte existe déjà avec cette adresse e-mail.')).toBeInTheDocument();
    expect(await screen.findByText('Étape 1 sur 2')).toBeInTheDocument();
    expect(
      screen.getByText('Un compte existe déjà avec cette adresse e-mail.', { selector: '.oss-error' }),
    ).toBeInTheDocument();
    expect((screen.getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe(NEW_EMAIL);
    expect((screen.getByLabelText('Entreprise') as HTMLInputElement).value).toBe('Garnier Architecture');
    // The same address cannot go on again.
    await user.click(await button(screen, 'Continuer'));
    expect(await screen.findByText('Étape 1 sur 2')).toBeInTheDocument();
    await type(screen, 'Adresse e-mail', 'alice.g@exemple.fr');
    await toStep2(screen);
    expect((screen.getByLabelText('Mot de passe') as HTMLInputElement).value).toBe(STRONG_PASSWORD);
  });

  it('a refusal of a step-2 field stays on step 2 with the message under the field', async () => {
    await startPage('plancher', {
      intercept: (request) =>
        new URL(request.url).pathname === '/api/register/'
          ? Response.json(
              {
                success: false,
                message: 'Certains champs sont invalides.',
                error: { password: 'Mot de passe trop faible.' },
              },
              { status: 400 },
            )
          : undefined,
    });
    const screen = await mountForm();
    await fillIdentity(screen);
    await toStep2(screen);
    await fillPasswords(screen);
    await user.click(await button(screen, 'Créer mon compte'));
    expect(await (await overlays()).findByText('Mot de passe trop faible.')).toBeInTheDocument();
    expect(await screen.findByText('Mot de passe trop faible.')).toBeInTheDocument();
    expect(screen.getByText('Étape 2 sur 2')).toBeInTheDocument();
    expect((screen.getByLabelText('Confirmation du mot de passe') as HTMLInputElement).value).toBe(STRONG_PASSWORD);
  });

  it('a refusal without field errors toasts the server message; a server failure its French message', async () => {
    let answer: Response | undefined = failureResponse(403, 'Les inscriptions sont fermées.');
    await startPage('plancher', {
      intercept: (request) => (new URL(request.url).pathname === '/api/register/' ? answer : undefined),
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await mountForm();
    await fillIdentity(screen);
    await toStep2(screen);
    await fillPasswords(screen);
    await user.click(await button(screen, 'Créer mon compte'));
    const toasts = await overlays();
    expect(await toasts.findByText('Les inscriptions sont fermées.')).toBeInTheDocument();
    answer = new Response('down', { status: 503 });
    await user.click(await button(screen, 'Créer mon compte'));
    expect(await toasts.findByText(/momentanément indisponible/)).toBeInTheDocument();
    expect(screen.getByText('Étape 2 sur 2')).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('registration, leaving the page', () => {
  /** What the browser asks the page when the visitor closes it, reloads or goes elsewhere. */
  function leave(): Event {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  }

  it('has the browser ask once something is typed, on either step, and no more once registered', async () => {
    await startPage('plancher');
    const screen = await mountForm();
    expect(leave().defaultPrevented).toBe(false);
    await type(screen, 'Nom', 'Garnier');
    expect(leave().defaultPrevented).toBe(true);
    await fillIdentity(screen);
    await toStep2(screen);
    expect(leave().defaultPrevented).toBe(true);
    await fillPasswords(screen);
    await user.click(await button(screen, 'Créer mon compte'));
    expect(await screen.findByRole('heading', { name: 'Votre compte a bien été créé' })).toBeInTheDocument();
    expect(leave().defaultPrevented).toBe(false);
  });
});

describe('registration, logged in', () => {
  it('says the visitor already has an account, without the form', async () => {
    const { session } = await startPage('carbone');
    session.login(
      fromToolsLogin(
        { id: 3, email: SEED_ACCOUNTS.tools.email, firstname: 'Luc', lastname: 'Martin', company: 'Martin BTP' },
        't',
        'r',
      ),
      false,
    );
    const screen = await mount(register);
    expect(await screen.findByRole('heading', { name: 'Vous avez déjà un compte' })).toBeInTheDocument();
    expect(screen.getByText(/en tant que Luc/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nom')).not.toBeInTheDocument();
  });

  it('reports an unknown attribute and does not mount', async () => {
    await startPage('plancher');
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    host.dataset.widget = 'register';
    host.dataset.step = '2';
    document.body.append(host);
    const { mountIsland } = await import('@/src/loader/mount-island');
    expect(await mountIsland(host, 'register', async () => ({ default: register }))).toBeNull();
    expect(error.mock.calls[0]?.[0]).toMatch(/unexpected attribute data-step/);
    error.mockRestore();
  });
});

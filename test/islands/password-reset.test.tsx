/** @jest-environment ./test/support/jsdom-environment.cjs */
import { fireEvent, waitFor } from '@testing-library/dom';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigation } from '@/src/runtime/navigation';
import { resetPassword, toolsRequestReset } from '@/src/contracts/account/password';
import { overlayStore } from '@/src/ui/overlays/overlay-store';
import passwordReset from '@/widgets/password-reset';
import { PasswordReset } from '@/widgets/password-reset/password-reset';
import { cleanUp, mount, overlays } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { expectOk, SEED_ACCOUNTS } from '@/test/support/reference-api';
import { login, mailedUrl, type Api } from '@/test/support/tools-flows';
import { person, typeInto, type Person } from '@/test/support/user';
import { reactIdle } from '@/test/support/react-idle';

const NEW_PASSWORD = 'Nouveau-2026!';
let assign: jest.SpyInstance;
let user: Person;

beforeEach(() => {
  user = person();
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  cleanUp();
  assign.mockRestore();
  history.replaceState(null, '', '/');
});

/** Asks a reset for the seeded floor/carbon user and opens the mailed page. */
async function openResetMail(api: Api) {
  expectOk(await api.call(toolsRequestReset, { body: { email: SEED_ACCOUNTS.tools.email } }));
  const url = await mailedUrl(api, SEED_ACCOUNTS.tools.email);
  history.replaceState(null, '', url.pathname);
  return url.pathname.split('/').filter(Boolean).pop()!;
}

/** The popup, once its form is live (final-form validates after the form's mount effect). */
async function popup() {
  const dialog = await overlays();
  await dialog.findByRole('heading', { name: 'Changement de mot de passe' });
  await reactIdle();
  return dialog;
}

function type(dialog: Awaited<ReturnType<typeof overlays>>, label: string, value: string) {
  return typeInto(user, dialog.getByLabelText(label), value);
}

describe('the password-reset page', () => {
  it('renders nothing, opens nothing and logs nothing without a token', async () => {
    await startPage('plancher');
    const spies = (['error', 'warn', 'info', 'log'] as const).map((m) => jest.spyOn(console, m));
    for (const path of ['/mot-de-passe-oublie/', '/mot-de-passe-oublie', '/mot-de-passe-oublie/%20/', '/']) {
      history.replaceState(null, '', path);
      const page = await mount(passwordReset);
      await reactIdle();
      expect(page.host.shadowRoot!.querySelector('.oss-root')!.childElementCount).toBe(0);
      expect(overlayStore.getState().entries).toHaveLength(0);
      cleanUp();
    }
    for (const spy of spies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

  it("validates ('Champ obligatoire', 'Le mot de passe n'est pas identique', the criteria) with the live checklist", async () => {
    const { api, recorder } = await startPage('plancher');
    await openResetMail(api);
    await mount(passwordReset);
    const dialog = await popup();
    expect(await dialog.findByText('Mon mot de passe comporte :')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findAllByText('Champ obligatoire')).toHaveLength(2);

    await type(dialog, 'Nouveau mot de passe', NEW_PASSWORD);
    await type(dialog, 'Confirmation du mot de passe', 'Autre-2026!');
    expect(await dialog.findByText("Le mot de passe n'est pas identique")).toBeInTheDocument();

    await type(dialog, 'Nouveau mot de passe', 'faible');
    await type(dialog, 'Confirmation du mot de passe', 'faible');
    await waitFor(() =>
      expect(dialog.getByText('Au moins un chiffre').closest('li')!).toHaveAttribute('data-met', 'false'),
    );
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await dialog.findByText('Le mot de passe ne respecte pas tous les critères ci-dessous.'),
    ).toBeInTheDocument();
    // The link's check as the popup opened only: nothing the form refused was sent.
    expect(recorder.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('two placeholders on one page open one popup', async () => {
    const { api } = await startPage('plancher');
    await openResetMail(api);
    await mount(passwordReset);
    await mount(passwordReset);
    const dialog = await popup();
    expect(dialog.getAllByRole('heading', { name: 'Changement de mot de passe' })).toHaveLength(1);
    expect(overlayStore.getState().entries).toHaveLength(1);
  });

  it('saves the new password and goes to /#/reset-done', async () => {
    const { api, recorder } = await startPage('carbone');
    await openResetMail(api);
    await mount(passwordReset);
    const dialog = await popup();
    await type(dialog, 'Nouveau mot de passe', NEW_PASSWORD);
    await type(dialog, 'Confirmation du mot de passe', NEW_PASSWORD);
    const save = dialog.getByRole('button', { name: 'Enregistrer' });
    // Two clicks in the same task, faster than a person's double click: one save only.
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/#/reset-done'));
    expect(assign).toHaveBeenCalledTimes(1);
    // The link's check as the popup opened (it changes nothing), then the save.
    expect(recorder.count('/api/user/password/reset/')).toBe(2);
    expect((await login(api, SEED_ACCOUNTS.tools.email, NEW_PASSWORD)).user.email).toBe(SEED_ACCOUNTS.tools.email);
  });

  it('a used link is said as the popup opens, before any typing, with the way to a new link', async () => {
    const { api } = await startPage('plancher');
    const token = await openResetMail(api);
    expectOk(
      await api.call(resetPassword, {
        body: { plainPassword: { password: 'Premier-2026!', passwordConfirmation: 'Premier-2026!' }, token },
      }),
    );
    await mount(passwordReset);
    const dialog = await popup();
    expect(await dialog.findByRole('alert')).toHaveTextContent('Ce lien a déjà été utilisé.');
    expect(dialog.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
    const newLink = dialog.getByRole('button', { name: 'Demander un nouveau lien' });
    await waitFor(() => expect((newLink.getRootNode() as ShadowRoot).activeElement).toBe(newLink));
    await user.click(newLink);
    expect(await dialog.findByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
  });

  it('a link used after the popup opened is refused with a toast of the server message; what was typed stays', async () => {
    const { api } = await startPage('plancher');
    const token = await openResetMail(api);
    await mount(passwordReset);
    const dialog = await popup();
    await reactIdle();
    // Used meanwhile (in another tab): the check at opening found it alive.
    expectOk(
      await api.call(resetPassword, {
        body: { plainPassword: { password: 'Premier-2026!', passwordConfirmation: 'Premier-2026!' }, token },
      }),
    );
    await type(dialog, 'Nouveau mot de passe', NEW_PASSWORD);
    await type(dialog, 'Confirmation du mot de passe', NEW_PASSWORD);
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    const toast = await dialog.findByText('Ce lien a déjà été utilisé.');
    expect(toast.closest('[data-sonner-toast]')).not.toBeNull();
    expect((dialog.getByLabelText('Nouveau mot de passe') as HTMLInputElement).value).toBe(NEW_PASSWORD);
    expect(dialog.getByRole('heading', { name: 'Changement de mot de passe' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    // The link cannot work again: the forgot-password form asks for a new one.
    await user.click(dialog.getByRole('button', { name: 'Demander un nouveau lien' }));
    expect(await dialog.findByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.queryByRole('heading', { name: 'Changement de mot de passe' })).not.toBeInTheDocument(),
    );
  });

  it('a password the server refuses: its message, its detail under the field, and no new-link offer', async () => {
    const { api } = await startPage('plancher', {
      intercept: (request) =>
        request.method === 'PUT' && new URL(request.url).pathname === '/api/user/password/reset/'
          ? Response.json(
              {
                success: false,
                message: 'Le mot de passe ne respecte pas les critères demandés.',
                error: { 'plainPassword.password': 'Le mot de passe doit comporter : quelque chose de plus.' },
              },
              { status: 400 },
            )
          : undefined,
    });
    await openResetMail(api);
    await mount(passwordReset);
    const dialog = await popup();
    await type(dialog, 'Nouveau mot de passe', NEW_PASSWORD);
    await type(dialog, 'Confirmation du mot de passe', NEW_PASSWORD);
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Le mot de passe ne respecte pas les critères demandés.')).toBeInTheDocument();
    expect(await dialog.findByText(/^Le mot de passe doit comporter/)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Demander un nouveau lien' })).not.toBeInTheDocument();
  });

  it("opens one popup under React's strict mode, whose effects run twice", async () => {
    const { api } = await startPage('plancher');
    await openResetMail(api);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <PasswordReset attributes={{}} host={container} />
      </StrictMode>,
    );
    await popup();
    expect(overlayStore.getState().entries).toHaveLength(1);
    root.unmount();
    container.remove();
  });

  it('closed without saving, the popup can be opened again from the page', async () => {
    const { api } = await startPage('plancher');
    await openResetMail(api);
    const page = await mount(passwordReset);
    const dialog = await popup();
    await user.click(dialog.getByRole('button', { name: 'Fermer' }));
    await waitFor(() =>
      expect(dialog.queryByRole('heading', { name: 'Changement de mot de passe' })).not.toBeInTheDocument(),
    );
    await user.click(await page.findByRole('button', { name: 'Choisir mon nouveau mot de passe' }));
    expect(await dialog.findByRole('heading', { name: 'Changement de mot de passe' })).toBeInTheDocument();
    expect(overlayStore.getState().entries).toHaveLength(1);
  });
});

/** @jest-environment ./test/support/jsdom-environment.cjs */
import { toolsRequestReset } from '@/src/contracts/account/password';
import { cleanUp, mount, overlays } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { expectOk, SEED_ACCOUNTS } from '@/test/support/reference-api';
import { reactIdle } from '@/test/support/react-idle';
import { person, typeInto, type Person } from '@/test/support/user';

/**
 * The carbon site's answer to the API's limit on password resets (docs/reference-api.md 'Limits,
 * mail safety, idempotency'): the forgot-password popup says when to try again where it says its
 * errors, never the generic error, and the address typed stays.
 */

let user: Person;
beforeEach(() => {
  user = person();
});
afterEach(() => {
  cleanUp();
  jest.restoreAllMocks();
});

it('a password reset past its limit says when to retry, the address kept', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { api } = await startPage('carbone');
  api.ctx.limits = { reset: '1/15m' };
  const { email } = SEED_ACCOUNTS.tools;
  // The address's one reset of the window, asked from another page.
  expectOk(await api.call(toolsRequestReset, { body: { email } }));

  const header = await mount();
  await user.click(await header.findByRole('button', { name: 'Me connecter' }));
  const dialog = await overlays();
  await dialog.findByLabelText('Adresse e-mail');
  await user.click(dialog.getByRole('button', { name: 'Mot de passe oublié ?' }));
  await dialog.findByRole('heading', { name: 'Mot de passe oublié' });
  await reactIdle();
  await typeInto(user, dialog.getByLabelText('Adresse e-mail'), email);
  await user.click(dialog.getByRole('button', { name: 'Envoyer' }));

  expect(await dialog.findByText('Trop de demandes : réessayez dans 15 minutes.')).toBeInTheDocument();
  expect(dialog.queryByText(/Une erreur est survenue/)).not.toBeInTheDocument();
  expect(dialog.getByLabelText('Adresse e-mail')).toHaveValue(email);
  expect(await api.outbox()).toHaveLength(1);
});

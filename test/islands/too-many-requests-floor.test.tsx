/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor } from '@testing-library/dom';
import { overlays } from '@/test/support/dom';
import { reactIdle } from '@/test/support/react-idle';
import { person, typeInto, type Person } from '@/test/support/user';
import { leaveConfigurator, openConfigurator, stubPage } from './floor-configurator-support';

/**
 * The floor site's answer to the API's limit on mails (docs/reference-api.md 'Limits, mail
 * safety, idempotency'): a share past its limit says when to try again where the popup says its
 * errors, never the generic error, and the addresses typed stay.
 */

const PSE_12 = 'poutrelles-entrevous-pse-12-4';

let user: Person;
beforeEach(() => {
  user = person();
  stubPage();
});
afterEach(leaveConfigurator);

async function shareTo(dialogs: Awaited<ReturnType<typeof overlays>>, address: string) {
  const field = await dialogs.findByLabelText('E-mail du destinataire');
  await reactIdle();
  await typeInto(user, field, address);
  await user.click(dialogs.getByRole('button', { name: 'Envoyer' }));
}

it('a share past its limit says when to retry, the popup kept as typed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const page = await openConfigurator({ loggedIn: true, search: `?historySolution=${PSE_12}` });
  page.api.ctx.limits = { share: '1/10m' };
  const share = await page.island.findByRole('button', { name: 'Envoyer par e-mail' });

  await user.click(share);
  const dialogs = await overlays();
  await shareTo(dialogs, 'bureau@exemple.fr');
  expect(await dialogs.findByText('Votre e-mail a bien été envoyé.')).toBeInTheDocument();
  await waitFor(() => expect(dialogs.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(share);
  await shareTo(dialogs, 'chantier@exemple.fr');
  expect(await dialogs.findByText('Trop de demandes : réessayez dans 10 minutes.')).toBeInTheDocument();
  expect(dialogs.queryByText(/Une erreur est survenue/)).not.toBeInTheDocument();
  expect(dialogs.getByLabelText('E-mail du destinataire')).toHaveValue('chantier@exemple.fr');
  expect((await page.api.outbox()).map((m) => m.to)).toEqual(['bureau@exemple.fr']);
});

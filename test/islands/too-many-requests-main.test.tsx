/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor } from '@testing-library/dom';
import { overlays } from '@/test/support/dom';
import { reactIdle } from '@/test/support/react-idle';
import { typeInto, person, type Person } from '@/test/support/user';
import { leaveResultPage, resultSite, SOPHIE, stubWindows } from './thermal-result-support';

/**
 * The main site's answer to the API's limit on mails (docs/reference-api.md 'Limits, mail safety,
 * idempotency'): the report by e-mail, sent past its limit, says when to try again where the form
 * says its errors, never 'Une erreur est survenue', and the addresses typed stay.
 */

let user: Person;
beforeEach(() => {
  user = person();
  stubWindows();
});
afterEach(leaveResultPage);

/** The first recipient's field, once the form is live (final-form starts after its mount effect). */
async function recipient(dialogs: Awaited<ReturnType<typeof overlays>>) {
  const field = await dialogs.findByLabelText('E-mail du destinataire');
  await reactIdle();
  return field;
}

it('the report by e-mail past its limit says when to retry, the addresses kept', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const site = await resultSite({ account: SOPHIE });
  site.api.ctx.limits = { sendRapport: '1/10m' };
  const own = (await site.ownHistories()).find((h) => h.dataType === 'rup')!;
  const page = await site.open(own.id, { fromHistory: true });
  await page.findByRole('region', { name: 'Simulation sauvegardée' });

  await user.click(page.getByRole('button', { name: 'Envoyer par e-mail' }));
  const dialogs = await overlays();
  await typeInto(user, await recipient(dialogs), 'bureau@exemple.fr');
  await user.click(dialogs.getByRole('button', { name: 'Envoyer' }));
  expect(await dialogs.findByText('Le rapport a bien été envoyé')).toBeInTheDocument();
  await waitFor(() => expect(dialogs.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(page.getByRole('button', { name: 'Envoyer par e-mail' }));
  await typeInto(user, await recipient(dialogs), 'chantier@exemple.fr');
  await user.click(dialogs.getByRole('button', { name: 'Envoyer' }));
  expect(await dialogs.findByText('Trop de demandes : réessayez dans 10 minutes.')).toBeInTheDocument();
  expect(dialogs.queryByText('Une erreur est survenue')).not.toBeInTheDocument();
  expect(dialogs.getByLabelText('E-mail du destinataire')).toHaveValue('chantier@exemple.fr');
  expect((await site.api.outbox()).filter((m) => m.to === 'chantier@exemple.fr')).toHaveLength(0);
});

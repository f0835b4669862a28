/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { overlays } from '@/test/support/dom';
import { logInThroughPopup } from '@/test/support/tool-island';
import { failureResponse } from '@/test/support/runtime';
import { typeInto, person, type Person } from '@/test/support/user';
import { ANSWERS, leaveResultPage, resultSite, SOPHIE, stubWindows } from './thermal-result-support';
import { showPendingToast } from '@/src/ui/overlays/pending-toast';

/** Save, PDF, e-mail and delete on the result page (thermal-break-tool §4 Saving, Delete, §5, §6, §8). */

let user: Person;
let windows: ReturnType<typeof stubWindows>;
beforeEach(() => {
  user = person();
  windows = stubWindows();
});
afterEach(leaveResultPage);

type Dialogs = Awaited<ReturnType<typeof overlays>>;
type Intercept = NonNullable<Parameters<typeof resultSite>[0]>['intercept'];

/** A new search's result, `account` logged in or not. */
async function newResult(options: { account?: typeof SOPHIE; intercept?: Intercept } = {}) {
  const site = await resultSite(options);
  const { history } = await site.create('rup', ANSWERS.determined);
  const page = await site.open(history.id);
  await page.findByRole('heading', { name: 'Rupteur Linéo L140 Haute Performance' });
  return { site, page, history };
}

/** Sophie's own saved simulation, opened from her history. */
async function ownResult(intercept?: Intercept) {
  const site = await resultSite({ account: SOPHIE, intercept });
  const own = (await site.ownHistories()).find((h) => h.dataType === 'rup')!;
  const page = await site.open(own.id, { fromHistory: true });
  await page.findByRole('region', { name: 'Simulation sauvegardée' });
  return { site, page, own };
}

async function nameIt(dialogs: Dialogs, name: string) {
  const field = await dialogs.findByLabelText('Nom de la simulation');
  await typeInto(user, field, name);
  await user.click(dialogs.getByRole('button', { name: 'Sauvegarder' }));
}

describe('saving', () => {
  it('asks a logged-out visitor to log in, then for a name, then says it is saved and shows the history bar', async () => {
    const { site, page } = await newResult();
    await user.click(page.getByRole('button', { name: 'Sauvegarder ce résultat' }));
    const dialogs = await overlays();
    expect(await dialogs.findByRole('heading', { name: 'CONNEXION' })).toBeInTheDocument();
    await logInThroughPopup(user, dialogs, SOPHIE, 'Connexion');
    await nameIt(dialogs, 'Chantier Rivoli');
    expect(
      await dialogs.findByText('Votre simulation a été sauvegardée dans votre espace personnel'),
    ).toBeInTheDocument();
    const bar = await page.findByRole('region', { name: 'Simulation sauvegardée' });
    expect(within(bar).getByText('Chantier Rivoli')).toBeInTheDocument();
    expect(site.recorder.count('/api/history/save')).toBe(1);
  }, 15_000);

  it("checks the name: 'Champ obligatoire', 'Entre 3 et 50 caractères'", async () => {
    const { site, page } = await newResult({ account: SOPHIE });
    // A double click opens one form.
    await user.dblClick(page.getByRole('button', { name: 'Sauvegarder ce résultat' }));
    const dialogs = await overlays();
    await dialogs.findByLabelText('Nom de la simulation');
    expect(dialogs.getAllByRole('dialog')).toHaveLength(1);
    await user.click(dialogs.getByRole('button', { name: 'Sauvegarder' }));
    expect(await dialogs.findByText('Champ obligatoire')).toBeInTheDocument();
    await nameIt(dialogs, 'ab');
    expect(await dialogs.findByText('Entre 3 et 50 caractères')).toBeInTheDocument();
    await nameIt(dialogs, 'x'.repeat(51));
    expect(await dialogs.findByText('Entre 3 et 50 caractères')).toBeInTheDocument();
    expect(site.recorder.count('/api/history/save')).toBe(0);
  });

  it('says the save failed and keeps the name typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page } = await newResult({
      account: SOPHIE,
      intercept: (request) =>
        new URL(request.url).pathname === '/api/history/save' ? failureResponse(500, 'Erreur interne') : undefined,
    });
    await user.click(page.getByRole('button', { name: 'Sauvegarder ce résultat' }));
    const dialogs = await overlays();
    await nameIt(dialogs, 'Chantier Rivoli');
    expect(
      await dialogs.findByText('Une erreur est survenue lors de la sauvegarde de votre recherche'),
    ).toBeInTheDocument();
    expect(dialogs.getByLabelText('Nom de la simulation')).toHaveValue('Chantier Rivoli');
    expect(dialogs.getByRole('button', { name: 'Sauvegarder' })).toBeEnabled();
  });
});

describe('the PDF', () => {
  it("opens the report's link on the API origin from the popin", async () => {
    const { page, own } = await ownResult();
    await user.click(page.getByRole('button', { name: 'Télécharger le pdf' }));
    const dialogs = await overlays();
    const popin = await dialogs.findByRole('dialog', { name: 'Télécharger le pdf ?' });
    expect(within(popin).getAllByRole('button', { name: 'Fermer' }).length).toBeGreaterThan(0);
    await user.click(within(popin).getByRole('button', { name: 'Télécharger le pdf' }));
    await waitFor(() => expect(windows.report.show).toHaveBeenCalledTimes(1));
    // The window was opened at the click, before the link came.
    expect(windows.report.reserve).toHaveBeenCalledTimes(1);
    expect(windows.report.show.mock.calls[0]![0]).toMatch(
      new RegExp(`^http://api\\.site\\.localhost:8080/api/history/rapport/${own.id}\\?`),
    );
    await waitFor(() => expect(dialogs.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Une erreur est survenue' when the link fails, and offers the button again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page } = await ownResult((request) =>
      new URL(request.url).pathname === '/api/history/get-rapport-link' ? failureResponse(500, 'Erreur') : undefined,
    );
    await user.click(page.getByRole('button', { name: 'Télécharger le pdf' }));
    const dialogs = await overlays();
    const popin = await dialogs.findByRole('dialog', { name: 'Télécharger le pdf ?' });
    await user.click(within(popin).getByRole('button', { name: 'Télécharger le pdf' }));
    expect(await dialogs.findByText('Une erreur est survenue')).toBeInTheDocument();
    expect(within(popin).getByRole('button', { name: 'Télécharger le pdf' })).not.toHaveAttribute('aria-busy');
    expect(windows.report.show).not.toHaveBeenCalled();
    expect(windows.report.cancel).toHaveBeenCalledTimes(1);
  });

  it('asks a logged-out visitor to log in and name the search first, then shows the popin', async () => {
    const { page } = await newResult();
    await user.click(page.getByRole('button', { name: 'Télécharger le pdf' }));
    const dialogs = await overlays();
    await logInThroughPopup(user, dialogs, SOPHIE, 'Connexion');
    await nameIt(dialogs, 'Chantier Rivoli');
    expect(await dialogs.findByRole('dialog', { name: 'Télécharger le pdf ?' })).toBeInTheDocument();
  });
});

describe('sending by e-mail', () => {
  it('checks the addresses, sends once to the filled ones and says so', async () => {
    const { site, page } = await ownResult();
    await user.click(page.getByRole('button', { name: 'Envoyer par e-mail' }));
    const dialogs = await overlays();
    const first = await dialogs.findByLabelText('E-mail du destinataire');
    await user.click(dialogs.getByRole('button', { name: 'Envoyer' }));
    expect(await dialogs.findByText('Champ obligatoire')).toBeInTheDocument();
    await typeInto(user, first, 'pas-une-adresse');
    await typeInto(user, dialogs.getByLabelText('E-mail du destinataire 2 (facultatif)'), 'encore faux');
    await user.click(dialogs.getByRole('button', { name: 'Envoyer' }));
    expect(await dialogs.findAllByText('E-mail invalide')).toHaveLength(2);

    await typeInto(user, first, 'bureau@exemple.fr');
    await typeInto(user, dialogs.getByLabelText('E-mail du destinataire 2 (facultatif)'), '');
    await typeInto(user, dialogs.getByLabelText('E-mail du destinataire 3 (facultatif)'), 'chantier@exemple.fr');
    await user.dblClick(dialogs.getByRole('button', { name: 'Envoyer' }));
    expect(await dialogs.findByText('Le rapport a bien été envoyé')).toBeInTheDocument();
    expect(site.recorder.count('/api/history/send-rapport')).toBe(1);
    expect((await site.api.outbox()).map((m) => m.to).sort()).toEqual(
      expect.arrayContaining(['bureau@exemple.fr', 'chantier@exemple.fr']),
    );
    await waitFor(() => expect(dialogs.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Une erreur est survenue' when the sending fails, and lets the visitor send again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page } = await ownResult((request) =>
      new URL(request.url).pathname === '/api/history/send-rapport' ? failureResponse(500, 'Erreur') : undefined,
    );
    await user.click(page.getByRole('button', { name: 'Envoyer par e-mail' }));
    const dialogs = await overlays();
    await typeInto(user, await dialogs.findByLabelText('E-mail du destinataire'), 'bureau@exemple.fr');
    await user.click(dialogs.getByRole('button', { name: 'Envoyer' }));
    expect(await dialogs.findByText('Une erreur est survenue')).toBeInTheDocument();
    expect(dialogs.getByRole('button', { name: 'Envoyer' })).not.toHaveAttribute('aria-busy');
    expect(dialogs.getByLabelText('E-mail du destinataire')).toHaveValue('bureau@exemple.fr');
  });
});

describe('deleting', () => {
  it('asks first, deletes, says so and goes back to the history', async () => {
    const { site, page, own } = await ownResult();
    await user.click(page.getByRole('button', { name: 'Supprimer' }));
    const dialogs = await overlays();
    expect(await dialogs.findByText('Êtes-vous sûr de vouloir supprimer cette simulation ?')).toBeInTheDocument();
    await user.click(dialogs.getByRole('button', { name: 'Annuler' }));
    expect(site.recorder.count('/api/history/remove')).toBe(0);

    await user.click(page.getByRole('button', { name: 'Supprimer' }));
    await user.click(await dialogs.findByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(windows.assign).toHaveBeenCalledWith('/espace-personnel/#/historique'));
    // The history is another page: the toast goes with the visitor, and shows there once.
    expect(dialogs.queryByText('Votre recherche a été supprimée')).not.toBeInTheDocument();
    showPendingToast();
    expect(await dialogs.findByText('Votre recherche a été supprimée')).toBeInTheDocument();
    expect(sessionStorage.getItem('ossature:pending-toast')).toBeNull();
    expect((await site.ownHistories()).some((h) => h.id === own.id)).toBe(false);
    expect(page.queryByRole('region', { name: 'Simulation sauvegardée' })).not.toBeInTheDocument();
  });

  it("goes back to the questionnaire ('#/') when the result was not opened from the history", async () => {
    const { page } = await newResult({ account: SOPHIE });
    await user.click(page.getByRole('button', { name: 'Sauvegarder ce résultat' }));
    const dialogs = await overlays();
    await nameIt(dialogs, 'Chantier Rivoli');
    await user.click(await page.findByRole('button', { name: 'Supprimer' }));
    await user.click(await dialogs.findByRole('button', { name: 'Supprimer' }));
    expect(await dialogs.findByText('Votre recherche a été supprimée')).toBeInTheDocument();
    await waitFor(() => expect(location.hash).toBe('#/'));
    expect(windows.assign).not.toHaveBeenCalled();
  });

  it('says the delete failed and keeps the result', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page } = await ownResult((request) =>
      new URL(request.url).pathname === '/api/history/remove' ? failureResponse(500, 'Erreur') : undefined,
    );
    await user.click(page.getByRole('button', { name: 'Supprimer' }));
    const dialogs = await overlays();
    await user.click(await dialogs.findByRole('button', { name: 'Supprimer' }));
    expect(
      await dialogs.findByText('Une erreur est survenue lors de la suppression de votre recherche'),
    ).toBeInTheDocument();
    expect(page.getByRole('region', { name: 'Simulation sauvegardée' })).toBeInTheDocument();
    expect(windows.assign).not.toHaveBeenCalled();
  });
});

/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { unzipSync } from 'fflate';
import { FLOOR_EXAMPLES, flatValues } from '@/demo-pages/reference-api/floor/examples';
import { shareExpiresAt } from '@/demo-pages/reference-api/floor-files/share-expiry';
import { shareToken } from '@/demo-pages/reference-api/floor-files/share-link';
import { submitFloorSimulation } from '@/src/contracts/floor/simulator';
import { SPEC_TIMINGS, zeroTimings } from '@/src/runtime/timings';
import { overlays } from '@/test/support/dom';
import { expectOk } from '@/test/support/reference-api';
import { failureResponse } from '@/test/support/runtime';
import { person, typeInto, type Person } from '@/test/support/user';
import {
  leaveConfigurator,
  logInThroughPopup,
  openConfigurator,
  seededSimulation,
  stubPage,
  type ConfiguratorOptions,
  type Page,
} from './floor-configurator-support';
import { markTimings } from './timing-marks';

/**
 * A solution's detail and the ways into it (floor-and-carbon-tools §2.1 'Solution detail' and query
 * parameters, §4.1 login-then-action and delete, §5 'E-mail share', §6, §8), against the reference
 * API: sections, documents and their zip, the recap and the e-mail behind a login, the history's
 * results, its fallback to the form, editing a saved simulation and deleting it. The pauses are
 * the timing table's (SPEC_TIMINGS): a test finds the one an action took (./timing-marks) and
 * waits for states only.
 */

let user: Person;
let stubs: ReturnType<typeof stubPage>;
beforeEach(() => {
  user = person();
  stubs = stubPage();
});
afterEach(async () => {
  await leaveConfigurator();
  zeroTimings();
});

const PSE_12 = 'poutrelles-entrevous-pse-12-4';
const PSE_12_NAME = 'Plancher poutrelles + entrevous PSE 12+4';
const TILLEULS = 'Simulation n°1054';
const DURAND = 'Simulation n°1201';

/** The detail of a solution by its slug (`?historySolution=`), once shown. */
async function openDetail(slug = PSE_12, options: ConfiguratorOptions = {}) {
  const page = await openConfigurator({ ...options, search: `?historySolution=${slug}${options.search ?? ''}` });
  await page.island.findByRole('heading', { level: 2, name: PSE_12_NAME });
  return page;
}

/** The toasts shown (none before the overlay host exists). */
const toasts = () =>
  [
    ...(document.querySelector('[data-ossature-overlays]')?.shadowRoot?.querySelectorAll('[data-sonner-toast]') ?? []),
  ].map((toast) => toast.textContent);

const sectionTitles = (page: Page) => page.island.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('the detail', () => {
  it('shows every section, the documents table, and saves the zip of all files', async () => {
    const page = await openDetail();
    expect(sectionTitles(page)).toEqual(
      expect.arrayContaining([
        'Description',
        'Caractéristiques techniques',
        'Impact carbone par type de béton',
        'Documents',
      ]),
    );
    const documents = page.island.getByRole('region', { name: 'Documents' });
    const table = within(documents).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Nom', 'Taille', 'Type', 'Dernière mise à jour']);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(page.island.getByRole('link', { name: /Simuler mon empreinte carbone/ })).toBeInTheDocument();

    await user.click(within(documents).getByRole('button', { name: 'Tout télécharger' }));
    await waitFor(() => expect(stubs.save).toHaveBeenCalledTimes(1));
    const [blob, name] = stubs.save.mock.calls[0]! as [Blob, string];
    expect(name).toBe(`${PSE_12_NAME} – documents.zip`);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files).length).toBeGreaterThan(0);
  });

  it('keeps no script of the server description', async () => {
    const page = await openDetail(PSE_12, {
      rewrite: {
        path: `/api/solution/${PSE_12}/`,
        change: (datas: { solution: { description: { content: string } } }) => ({
          ...datas,
          solution: {
            ...datas.solution,
            description: {
              content:
                '<p>Entrevous <strong>légers</strong>.</p><img src="x" onerror="window.pwned = true"><script>window.pwned = true</script>',
            },
          },
        }),
      },
    });
    const description = page.island.getByRole('region', { name: 'Description' });
    expect(description).toHaveTextContent('Entrevous légers.');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('[onerror]')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('only logs a failed download', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openDetail(PSE_12, {
      intercept: (request) =>
        new URL(request.url).pathname.endsWith('/download-files/') ? failureResponse(500, 'Erreur') : undefined,
    });
    await user.click(page.island.getByRole('button', { name: 'Tout télécharger' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.stringContaining('downloadSolutionFiles'), expect.anything()),
    );
    expect(stubs.save).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});

describe('actions behind a login', () => {
  it("asks a visitor to log in for the recap, says 'Vous êtes maintenant connecté', then downloads it 150 ms later", async () => {
    expect(SPEC_TIMINGS.afterLogin).toBe(150);
    const table = markTimings('afterLogin', 'afterLoginEmail');
    const page = await openDetail();
    // The header bar's icon (the carbon section has the same button).
    await user.click(page.island.getAllByRole('button', { name: 'Télécharger le récapitulatif PDF' })[0]!);
    const dialogs = await overlays();
    expect(await dialogs.findByRole('heading', { name: 'CONNEXION' })).toBeInTheDocument();
    expect(page.sent('GET', `/api/solution/${PSE_12}/download-recap/`)).toHaveLength(0);
    await logInThroughPopup(user, dialogs);
    expect(await dialogs.findByText('Vous êtes maintenant connecté')).toBeInTheDocument();
    await waitFor(() => expect(stubs.save).toHaveBeenCalledTimes(1));
    const [recap] = page.sent('GET', `/api/solution/${PSE_12}/download-recap/`);
    const login = page.requests.filter((r) => r.method === 'POST' && /login/.test(r.path)).at(-1)!;
    expect(recap!.at).toBeGreaterThan(login.at);
    expect(table.taken()).toEqual(['afterLogin']);
    expect(stubs.save.mock.calls[0]![1]).toMatch(/\.pdf$/);
  });

  it('asks a visitor to log in for the e-mail, opens the share popup 1000 ms later, checks and sends it', async () => {
    expect(SPEC_TIMINGS.afterLoginEmail).toBe(1000);
    const table = markTimings('afterLogin', 'afterLoginEmail');
    const page = await openDetail();
    await user.click(page.island.getByRole('button', { name: 'Envoyer par e-mail' }));
    const dialogs = await overlays();
    await logInThroughPopup(user, dialogs);
    expect(await dialogs.findByText('Vous êtes maintenant connecté')).toBeInTheDocument();
    const share = await dialogs.findByRole('dialog', { name: 'Partager cette solution par e-mail' });
    expect(table.taken()).toEqual(['afterLoginEmail']);
    // Logged in: the sender is known, only the recipients are asked.
    expect(within(share).queryByLabelText('Votre e-mail')).not.toBeInTheDocument();
    const first = within(share).getByLabelText('E-mail du destinataire');
    await user.click(within(share).getByRole('button', { name: 'Envoyer' }));
    expect(await within(share).findByText('Champ obligatoire')).toBeInTheDocument();
    await typeInto(user, first, 'bureau@exemple');
    await typeInto(user, within(share).getByLabelText('E-mail du destinataire 2 (facultatif)'), 'pas une adresse');
    await user.click(within(share).getByRole('button', { name: 'Envoyer' }));
    expect(await within(share).findAllByText('E-mail invalide')).toHaveLength(2);
    expect(page.sent('POST', `/api/solution/${PSE_12}/share/`)).toHaveLength(0);

    await typeInto(user, first, 'bureau@exemple.fr');
    await typeInto(user, within(share).getByLabelText('E-mail du destinataire 2 (facultatif)'), 'chantier@exemple.fr');
    await user.click(within(share).getByRole('button', { name: 'Envoyer' }));
    expect(await dialogs.findByText('Votre e-mail a bien été envoyé.')).toBeInTheDocument();
    await waitFor(() => expect(dialogs.queryByRole('dialog')).not.toBeInTheDocument());
    const recipients = (await page.api.outbox()).map((mail) => mail.to);
    expect(recipients).toEqual(expect.arrayContaining(['bureau@exemple.fr', 'chantier@exemple.fr']));
  });

  it('saves the solution of a logged-in user and says so', async () => {
    const page = await openDetail(PSE_12, { loggedIn: true });
    await user.click(page.island.getByRole('button', { name: 'Sauvegarder la solution' }));
    const dialogs = await overlays();
    expect(await dialogs.findByText('La solution a bien été sauvegardée.')).toBeInTheDocument();
    expect(page.sent('POST', `/api/solution/${PSE_12}/`)).toHaveLength(1);
    expect(dialogs.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says the server's refusal of a share in a toast, the popup kept as typed", async () => {
    const page = await openDetail(PSE_12, {
      loggedIn: true,
      intercept: (request) =>
        new URL(request.url).pathname.endsWith('/share/')
          ? Response.json({ success: false, message: 'Envoi impossible pour le moment.', error: null }, { status: 400 })
          : undefined,
    });
    await user.click(page.island.getByRole('button', { name: 'Envoyer par e-mail' }));
    const dialogs = await overlays();
    const first = await dialogs.findByLabelText('E-mail du destinataire');
    await typeInto(user, first, 'bureau@exemple.fr');
    await user.click(dialogs.getByRole('button', { name: 'Envoyer' }));
    expect(await dialogs.findByText('Envoi impossible pour le moment.')).toBeInTheDocument();
    expect(dialogs.getByLabelText('E-mail du destinataire')).toHaveValue('bureau@exemple.fr');
  });
});

/** The configurator of Luc, logged in, on `?{parameter}={id of the seeded simulation}`. */
const ofSimulation = (parameter: string, name: string, options: ConfiguratorOptions = {}) =>
  openConfigurator({
    loggedIn: true,
    ...options,
    search: async (api) => `?${parameter}=${await seededSimulation(api, name)}`,
  });

describe("a share's link (beyond the spec)", () => {
  it("shows a recipient the sender's reasons ('Pourquoi cette solution ?'), and only with its signature", async () => {
    const slug = 'plancher-haut-pse-20-5';
    const name = 'Plancher haut poutrelles + entrevous PSE 20+5';
    let link = '';
    const page = await openConfigurator({
      search: async (api) => {
        const id = await seededSimulation(api, TILLEULS);
        const token = shareToken(api.ctx, id, slug, shareExpiresAt(api.ctx.now(), 30));
        link = `?historySolution=${slug}&history=${id}&share=${token}`;
        return link;
      },
    });
    expect(await page.island.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(await page.island.findByRole('heading', { name: 'Pourquoi cette solution ?' })).toBeInTheDocument();
    // The design basis the rule computed: G with the self-weight, ULS and SLS, span, deflection.
    const why = page.island.getByRole('region', { name: 'Pourquoi cette solution ?' });
    expect(within(why).getByRole('heading', { name: 'Hypothèses de dimensionnement' })).toBeInTheDocument();
    expect(within(why).getByText(/^poids propre \d,\d\d \+ charges rapportées /)).toBeInTheDocument();
    expect(within(why).getByText(/^1,35 G \+ 1,5 Q = 1,35 × \d,\d\d \+ /)).toBeInTheDocument();
    expect(within(why).getByText(/^G \+ Q = /)).toBeInTheDocument();
    expect(within(why).getByText('Portée / portée maximale').nextSibling?.textContent).toMatch(
      /^\d,\d\d \/ \d,\d\d m$/,
    );
    expect(within(why).getByText(/^flèche nuisible ≤ /)).toBeInTheDocument();
    // The address keeps the signature: a reload or a bookmark shows the same.
    expect(location.search).toBe(link);

    await leaveConfigurator();
    const forged = await openConfigurator({ search: link.replace(/share=.*/, 'share=abc') });
    expect(await forged.island.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(forged.island.queryByRole('heading', { name: 'Pourquoi cette solution ?' })).not.toBeInTheDocument();
  });

  it('once expired, shows the solution without the reasons, and says until when the link was valid', async () => {
    const slug = 'plancher-haut-pse-20-5';
    const name = 'Plancher haut poutrelles + entrevous PSE 20+5';
    const page = await openConfigurator({
      search: async (api) => {
        const id = await seededSimulation(api, TILLEULS);
        // Shared on 21/11/2026 (the test clock) for 30 days, opened a month and a half later.
        const token = shareToken(api.ctx, id, slug, shareExpiresAt(api.ctx.now(), 30));
        api.ctx.advance(45 * 86_400_000);
        return `?historySolution=${slug}&history=${id}&share=${token}`;
      },
    });
    expect(await page.island.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(page.island.getByRole('status')).toHaveTextContent(
      "Ce lien de partage était valable jusqu'au 21/12/2026 : la configuration pour laquelle cette solution " +
        "vous a été recommandée n'est plus affichée. Demandez à la personne qui vous l'a envoyé de la partager à nouveau.",
    );
    expect(page.island.queryByRole('heading', { name: 'Pourquoi cette solution ?' })).not.toBeInTheDocument();
    expect(page.island.getByRole('heading', { level: 3, name: 'Documents' })).toBeInTheDocument();
  });
});

describe('the query parameters', () => {
  it('?history= opened logged out asks to log in, never says the session expired, and opens after the login', async () => {
    const page = await ofSimulation('history', DURAND, { loggedIn: false });
    const { island } = page;
    expect(
      await island.findByText(
        "Cette simulation est enregistrée dans un espace personnel : connectez-vous pour l'ouvrir.",
      ),
    ).toBeInTheDocument();
    expect(page.sent('GET', `/api/simulation/${await seededSimulation(page.api, DURAND)}/result/`)).toEqual([]);
    expect(toasts()).not.toContain('Votre session a expiré. Veuillez vous reconnecter.');
    await user.click(island.getByRole('button', { name: 'Se connecter' }));
    await logInThroughPopup(user, await overlays());
    expect(await island.findByText('5 solutions adaptées')).toBeInTheDocument();
  });

  it('?simulationId= opened logged out offers a new configuration instead', async () => {
    const page = await ofSimulation('simulationId', DURAND, { loggedIn: false });
    await user.click(await page.island.findByRole('button', { name: 'Commencer une nouvelle configuration' }));
    expect(await page.island.findByRole('heading', { name: 'Votre projet' })).toBeInTheDocument();
  });

  it('?history= of several solutions opens the results; a detail goes back to them and can be deleted', async () => {
    const page = await ofSimulation('history', DURAND);
    const { island } = page;
    const id = await seededSimulation(page.api, DURAND);
    expect(await island.findByText('5 solutions adaptées')).toBeInTheDocument();
    // The carbon tool's way back, in its words.
    expect(island.getByRole('link', { name: 'Retour à la liste des simulations' })).toHaveAttribute(
      'href',
      '/espace-personnel/#/historique',
    );
    await user.click(within(island.getAllByRole('article')[0]!).getByRole('button', { name: 'Voir le détail' }));
    expect(await island.findByRole('heading', { level: 2, name: PSE_12_NAME })).toBeInTheDocument();
    await user.click(island.getByRole('button', { name: /Page précédente/ }));
    expect(await island.findByText('5 solutions adaptées')).toBeInTheDocument();

    // Deleting a simulation that leaves its cluster: the server's message, then a reload 500 ms later.
    expect(SPEC_TIMINGS.afterDelete).toBe(500);
    const table = markTimings('afterDelete');
    await user.click(within(island.getAllByRole('article')[0]!).getByRole('button', { name: 'Voir le détail' }));
    await user.click(await island.findByRole('button', { name: 'Supprimer la simulation' }));
    const dialogs = await overlays();
    const confirm = await dialogs.findByRole('dialog', { name: 'Supprimer la simulation' });
    const reloads = callTimes(stubs.reload);
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await dialogs.findByText('La simulation a été supprimée.')).toBeInTheDocument();
    const [removal] = page.sent('DELETE', `/api/simulation/${id}/`);
    await waitFor(() => expect(reloads).toHaveLength(1));
    expect(reloads[0]!).toBeGreaterThan(removal!.at);
    expect(table.taken()).toEqual(['afterDelete']);
    expect(stubs.assign).not.toHaveBeenCalled();
  });

  it("?history= of one solution opens its detail: 'Revenir à la configuration', back to the history, delete of the cluster", async () => {
    const page = await ofSimulation('history', TILLEULS);
    const { island } = page;
    const id = await seededSimulation(page.api, TILLEULS);
    expect(
      await island.findByRole('heading', { level: 2, name: 'Plancher haut poutrelles + entrevous PSE 20+5' }),
    ).toBeInTheDocument();
    expect(island.getByRole('link', { name: 'Revenir à la configuration' })).toHaveAttribute(
      'href',
      `/configurer-un-plancher/?simulationId=${id}`,
    );
    await user.click(island.getByRole('button', { name: /Page précédente/ }));
    expect(stubs.assign).toHaveBeenLastCalledWith('/espace-personnel/#/historique');

    const table = markTimings('afterDelete');
    await user.click(island.getByRole('button', { name: 'Supprimer la simulation' }));
    const dialogs = await overlays();
    const home = callTimes(stubs.assign, '/');
    await user.click(
      within(await dialogs.findByRole('dialog', { name: 'Supprimer la simulation' })).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    expect(await dialogs.findByText('Le projet a été supprimé.')).toBeInTheDocument();
    const [removal] = page.sent('DELETE', `/api/simulation/${id}/`);
    await waitFor(() => expect(home).toHaveLength(1));
    expect(home[0]!).toBeGreaterThan(removal!.at);
    expect(table.taken()).toEqual(['afterDelete']);
    expect(stubs.reload).not.toHaveBeenCalled();
  });

  it('?history= whose results fail falls back to the saved form with its values', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await ofSimulation('history', DURAND, {
      intercept: (request) =>
        new URL(request.url).pathname.endsWith('/result/') ? failureResponse(500, 'Erreur interne') : undefined,
    });
    const { island } = page;
    expect(await island.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(island.getByRole('radio', { name: 'Plancher bas' })).toBeChecked();
    expect(island.getByRole('textbox', { name: /Portée entre appuis/ })).toHaveValue('420');
    const dialogs = await overlays();
    expect(
      await dialogs.findByText(
        "Les résultats de cette simulation n'ont pas pu être chargés : vous pouvez la modifier ci-dessous.",
      ),
    ).toBeInTheDocument();
  });

  it("?history= of someone else's simulation gives a new form, and says why", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openConfigurator({
      loggedIn: true,
      // A visitor's simulation, made in another browser without a login: neither Luc's nor this browser's.
      search: async (api) => {
        const body = { values: flatValues(FLOOR_EXAMPLES.several.values) };
        const browser = 'another-visitor-browser-key-000';
        const { simulation } = expectOk(await api.call(submitFloorSimulation, { body, browser })).datas;
        return `?history=${simulation.id}`;
      },
    });
    expect(await page.island.findByRole('heading', { name: 'Votre projet' })).toBeInTheDocument();
    expect(page.island.getByRole('textbox', { name: /Code postal du chantier/ })).toHaveValue('');
    const dialogs = await overlays();
    expect(await dialogs.findByText('Cette simulation est introuvable.')).toBeInTheDocument();
  });

  it('?simulationId= loads the saved answers into step 2, and its submit joins the cluster', async () => {
    const page = await ofSimulation('simulationId', DURAND);
    const { island } = page;
    expect(await island.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(island.getByRole('radio', { name: 'Plancher bas' })).toBeChecked();
    expect(await island.findByRole('radio', { name: '0,27' })).toBeChecked();
    expect(island.getByRole('textbox', { name: /Portée entre appuis/ })).toHaveValue('420');
    expect(island.getByRole('textbox', { name: /Entreprise/ })).toHaveValue('Martin BTP');
    await user.click(island.getByRole('button', { name: 'Trouver les solutions adaptées' }));
    expect(await island.findByText('5 solutions adaptées')).toBeInTheDocument();
    const [post] = page.sent('POST', '/api/simulator/');
    expect((post!.body as { values: unknown[] }).values).toContainEqual({
      field: 'simulationId',
      value: await seededSimulation(page.api, DURAND),
    });
  });

  it("?duplicate= ('Dupliquer et modifier') opens a copy at step 1; its submit is a new simulation", async () => {
    const page = await ofSimulation('duplicate', DURAND);
    const { island } = page;
    expect(await island.findByRole('heading', { name: 'Votre projet' })).toBeInTheDocument();
    expect(island.getByRole('textbox', { name: /Nom de la configuration/ })).toHaveValue(
      `Maison Durand – rez-de-chaussée (copie)`,
    );
    await user.click(island.getByRole('button', { name: 'Continuer' }));
    expect(await island.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(island.getByRole('textbox', { name: /Portée entre appuis/ })).toHaveValue('420');
    await user.click(island.getByRole('button', { name: 'Trouver les solutions adaptées' }));
    expect(await island.findByText('5 solutions adaptées')).toBeInTheDocument();
    const [post] = page.sent('POST', '/api/simulator/');
    const values = (post!.body as { values: { field: string; value: unknown }[] }).values;
    expect(values.find((v) => v.field === 'simulationId')).toBeUndefined();
    expect(values).toContainEqual({ field: 'configurationName', value: `Maison Durand – rez-de-chaussée (copie)` });
    const rows = await page.api.ctx.db.get(`SELECT COUNT(*) AS n FROM floor_simulations WHERE title = ?`, [
      `Maison Durand – rez-de-chaussée (copie)`,
    ]);
    expect(rows).toEqual({ n: 1 });
  });
});

/** The times (performance.now()) of the stub's calls from now on (with `argument`, if given). */
function callTimes(stub: jest.SpyInstance, argument?: string): number[] {
  const times: number[] = [];
  stub.mockImplementation((value?: string) => {
    if (argument === undefined || value === argument) times.push(performance.now());
  });
  return times;
}

/** @jest-environment ./test/support/jsdom-environment.cjs */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { person, type Person } from '@/test/support/user';
import {
  clusterPath,
  draftNow,
  exampleAnswers,
  FORM,
  leaveTunnel,
  notesOf,
  openTunnel,
  overlays,
  pick,
  resultsDraft,
  seededCluster,
  stepTwoDraft,
  stubPage,
  SUBMIT,
  visitorCluster,
  type Island,
} from './carbon-simulator-support';

/**
 * The submit and the results of the tunnel as the island runs them (floor-and-carbon-tools §2.2
 * 'Results screen' and query parameters, §4.2, §5), against the reference API: one submit for
 * repeat clicks, a refusal's field errors, the cards and their sort, a simulation added to the
 * cluster, a new project, and `?history=`. The results' own view is carbon-results.test.tsx's.
 */

let user: Person;
beforeEach(() => {
  user = person();
  stubPage();
});
afterEach(leaveTunnel);

const ESTIMATE = "Estimer l'impact carbone";
const RESULTS = "Simulations d'empreinte carbone";

/** The cards' titles and thicknesses ('Épaisseur : 20 cm'), in the order shown. */
const cards = (island: Island) =>
  island.getAllByRole('article').map((card) => {
    const title = within(card).getByRole('heading', { level: 3 }).textContent;
    const thickness = /Épaisseur : ([\d,]+)/.exec(card.textContent ?? '')?.[1];
    return `${title} | ${thickness}`;
  });
const thicknesses = (island: Island) => cards(island).map((card) => Number(card.split(' | ')[1]!.replace(',', '.')));

/** The tunnel on a visitor's cluster of these examples' simulations, its results shown. */
async function atResults(examples: Parameters<typeof visitorCluster>[1]) {
  let cluster = 0;
  const page = await openTunnel({
    draft: async (api) => resultsDraft((cluster = await visitorCluster(api, examples))),
  });
  await page.island.findByRole('heading', { name: RESULTS });
  return { ...page, cluster };
}

describe('the submit', () => {
  it('sends one submit for repeat clicks, then shows the cluster made', async () => {
    const page = await openTunnel({ draft: () => stepTwoDraft(exampleAnswers('entrevous-beton')) });
    const { island } = page;
    const estimate = await island.findByRole('button', { name: ESTIMATE });
    await user.dblClick(estimate);
    await user.click(estimate);
    expect(await island.findByRole('heading', { name: RESULTS })).toBeInTheDocument();
    expect(page.sent('POST', SUBMIT)).toHaveLength(1);
    expect(island.getAllByRole('article')).toHaveLength(1);
    expect(island.getByText('Maison Durand – 69007')).toBeInTheDocument();
  });

  it("shows a refused submit's field errors under their fields, at step 2", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openTunnel({
      draft: () => stepTwoDraft(exampleAnswers('entrevous-beton')),
      intercept: (request) =>
        request.method === 'POST' && new URL(request.url).pathname === SUBMIT
          ? Response.json(
              { success: false, message: 'Certains champs sont invalides.', error: { span: 'Champ obligatoire' } },
              { status: 400 },
            )
          : undefined,
    });
    const { island } = page;
    await user.click(await island.findByRole('button', { name: ESTIMATE }));
    const span = island.getByRole('textbox', { name: /Portée/ });
    await waitFor(() => expect(notesOf(span)).toContain('Champ obligatoire'));
    expect(island.getByRole('heading', { level: 2 })).toHaveTextContent('Votre plancher');
    expect(island.getByRole('button', { name: ESTIMATE })).toBeEnabled();
  });
});

describe('the results', () => {
  it('shows a card per simulation, sorted by thickness either way', async () => {
    const { island } = await atResults(['entrevous-beton', 'predalle', 'dalle-pleine']);
    expect(island.getAllByRole('article')).toHaveLength(3);
    const ascending = thicknesses(island);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    // user-event's selectOptions loops in jsdom on a select inside its label in a shadow root (the
    // label's click clicks the select again): the change is fired as the browser fires it.
    fireEvent.change(island.getByRole('combobox', { name: 'Trier par' }), { target: { value: 'desc' } });
    await waitFor(() => expect(thicknesses(island)).toEqual([...ascending].reverse()));
    expect(cards(island)[0]).toBe('Prédalles | 24');
  });

  it("adds a simulation to the cluster: 'Ajouter une simulation' opens step 2 for it, and its card joins", async () => {
    const page = await atResults(['dalle-pleine']);
    const { island } = page;
    await user.click(island.getByRole('button', { name: 'Ajouter une simulation' }));
    expect(await island.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(island.queryByRole('textbox', { name: /Code postal du chantier/ })).not.toBeInTheDocument();
    expect(island.queryByRole('button', { name: "Retour à l'étape précédente" })).not.toBeInTheDocument();
    await pick(user, island, /Système constructif/, 'Poutrelles et entrevous béton');
    await pick(user, island, /Configuration favorite/, 'Maison individuelle (16+4, 4,50 m)');
    await user.click(await island.findByRole('button', { name: ESTIMATE }));
    expect(await island.findByRole('heading', { name: RESULTS })).toBeInTheDocument();
    await waitFor(() => expect(island.getAllByRole('article')).toHaveLength(2));
    const clusters = [...page.sent('POST', FORM), ...page.sent('POST', SUBMIT)].map(
      (r) => (r.body as { cluster: number | null }).cluster,
    );
    expect(new Set(clusters)).toEqual(new Set([page.cluster]));
    expect(page.sent('GET', clusterPath(page.cluster)).length).toBeGreaterThanOrEqual(2);
  });

  it("asks before 'Nouveau projet': 'Annuler' keeps the results; confirmed, an empty step 1 without a draft", async () => {
    const { island } = await atResults(['entrevous-beton']);
    await user.click(island.getByRole('button', { name: 'Nouveau projet' }));
    const dialogs = await overlays();
    let dialog = await dialogs.findByRole('dialog', { name: 'Commencer un nouveau projet ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(dialogs.queryByRole('dialog')).not.toBeInTheDocument());
    expect(island.getByRole('heading', { name: RESULTS })).toBeInTheDocument();
    expect(draftNow()?.step).toBe(3);

    await user.click(island.getByRole('button', { name: 'Nouveau projet' }));
    dialog = await dialogs.findByRole('dialog', { name: 'Commencer un nouveau projet ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Nouveau projet' }));
    expect(await island.findByRole('heading', { name: 'Votre projet' })).toBeInTheDocument();
    expect(island.getByRole('textbox', { name: /Code postal du chantier/ })).toHaveValue('');
    expect(island.getByRole('textbox', { name: /Nom du projet/ })).toHaveValue('');
    expect(draftNow()).toBeNull();
  });
});

describe('?history=', () => {
  it("?history= of Luc's cluster shows its results, with 'Retour à la liste des simulations'", async () => {
    const page = await openTunnel({
      loggedIn: true,
      search: async (api) => `?history=${await seededCluster(api, 'Maison Durand')}`,
    });
    const { island } = page;
    expect(await island.findByRole('heading', { name: "Simulations d'empreinte carbone" })).toBeInTheDocument();
    expect(island.getByText('Maison Durand – 69003')).toBeInTheDocument();
    expect(island.getAllByRole('article')).toHaveLength(2);
    expect(island.getByRole('link', { name: 'Retour à la liste des simulations' })).toHaveAttribute(
      'href',
      '/espace-personnel/#/historique',
    );
  });

  it("?history= of an unknown cluster says so in French, and 'Réessayer' asks again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openTunnel({ loggedIn: true, search: '?history=999999' });
    const { island } = page;
    const alert = await island.findByRole('alert');
    expect(alert).toHaveTextContent("Ces simulations n'ont pas pu être chargées.");
    expect(alert).toHaveTextContent('Ce projet est introuvable.');
    expect(page.sent('GET', '/api/clusters/999999/')).toHaveLength(1);
    await user.click(island.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(page.sent('GET', '/api/clusters/999999/')).toHaveLength(2));
    expect(await island.findByRole('alert')).toHaveTextContent('Ce projet est introuvable.');
  });
});

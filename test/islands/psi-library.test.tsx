/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { person, type Person } from '@/test/support/user';
import {
  filterGroup,
  leaveLibrary,
  openLibrary,
  resultsHash,
  resultsStatus,
  tick,
  type Island,
  type Library,
} from './psi-library-support';

/**
 * The psi library's panel and route (thermal-break-tool §2 'Psi library app', §4 Library, §5, §9)
 * against the in-process reference API: the filters, the draft and its count, the chips, the
 * hash written on 'Valider' and read back, the browser's history, invalid hashes.
 */

let user: Person;
beforeEach(() => {
  user = person();
});
afterEach(leaveLibrary);

const START = "Pour commencer veuillez sélectionner une valeur d'un filtre";
const EMPTY_HASH = '#/results/e30';

const focused = (island: Island) => island.host.shadowRoot!.activeElement;
const trigger = (island: Island, filter: string) => within(filterGroup(island, filter)).getByRole('button');
const draftStatus = (island: Island) =>
  within(island.getByRole('region', { name: 'Filtres' })).getByText(/valeurs? psi|Calcul|Aucune valeur/);
const searchesSent = (library: Library) =>
  library.recorder.requests.filter((r) => r.path === '/api/filters/bibliotheque').length;

/** The library on '#/', its filters loaded and the empty results on screen. */
async function started(hash = '#/') {
  const library = await openLibrary(hash);
  await waitFor(() => expect(location.hash).toBe(EMPTY_HASH));
  await waitFor(() => expect(resultsStatus(library.island).textContent).toBe(START));
  return library;
}

describe('the route', () => {
  it("loads the filters on '#/' and replaces the hash by the results of no choice", async () => {
    const before = history.length;
    const library = await started('#/');
    expect(library.island.getByRole('heading', { name: 'Bibliothèque de PSI' })).toBeInTheDocument();
    expect(history.length).toBe(before);
    // One call: the results of no choice are the filters' own answer ('all').
    expect(searchesSent(library)).toBe(1);
    expect(library.island.getByText('Aucun filtre sélectionné')).toBeInTheDocument();
  });

  it.each([
    ['not base64', '#/results/%%%***'],
    ['not UTF-8 JSON', `#/results/${btoa('{"1":[')}`],
    ['not an object', `#/results/${btoa('[1,2]')}`],
    ['a filter that is not an id', `#/results/${btoa('{"plancher":[4]}')}`],
    ['an unknown filter', `#/results/${btoa('{"999":[4]}')}`],
    ['values that are not a list of positive integers', `#/results/${btoa('{"1":[-4]}')}`],
    ['a value of another filter', `#/results/${btoa('{"1":[5]}')}`],
    ['an unknown value', `#/results/${btoa('{"1":[9999]}')}`],
  ])('sends a hash that is %s back to #/, with a warning for developers', async (_, hash) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const library = await started(hash);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('psi-library'));
    expect(library.recorder.requests.filter((r) => r.path === '/api/filters/bibliotheque')).toHaveLength(1);
  });

  it('opens a standard base64 link and writes it again URL-safe', async () => {
    const probe = await openLibrary();
    const choices = await probe.choices(['plancher', ['tp']]);
    const standard = btoa(JSON.stringify(choices));
    history.replaceState(null, '', `/bibliotheque/#/results/${standard}=`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitFor(() => expect(location.hash).toBe(resultsHash(choices)));
    const { nbResults } = await probe.search(choices);
    await waitFor(() =>
      expect(resultsStatus(probe.island).textContent).toBe(`${nbResults} résultats correspondants à vos critères`),
    );
  });
});

describe('the panel', () => {
  it("edits a draft: 'Filtrer par …', 'Un ou plusieurs choix', chips, the count of filters and of values", async () => {
    const library = await started();
    const { island } = library;
    expect(trigger(island, 'type de plancher')).toHaveTextContent('Un ou plusieurs choix');
    await tick(user, island, 'type de plancher', 'Plancher intermédiaire');
    expect(trigger(island, 'type de plancher')).toHaveTextContent('Plancher intermédiaire');
    expect(island.getByText('1 filtre sélectionné')).toBeInTheDocument();
    const floors = await library.choices(['plancher', ['int']]);
    const { nbResults } = await library.search(floors);
    await waitFor(() =>
      expect(draftStatus(island).textContent).toBe(`${nbResults} valeurs psi correspondent à ces filtres.`),
    );
    await tick(user, island, 'type de mur', 'Brique de terre cuite');
    expect(island.getByText('2 filtres sélectionnés')).toBeInTheDocument();
    // The phone's folded panel says how many filters are on.
    expect(island.getByRole('button', { name: 'Filtres (2)' })).toBeInTheDocument();
    expect(island.getByRole('button', { name: 'Retirer Brique de terre cuite' })).toBeInTheDocument();
    await user.click(island.getByRole('button', { name: 'Retirer Brique de terre cuite' }));
    expect(island.getByText('1 filtre sélectionné')).toBeInTheDocument();
    expect(island.queryByRole('button', { name: 'Retirer Brique de terre cuite' })).not.toBeInTheDocument();
    // Nothing is searched nor written in the address before 'Valider'.
    expect(location.hash).toBe(EMPTY_HASH);
    expect(resultsStatus(island).textContent).toBe(START);
  });

  it("'Valider' writes the hash as a new history entry, searches once and logs the search", async () => {
    const library = await started();
    const { island } = library;
    await tick(user, island, 'type de plancher', 'Plancher intermédiaire');
    const floors = await library.choices(['plancher', ['int']]);
    const { nbResults } = await library.search(floors);
    await waitFor(() =>
      expect(draftStatus(island).textContent).toBe(`${nbResults} valeurs psi correspondent à ces filtres.`),
    );
    const before = history.length;
    const sent = searchesSent(library);
    await user.dblClick(island.getByRole('button', { name: 'Valider' }));
    expect(location.hash).toBe(resultsHash(floors));
    expect(history.length).toBe(before + 1);
    await waitFor(() =>
      expect(resultsStatus(island).textContent).toBe(`${nbResults} résultats correspondants à vos critères`),
    );
    expect(nbResults).toBeGreaterThan(100);
    expect(island.getByRole('link', { name: 'Trouver un rupteur et son PSI' })).toHaveAttribute(
      'href',
      '/evaluer-le-psi-dun-rupteur/',
    );
    // A double click searches once.
    expect(searchesSent(library)).toBe(sent + 1);
    const logged = (await library.api.ctx.db.get(`SELECT COUNT(*) AS n FROM library_searches`)) as { n: number };
    expect(logged.n).toBe(1);
  });

  it("marks the results 'non à jour' when a chip is removed after 'Valider', until 'Valider' again", async () => {
    const library = await started();
    const { island } = library;
    await tick(user, island, 'type de plancher', 'Plancher intermédiaire');
    await tick(user, island, 'type de mur', 'Brique de terre cuite');
    await user.click(island.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(resultsStatus(island).textContent).toMatch(/correspondants? à vos critères$/));
    const STALE = /^Résultats non à jour/;
    expect(island.queryByText(STALE)).not.toBeInTheDocument();
    await user.click(island.getByRole('button', { name: 'Retirer Brique de terre cuite' }));
    expect(island.getByText(STALE)).toBeInTheDocument();
    await user.click(island.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(island.queryByText(STALE)).not.toBeInTheDocument());
  });

  it('closes a filter with Escape and gives the focus back to its button', async () => {
    const { island } = await started();
    await tick(user, island, 'type de mur', 'Béton banché');
    const button = trigger(island, 'type de mur');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(focused(island)).toBe(
      within(filterGroup(island, 'type de mur')).getByRole('checkbox', { name: 'Béton banché' }),
    );
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(focused(island)).toBe(button);
    expect(within(filterGroup(island, 'type de mur')).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("'Réinitialiser les filtres' clears the choices and shows the results of none", async () => {
    const library = await openLibrary();
    const choices = await library.choices(['plancher', ['tp']], ['mur', ['banche', 'bloc']]);
    history.replaceState(null, '', `/bibliotheque/${resultsHash(choices)}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    const { island } = library;
    expect(await island.findByText('2 filtres sélectionnés')).toBeInTheDocument();
    await user.click(island.getByRole('button', { name: 'Réinitialiser les filtres' }));
    expect(island.getByText('Aucun filtre sélectionné')).toBeInTheDocument();
    await waitFor(() => expect(location.hash).toBe(EMPTY_HASH));
    await waitFor(() => expect(resultsStatus(island).textContent).toBe(START));
    expect(island.queryByRole('list', { name: 'Valeurs choisies' })).not.toBeInTheDocument();
  });
});

describe("merged values: 'x ou y'", () => {
  it("offers the target once, as '{target} ou {merged}', in the filter, its button and its chip", async () => {
    const library = await openLibrary('#/');
    const { island } = library;
    await waitFor(() => expect(location.hash).toBe(EMPTY_HASH));
    await tick(user, island, 'type de plancher', 'Plancher vide sanitaire ou Plancher haut de sous-sol');
    const floors = within(filterGroup(island, 'type de plancher'));
    expect(floors.queryByRole('checkbox', { name: 'Plancher haut de sous-sol' })).not.toBeInTheDocument();
    expect(trigger(island, 'type de plancher')).toHaveTextContent(
      'Plancher vide sanitaire ou Plancher haut de sous-sol',
    );
    expect(
      island.getByRole('button', { name: 'Retirer Plancher vide sanitaire ou Plancher haut de sous-sol' }),
    ).toBeInTheDocument();
    await user.click(island.getByRole('button', { name: 'Valider' }));
    expect(location.hash).toBe(resultsHash(await library.choices(['plancher', ['vs']])));
  });

  it("reads a link naming the merged value as its target, shown as 'x ou y'", async () => {
    const probe = await openLibrary();
    const merged = await probe.choices(['plancher', ['ss']]);
    const target = await probe.choices(['plancher', ['vs']]);
    await leaveLibrary();
    const { island } = await openLibrary(resultsHash(merged));
    await waitFor(() => expect(location.hash).toBe(resultsHash(target)));
    expect(
      await island.findByRole('button', { name: 'Retirer Plancher vide sanitaire ou Plancher haut de sous-sol' }),
    ).toBeInTheDocument();
  });
});

describe('the hash as a link', () => {
  it('gives the same results in a fresh page, and back and forward walk the filters', async () => {
    const library = await started();
    const { island } = library;
    await tick(user, island, 'type de plancher', 'Plancher bas sur terre-plein');
    await user.click(island.getByRole('button', { name: 'Valider' }));
    const first = location.hash;
    const { nbResults } = await library.search(await library.choices(['plancher', ['tp']]));
    const found = `${nbResults} résultats correspondants à vos critères`;
    await waitFor(() => expect(resultsStatus(island).textContent).toBe(found));
    const tabs = () => island.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    const shown = tabs();
    expect(nbResults).toBeLessThanOrEqual(100);
    expect(island.queryByRole('link', { name: 'Trouver un rupteur et son PSI' })).not.toBeInTheDocument();

    await tick(user, island, 'type de mur', 'Bloc béton');
    await user.click(island.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(location.hash).not.toBe(first));
    await waitFor(() => expect(resultsStatus(island).textContent).not.toBe(found));
    expect(island.getByText('2 filtres sélectionnés')).toBeInTheDocument();

    history.back();
    await waitFor(() => expect(location.hash).toBe(first));
    await waitFor(() => expect(resultsStatus(island).textContent).toBe(found));
    expect(island.getByText('1 filtre sélectionné')).toBeInTheDocument();
    history.forward();
    expect(await island.findByText('2 filtres sélectionnés')).toBeInTheDocument();

    // The first link pasted into a new page.
    await leaveLibrary();
    const fresh = await openLibrary(first);
    await waitFor(() => expect(resultsStatus(fresh.island).textContent).toBe(found));
    expect(fresh.island.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(shown);
    expect(fresh.island.getByRole('button', { name: 'Retirer Plancher bas sur terre-plein' })).toBeInTheDocument();
  });
});

describe('no result', () => {
  it("says 'Aucun résultat ne correspond à vos critères' and 'Modifier mes critères' leads to the filters", async () => {
    const probe = await openLibrary();
    // The thermo-prédalle's insulation is for intermediate floors only: nothing on a crawl space.
    const choices = await probe.choices(['plancher', ['vs']], ['thermoPredalle', ['60']]);
    await leaveLibrary();
    const { island } = await openLibrary(resultsHash(choices));
    await waitFor(() => expect(resultsStatus(island).textContent).toBe('Aucun résultat ne correspond à vos critères'));
    await user.click(island.getByRole('button', { name: 'Modifier mes critères' }));
    await waitFor(() => expect(focused(island)).toBe(trigger(island, 'type de plancher')));
  });
});

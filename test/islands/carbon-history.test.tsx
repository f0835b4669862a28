/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import accountSpace from '@/widgets/account-space';
import { deleteCluster } from '@/src/contracts/history/carbon';
import { CLUSTER_FILTERS } from '@/demo-pages/reference-api/history/definitions';
import { cleanUp, mount, overlays } from '@/test/support/dom';
import { leaveHistoryPage, openHistoryPage, stubNavigation, type HistoryPageOptions } from '@/test/support/history';
import { failureResponse } from '@/test/support/runtime';
import { reactIdle } from '@/test/support/react-idle';
import { person, typeInto, type Person } from '@/test/support/user';
import { resetTimings } from '@/src/runtime/timings';

/** The carbon history, '/espace-personnel/#/historique' (account-layer §2 "Carbon history", §4). */

const LIST = '/api/clusters/';
let assign: jest.SpyInstance;
let user: Person;
beforeEach(() => {
  user = person();
  assign = stubNavigation();
});
afterEach(leaveHistoryPage);

async function openHistory(options?: HistoryPageOptions) {
  const page = await openHistoryPage('carbone', LIST, options);
  /** A seeded cluster's id. */
  const idOf = async (name: string) =>
    ((await page.api.ctx.db.get(`SELECT id FROM carbon_clusters WHERE name = ?`, [name])) as { id: number }).id;
  return { ...page, idOf };
}

type Space = Awaited<ReturnType<typeof openHistory>>['space'];

const names = (space: Space) => space.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const itemOf = (space: Space, name: string) =>
  space.getAllByRole('listitem').find((li) => li.querySelector('h3')?.textContent === name)!;
const choose = (control: HTMLElement, value: string) => user.selectOptions(control, value);
/**
 * Once React has run all it queued: its scheduler keeps the timers it found at load, so this
 * settles on them whatever Jest's clock does; no real time is waited for.
 */
const settled = () => reactIdle();

/** Each row: name, date, size, and the range of its footprints (one figure when alone). */
const SEEDED = [
  ['Résidence Les Tilleuls', 'Le 19/11/2026 à 7h00', '3 simulations dans ce groupement', '36,2 – 78\u00a0kg CO2 eq/m²'],
  ['Maison Durand', 'Le 11/11/2026 à 10h00', '2 simulations dans ce groupement', '36,2 – 41,2\u00a0kg CO2 eq/m²'],
  ['Extension Garnier', 'Le 19/10/2026 à 11h00', '1 simulation dans ce groupement', '41,6\u00a0kg CO2 eq/m²'],
  [
    'Groupe scolaire Jean-Moulin',
    'Le 24/09/2026 à 11h00',
    '2 simulations dans ce groupement',
    '63,4 – 78\u00a0kg CO2 eq/m²',
  ],
  ['Garage Petitjean', 'Le 12/08/2026 à 11h00', '1 simulation dans ce groupement', '36,2\u00a0kg CO2 eq/m²'],
];

describe('the carbon history', () => {
  it("says to log in, with 'Me connecter' only, to a logged-out visitor", async () => {
    const { space, recorder } = await openHistory({ loggedIn: false });
    expect(await space.findByText('Connectez-vous pour retrouver votre historique.')).toBeInTheDocument();
    expect(space.getByRole('button', { name: 'Me connecter' })).toBeInTheDocument();
    await settled();
    expect(space.host.shadowRoot!.querySelector('.oss-root')!.textContent).toBe(
      'Connectez-vous pour retrouver votre historique.Me connecter',
    );
    expect(recorder.requests).toEqual([]);
  });

  it("lists the clusters newest first with 'Le dd/mm/yyyy à HhM', the count 'N simulation(s)' and the footprints' range", async () => {
    const { space, queries } = await openHistory();
    expect(await space.findByRole('heading', { name: 'Historique de groupement de simulations' })).toBeInTheDocument();
    expect(await space.findByText('5 simulation(s)')).toBeInTheDocument();
    expect(
      space.getAllByRole('listitem').map((li) => [...li.querySelectorAll('h3, p')].map((e) => e.textContent)),
    ).toEqual(SEEDED);
    expect(space.getAllByRole('listitem')[0]!.querySelector('time')!).toHaveAttribute(
      'datetime',
      '2026-11-19T06:00:00.000Z',
    );
    expect(queries()).toEqual([{ order: 'DESC' }]);
  });

  it("'Ouvrir' opens the cluster's results in the simulator", async () => {
    const { space, idOf } = await openHistory();
    await space.findByText('5 simulation(s)');
    await user.click(within(itemOf(space, 'Maison Durand')).getByRole('button', { name: /^Ouvrir «/ }));
    expect(assign).toHaveBeenCalledWith(`/simuler-mon-empreinte-carbone/?history=${await idOf('Maison Durand')}`);
  });

  it('filters by system type (its tooltip as description) and sorts with the server’s order labels', async () => {
    const { space, queries } = await openHistory();
    await space.findByText('5 simulation(s)');
    const filters = within(space.getByRole('region', { name: 'Filtres' }));
    const systemType = filters.getByRole('combobox', {
      name: 'Système constructif',
      description: CLUSTER_FILTERS.filters.systemType.tooltip,
    }) as HTMLSelectElement;
    expect([...systemType.options].map((o) => o.text)).toEqual([
      'Tous',
      ...Object.keys(CLUSTER_FILTERS.filters.systemType.values),
    ]);
    const order = filters.getByRole('combobox', { name: 'Trier' }) as HTMLSelectElement;
    expect([...order.options].map((o) => [o.value, o.text])).toEqual(
      CLUSTER_FILTERS.orders.map((o) => [o.value, o.label]),
    );
    expect(order.value).toBe('DESC');

    await choose(systemType, 'predalle');
    expect(await space.findByText('2 simulation(s)')).toBeInTheDocument();
    expect(names(space)).toEqual(['Résidence Les Tilleuls', 'Groupe scolaire Jean-Moulin']);
    await choose(order, 'ASC');
    await waitFor(() => expect(names(space)).toEqual(['Groupe scolaire Jean-Moulin', 'Résidence Les Tilleuls']));
    expect(queries()).toEqual([
      { order: 'DESC' },
      { order: 'DESC', systemType: 'predalle' },
      { order: 'ASC', systemType: 'predalle' },
    ]);
  });

  it('the name and postal filters wait 400 ms, then 500 ms, before querying', async () => {
    const { space, queries } = await openHistory();
    await space.findByText('5 simulation(s)');
    resetTimings('historyTyping', 'historyQuery');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await typeInto(user, space.getByLabelText('Code postal'), '69-1');
    expect((space.getByLabelText('Code postal') as HTMLInputElement).value).toBe('691');
    await jest.advanceTimersByTimeAsync(400);
    await settled();
    expect(space.getByText('Mise à jour de la liste')).toBeInTheDocument();
    await jest.advanceTimersByTimeAsync(499);
    await settled();
    expect(queries()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await settled();
    expect(queries()).toEqual([{ order: 'DESC' }, { order: 'DESC', zip: '691' }]);
    jest.useRealTimers();
    await waitFor(() => expect(names(space)).toEqual(['Groupe scolaire Jean-Moulin']));

    await typeInto(user, space.getByLabelText('Nom du groupement'), 'jean');
    await typeInto(user, space.getByLabelText('Code postal'), '');
    await waitFor(() => expect(queries()).toHaveLength(3));
    expect(queries()[2]).toEqual({ order: 'DESC', title: 'jean' });
  });

  it("'Réinitialiser' is enabled only with a filter set; the dialog 'Filtrer par' applies on 'Valider'", async () => {
    const { space, queries } = await openHistory();
    await space.findByText('5 simulation(s)');
    const reset = within(space.getByRole('region', { name: 'Filtres' })).getByRole('button', {
      name: 'Réinitialiser',
    }) as HTMLButtonElement;
    expect(reset).toBeDisabled();
    await user.click(space.getByRole('button', { name: 'Filtrer par' }));
    const dialog = within(await space.findByRole('dialog', { name: 'Filtrer par' }));
    expect(dialog.getByRole('button', { name: 'Réinitialiser' }) as HTMLButtonElement).toBeDisabled();
    await choose(dialog.getByLabelText('Système constructif'), 'entrevous-isolant');
    await choose(dialog.getByLabelText('Trier'), 'ASC');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Réinitialiser' }) as HTMLButtonElement).toBeEnabled(),
    );
    expect(queries()).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(space.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await space.findByText('3 simulation(s)')).toBeInTheDocument();
    expect(names(space)).toEqual(['Garage Petitjean', 'Maison Durand', 'Résidence Les Tilleuls']);
    expect(queries().at(-1)).toEqual({ order: 'ASC', systemType: 'entrevous-isolant' });
    await waitFor(() => expect(reset.disabled).toBe(false));
    await user.click(reset);
    expect(await space.findByText('5 simulation(s)')).toBeInTheDocument();
    expect(queries().at(-1)).toEqual({ order: 'DESC' });
    await waitFor(() => expect(reset.disabled).toBe(true));
  });

  it("'Renommer' renames a project against the API, checked as the server checks it", async () => {
    const { space, recorder, idOf } = await openHistory();
    await space.findByText('5 simulation(s)');
    const id = await idOf('Maison Durand');
    await user.click(
      within(itemOf(space, 'Maison Durand')).getByRole('button', { name: 'Renommer « Maison Durand »' }),
    );
    const dialogs = await overlays();
    const field = () => dialogs.getByRole('textbox', { name: /Nouveau nom/ });
    expect(await dialogs.findByRole('textbox', { name: /Nouveau nom/ })).toHaveAttribute(
      'placeholder',
      'Maison Durand',
    );
    await typeInto(user, field(), '   ');
    await user.click(dialogs.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialogs.findByText('Champ obligatoire')).toBeInTheDocument();
    expect(recorder.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await typeInto(user, field(), 'Maison Durand – variante bois');
    await user.click(dialogs.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialogs.findByText('Le projet a été renommé.')).toBeInTheDocument();
    await waitFor(() => expect(names(space)[1]).toBe('Maison Durand – variante bois'));
    expect(recorder.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      `/api/clusters/${id}/title/`,
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("'Dupliquer et modifier' makes a copy of the project and opens its results; the original stays", async () => {
    const { space, api, recorder, idOf } = await openHistory();
    await space.findByText('5 simulation(s)');
    const id = await idOf('Maison Durand');
    await user.click(
      within(itemOf(space, 'Maison Durand')).getByRole('button', { name: 'Dupliquer et modifier « Maison Durand »' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const copy = await idOf('Maison Durand (copie)');
    expect(assign).toHaveBeenLastCalledWith(`/simuler-mon-empreinte-carbone/?history=${copy}`);
    const posts = recorder.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/clusters/'));
    expect(posts.map((r) => r.path)).toEqual([`/api/clusters/${id}/duplicate/`]);
    const count = async (cluster: number) =>
      await api.ctx.db.get(`SELECT COUNT(*) AS n FROM carbon_simulations WHERE cluster_id = ?`, [cluster]);
    expect(await count(copy)).toEqual({ n: 2 });
    expect(await count(id)).toEqual({ n: 2 });
  });

  it('a project another tab deleted cannot be duplicated: the server’s reason in a toast, nothing opens', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { space, api, runtime, idOf } = await openHistory();
    await space.findByText('5 simulation(s)');
    const token = runtime.session.store.getState().user!.token;
    expect((await api.call(deleteCluster, { token, params: { id: await idOf('Maison Durand') } })).ok).toBe(true);
    const button = within(itemOf(space, 'Maison Durand')).getByRole('button', { name: /^Dupliquer et modifier «/ });
    await user.click(button);
    const toast = await (await overlays()).findByText('Ce projet est introuvable.');
    expect(toast.closest('[data-sonner-toast]')).not.toBeNull();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks before deleting a cluster, deletes it, says so and reloads', async () => {
    const { space, recorder, idOf, queries } = await openHistory();
    await space.findByText('5 simulation(s)');
    const id = await idOf('Extension Garnier');
    await user.click(within(itemOf(space, 'Extension Garnier')).getByRole('button', { name: /^Supprimer «/ }));
    const dialog = await overlays();
    expect(await dialog.findByText('Êtes-vous sûr de vouloir supprimer cette simulation ?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(await dialog.findByText('Le projet a été supprimé.')).toBeInTheDocument();
    expect(await space.findByText('4 simulation(s)')).toBeInTheDocument();
    expect(names(space)).not.toContain('Extension Garnier');
    expect(recorder.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/api/clusters/${id}/`]);
    expect(queries()).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a cluster another tab already deleted: the server’s French reason in a toast, and the list reloads', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { space, api, runtime, idOf, queries, recorder } = await openHistory();
    await space.findByText('5 simulation(s)');
    // Another tab deletes it through the same API, with the same login.
    const id = await idOf('Extension Garnier');
    const token = runtime.session.store.getState().user!.token;
    expect((await api.call(deleteCluster, { token, params: { id } })).ok).toBe(true);

    await user.click(within(itemOf(space, 'Extension Garnier')).getByRole('button', { name: /^Supprimer «/ }));
    const dialog = await overlays();
    await user.click(await dialog.findByRole('button', { name: 'Supprimer' }));
    const toast = await dialog.findByText('Ce projet est introuvable.');
    expect(toast.closest('[data-sonner-toast]')).not.toBeNull();
    expect(
      dialog.queryByText(/momentanément indisponible|Une erreur est survenue|Le projet a été supprimé/),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.queryByText('Êtes-vous sûr de vouloir supprimer cette simulation ?')).not.toBeInTheDocument(),
    );
    expect(await space.findByText('4 simulation(s)')).toBeInTheDocument();
    expect(names(space)).toEqual([
      'Résidence Les Tilleuls',
      'Maison Durand',
      'Groupe scolaire Jean-Moulin',
      'Garage Petitjean',
    ]);
    expect(queries()).toEqual([{ order: 'DESC' }, { order: 'DESC' }]);
    expect(recorder.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/api/clusters/${id}/`]);

    // Still usable: the next delete works.
    await user.click(within(itemOf(space, 'Garage Petitjean')).getByRole('button', { name: /^Supprimer «/ }));
    await user.click(await dialog.findByRole('button', { name: 'Supprimer' }));
    expect(await dialog.findByText('Le projet a été supprimé.')).toBeInTheDocument();
    expect(await space.findByText('3 simulation(s)')).toBeInTheDocument();
  });

  it("a failed load says so in French; 'Réessayer' loads again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    const { space } = await openHistory({
      intercept: (request) =>
        down && new URL(request.url).pathname === LIST ? failureResponse(503, 'Indisponible') : undefined,
    });
    const alert = await space.findByRole('alert');
    expect(alert.textContent).toContain("Votre historique n'a pas pu être chargé.");
    down = false;
    await user.click(space.getByRole('button', { name: 'Réessayer' }));
    expect(await space.findByText('5 simulation(s)')).toBeInTheDocument();
  });

  it('a refusal (status 200–403) shows the server message', async () => {
    const { space } = await openHistory({
      intercept: (request) =>
        new URL(request.url).pathname === LIST ? failureResponse(400, 'Paramètre « order » invalide.') : undefined,
    });
    expect((await space.findByRole('alert')).textContent).toContain('Paramètre « order » invalide.');
  });

  it('an empty history says so', async () => {
    const { space, api } = await openHistory();
    await space.findByText('5 simulation(s)');
    cleanUp();
    await api.ctx.db.exec('DELETE FROM carbon_clusters;');
    const again = await mount(accountSpace);
    expect(await again.findByText('0 simulation(s)')).toBeInTheDocument();
    expect(again.getByText("Vous n'avez encore enregistré aucun groupement de simulations.")).toBeInTheDocument();
  });
});

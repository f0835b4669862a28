/** @jest-environment ./test/support/jsdom-environment.cjs */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import accountSpace from '@/widgets/account-space';
import { deleteSimulation, deleteSolution } from '@/src/contracts/history/floor';
import { FLOOR_FILTERS } from '@/demo-pages/reference-api/history/definitions';
import { cleanUp, mount, overlays } from '@/test/support/dom';
import { leaveHistoryPage, openHistoryPage, stubNavigation, type HistoryPageOptions } from '@/test/support/history';
import { failureResponse } from '@/test/support/runtime';
import { reactIdle } from '@/test/support/react-idle';
import { person, typeInto, type Person } from '@/test/support/user';
import { notify } from '@/src/ui/overlays/overlays';
import { resetTimings } from '@/src/runtime/timings';

/** The floor history, '/espace-personnel/#/historique' (account-layer §2 "Floor history", §4). */

const LIST = '/api/configurator/saved-data/';
let assign: jest.SpyInstance;
let user: Person;
beforeEach(() => {
  user = person();
  assign = stubNavigation();
});
afterEach(leaveHistoryPage);

/** The floor site's account app on '#/historique', Luc (seeded history) logged in through the bundle. */
const openHistory = (options?: HistoryPageOptions) => openHistoryPage('plancher', LIST, options);

type Space = Awaited<ReturnType<typeof openHistory>>['space'];

/** Each item as 'kind | name | date'. */
function rows(space: Space): string[] {
  return space.queryAllByRole('listitem').map((item) => {
    const kind = item.querySelector('.oss-history__kind')?.textContent;
    const name = within(item).getByRole('heading', { level: 3 }).textContent;
    return `${kind} | ${name} | ${item.querySelector('time')?.textContent}`;
  });
}
const names = (space: Space) => space.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

const SEEDED = [
  'Système | Plancher poutrelles + entrevous PSE 12+4 | 18/11/2026',
  'Simulation | Maison Durand – rez-de-chaussée | 18/11/2026',
  'Simulation | Simulation n°1187 | 12/11/2026',
  'Système | Plancher poutrelles + entrevous béton 16+4 | 07/11/2026',
  'Simulation | Maison Durand – étage | 06/11/2026',
  'Simulation | Extension Garnier | 21/10/2026',
  'Simulation | Simulation n°1098 | 05/10/2026',
  'Système | Plancher haut poutrelles + entrevous PSE 20+5 | 21/09/2026',
  'Simulation | Immeuble Les Tilleuls – combles | 20/09/2026',
  'Système | Plancher poutrelles + entrevous béton 12+4 | 26/08/2026',
  'Simulation | Simulation n°1012 | 25/08/2026',
  'Simulation | Garage Petitjean | 24/07/2026',
];

/** Picks `value` in a list, or types it into a field (a date as 'yyyy-mm-dd'). */
const choose = async (control: HTMLElement, value: string) =>
  control.tagName === 'SELECT' ? user.selectOptions(control, value) : await typeInto(user, control, value);
/**
 * Once React has run all it queued: its scheduler keeps the timers it found at load, so this
 * settles on them whatever Jest's clock does; no real time is waited for.
 */
const settled = () => reactIdle();

describe('the floor history, logged out', () => {
  it("says to log in, with 'Me connecter' only, and asks the server nothing", async () => {
    const { space, recorder } = await openHistory({ loggedIn: false });
    expect(await space.findByText('Connectez-vous pour retrouver votre historique.')).toBeInTheDocument();
    await settled();
    expect(space.host.shadowRoot!.querySelector('.oss-root')!.textContent).toBe(
      'Connectez-vous pour retrouver votre historique.Me connecter',
    );
    expect(recorder.requests).toEqual([]);
  });

  it("opens the login popup from 'Me connecter'", async () => {
    const { space } = await openHistory({ loggedIn: false });
    await user.click(await space.findByRole('button', { name: 'Me connecter' }));
    expect(await (await overlays()).findByRole('heading', { name: 'CONNEXION' })).toBeInTheDocument();
  });
});

describe('the floor history list', () => {
  it('shows a skeleton, then the items newest first: kind, name (title, else name), date, count', async () => {
    const { space, queries, recorder } = await openHistory();
    expect(await space.findByRole('heading', { name: 'Historique / Mes configurations' })).toBeInTheDocument();
    expect(space.getByRole('status').textContent).toContain('Chargement de votre historique');
    expect(await space.findByText('12 résultat(s)')).toBeInTheDocument();
    expect(rows(space)).toEqual(SEEDED);
    // A simulation says what it was about: span, use, system, solutions found (beyond the spec).
    const tilleuls = space.getAllByRole('listitem').find((item) => item.textContent!.includes('Les Tilleuls'))!;
    expect(tilleuls).toHaveTextContent(/Portée 5,60 m · Habitation · Entrevous polystyrène · 1 solution/);
    expect(queries()).toEqual([{ order: 'DESC' }]);
    expect(recorder.count('/api/configurator/filters/')).toBe(1);
    const first = space.getAllByRole('listitem')[0]!;
    // The row's buttons say which item they act on; the visible word stays.
    const name = within(first).getByRole('heading').textContent;
    expect(within(first).getByRole('button', { name: `Supprimer « ${name} »` })).toHaveTextContent(/^Supprimer$/);
    expect(within(first).getByRole('button', { name: `Ouvrir « ${name} »` })).toHaveTextContent(/^Ouvrir$/);
    expect(space.getByRole('link', { name: 'Retour à mon espace' })).toHaveAttribute('href', '#/');
  });

  it("'Ouvrir' opens a simulation's results and a solution's detail in the configurator", async () => {
    const { space, api } = await openHistory();
    await space.findByText('12 résultat(s)');
    const items = space.getAllByRole('listitem');
    await user.click(within(items[0]!).getByRole('button', { name: /^Ouvrir «/ }));
    expect(assign).toHaveBeenLastCalledWith('/configurer-un-plancher/?historySolution=poutrelles-entrevous-pse-12-4');
    await user.click(within(items[1]!).getByRole('button', { name: /^Ouvrir «/ }));
    const { id } = (await api.ctx.db.get(`SELECT id FROM floor_simulations WHERE name = 'Simulation n°1201'`)) as {
      id: number;
    };
    expect(assign).toHaveBeenLastCalledWith(`/configurer-un-plancher/?history=${id}`);
  });

  it('says so when nothing is saved', async () => {
    const { space, api } = await openHistory();
    await space.findByText('12 résultat(s)');
    cleanUp();
    await api.ctx.db.exec('DELETE FROM floor_simulations; DELETE FROM floor_solutions;');
    const again = await mount(accountSpace);
    expect(await again.findByText('0 résultat(s)')).toBeInTheDocument();
    expect(again.getByText("Vous n'avez encore enregistré aucune configuration.")).toBeInTheDocument();
  });
});

describe('the floor filters', () => {
  it('offers every control, labelled, with the tooltips as descriptions and the order newest first', async () => {
    const { space } = await openHistory();
    await space.findByText('12 résultat(s)');
    const filters = within(space.getByRole('region', { name: 'Filtres' }));
    for (const [label, key] of [
      ['Type', 'type'],
      ['Plancher', 'floor'],
      ['Niveau', 'floorLevel'],
    ] as const) {
      const select = filters.getByRole('combobox', {
        name: label,
        description: FLOOR_FILTERS[key].tooltip,
      }) as HTMLSelectElement;
      expect([...select.options].map((o) => o.text)).toEqual(['Tous', ...Object.keys(FLOOR_FILTERS[key].values)]);
      expect(select.value).toBe('');
    }
    for (const label of ['Nom', 'Code projet', 'Code postal', 'Créé à partir du', "Créé jusqu'au"]) {
      expect((filters.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    const order = filters.getByRole('combobox', { name: 'Trier' }) as HTMLSelectElement;
    expect([...order.options].map((o) => [o.value, o.text])).toEqual([
      ['DESC', 'À partir des plus récentes'],
      ['ASC', 'À partir des plus anciennes'],
    ]);
    expect(order.value).toBe('DESC');
    // The tooltip shows on demand.
    const help = filters.getByRole('button', { name: 'Aide : Plancher' });
    expect(filters.getByText(FLOOR_FILTERS.floor.tooltip).hidden).toBe(true);
    await user.click(help);
    await waitFor(() => expect(help).toHaveAttribute('aria-expanded', 'true'));
    expect(filters.getByText(FLOOR_FILTERS.floor.tooltip).hidden).toBe(false);
  });

  it.each([
    ['Type', 'solution', { order: 'DESC', type: 'solution' }, 4],
    ['Plancher', 'high', { order: 'DESC', floor: 'high' }, 3],
    ['Niveau', 'ground', { order: 'DESC', floorLevel: 'ground' }, 6],
    ['Créé à partir du', '2026-11-01', { order: 'DESC', dateFrom: '2026-11-01' }, 5],
    ["Créé jusqu'au", '2026-08-26', { order: 'DESC', dateTo: '2026-08-26' }, 3],
  ])('%s applies at once, with a list spinner, and refetches', async (label, value, query, count) => {
    const { space, queries } = await openHistory();
    await space.findByText('12 résultat(s)');
    await choose(space.getByLabelText(label), value);
    expect(space.getByText('Mise à jour de la liste')).toBeInTheDocument();
    expect(await space.findByText(`${count} résultat(s)`)).toBeInTheDocument();
    expect(queries().at(-1)).toEqual(query);
    expect(space.queryByText('Mise à jour de la liste')).not.toBeInTheDocument();
  });

  it('sorts oldest first on demand', async () => {
    const { space, queries } = await openHistory();
    await space.findByText('12 résultat(s)');
    await choose(space.getByRole('combobox', { name: 'Trier' }), 'ASC');
    await waitFor(() => expect(names(space)[0]).toBe('Garage Petitjean'));
    expect(rows(space)).toEqual([...SEEDED].reverse());
    expect(queries().at(-1)).toEqual({ order: 'ASC' });
  });

  it.each([
    ['Nom', 'durand', { title: 'durand' }, ['Maison Durand – rez-de-chaussée', 'Maison Durand – étage']],
    [
      'Code projet',
      'til',
      { projectCode: 'til' },
      ['Plancher haut poutrelles + entrevous PSE 20+5', 'Immeuble Les Tilleuls – combles'],
    ],
    [
      'Code postal',
      '690',
      { zip: '690' },
      [
        'Plancher poutrelles + entrevous PSE 12+4',
        'Maison Durand – rez-de-chaussée',
        'Plancher poutrelles + entrevous béton 16+4',
        'Maison Durand – étage',
        'Plancher haut poutrelles + entrevous PSE 20+5',
        'Immeuble Les Tilleuls – combles',
      ],
    ],
  ])('%s filters after the typing delay', async (label, typed, param, expected) => {
    const { space, queries } = await openHistory();
    await space.findByText('12 résultat(s)');
    await typeInto(user, space.getByLabelText(label), typed);
    await waitFor(() => expect(names(space)).toEqual(expected));
    expect(space.getByText(`${expected.length} résultat(s)`)).toBeInTheDocument();
    expect(queries()).toEqual([{ order: 'DESC' }, { order: 'DESC', ...param }]);
  });

  it('the postal code keeps digits only, five at most', async () => {
    const { space } = await openHistory();
    await space.findByText('12 résultat(s)');
    const zip = space.getByLabelText('Code postal') as HTMLInputElement;
    expect(zip).toHaveAttribute('inputmode', 'numeric');
    await typeInto(user, zip, '69 0a03x12');
    expect(zip.value).toBe('69003');
  });

  it('typed filters wait 400 ms (then the list spinner), and query 500 ms later', async () => {
    const { space, queries } = await openHistory();
    await space.findByText('12 résultat(s)');
    resetTimings('historyTyping', 'historyQuery');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const title = space.getByLabelText('Nom') as HTMLInputElement;
    await typeInto(user, title, 'Gar');
    await jest.advanceTimersByTimeAsync(300);
    // A pause, then the person goes on typing in the same field.
    await user.keyboard('nier');
    expect(title.value).toBe('Garnier');
    await jest.advanceTimersByTimeAsync(399);
    await settled();
    expect(space.queryByText('Mise à jour de la liste')).not.toBeInTheDocument();
    await jest.advanceTimersByTimeAsync(1);
    await settled();
    expect(space.getByText('Mise à jour de la liste')).toBeInTheDocument();
    await jest.advanceTimersByTimeAsync(499);
    await settled();
    expect(queries()).toEqual([{ order: 'DESC' }]);
    await jest.advanceTimersByTimeAsync(1);
    await settled();
    expect(queries()).toEqual([{ order: 'DESC' }, { order: 'DESC', title: 'Garnier' }]);
    jest.useRealTimers();
    await waitFor(() => expect(names(space)).toEqual(['Extension Garnier']));
  });

  it("'Réinitialiser' is enabled only when a filter is set, and brings every filter back", async () => {
    const { space, queries } = await openHistory();
    await space.findByText('12 résultat(s)');
    const filters = within(space.getByRole('region', { name: 'Filtres' }));
    const reset = filters.getByRole('button', { name: 'Réinitialiser' }) as HTMLButtonElement;
    expect(reset).toBeDisabled();
    await choose(filters.getByLabelText('Type'), 'simulation');
    await waitFor(() => expect(reset.disabled).toBe(false));
    await space.findByText('8 résultat(s)');
    await choose(filters.getByLabelText('Type'), '');
    await waitFor(() => expect(reset.disabled).toBe(true));
    await space.findByText('12 résultat(s)');
    await choose(filters.getByLabelText('Trier'), 'ASC');
    await waitFor(() => expect(reset.disabled).toBe(false));
    await choose(filters.getByLabelText('Plancher'), 'low');
    await space.findByText('6 résultat(s)');
    await user.click(reset);
    expect(await space.findByText('12 résultat(s)')).toBeInTheDocument();
    expect((filters.getByLabelText('Plancher') as HTMLSelectElement).value).toBe('');
    expect((filters.getByLabelText('Trier') as HTMLSelectElement).value).toBe('DESC');
    expect(reset).toBeDisabled();
    expect(queries().at(-1)).toEqual({ order: 'DESC' });
  });

  it('an empty result says that nothing matches', async () => {
    const { space } = await openHistory();
    await space.findByText('12 résultat(s)');
    await choose(space.getByLabelText('Créé à partir du'), '2027-01-01');
    expect(await space.findByText('0 résultat(s)')).toBeInTheDocument();
    expect(space.getByText('Aucun élément ne correspond à vos critères.')).toBeInTheDocument();
    expect((space.getByLabelText("Créé jusqu'au") as HTMLInputElement).min).toBe('2027-01-01');
  });

  it("an inverted date range says why nothing matches, under 'Créé jusqu'au'", async () => {
    const { space } = await openHistory();
    await space.findByText('12 résultat(s)');
    await choose(space.getByLabelText("Créé jusqu'au"), '2026-08-26');
    await choose(space.getByLabelText('Créé à partir du'), '2026-11-01');
    expect(await space.findByText('0 résultat(s)')).toBeInTheDocument();
    const hint = space.getByText('La date de fin précède la date de début.');
    const dateTo = space.getByLabelText("Créé jusqu'au");
    expect(dateTo).toHaveAttribute('aria-invalid', 'true');
    expect(dateTo).toHaveAccessibleDescription('La date de fin précède la date de début.');
    expect(hint).toBeVisible();

    await choose(space.getByLabelText('Créé à partir du'), '2026-08-01');
    await waitFor(() => expect(space.queryByText('La date de fin précède la date de début.')).not.toBeInTheDocument());
    expect(dateTo).not.toHaveAttribute('aria-invalid');
  });

  it('an older answer arriving after a newer one never replaces it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The older answer is the reference API's own, given once released: `answered` says it left.
    let answered = false;
    const page: { fetch?: (request: Request) => Response | Promise<Response> } = {};
    const { space, queries, api } = await openHistory({
      intercept: (request) =>
        new URL(request.url).searchParams.get('type') === 'simulation'
          ? held.then(async () => {
              const response = await page.fetch!(request);
              answered = true;
              return response;
            })
          : undefined,
    });
    page.fetch = (request) => api.app.fetch(request);
    await space.findByText('12 résultat(s)');
    await choose(space.getByLabelText('Type'), 'simulation');
    await waitFor(() => expect(queries()).toHaveLength(2));
    await choose(space.getByLabelText('Type'), 'solution');
    expect(await space.findByText('4 résultat(s)')).toBeInTheDocument();
    release();
    await waitFor(() => expect(answered).toBe(true));
    await settled();
    expect(space.getByText('4 résultat(s)')).toBeInTheDocument();
    expect(names(space)).toHaveLength(4);
  });
});

describe('the mobile filter dialog', () => {
  it("'Filtrer par' opens the same filters; nothing is queried before 'Valider', which applies and closes", async () => {
    const { space, queries } = await openHistory();
    await space.findByText('12 résultat(s)');
    const open = space.getByRole('button', { name: 'Filtrer par' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(open);
    const dialog = within(await space.findByRole('dialog', { name: 'Filtrer par' }));
    const reset = dialog.getByRole('button', { name: 'Réinitialiser' }) as HTMLButtonElement;
    expect(reset).toBeDisabled();
    // On Jest's clock: a second after the typing, well past the typed filters' delays, nothing went.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await choose(dialog.getByLabelText('Type'), 'solution');
    await typeInto(user, dialog.getByLabelText('Code postal'), '69a007');
    expect((dialog.getByLabelText('Code postal') as HTMLInputElement).value).toBe('69007');
    await waitFor(() => expect(reset.disabled).toBe(false));
    await jest.advanceTimersByTimeAsync(1000);
    await settled();
    expect(queries()).toEqual([{ order: 'DESC' }]);
    jest.useRealTimers();
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(space.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await space.findByText('1 résultat(s)')).toBeInTheDocument();
    expect(names(space)).toEqual(['Plancher haut poutrelles + entrevous PSE 20+5']);
    expect(queries().at(-1)).toEqual({ order: 'DESC', type: 'solution', zip: '69007' });
    expect((space.getByLabelText('Type') as HTMLSelectElement).value).toBe('solution');
  });

  it("'Filtrer par' shows how many filters are on (the order is not one)", async () => {
    const { space } = await openHistory();
    await space.findByText('12 résultat(s)');
    const open = space.getByRole('button', { name: 'Filtrer par' });
    expect(open).not.toHaveAccessibleDescription();
    await choose(space.getByLabelText('Trier'), 'ASC');
    await choose(space.getByLabelText('Type'), 'solution');
    await waitFor(() => expect(open).toHaveAccessibleDescription('1 filtre actif'));
    expect(open.textContent).toBe('Filtrer par1');
    await typeInto(user, space.getByLabelText('Code postal'), '69007');
    await waitFor(() => expect(open).toHaveAccessibleDescription('2 filtres actifs'));
    expect(open.textContent).toBe('Filtrer par2');
    expect(space.getByRole('button', { name: 'Filtrer par' })).toBe(open);
  });

  it("'Réinitialiser' in the dialog clears its filters; closing it without 'Valider' changes nothing", async () => {
    const { space, queries } = await openHistory();
    await space.findByText('12 résultat(s)');
    await choose(space.getByLabelText('Plancher'), 'high');
    await space.findByText('3 résultat(s)');
    await user.click(space.getByRole('button', { name: 'Filtrer par' }));
    let dialog = within(await space.findByRole('dialog', { name: 'Filtrer par' }));
    expect((dialog.getByLabelText('Plancher') as HTMLSelectElement).value).toBe('high');
    await choose(dialog.getByLabelText('Niveau'), 'ground');
    await user.click(dialog.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(space.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queries()).toHaveLength(2);

    await user.click(space.getByRole('button', { name: 'Filtrer par' }));
    dialog = within(await space.findByRole('dialog', { name: 'Filtrer par' }));
    expect((dialog.getByLabelText('Niveau') as HTMLSelectElement).value).toBe('');
    const reset = dialog.getByRole('button', { name: 'Réinitialiser' }) as HTMLButtonElement;
    expect(reset).toBeEnabled();
    await user.click(reset);
    await waitFor(() => expect(reset.disabled).toBe(true));
    expect((dialog.getByLabelText('Plancher') as HTMLSelectElement).value).toBe('');
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    expect(await space.findByText('12 résultat(s)')).toBeInTheDocument();
    expect(queries().at(-1)).toEqual({ order: 'DESC' });
  });
});

describe('renaming and duplicating a simulation (beyond the spec)', () => {
  it("'Renommer' renames it against the API, checked as the server checks it; a system has neither", async () => {
    const { space, recorder } = await openHistory();
    await space.findByText('12 résultat(s)');
    const system = space.getAllByRole('listitem')[0]!;
    expect(within(system).queryByRole('button', { name: /^Renommer «/ })).not.toBeInTheDocument();
    expect(within(system).queryByRole('button', { name: /^Dupliquer et modifier «/ })).not.toBeInTheDocument();
    const item = space.getAllByRole('listitem')[4]!;
    await user.click(within(item).getByRole('button', { name: 'Renommer « Maison Durand – étage »' }));
    const dialogs = await overlays();
    expect(await dialogs.findByRole('textbox', { name: /Nouveau nom/ })).toHaveAttribute(
      'placeholder',
      'Maison Durand – étage',
    );
    const field = () => dialogs.getByRole('textbox', { name: /Nouveau nom/ });
    await typeInto(user, field(), '   ');
    await user.click(dialogs.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialogs.findByText('Champ obligatoire')).toBeInTheDocument();
    expect(recorder.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await typeInto(user, field(), 'Maison Durand – étage, variante bois');
    await user.click(dialogs.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialogs.findByText('La simulation a été renommée.')).toBeInTheDocument();
    await waitFor(() => expect(names(space)).toContain('Maison Durand – étage, variante bois'));
    expect(names(space)).not.toContain('Maison Durand – étage');
    const puts = recorder.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.path)).toEqual([expect.stringMatching(/^\/api\/simulation\/\d+\/title\/$/)]);
  });

  it("'Dupliquer et modifier' opens a copy of its answers in the configurator", async () => {
    const { space, api } = await openHistory();
    await space.findByText('12 résultat(s)');
    const item = space.getAllByRole('listitem')[4]!;
    await user.click(within(item).getByRole('button', { name: 'Dupliquer et modifier « Maison Durand – étage »' }));
    const { id } = (await api.ctx.db.get(`SELECT id FROM floor_simulations WHERE title = 'Maison Durand – étage'`)) as {
      id: number;
    };
    expect(assign).toHaveBeenLastCalledWith(`/configurer-un-plancher/?duplicate=${id}`);
  });
});

describe('deleting', () => {
  it('asks first, deletes the simulation, shows the server message and reloads the list', async () => {
    const { space, recorder, queries } = await openHistory();
    await space.findByText('12 résultat(s)');
    const item = space.getAllByRole('listitem')[4]!;
    expect(within(item).getByRole('heading').textContent).toBe('Maison Durand – étage');
    await user.click(within(item).getByRole('button', { name: /^Supprimer «/ }));
    const dialog = await overlays();
    expect(await dialog.findByText('Êtes-vous sûr de vouloir supprimer cette simulation ?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() =>
      expect(dialog.queryByText('Êtes-vous sûr de vouloir supprimer cette simulation ?')).not.toBeInTheDocument(),
    );
    expect(recorder.requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(within(item).getByRole('button', { name: /^Supprimer «/ }));
    await user.click(await dialog.findByRole('button', { name: 'Supprimer' }));
    expect(await dialog.findByText('La simulation a été supprimée.')).toBeInTheDocument();
    expect(await space.findByText('11 résultat(s)')).toBeInTheDocument();
    expect(names(space)).not.toContain('Maison Durand – étage');
    const deletes = recorder.requests.filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.path).toMatch(/^\/api\/simulation\/\d+\/$/);
    expect(queries()).toEqual([{ order: 'DESC' }, { order: 'DESC' }]);
  });

  it("a double click on 'Supprimer' asks once, and deletes once", async () => {
    const { space, recorder } = await openHistory();
    await space.findByText('12 résultat(s)');
    const button = within(space.getAllByRole('listitem')[4]!).getByRole('button', { name: /^Supprimer «/ });
    // Two clicks in the same task, faster than a person's double click.
    fireEvent.click(button);
    fireEvent.click(button);
    const dialog = await overlays();
    await dialog.findByText('Êtes-vous sûr de vouloir supprimer cette simulation ?');
    expect(dialog.getAllByText('Êtes-vous sûr de vouloir supprimer cette simulation ?')).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(await space.findByText('11 résultat(s)')).toBeInTheDocument();
    expect(recorder.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('deletes a solution by its slug, asking about the system', async () => {
    const { space, recorder } = await openHistory();
    await space.findByText('12 résultat(s)');
    await user.click(within(space.getAllByRole('listitem')[0]!).getByRole('button', { name: /^Supprimer «/ }));
    const dialog = await overlays();
    expect(await dialog.findByText('Êtes-vous sûr de vouloir supprimer ce système ?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(await dialog.findByText('Le système a été supprimé.')).toBeInTheDocument();
    expect(await space.findByText('11 résultat(s)')).toBeInTheDocument();
    expect(recorder.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/solution/poutrelles-entrevous-pse-12-4/',
    ]);
  });

  it('keeps the filters when reloading after a delete', async () => {
    const { space, queries } = await openHistory();
    await space.findByText('12 résultat(s)');
    await choose(space.getByLabelText('Type'), 'solution');
    await space.findByText('4 résultat(s)');
    await user.click(within(space.getAllByRole('listitem')[0]!).getByRole('button', { name: /^Supprimer «/ }));
    await user.click(await (await overlays()).findByRole('button', { name: 'Supprimer' }));
    expect(await space.findByText('3 résultat(s)')).toBeInTheDocument();
    expect(queries().at(-1)).toEqual({ order: 'DESC', type: 'solution' });
  });

  it('shows no toast when the server gives no message', async () => {
    const { space } = await openHistory({
      intercept: (request) =>
        request.method === 'DELETE'
          ? Response.json({ success: true, error: null, message: '', datas: { clusterRemoved: false } })
          : undefined,
    });
    await space.findByText('12 résultat(s)');
    await user.click(within(space.getAllByRole('listitem')[1]!).getByRole('button', { name: /^Supprimer «/ }));
    const dialog = await overlays();
    await user.click(await dialog.findByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument());
    // A toast asked for now shows after any the delete asked for: once it shows, it is alone.
    notify('info', 'Repère du test');
    const toasts = () =>
      document.querySelector('[data-ossature-overlays]')!.shadowRoot!.querySelectorAll('[data-sonner-toast]');
    await waitFor(() => expect(toasts()).not.toHaveLength(0));
    expect([...toasts()].map((toast) => toast.textContent)).toEqual(['Repère du test']);
  });

  it.each([
    ['simulation', 4, 'Maison Durand – étage', 'Cette simulation est introuvable.'],
    ['system', 0, 'Plancher poutrelles + entrevous PSE 12+4', 'Ce système est introuvable.'],
  ])(
    'a %s another tab already deleted: the server’s French reason in a toast, and the list reloads',
    async (_kind, index, name, reason) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { space, api, runtime, recorder, queries } = await openHistory();
      await space.findByText('12 résultat(s)');
      const item = space.getAllByRole('listitem')[index]!;
      expect(within(item).getByRole('heading').textContent).toBe(name);

      // Another tab deletes it through the same API, with the same login.
      const token = runtime.session.store.getState().user!.token;
      const slug = 'poutrelles-entrevous-pse-12-4';
      const other =
        index === 0
          ? await api.call(deleteSolution, { token, params: { slug } })
          : await api.call(deleteSimulation, {
              token,
              params: {
                id: (
                  (await api.ctx.db.get(`SELECT id FROM floor_simulations WHERE title = ?`, [name])) as { id: number }
                ).id,
              },
            });
      expect(other.ok).toBe(true);

      await user.click(within(item).getByRole('button', { name: /^Supprimer «/ }));
      const dialog = await overlays();
      await user.click(await dialog.findByRole('button', { name: 'Supprimer' }));
      const toast = await dialog.findByText(reason);
      expect(toast.closest('[data-sonner-toast]')).not.toBeNull();
      expect(dialog.queryByText(/momentanément indisponible|Une erreur est survenue/)).not.toBeInTheDocument();
      await waitFor(() => expect(dialog.queryByText(/Êtes-vous sûr de vouloir supprimer/)).not.toBeInTheDocument());
      expect(await space.findByText('11 résultat(s)')).toBeInTheDocument();
      expect(names(space)).not.toContain(name);
      expect(queries()).toEqual([{ order: 'DESC' }, { order: 'DESC' }]);
      expect(recorder.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);

      // Still usable: the next delete works.
      await user.click(within(space.getAllByRole('listitem')[1]!).getByRole('button', { name: /^Supprimer «/ }));
      await user.click(await dialog.findByRole('button', { name: 'Supprimer' }));
      expect(await space.findByText('10 résultat(s)')).toBeInTheDocument();
    },
  );

  it('a refused delete says why in French', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { space } = await openHistory({
      intercept: (request) => (request.method === 'DELETE' ? failureResponse(500, 'Erreur interne') : undefined),
    });
    await space.findByText('12 résultat(s)');
    await user.click(within(space.getAllByRole('listitem')[1]!).getByRole('button', { name: /^Supprimer «/ }));
    const dialog = await overlays();
    await user.click(await dialog.findByRole('button', { name: 'Supprimer' }));
    expect(
      await dialog.findByText('Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.'),
    ).toBeInTheDocument();
    expect(await space.findByText('12 résultat(s)')).toBeInTheDocument();
  });
});

describe('when the history cannot be loaded', () => {
  it("says so in French and offers 'Réessayer', which loads it", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    const { space, queries } = await openHistory({
      intercept: (request) =>
        down && new URL(request.url).pathname === LIST ? failureResponse(500, 'Erreur interne') : undefined,
    });
    const alert = await space.findByRole('alert');
    expect(alert.textContent).toContain("Votre historique n'a pas pu être chargé.");
    expect(alert.textContent).toContain('Le service est momentanément indisponible.');
    down = false;
    await user.click(space.getByRole('button', { name: 'Réessayer' }));
    expect(await space.findByText('12 résultat(s)')).toBeInTheDocument();
    expect(space.queryByRole('alert')).not.toBeInTheDocument();
    expect(queries()).toEqual([{ order: 'DESC' }, { order: 'DESC' }]);
  });

  it('a failed filter change keeps the filters and offers to try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = false;
    const { space } = await openHistory({
      intercept: (request) =>
        down && new URL(request.url).pathname === LIST ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
    });
    await space.findByText('12 résultat(s)');
    down = true;
    await choose(space.getByLabelText('Type'), 'solution');
    expect((await space.findByRole('alert')).textContent).toContain('Connexion impossible.');
    expect((space.getByLabelText('Type') as HTMLSelectElement).value).toBe('solution');
    down = false;
    await user.click(space.getByRole('button', { name: 'Réessayer' }));
    expect(await space.findByText('4 résultat(s)')).toBeInTheDocument();
  });

  it('a broken filters answer is an error too, never a crash', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { space } = await openHistory({
      intercept: (request) =>
        new URL(request.url).pathname === '/api/configurator/filters/'
          ? Response.json({ success: true, error: null, message: '', datas: { filters: { floor: 'oops' } } })
          : undefined,
    });
    expect((await space.findByRole('alert')).textContent).toContain('Une erreur est survenue. Veuillez réessayer.');
    expect(space.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

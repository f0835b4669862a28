/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { mainHistoryCreate, mainHistoryLengths, mainHistoryList, mainHistorySave } from '@/src/contracts/history/main';
import { fileSaver } from '@/src/ui/save-file';
import type { ToolDataType } from '@/src/contracts/thermal/filters';
import { fromMainUser } from '@/src/session/user-mapping';
import { SEED_MAIN_HISTORIES } from '@/demo-pages/reference-api/thermal/seed-histories';
import personalSpace from '@/widgets/personal-space';
import { mount, overlays } from '@/test/support/dom';
import { leaveHistoryPage, stubNavigation } from '@/test/support/history';
import { startPage } from '@/test/support/islands';
import { logIn, type MainApi } from '@/test/support/main-site';
import { expectOk, SEED_ACCOUNTS } from '@/test/support/reference-api';
import { failureResponse } from '@/test/support/runtime';
import { answersOf } from '@/test/support/thermal';
import { person, type Person } from '@/test/support/user';

/** The main site's history tab, '/espace-personnel/#/historique' (thermal-break-tool §2, §4, §8). */

const LIST = '/api/history/list';
const REMOVE = '/api/history/remove';
let assign: jest.SpyInstance;
let user: Person;
beforeEach(() => {
  user = person();
  assign = stubNavigation();
});
afterEach(leaveHistoryPage);

type Intercept = NonNullable<NonNullable<Parameters<typeof startPage>[1]>['intercept']>;

/**
 * The personal space on '#/historique', `account` logged in (Sophie and her six seeded
 * simulations by default). `sorts()`: the body of every list call, in order. `down(path)` makes
 * the calls to `path` fail with a 500 until `up()`.
 */
async function openHistory(account: { email: string; password: string } = SEED_ACCOUNTS.mainUpdated) {
  const bodies: unknown[] = [];
  let failing: string | null = null;
  let held: Promise<void> | null = null;
  const intercept: Intercept = async (request) => {
    const path = new URL(request.url).pathname;
    if (path === LIST) bodies.push(JSON.parse((await request.text()) || 'null'));
    if (path === LIST && held) await held;
    return path === failing ? failureResponse(500, 'Erreur interne') : undefined;
  };
  /** Holds the list's answers until the returned function is called. */
  const hold = () => {
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    return () => {
      held = null;
      release();
    };
  };
  const page = await startPage('main', { intercept });
  const mainUser = await logIn(page.api, account);
  page.session.login(fromMainUser(mainUser), false);
  history.replaceState(null, '', '/espace-personnel/#/historique');
  return {
    ...page,
    token: mainUser.token,
    sorts: () => bodies,
    hold,
    down: (path: string) => void (failing = path),
    up: () => void (failing = null),
    mountSpace: () => mount(personalSpace),
  };
}

type Space = Awaited<ReturnType<typeof mount>>;

const names = (space: Space) => space.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
/** Each line as 'kind | name | date'. */
const rows = (space: Space) =>
  space.queryAllByRole('listitem').map((item) => {
    const kind = item.querySelector('.oss-history__kind')?.textContent;
    const name = within(item).getByRole('heading', { level: 3 }).textContent;
    return `${kind} | ${name} | ${item.querySelector('time')?.textContent}`;
  });
const line = (space: Space, name: string) =>
  space.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;

/** Sophie's seeded simulations, most recent first (two, twelve, twenty… days ago). */
const NEWEST_FIRST = SEED_MAIN_HISTORIES.map((h) => h.name);

/** Saves a search for the logged-in user the way the tool does: create (her session knows its device), then save. */
async function saveSearch(
  api: MainApi,
  token: string,
  name: string,
  dataType: ToolDataType,
  answers: [string, string][],
) {
  const created = expectOk(
    await api.call(mainHistoryCreate, {
      token,
      body: { filtersValue: await answersOf(api, dataType, answers), dataType },
    }),
  );
  return expectOk(await api.call(mainHistorySave, { token, body: { id: created.datas.history.id, name } })).datas
    .history;
}

describe('the main history list', () => {
  it('says that nothing is saved yet, with no sort menu, for a user who saved nothing', async () => {
    const page = await openHistory(SEED_ACCOUNTS.mainFirstLogin);
    const space = await page.mountSpace();
    expect(await space.findByText("Actuellement vous n'avez pas sauvegardé de simulations")).toBeInTheDocument();
    expect(space.getByRole('heading', { name: 'Historique de mes calculs' })).toBeInTheDocument();
    expect(space.queryByRole('combobox')).not.toBeInTheDocument();
    expect(space.queryByRole('listitem')).not.toBeInTheDocument();
    expect(page.sorts()).toEqual([{ sort: 'createdAt', order: 'DESC' }]);
  });

  it('shows each line: type label, name and date, most recent first, busy while loading', async () => {
    const page = await openHistory();
    const release = page.hold();
    const space = await page.mountSpace();
    expect(await space.findByRole('heading', { name: 'Historique de mes calculs' })).toBeInTheDocument();
    const results = await waitFor(() => space.host.shadowRoot!.querySelector('.oss-history__results')!);
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(within(results as HTMLElement).getByRole('status').textContent).toContain('Chargement de votre historique');
    release();
    expect(await space.findByText('6 simulation(s)')).toBeInTheDocument();
    expect(results).toHaveAttribute('aria-busy', 'false');
    // The count is announced when it changes.
    expect(space.getByText('6 simulation(s)')).toHaveAttribute('aria-live', 'polite');
    // A rupteur makes a thermal search; the seed's are 'rup', 'rup', 'pou', 'pre', 'mur', 'rup'.
    const kind = (dataType: ToolDataType) => `Données ${dataType === 'rup' ? 'thermiques' : 'environnementales'}`;
    expect(rows(space).map((row) => row.replace(/ \| Le \d\d\/\d\d\/\d{4} à \d{1,2}h\d\d$/, ''))).toEqual(
      SEED_MAIN_HISTORIES.map((h) => `${kind(h.dataType)} | ${h.name}`),
    );
    const first = space.getAllByRole('listitem')[0]!;
    const date = first.querySelector('time')!;
    expect(date.textContent).toMatch(/^Le \d\d\/\d\d\/\d{4} à \d{1,2}h\d\d$/);
    expect(date).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    // The buttons say which line they act on.
    // Each button names the line it acts on; the visible word stays.
    expect(within(first).getByRole('button', { name: `Supprimer « ${NEWEST_FIRST[0]} »` })).toHaveTextContent(
      /^Supprimer$/,
    );
    expect(within(first).getByRole('button', { name: `Ouvrir « ${NEWEST_FIRST[0]} »` })).toHaveTextContent(/^Ouvrir$/);
  });

  it('sorts with the menu: most recent first (the default), oldest first, alphabetical', async () => {
    const page = await openHistory();
    const space = await page.mountSpace();
    await space.findByText('6 simulation(s)');
    const menu = space.getByRole('combobox', { name: 'Trier par' }) as HTMLSelectElement;
    expect([...menu.options].map((o) => o.text)).toEqual(['Plus récentes', 'Plus anciennes', 'Ordre alphabétique']);
    expect(menu.selectedOptions[0]!.text).toBe('Plus récentes');
    expect(names(space)).toEqual(NEWEST_FIRST);

    await user.selectOptions(menu, 'Plus anciennes');
    await waitFor(() => expect(names(space)).toEqual([...NEWEST_FIRST].reverse()));
    await user.selectOptions(menu, 'Ordre alphabétique');
    await waitFor(() =>
      expect(names(space)).toEqual([
        'Étude préliminaire Lyon 7e',
        'Groupe scolaire Pasteur – plancher bas',
        'Immeuble Horizon – prédalles',
        'Maison Lefèvre – vide sanitaire',
        'Parking Gambetta – voiles',
        'Résidence Les Cèdres – planchers R+1',
      ]),
    );
    await user.selectOptions(menu, 'Plus récentes');
    await waitFor(() => expect(names(space)).toEqual(NEWEST_FIRST));
    expect(page.sorts()).toEqual([
      { sort: 'createdAt', order: 'DESC' },
      { sort: 'createdAt', order: 'ASC' },
      { sort: 'name', order: 'ASC' },
      { sort: 'createdAt', order: 'DESC' },
    ]);
  });

  it('hides the sort menu with a single simulation', async () => {
    const page = await openHistory(SEED_ACCOUNTS.mainFirstLogin);
    await saveSearch(page.api, page.token, 'Ma seule recherche', 'pre', SEED_MAIN_HISTORIES[3]!.answers);
    const space = await page.mountSpace();
    expect(await space.findByText('1 simulation(s)')).toBeInTheDocument();
    expect(rows(space)[0]).toMatch(/^Données environnementales \| Ma seule recherche \| Le /);
    expect(space.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe("'Mon projet' in the history", () => {
  it('shows the H of a simulation with lengths, and exports the project as CSV', async () => {
    const save = jest.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    const page = await openHistory(SEED_ACCOUNTS.mainFirstLogin);
    const thermal = SEED_MAIN_HISTORIES.find((h) => h.dataType === 'rup')!;
    const saved = await saveSearch(page.api, page.token, 'Façade nord', 'rup', thermal.answers);
    const lengths = { about: null, rive: null, other: 10 };
    expectOk(await page.api.call(mainHistoryLengths, { token: page.token, body: { id: saved.id, lengths } }));
    const space = await page.mountSpace();
    // By hand: 10 m × ψ moyen.
    const h = (10 * saved.psiValue!.psiMoyen!).toFixed(2).replace('.', ',');
    expect(
      await within(await waitFor(() => line(space, 'Façade nord'))).findByText(`Mon projet : H = ${h} W/K`),
    ).toBeInTheDocument();

    await user.click(space.getByRole('button', { name: 'Exporter le projet (CSV)' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('projet-thermique-mon-projet.csv');
    const text = await blob.text();
    expect(text).toContain(`Façade nord;`);
    expect(text).toContain(`;Total de la liaison;10,00;ψ pondéré;`);
    expect(text).toContain(`;${h};`);
  });
});

describe("'Ouvrir'", () => {
  it('opens a thermal simulation in the rupteur tool and an environmental one in the environmental tool', async () => {
    const page = await openHistory();
    const saved = expectOk(await page.api.call(mainHistoryList, { token: page.token, body: {} })).datas.list;
    const byName = (name: string) => saved.find((h) => h.name === name)!;
    const space = await page.mountSpace();
    await space.findByText('6 simulation(s)');

    const thermal = byName(NEWEST_FIRST[0]!);
    await user.click(within(line(space, thermal.name!)).getByRole('button', { name: /^Ouvrir «/ }));
    const rupteur = encodeURIComponent(thermal.rupteur!.name.replace(/\s+/g, '_'));
    expect(assign).toHaveBeenLastCalledWith(`/evaluer-le-psi-dun-rupteur/#/${thermal.id}/${rupteur}?history=1`);
    expect(rupteur).not.toContain('%20');

    // An environmental search has no rupteur: its route names the system.
    const environmental = byName('Groupe scolaire Pasteur – plancher bas');
    await user.click(within(line(space, environmental.name!)).getByRole('button', { name: /^Ouvrir «/ }));
    const system = encodeURIComponent(environmental.envPoutrelle!.systemName.replace(/\s+/g, '_'));
    expect(assign).toHaveBeenLastCalledWith(`/donnees-environnementales/#/${environmental.id}/${system}?history=1`);
    expect(assign).toHaveBeenCalledTimes(2);
  });
});

describe("'Supprimer'", () => {
  it('asks first, deletes, says so and reloads the list', async () => {
    const page = await openHistory();
    const space = await page.mountSpace();
    await space.findByText('6 simulation(s)');
    const name = 'Maison Lefèvre – vide sanitaire';
    await user.click(within(line(space, name)).getByRole('button', { name: /^Supprimer «/ }));
    const dialog = await overlays();
    expect(await dialog.findByText('Êtes-vous sûr de vouloir supprimer cette simulation ?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(dialog.queryByText(/Êtes-vous sûr/)).not.toBeInTheDocument());
    expect(page.recorder.count(REMOVE)).toBe(0);

    await user.click(within(line(space, name)).getByRole('button', { name: /^Supprimer «/ }));
    await user.click(await dialog.findByRole('button', { name: 'Supprimer' }));
    const toast = await dialog.findByText('Votre recherche a été supprimée');
    expect(toast.closest('[data-sonner-toast]')).not.toBeNull();
    expect(await space.findByText('5 simulation(s)')).toBeInTheDocument();
    expect(names(space)).toEqual(NEWEST_FIRST.filter((n) => n !== name));
    expect(page.recorder.count(REMOVE)).toBe(1);
    expect(page.sorts()).toHaveLength(2);
  });

  it('keeps the sort when reloading after a delete, and hides the menu when one line is left', async () => {
    const page = await openHistory(SEED_ACCOUNTS.mainFirstLogin);
    for (const name of ['Bravo', 'Alpha'])
      await saveSearch(page.api, page.token, name, 'mur', SEED_MAIN_HISTORIES[4]!.answers);
    await saveSearch(page.api, page.token, 'Charlie', 'rup', SEED_MAIN_HISTORIES[0]!.answers);
    const space = await page.mountSpace();
    await space.findByText('3 simulation(s)');
    await user.selectOptions(space.getByRole('combobox', { name: 'Trier par' }), 'Ordre alphabétique');
    await waitFor(() => expect(names(space)).toEqual(['Alpha', 'Bravo', 'Charlie']));
    expect(rows(space).map((r) => r.split(' | ')[0])).toEqual([
      'Données environnementales',
      'Données environnementales',
      'Données thermiques',
    ]);

    const dialog = await overlays();
    await user.click(within(line(space, 'Bravo')).getByRole('button', { name: /^Supprimer «/ }));
    await user.click(await dialog.findByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(names(space)).toEqual(['Alpha', 'Charlie']));
    expect(page.sorts().at(-1)).toEqual({ sort: 'name', order: 'ASC' });
    // The focus the vanished dialog button had goes to the list, not to the page's body.
    await waitFor(() =>
      expect(space.host.shadowRoot!.activeElement).toBe(space.host.shadowRoot!.querySelector('.oss-history__results')),
    );

    await user.click(within(line(space, 'Alpha')).getByRole('button', { name: /^Supprimer «/ }));
    await user.click(await dialog.findByRole('button', { name: 'Supprimer' }));
    expect(await space.findByText('1 simulation(s)')).toBeInTheDocument();
    expect(space.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('a failed delete says so in a toast and keeps the line', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openHistory();
    page.down(REMOVE);
    const space = await page.mountSpace();
    await space.findByText('6 simulation(s)');
    const name = NEWEST_FIRST[2]!;
    await user.click(within(line(space, name)).getByRole('button', { name: /^Supprimer «/ }));
    const dialog = await overlays();
    await user.click(await dialog.findByRole('button', { name: 'Supprimer' }));
    const toast = await dialog.findByText('Une erreur est survenue lors de la suppression de votre recherche');
    expect(toast.closest('[data-sonner-toast]')).not.toBeNull();
    expect(dialog.queryByText('Votre recherche a été supprimée')).not.toBeInTheDocument();
    await waitFor(() => expect(page.sorts()).toHaveLength(2));
    await waitFor(() => expect(space.host.shadowRoot!.querySelector('[aria-busy="true"]')).toBeNull());
    expect(names(space)).toEqual(NEWEST_FIRST);
    expect(page.recorder.count(REMOVE)).toBe(1);
  });
});

describe('when the list cannot be loaded', () => {
  it("a failed first load says so in French and offers 'Réessayer'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openHistory();
    page.down(LIST);
    const space = await page.mountSpace();
    const alert = await space.findByRole('alert');
    expect(alert.textContent).toContain("Votre historique n'a pas pu être chargé.");
    expect(alert.textContent).toContain('Le service est momentanément indisponible.');
    page.up();
    await user.click(space.getByRole('button', { name: 'Réessayer' }));
    expect(await space.findByText('6 simulation(s)')).toBeInTheDocument();
    expect(space.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a failed reload keeps the old list, says it is not up to date and offers 'Réessayer'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openHistory();
    const space = await page.mountSpace();
    await space.findByText('6 simulation(s)');
    page.down(LIST);
    await user.selectOptions(space.getByRole('combobox', { name: 'Trier par' }), 'Plus anciennes');
    const alert = await space.findByRole('alert');
    expect(alert.textContent).toContain("La liste n'a pas pu être mise à jour.");
    expect(names(space)).toEqual(NEWEST_FIRST);
    expect(space.getByText('6 simulation(s)')).toBeInTheDocument();
    expect(space.queryByText("Votre historique n'a pas pu être chargé.")).not.toBeInTheDocument();

    page.up();
    await user.click(space.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(names(space)).toEqual([...NEWEST_FIRST].reverse()));
    expect(space.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed reload after a delete keeps the old list too', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openHistory();
    const space = await page.mountSpace();
    await space.findByText('6 simulation(s)');
    page.down(LIST);
    await user.click(within(line(space, NEWEST_FIRST[1]!)).getByRole('button', { name: /^Supprimer «/ }));
    const dialog = await overlays();
    await user.click(await dialog.findByRole('button', { name: 'Supprimer' }));
    expect(await dialog.findByText('Votre recherche a été supprimée')).toBeInTheDocument();
    expect((await space.findByRole('alert')).textContent).toContain("La liste n'a pas pu être mise à jour.");
    expect(names(space)).toEqual(NEWEST_FIRST);
  });
});

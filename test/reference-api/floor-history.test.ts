import {
  deleteSimulation,
  deleteSolution,
  getFloorFilters,
  listSavedData,
  listSimulations,
  listSolutions,
  renameSimulation,
  type FloorHistoryItem,
  type SimulationItem,
  type SolutionItem,
} from '@/src/contracts/history/floor';
import { modifyFloorSimulation } from '@/src/contracts/floor/simulator';
import { historyQuery } from '@/src/contracts/history/query';
import { expectFailure, expectOk, startApi } from '@/test/support/reference-api';
import { login, loginSeededUser, registerAndActivate, type Api } from '@/test/support/tools-flows';

type Params = Parameters<typeof historyQuery>[0];

/** The name the history page shows: a simulation's title, else its name; a solution's libelle. */
const shown = (item: FloorHistoryItem) => (item.type === 'simulation' ? (item.title ?? item.name) : item.libelle);

type ListCall = typeof listSavedData | typeof listSimulations | typeof listSolutions;
type ItemOf<C> = C extends typeof listSimulations
  ? SimulationItem
  : C extends typeof listSolutions
    ? SolutionItem
    : FloorHistoryItem;

/** The items of one of the floor lists (the merged saved data unless told). */
async function list<C extends ListCall = typeof listSavedData>(api: Api, token: string, params: Params = {}, call?: C) {
  const { datas } = expectOk(await api.call<ListCall>(call ?? listSavedData, { token, query: historyQuery(params) }));
  return datas.data as ItemOf<C>[];
}

const names = async (api: Api, token: string, params: Params = {}) => (await list(api, token, params)).map(shown);

// The seeded history of luc.martin@exemple.fr, most recent first (the test clock is 21/11/2026 10:00 in Paris).
const PSE_12 = 'Plancher poutrelles + entrevous PSE 12+4';
const BETON_16 = 'Plancher poutrelles + entrevous béton 16+4';
const HAUT_20 = 'Plancher haut poutrelles + entrevous PSE 20+5';
const BETON_12 = 'Plancher poutrelles + entrevous béton 12+4';
const ALL_DESC = [
  PSE_12,
  'Maison Durand – rez-de-chaussée',
  'Simulation n°1187',
  BETON_16,
  'Maison Durand – étage',
  'Extension Garnier',
  'Simulation n°1098',
  HAUT_20,
  'Immeuble Les Tilleuls – combles',
  BETON_12,
  'Simulation n°1012',
  'Garage Petitjean',
];

describe('listing the floor history', () => {
  let api: Api;
  let token: string;
  beforeAll(async () => {
    api = await startApi('plancher');
    ({ token } = await loginSeededUser(api));
  });

  test('the saved data merge both kinds, most recent first by default', async () => {
    expect(await names(api, token)).toEqual(ALL_DESC);
    expect(await names(api, token, { order: 'DESC' })).toEqual(ALL_DESC);
    expect(await names(api, token, { order: 'ASC' })).toEqual([...ALL_DESC].reverse());
  });

  test('items carry the spec fields, ISO dates and the context they are filtered on', async () => {
    const [solution, simulation] = await list(api, token);
    expect(solution).toEqual({
      type: 'solution',
      slug: 'poutrelles-entrevous-pse-12-4',
      libelle: PSE_12,
      createdAt: '2026-11-18T08:00:00.000Z',
      zip: '69003',
      floor: 'low',
      floorLevel: 'ground',
      floorType: 'entrevous-polystyrene',
      projectCode: 'DUR-2026',
    });
    expect(simulation).toEqual({
      type: 'simulation',
      id: expect.any(Number),
      title: 'Maison Durand – rez-de-chaussée',
      name: 'Simulation n°1201',
      createdAt: '2026-11-18T07:00:00.000Z',
      zip: '69003',
      floor: 'low',
      floorLevel: 'ground',
      floorType: 'entrevous-polystyrene',
      projectCode: 'DUR-2026',
      // What its row says of it (beyond the spec): span, use, system, number of solutions.
      span: expect.stringMatching(/^\d+,\d\d m$/),
      use: expect.any(String),
      system: 'Entrevous polystyrène',
      solutionCount: expect.any(Number),
    });
    const untitled = (await list(api, token, { title: '1187' }))[0];
    expect(untitled).toMatchObject({ type: 'simulation', title: null, name: 'Simulation n°1187', projectCode: null });
  });

  test('simulations and solutions have their own lists, with the same filters', async () => {
    const simulations = await list(api, token, {}, listSimulations);
    expect(simulations.map(shown)).toEqual(ALL_DESC.filter((name) => !name.startsWith('Plancher')));
    expect(simulations.every((item) => item.type === 'simulation')).toBe(true);
    const solutions = await list(api, token, { order: 'ASC' }, listSolutions);
    expect(solutions.map((item) => item.slug)).toEqual([
      'poutrelles-entrevous-beton-12-4',
      'plancher-haut-pse-20-5',
      'poutrelles-entrevous-beton-16-4',
      'poutrelles-entrevous-pse-12-4',
    ]);
    expect(await list(api, token, { type: 'solution' }, listSimulations)).toEqual([]);
    expect((await list(api, token, { floor: 'high' }, listSolutions)).map(shown)).toEqual([HAUT_20]);
  });

  test.each<[string, Params, string[]]>([
    ['type: solutions only', { type: 'solution' }, [PSE_12, BETON_16, HAUT_20, BETON_12]],
    ['type: simulations only', { type: 'simulation' }, ALL_DESC.filter((name) => !name.startsWith('Plancher'))],
    ['floor, exact', { floor: 'high' }, ['Simulation n°1098', HAUT_20, 'Immeuble Les Tilleuls – combles']],
    [
      'floorLevel, exact',
      { floorLevel: 'ground' },
      [
        PSE_12,
        'Maison Durand – rez-de-chaussée',
        'Extension Garnier',
        BETON_12,
        'Simulation n°1012',
        'Garage Petitjean',
      ],
    ],
    [
      'floorType, exact',
      { floorType: 'entrevous-beton' },
      ['Simulation n°1187', BETON_16, 'Maison Durand – étage', 'Extension Garnier', BETON_12, 'Simulation n°1012'],
    ],
    ['an unknown value matches nothing', { floor: 'Plancher bas' }, []],
    [
      'zip, by its beginning',
      { zip: '69' },
      [
        PSE_12,
        'Maison Durand – rez-de-chaussée',
        'Simulation n°1187',
        BETON_16,
        'Maison Durand – étage',
        HAUT_20,
        'Immeuble Les Tilleuls – combles',
        'Garage Petitjean',
      ],
    ],
    [
      'zip, longer beginning',
      { zip: '6900' },
      [
        PSE_12,
        'Maison Durand – rez-de-chaussée',
        BETON_16,
        'Maison Durand – étage',
        HAUT_20,
        'Immeuble Les Tilleuls – combles',
      ],
    ],
    ['zip, whole', { zip: '38000' }, ['Extension Garnier']],
    ['title, any case', { title: 'DURAND' }, ['Maison Durand – rez-de-chaussée', 'Maison Durand – étage']],
    ['title, without accents', { title: 'etage' }, ['Maison Durand – étage']],
    ['title, in a libelle', { title: 'béton' }, [BETON_16, BETON_12]],
    ['title, in the name of an untitled simulation', { title: 'n°1012' }, ['Simulation n°1012']],
    [
      'projectCode, contains',
      { projectCode: 'dur' },
      [PSE_12, 'Maison Durand – rez-de-chaussée', BETON_16, 'Maison Durand – étage'],
    ],
    ['projectCode, whole', { projectCode: 'GAR-EXT' }, ['Extension Garnier']],
    [
      'dateFrom and dateTo, both days included',
      { dateFrom: '2026-11-06', dateTo: '2026-11-18' },
      [PSE_12, 'Maison Durand – rez-de-chaussée', 'Simulation n°1187', BETON_16, 'Maison Durand – étage'],
    ],
    ['dateTo alone', { dateTo: '2026-08-26' }, [BETON_12, 'Simulation n°1012', 'Garage Petitjean']],
    ['dateFrom after the last item', { dateFrom: '2026-11-19' }, []],
    [
      'filters combined, oldest first',
      { floor: 'low', zip: '69', order: 'ASC' },
      ['Garage Petitjean', 'Maison Durand – rez-de-chaussée', PSE_12],
    ],
    ['empty parameters are no filter', { title: '  ', zip: '', projectCode: null }, ALL_DESC],
  ])('%s', async (_, params, expected) => {
    expect(await names(api, token, params)).toEqual(expected);
  });

  test('a parameter sent empty by hand is no filter either', async () => {
    const { datas } = expectOk(await api.call(listSavedData, { token, query: '?zip=&title=&order=' }));
    expect(datas.data.map(shown)).toEqual(ALL_DESC);
  });

  test.each([
    ['an unknown order', '?order=recent', 'order', 'Valeur invalide'],
    ['a postal code with letters', '?zip=69A', 'zip', '5 chiffres au maximum'],
    ['an impossible day', '?dateFrom=2026-02-30', 'dateFrom', 'Date invalide (format attendu : AAAA-MM-JJ)'],
    ['an impossible month', '?dateTo=2026-13-01', 'dateTo', 'Date invalide (format attendu : AAAA-MM-JJ)'],
    ['a French date', '?dateTo=18/11/2026', 'dateTo', 'Date invalide (format attendu : AAAA-MM-JJ)'],
    ['an unknown parameter', '?page=2', 'page', 'Champ inattendu'],
  ])('%s is refused with a 400 naming the parameter', async (_, query, field, message) => {
    const failure = expectFailure(await api.call(listSavedData, { token, query }), 400);
    expect(failure).toEqual({
      success: false,
      message: 'Certains paramètres de recherche sont invalides.',
      error: { [field]: message },
    });
  });

  test('the filter definitions are in French, label → value, with title and projectCode offered', async () => {
    const { filters } = expectOk(
      await api.call(getFloorFilters, { token, query: historyQuery({ floor: 'low' }) }),
    ).datas;
    expect(filters.floor.values).toEqual({
      'Plancher bas': 'low',
      'Plancher intermédiaire': 'intermediate',
      'Plancher haut': 'high',
    });
    expect(filters.floorLevel.values).toEqual({ 'Rez-de-chaussée': 'ground', Étage: 'upper' });
    expect(filters.type.values).toEqual({ Simulation: 'simulation', Système: 'solution' });
    for (const definition of [filters.floor, filters.floorLevel, filters.type]) expect(definition.tooltip).not.toBe('');
    expect([filters.title, filters.projectCode]).toEqual([true, true]);
  });
});

describe('deleting from the floor history', () => {
  test('a simulation, by id: the spec message, no cluster removed, gone from the lists', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const [first] = await list(api, token, {}, listSimulations);
    const answer = expectOk(await api.call(deleteSimulation, { token, params: { id: first!.id } }));
    expect(answer).toMatchObject({ message: 'La simulation a été supprimée.', datas: { clusterRemoved: false } });
    expect(await names(api, token)).toEqual(ALL_DESC.filter((name) => name !== 'Maison Durand – rez-de-chaussée'));

    const again = expectFailure(await api.call(deleteSimulation, { token, params: { id: first!.id } }), 404);
    expect(again).toEqual({ success: false, message: 'Cette simulation est introuvable.', error: null });
  });

  test('a solution, by slug: the simulation it came from stays', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const answer = expectOk(
      await api.call(deleteSolution, { token, params: { slug: 'poutrelles-entrevous-pse-12-4' } }),
    );
    expect(answer).toMatchObject({ message: 'Le système a été supprimé.', datas: { clusterRemoved: false } });
    expect(await names(api, token)).toEqual(ALL_DESC.filter((name) => name !== PSE_12));
    expectFailure(await api.call(deleteSolution, { token, params: { slug: 'poutrelles-entrevous-pse-12-4' } }), 404);
  });

  test.each(['abc', '1e3', '-1', '99999'])('an id like %s is a 404', async (id) => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    expectFailure(await api.call(deleteSimulation, { token, params: { id } }), 404);
    expect(await names(api, token)).toEqual(ALL_DESC);
  });
});

describe('renaming a floor simulation (beyond the spec)', () => {
  test('its owner renames it: the history, the form and the filter read the new name', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const [first] = await list(api, token, {}, listSimulations);
    const body = { title: '  Maison Durand – RDC, variante béton  ' };
    const answer = expectOk(await api.call(renameSimulation, { token, params: { id: first!.id }, body }));
    expect(answer).toMatchObject({
      message: 'La simulation a été renommée.',
      datas: { title: 'Maison Durand – RDC, variante béton' },
    });
    expect((await names(api, token))[1]).toBe('Maison Durand – RDC, variante béton');
    expect(await names(api, token, { title: 'variante' })).toEqual(['Maison Durand – RDC, variante béton']);
    const form = expectOk(await api.call(modifyFloorSimulation, { token, params: { id: first!.id } })).datas;
    expect(form.formArray[0]!.fields).toContainEqual(
      expect.objectContaining({ name: 'configurationName', value: 'Maison Durand – RDC, variante béton' }),
    );
  });

  test('an empty or multi-line title is refused under its field; another user gets the 404', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const [first] = await list(api, token, {}, listSimulations);
    const rename = (title: string, as = token) =>
      api.call(renameSimulation, { token: as, params: { id: first!.id }, body: { title } });
    expect(expectFailure(await rename('  '), 400).error).toMatchObject({ title: 'Champ obligatoire' });
    expect(expectFailure(await rename('a\nb'), 400).error).toHaveProperty('title');
    expect(expectFailure(await rename('x'.repeat(101)), 400).error).toMatchObject({
      title: '100 caractères au maximum.',
    });
    const alice = await registerAndActivate(api);
    const other = (await login(api, alice.email, alice.password)).token;
    expect(expectFailure(await rename('Volé', other), 404).message).toBe('Cette simulation est introuvable.');
    expect(await names(api, token)).toEqual(ALL_DESC);
  });
});

describe('each user sees and deletes only their own history', () => {
  test("another user's list is empty and Luc's items answer them 404, untouched", async () => {
    const api = await startApi('plancher');
    const luc = (await loginSeededUser(api)).token;
    const alice = await registerAndActivate(api);
    const { token } = await login(api, alice.email, alice.password);
    expect(await list(api, token)).toEqual([]);

    const [simulation] = await list(api, luc, {}, listSimulations);
    const refused = expectFailure(await api.call(deleteSimulation, { token, params: { id: simulation!.id } }), 404);
    expect(refused.message).toBe('Cette simulation est introuvable.');
    const slug = 'plancher-haut-pse-20-5';
    expect(expectFailure(await api.call(deleteSolution, { token, params: { slug } }), 404).message).toBe(
      'Ce système est introuvable.',
    );
    expect(await names(api, luc)).toEqual(ALL_DESC);
  });
});

test.each([
  ['listSimulations', listSimulations, {}],
  ['listSolutions', listSolutions, {}],
  ['listSavedData', listSavedData, {}],
  ['getHistoryFilters', getFloorFilters, {}],
  ['deleteSimulation', deleteSimulation, { id: 1 }],
  ['deleteSolution', deleteSolution, { slug: 'plancher-haut-pse-20-5' }],
] as const)('%s without a token is the 401 envelope', async (_, call, params) => {
  const api = await startApi('plancher');
  const failure = expectFailure(await api.call(call, { params }), 401);
  expect(failure).toEqual({
    success: false,
    message: 'Votre session a expiré. Veuillez vous reconnecter.',
    error: null,
  });
});

test('the floor history is served by the floor API only', async () => {
  const api = await startApi('carbone');
  const { token } = await loginSeededUser(api);
  expectFailure(await api.call(listSavedData, { token }), 404);
});

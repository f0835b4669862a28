import { getCarbonCluster, submitCarbonSimulation } from '@/src/contracts/carbon/tunnel';
import { carbonAnswers } from './access-world';
import {
  deleteCluster,
  deleteClusterSimulation,
  duplicateCluster,
  listClusters,
  renameCluster,
} from '@/src/contracts/history/carbon';
import { historyQuery, type ClusterHistoryQuery } from '@/src/contracts/history/query';
import { expectFailure, expectOk, startApi } from '@/test/support/reference-api';
import { login, loginSeededUser, registerAndActivate, type Api } from '@/test/support/tools-flows';

const TILLEULS = 'Résidence Les Tilleuls';
const DURAND = 'Maison Durand';
const GARNIER = 'Extension Garnier';
const MOULIN = 'Groupe scolaire Jean-Moulin';
const PETITJEAN = 'Garage Petitjean';
/** The seeded clusters of luc.martin@exemple.fr, most recent first. */
const ALL_DESC = [TILLEULS, DURAND, GARNIER, MOULIN, PETITJEAN];

const CLUSTER_DELETED = 'Le cluster a été supprimé.';

const clusters = async (api: Api, token: string, params: ClusterHistoryQuery = {}) =>
  expectOk(await api.call(listClusters, { token, query: historyQuery(params) })).datas.clusters;

const names = async (api: Api, token: string, params: ClusterHistoryQuery = {}) =>
  (await clusters(api, token, params)).map((cluster) => cluster.name);

/** The id of a seeded cluster, by name. */
const clusterId = async (api: Api, token: string, name: string) =>
  (await clusters(api, token)).find((cluster) => cluster.name === name)!.id;

/** Simulation ids of a cluster: the history answer does not list them (the cluster detail does). */
const simulationIds = async (api: Api, id: number) =>
  (
    (await api.ctx.db.all(`SELECT id FROM carbon_simulations WHERE cluster_id = ? ORDER BY id`, [id])) as {
      id: number;
    }[]
  ).map((row) => row.id);

async function seededLuc() {
  const api = await startApi('carbone');
  const { token } = await loginSeededUser(api);
  return { api, token };
}

describe('listing the carbon history', () => {
  let api: Api;
  let token: string;
  beforeAll(async () => ({ api, token } = await seededLuc()));

  test('clusters come most recent first by default, with their simulation count', async () => {
    const list = await clusters(api, token);
    expect(list.map((c) => [c.name, c.simulationsCount])).toEqual([
      [TILLEULS, 3],
      [DURAND, 2],
      [GARNIER, 1],
      [MOULIN, 2],
      [PETITJEAN, 1],
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: TILLEULS,
      createdAt: '2026-11-19T06:00:00.000Z',
      simulationsCount: 3,
      zip: '69007',
      systemTypes: ['dalle-pleine', 'entrevous-isolant', 'predalle'],
      // The lowest and highest footprint of its simulations, kg CO2 eq/m² (beyond the spec).
      footprintRange: { min: 36.2, max: 78 },
    });
    expect(await names(api, token, { order: 'DESC' })).toEqual(ALL_DESC);
    expect(await names(api, token, { order: 'ASC' })).toEqual([...ALL_DESC].reverse());
  });

  test('the answer carries the filters: systemType in French and the server order labels', async () => {
    const { filters } = expectOk(await api.call(listClusters, { token })).datas;
    expect(filters.filters.systemType.values).toEqual({
      'Poutrelles et entrevous béton': 'entrevous-beton',
      'Poutrelles et entrevous isolants': 'entrevous-isolant',
      Prédalles: 'predalle',
      'Dalle pleine': 'dalle-pleine',
    });
    expect(filters.filters.systemType.tooltip).not.toBe('');
    expect(filters.orders).toEqual([
      { value: 'DESC', label: 'À partir des plus récentes' },
      { value: 'ASC', label: 'À partir des plus anciennes' },
    ]);
  });

  test.each<[string, ClusterHistoryQuery, string[]]>([
    ['systemType: clusters holding one simulation of it', { systemType: 'predalle' }, [TILLEULS, MOULIN]],
    ['systemType, another', { systemType: 'entrevous-beton' }, [DURAND, GARNIER]],
    ['systemType, unknown', { systemType: 'bois' }, []],
    ['zip, by its beginning', { zip: '69' }, [TILLEULS, DURAND, MOULIN, PETITJEAN]],
    ['zip, longer beginning', { zip: '6900' }, [TILLEULS, DURAND]],
    ['title, any case', { title: 'JEAN' }, [MOULIN, PETITJEAN]],
    ['title, without accents', { title: 'residence' }, [TILLEULS]],
    [
      'filters combined, oldest first',
      { zip: '69', systemType: 'entrevous-isolant', order: 'ASC' },
      [PETITJEAN, DURAND, TILLEULS],
    ],
  ])('%s', async (_, params, expected) => {
    expect(await names(api, token, params)).toEqual(expected);
  });

  test.each([
    ['an unknown order', '?order=ancien', 'order', 'Valeur invalide'],
    ['a floor parameter', '?floor=low', 'floor', 'Champ inattendu'],
    ['a six-digit postal code', '?zip=690070', 'zip', '5 chiffres au maximum'],
  ])('%s is refused with a 400 naming the parameter', async (_, query, field, message) => {
    const failure = expectFailure(await api.call(listClusters, { token, query }), 400);
    expect(failure.error).toEqual({ [field]: message });
  });
});

describe('deleting from the carbon history', () => {
  test('a cluster goes with all its simulations', async () => {
    const { api, token } = await seededLuc();
    const id = await clusterId(api, token, TILLEULS);
    const answer = expectOk(await api.call(deleteCluster, { token, params: { id } }));
    expect(answer).toMatchObject({ message: CLUSTER_DELETED, datas: { clusterRemoved: true } });
    expect(await names(api, token)).toEqual(ALL_DESC.filter((name) => name !== TILLEULS));
    expect(await simulationIds(api, id)).toEqual([]);

    const again = expectFailure(await api.call(deleteCluster, { token, params: { id } }), 404);
    expect(again).toEqual({ success: false, message: 'Ce projet est introuvable.', error: null });
  });

  test('a simulation of a cluster that keeps others: the cluster stays', async () => {
    const { api, token } = await seededLuc();
    const id = await clusterId(api, token, TILLEULS);
    const [first, ...rest] = await simulationIds(api, id);
    const answer = expectOk(await api.call(deleteClusterSimulation, { token, params: { id: first! } }));
    expect(answer).toMatchObject({ message: 'La simulation a été supprimée.', datas: { clusterRemoved: false } });
    expect(await simulationIds(api, id)).toEqual(rest);
    expect((await clusters(api, token))[0]).toMatchObject({ name: TILLEULS, simulationsCount: 2 });
  });

  test('the last simulation of a cluster removes the cluster', async () => {
    const { api, token } = await seededLuc();
    const id = await clusterId(api, token, MOULIN);
    const [first, second] = await simulationIds(api, id);
    const kept = expectOk(await api.call(deleteClusterSimulation, { token, params: { id: first! } }));
    expect(kept.datas.clusterRemoved).toBe(false);
    const removed = expectOk(await api.call(deleteClusterSimulation, { token, params: { id: second! } }));
    expect(removed).toMatchObject({ message: CLUSTER_DELETED, datas: { clusterRemoved: true } });
    expect(await names(api, token)).toEqual(ALL_DESC.filter((name) => name !== MOULIN));
    expectFailure(await api.call(deleteCluster, { token, params: { id } }), 404);

    const again = expectFailure(await api.call(deleteClusterSimulation, { token, params: { id: second! } }), 404);
    expect(again.message).toBe('Cette simulation est introuvable.');
  });

  test.each(['abc', '1e3', '-1', '99999'])('an id like %s is a 404 for both deletions', async (id) => {
    const { api, token } = await seededLuc();
    expectFailure(await api.call(deleteCluster, { token, params: { id } }), 404);
    expectFailure(await api.call(deleteClusterSimulation, { token, params: { id } }), 404);
    expect(await names(api, token)).toEqual(ALL_DESC);
  });
});

describe('renaming and duplicating a carbon project (beyond the spec)', () => {
  test('its owner renames it: the history, the filter and the cluster read the new name', async () => {
    const { api, token } = await seededLuc();
    const id = await clusterId(api, token, DURAND);
    const body = { title: '  Maison Durand – variante bois  ' };
    const answer = expectOk(await api.call(renameCluster, { token, params: { id }, body }));
    expect(answer).toMatchObject({
      message: 'Le projet a été renommé.',
      datas: { title: 'Maison Durand – variante bois' },
    });
    expect((await names(api, token))[1]).toBe('Maison Durand – variante bois');
    expect(await names(api, token, { title: 'variante' })).toEqual(['Maison Durand – variante bois']);
    const cluster = expectOk(await api.call(getCarbonCluster, { token, params: { id } })).datas;
    expect(cluster.name).toBe('Maison Durand – variante bois');
  });

  test('an empty, multi-line or too long name is refused under its field; another user gets the 404', async () => {
    const { api, token } = await seededLuc();
    const id = await clusterId(api, token, DURAND);
    const rename = (title: string, as = token) =>
      api.call(renameCluster, { token: as, params: { id }, body: { title } });
    expect(expectFailure(await rename('  '), 400).error).toMatchObject({ title: 'Champ obligatoire' });
    expect(expectFailure(await rename('a\tb'), 400).error).toHaveProperty('title');
    expect(expectFailure(await rename('x'.repeat(101)), 400).error).toMatchObject({
      title: '100 caractères au maximum.',
    });
    const alice = await registerAndActivate(api);
    const other = (await login(api, alice.email, alice.password)).token;
    expect(expectFailure(await rename('Volé', other), 404).message).toBe('Ce projet est introuvable.');
    expect(await names(api, token)).toEqual(ALL_DESC);
  });

  test("'Dupliquer et modifier': a new saved project '… (copie)' with copies of its simulations; the original untouched", async () => {
    const { api, token } = await seededLuc();
    const id = await clusterId(api, token, TILLEULS);
    const original = expectOk(await api.call(getCarbonCluster, { token, params: { id } })).datas;
    const answer = expectOk(await api.call(duplicateCluster, { token, params: { id } }));
    expect(answer).toMatchObject({
      message: 'Le projet a été dupliqué.',
      datas: { cluster: expect.any(Number), name: `${TILLEULS} (copie)` },
    });
    const copyId = answer.datas.cluster;
    expect(copyId).not.toBe(id);
    const copy = expectOk(await api.call(getCarbonCluster, { token, params: { id: copyId } })).datas;
    const withoutIds = (c: typeof copy) => c.simulations.map(({ id: _, ...rest }) => rest);
    expect(copy).toMatchObject({ name: `${TILLEULS} (copie)`, zip: original.zip, saved: true });
    expect(withoutIds(copy)).toEqual(withoutIds(original));
    expect(copy.simulations.map((s) => s.id)).not.toEqual(original.simulations.map((s) => s.id));
    // Newest first: the copy heads the history, with the same range of footprints.
    const [first, second] = await clusters(api, token);
    expect(first).toMatchObject({ id: copyId, simulationsCount: 3, footprintRange: { min: 36.2, max: 78 } });
    expect(second).toMatchObject({ id, name: TILLEULS, simulationsCount: 3 });

    // Changing the copy ('Ajouter une simulation', a delete) leaves the original as it was.
    const added = expectOk(await api.call(submitCarbonSimulation, { token, body: carbonAnswers(copyId) }));
    expect(added.datas.cluster).toBe(copyId);
    expectOk(await api.call(deleteClusterSimulation, { token, params: { id: copy.simulations[0]!.id } }));
    expect(await simulationIds(api, copyId)).toHaveLength(3);
    expect(expectOk(await api.call(getCarbonCluster, { token, params: { id } })).datas).toEqual(original);
  });

  test("a long name's copy keeps within 100 characters; someone else's project answers 404, nothing made", async () => {
    const { api, token } = await seededLuc();
    const id = await clusterId(api, token, DURAND);
    expectOk(await api.call(renameCluster, { token, params: { id }, body: { title: 'N'.repeat(100) } }));
    const copy = expectOk(await api.call(duplicateCluster, { token, params: { id } })).datas;
    expect(copy.name).toBe(`${'N'.repeat(92)} (copie)`);
    expect(copy.name).toHaveLength(100);
    const alice = await registerAndActivate(api);
    const other = (await login(api, alice.email, alice.password)).token;
    const refused = expectFailure(await api.call(duplicateCluster, { token: other, params: { id } }), 404);
    expect(refused.message).toBe('Ce projet est introuvable.');
    expect(expectOk(await api.call(listClusters, { token: other })).datas.clusters).toEqual([]);
    expect(await clusters(api, token)).toHaveLength(ALL_DESC.length + 1);
  });
});

describe('each user sees and deletes only their own clusters', () => {
  test("another user's list is empty and Luc's cluster and simulations answer them 404, untouched", async () => {
    const { api, token: luc } = await seededLuc();
    const alice = await registerAndActivate(api);
    const { token } = await login(api, alice.email, alice.password);
    const own = expectOk(await api.call(listClusters, { token })).datas;
    expect(own.clusters).toEqual([]);
    expect(own.filters.orders).toHaveLength(2);

    const id = await clusterId(api, luc, TILLEULS);
    const simulations = await simulationIds(api, id);
    expect(expectFailure(await api.call(deleteCluster, { token, params: { id } }), 404).message).toBe(
      'Ce projet est introuvable.',
    );
    const refused = expectFailure(
      await api.call(deleteClusterSimulation, { token, params: { id: simulations[0]! } }),
      404,
    );
    expect(refused.message).toBe('Cette simulation est introuvable.');
    expect(await simulationIds(api, id)).toEqual(simulations);
    expect(await names(api, luc)).toEqual(ALL_DESC);
  });
});

test.each([
  ['listClusters', listClusters],
  ['deleteCluster', deleteCluster],
  ['deleteClusterSimulation', deleteClusterSimulation],
  ['renameCluster', renameCluster],
  ['duplicateCluster', duplicateCluster],
] as const)('%s without a token is the 401 envelope', async (_, call) => {
  const api = await startApi('carbone');
  const failure = expectFailure(await api.call(call, { params: { id: 1 } }), 401);
  expect(failure).toEqual({
    success: false,
    message: 'Votre session a expiré. Veuillez vous reconnecter.',
    error: null,
  });
});

test('the carbon history is served by the carbon API only', async () => {
  const api = await startApi('plancher');
  const { token } = await loginSeededUser(api);
  expectFailure(await api.call(listClusters, { token }), 404);
});

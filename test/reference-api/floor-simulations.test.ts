import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { getFloorCluster, saveFloorCluster } from '@/src/contracts/floor/cluster';
import {
  getFloorSimulationResult,
  modifyFloorSimulation,
  submitFloorSimulation,
  type FloorResult,
} from '@/src/contracts/floor/simulator';
import type { ServerField } from '@/src/contracts/forms/server-field';
import { deleteSimulation, listSimulations, type SimulationItem } from '@/src/contracts/history/floor';
import { openDb } from '@/demo-pages/reference-api/db/open';
import { SCHEMA_VERSION } from '@/demo-pages/reference-api/db/schema';
import { FLOOR_EXAMPLES, flatValues } from '@/demo-pages/reference-api/floor/examples';
import { getStoredSimulation } from '@/demo-pages/reference-api/floor/store';
import type { FormValues } from '@/demo-pages/reference-api/floor/values';
import { SEED_SIMULATIONS, SEED_SOLUTIONS } from '@/demo-pages/reference-api/history/seed-history';
import { expectFailure, expectOk, startApi } from '@/test/support/reference-api';
import { login, loginSeededUser, registerAndActivate, type Api } from '@/test/support/tools-flows';

const submit = async (api: Api, values: FormValues, token?: string, browser?: string): Promise<FloorResult> =>
  expectOk(await api.call(submitFloorSimulation, { body: { values: flatValues(values) }, token, browser })).datas;

/** The key of a browser other than the test's (access/caller.ts). */
const OTHER_BROWSER = 'another-browser-key-0123456789';

const simulations = async (api: Api, token: string) =>
  expectOk(await api.call(listSimulations, { token })).datas.data as SimulationItem[];

/** Luc's seeded simulation shown under `shown` (its title, else its name). */
const seeded = async (api: Api, token: string, shown: string) =>
  (await simulations(api, token)).find((s) => (s.title ?? s.name) === shown)!;

let api: Api;
let luc: string;
let alice: string;
beforeAll(async () => {
  api = await startApi('plancher');
  luc = (await loginSeededUser(api)).token;
  const account = await registerAndActivate(api);
  alice = (await login(api, account.email, account.password)).token;
});

describe('storing simulations', () => {
  test("an anonymous simulation is stored without a user and shows in nobody's history", async () => {
    const before = (await simulations(api, luc)).length;
    const { simulation } = await submit(api, FLOOR_EXAMPLES.several.values);
    expect(await getStoredSimulation(api.ctx, simulation.id)).toMatchObject({
      userId: null,
      zip: '69003',
      name: 'Maison Durand – rez-de-chaussée',
      solutions: FLOOR_EXAMPLES.several.solutions,
      floor: 'low',
      floorLevel: 'ground',
      floorType: 'entrevous-polystyrene',
    });
    expect(await simulations(api, luc)).toHaveLength(before);
    expect(await simulations(api, alice)).toEqual([]);
  });

  test("a user's simulation joins their history under the configuration's name, with its context", async () => {
    const { simulation } = await submit(api, FLOOR_EXAMPLES.one.values, alice);
    const [item] = await simulations(api, alice);
    expect(item).toMatchObject({
      id: simulation.id,
      title: 'Immeuble Les Tilleuls – combles',
      name: `Simulation n°${String(simulation.id).padStart(4, '0')}`,
      zip: '69007',
      floor: 'high',
      floorLevel: 'upper',
      floorType: 'entrevous-polystyrene',
    });
  });
});

describe("a saved simulation's form and results", () => {
  test('the form comes back with its values, continuity as a boolean', async () => {
    const values = {
      ...FLOOR_EXAMPLES.several.values,
      floorSpan: '560',
      continuity: true,
      continuityWidth: '20',
      continuityLength: '100',
    };
    const { simulation } = await submit(api, { ...values, company: 'Garnier Architecture' }, alice);
    const form = expectOk(await api.call(modifyFloorSimulation, { token: alice, params: { id: simulation.id } })).datas;
    expect(form.status).toBe('edit');
    const fields = form.formArray.flatMap((s) => s.fields as ServerField[]);
    const valueOf = (name: string) => fields.find((f) => f.name === name)!.value;
    expect([valueOf('zipCode'), valueOf('floor'), valueOf('up'), valueOf('floorSpan')]).toEqual([
      '69003',
      'low',
      '0.27',
      '560',
    ]);
    expect([valueOf('continuity'), valueOf('continuityLength'), valueOf('insulation')]).toEqual([
      true,
      '100',
      ['aucune'],
    ]);
    expect([valueOf('floorLevel'), valueOf('gLoad'), valueOf('company')]).toEqual([
      'ground',
      null,
      'Garnier Architecture',
    ]);
    // The choices that depend on the answers are the saved answers' ones.
    expect(Object.values(fields.find((f) => f.name === 'up')!.choices!)).toEqual(['0.27', '0.23', '0.20', '0.16']);
  });

  test('the results are computed again from the saved answers', async () => {
    const { simulation } = await submit(api, FLOOR_EXAMPLES.none.values, alice);
    const result = expectOk(
      await api.call(getFloorSimulationResult, { token: alice, params: { id: simulation.id } }),
    ).datas;
    expect(result).toMatchObject({ solutions: [], simulation: { id: simulation.id }, hasOnlyOneSolution: false });
    expect(result.exclusions.map((e) => e.slug)).toEqual(FLOOR_EXAMPLES.none.exclusions);
  });

  test("someone else's, another browser's anonymous or an unknown simulation is a 404; no token a 401", async () => {
    const mine = await seeded(api, luc, 'Maison Durand – étage');
    const anonymous = (await submit(api, FLOOR_EXAMPLES.several.values, undefined, OTHER_BROWSER)).simulation.id;
    for (const call of [modifyFloorSimulation, getFloorSimulationResult]) {
      for (const id of [mine.id, anonymous, 99999, 'abc']) {
        const failure = expectFailure(await api.call(call, { token: alice, params: { id } }), 404);
        expect(failure.message).toBe('Cette simulation est introuvable.');
      }
      expectFailure(await api.call(call, { params: { id: mine.id } }), 401);
    }
  });

  test('every seeded simulation reopens, and its results hold the solution saved from it', async () => {
    const saved = new Map(SEED_SOLUTIONS.map((s) => [`${s.zip} ${s.floor} ${s.floor_level} ${s.floor_type}`, s.slug]));
    for (const { title, name } of SEED_SIMULATIONS) {
      const item = await seeded(api, luc, title ?? name);
      const result = expectOk(await api.call(getFloorSimulationResult, { token: luc, params: { id: item.id } })).datas;
      expect(result.solutions.length).toBeGreaterThan(0);
      const slug = saved.get(`${item.zip} ${item.floor} ${item.floorLevel} ${item.floorType}`);
      if (slug) expect(result.solutions.map((s) => s.slug)).toContain(slug);
      expect((await getStoredSimulation(api.ctx, item.id))!.solutions).toEqual(result.solutions.map((s) => s.slug));
      expectOk(await api.call(modifyFloorSimulation, { token: luc, params: { id: item.id } }));
    }
  });
});

describe('clusters', () => {
  test('a submit while editing joins the edited simulation cluster; the cluster lists both, newest first', async () => {
    const first = (await submit(api, FLOOR_EXAMPLES.several.values, alice)).simulation.id;
    api.ctx.advance(60_000);
    const edited = { ...FLOOR_EXAMPLES.several.values, floorSpan: '500', simulationId: String(first) };
    const second = (await submit(api, edited, alice)).simulation.id;
    const clusterId = (await getStoredSimulation(api.ctx, first))!.clusterId;
    expect((await getStoredSimulation(api.ctx, second))!.clusterId).toBe(clusterId);
    const cluster = expectOk(await api.call(getFloorCluster, { token: alice, params: { id: clusterId } })).datas;
    expect(cluster).toMatchObject({
      id: clusterId,
      title: null,
      agency: { libelle: "Bureau d'étude Auvergne-Rhône-Alpes" },
    });
    expect(cluster.simulations.map((s) => [s.id, s.name, s.solutionCount])).toEqual([
      [second, 'Maison Durand – rez-de-chaussée', 4],
      [first, 'Maison Durand – rez-de-chaussée', 5],
    ]);
  });

  test("editing someone else's or an anonymous simulation starts a new cluster", async () => {
    const lucs = await seeded(api, luc, 'Maison Durand – étage');
    const anonymous = (await submit(api, FLOOR_EXAMPLES.several.values)).simulation.id;
    for (const other of [lucs.id, anonymous]) {
      const { simulation } = await submit(
        api,
        { ...FLOOR_EXAMPLES.several.values, simulationId: String(other) },
        alice,
      );
      expect((await getStoredSimulation(api.ctx, simulation.id))!.clusterId).not.toBe(
        (await getStoredSimulation(api.ctx, other))!.clusterId,
      );
    }
  });

  test('saving an anonymous cluster makes it the user’s, under a title; then it is theirs only', async () => {
    const { simulation } = await submit(api, FLOOR_EXAMPLES.one.values);
    const clusterId = (await getStoredSimulation(api.ctx, simulation.id))!.clusterId;
    // Before saving, only the browser that made it opens or saves it.
    const elsewhere = { token: alice, params: { id: clusterId }, browser: OTHER_BROWSER };
    expectFailure(await api.call(getFloorCluster, elsewhere), 404);
    expectFailure(await api.call(saveFloorCluster, { ...elsewhere, body: {} }), 404);
    const saved = expectOk(
      await api.call(saveFloorCluster, { token: alice, params: { id: clusterId }, body: { title: 'Les Tilleuls' } }),
    );
    expect(saved.message).toBe('Votre configuration a bien été sauvegardée.');
    expect((await simulations(api, alice)).find((s) => s.id === simulation.id)).toMatchObject({
      title: 'Les Tilleuls',
    });
    const cluster = expectOk(await api.call(getFloorCluster, { token: alice, params: { id: clusterId } })).datas;
    expect(cluster.title).toBe('Les Tilleuls');
    expectOk(await api.call(saveFloorCluster, { token: alice, params: { id: clusterId }, body: {} }));
    const refusals = [
      await api.call(getFloorCluster, { token: luc, params: { id: clusterId } }),
      await api.call(saveFloorCluster, { token: luc, params: { id: clusterId }, body: {} }),
    ];
    for (const refusal of refusals)
      expect(expectFailure(refusal, 404).message).toBe('Cette configuration est introuvable.');
    expectFailure(await api.call(getFloorCluster, { token: alice, params: { id: 'abc' } }), 404);
    expectFailure(await api.call(saveFloorCluster, { params: { id: clusterId }, body: {} }), 401);
  });
});

describe('deleting a simulation', () => {
  test('the last one of its cluster removes the cluster: "Le cluster a été supprimé."', async () => {
    const fresh = await startApi('plancher');
    const token = (await loginSeededUser(fresh)).token;
    const alone = await seeded(fresh, token, 'Simulation n°1187');
    const clusterId = (await getStoredSimulation(fresh.ctx, alone.id))!.clusterId;
    const answer = expectOk(await fresh.call(deleteSimulation, { token, params: { id: alone.id } }));
    expect(answer).toMatchObject({ message: 'Le cluster a été supprimé.', datas: { clusterRemoved: true } });
    expectFailure(await fresh.call(getFloorCluster, { token, params: { id: clusterId } }), 404);
  });

  test('one of two keeps the cluster with the other', async () => {
    const fresh = await startApi('plancher');
    const token = (await loginSeededUser(fresh)).token;
    const upstairs = await seeded(fresh, token, 'Maison Durand – étage');
    const clusterId = (await getStoredSimulation(fresh.ctx, upstairs.id))!.clusterId;
    const answer = expectOk(await fresh.call(deleteSimulation, { token, params: { id: upstairs.id } }));
    expect(answer).toMatchObject({ message: 'La simulation a été supprimée.', datas: { clusterRemoved: false } });
    const cluster = expectOk(await fresh.call(getFloorCluster, { token, params: { id: clusterId } })).datas;
    expect(cluster).toMatchObject({
      title: 'Maison Durand',
      simulations: [{ name: 'Maison Durand – rez-de-chaussée' }],
    });
  });
});

test('a preview database of an older schema is rebuilt empty, its secret kept, with a console line', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ossature-schema-'));
  const file = join(dir, 'preview.db');
  const old = new Database(file);
  old.exec(`CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    INSERT INTO settings VALUES ('secret', 'c2VjcmV0');
    CREATE TABLE floor_simulations (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, name TEXT NOT NULL);
    INSERT INTO floor_simulations VALUES (1, 1, 'ancienne');`);
  old.close();
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const db = await openDb(file);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Schéma de la base modifié \(version 1 → \d+\)/));
    const columns = ((await db.all(`PRAGMA table_info(floor_simulations)`)) as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual(expect.arrayContaining(['cluster_id', 'answers_json', 'solutions_json']));
    expect(await db.get(`SELECT COUNT(*) AS n FROM floor_simulations`)).toEqual({ n: 0 });
    expect(await db.get(`SELECT value FROM settings WHERE key = 'secret'`)).toEqual({ value: 'c2VjcmV0' });
    await db.close();
    log.mockClear();
    await (await openDb(file)).close();
    expect(log).not.toHaveBeenCalled();
    const reopened = new Database(file);
    expect(reopened.prepare(`SELECT value FROM settings WHERE key = 'schema_version'`).get()).toEqual({
      value: String(SCHEMA_VERSION),
    });
    reopened.close();
  } finally {
    log.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  }
});

import { mainHistoryCreate, mainHistorySave } from '@/src/contracts/history/main';
import { submitCarbonSimulation, type CarbonAnswers } from '@/src/contracts/carbon/tunnel';
import { submitFloorSimulation } from '@/src/contracts/floor/simulator';
import { exampleValues } from '@/demo-pages/reference-api/carbon/examples';
import { FLOOR_EXAMPLES, flatValues } from '@/demo-pages/reference-api/floor/examples';
import { getStoredSimulation } from '@/demo-pages/reference-api/floor/store';
import { logIn, registerDevice, type MainApi } from '@/test/support/main-site';
import { expectOk, SEED_ACCOUNTS, startApi, type CallOptions } from '@/test/support/reference-api';
import { partialSearch } from '@/test/support/thermal';
import { login, loginSeededUser, registerAndActivate, type Api } from '@/test/support/tools-flows';

/**
 * The people and rows of the access matrix (access-matrix.test.ts). User A made the rows, in
 * browser X (floor and carbon: browser key X; main site: device X). The callers:
 * - `owner`: the maker. On a saved row, A logged in from X; on an unsaved one, browser X as the
 *   call allows it (A logged in from X for a user call, else X without a login);
 * - `otherUser`: user B, logged in from browser Y;
 * - `anonymous`: a visitor who is not logged in, in a browser of their own (key or device Z);
 * - `otherBrowser`: A's own account, logged in from another browser (Y).
 */
export const WHO = ['owner', 'otherUser', 'anonymous', 'otherBrowser'] as const;
export type Who = (typeof WHO)[number];
export const STATES = ['saved', 'unsaved'] as const;
export type State = (typeof STATES)[number];

export const KEY = {
  x: 'maker-browser-key-00000000000',
  y: 'other-browser-key-00000000000',
  z: 'visitor-browser-key-000000000',
};

export interface World {
  main: MainApi;
  plancher: Api;
  carbone: Api;
  device: { x: string; y: string; z: string };
  mainToken: { ax: string; ay: string; by: string };
  toolsToken: { a: string; b: string };
}

export async function startWorld(): Promise<World> {
  const main = await startApi('main');
  const device = { x: await registerDevice(main), y: await registerDevice(main), z: await registerDevice(main) };
  const mainToken = {
    ax: (await logIn(main, SEED_ACCOUNTS.mainUpdated, device.x)).token,
    ay: (await logIn(main, SEED_ACCOUNTS.mainUpdated, device.y)).token,
    by: (await logIn(main, SEED_ACCOUNTS.mainFirstLogin, device.y)).token,
  };
  const plancher = await startApi('plancher');
  const carbone = await startApi('carbone', { ctx: plancher.ctx });
  const b = await registerAndActivate(plancher);
  const toolsToken = {
    a: (await loginSeededUser(plancher)).token,
    b: (await login(plancher, b.email, b.password)).token,
  };
  return { main, plancher, carbone, device, mainToken, toolsToken };
}

/** Who calls, as call options: the bearer and (floor and carbon) the browser key. */
export function as(w: World, site: 'main' | 'tools', who: Who, state: State, userCall: boolean): CallOptions {
  const maker = state === 'saved' || userCall;
  if (site === 'main') {
    const token = {
      owner: maker ? w.mainToken.ax : w.device.x,
      otherUser: w.mainToken.by,
      anonymous: userCall ? undefined : w.device.z,
      otherBrowser: w.mainToken.ay,
    }[who];
    return { token };
  }
  const options: Record<Who, CallOptions> = {
    owner: maker ? { token: w.toolsToken.a, browser: KEY.x } : { browser: KEY.x },
    otherUser: { token: w.toolsToken.b, browser: KEY.y },
    anonymous: { browser: KEY.z },
    otherBrowser: { token: w.toolsToken.a, browser: KEY.y },
  };
  return options[who];
}

/** A thermal search of browser X: saved by A, or left unsaved (ownerless, device X's). */
export async function mainHistory(w: World, state: State): Promise<number> {
  const filtersValue = await partialSearch(w.main);
  const body = { filtersValue, dataType: 'rup' as const };
  const { id } = expectOk(await w.main.call(mainHistoryCreate, { token: w.device.x, body })).datas.history;
  if (state === 'saved')
    expectOk(await w.main.call(mainHistorySave, { token: w.mainToken.ax, body: { id, name: 'Chantier A' } }));
  return id;
}

/** A floor simulation made in browser X: by A logged in (saved), or before any login (unsaved). */
export async function floorSimulation(w: World, state: State): Promise<{ id: number; cluster: number; slug: string }> {
  const token = state === 'saved' ? w.toolsToken.a : undefined;
  const body = { values: flatValues(FLOOR_EXAMPLES.several.values) };
  const datas = expectOk(await w.plancher.call(submitFloorSimulation, { body, token, browser: KEY.x })).datas;
  const id = datas.simulation.id;
  return { id, cluster: (await getStoredSimulation(w.plancher.ctx, id))!.clusterId, slug: datas.solutions[0]!.slug };
}

/** A carbon cluster of one simulation made in browser X: by A logged in (saved), or before any login. */
export async function carbonCluster(w: World, state: State): Promise<{ id: number; simulation: number }> {
  const token = state === 'saved' ? w.toolsToken.a : undefined;
  const body = carbonAnswers(null);
  const id = expectOk(await w.carbone.call(submitCarbonSimulation, { body, token, browser: KEY.x })).datas.cluster;
  const row = (await w.carbone.ctx.db.get(`SELECT id FROM carbon_simulations WHERE cluster_id = ?`, [id])) as {
    id: number;
  };
  return { id, simulation: row.id };
}

/** The answers of a carbon simulation (the concrete block example), in a new cluster or `cluster`. */
export function carbonAnswers(cluster: number | null): CarbonAnswers {
  const { zipCode, projectName, path, ...rest } = exampleValues('entrevous-beton', '69007', 'Maison A');
  const step2 = Object.entries(rest).map(([field, value], index) => ({ index, field, value }));
  return { step1: { zipCode, projectName, path }, step2, cluster } as CarbonAnswers;
}

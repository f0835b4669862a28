import { enableAccount } from '@/src/contracts/account/register';
import { confirmEmail } from '@/src/contracts/account/email';
import { fillPath, type Call, type Download } from '@/src/contracts';
import {
  downloadClusterRecap,
  getCarbonCluster,
  getCarbonForm,
  saveCarbonCluster,
  submitCarbonSimulation,
} from '@/src/contracts/carbon/tunnel';
import { contactAgency } from '@/src/contracts/floor/agency';
import { getFloorCluster, saveFloorCluster } from '@/src/contracts/floor/cluster';
import {
  getFloorForm,
  getFloorSimulationResult,
  modifyFloorSimulation,
  submitFloorSimulation,
} from '@/src/contracts/floor/simulator';
import {
  downloadCarbonDatasPdf,
  downloadSolutionRecap,
  getCarbonDatas,
  getSolution,
  saveSolution,
  shareSolution,
} from '@/src/contracts/floor/solution';
import {
  deleteCluster,
  deleteClusterSimulation,
  duplicateCluster,
  renameCluster,
} from '@/src/contracts/history/carbon';
import { deleteSimulation, renameSimulation } from '@/src/contracts/history/floor';
import {
  mainHistoryGetRapportLink,
  mainHistoryLengths,
  mainHistoryLoad,
  mainHistoryRemove,
  mainHistorySave,
  mainHistorySaveRefine,
  mainHistorySendRapport,
} from '@/src/contracts/history/main';
import { getFilterConfiguration } from '@/src/contracts/thermal/filters';
import { getRupteur } from '@/src/contracts/thermal/rupteur';
import { FLOOR_EXAMPLES, flatValues } from '@/demo-pages/reference-api/floor/examples';
import { getStoredSimulation } from '@/demo-pages/reference-api/floor/store';
import type { CallOptions } from '@/test/support/reference-api';
import {
  as,
  carbonAnswers,
  carbonCluster,
  floorSimulation,
  mainHistory,
  type State,
  type Who,
  type World,
} from './access-world';

/**
 * What a caller gets: `ok`; `not-found`, the 404 of an unknown id; `login`, the 401 of a user call
 * without a login; `withheld`, a public answer that leaves the row out (the solution's detail
 * without the simulation's reasons); `ignored`, a submit that does not join the named row (a new
 * cluster instead); `refused`, a signed link's refusal, the same whoever asks.
 */
export type Answer = 'ok' | 'not-found' | 'login' | 'withheld' | 'ignored' | 'refused';

/** Expected answers in the order of WHO: owner, otherUser, anonymous, otherBrowser. */
type Line = readonly [Answer, Answer, Answer, Answer];

export interface Row {
  call: Call<any, any> | Download;
  site: 'main' | 'plancher' | 'carbone';
  /** Why the row reads as it does. */
  rule: string;
  saved: Line;
  unsaved: Line;
  /** Makes a fresh row of browser X in `state`, then makes the call as `who`. */
  probe(w: World, who: Who, state: State): Promise<Answer>;
}

const OWNER = 'the owner; unsaved: only the browser or device that made it';
const CLAIM = 'saved by a user logged in from the browser or device that made it, once';
const OWN = 'a saved row, its owner only: an unsaved one must be saved first';

// The common lines, spelled out: a user call answers 401 without a login.
const USE_PUBLIC: Pick<Row, 'saved' | 'unsaved'> = {
  saved: ['ok', 'not-found', 'not-found', 'ok'],
  unsaved: ['ok', 'not-found', 'not-found', 'not-found'],
};
const USE_USER: Pick<Row, 'saved' | 'unsaved'> = {
  saved: ['ok', 'not-found', 'login', 'ok'],
  unsaved: ['ok', 'not-found', 'login', 'not-found'],
};
const OWN_USER: Pick<Row, 'saved' | 'unsaved'> = {
  saved: ['ok', 'not-found', 'login', 'ok'],
  unsaved: ['not-found', 'not-found', 'login', 'not-found'],
};
const EVERYONE: Pick<Row, 'saved' | 'unsaved'> = {
  saved: ['ok', 'ok', 'ok', 'ok'],
  unsaved: ['ok', 'ok', 'ok', 'ok'],
};

/** What a probe reads of a call's result. */
type Got = { status: number; ok: boolean; datas?: any };

export function answerOf(result: { status: number }): Answer {
  if (result.status === 200) return 'ok';
  if (result.status === 404) return 'not-found';
  if (result.status === 401) return 'login';
  throw new Error(`unexpected status ${result.status}`);
}

const siteOf = (row: Pick<Row, 'site'>) => (row.site === 'main' ? 'main' : 'tools');
const userCall = (call: Row['call']) => call.auth === 'user';
const opts = (w: World, row: Pick<Row, 'site' | 'call'>, who: Who, state: State): CallOptions =>
  as(w, siteOf(row), who, state, userCall(row.call));
const api = (w: World, site: Row['site']) => w[site];

/** A row whose probe makes one contract call with the id of a fresh row. */
function callRow<R>(
  row: Omit<Row, 'probe'> & { call: Call<any, any> },
  make: (w: World, state: State) => Promise<R>,
  options: (made: R) => CallOptions,
  read: (result: Got, made: R, w: World) => Answer | Promise<Answer> = answerOf,
): Row {
  return {
    ...row,
    async probe(w, who, state) {
      const made = await make(w, state);
      const result: Got = await api(w, row.site).call(row.call, { ...opts(w, row, who, state), ...options(made) });
      return read(result, made, w);
    },
  };
}

/** A row whose probe downloads a file (a GET answering a file or an envelope). */
function downloadRow<R>(
  row: Omit<Row, 'probe'> & { call: Download },
  make: (w: World, state: State) => Promise<R>,
  path: (made: R) => string,
): Row {
  return {
    ...row,
    async probe(w, who, state) {
      const made = await make(w, state);
      const { token, browser } = opts(w, row, who, state);
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      const { status } = await api(w, row.site).raw('GET', path(made), {
        headers: { ...headers, ...browserHeader(browser) },
      });
      return answerOf({ status });
    },
  };
}

const browserHeader = (browser: string | null | undefined): Record<string, string> =>
  browser ? { 'x-ossature-browser': browser } : {};

const CONTACT = {
  phone: '06 12 34 56 78',
  lastname: 'Durand',
  firstname: 'Paul',
  company: 'Maçonnerie Durand',
  message: 'Pouvez-vous vérifier la portée ?',
  email: 'paul.durand@exemple.fr',
};
const SHARE = { emails: ['claire@exemple.fr'], firstname: 'Luc', lastname: 'Martin', senderEmail: 'luc@exemple.fr' };

const mainRows: Row[] = [
  callRow({ call: mainHistoryLoad, site: 'main', rule: OWNER, ...USE_PUBLIC }, mainHistory, (id) => ({ body: { id } })),
  callRow({ call: mainHistorySaveRefine, site: 'main', rule: OWNER, ...USE_PUBLIC }, mainHistory, (id) => ({
    body: { id, filtersValue: [] },
  })),
  callRow({ call: mainHistoryLengths, site: 'main', rule: OWNER, ...USE_PUBLIC }, mainHistory, (id) => ({
    body: { id, lengths: { about: 1, rive: null, other: null } },
  })),
  callRow({ call: getFilterConfiguration, site: 'main', rule: OWNER, ...USE_PUBLIC }, mainHistory, (historyId) => ({
    body: { historyId, answers: [] },
  })),
  // A take-over, refused: B saving A's unsaved search answers 404.
  callRow({ call: mainHistorySave, site: 'main', rule: CLAIM, ...USE_USER }, mainHistory, (id) => ({
    body: { id, name: 'À moi' },
  })),
  callRow({ call: mainHistoryRemove, site: 'main', rule: OWN, ...OWN_USER }, mainHistory, (id) => ({ body: { id } })),
  callRow({ call: mainHistorySendRapport, site: 'main', rule: OWN, ...OWN_USER }, mainHistory, (id) => ({
    body: { id, emails: ['claire@exemple.fr'] },
  })),
  callRow({ call: mainHistoryGetRapportLink, site: 'main', rule: OWN, ...OWN_USER }, mainHistory, (id) => ({
    body: { id },
  })),
  callRow(
    { call: getRupteur, site: 'main', rule: 'a catalogue id, not a row of anyone', ...EVERYONE },
    async () => 1,
    (id) => ({ params: { id } }),
  ),
];

/** A signed link's body for user A with a forged signature: refused whoever sends it. */
const forged = async (w: World) => ({
  id: String(
    ((await w.plancher.ctx.db.get(`SELECT id FROM users WHERE realm = 'tools' LIMIT 1`)) as { id: number }).id,
  ),
  signature: 'forged',
  expires: String(Date.now() + 3600_000),
  token: 'forged',
});
const signedRow = (call: Call<any, any>): Row => ({
  call,
  site: 'plancher',
  rule: 'a user id in a signed link: the signature is the credential, not the caller',
  saved: ['refused', 'refused', 'refused', 'refused'],
  unsaved: ['refused', 'refused', 'refused', 'refused'],
  async probe(w, who, state) {
    const result = await w.plancher.call(call, {
      ...opts(w, { site: 'plancher', call }, who, state),
      body: await forged(w),
    });
    return result.status >= 400 && result.status < 404 ? 'refused' : answerOf(result);
  },
});

const simulation = (w: World, state: State) => floorSimulation(w, state);

const floorRows: Row[] = [
  signedRow(enableAccount),
  signedRow(confirmEmail),
  // No leak through the agency contact: a stranger's simulation is the unknown id's 404.
  callRow({ call: contactAgency, site: 'plancher', rule: OWNER, ...USE_PUBLIC }, simulation, (s) => ({
    body: { ...CONTACT, simulation: s.id },
  })),
  callRow({ call: getFloorCluster, site: 'plancher', rule: OWNER, ...USE_USER }, simulation, (s) => ({
    params: { id: s.cluster },
  })),
  // A take-over, refused: B saving A's unsaved configuration answers 404.
  callRow({ call: saveFloorCluster, site: 'plancher', rule: CLAIM, ...USE_USER }, simulation, (s) => ({
    params: { id: s.cluster },
    body: {},
  })),
  callRow(
    {
      call: getFloorForm,
      site: 'plancher',
      rule: 'the cluster id is only checked for its shape: nothing of it is read',
      ...EVERYONE,
    },
    simulation,
    (s) => ({ query: `?cluster=${s.cluster}` }),
  ),
  callRow({ call: modifyFloorSimulation, site: 'plancher', rule: OWNER, ...USE_USER }, simulation, (s) => ({
    params: { id: s.id },
  })),
  callRow({ call: getFloorSimulationResult, site: 'plancher', rule: OWNER, ...USE_USER }, simulation, (s) => ({
    params: { id: s.id },
  })),
  callRow(
    {
      call: submitFloorSimulation,
      site: 'plancher',
      rule: 'joins the edited simulation’s cluster only for whoever may use it, as its owner; else a new cluster',
      saved: ['ok', 'ignored', 'ignored', 'ok'],
      unsaved: ['ok', 'ignored', 'ignored', 'ignored'],
    },
    simulation,
    (s) => ({ body: { values: flatValues({ ...FLOOR_EXAMPLES.several.values, simulationId: String(s.id) }) } }),
    async (result, s, w) => {
      if (!result.ok) return answerOf(result);
      const joined = (await getStoredSimulation(w.plancher.ctx, result.datas.simulation.id))!.clusterId === s.cluster;
      return joined ? 'ok' : 'ignored';
    },
  ),
  callRow(
    {
      call: getSolution,
      site: 'plancher',
      rule: 'the detail is public; the simulation’s reasons only for whoever may use it',
      saved: ['ok', 'withheld', 'withheld', 'ok'],
      unsaved: ['ok', 'withheld', 'withheld', 'withheld'],
    },
    simulation,
    (s) => ({ params: { slug: s.slug }, query: `?simulation=${s.id}` }),
    (result, s) =>
      !result.ok ? answerOf(result) : JSON.stringify(result.datas).includes(`simulation=${s.id}`) ? 'ok' : 'withheld',
  ),
  callRow(
    {
      call: getCarbonDatas,
      site: 'plancher',
      rule: 'the simulation id is only checked for its shape: nothing of it is read',
      ...EVERYONE,
    },
    simulation,
    (s) => ({ params: { slug: s.slug }, query: `?simulation=${s.id}` }),
  ),
  // Saving a solution from an unsaved simulation claims its configuration: the same rule as a save.
  callRow({ call: saveSolution, site: 'plancher', rule: CLAIM, ...USE_USER }, simulation, (s) => ({
    params: { slug: s.slug },
    body: { simulation: s.id },
  })),
  callRow({ call: shareSolution, site: 'plancher', rule: OWNER, ...USE_USER }, simulation, (s) => ({
    params: { slug: s.slug },
    body: { ...SHARE, simulation: s.id },
  })),
  callRow({ call: deleteSimulation, site: 'plancher', rule: OWN, ...OWN_USER }, simulation, (s) => ({
    params: { id: s.id },
  })),
  callRow({ call: renameSimulation, site: 'plancher', rule: OWN, ...OWN_USER }, simulation, (s) => ({
    params: { id: s.id },
    body: { title: 'Plancher renommé' },
  })),
  downloadRow(
    { call: downloadSolutionRecap, site: 'plancher', rule: OWNER, ...USE_USER },
    simulation,
    (s) => `${fillPath(downloadSolutionRecap.path, { slug: s.slug })}?simulation=${s.id}`,
  ),
  downloadRow(
    { call: downloadCarbonDatasPdf, site: 'plancher', rule: OWNER, ...USE_USER },
    simulation,
    (s) => `${fillPath(downloadCarbonDatasPdf.path, { slug: s.slug })}?simulation=${s.id}`,
  ),
];

const cluster = (w: World, state: State) => carbonCluster(w, state);

const carbonRows: Row[] = [
  callRow({ call: getCarbonCluster, site: 'carbone', rule: OWNER, ...USE_PUBLIC }, cluster, (c) => ({
    params: { id: c.id },
  })),
  callRow({ call: getCarbonForm, site: 'carbone', rule: OWNER, ...USE_PUBLIC }, cluster, (c) => ({
    body: carbonAnswers(c.id),
  })),
  // A stranger adding simulations into someone else's unsaved cluster answers 404.
  callRow({ call: submitCarbonSimulation, site: 'carbone', rule: OWNER, ...USE_PUBLIC }, cluster, (c) => ({
    body: carbonAnswers(c.id),
  })),
  // A take-over, refused: B saving A's unsaved cluster answers 404.
  callRow({ call: saveCarbonCluster, site: 'carbone', rule: CLAIM, ...USE_USER }, cluster, (c) => ({
    params: { id: c.id },
    body: {},
  })),
  callRow({ call: deleteCluster, site: 'carbone', rule: OWN, ...OWN_USER }, cluster, (c) => ({ params: { id: c.id } })),
  callRow({ call: deleteClusterSimulation, site: 'carbone', rule: OWN, ...OWN_USER }, cluster, (c) => ({
    params: { id: c.simulation },
  })),
  // Renaming and duplicating a project are its owner's, once saved.
  callRow({ call: renameCluster, site: 'carbone', rule: OWN, ...OWN_USER }, cluster, (c) => ({
    params: { id: c.id },
    body: { title: 'Projet renommé' },
  })),
  callRow({ call: duplicateCluster, site: 'carbone', rule: OWN, ...OWN_USER }, cluster, (c) => ({
    params: { id: c.id },
  })),
  downloadRow({ call: downloadClusterRecap, site: 'carbone', rule: OWNER, ...USE_USER }, cluster, (c) =>
    fillPath(downloadClusterRecap.path, { id: c.id }),
  ),
];

/** Every call that takes the id of a stored row, and who gets what. */
export const ACCESS_MATRIX: Row[] = [...mainRows, ...floorRows, ...carbonRows];

import { navigation } from '@/src/runtime/navigation';
import { mainHistoryCreate, mainHistoryList, type MainHistory } from '@/src/contracts/history/main';
import type { Fdes } from '@/src/contracts/thermal/env-result';
import type { ToolDataType } from '@/src/contracts/thermal/filters';
import { fromMainUser } from '@/src/session/user-mapping';
import thermalBreak from '@/widgets/thermal-break';
import { keepSeed } from '@/widgets/thermal-break/result-seeds';
import { cleanUp, mount } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { logIn, pageDevice, type Credentials } from '@/test/support/main-site';
import { expectOk, SEED_ACCOUNTS } from '@/test/support/reference-api';
import { answersOf } from '@/test/support/thermal';
import { clearToasts } from '@/test/support/toasts';
import { stubReportWindow } from '@/test/support/report-window';

/** What the result-page tests share: a page of the main site on a result route, against the reference API. */

export const SOPHIE = SEED_ACCOUNTS.mainUpdated;

/** Answers of the data set (filter key, value key) and what they give. */
export const ANSWERS = {
  /** Rupteur Linéo L140 Haute Performance, one configuration: ψ 0,17 / 0,18 / 0,16, RT 0,18, RNT 0,88. */
  determined: [
    ['plancher', 'int'],
    ['mur', 'banche'],
    ['isolation', 'iti'],
    ['isolantMur', '140'],
    ['dalle', 'pleine'],
    ['epaisseur', '23'],
    ['gamme', 'hp'],
  ],
  /** Rupteur Monomur BM-42, several configurations left: no psi value yet. */
  open: [
    ['plancher', 'int'],
    ['mur', 'brique'],
  ],
  /** Beam-and-block floor: 62 L/m², 7,6 L/m², 2,4 kg/m², five FDES sheets. */
  poutrelles: [
    ['poutrelle', 'precontrainte'],
    ['entrevous', 'pse'],
    ['hauteur', '16+4'],
    ['portee', 'courte'],
  ],
  /** A prédalle: the only environmental system with a reinforcement ratio. */
  predalle: [
    ['predalle', 'thermo'],
    ['montage', '5+15'],
    ['portee', 'longue'],
  ],
} satisfies Record<string, [string, string][]>;

type Intercept = NonNullable<NonNullable<Parameters<typeof startPage>[1]>['intercept']>;

export interface ResultPageOptions {
  /** Logged in through the session, as after a login on another page. */
  account?: Credentials;
  intercept?: Intercept;
}

/** The main site with `account` logged in (or not); `create` stores a search as the questionnaire does. */
export async function resultSite(options: ResultPageOptions = {}) {
  const page = await startPage('main', { intercept: options.intercept });
  // The page's own device: the searches it makes are the page's, and a login from it may save them.
  const device = await pageDevice(page.api, page.session);
  let token = device;
  if (options.account) {
    const user = await logIn(page.api, options.account, device);
    page.session.login(fromMainUser(user), false);
    token = user.token;
  }
  /** A search made on this page's device, or with `by`'s bearer (another user's, on their device). */
  const create = async (dataType: ToolDataType, answers: [string, string][], by = device) =>
    expectOk(
      await page.api.call(mainHistoryCreate, {
        token: by,
        body: { filtersValue: await answersOf(page.api, dataType, answers), dataType },
      }),
    ).datas;
  const ownHistories = async () => expectOk(await page.api.call(mainHistoryList, { token, body: {} })).datas.list;
  /** Mounts the island on a result route (`?history=1` with `fromHistory`), optionally with a seed. */
  const open = async (
    id: number,
    {
      fromHistory = false,
      seed,
      tool = 'thermal',
    }: { fromHistory?: boolean; seed?: { history: MainHistory; fdes: Fdes[] }; tool?: string } = {},
  ) => {
    if (seed) keepSeed(id, seed);
    const path = tool === 'thermal' ? '/evaluer-le-psi-dun-rupteur/' : '/donnees-environnementales/';
    history.replaceState(null, '', `${path}#/${id}/Resultat${fromHistory ? '?history=1' : ''}`);
    return mount(thermalBreak, { 'data-tool': tool });
  };
  return { ...page, token, create, ownHistories, open };
}

/** Before each test: navigations and report windows are recorded, not followed. */
export function stubWindows() {
  return {
    assign: jest.spyOn(navigation, 'assign').mockImplementation(() => undefined),
    report: stubReportWindow(),
  };
}

/** After each test: no island, no dialog, no toast, no mock, the page back on '/'. */
export async function leaveResultPage(): Promise<void> {
  cleanUp();
  await clearToasts();
  jest.restoreAllMocks();
  history.replaceState(null, '', '/');
}

export type Island = Awaited<ReturnType<typeof mount>>;

import { waitFor, within } from '@testing-library/dom';
import { login } from '@/features/account/login/login-flow';
import { CARBON_EXAMPLES, exampleValues } from '@/demo-pages/reference-api/carbon/examples';
import { submitCarbonSimulation, type CarbonAnswers } from '@/src/contracts/carbon/tunnel';
import { zeroTimings } from '@/src/runtime/timings';
import carbonSimulator from '@/widgets/carbon-simulator';
import { sessionTunnelDraft, type TunnelDraft } from '@/widgets/carbon-simulator/draft';
import { mount } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { expectOk } from '@/test/support/reference-api';
import { typeInto, type Person } from '@/test/support/user';
import { leaveToolPage, LUC, logInThroughPopup, notesOf, stubPage, type Dialogs } from '@/test/support/tool-island';

export { LUC, logInThroughPopup, notesOf, stubPage, type Dialogs };
export { overlays } from '@/test/support/dom';

/** After each test: the page left clean, and every timing back at zero (a test may set one). */
export async function leaveTunnel(): Promise<void> {
  zeroTimings();
  await leaveToolPage();
}

/**
 * What the carbon tunnel's island tests share: '/simuler-mon-empreinte-carbone/' of the carbon
 * site, mounted against the in-process reference API, every request and its body kept in order.
 */

export const PAGE = '/simuler-mon-empreinte-carbone/';

type Intercept = NonNullable<NonNullable<Parameters<typeof startPage>[1]>['intercept']>;

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  /** When it left, and when the reference API's answer came back (performance.now()). */
  at: number;
  answeredAt?: number;
}

export interface TunnelOptions {
  /** The page's query string, `?` included; a function reads it from the page's API (its ids). */
  search?: string | ((api: Page['api']) => string | Promise<string>);
  /** Luc (the seeded carbon user) logged in through the bundle before the island mounts. */
  loggedIn?: boolean;
  /** Answers some requests itself (a failure, a broken shape), or lets the reference API answer. */
  intercept?: Intercept;
  /** Rewrites the `datas` of the reference API's own answer to the requests of `path`. */
  rewrite?: { path: string; change: (datas: never, body: unknown) => unknown };
  /** What this tab kept of an earlier visit (the island's own draft), written before it mounts. */
  draft?: (api: Page['api']) => TunnelDraft | Promise<TunnelDraft>;
}

/** The tunnel page, mounted. `sent(method, path)`: that call's requests, in order. */
export async function openTunnel(options: TunnelOptions = {}) {
  const { search = '', loggedIn = false, intercept, rewrite, draft } = options;
  const requests: SentRequest[] = [];
  const app: { fetch?: (request: Request) => Response | Promise<Response> } = {};
  const page = await startPage('carbone', {
    intercept: async (request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      const sent: SentRequest = { method: request.method, path: url.pathname, body, at: performance.now() };
      requests.push(sent);
      const own = await intercept?.(request.clone());
      if (own) return own;
      const reply = await app.fetch!(request);
      sent.answeredAt = performance.now();
      if (!rewrite || url.pathname !== rewrite.path || !reply.ok) return reply;
      const json = (await reply.json()) as { datas: never };
      return Response.json({ ...json, datas: rewrite.change(json.datas, body) });
    },
  });
  app.fetch = (request) => page.api.app.fetch(request);
  if (loggedIn) expect(await login(page.runtime, LUC)).toMatchObject({ kind: 'done' });
  if (draft) sessionTunnelDraft().write(await draft(page.api));
  history.replaceState(null, '', PAGE + (typeof search === 'function' ? await search(page.api) : search));
  const startedAt = performance.now();
  const island = await mount(carbonSimulator);
  const sent = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
  return { ...page, island, requests, sent, startedAt };
}

export type Page = Awaited<ReturnType<typeof openTunnel>>;
export type Island = Page['island'];

/** The step-2 answers of a form fetch or submit, as `field=value` in order. */
export const orderOf = (request: SentRequest | undefined) =>
  ((request?.body as { step2?: { field: string; value: unknown }[] } | undefined)?.step2 ?? [])
    .map((a) => `${a.field}=${String(a.value)}`)
    .join(' ');

/** Step 1 filled and left with 'Continuer'; resolves once step 2 shows. */
export async function fillStepOne(user: Person, island: Island, zip = '69007', name = 'Maison Durand') {
  await typeInto(user, await island.findByRole('textbox', { name: /Code postal du chantier/ }), zip);
  await typeInto(user, island.getByRole('textbox', { name: /Nom du projet/ }), name);
  await user.click(island.getByRole('button', { name: 'Continuer' }));
  await island.findByRole('heading', { name: 'Votre plancher' });
}

/** The radio `label` of the group named `group`, once the group offers it. */
export async function pick(user: Person, island: Island, group: RegExp, label: string) {
  const radios = within(await island.findByRole('radiogroup', { name: group }));
  await user.click(await radios.findByRole('radio', { name: label }));
}

/**
 * Resolves once the form is quiet: the step's form says `aria-busy` from the answer that asks for a
 * re-fetch until the last answer is in, the proposals' wait and their own re-fetch included (the
 * form engine hands one to the next without a gap). A test that expects given fetches waits for
 * them first (waitFor); this then says nothing more is on its way.
 */
export async function settled(island: Island) {
  const form = () => island.getByRole('heading', { level: 2 }).closest('form');
  await waitFor(() => expect(form()).not.toHaveAttribute('aria-busy'));
}

/** The paths of the tunnel's calls (docs/reference-api.md). */
export const FORM = '/api/simulator/form/';
export const SUBMIT = '/api/simulator/';
export const clusterPath = (id: number) => `/api/clusters/${id}/`;

type Example = keyof typeof CARBON_EXAMPLES;
const ZIP = '69007';

/** An example's step-2 answers in the order a visitor gives them, the zip's seismic zone last. */
export function exampleAnswers(example: Example, zip = ZIP) {
  const { zipCode: _zip, projectName: _name, path: _path, ...step2 } = exampleValues(example, zip, '');
  return Object.entries(step2).map(([field, value]) => ({ field, value }));
}

/** The draft of a visit that stopped at step 2 with these answers (none: just after step 1). */
export const stepTwoDraft = (answers: TunnelDraft['answers'] = [], name = 'Maison Durand'): TunnelDraft => ({
  step: 2,
  step1: { zipCode: ZIP, projectName: name, path: 'guided' },
  answers,
  cluster: null,
});

/**
 * A visitor's cluster made through the API (no login: nobody's yet) of one simulation per
 * example, in order; its id.
 */
export async function visitorCluster(api: Page['api'], examples: Example[], name = 'Maison Durand') {
  let cluster: number | null = null;
  for (const example of examples) {
    const step2 = exampleAnswers(example).map(({ field, value }, index) => ({ index, field, value }));
    const body: CarbonAnswers = { step1: { zipCode: ZIP, projectName: name, path: 'guided' }, step2, cluster };
    cluster = expectOk(await api.call(submitCarbonSimulation, { body })).datas.cluster;
  }
  return cluster!;
}

/** A cluster of Luc's seeded history, by its name ('Maison Durand'). */
export async function seededCluster(api: Page['api'], name: string): Promise<number> {
  const row = (await api.ctx.db.get(`SELECT id FROM carbon_clusters WHERE name = ? AND user_id IS NOT NULL`, [
    name,
  ])) as { id: number } | undefined;
  if (!row) throw new Error(`no seeded cluster named ${name}`);
  return row.id;
}

/** The draft of results left open in this tab (step 3 keeps only its cluster). */
export const resultsDraft = (cluster: number): TunnelDraft => ({ step: 3, step1: {}, answers: [], cluster });

/** What this tab keeps of the tunnel now. */
export const draftNow = () => sessionTunnelDraft().read();

/** The toasts shown (none before the overlay host exists). */
export const toasts = () =>
  [
    ...(document.querySelector('[data-ossature-overlays]')?.shadowRoot?.querySelectorAll('[data-sonner-toast]') ?? []),
  ].map((toast) => toast.textContent ?? '');

/** The times (performance.now()) at which the stub is called (with `argument`, when given). */
export function callTimes(stub: jest.SpyInstance, argument?: string): number[] {
  const times: number[] = [];
  const original = stub.getMockImplementation();
  stub.mockImplementation((...args: unknown[]) => {
    if (argument === undefined || args[0] === argument) times.push(performance.now());
    return original?.(...args);
  });
  return times;
}

/** The step-2 form fetches sent since `from` (a count of earlier ones). */
export const formFetches = (page: Page, from = 0) => page.sent('POST', FORM).slice(from);

export const ESTIMATE = "Estimer l'impact carbone";
/** The favourite of 'Poutrelles et entrevous béton'. */
export const PRESET = 'Maison individuelle (16+4, 4,50 m)';
/** What a first system brings at 69007: the generic defaults and the département's zone, proposed. */
export const PROPOSED = 'span=500 concreteClass=C25/30 cementType=cem-ii-a seismicZone=2 chaining=courants';

/** At step 2 just after step 1 (the draft of a visit that stopped there): no answer yet. */
export async function atStepTwo(options: TunnelOptions = {}) {
  const page = await openTunnel({ draft: () => stepTwoDraft(), ...options });
  await page.island.findByRole('heading', { name: 'Votre plancher' });
  await settled(page.island);
  return page;
}

/** The orders of the form fetches sent since `from`. */
export const ordersSince = (page: Page, from: number) => formFetches(page, from).map(orderOf);

/**
 * Waits until the form fetches since `from` carry these orders, then until the form is quiet, and
 * checks that nothing more was sent (timers run late on a busy machine: wait for what must come).
 */
export async function fetchedInOrder(page: Page, from: number, orders: string[]) {
  await waitFor(() => expect(ordersSince(page, from)).toEqual(orders));
  await settled(page.island);
  expect(ordersSince(page, from)).toEqual(orders);
}

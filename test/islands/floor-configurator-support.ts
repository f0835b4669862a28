import { within } from '@testing-library/dom';
import { login } from '@/features/account/login/login-flow';
import { FLOOR_EXAMPLES } from '@/demo-pages/reference-api/floor/examples';
import { zeroTimings } from '@/src/runtime/timings';
import floorConfigurator from '@/widgets/floor-configurator';
import { sessionDraft } from '@/widgets/floor-configurator/draft';
import { mount } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { typeInto, type Person } from '@/test/support/user';
import { leaveToolPage, LUC, logInThroughPopup, notesOf, stubPage, type Dialogs } from '@/test/support/tool-island';

export { LUC, logInThroughPopup, notesOf, stubPage, type Dialogs };
export { overlays } from '@/test/support/dom';

/** After each test: the page left clean, and every timing back at zero (a test may set one). */
export async function leaveConfigurator(): Promise<void> {
  zeroTimings();
  await leaveToolPage();
}

/**
 * What the floor configurator's island tests share: '/configurer-un-plancher/' of the floor site,
 * mounted against the in-process reference API, every request and its body kept in order.
 */

export const PAGE = '/configurer-un-plancher/';

type Intercept = NonNullable<NonNullable<Parameters<typeof startPage>[1]>['intercept']>;

/** One request the island made, with its JSON body and when it left (performance.now()). */
export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  at: number;
}

export interface ConfiguratorOptions {
  /** The page's query string, `?` included; a function reads it from the page's API (its ids). */
  search?: string | ((api: Page['api']) => string | Promise<string>);
  /** Luc (the seeded floor user) logged in through the bundle before the island mounts. */
  loggedIn?: boolean;
  /** Answers some requests itself (a failure, a broken shape), or lets the reference API answer. */
  intercept?: Intercept;
  /** Rewrites the `datas` of the reference API's own answer to the GETs of `path`. */
  rewrite?: { path: string; change: (datas: never) => unknown };
}

/** The configurator page, mounted. `sent(method, path)`: that call's requests, in order. */
export async function openConfigurator(options: ConfiguratorOptions = {}) {
  const { search = '', loggedIn = false, intercept, rewrite } = options;
  const requests: SentRequest[] = [];
  const app: { fetch?: (request: Request) => Response | Promise<Response> } = {};
  const page = await startPage('plancher', {
    intercept: async (request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
      requests.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? (JSON.parse(text) as unknown) : undefined,
        at: performance.now(),
      });
      const own = await intercept?.(request.clone());
      if (own || !rewrite || request.method !== 'GET' || url.pathname !== rewrite.path) return own;
      const json = (await (await app.fetch!(request)).json()) as { datas: never };
      return Response.json({ ...json, datas: rewrite.change(json.datas) });
    },
  });
  app.fetch = (request) => page.api.app.fetch(request);
  if (loggedIn) expect(await login(page.runtime, LUC)).toMatchObject({ kind: 'done' });
  history.replaceState(null, '', PAGE + (typeof search === 'function' ? await search(page.api) : search));
  const startedAt = performance.now();
  const island = await mount(floorConfigurator);
  const sent = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
  return { ...page, island, requests, sent, startedAt };
}

export type Page = Awaited<ReturnType<typeof openConfigurator>>;
export type Island = Page['island'];

/** The form's GETs that carry answers (the re-fetches), as opposed to the initial form. */
export const refetches = (page: Page) => page.sent('GET', '/api/simulator/').filter((r) => 'step2' in r.query);

/** A saved simulation of Luc's seeded history, by its name ('Simulation n°1054'). */
export async function seededSimulation(api: Page['api'], name: string): Promise<number> {
  const row = (await api.ctx.db.get(`SELECT id FROM floor_simulations WHERE name = ?`, [name])) as
    { id: number } | undefined;
  if (!row) throw new Error(`no seeded simulation named ${name}`);
  return row.id;
}

/** Step 1 filled and left with 'Continuer'; resolves once step 2 shows. */
export async function fillStepOne(user: Person, island: Island, zip: string, name = 'Maison Durand') {
  await typeInto(user, await island.findByRole('textbox', { name: /Code postal du chantier/ }), zip);
  await typeInto(user, island.getByRole('textbox', { name: /Nom de la configuration/ }), name);
  await user.click(island.getByRole('button', { name: 'Continuer' }));
  await island.findByRole('heading', { name: 'Votre plancher' });
}

/** The radio `label` of the group named `group`, once the group offers it (choices come with re-fetches). */
export async function pick(user: Person, island: Island, group: RegExp, label: string) {
  const radios = within(await island.findByRole('radiogroup', { name: group }));
  await user.click(await radios.findByRole('radio', { name: label }));
}

/** The choices of the examples as a visitor clicks them (labels of form-step2.ts). */
const LABELS: Record<string, string> = {
  low: 'Plancher bas',
  high: 'Plancher haut',
  ground: 'Rez-de-chaussée',
  upper: 'Étage',
  habitation: 'Habitation',
  commerce: 'Commerce',
  'entrevous-polystyrene': 'Entrevous polystyrène',
};

/** The answers of an example that a visitor gives (FLOOR_EXAMPLES, examples.ts). */
export interface ExampleValues {
  zipCode: string;
  configurationName: string;
  floor: string;
  floorLevel?: string;
  up: string;
  loadCase: string;
  floorSpan: string;
  floorType: string;
}

export const exampleValues = (example: keyof typeof FLOOR_EXAMPLES) =>
  FLOOR_EXAMPLES[example].values as unknown as ExampleValues;

/** Step 2 of an example answered field by field, as a visitor would (the form re-fetched between). */
export async function fillStepTwo(user: Person, island: Island, values: ExampleValues) {
  await pick(user, island, /Position du plancher/, LABELS[values.floor]!);
  if (values.floorLevel) await pick(user, island, /Niveau du plancher/, LABELS[values.floorLevel]!);
  await pick(user, island, /Performance thermique visée/, values.up.replace('.', ','));
  await pick(user, island, /Usage du local/, LABELS[values.loadCase]!);
  await typeInto(user, island.getByRole('textbox', { name: /Portée entre appuis/ }), values.floorSpan);
  await pick(user, island, /Continuité sur un appui/, 'Non');
  const insulation = within(island.getByRole('group', { name: /Isolant complémentaire/ }));
  await user.click(insulation.getByRole('checkbox', { name: 'Aucun' }));
  await pick(user, island, /Type d'entrevous/, LABELS[values.floorType]!);
}

/** From an empty page to the example's answers, ready to send; resolves to 'Trouver les solutions adaptées'. */
export async function answerExample(user: Person, island: Island, example: keyof typeof FLOOR_EXAMPLES) {
  const values = exampleValues(example);
  await fillStepOne(user, island, values.zipCode, values.configurationName);
  await fillStepTwo(user, island, values);
  return island.getByRole('button', { name: 'Trouver les solutions adaptées' });
}

/** The example answered and sent. */
export async function sendExample(user: Person, island: Island, example: keyof typeof FLOOR_EXAMPLES) {
  await user.click(await answerExample(user, island, example));
}

/** A server field's whole frame (label, control or notice, notes), by its label's start. */
export function fieldNamed(island: Island, label: string): HTMLElement {
  const caption = island.getAllByText(
    (_, element) => element?.classList.contains('oss-label') === true && element.textContent!.startsWith(label),
  );
  const frame = caption[0]?.closest<HTMLElement>('.oss-dform__field');
  if (!frame) throw new Error(`no field labelled ${label}`);
  return frame;
}

/**
 * The example's answers left in this tab at step 2, as by a visit that stopped before sending
 * (the island's own draft): the island opens on them, which spares a test the clicks of step 2.
 */
export function leaveDraft(example: keyof typeof FLOOR_EXAMPLES): void {
  const values = Object.fromEntries(
    Object.entries(FLOOR_EXAMPLES[example].values).map(([name, value]) => [
      name,
      Array.isArray(value) ? [...(value as string[])] : String(value),
    ]),
  );
  sessionDraft().write({ step: 2, values });
}

/** The solutions' cards as 'name | thickness', in the order shown. */
export function cards(island: Island): string[] {
  return island.getAllByRole('article').map((card) => {
    const name = within(card).getByRole('heading', { level: 3 }).textContent;
    return `${name} | ${card.querySelector('.oss-floor-card__thickness')?.textContent}`;
  });
}

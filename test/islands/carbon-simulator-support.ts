import { configure, waitFor, within } from '@testing-library/dom';
import { login } from '../../features/account/login/login-flow';
import { navigation } from '../../features/account/navigation';
import { fileSaver } from '../../src/ui/save-file';
import carbonSimulator from '../../widgets/carbon-simulator';
import { cleanUp, mount, overlays } from '../support/dom';
import { startPage } from '../support/islands';
import { SEED_ACCOUNTS } from '../support/reference-api';
import { clearToasts } from '../support/toasts';
import { typeInto, type Person } from '../support/user';

/**
 * What the carbon tunnel's island tests share: '/simuler-mon-empreinte-carbone/' of the carbon
 * site, mounted against the in-process reference API, every request and its body kept in order.
 */

// A simulation is many calls away (a re-fetch per answer, 150 ms proposals, scrypt at login).
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(30_000);

export const PAGE = '/simuler-mon-empreinte-carbone/';
export const CHUNK_WAIT = { timeout: 10_000 };
export const LUC = SEED_ACCOUNTS.tools;

type Intercept = NonNullable<NonNullable<Parameters<typeof startPage>[1]>['intercept']>;

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  at: number;
}

export interface TunnelOptions {
  search?: string | ((api: Page['api']) => string | Promise<string>);
  loggedIn?: boolean;
  intercept?: Intercept;
}

/** The tunnel page, mounted. `sent(method, path)`: that call's requests, in order. */
export async function openTunnel(options: TunnelOptions = {}) {
  const { search = '', loggedIn = false, intercept } = options;
  const requests: SentRequest[] = [];
  const page = await startPage('carbone', {
    intercept: async (request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
      requests.push({
        method: request.method,
        path: url.pathname,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        at: performance.now(),
      });
      return intercept?.(request.clone());
    },
  });
  if (loggedIn) expect(await login(page.runtime, LUC)).toMatchObject({ kind: 'done' });
  history.replaceState(null, '', PAGE + (typeof search === 'function' ? await search(page.api) : search));
  const startedAt = performance.now();
  const island = await mount(carbonSimulator);
  const sent = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
  return { ...page, island, requests, sent, startedAt };
}

export type Page = Awaited<ReturnType<typeof openTunnel>>;
export type Island = Page['island'];
export type Dialogs = Awaited<ReturnType<typeof overlays>>;

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

/** Resolves once no answer is waiting to be sent nor any fetch on its way (the form is not busy). */
export async function settled(island: Island) {
  await realDelay(450);
  await waitFor(() =>
    expect(island.getByRole('heading', { level: 2 }).closest('form')).not.toHaveAttribute('aria-busy'),
  );
  await realDelay(200);
  await waitFor(() =>
    expect(island.getByRole('heading', { level: 2 }).closest('form')).not.toHaveAttribute('aria-busy'),
  );
}

/** Logs Luc in through the popup that opened. */
export async function logInThroughPopup(user: Person, dialogs: Dialogs) {
  await dialogs.findByLabelText('Adresse e-mail', {}, CHUNK_WAIT);
  await waitFor(async () => {
    await typeInto(user, dialogs.getByLabelText('Adresse e-mail'), LUC.email);
    await typeInto(user, dialogs.getByLabelText('Mot de passe'), LUC.password);
    expect(dialogs.getByLabelText('Mot de passe')).toHaveValue(LUC.password);
  });
  await user.click(dialogs.getByRole('button', { name: 'Se connecter' }));
}

/** Before each test: navigations and saved files are recorded, not followed. */
export function stubPage() {
  return {
    assign: jest.spyOn(navigation, 'assign').mockImplementation(() => undefined),
    reload: jest.spyOn(navigation, 'reload').mockImplementation(() => undefined),
    save: jest.spyOn(fileSaver, 'save').mockImplementation(() => undefined),
  };
}

/** After each test: no island, dialog, toast, mock or draft; the page back on '/'. */
export async function leaveTunnel(): Promise<void> {
  jest.useRealTimers();
  cleanUp();
  await clearToasts();
  jest.restoreAllMocks();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
}

export { overlays };

export const realDelay = (ms: number) =>
  new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setTimeout(resolve, ms));

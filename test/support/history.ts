import { zeroTimings } from '@/src/runtime/timings';
import { login } from '@/features/account/login/login-flow';
import { navigation } from '@/src/runtime/navigation';
import accountSpace from '@/widgets/account-space';
import { cleanUp, mount } from './dom';
import { startPage } from './islands';
import { SEED_ACCOUNTS } from './reference-api';
import { clearToasts } from './toasts';

/** What the floor and carbon history tests share ('/espace-personnel/#/historique'). */

export type HistoryPageOptions = Parameters<typeof startPage>[1] & { loggedIn?: boolean };

/**
 * The account app of `site` on '#/historique', Luc (seeded history) logged in through the bundle
 * unless `loggedIn` is false. `queries()`: the query parameters of every GET of `listPath`, in order.
 */
export async function openHistoryPage(
  site: 'plancher' | 'carbone',
  listPath: string,
  { loggedIn = true, ...options }: HistoryPageOptions = {},
) {
  const page = await startPage(site, options);
  if (loggedIn) expect(await login(page.runtime, SEED_ACCOUNTS.tools)).toMatchObject({ kind: 'done' });
  history.replaceState(null, '', '/espace-personnel/#/historique');
  const space = await mount(accountSpace);
  const queries = () =>
    page.recorder.requests
      .filter((r) => r.path === listPath && r.method === 'GET')
      .map((r) => Object.fromEntries(new URL(r.url).searchParams));
  return { ...page, space, queries };
}

/** Before each test: 'Ouvrir' and other navigations are recorded, not followed. */
export function stubNavigation(): jest.SpyInstance {
  return jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
}

/** After each test: real timers, no island, no toast, no mock, and the page back on '/'. */
export async function leaveHistoryPage(): Promise<void> {
  jest.useRealTimers();
  zeroTimings();
  cleanUp();
  await clearToasts();
  jest.restoreAllMocks();
  history.replaceState(null, '', '/');
}

import { waitFor, within } from '@testing-library/dom';
import { valueIdOf } from '@/demo-pages/reference-api/thermal/seed-histories';
import { searchLibrary, type FilterChoices } from '@/src/contracts/thermal/library';
import psiLibrary from '@/widgets/psi-library';
import { encodeChoices } from '@/widgets/psi-library/hash-codec';
import { cleanUp, mount } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { expectOk } from '@/test/support/reference-api';
import { clearToasts } from '@/test/support/toasts';
import type { Person } from '@/test/support/user';

/** What the psi library's island tests share: the main site's '/bibliotheque/' against the reference API. */

export const LIBRARY_PATH = '/bibliotheque/';

type Intercept = NonNullable<NonNullable<Parameters<typeof startPage>[1]>['intercept']>;

/** What a test may change in the reference API's answers to `/api/filters/bibliotheque`. */
export type Rewrite = (datas: LibraryDatas, body: { lunchResearch: boolean }) => unknown;
type LibraryDatas = Awaited<ReturnType<Library['search']>>;

export interface LibraryOptions {
  /** Answers some requests itself (a failure), or lets the reference API answer (undefined). */
  intercept?: Intercept;
  /** Rewrites the reference API's own answer to the library's search (figures, a broken shape). */
  rewrite?: Rewrite;
}

/** The library page at `hash` ('#/' by default), mounted. */
export async function openLibrary(hash = '#/', options: LibraryOptions = {}) {
  const app: { fetch?: (request: Request) => Response | Promise<Response> } = {};
  const page = await startPage('main', {
    intercept: async (request) => {
      const own = await options.intercept?.(request.clone());
      if (own || !options.rewrite || new URL(request.url).pathname !== '/api/filters/bibliotheque') return own;
      const body = (await request.clone().json()) as { lunchResearch: boolean };
      const json = (await (await app.fetch!(request)).json()) as { datas: LibraryDatas };
      return Response.json({ ...json, datas: options.rewrite(json.datas, body) });
    },
  });
  app.fetch = (request) => page.api.app.fetch(request);
  history.replaceState(null, '', `${LIBRARY_PATH}${hash}`);
  const island = await mount(psiLibrary);
  /** Value ids by [filter key, value key] of the data set (data/thermal-filters.json). */
  const id = (filter: string, value: string) => valueIdOf(page.api.ctx, 'rup', filter, value);
  const filterId = async (filter: string, value: string) => {
    const row = (await page.api.ctx.db.get(`SELECT filter_id FROM tool_filter_values WHERE id = ?`, [
      await id(filter, value),
    ])) as { filter_id: number };
    return row.filter_id;
  };
  /** Choices as the hash holds them, from [filter key, value keys] pairs. */
  const choices = async (...pairs: [string, string[]][]): Promise<FilterChoices> =>
    Object.fromEntries(
      await Promise.all(
        pairs.map(async ([filter, values]) => [
          String(await filterId(filter, values[0]!)),
          await Promise.all(values.map((v) => id(filter, v))),
        ]),
      ),
    );
  /** What the reference API answers for these choices (the island's figures are checked against it). */
  const search = async (filterChoices: FilterChoices) =>
    expectOk(await page.api.call(searchLibrary, { body: { filterChoices, lunchResearch: true, save: false } })).datas;
  return { ...page, island, id, choices, search };
}

export type Library = Awaited<ReturnType<typeof openLibrary>>;
export type Island = Library['island'];

/** The route of some choices, keys in the order given. */
export function resultsHash(choices: FilterChoices): string {
  return `#/results/${encodeChoices(Object.entries(choices))}`;
}

/** The filter group named 'Filtrer par {name}' (its name starts with it). */
export function filterGroup(island: Island, name: string) {
  return island.getByRole('group', { name: `Filtrer par ${name}` });
}

/** Opens a filter group and ticks (or unticks) each value by its wording. */
export async function tick(user: Person, island: Island, filter: string, ...labels: string[]) {
  const group = await waitFor(() => filterGroup(island, filter));
  const trigger = within(group).getByRole('button');
  if (trigger.getAttribute('aria-expanded') !== 'true') await user.click(trigger);
  for (const label of labels) await user.click(within(group).getByRole('checkbox', { name: label }));
}

/** The results' polite status line. */
export function resultsStatus(island: Island) {
  return within(island.getByRole('region', { name: 'Résultats' })).getByRole('status');
}

/** After each test: no island, no dialog, no toast, no mock, the page back on '/'. */
export async function leaveLibrary(): Promise<void> {
  cleanUp();
  await clearToasts();
  jest.restoreAllMocks();
  history.replaceState(null, '', '/');
}

import type { ApiClient } from '@/src/api/client';
import { ApiClientError } from '@/src/api/errors';
import { getLibraryRapportLink, searchLibrary, type FilterChoices } from '@/src/contracts/thermal/library';
import type { DatasOf } from '@/src/contracts';
import { apiHref } from '@/src/api/api-href';

/** The library's answer (`datas` of `/api/filters/bibliotheque`). */
export type LibraryAnswer = DatasOf<typeof searchLibrary>;

/**
 * What a call gave: the answer, or a refusal with its French reason (the server's, or the API
 * client's for an unreachable server, a time-out, a malformed answer). An abort is neither: the
 * caller asked for something newer, and throws it away. Not src/api/outcome.ts's Outcome: that
 * module comes to this page as a chunk of its own, 0.5 KB over the page's 55 KB budget.
 */
export type Asked<T> = { ok: true; value: T } | { ok: false; message: string };

/** What the library needs of the runtime. */
export interface LibraryDeps {
  api: ApiClient;
  apiBase: string;
}

async function asked<T>(run: () => Promise<Asked<T>>, fallback: string): Promise<Asked<T>> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    // For developers: a broken contract names the call and the failing path.
    console.error(`[ossature] ${error.message}`);
    return { ok: false, message: error.userMessage || fallback };
  }
}

export interface SearchRequest {
  choices: FilterChoices;
  /** True: the psi values as well; false: the filters and the count (the panel's draft). */
  lunchResearch: boolean;
  /** True on 'Valider' only: the provider's search log. */
  save: boolean;
}

/** `/api/filters/bibliotheque` (§7), public: no device needed. */
export function askLibrary(
  deps: LibraryDeps,
  request: SearchRequest,
  fallback: string,
  signal?: AbortSignal,
): Promise<Asked<LibraryAnswer>> {
  const body = { filterChoices: request.choices, lunchResearch: request.lunchResearch, save: request.save };
  return asked(async () => {
    const reply = await deps.api.call(searchLibrary, { body, signal });
    return reply.ok ? { ok: true, value: reply.datas } : { ok: false, message: reply.message.trim() || fallback };
  }, fallback);
}

/** The PDF report of the filtered view: its absolute address on the API origin (§7). */
export function askRapportUrl(deps: LibraryDeps, choices: FilterChoices, fallback: string): Promise<Asked<string>> {
  return asked(async () => {
    const reply = await deps.api.call(getLibraryRapportLink, { body: { filterChoices: choices } });
    return reply.ok
      ? { ok: true, value: apiHref(deps.apiBase, reply.datas.link) }
      : { ok: false, message: reply.message.trim() || fallback };
  }, fallback);
}

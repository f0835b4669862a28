import type { ApiClient } from '@/src/api/client';
import { done, guardApi, refusedBy, type Outcome } from '@/src/api/outcome';
import { getLibraryRapportLink, searchLibrary, type FilterChoices } from '@/src/contracts/thermal/library';
import type { DatasOf } from '@/src/contracts';
import { apiHref } from '@/src/api/api-href';

/** The library's answer (`datas` of `/api/filters/bibliotheque`). */
export type LibraryAnswer = DatasOf<typeof searchLibrary>;

/** What the library needs of the runtime. */
export interface LibraryDeps {
  api: ApiClient;
  apiBase: string;
}

export interface SearchRequest {
  choices: FilterChoices;
  /** True: the psi values as well; false: the filters and the count (the panel's draft). */
  lunchResearch: boolean;
  /** True on 'Valider' only: the provider's search log. */
  save: boolean;
}

/**
 * `/api/filters/bibliotheque` (§7), public: no device needed. Done, or refused with its French
 * reason (the server's, or the API client's for an unreachable server, a time-out, a malformed
 * answer; none when the server gave none, and the caller says its own). An abort is neither: the
 * caller asked for something newer, and throws it away.
 */
export function askLibrary(
  deps: LibraryDeps,
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<Outcome<{ answer: LibraryAnswer }>> {
  const body = { filterChoices: request.choices, lunchResearch: request.lunchResearch, save: request.save };
  return guardApi(async () => {
    const reply = await deps.api.call(searchLibrary, { body, signal });
    return reply.ok ? done({ answer: reply.datas }) : refusedBy(reply);
  });
}

/** The PDF report of the filtered view: its absolute address on the API origin (§7); refused as above. */
export function askRapportUrl(deps: LibraryDeps, choices: FilterChoices): Promise<Outcome<{ url: string }>> {
  return guardApi(async () => {
    const reply = await deps.api.call(getLibraryRapportLink, { body: { filterChoices: choices } });
    return reply.ok ? done({ url: apiHref(deps.apiBase, reply.datas.link) }) : refusedBy(reply);
  });
}

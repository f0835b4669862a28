import type { MainHistory } from '@/src/contracts/history/main';
import type { Fdes } from '@/src/contracts/thermal/env-result';
import { resultPath } from '@/src/contracts/history/result-route';

/**
 * The thermal-break island's hash routes, shared by the questionnaire (which opens a result) and
 * the result page (which reads it):
 * - `#/` the questionnaire, at its first question;
 * - `#/etape/{n}` the questionnaire after n answers (the visitor's and those given for them), so
 *   that the browser's Back and Forward move between its questions and the result;
 * - `#/{historyId}/{rupteurName}` a result, `?history=1` when opened from the history list.
 */

/** Which tool the placeholder shows: `data-tool="thermal"` or `data-tool="environmental"`. */
export type ToolKind = 'thermal' | 'environmental';

/** What `/api/history/create` answered, handed to the result page so it need not load it again. */
export interface ResultSeed {
  history: MainHistory;
  fdes: Fdes[];
}

/** The result page's props (its file's default export takes them). */
export interface ResultPageProps {
  tool: ToolKind;
  historyId: number;
  rupteurName: string;
  fromHistory: boolean;
  /** Present when the questionnaire just created the history; absent on a reload or a link. */
  seed?: ResultSeed;
}

/** A parsed result route. */
export interface ResultRoute {
  historyId: number;
  rupteurName: string;
  fromHistory: boolean;
}

/** The wouter pattern of a result route. */
export const RESULT_ROUTE_PATTERN = '/:historyId/:rupteurName';

export { resultPath };

/**
 * Reads a result route from a hash path (with or without the leading '#', with or without a
 * query). Null when the path is not a result (e.g. '/', a non-numeric id, a missing name).
 * Underscores come back as spaces: the name is for display only, the id is what loads.
 */
export function parseResultRoute(path: string, search = ''): ResultRoute | null {
  const [rawPath = '', rawQuery = ''] = path.replace(/^#/, '').split('?');
  const match = /^\/(\d+)\/([^/]+)\/?$/.exec(rawPath);
  if (!match?.[1] || !match[2]) return null;
  const historyId = Number(match[1]);
  if (!Number.isSafeInteger(historyId) || historyId <= 0) return null;
  let rupteurName: string;
  try {
    rupteurName = decodeURIComponent(match[2]).replace(/_/g, ' ');
  } catch {
    return null;
  }
  const query = new URLSearchParams(rawQuery || search.replace(/^\?/, ''));
  return { historyId, rupteurName, fromHistory: query.get('history') === '1' };
}

/** The questionnaire's address after `count` answers. */
export const stepPath = (count: number): string => (count > 0 ? `/etape/${count}` : '/');

/** How many answers a questionnaire address applies: 0 for '#/' and any other non-step path. */
export function parseStep(path: string): number {
  const match = /^\/etape\/(\d{1,4})\/?$/.exec(path.replace(/^#/, '').split('?')[0] ?? '');
  return match ? Number(match[1]) : 0;
}

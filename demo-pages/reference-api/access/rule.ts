import { ApiError } from '../http/api-error';
import type { Caller } from './caller';

/**
 * THE ownership rule of the reference API, written once: every route that takes the id of a
 * stored row asks it here, never decides by itself.
 *
 * - A row with an owner (`user_id`) is that user's alone.
 * - A row without one (work made before logging in) belongs to where it was made: the main
 *   site's device (`device_uuid`), or the floor and carbon sites' browser key (`browser_hash`,
 *   the SHA-256 of the `X-Ossature-Browser` header). A row that records neither is nobody's.
 * - Claiming an ownerless row (saving it into a history) needs a logged-in user making the call
 *   from that device or browser; once claimed, the row is the user's and the anchor no longer
 *   opens it.
 *
 * A refusal is the 404 of an unknown id, with the same message: never a 403 (the bundle takes it
 * for a lost session and logs out) and never an answer that tells which ids exist.
 */
export interface Owned {
  user_id: number | null;
  device_uuid?: string | null;
  browser_hash?: string | null;
}

/** The anchors a new ownerless row records: the caller's device and browser key hash. */
export function anchorOf(caller: Caller): { device_uuid: string | null; browser_hash: string | null } {
  return { device_uuid: caller.deviceUuid, browser_hash: caller.browser };
}

/** The caller made this ownerless row (same device or same browser key). */
function madeHere(row: Owned, caller: Caller): boolean {
  if (row.user_id !== null) return false;
  const sameDevice = !!row.device_uuid && row.device_uuid === caller.deviceUuid;
  const sameBrowser = !!row.browser_hash && row.browser_hash === caller.browser;
  return sameDevice || sameBrowser;
}

/** The row is the caller's saved row (deletes, mails: a saved row's owner only). */
export function isOwner(row: Owned, caller: Caller): boolean {
  return row.user_id !== null && row.user_id === caller.userId;
}

/** The caller may read or extend the row: it is theirs, or ownerless and made from their device or browser. */
export function mayUse(row: Owned, caller: Caller): boolean {
  return isOwner(row, caller) || madeHere(row, caller);
}

/** The caller may save the row into their history: a logged-in user who may use it. */
export function mayClaim(row: Owned, caller: Caller): boolean {
  return caller.userId !== null && mayUse(row, caller);
}

export type Access = 'use' | 'claim' | 'own';

const CHECKS: Record<Access, (row: Owned, caller: Caller) => boolean> = {
  use: mayUse,
  claim: mayClaim,
  own: isOwner,
};

/** Whether the caller may do `access` on the row (false for no row). */
export function allowed<R extends Owned>(row: R | null | undefined, caller: Caller, access: Access): row is R {
  return !!row && CHECKS[access](row, caller);
}

/**
 * The row when the caller may do `access` on it; otherwise (unknown id, someone else's, another
 * browser's) the 404 with `notFound`, the unknown id's own message.
 */
export function ownedOrNotFound<R extends Owned>(
  row: R | null | undefined,
  caller: Caller,
  access: Access,
  notFound: string,
): R {
  if (!row || !CHECKS[access](row, caller)) throw new ApiError(404, notFound);
  return row;
}

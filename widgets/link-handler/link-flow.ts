import { fromToolsLogin } from '@/src/session/user-mapping';
import { guardApi } from '@/src/api/outcome';
import { confirmEmail } from '@/src/contracts/account/email';
import { enableAccount, type LinkParams } from '@/src/contracts/account/register';
import type { Runtime } from '@/src/runtime/runtime';
import { LINK_MESSAGES as M } from './messages';

/**
 * The links mailed by the floor and carbon sites, without React (account-layer §2 "Link
 * handler", floor-and-carbon-tools §2.4, §4.4, §8): account activation, and e-mail change
 * confirmation when the path holds `user/data/email`.
 */
export type LinkKind = 'activation' | 'email-change';

export function linkKindOf(pathname: string): LinkKind {
  return pathname.includes('user/data/email') ? 'email-change' : 'activation';
}

/** id, token, expires and signature from the query string; null when one is missing or blank. */
export function readLinkParams(search: string): LinkParams | null {
  const query = new URLSearchParams(search);
  const read = (name: string) => query.get(name)?.trim() ?? '';
  const params = { id: read('id'), token: read('token'), expires: read('expires'), signature: read('signature') };
  return Object.values(params).every((value) => value !== '') ? params : null;
}

/**
 * What the page shows. `message` null: nothing to show (a confirmation without message is only
 * logged, spec §8). `offerLogin`: the account can now be used, offer the login popup.
 */
export interface LinkOutcome {
  tone: 'success' | 'error';
  message: string | null;
  offerLogin: boolean;
  /** The link logged the visitor in (e-mail change confirmation). */
  loggedIn: boolean;
  /** The server was not reached or answered an error: the link is not spent, it may be tried again. */
  retry?: boolean;
}

const outcome = (tone: LinkOutcome['tone'], message: string | null, extra: Partial<LinkOutcome> = {}): LinkOutcome => ({
  tone,
  message,
  offerLogin: false,
  loggedIn: false,
  ...extra,
});

/** POST /api/account/enable/: 'alreadyActivated' is shown as an error, 'nowActivated' as a success. */
export async function activateAccount(rt: Pick<Runtime, 'api'>, params: LinkParams): Promise<LinkOutcome> {
  const reply = await rt.api.call(enableAccount, { body: params });
  if (!reply.ok) return outcome('error', reply.message || M.refused);
  if (reply.datas.status === 'alreadyActivated') {
    return outcome('error', reply.message || M.alreadyActivated, { offerLogin: true });
  }
  return outcome('success', reply.message || M.activated, { offerLogin: true });
}

/** POST /api/user/email/confirm/: logs the visitor in with the returned user and tokens. */
export async function confirmEmailChange(
  rt: Pick<Runtime, 'api' | 'session'>,
  params: LinkParams,
): Promise<LinkOutcome> {
  const reply = await rt.api.call(confirmEmail, { body: params });
  if (!reply.ok) return outcome('error', reply.message || M.refused);
  const { user, token, refreshToken, message } = reply.datas;
  await rt.session.ready;
  rt.session.login(fromToolsLogin(user, token, refreshToken), false);
  if (!message) console.info('[ossature] E-mail change confirmed; the server sent no message to show.');
  return outcome('success', message || null, { loggedIn: true });
}

/** Follows the link of this page: incomplete links make no call; API failures never throw. */
export async function followLink(
  rt: Pick<Runtime, 'api' | 'session'>,
  where: Pick<Location, 'pathname' | 'search'>,
): Promise<LinkOutcome> {
  const params = readLinkParams(where.search);
  if (!params) return outcome('error', M.incomplete);
  const follow = linkKindOf(where.pathname) === 'email-change' ? confirmEmailChange : activateAccount;
  const followed = await guardApi(async () => ({ kind: 'followed' as const, shown: await follow(rt, params) }));
  return followed.kind === 'refused' ? outcome('error', followed.toast ?? null, { retry: true }) : followed.shown;
}

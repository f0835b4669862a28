import type { ApiClient, Reply } from '@/src/api/client';
import type { Outcome } from '@/src/api/outcome';
import type { Call } from '@/src/contracts';
import type { DeviceKeeper } from '@/src/session/device';
import type { Session } from '@/src/session/session';
import type { SessionUser } from '@/src/session/session-user';
import type { SessionState } from '@/src/session/store';

/** What a strategy works with: the page's API client, session and device (the runtime). */
export interface SiteContext {
  api: ApiClient;
  session: Session;
  device: DeviceKeeper;
}

export interface Credentials {
  email: string;
  password: string;
  remember?: boolean;
}

/** The tokens a single sign-on hands to its landing page. */
export interface SsoTokens {
  token: string;
  refreshToken: string | null;
}

export type AnyReply = Reply<Call<any, any>>;

/**
 * Everything that differs between the main advice site and the floor and carbon sites (the
 * "tools"), in one place rather than in `site === 'main'` branches (DESIGN.md §8). The runtime
 * picks one when the page starts (`runtime.site`); the API client, the account layer and the
 * islands ask it.
 */
export interface SiteStrategy {
  /** Which family of sites: labels that differ (`M.personalSpace[rt.site.name]`) are looked up by it. */
  readonly name: 'main' | 'tools';

  /**
   * The bearer of a call made while nobody is logged in: the main site's device token (its
   * anonymous calls are device-authenticated); none on the floor and carbon sites.
   */
  anonymousBearer(state: Pick<SessionState, 'device'>): string | null;
  /**
   * Whether every call carries this browser's key (`X-Ossature-Browser`, src/session/browser-key.ts):
   * the floor and carbon sites, which have no device, tie the work of a visitor who is not
   * logged in to the browser that made it. The main site has its device for that.
   */
  readonly sendsBrowserKey: boolean;
  /**
   * Trades a refresh token for a new pair after a 401 (floor and carbon sessions live on their
   * refresh token; null when the server refuses it). Absent on the main site, whose sessions
   * have no refresh token.
   */
  refresh?(rt: SiteContext, refreshToken: string): Promise<{ token: string; refreshToken: string } | null>;
  /** Registers this browser again after the server refused its device token (main site). */
  renewDevice?(rt: SiteContext): Promise<void>;
  /** What every page of the site starts once the browser is idle (the main site's device). */
  start(rt: SiteContext): void;

  /** Whether a login may outlast the browser session ('Se souvenir de moi': floor and carbon). */
  readonly remembersLogin: boolean;
  /** Whether visitors open their own accounts; the main site's come from the partner organisation. */
  readonly selfRegistration: boolean;
  /** Where the profile is edited: the main site's popup, or the floor and carbon personal-data page. */
  readonly profile: 'popup' | 'page';

  /**
   * The site's account calls, in a chunk of their own loaded with the first of them (or when
   * the login popup is prefetched): the header of a visitor who never logs in does without.
   */
  account(): Promise<SiteAccount>;
}

/**
 * The account calls of a site, with its user mapping: what the login popup, the logout and the
 * single sign-on landing ask the server. Calls that can be refused come back as replies or
 * outcomes; the API client's errors are thrown as they are (the callers' `guardApi` turns them
 * into refusals).
 */
export interface SiteAccount {
  /**
   * Logs in with an e-mail and a password and keeps the user in the session. Done with
   * `mustChangePassword` when the password is one the partner organisation sent (main site).
   * `signal`: the attempt's, aborted past its time limit (`api.within`); so is `requestReset`'s.
   */
  login(
    rt: SiteContext,
    credentials: Credentials,
    signal?: AbortSignal,
  ): Promise<Outcome<{ mustChangePassword: boolean }>>;
  /** Asks for a password reset mail (the main site mails a temporary password). */
  requestReset(rt: SiteContext, email: string, signal?: AbortSignal): Promise<AnyReply>;
  /** Ends the session on the server (the session here is the caller's business). */
  logout(rt: SiteContext): Promise<AnyReply>;
  /**
   * Checks single-sign-on tokens by fetching the user with them, never with the session's own
   * bearer (a refusal must not log out whoever is logged in): the user to log in, or null when
   * the server refuses the token.
   */
  ssoUser(rt: SiteContext, tokens: SsoTokens): Promise<SessionUser | null>;
}

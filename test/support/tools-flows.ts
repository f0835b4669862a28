import { enableAccount, register, type LinkParams } from '@/src/contracts/account/register';
import { toolsLoginCheck } from '@/src/contracts/account/session';
import { findUserByEmail, type UserRow } from '@/demo-pages/reference-api/users/users';
import { expectOk, linkParams, SEED_ACCOUNTS, startApi } from './reference-api';

/**
 * User-story helpers for the floor and carbon account calls: register, follow the activation
 * mail, log in. Everything goes through the in-process reference API, never around it.
 */

export type Api = Awaited<ReturnType<typeof startApi>>;

/** A password that meets every server criterion. */
export const STRONG_PASSWORD = 'Solide-2026!';

/** Page origins of the sites (defaultSiteOrigins(8080)). */
export const PAGE_ORIGIN = {
  plancher: 'http://plancher.localhost:8080',
  carbone: 'http://carbone.localhost:8080',
  neoCarbone: 'http://neo.carbone.localhost:8080',
} as const;

/** The floor and carbon APIs over one database: the two sites share one account base. */
export async function startToolSites() {
  const plancher = await startApi('plancher');
  const carbone = await startApi('carbone', { ctx: plancher.ctx });
  return { plancher, carbone, ctx: plancher.ctx };
}

/** The registration form of the floor and carbon sites (password / passwordRepeat reading). */
export function toolsRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    civility: 'mme',
    lastName: 'Garnier',
    firstName: 'Alice',
    email: 'alice.garnier@exemple.fr',
    activity: 'architecte',
    fonction: 'Architecte DPLG',
    company: 'Garnier Architecture',
    siret: '11122233300044',
    tel: '0601020304',
    address: '3 place Bellecour',
    addressComplement: '',
    postalCode: '69002',
    city: 'Lyon',
    country: 'France',
    rgpd: true,
    password: STRONG_PASSWORD,
    passwordRepeat: STRONG_PASSWORD,
    ...overrides,
  };
}

/** The account document's reading (plainPassword pair). */
export function accountRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: 'bruno.lefevre@exemple.fr',
    lastName: 'Lefèvre',
    firstName: 'Bruno',
    company: 'Lefèvre Bois',
    rgpd: true,
    plainPassword: { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
    ...overrides,
  };
}

/** The four parameters of the newest mailed link to `to`, as the link handler posts them. */
export async function linkBody(api: Api, to: string): Promise<LinkParams> {
  const params = linkParams(await api.outbox(), to);
  return {
    id: params.get('id') ?? '',
    token: params.get('token') ?? '',
    expires: params.get('expires') ?? '',
    signature: params.get('signature') ?? '',
  };
}

/** The URL of the newest mail to `to`. */
export async function mailedUrl(api: Api, to: string): Promise<URL> {
  return linkParams(await api.outbox(), to).url;
}

/** Registers a user through the API and follows the activation link from the mail. */
export async function registerAndActivate(api: Api, overrides: Record<string, unknown> = {}) {
  const body = toolsRegistration(overrides);
  const email = String(body.email);
  const { datas } = expectOk(await api.call(register, { body }));
  expectOk(await api.call(enableAccount, { body: await linkBody(api, email) }));
  return { id: datas.user.id, email, password: String(body.password) };
}

/** Logs in and returns user, token and refreshToken. */
export async function login(api: Api, email: string, password: string, rememberMe?: boolean) {
  const body = rememberMe === undefined ? { username: email, password } : { username: email, password, rememberMe };
  return expectOk(await api.call(toolsLoginCheck, { body })).datas;
}

/** The seeded, activated floor/carbon user, logged in. */
export function loginSeededUser(api: Api) {
  return login(api, SEED_ACCOUNTS.tools.email, SEED_ACCOUNTS.tools.password);
}

/** The stored row of a floor/carbon account, or undefined. */
export function storedUser(api: Api, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(api.ctx, 'tools', email);
}

export async function userCount(api: Api): Promise<number> {
  return ((await api.ctx.db.get(`SELECT COUNT(*) AS n FROM users`)) as { n: number }).n;
}

export const HOUR = 3600_000;
export const MINUTE = 60_000;
export const DAY = 24 * HOUR;

/** The activity list of the spec (floor-and-carbon-tools §3, user), as both registration and profile show it. */
export const ACTIVITY_LABELS = [
  'Non précisée',
  'Maçon',
  'CMIste',
  'Négoces',
  "Maître d'oeuvre / Promoteur",
  'Architecte',
  "Bureau d'étude",
  'Économiste',
  'Autre',
];

/**
 * Test data through the preview's own HTTP API (never around it): fresh floor/carbon accounts
 * (register, then the activation link from the outbox) and fresh main-site temporary passwords.
 * Node does not resolve `*.localhost` the way Chromium does, so requests go to the loopback
 * address with the host name in the Host header.
 */
import { randomBytes } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';
import { API_HOSTS, MAIL_HOST, originOf, PORT, SITE_HOSTS, type SiteKey } from './env';

export interface Envelope<D = any> {
  success: boolean;
  message: string;
  error: Record<string, string> | null;
  datas: D;
}
export interface Reply<D = any> {
  status: number;
  body: Envelope<D>;
}

/**
 * A bound, not a timing: a request the preview never answers fails the test at this step, with
 * its address, instead of holding it until the test's own timeout says nothing of where.
 */
const REQUEST_BOUND_MS = 20_000;
function bounded(req: ClientRequest, what: string): void {
  req.setTimeout(REQUEST_BOUND_MS, () => req.destroy(new Error(`${what}: no answer in ${REQUEST_BOUND_MS} ms`)));
}

/**
 * GET on a host of the preview, answering the status, content type and body, as text (a demo
 * page's HTML) and as bytes (a PDF).
 */
export function getText(
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; text: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: PORT, method: 'GET', path, headers: { ...headers, host: `${host}:${PORT}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
            bytes: Buffer.concat(chunks),
          }),
        );
      },
    );
    bounded(req, `GET ${host}${path}`);
    req.on('error', reject);
    req.end();
  });
}

export function call<D = any>(
  host: string,
  method: string,
  path: string,
  options: {
    body?: unknown;
    bearer?: string;
    origin?: string;
  } = {},
): Promise<Reply<D>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { host: `${host}:${PORT}`, accept: 'application/json' };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.origin) headers.origin = options.origin;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Envelope<D> });
        } catch {
          reject(new Error(`${method} ${host}${path}: ${res.statusCode} ${text.slice(0, 200)}`));
        }
      });
    });
    bounded(req, `${method} ${host}${path}`);
    req.on('error', reject);
    req.end(payload);
  });
}

function ok<D>(reply: Reply<D>, what: string): Envelope<D> {
  if (reply.status !== 200 || !reply.body.success) {
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.body;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Newest first, as the outbox lists them. */
export async function mailTo(to: string): Promise<Mail> {
  const reply = await call<never>(MAIL_HOST, 'GET', '/messages.json');
  const mail = (reply.body as unknown as Mail[]).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** An address nobody used before: tests never share an account, so no lockout and no leftovers. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@exemple.fr`;
}

/** A password that meets every server criterion of the floor and carbon sites. */
export const TOOLS_PASSWORD = 'Chantier-2026!';

export interface Account {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/** Registers a floor/carbon account (one account base for both) and activates it from its mail. */
export async function registerToolsUser(site: 'plancher' | 'carbone', firstname = 'Léa', tag = 'pw'): Promise<Account> {
  const email = uniqueEmail(tag);
  const lastname = 'Durand';
  const origin = originOf(SITE_HOSTS[site]);
  ok(
    await call(API_HOSTS[site], 'POST', '/api/register/', {
      origin,
      body: {
        lastName: lastname,
        firstName: firstname,
        email,
        company: 'Durand SARL',
        rgpd: true,
        password: TOOLS_PASSWORD,
        passwordRepeat: TOOLS_PASSWORD,
      },
    }),
    `register ${email}`,
  );
  const link = new URL((await mailTo(email)).links[0]!);
  const params = Object.fromEntries(link.searchParams);
  ok(await call(API_HOSTS[site], 'POST', '/api/account/enable/', { origin, body: params }), `activate ${email}`);
  return { email, password: TOOLS_PASSWORD, firstname, lastname };
}

/** The seeded main-site accounts (README). */
export const MAIN_ACCOUNTS = {
  firstLogin: { email: 'jean.dupont@exemple.fr', password: 'Provisoire-2026', firstname: 'Jean', lastname: 'Dupont' },
  updated: { email: 'sophie.bernard@exemple.fr', password: 'Conseil-2026!', firstname: 'Sophie', lastname: 'Bernard' },
} satisfies Record<string, Account>;

/**
 * Main-site accounts are created by the partner organisation, not by a form, so a test cannot
 * make a fresh one. A reset gives the account a fresh temporary password and flags it
 * `updated_password: false`: the next login is a first login again.
 */
export async function resetMainPassword(email: string): Promise<string> {
  const device = ok(
    await call(API_HOSTS.main, 'POST', '/api/device/create', {
      // No uuid: the server mints the device's id.
      body: {
        browser: 'Node',
        browserVersion: process.versions.node,
        os: 'Linux',
      },
    }),
    'device/create',
  ).datas.device.token as string;
  ok(
    await call(API_HOSTS.main, 'POST', '/reset/request', { bearer: device, body: { username: email } }),
    `reset ${email}`,
  );
  const match = /mot de passe provisoire : (\S+)/.exec((await mailTo(email)).text);
  if (!match?.[1]) throw new Error(`no temporary password mailed to ${email}`);
  return match[1];
}

export type { SiteKey };

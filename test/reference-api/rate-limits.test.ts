import { fillPath, type Call } from '@/src/contracts';
import { updateEmail } from '@/src/contracts/account/email';
import { mainRequestReset, toolsRequestReset } from '@/src/contracts/account/password';
import { enableAccount, register } from '@/src/contracts/account/register';
import { mainLoginCheck, toolsLoginCheck } from '@/src/contracts/account/session';
import { contactAgency } from '@/src/contracts/floor/agency';
import { shareSolution } from '@/src/contracts/floor/solution';
import { mainHistoryList, mainHistorySendRapport } from '@/src/contracts/history/main';
import type { SiteKey } from '@/demo-pages/reference-api/context';
import { DEFAULT_REVIEW_ADDRESS, AGENCY_CONTACT_HELD } from '@/demo-pages/reference-api/floor-files/agency-review';
import { AGENCY_CONTACTED } from '@/demo-pages/reference-api/floor-files/messages';
import { AGENCIES } from '@/demo-pages/reference-api/floor/catalogue';
import { LIMITS, limitOf, parseLimit } from '@/demo-pages/reference-api/limits/limit-table';
import { tooManyMessage } from '@/demo-pages/reference-api/limits/rate-limit';
import { logIn, registerDevice } from '@/test/support/main-site';
import { API_ORIGIN, expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import {
  HOUR,
  linkBody,
  login,
  loginSeededUser,
  MINUTE,
  registerAndActivate,
  toolsRegistration,
  type Api,
} from '@/test/support/tools-flows';

/** Limits on the calls that send mail or check a password (docs/reference-api.md 'Limits, mail safety, idempotency'). */

interface Sent {
  body?: unknown;
  token?: string;
  /** The client's address, as @hono/node-server hands the socket to the app. */
  ip?: string;
  params?: Record<string, string>;
}

/** One raw call, so that the status, the headers and the client's IP are ours to see and set. */
function send(api: Api, site: SiteKey, call: Call<any, any>, { body, token, ip, params }: Sent = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const request = new Request(API_ORIGIN[site] + fillPath(call.path, params), {
    method: call.method,
    headers,
    body: JSON.stringify(body ?? {}),
  });
  return api.app.fetch(request, ip ? { incoming: { socket: { remoteAddress: ip } } } : undefined);
}

async function expectTooMany(response: Response, seconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(seconds));
  expect(await response.json()).toEqual({ success: false, message: tooManyMessage(seconds), error: null });
}

async function startLimited(site: SiteKey, limits: Api['ctx']['limits']) {
  const api = await startApi(site);
  api.ctx.limits = limits;
  return api;
}

describe('the table of limits', () => {
  test('reads points per window, with the environment variable over the table', () => {
    expect(parseLimit('5/10m')).toEqual({ points: 5, duration: 600 });
    expect(parseLimit('3/30s')).toEqual({ points: 3, duration: 30 });
    expect(parseLimit('2/1h')).toEqual({ points: 2, duration: 3600 });
    for (const bad of ['5', '0/1m', '5/0m', '5/10d', 'cinq/10m']) expect(parseLimit(bad)).toBeNull();
    expect(limitOf('share', undefined, {})).toEqual(parseLimit(LIMITS.share.spec));
    expect(limitOf('share', undefined, { OSSATURE_LIMIT_SHARE: '7/1h' })).toEqual({ points: 7, duration: 3600 });
    expect(limitOf('share', '1/1m', { OSSATURE_LIMIT_SHARE: '7/1h' })).toEqual({ points: 1, duration: 60 });
    expect(() => limitOf('share', undefined, { OSSATURE_LIMIT_SHARE: 'beaucoup' })).toThrow(/OSSATURE_LIMIT_SHARE/);
  });

  test('says the wait in seconds, minutes or hours', () => {
    expect(tooManyMessage(1)).toBe('Trop de demandes. Réessayez dans 1 seconde.');
    expect(tooManyMessage(45)).toBe('Trop de demandes. Réessayez dans 45 secondes.');
    expect(tooManyMessage(60)).toBe('Trop de demandes. Réessayez dans 1 minute.');
    expect(tooManyMessage(299)).toBe('Trop de demandes. Réessayez dans 5 minutes.');
    expect(tooManyMessage(3600)).toBe('Trop de demandes. Réessayez dans 60 minutes.');
    expect(tooManyMessage(2 * 3600)).toBe('Trop de demandes. Réessayez dans 2 heures.');
  });
});

describe('login', () => {
  test('floor and carbon: per address, then the window ends', async () => {
    const api = await startLimited('plancher', { login: '2/15m' });
    const body = { username: SEED_ACCOUNTS.tools.email, password: SEED_ACCOUNTS.tools.password };
    for (let i = 0; i < 2; i++) expect((await send(api, 'plancher', toolsLoginCheck, { body })).status).toBe(200);
    await expectTooMany(await send(api, 'plancher', toolsLoginCheck, { body }), 900);
    api.ctx.advance(5 * MINUTE);
    await expectTooMany(await send(api, 'plancher', toolsLoginCheck, { body }), 600);
    api.ctx.advance(10 * MINUTE);
    expect((await send(api, 'plancher', toolsLoginCheck, { body })).status).toBe(200);
  });

  test('main site: per IP, whatever the address; the lockout still answers its 403 first', async () => {
    const api = await startLimited('main', { login: '3/15m' });
    const device = await registerDevice(api);
    const wrong = (username: string, ip: string) =>
      send(api, 'main', mainLoginCheck, { token: device, ip, body: { username, password: 'faux' } });
    expect((await wrong('a@exemple.fr', '203.0.113.7')).status).toBe(401);
    expect((await wrong('b@exemple.fr', '203.0.113.7')).status).toBe(401);
    expect((await wrong('c@exemple.fr', '203.0.113.7')).status).toBe(401);
    await expectTooMany(await wrong('d@exemple.fr', '203.0.113.7'), 900);
    expect((await wrong('d@exemple.fr', '198.51.100.4')).status).toBe(401);
  });
});

test('an exempt IP has no per-IP count; its addresses still do', async () => {
  const api = await startLimited('carbone', { reset: '1/15m' });
  process.env.OSSATURE_LIMIT_EXEMPT_IPS = '127.0.0.1, ::1';
  try {
    const reset = (email: string) => send(api, 'carbone', toolsRequestReset, { ip: '127.0.0.1', body: { email } });
    // Unknown addresses are answered as known ones (docs/security.md): a 200, counted all the same.
    expect((await reset('un@exemple.fr')).status).toBe(200);
    expect((await reset('deux@exemple.fr')).status).toBe(200);
    await expectTooMany(await reset('deux@exemple.fr'), 900);
  } finally {
    delete process.env.OSSATURE_LIMIT_EXEMPT_IPS;
  }
});

describe('password reset', () => {
  test('main site: per address, and no mail past the limit', async () => {
    const api = await startLimited('main', { reset: '1/15m' });
    const device = await registerDevice(api);
    const body = { username: SEED_ACCOUNTS.mainUpdated.email };
    expect((await send(api, 'main', mainRequestReset, { token: device, body })).status).toBe(200);
    const mails = (await api.outbox()).length;
    await expectTooMany(await send(api, 'main', mainRequestReset, { token: device, body }), 900);
    expect(await api.outbox()).toHaveLength(mails);
  });

  test('floor and carbon: per IP, whatever the address (an unknown one included)', async () => {
    const api = await startLimited('carbone', { reset: '2/15m' });
    const ip = '203.0.113.9';
    const reset = (email: string) => send(api, 'carbone', toolsRequestReset, { ip, body: { email } });
    expect((await reset(SEED_ACCOUNTS.tools.email)).status).toBe(200);
    // Answered as a known address is (docs/security.md), and counted as one.
    expect((await reset('inconnu@exemple.fr')).status).toBe(200);
    await expectTooMany(await reset('autre@exemple.fr'), 900);
  });
});

describe('registration and activation', () => {
  test('registrations: per IP', async () => {
    const api = await startLimited('plancher', { register: '1/1h' });
    const ip = '203.0.113.10';
    const body = (email: string) => toolsRegistration({ email });
    expect((await send(api, 'plancher', register, { ip, body: body('un@exemple.fr') })).status).toBe(200);
    await expectTooMany(await send(api, 'plancher', register, { ip, body: body('deux@exemple.fr') }), 3600);
  });

  test('a fresh activation link for an expired one: per address', async () => {
    const api = await startLimited('plancher', { activation: '1/1h' });
    expectOk(await api.call(register, { body: toolsRegistration({ email: 'lent@exemple.fr' }) }));
    const stale = await linkBody(api, 'lent@exemple.fr');
    api.ctx.advance(49 * HOUR);
    expect((await send(api, 'plancher', enableAccount, { body: stale })).status).toBe(403);
    await expectTooMany(await send(api, 'plancher', enableAccount, { body: stale }), 3600);
  });
});

describe('calls of a logged-in user', () => {
  test('e-mail change: per account', async () => {
    const api = await startLimited('plancher', { emailChange: '1/1h' });
    const user = await registerAndActivate(api, { email: 'change@exemple.fr' });
    const { token } = await login(api, user.email, user.password);
    const change = (newEmail: string) =>
      send(api, 'plancher', updateEmail, { token, body: { currentEmail: user.email, newEmail } });
    expect((await change('nouvelle@exemple.fr')).status).toBe(200);
    await expectTooMany(await change('encore@exemple.fr'), 3600);
  });

  test('floor share: per account, and per recipient whoever sends', async () => {
    const api = await startLimited('plancher', { share: '2/10m' });
    const luc = (await loginSeededUser(api)).token;
    const other = await registerAndActivate(api, { email: 'autre@exemple.fr' });
    const otherToken = (await login(api, other.email, other.password)).token;
    const share = (token: string, emails: string[]) =>
      send(api, 'plancher', shareSolution, {
        token,
        params: { slug: 'poutrelles-entrevous-pse-16-4' },
        body: { emails, firstname: 'Luc', lastname: 'Martin', senderEmail: 'luc@exemple.fr' },
      });
    expect((await share(luc, ['cible@exemple.fr'])).status).toBe(200);
    expect((await share(luc, ['x@exemple.fr'])).status).toBe(200);
    await expectTooMany(await share(luc, ['y@exemple.fr']), 600);
    expect((await share(otherToken, ['cible@exemple.fr'])).status).toBe(200);
    api.ctx.advance(MINUTE);
    const mails = (await api.outbox()).length;
    await expectTooMany(await share(otherToken, ['z@exemple.fr', 'CIBLE@exemple.fr']), 540);
    expect(await api.outbox()).toHaveLength(mails);
  });

  test('main-site report by e-mail: per account', async () => {
    const api = await startLimited('main', { sendRapport: '1/10m' });
    const sophie = (await logIn(api, SEED_ACCOUNTS.mainUpdated)).token;
    const { id } = expectOk(await api.call(mainHistoryList, { token: sophie })).datas.list[0]!;
    const sendRapport = (email: string) =>
      send(api, 'main', mainHistorySendRapport, { token: sophie, body: { id, emails: [email] } });
    expect((await sendRapport('client@exemple.fr')).status).toBe(200);
    await expectTooMany(await sendRapport('autre.client@exemple.fr'), 600);
  });
});

describe('design-office contact', () => {
  const contact = {
    phone: '06 12 34 56 78',
    lastname: 'Durand',
    firstname: 'Paul',
    company: 'Maçonnerie Durand',
    message: 'Une question.',
    email: 'paul.durand@exemple.fr',
  };

  test('per IP', async () => {
    const api = await startLimited('plancher', { agencyContact: '1/10m' });
    expect((await send(api, 'plancher', contactAgency, { ip: '203.0.113.20', body: contact })).status).toBe(200);
    await expectTooMany(await send(api, 'plancher', contactAgency, { ip: '203.0.113.20', body: contact }), 600);
    expect((await send(api, 'plancher', contactAgency, { ip: '203.0.113.21', body: contact })).status).toBe(200);
  });

  test('per network: neighbouring addresses share one count', async () => {
    const api = await startLimited('plancher', { agencyNetwork: '2/10m' });
    for (const ip of ['203.0.113.40', '203.0.113.41']) {
      expect((await send(api, 'plancher', contactAgency, { ip, body: contact })).status).toBe(200);
    }
    await expectTooMany(await send(api, 'plancher', contactAgency, { ip: '203.0.113.42', body: contact }), 600);
    expect((await send(api, 'plancher', contactAgency, { ip: '198.51.100.42', body: contact })).status).toBe(200);
  });

  test('past a design office’s cap, whoever writes: held for review, never refused', async () => {
    const api = await startLimited('plancher', { agencyOffice: '2/10m' });
    const office = AGENCIES[0]!.emails;
    for (const ip of ['203.0.113.30', '198.51.100.31']) {
      const reply = await send(api, 'plancher', contactAgency, { ip, body: contact });
      expect(await reply.json()).toMatchObject({ success: true, message: AGENCY_CONTACTED });
    }
    const held = await send(api, 'plancher', contactAgency, { ip: '192.0.2.32', body: contact });
    expect(held.status).toBe(200);
    expect(await held.json()).toMatchObject({ success: true, message: AGENCY_CONTACT_HELD });
    expect((await api.outbox()).filter((m) => office.includes(m.to))).toHaveLength(2 * office.length);
    const review = (await api.outbox()).filter((m) => m.to === DEFAULT_REVIEW_ADDRESS);
    expect(review).toHaveLength(1);
    expect(review[0]!.subject).toBe('[À vérifier] Demande de contact – Paul Durand, Maçonnerie Durand');
    expect(review[0]!.text).toContain(office.join(', '));
    expect(review[0]!.text).toContain('Une question.');
  });
});

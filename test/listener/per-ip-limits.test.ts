import { createDevice } from '@/src/contracts/account/device';
import { mainRequestReset, toolsRequestReset } from '@/src/contracts/account/password';
import { enableAccount, register } from '@/src/contracts/account/register';
import { mainLoginCheck, toolsLoginCheck } from '@/src/contracts/account/session';
import { contactAgency } from '@/src/contracts/floor/agency';
import type { SiteKey } from '@/demo-pages/reference-api/context';
import type { LimitName } from '@/demo-pages/reference-api/limits/limit-table';
import { tooManyMessage } from '@/demo-pages/reference-api/limits/rate-limit';
import { AGENCY_CONTACT } from '@/test/support/agency-contact';
import { callOverHttp, startListener, type HttpAnswer, type Listener } from '@/test/support/listener';
import { startApi } from '@/test/support/reference-api';
import { HOUR, linkBody, toolsRegistration, type Api } from '@/test/support/tools-flows';

/**
 * Every call limited per client address, over a real socket through the preview's host dispatch:
 * the caller's own address counts, another address has its own count, and `X-Forwarded-For` is
 * read only when `OSSATURE_TRUST_PROXY=1` says a proxy writes it.
 */

const VISITOR = '127.0.0.2';
const NEIGHBOUR = '127.0.0.3';
const POINTS = 2;

interface World {
  api: Api;
  listener: Listener;
}

let world: World | null = null;
afterEach(async () => {
  await world?.listener.close();
  world = null;
  delete process.env.OSSATURE_TRUST_PROXY;
});

async function startWorld(limits: Api['ctx']['limits']): Promise<World> {
  const api = await startApi('main');
  api.ctx.limits = limits;
  world = { api, listener: await startListener(api.ctx) };
  return world;
}

/** A device bearer for the main site's calls, registered over HTTP as the bundle does (the server names it). */
async function deviceBearer({ listener }: World): Promise<string> {
  const body = { browser: 'Firefox', browserVersion: '128.0', os: 'Linux' };
  const answer = await callOverHttp(listener, 'main', createDevice, { body, from: '127.0.0.9' });
  expect(answer.status).toBe(200);
  return answer.json.datas.device.token as string;
}

/**
 * One limited call: `prepare` builds, before any counted call, what the n-th attempt needs (a
 * device, expired links), and `send` makes the n-th attempt from an address, each for another
 * e-mail address so that only the per-IP count can refuse it.
 */
interface Limited {
  name: string;
  limit: LimitName;
  seconds: number;
  prepare?(world: World, attempts: number): Promise<(n: number, from: string) => Promise<HttpAnswer>>;
  send?(world: World, n: number, from: string): Promise<HttpAnswer>;
}

const wrongPassword = (n: number) => ({ username: `inconnu${n}@exemple.fr`, password: 'faux' });

const LIMITED: Limited[] = [
  {
    name: 'main login',
    limit: 'login',
    seconds: 900,
    async prepare(w) {
      const bearer = await deviceBearer(w);
      return (n, from) => callOverHttp(w.listener, 'main', mainLoginCheck, { bearer, from, body: wrongPassword(n) });
    },
  },
  {
    name: 'main password reset',
    limit: 'reset',
    seconds: 900,
    async prepare(w) {
      const bearer = await deviceBearer(w);
      return (n, from) =>
        callOverHttp(w.listener, 'main', mainRequestReset, { bearer, from, body: { username: `r${n}@exemple.fr` } });
    },
  },
  ...(['plancher', 'carbone'] as SiteKey[]).flatMap((site): Limited[] => [
    {
      name: `${site} login`,
      limit: 'login',
      seconds: 900,
      send: (w, n, from) => callOverHttp(w.listener, site, toolsLoginCheck, { from, body: wrongPassword(n) }),
    },
    {
      name: `${site} password reset`,
      limit: 'reset',
      seconds: 900,
      send: (w, n, from) =>
        callOverHttp(w.listener, site, toolsRequestReset, { from, body: { email: `r${n}@exemple.fr` } }),
    },
    {
      name: `${site} registration`,
      limit: 'register',
      seconds: 3600,
      send: (w, n, from) =>
        callOverHttp(w.listener, site, register, {
          from,
          body: toolsRegistration({ email: `inscrit${n}.${site}@exemple.fr` }),
        }),
    },
  ]),
  {
    name: 'fresh activation link for an expired one',
    limit: 'activation',
    seconds: 3600,
    async prepare(w, attempts) {
      const emails = Array.from({ length: attempts }, (_, n) => `expire${n}@exemple.fr`);
      for (const [n, email] of emails.entries()) {
        const from = `127.0.1.${n + 1}`;
        const answer = await callOverHttp(w.listener, 'plancher', register, {
          from,
          body: toolsRegistration({ email }),
        });
        expect(answer.status).toBe(200);
      }
      const links = await Promise.all(emails.map((email) => linkBody(w.api, email)));
      w.api.ctx.advance(49 * HOUR);
      return (n, from) => callOverHttp(w.listener, 'plancher', enableAccount, { from, body: links[n] });
    },
  },
  {
    name: 'design-office contact',
    limit: 'agencyContact',
    seconds: 600,
    send: (w, n, from) =>
      callOverHttp(w.listener, 'plancher', contactAgency, {
        from,
        body: { ...AGENCY_CONTACT, email: `c${n}@exemple.fr` },
      }),
  },
];

async function attemptsOf(limited: Limited, w: World, count: number) {
  if (limited.prepare) return limited.prepare(w, count);
  return (n: number, from: string) => limited.send!(w, n, from);
}

describe.each(LIMITED)('$name, through the listener', (limited) => {
  test('counts the caller’s address: 429 with Retry-After past the limit, another address unaffected', async () => {
    const w = await startWorld({ [limited.limit]: `${POINTS}/${limited.seconds}s` });
    const attempt = await attemptsOf(limited, w, POINTS + 2);
    for (let n = 0; n < POINTS; n++) expect((await attempt(n, VISITOR)).status).not.toBe(429);
    const refused = await attempt(POINTS, VISITOR);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(limited.seconds));
    expect(refused.json).toEqual({ success: false, message: tooManyMessage(limited.seconds), error: null });
    expect((await attempt(POINTS + 1, NEIGHBOUR)).status).not.toBe(429);
  });
});

describe('X-Forwarded-For', () => {
  const contact = (w: World, n: number, forwarded: string) =>
    callOverHttp(w.listener, 'plancher', contactAgency, {
      from: VISITOR,
      headers: { 'x-forwarded-for': forwarded },
      body: { ...AGENCY_CONTACT, email: `xff${n}@exemple.fr` },
    });

  test('is ignored without OSSATURE_TRUST_PROXY: a visitor cannot write himself new addresses', async () => {
    const w = await startWorld({ agencyContact: `${POINTS}/600s` });
    for (let n = 0; n < POINTS; n++) expect((await contact(w, n, `198.51.100.${n}`)).status).toBe(200);
    expect((await contact(w, POINTS, '198.51.100.99')).status).toBe(429);
  });

  test('with OSSATURE_TRUST_PROXY=1, the address the proxy appended is the one counted', async () => {
    process.env.OSSATURE_TRUST_PROXY = '1';
    const w = await startWorld({ agencyContact: `${POINTS}/600s` });
    // One proxy, many visitors: each has his own count.
    for (let n = 0; n <= POINTS; n++) expect((await contact(w, n, `203.0.113.${n + 1}`)).status).toBe(200);
    // What the client wrote before the proxy's entry does not make him someone else.
    for (let n = 0; n < POINTS; n++) expect((await contact(w, 10 + n, `10.0.0.${n}, 198.51.100.7`)).status).toBe(200);
    expect((await contact(w, 20, '10.9.9.9, 198.51.100.7')).status).toBe(429);
  });
});

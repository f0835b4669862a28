import { shareSolution } from '@/src/contracts/floor/solution';
import { createHash } from 'node:crypto';
import { createSiteApi } from '@/demo-pages/reference-api/app';
import {
  BAD_IDEMPOTENCY_KEY,
  callerOf,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_KEY_RUNNING,
  IDEMPOTENCY_TTL_MS,
  keyId,
} from '@/demo-pages/reference-api/http/idempotency';
import { claimKey, RUNNING_CLAIM_MS } from '@/demo-pages/reference-api/http/idempotency-store';
import { API_ORIGIN, startApi, TEST_BROWSER_KEY } from '@/test/support/reference-api';
import { login, loginSeededUser, registerAndActivate, type Api } from '@/test/support/tools-flows';

/** A repeated or concurrent mail-sending call sends once (docs/reference-api.md 'Limits, mail safety, idempotency'). */

const SITE = 'http://plancher.localhost:8080';
const SHARE_PATH = '/api/solution/poutrelles-entrevous-pse-16-4/share/';
const BODY = { emails: ['claire@exemple.fr'], firstname: 'Luc', lastname: 'Martin', senderEmail: 'luc@exemple.fr' };

let api: Api;
let luc: string;
beforeEach(async () => {
  api = await startApi('plancher');
  luc = (await loginSeededUser(api)).token;
});

function share(key: string | null, token = luc, body: object = BODY) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    origin: SITE,
  };
  if (key !== null) headers['idempotency-key'] = key;
  return api.raw(shareSolution.method, SHARE_PATH, { headers, body: JSON.stringify(body) });
}

const toOther = { ...BODY, emails: ['bruno@exemple.fr'] };

test('a repeat with the same key gets the first answer and sends nothing', async () => {
  const first = await share('cle-partage-0001');
  const again = await share('cle-partage-0001');
  expect(first.status).toBe(200);
  expect(again.status).toBe(200);
  expect(await again.json()).toEqual(await first.json());
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(again.headers.get('access-control-allow-origin')).toBe(SITE);
  expect(await api.outbox()).toHaveLength(1);
});

test('the same key with another body is a 422 that sends nothing, and the first answer stays', async () => {
  expect((await share('cle-partage-0010')).status).toBe(200);
  const reused = await share('cle-partage-0010', luc, toOther);
  expect(reused.status).toBe(422);
  expect(await reused.json()).toEqual({ success: false, message: IDEMPOTENCY_KEY_REUSED, error: null });
  expect((await api.outbox()).map((mail) => mail.to)).toEqual(['claire@exemple.fr']);
  expect((await share('cle-partage-0010')).headers.get('idempotent-replayed')).toBe('true');
  // The body's bytes count: the same fields in another order are another request.
  const reordered = {
    senderEmail: BODY.senderEmail,
    lastname: BODY.lastname,
    firstname: BODY.firstname,
    emails: BODY.emails,
  };
  expect((await share('cle-partage-0010', luc, reordered)).status).toBe(422);
});

test('another body while the first still runs: a 422 at once, and one mail, the first', async () => {
  const [first, reused] = await Promise.all([share('cle-partage-0011'), share('cle-partage-0011', luc, toOther)]);
  expect([first.status, reused.status]).toEqual([200, 422]);
  expect((await api.outbox()).map((mail) => mail.to)).toEqual(['claire@exemple.fr']);
});

test('a key whose first answer was not kept (a 429) is free for another body', async () => {
  api.ctx.limits = { share: '1/10m' };
  expect((await share('cle-partage-0012')).status).toBe(200);
  expect((await share('cle-partage-0013')).status).toBe(429);
  api.ctx.advance(10 * 60_000);
  expect((await share('cle-partage-0013', luc, toOther)).status).toBe(200);
  expect((await api.outbox()).map((mail) => mail.to)).toContain('bruno@exemple.fr');
});

test('two identical calls at once send one mail', async () => {
  const answers = await Promise.all([share('cle-partage-0002'), share('cle-partage-0002')]);
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(await api.outbox()).toHaveLength(1);
});

test('another key, another caller or the end of the window: the call runs again', async () => {
  await share('cle-partage-0003');
  await share('cle-partage-0004');
  expect(await api.outbox()).toHaveLength(2);
  const other = await registerAndActivate(api, { email: 'autre@exemple.fr' });
  const otherToken = (await login(api, other.email, other.password)).token;
  const mailsBefore = (await api.outbox()).length;
  expect((await share('cle-partage-0003', otherToken)).headers.get('idempotent-replayed')).toBeNull();
  expect(await api.outbox()).toHaveLength(mailsBefore + 1);
  api.ctx.advance(IDEMPOTENCY_TTL_MS);
  expect((await share('cle-partage-0003')).headers.get('idempotent-replayed')).toBeNull();
  expect(await api.outbox()).toHaveLength(mailsBefore + 2);
});

test('a 429 is not kept: the same key runs once the limit allows', async () => {
  api.ctx.limits = { share: '1/10m' };
  expect((await share('cle-partage-0005')).status).toBe(200);
  expect((await share('cle-partage-0006')).status).toBe(429);
  api.ctx.advance(10 * 60_000);
  const retried = await share('cle-partage-0006');
  expect(retried.status).toBe(200);
  expect(retried.headers.get('idempotent-replayed')).toBeNull();
});

test('without a key the call runs each time; a malformed key is a 400', async () => {
  await share(null);
  await share(null);
  expect(await api.outbox()).toHaveLength(2);
  const bad = await share('court');
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ success: false, message: BAD_IDEMPOTENCY_KEY, error: null });
});

test('the body read for its hash still has its size limit, and the handler still reads it', async () => {
  const huge = { ...BODY, firstname: 'L'.repeat(70 * 1024) };
  const refused = await share('cle-partage-0014', luc, huge);
  expect(refused.status).toBe(413);
  expect(((await refused.json()) as { message: string }).message).toMatch(/trop volumineuse/);
  const malformed = await share('cle-partage-0015', luc, { ...BODY, emails: [] });
  expect(((await malformed.json()) as { error: unknown }).error).toEqual({ emails: 'Champ obligatoire' });
  expect(await api.outbox()).toHaveLength(0);
});

test('CORS lets pages send the key and read Retry-After', async () => {
  const preflight = await api.raw('OPTIONS', SHARE_PATH, {
    headers: {
      origin: SITE,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type,idempotency-key',
    },
  });
  expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  const answer = await share('cle-partage-0007');
  expect(answer.headers.get('access-control-expose-headers')).toContain('Retry-After');
});

describe('two instances on one database', () => {
  /** The same API again, as a second process would serve it: its own memory, the same tables. */
  function otherInstance(key: string, body: object = BODY) {
    const app = createSiteApi({ ...api.ctx }, 'plancher');
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${luc}`,
      origin: SITE,
      'x-ossature-browser': TEST_BROWSER_KEY,
      'idempotency-key': key,
    };
    const init = { method: shareSolution.method, headers, body: JSON.stringify(body) };
    return app.fetch(new Request(API_ORIGIN.plancher + SHARE_PATH, init));
  }

  test('a repeat through the other instance gets the first answer and sends nothing', async () => {
    const first = await share('cle-partage-0100');
    const again = await otherInstance('cle-partage-0100');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await api.outbox()).toHaveLength(1);
    expect((await otherInstance('cle-partage-0100', toOther)).status).toBe(422);
  });

  test('while the first still runs on one instance, the other answers 409 with Retry-After', async () => {
    const id = keyId(shareSolution.method, SHARE_PATH, callerOf(`Bearer ${luc}`, null), 'cle-partage-0101');
    const hash = createHash('sha256').update(JSON.stringify(BODY)).digest('base64url');
    expect(await claimKey(api.ctx.db, id, hash, api.ctx.now())).toEqual({ kind: 'claimed' });
    const running = await otherInstance('cle-partage-0101');
    expect(running.status).toBe(409);
    expect(running.headers.get('retry-after')).toBe('2');
    expect(await running.json()).toEqual({ success: false, message: IDEMPOTENCY_KEY_RUNNING, error: null });
    expect(await api.outbox()).toHaveLength(0);
    // An instance that died mid-request does not hold the key for ever.
    api.ctx.advance(RUNNING_CLAIM_MS);
    expect((await otherInstance('cle-partage-0101')).status).toBe(200);
    expect(await api.outbox()).toHaveLength(1);
  });
});

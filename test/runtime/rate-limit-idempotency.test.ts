/** @jest-environment ./test/support/jsdom-environment.cjs */
import { createApiClient } from '@/src/api/client';
import { RateLimitError, readRetryAfter, tooManyRequestsMessage } from '@/src/api/rate-limit-error';
import { guardApi, refusedBy, done } from '@/src/api/outcome';
import { toolsLoginCheck } from '@/src/contracts/account/session';
import { toolsRequestReset } from '@/src/contracts/account/password';
import { shareSolution } from '@/src/contracts/floor/solution';
import { SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import { freshSession, previewConfig } from '@/test/support/runtime';

/** The client's side of the API's limits and idempotency (docs/reference-api.md). */

const { tools: luc } = SEED_ACCOUNTS;
const SLUG = 'poutrelles-entrevous-pse-16-4';
const BODY = { emails: ['claire@exemple.fr'], firstname: 'Luc', lastname: 'Martin', senderEmail: luc.email };

/** A floor page's client on the in-process API; `lose` drops the answer of the next request after the server handled it. */
async function floorPage() {
  const api = await startApi('plancher');
  const keys: (string | null)[] = [];
  let lose = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname.endsWith('/share/')) keys.push(request.headers.get('idempotency-key'));
    const response = await api.app.fetch(request);
    if (lose > 0) {
      lose--;
      throw new TypeError('connection reset');
    }
    return response;
  };
  const session = await freshSession();
  const client = createApiClient({
    config: previewConfig('plancher'),
    session,
    fetch: fetch as typeof globalThis.fetch,
  });
  const login = await client.call(toolsLoginCheck, { body: { username: luc.email, password: luc.password } });
  if (!login.ok) throw new Error(login.message);
  const { user, token, refreshToken } = login.datas;
  session.login({ ...user, token, refreshToken, updatedPassword: true }, false);
  const share = (body: typeof BODY = BODY) => client.call(shareSolution, { params: { slug: SLUG }, body });
  return { api, client, keys, share, loseNext: () => (lose = 1) };
}

describe('a 429', () => {
  test('becomes a RateLimitError saying when to retry, which guardApi makes the refusal shown to the user', async () => {
    const { api, client } = await floorPage();
    api.ctx.limits = { reset: '1/15m' };
    const reset = () =>
      guardApi(async () => {
        const reply = await client.call(toolsRequestReset, { body: { email: luc.email } });
        return reply.ok ? done() : refusedBy(reply);
      });
    expect(await reset()).toEqual({ kind: 'done' });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await reset()).toEqual({
      kind: 'refused',
      toast: 'Trop de demandes : réessayez dans 15 minutes.',
      retryLater: true,
    });
    logged.mockRestore();
    await expect(client.call(toolsRequestReset, { body: { email: luc.email } })).rejects.toBeInstanceOf(RateLimitError);
  });

  test('Retry-After in seconds or as a date; a missing one still gives a sentence', () => {
    const now = Date.UTC(2026, 10, 27, 10, 0, 0);
    expect(readRetryAfter('180', now)).toBe(180);
    expect(readRetryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90);
    expect(readRetryAfter(null, now)).toBeNull();
    expect(readRetryAfter('bientôt', now)).toBeNull();
    expect(tooManyRequestsMessage(1)).toBe('Trop de demandes : réessayez dans 1 seconde.');
    expect(tooManyRequestsMessage(180)).toBe('Trop de demandes : réessayez dans 3 minutes.');
    expect(tooManyRequestsMessage(3 * 3600)).toBe('Trop de demandes : réessayez dans 3 heures.');
    expect(tooManyRequestsMessage(null)).toBe('Trop de demandes : réessayez dans quelques minutes.');
  });
});

describe('Idempotency-Key', () => {
  test('a double submit carries one key and sends one mail', async () => {
    const { api, keys, share } = await floorPage();
    const [a, b] = await Promise.all([share(), share()]);
    expect(a.ok && b.ok).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await api.outbox()).toHaveLength(1);
  });

  test('a retry after a lost answer keeps the key: the mail went once', async () => {
    const { api, keys, share, loseNext } = await floorPage();
    loseNext();
    await expect(share()).rejects.toMatchObject({ name: 'NetworkError' });
    expect((await share()).ok).toBe(true);
    expect(keys[1]).toBe(keys[0]);
    expect(await api.outbox()).toHaveLength(1);
  });

  test('a recipient edited after a lost answer is another request, with a new key: its mail goes', async () => {
    const { api, keys, share, loseNext } = await floorPage();
    loseNext();
    await expect(share()).rejects.toMatchObject({ name: 'NetworkError' });
    const edited = await share({ ...BODY, emails: ['bruno@exemple.fr'] });
    expect(edited.ok).toBe(true);
    expect(keys[1]).not.toBe(keys[0]);
    expect((await api.outbox()).map((mail) => mail.to)).toEqual(['bruno@exemple.fr', 'claire@exemple.fr']);
  });

  test('once answered, sharing again is a new submission with a new key', async () => {
    const { api, keys, share } = await floorPage();
    await share();
    await share();
    expect(keys[1]).not.toBe(keys[0]);
    expect(await api.outbox()).toHaveLength(2);
  });
});

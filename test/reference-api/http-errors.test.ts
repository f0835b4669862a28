import { fillPath, type Call } from '@/src/contracts';
import { createDevice, verifyDevice } from '@/src/contracts/account/device';
import { confirmEmail, emailAvailable, updateEmail } from '@/src/contracts/account/email';
import {
  getPasswordCriteria,
  mainRequestReset,
  mainUpdatePassword,
  resetPassword,
  toolsRequestReset,
  toolsUpdatePassword,
} from '@/src/contracts/account/password';
import { mainGetProfile, mainSetProfile, toolsGetUser, toolsUpdateUser } from '@/src/contracts/account/profile';
import { enableAccount, register } from '@/src/contracts/account/register';
import { mainLoginCheck, mainLogout, toolsLoginCheck, toolsLogout, verifyUser } from '@/src/contracts/account/session';
import { refreshToken } from '@/src/contracts/account/token-refresh';
import type { SiteKey } from '@/demo-pages/reference-api/context';
import { MAX_BODY_BYTES } from '@/demo-pages/reference-api/http/read-body';
import { connect } from 'node:net';
import { listen } from '@/demo-pages/server/listen';
import { expectEnvelope, read, STACK_LINE } from '@/test/support/http';
import { startApi } from '@/test/support/reference-api';

type Api = Awaited<ReturnType<typeof startApi>>;

/** A public POST call of each site, so the body is read without any bearer. */
const PUBLIC_POST: Record<
  'main' | 'plancher',
  { path: string; valid: Record<string, unknown>; wrongType: Record<string, unknown> }
> = {
  main: {
    path: '/api/device/create',
    valid: { browser: 'Firefox', browserVersion: '128', os: 'Linux' },
    wrongType: { browser: 42, browserVersion: '128', os: 'Linux' },
  },
  plancher: {
    path: '/api/login-check',
    valid: { username: 'luc.martin@exemple.fr', password: 'x' },
    wrongType: { username: 'luc.martin@exemple.fr', password: 'x', rememberMe: 'oui' },
  },
};

const JSON_HEADERS = { 'content-type': 'application/json' };

afterEach(() => jest.restoreAllMocks());

describe.each(['main', 'plancher'] as const)('the %s API refuses bad requests with a French envelope', (site) => {
  const { path, valid, wrongType } = PUBLIC_POST[site];
  let api: Api;
  beforeAll(async () => {
    api = await startApi(site);
  });
  const post = (body: string, headers: Record<string, string> = JSON_HEADERS) =>
    api.raw('POST', path, { body, headers });

  it('malformed JSON → 400', async () => {
    const failure = await expectEnvelope(await post('{"username": '), 400);
    expect(failure.message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it.each(['[]', '"x"', '42', 'null', 'true'])('a body that is not an object (%s) → 400', async (body) => {
    const failure = await expectEnvelope(await post(body), 400);
    expect(failure.message).toBe('Le corps de la requête doit être un objet JSON.');
  });

  it('an empty body where one is required → 400', async () => {
    const failure = await expectEnvelope(await post(''), 400);
    expect(failure.message).toBe('Le corps de la requête doit être un objet JSON.');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'a body declared as %s → 415',
    async (type) => {
      const failure = await expectEnvelope(await post(JSON.stringify(valid), { 'content-type': type }), 415);
      expect(failure.message).toBe('Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).');
    },
  );

  it('a body over 64 KB → 413, whether declared or not', async () => {
    const big = JSON.stringify({ ...valid, padding: 'x'.repeat(MAX_BODY_BYTES) });
    const failure = await expectEnvelope(await post(big), 413);
    expect(failure.message).toBe('La requête est trop volumineuse (64 Ko au maximum).');
    const declared = await post('{}', { ...JSON_HEADERS, 'content-length': String(10 * MAX_BODY_BYTES) });
    expect((await expectEnvelope(declared, 413)).message).toBe(failure.message);
  });

  it('a body sent in chunks with no length → 413, read no further than the limit', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 100 * MAX_BODY_BYTES) return controller.close();
        const chunk = new TextEncoder().encode(sent === 0 ? '{"padding": "' : 'x'.repeat(16 * 1024));
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`http://api.example${path}`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const failure = await expectEnvelope(await api.app.fetch(request), 413);
    expect(failure.message).toBe('La requête est trop volumineuse (64 Ko au maximum).');
    expect(sent).toBeLessThan(2 * MAX_BODY_BYTES);
  });

  it.each(['abc', '-1', '12, 12', '1e3'])('a malformed Content-Length (%s) → 400', async (length) => {
    const failure = await expectEnvelope(await post('{}', { ...JSON_HEADERS, 'content-length': length }), 400);
    expect(failure.message).toBe("L'en-tête Content-Length de la requête est invalide.");
  });

  it('an unknown path, or a known path with the wrong method → 404 envelope', async () => {
    const failure = await expectEnvelope(await api.raw('GET', '/api/nope'), 404);
    expect(failure).toEqual({ success: false, message: "Cette adresse n'existe pas sur l'API.", error: null });
    await expectEnvelope(await api.raw('GET', path), 404);
  });

  it("a field of the wrong type → 400 'Valeur invalide' on that field", async () => {
    const failure = await expectEnvelope(await post(JSON.stringify(wrongType)), 400);
    expect(failure.message).toBe('Certains champs sont invalides.');
    expect(Object.values(failure.error ?? {})).toEqual(['Valeur invalide']);
  });
});

describe('no request, however odd, gets a 500 or a stack trace', () => {
  const ODD_BODIES = [
    '{',
    '[]',
    '"x"',
    'null',
    '{}',
    '{"__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {}}}',
    JSON.stringify({ username: 'a@b.fr', password: 'x', email: 'a@b.fr', uuid: '\ud800', plainPassword: [] }),
    JSON.stringify({ id: 1e308, signature: {}, expires: -1, token: null, refreshToken: 'a.b.c.d' }),
    `{"uuid": ${'['.repeat(1000)}${']'.repeat(1000)}}`,
  ];

  /** Every account call of each site. */
  const MAIN_CALLS = [
    createDevice,
    verifyDevice,
    mainRequestReset,
    mainLoginCheck,
    mainGetProfile,
    mainSetProfile,
    mainUpdatePassword,
    verifyUser,
    mainLogout,
  ];
  const TOOLS_CALLS = [
    register,
    enableAccount,
    toolsLoginCheck,
    refreshToken,
    toolsLogout,
    toolsUpdatePassword,
    toolsRequestReset,
    resetPassword,
    getPasswordCriteria,
    toolsGetUser,
    toolsUpdateUser,
    updateEmail,
    confirmEmail,
    emailAvailable,
  ];
  const cases = (site: SiteKey, calls: Call<any, any>[]) => calls.map((call) => [site, call.name, call] as const);

  it.each([...cases('main', MAIN_CALLS), ...cases('plancher', TOOLS_CALLS)])('%s %s', async (site, _, call) => {
    const api = await startApi(site);
    const url = fillPath(call.path, { email: 'a%40b.fr' });
    const broken: unknown[] = [];
    for (const token of [undefined, 'garbage', 'e30.e30.e30']) {
      const headers: Record<string, string> = {
        ...JSON_HEADERS,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      };
      const bodies = call.method === 'GET' || call.method === 'DELETE' ? [undefined] : ODD_BODIES;
      for (const body of bodies) {
        const { status, text, json } = await read(await api.raw(call.method, url, { headers, body }));
        const envelope = typeof json === 'object' && json !== null && 'success' in json && 'message' in json;
        if (status >= 500 || STACK_LINE.test(text) || !envelope)
          broken.push({ token, body: body?.slice(0, 60), status, text });
      }
    }
    expect(broken).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

// A 10 KB body nested ~5000 levels deep would overflow superstruct's stack when it prints the
// value: read-body.ts refuses bodies nested deeper than any real payload.
it.each(['main', 'plancher'] as const)('%s: a deeply nested body is a 400, not a 500', async (site) => {
  const api = await startApi(site);
  const body = `{"username": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
  const path = PUBLIC_POST[site].path;
  const response = await api.raw('POST', path, { headers: JSON_HEADERS, body });
  expect(response.status).toBe(400);
});

describe('CORS: pages call their API from another origin', () => {
  const preflight = (api: Api, origin: string) =>
    api.raw('OPTIONS', '/api/login-check', {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it.each([
    ['main', 'http://site.localhost:8080'],
    ['plancher', 'http://plancher.localhost:8080'],
    ['carbone', 'http://carbone.localhost:8080'],
    ['carbone', 'http://neo.carbone.localhost:8080'],
    ['carbone', 'http://partenaire.carbone.localhost:8080'],
  ] as const)('%s allows its page origin %s, with the Authorization header', async (site, origin) => {
    const api = await startApi(site);
    const response = await preflight(api, origin);
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it.each([
    ['main', 'http://evil.localhost:8080'],
    ['main', 'http://plancher.localhost:8080'],
    ['carbone', 'http://site.localhost:8080'],
    ['plancher', 'http://plancher.localhost:8080.evil.com'],
    ['plancher', 'null'],
  ] as const)('%s gives no allow-origin to the foreign origin %s', async (site, origin) => {
    const api = await startApi(site);
    expect((await preflight(api, origin)).headers.get('access-control-allow-origin')).toBeNull();
    const actual = await api.raw('POST', '/api/login-check', { headers: { origin, ...JSON_HEADERS }, body: '{}' });
    expect(actual.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a refusal keeps the CORS headers, so the page can read the French message and Retry-After', async () => {
    const api = await startApi('main');
    const response = await api.raw('POST', '/api/login-check', {
      headers: { origin: 'http://site.localhost:8080', ...JSON_HEADERS },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://site.localhost:8080');
    expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(await response.json()).toMatchObject({ message: 'Appareil non reconnu. Veuillez recharger la page.' });
  });
});

describe("requests Node's HTTP parser refuses get the French envelope too, not a bare status line", () => {
  /** Writes a raw request to the listening server; answers all it sends back. */
  const exchange = (port: number, raw: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(raw));
      let answer = '';
      socket.on('data', (data) => (answer += data.toString('utf8')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it.each([
    ['a malformed Content-Length', 'Content-Length: abc', 400, "L'en-tête Content-Length de la requête est invalide."],
    [
      'headers over the limit',
      `X-Bourrage: ${'x'.repeat(20 * 1024)}`,
      431,
      'Les en-têtes de la requête sont trop volumineux.',
    ],
  ])('%s', async (_, header, status, message) => {
    const api = await startApi('plancher');
    const port = await new Promise<number>((resolve) => {
      const server = listen(api.app, 0, (info) => resolve(info.port));
      afterCleanup.push(() => new Promise((done) => server.close(() => done())));
    });
    const answer = await exchange(
      port,
      `POST /api/login-check HTTP/1.1\r\nHost: api.plancher.localhost\r\nContent-Type: application/json\r\n${header}\r\n\r\n{}`,
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body!)).toEqual({ success: false, message, error: null });
  });
});

const afterCleanup: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(afterCleanup.map((close) => close())));

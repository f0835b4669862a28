/** @jest-environment ./test/support/jsdom-environment.cjs */
import { createApiClient } from '@/src/api/client';
import { done, guardApi, refused, refusedBy, type Outcome } from '@/src/api/outcome';
import { getPasswordCriteria, toolsRequestReset } from '@/src/contracts/account/password';
import { toolsLoginCheck } from '@/src/contracts/account/session';
import { report, submitWith } from '@/src/ui/form/submit';
import { overlays } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { SEED_ACCOUNTS } from '@/test/support/reference-api';
import { failureResponse } from '@/test/support/runtime';
import { clearToasts } from '@/test/support/toasts';

/**
 * The one outcome of a call that may be refused (src/api/outcome.ts) and the one submit helper
 * of the forms (src/ui/form/submit.ts), against the reference API and the client's real errors.
 */

/**
 * The API client of a floor-site page (installed as the page's runtime, which the toasts' host
 * reads), whose requests `answer` may answer instead of the reference API.
 */
async function floorClient(answer?: (request: Request) => Response | undefined, timeoutMs?: number) {
  const { runtime, recorder } = await startPage('plancher', { intercept: answer });
  if (timeoutMs === undefined) return runtime.api;
  return createApiClient({ config: runtime.config, session: runtime.session, fetch: recorder.fetch, timeoutMs });
}

/** The login of the floor site as an outcome, the way the flows write it. */
const loginOutcome = (client: Awaited<ReturnType<typeof floorClient>>, password: string): Promise<Outcome> =>
  guardApi(async () => {
    const reply = await client.call(toolsLoginCheck, { body: { username: SEED_ACCOUNTS.tools.email, password } });
    return reply.ok ? done({ toast: 'Bienvenue' }) : refusedBy(reply);
  });

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await clearToasts();
  jest.restoreAllMocks();
});

describe('done, refused, refusedBy', () => {
  it('done carries what the flow adds; refused leaves out what it was not given', () => {
    expect(done()).toEqual({ kind: 'done' });
    expect(done({ toast: 'Enregistré', id: 4 })).toEqual({ kind: 'done', toast: 'Enregistré', id: 4 });
    expect(refused()).toEqual({ kind: 'refused' });
    expect(refused('', { email: 'E-mail invalide' })).toEqual({
      kind: 'refused',
      fields: { email: 'E-mail invalide' },
    });
  });

  it('a refused reply gives its message as the toast and its error map as the fields', async () => {
    const client = await floorClient((request) =>
      new URL(request.url).pathname === '/api/user/password/reset/'
        ? Response.json(
            { success: false, message: 'Adresse inconnue.', error: { email: 'Adresse inconnue.' } },
            { status: 400 },
          )
        : undefined,
    );
    const reply = await client.call(toolsRequestReset, { body: { email: 'personne@exemple.fr' } });
    if (reply.ok) throw new Error('expected a refusal');
    expect(refusedBy(reply)).toEqual({
      kind: 'refused',
      toast: 'Adresse inconnue.',
      fields: { email: 'Adresse inconnue.' },
    });
  });

  it('a refusal with a blank message and no error map has neither toast nor fields', async () => {
    const client = await floorClient(() => failureResponse(400, '  '));
    const reply = await client.call(getPasswordCriteria);
    if (reply.ok) throw new Error('expected a refusal');
    expect(refusedBy(reply)).toEqual({ kind: 'refused' });
  });
});

describe('guardApi', () => {
  it("hands over the flow's outcome, done or refused, without logging", async () => {
    const client = await floorClient();
    expect(await loginOutcome(client, SEED_ACCOUNTS.tools.password)).toEqual({ kind: 'done', toast: 'Bienvenue' });
    expect(await loginOutcome(client, 'pas-le-bon')).toEqual({ kind: 'refused', toast: 'Identifiants invalides.' });
    expect(logged).not.toHaveBeenCalled();
  });

  it.each([
    ['a 5xx', () => failureResponse(500, 'stack trace'), /momentanément indisponible/],
    [
      "a 4xx in the provider's envelope (with its own reason)",
      () => failureResponse(404, 'Ce compte est introuvable.'),
      /^Ce compte est introuvable\.$/,
    ],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      /Vérifiez votre connexion/,
    ],
    [
      'an answer that breaks the contract',
      () => Response.json({ success: true, message: '', error: null, datas: {} }),
      /^Une erreur est survenue\. Veuillez réessayer\.$/,
    ],
  ])("turns %s into a refusal with the client's French message, logged once", async (_, answer, message) => {
    const client = await floorClient(answer);
    expect(await loginOutcome(client, 'x')).toEqual({ kind: 'refused', toast: expect.stringMatching(message) });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[ossature\] loginCheck: /));
  });

  it('turns a timeout into a refusal too', async () => {
    const client = await floorClient(() => new Promise<never>(() => undefined) as never, 50);
    expect(await loginOutcome(client, 'x')).toEqual({
      kind: 'refused',
      toast: 'Le serveur met trop de temps à répondre. Veuillez réessayer.',
    });
  });

  it('lets a bug through: only the API client errors are refusals', async () => {
    await expect(
      guardApi(async () => {
        throw new TypeError('undefined is not a function');
      }),
    ).rejects.toThrow(TypeError);
    expect(logged).not.toHaveBeenCalled();
  });

  it("keeps a flow's own kinds of outcome", async () => {
    const outcome = await guardApi(async () => ({ kind: 'new-password' as const }));
    expect(outcome).toEqual({ kind: 'new-password' });
  });
});

describe('report and submitWith', () => {
  beforeEach(() => startPage('plancher'));

  it('a refusal shows its toast as an error and gives its field errors to the form', async () => {
    expect(report(refused('Adresse inconnue.', { email: 'Adresse inconnue.' }))).toEqual({
      email: 'Adresse inconnue.',
    });
    const toast = await (await overlays()).findByText('Adresse inconnue.');
    expect(toast.closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('error');
  });

  it('a done outcome shows its toast as a success, then goes on with the outcome and the values sent', async () => {
    const then = jest.fn();
    const submit = submitWith(
      async (values: { name: string }) => done({ toast: `Bonjour ${values.name}`, id: 7 }),
      then,
    );
    expect(await submit({ name: 'Luc' })).toBeUndefined();
    expect(then).toHaveBeenCalledWith({ kind: 'done', toast: 'Bonjour Luc', id: 7 }, { name: 'Luc' });
    const toast = await (await overlays()).findByText('Bonjour Luc');
    expect(toast.closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('success');
  });

  it('a refusal from the server stops there: its fields come back, nothing goes on', async () => {
    const client = await floorClient();
    const then = jest.fn();
    const submit = submitWith((values: { password: string }) => loginOutcome(client, values.password), then);
    expect(await submit({ password: 'pas-le-bon' })).toBeUndefined();
    expect(then).not.toHaveBeenCalled();
    await (await overlays()).findByText('Identifiants invalides.');
  });
});

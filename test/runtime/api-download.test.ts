/** @jest-environment ./test/support/jsdom-environment.cjs */
import { unzipSync } from 'fflate';
import { createApiClient } from '@/src/api/client';
import { fileNameOf } from '@/src/api/download-file';
import { ContractError, HttpError } from '@/src/api/errors';
import { defineDownload } from '@/src/contracts';
import { toolsLoginCheck } from '@/src/contracts/account/session';
import { downloadSolutionFiles, downloadSolutionRecap } from '@/src/contracts/floor/solution';
import { createRuntime } from '@/src/runtime/runtime';
import { SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import { freshSession, previewConfig, recordingFetch } from '@/test/support/runtime';

/** `ApiClient.download` (floor-and-carbon-tools §7 'return files') against the reference API, in-process. */

const SLUG = 'poutrelles-entrevous-pse-12-4';
const LIBELLE = 'Plancher poutrelles + entrevous PSE 12+4';
const { tools: luc } = SEED_ACCOUNTS;

async function floorPage(intercept?: Parameters<typeof recordingFetch>[1]) {
  const api = await startApi('plancher');
  const http = recordingFetch(api.app, intercept);
  const session = await freshSession();
  const runtime = createRuntime({ config: previewConfig('plancher'), fetch: http.fetch, session });
  return { api, http, session, runtime };
}

async function logIn({ runtime, session }: Awaited<ReturnType<typeof floorPage>>) {
  const login = await runtime.api.call(toolsLoginCheck, { body: { username: luc.email, password: luc.password } });
  if (!login.ok) throw new Error(login.message);
  const { user, token, refreshToken } = login.datas;
  session.login({ ...user, token, refreshToken, updatedPassword: true }, false);
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const text = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1');

describe('a download', () => {
  test('hands over the file, named from Content-Disposition (its UTF-8 name)', async () => {
    const { runtime } = await floorPage();
    const reply = await runtime.api.download(downloadSolutionFiles, { params: { slug: SLUG } });
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.filename).toBe(`${LIBELLE} – documents.zip`);
    expect(reply.blob.type).toBe('application/zip');
    const entries = unzipSync(await bytesOf(reply.blob));
    expect(Object.keys(entries).length).toBeGreaterThan(0);
    for (const bytes of Object.values(entries)) expect(text(bytes)).toBe('%PDF-');
  });

  test('without a login, a user download is a 401 refusal with the server message (the island opens the login)', async () => {
    const { runtime, http } = await floorPage();
    const reply = await runtime.api.download(downloadSolutionRecap, { params: { slug: SLUG } });
    expect(reply).toEqual({ ok: false, status: 401, message: expect.stringMatching(/\S/), error: null });
    expect(http.count(`/api/solution/${SLUG}/download-recap/`)).toBe(1);
  });

  test('an expired token is refreshed once, then the download retried with the new one', async () => {
    const page = await floorPage();
    await logIn(page);
    const before = page.session.store.getState().user!.token;
    page.api.ctx.advance(61 * 60 * 1000);
    const reply = await page.runtime.api.download(downloadSolutionRecap, { params: { slug: SLUG } });
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.filename).toBe(`${LIBELLE} – récapitulatif.pdf`);
    expect(text(await bytesOf(reply.blob))).toBe('%PDF-');
    const tries = page.http.requests.filter((r) => r.path === `/api/solution/${SLUG}/download-recap/`);
    expect(tries.map((r) => r.authorization)).toEqual([`Bearer ${before}`, expect.not.stringContaining(before)]);
    expect(page.http.count('/api/token/refresh/')).toBe(1);
  });

  test('the query string goes with the request and with its retry', async () => {
    const page = await floorPage();
    await logIn(page);
    page.session.login({ ...page.session.store.getState().user!, token: 'expired-token' }, false);
    const reply = await page.runtime.api.download(downloadSolutionRecap, {
      params: { slug: SLUG },
      query: '?simulation=',
    });
    expect(reply.ok).toBe(true);
    const tries = page.http.requests.filter((r) => r.path.endsWith('/download-recap/'));
    expect(tries.map((r) => new URL(r.url).search)).toEqual(['?simulation=', '?simulation=']);
  });

  test('an unknown solution throws an HttpError with the server reason (404)', async () => {
    const { runtime } = await floorPage();
    const error = await runtime.api
      .download(downloadSolutionFiles, { params: { slug: 'inconnu' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, userMessage: 'Ce système est introuvable.' });
  });

  test('a success of another content type (an HTML error page) is a ContractError naming the call', async () => {
    const { runtime } = await floorPage(
      () => new Response('<html>Maintenance</html>', { headers: { 'content-type': 'text/html' } }),
    );
    const error = await runtime.api
      .download(downloadSolutionFiles, { params: { slug: SLUG } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({
      callName: 'downloadSolutionFiles',
      userMessage: 'Une erreur est survenue. Veuillez réessayer.',
    });
    expect((error as Error).message).toMatch(/application\/zip.*text\/html/);
  });

  test('a file without a name gets the call name and the extension of its type', async () => {
    const client = createApiClient({
      config: previewConfig('plancher'),
      session: await freshSession(),
      fetch: async () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
    });
    const download = defineDownload({
      name: 'downloadThing',
      path: '/api/thing/',
      auth: 'public',
      contentType: 'application/pdf',
    });
    const reply = await client.download(download);
    expect(reply).toMatchObject({ ok: true, status: 200, filename: 'downloadThing.pdf' });
  });
});

describe('the file name of Content-Disposition', () => {
  test.each([
    [
      `attachment; filename="plancher.zip"; filename*=UTF-8''Plancher%20%C3%A9t%C3%A9%20%E2%80%93%20documents.zip`,
      'Plancher été – documents.zip',
    ],
    [`attachment; filename*=utf-8'fr'r%C3%A9cap.pdf; filename="recap.pdf"`, 'récap.pdf'],
    [`attachment; filename*=ISO-8859-1''r%E9cap.pdf`, 'récap.pdf'],
    [`inline; filename="dit \\"bonjour\\".pdf"`, 'dit "bonjour".pdf'],
    ['attachment; filename=simple.pdf', 'simple.pdf'],
    [`attachment; filename*=UTF-8''%E2%28bad.pdf; filename="repli.pdf"`, 'repli.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

import { getLibraryRapportLink, searchLibrary, type FilterChoices } from '@/src/contracts/thermal/library';
import type { MainApi } from '@/test/support/main-site';
import { expectFailure, expectOk, startApi } from '@/test/support/reference-api';
import { valueId } from '@/test/support/thermal';
import { pdfText } from './thermal-rapport-read';

// Each test writes a PDF (up to a thousand rows) and reads it back in a child process.

let api: MainApi;
beforeAll(async () => {
  api = await startApi('main');
});

const REFUSED = "Ce lien de rapport n'est pas valide ou a expiré. Veuillez en demander un nouveau.";

const rup = (filter: string, value: string) => valueId(api, 'rup', filter, value);
const filterId = async (key: string) =>
  ((await api.ctx.db.get(`SELECT id FROM tool_filters WHERE data_type = 'rup' AND key = ?`, [key])) as { id: number })
    .id;
const choose = async (...pairs: [string, string[]][]): Promise<FilterChoices> =>
  Object.fromEntries(
    await Promise.all(
      pairs.map(async ([filter, values]) => [
        String(await filterId(filter)),
        await Promise.all(values.map((v) => rup(filter, v))),
      ]),
    ),
  );

/** The link as the client gets it: no bearer. */
const linkFor = async (filterChoices: FilterChoices) =>
  expectOk(await api.call(getLibraryRapportLink, { body: { filterChoices } })).datas.link;

/** A value's row: its five figures, then its configuration. */
const ROW = /^(\d,\d\d|--)( · (\d,\d\d|--)){4} \| /;

/** '0,27' or '--', written independently of the API's formatter. */
const two = (value: number | null) => (value === null ? '--' : value.toFixed(2).replace('.', ','));

async function pdfLines(link: string): Promise<string[]> {
  const response = await api.raw('GET', link);
  expect(response.status).toBe(200);
  const [pages] = await pdfText([new Uint8Array(await response.arrayBuffer())]);
  // No-break spaces (before ':' and ';', in '1 000') read as spaces.
  return pages!.flat().map((line) => line.replace(/[\u00a0\u202f]/g, ' '));
}

describe('the report link of the library', () => {
  test('works without a bearer: a PDF inline under a French file name', async () => {
    const link = await linkFor(await choose(['plancher', ['vs']], ['mur', ['banche']]));
    expect(link).toMatch(/^\/api\/filters\/bibliotheque\/rapport\?choices=[\w-]+&expires=\d+&signature=[\w-]+$/);
    const response = await api.raw('GET', link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="bibliotheque-psi-plancher-vide-sanitaire-ou-plancher-haut-de-sous-sol-beton-banche.pdf"; ` +
        `filename*=UTF-8''bibliotheque-psi-plancher-vide-sanitaire-ou-plancher-haut-de-sous-sol-b%C3%A9ton-banch%C3%A9.pdf`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  test.each([
    ['no filter', {}],
    ['filters with no value', { '1': [] }],
  ])('with %s there is nothing to report: a French 400', async (_, filterChoices) => {
    const failure = expectFailure(await api.call(getLibraryRapportLink, { body: { filterChoices } }), 400);
    expect(failure).toEqual({
      success: false,
      message: "Choisissez au moins une valeur d'un filtre pour obtenir le rapport.",
      error: { filterChoices: 'Champ obligatoire' },
    });
  });

  test('unknown filters and values are the 400s of the search', async () => {
    for (const filterChoices of [{ '999': [1] }, { [String(await filterId('mur'))]: [await rup('plancher', 'tp')] }]) {
      const failure = expectFailure(await api.call(getLibraryRapportLink, { body: { filterChoices } }), 400);
      expect(failure.error).toHaveProperty(['filterChoices']);
    }
  });

  const otherChoices = Buffer.from(JSON.stringify({ [String(1)]: [1] })).toString('base64url');
  test.each([
    ['a tampered signature', (url: URL) => url.searchParams.set('signature', 'x' + url.searchParams.get('signature'))],
    ['other choices', (url: URL) => url.searchParams.set('choices', otherChoices)],
    ['a later expiry', (url: URL) => url.searchParams.set('expires', String(+url.searchParams.get('expires')! + 60))],
    ['no signature', (url: URL) => url.searchParams.delete('signature')],
    ['no choices', (url: URL) => url.searchParams.delete('choices')],
  ])('%s is refused with the French envelope (403)', async (_, tamper) => {
    const url = new URL(await linkFor(await choose(['mur', ['brique']])), 'http://api.site.localhost:8080');
    tamper(url);
    const response = await api.raw('GET', url.pathname + url.search);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: REFUSED, error: null });
  });

  test('an expired link is refused', async () => {
    const own = await startApi('main');
    const filterChoices = { [String(await filterId('mur'))]: [await rup('mur', 'brique')] };
    const { link } = expectOk(await own.call(getLibraryRapportLink, { body: { filterChoices } })).datas;
    (own.ctx as { advance(ms: number): void }).advance(3600_000 - 1000);
    expect((await own.raw('GET', link)).status).toBe(200);
    (own.ctx as { advance(ms: number): void }).advance(2000);
    const expired = await own.raw('GET', link);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ success: false, message: REFUSED, error: null });
  });
});

describe('what the report says', () => {
  test('title, date, the criteria as alternatives, the count, then each rupteur and its figures', async () => {
    const choices = await choose(['plancher', ['ss']], ['mur', ['bloc', 'banche']], ['isolation', ['ite']]);
    const search = expectOk(
      await api.call(searchLibrary, { body: { filterChoices: choices, lunchResearch: true, save: false } }),
    ).datas;
    const lines = await pdfLines(await linkFor(choices));
    expect(lines.slice(0, 3)).toEqual(['Bibliothèque de PSI', 'Le 21/11/2026 à 10h00', 'Critères de recherche']);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Type de plancher | Plancher vide sanitaire ou Plancher haut de sous-sol',
        'Type de mur | Béton banché ou Bloc béton',
        "Type d'isolation du mur | Isolation thermique par l'extérieur (ITE)",
        `${String(search.nbResults)} résultats correspondants à vos critères.`,
        'Valeurs ψ en W/(m·K) ; « -- » quand elles ne sont pas connues.',
      ]),
    );
    // Rupteurs in the search's order, each with a header row and as many rows as values.
    const names = search.rupteurs.map((r) => lines.indexOf(r.name));
    expect(names.every((i) => i > 0)).toBe(true);
    expect(names).toEqual([...names].sort((a, b) => a - b));
    expect(lines.filter((line) => line === 'ψ moyen · about · rive · RT · RNT | Configuration')).toHaveLength(
      search.rupteurs.length,
    );
    const rows = lines.filter((line) => ROW.test(line));
    expect(rows).toHaveLength(search.results.length);
    const first = search.rupteurs[0]!.psiValuesAsArray[0]!;
    const figures = [first.psiMoyen, first.psiAbout, first.psiRive, first.psiRt, first.psiRnt].map(two).join(' · ');
    expect(rows[0]).toMatch(new RegExp(`^${figures} \\| `));
    // A configuration in words: the floor type shows (the criteria merge two), the wall insulation (fixed) does not.
    expect(rows.some((row) => row.includes(' | Haut de sous-sol, '))).toBe(true);
    expect(rows.some((row) => row.includes(' | Vide sanitaire, '))).toBe(true);
    expect(rows.some((row) => row.includes('ITE'))).toBe(false);
    expect(lines).toContain(`${search.rupteurs[0]!.psiValuesAsArray.length} valeurs ψ · Gamme haute performance`);
  });

  test("'--' for an unknown figure; no result says so", async () => {
    // Terre-plein: no psiAbout (no bearing end on the wall).
    const lines = await pdfLines(await linkFor(await choose(['plancher', ['tp']], ['mur', ['bloc']])));
    expect(lines.some((line) => /^\d,\d\d · -- · \d,\d\d · /.test(line))).toBe(true);
    const none = await pdfLines(await linkFor(await choose(['plancher', ['vs']], ['thermoPredalle', ['60']])));
    expect(none).toContain('Aucun résultat ne correspond à vos critères.');
    expect(none.some((line) => ROW.test(line))).toBe(false);
  });

  test('past the cap: the true count, the best 1 000 values, and a note saying so', async () => {
    const every = await choose(['plancher', ['tp', 'vs', 'int']]);
    const total = ((await api.ctx.db.get(`SELECT COUNT(*) AS n FROM psi_configurations`)) as { n: number }).n;
    const start = performance.now();
    const lines = await pdfLines(await linkFor(every));
    console.log(
      `library: PDF of the broadest search written and read back in ${(performance.now() - start).toFixed(0)} ms`,
    );
    expect(lines).toContain(
      `${String(total).replace(/\B(?=(\d{3})+$)/g, ' ')} résultats correspondants à vos critères.`,
    );
    expect(lines).toContain(
      'Les 1 000 meilleures valeurs (ψ moyen le plus bas) sont listées : affinez les critères pour voir les autres.',
    );
    expect(lines.filter((line) => ROW.test(line))).toHaveLength(1000);
  });
});

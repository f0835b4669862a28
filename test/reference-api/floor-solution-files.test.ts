import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import {
  downloadCarbonDatasPdf,
  downloadSolutionFiles,
  downloadSolutionRecap,
  getCarbonDatas,
  getSolution,
} from '@/src/contracts/floor/solution';
import { fillPath } from '@/src/contracts';
import { findSystem, SYSTEMS } from '@/demo-pages/reference-api/floor/catalogue';
import { prettySize } from '@/demo-pages/reference-api/floor-files/pretty-size';
import { expectFailure, expectOk, startApi } from '@/test/support/reference-api';
import { loginSeededUser, type Api } from '@/test/support/tools-flows';
import { pdfText } from './thermal-rapport-read';

/** The floor solution's detail, documents, zip and recaps (floor-and-carbon-tools §2.1, §6, §7). */

const API = 'http://api.plancher.localhost:8080';
const SLUG = 'poutrelles-entrevous-pse-16-4';
const system = findSystem(SLUG)!;

let api: Api;
let token: string;
beforeAll(async () => {
  api = await startApi('plancher');
  token = (await loginSeededUser(api)).token;
});

const get = (path: string, bearer?: string) =>
  api.raw('GET', path.replace(API, ''), { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const head = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1');
/** The PDF's lines, no-break spaces read as spaces. */
const linesOf = async (bytes: Uint8Array) =>
  (await pdfText([bytes]))[0]!.flat().map((line) => line.replace(/[\u00a0\u202f]/g, ' '));
/** The PDF's text on one line: a title may wrap. */
const textOf = async (bytes: Uint8Array) => (await linesOf(bytes)).join(' ');

describe('the detail (getSolution)', () => {
  test('holds the system, its documents with their sizes, similar products and carbon values', async () => {
    const { datas } = expectOk(await api.call(getSolution, { params: { slug: SLUG } }));
    expect(datas.solution).toMatchObject({ slug: SLUG, libelle: system.libelle, reasons: [] });
    expect(datas.downloadAllFilesURL).toBe(`${API}/api/solution/${SLUG}/download-files/`);
    expect(datas.allDocumentsUrl).toBe(`http://plancher.localhost:8080/systemes/${SLUG}/#documents`);
    expect(datas.links).toEqual(datas.solution.links);
    expect(datas.links.map((l) => [l.linkType.name, l.downloadable])).toEqual([
      ['Avis technique', true],
      ['Fiche technique', true],
      ['FDES', true],
      ['Notice de pose', true],
      ['Page produit', false],
    ]);
    expect(datas.similar.map((s) => s.slug)).toEqual(system.similar);
    expect(datas.carbonFootprints).toHaveLength(3);
    expect(datas.steelMasses.map((s) => s.unit)).toEqual(['kg/m²', 'kg/m²']);
    expect(datas.downloadCarbonRecap).toBe(`/api/solution/${SLUG}/carbon-recap/`);
    expect(datas.displayScheme).toBe(system.displayScheme);
    expect(datas.technicalData).toContainEqual({ label: 'Épaisseur totale', value: '23 cm' });
  });

  test('each document is a real PDF whose size is the one the detail shows, dated dd/mm/yyyy', async () => {
    const { datas } = expectOk(await api.call(getSolution, { params: { slug: SLUG } }));
    for (const link of datas.links.filter((l) => l.downloadable)) {
      const response = await get(link.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="[^"]+\.pdf"; filename\*=UTF-8''/);
      const bytes = await bytesOf(response);
      expect(head(bytes)).toBe('%PDF-');
      expect(link.prettySize).toBe(prettySize(bytes.length));
      expect(link.prettySize).toMatch(/^\d+(,\d)? Ko$/);
      expect(link.prettyDocumentDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    const page = datas.links.find((l) => !l.downloadable)!;
    expect(page).toMatchObject({ prettySize: null, url: `http://plancher.localhost:8080/systemes/${SLUG}/` });
  });

  test('an FDES names the system and its carbon figures in kg eq CO2/M2', async () => {
    const { datas } = expectOk(await api.call(getSolution, { params: { slug: SLUG } }));
    const fdes = datas.links.find((l) => l.linkType.name === 'FDES')!;
    const bytes = await bytesOf(await get(fdes.url));
    const lines = await linesOf(bytes);
    expect(await textOf(bytes)).toContain(`FDES – ${system.libelle} FDES du système « ${system.libelle} »`);
    expect(lines.some((l) => /^Béton CEM I \| \d+,\d kg eq CO2\/M2$/.test(l))).toBe(true);
    expect(lines).toContain('Impact carbone (CO₂), du berceau à la tombe');
  });

  test('an unknown slug, an unknown file and a malformed simulation are envelopes, never a 500', async () => {
    const unknown = expectFailure(await api.call(getSolution, { params: { slug: 'inconnu' } }), 404);
    expect(unknown.message).toBe('Ce système est introuvable.');
    const file = await get(`/api/solution/${SLUG}/documents/inconnu.pdf`);
    expect(file.status).toBe(404);
    expect(await file.json()).toMatchObject({ success: false, message: 'Ce document est introuvable.' });
    const bad = expectFailure(await api.call(getSolution, { params: { slug: SLUG }, query: '?simulation=abc' }), 400);
    expect(bad.error).toEqual({ simulation: 'Identifiant de simulation invalide.' });
    expectFailure(await api.call(getSolution, { params: { slug: SLUG }, query: '?inconnu=1' }), 400);
  });
});

describe('the carbon values (getCarbonDatas)', () => {
  test('all concretes, or the one asked for', async () => {
    const all = expectOk(await api.call(getCarbonDatas, { params: { slug: SLUG } })).datas;
    expect(all.carbonFootprints.map((f) => f.concrete.slug)).toEqual(['cem-i', 'cem-ii-a', 'cem-iii-a']);
    const one = expectOk(
      await api.call(getCarbonDatas, { params: { slug: SLUG }, query: '?concrete=cem-iii-a' }),
    ).datas;
    expect(one.carbonFootprints).toEqual([all.carbonFootprints[2]]);
    expect(one.steelMasses).toEqual(all.steelMasses);
  });

  test('an unknown concrete is a 400 naming the field', async () => {
    const failure = expectFailure(
      await api.call(getCarbonDatas, { params: { slug: SLUG }, query: '?concrete=cem-v' }),
      400,
    );
    expect(failure).toMatchObject({
      message: "Ce type de béton n'existe pas.",
      error: { concrete: "Ce type de béton n'existe pas." },
    });
  });
});

describe('Tout télécharger (downloadSolutionFiles)', () => {
  test('a zip of the downloadable documents under their French titles, anyone may download it', async () => {
    const response = await get(fillPath(downloadSolutionFiles.path, { slug: SLUG }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${system.libelle} - documents.zip"; ` +
        `filename*=UTF-8''${encodeURIComponent(`${system.libelle} – documents.zip`)}`,
    );
    const zip = await bytesOf(response);
    const entries = unzipSync(zip);
    const titles = system.documents.filter((d) => d.downloadable).map((d) => `${d.libelle.replace(/\//g, '-')}.pdf`);
    expect(Object.keys(entries).sort()).toEqual([...titles].sort());
    for (const bytes of Object.values(entries)) expect(head(bytes)).toBe('%PDF-');
    // The UTF-8 flag (bit 11) of an entry whose name is not ASCII: archive tools show its accents.
    const first = Buffer.from(zip);
    expect(first.readUInt32LE(0)).toBe(0x04034b50);
    const name = first.subarray(30, 30 + first.readUInt16LE(26)).toString('utf8');
    expect(/[^\x00-\x7f]/.test(name) ? first.readUInt16LE(6) & 0x800 : 0x800).toBe(0x800);
  });

  test('the zip holds the same bytes as each document', async () => {
    const { datas } = expectOk(await api.call(getSolution, { params: { slug: SLUG } }));
    const entries = unzipSync(await bytesOf(await get(datas.downloadAllFilesURL!)));
    const fdes = datas.links.find((l) => l.linkType.name === 'FDES')!;
    expect(entries[`${fdes.libelle}.pdf`]).toEqual(await bytesOf(await get(fdes.url)));
  });

  test('an unknown slug is the 404 envelope', async () => {
    const response = await get(fillPath(downloadSolutionFiles.path, { slug: 'inconnu' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Ce système est introuvable.', error: null });
  });

  test('a system whose documents are all web pages has no zip: the detail says null, the zip is a 404', async () => {
    const slug = 'poutrelles-entrevous-bois-moule-20-4';
    const { datas } = expectOk(await api.call(getSolution, { params: { slug } }));
    expect(datas.downloadAllFilesURL).toBeNull();
    expect(datas.links.map((l) => l.downloadable)).toEqual([false]);
    const response = await get(fillPath(downloadSolutionFiles.path, { slug }));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: "Ce système n'a aucun document téléchargeable." });
  });

  test('every other system of the catalogue has documents to download', () => {
    const without = SYSTEMS.filter((s) => !s.documents.some((d) => d.downloadable)).map((s) => s.slug);
    expect(without).toEqual(['poutrelles-entrevous-bois-moule-20-4']);
  });
});

describe('the recaps (login required)', () => {
  test('without a bearer: the 401 envelope', async () => {
    for (const download of [downloadSolutionRecap, downloadCarbonDatasPdf]) {
      const response = await get(fillPath(download.path, { slug: SLUG }));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/\S/),
        error: null,
      });
    }
  });

  test('the solution recap: a PDF naming the system, its layers, data, carbon table and documents, dated', async () => {
    const response = await get(fillPath(downloadSolutionRecap.path, { slug: SLUG }), token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; .*filename\*=UTF-8''.*r%C3%A9capitulatif\.pdf$/,
    );
    const bytes = await bytesOf(response);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Récapitulatif – ${system.libelle}`);
    const lines = await linesOf(bytes);
    expect(lines).toContain(system.libelle);
    expect(lines).toContain('Le 21/11/2026 à 10h00');
    expect(lines).toContain('Impact carbone (CO₂) par type de béton');
    expect(lines.some((l) => /^Béton CEM II\/A \| \d+,\d kg eq CO2\/M2$/.test(l))).toBe(true);
    expect(lines).toContain('Composition du plancher');
    expect(lines.some((l) => l.startsWith('Épaisseur totale | 23 cm'))).toBe(true);
    expect(lines).toContain('Documents');
  });

  test('the carbon recap: one concrete when asked, an unknown one a 400', async () => {
    const path = fillPath(downloadCarbonDatasPdf.path, { slug: SLUG });
    const bytes = await bytesOf(await get(`${path}?concrete=cem-iii-a`, token));
    const lines = await linesOf(bytes);
    expect(await textOf(bytes)).toContain(`Impact carbone – ${system.libelle} Le 21/11/2026 à 10h00`);
    expect(lines.filter((l) => l.includes('kg eq CO2/M2'))).toEqual([
      expect.stringMatching(/^Béton CEM III\/A \(bas carbone\) \| /),
    ]);
    // What the figure covers, as the carbon site's PDF says it (beyond the spec).
    expect(await textOf(bytes)).toContain('Le module D (au-delà du cycle de vie) est donné à part');
    const refused = await get(`${path}?concrete=cem-v`, token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { concrete: "Ce type de béton n'existe pas." } });
  });
});

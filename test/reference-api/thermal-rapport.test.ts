import { MISSING_PSI_MESSAGES } from '@/src/contracts/thermal/missing-psi';
import { Hono } from 'hono';
import {
  mainHistoryCreate,
  mainHistoryGetRapportLink,
  mainHistoryLengths,
  mainHistoryList,
  mainHistorySave,
  mainHistorySendRapport,
  type MainHistory,
} from '@/src/contracts/history/main';
import type { ToolDataType } from '@/src/contracts/thermal/filters';
import { createOutboxApp } from '@/demo-pages/reference-api/outbox/outbox-app';
import { logIn, type MainApi } from '@/test/support/main-site';
import { expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import { answersOf } from '@/test/support/thermal';
import { pdfText } from './thermal-rapport-read';

// Each test writes a PDF and reads it back in a child process: well under a second, unless the machine is busy.

let api: MainApi;
let sophie: string;
beforeEach(async () => {
  api = await startApi('main');
  sophie = (await logIn(api, SEED_ACCOUNTS.mainUpdated)).token;
});

const REFUSED = "Ce lien de rapport n'est pas valide ou a expiré. Veuillez en demander un nouveau.";
/** '0,27 W/(m·K)' or '--', written independently of the API's formatter. */
const psi = (value: number | null) => (value === null ? '--' : `${value.toFixed(2).replace('.', ',')} W/(m·K)`);

async function seeded(name: string): Promise<MainHistory> {
  const { list } = expectOk(await api.call(mainHistoryList, { token: sophie })).datas;
  return list.find((h) => h.name === name)!;
}

/** A history created and saved by Sophie, as the result page does (her session knows its device). */
async function saved(dataType: ToolDataType, filtersValue: number[], name: string, rupteur?: number) {
  const body = { filtersValue, dataType, ...(rupteur === undefined ? {} : { rupteur }) };
  const { history } = expectOk(await api.call(mainHistoryCreate, { token: sophie, body })).datas;
  return expectOk(await api.call(mainHistorySave, { token: sophie, body: { id: history.id, name } })).datas.history;
}

/** Opens the link get-rapport-link answers, as a new window would: no bearer. */
async function openRapport(id: number) {
  const { link } = expectOk(await api.call(mainHistoryGetRapportLink, { token: sophie, body: { id } })).datas;
  return api.raw('GET', link);
}

async function rapportLines(id: number): Promise<string[]> {
  const response = await openRapport(id);
  expect(response.status).toBe(200);
  const [pages] = await pdfText([new Uint8Array(await response.arrayBuffer())]);
  return pages!.flat();
}

describe('the report link of a saved simulation', () => {
  test('serves a PDF inline under a French file name, with an ASCII fallback', async () => {
    const cedres = await seeded('Résidence Les Cèdres – planchers R+1');
    const response = await openRapport(cedres.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="rapport-residence-les-cedres-planchers-r-1.pdf"; ` +
        `filename*=UTF-8''rapport-r%C3%A9sidence-les-c%C3%A8dres-planchers-r-1.pdf`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test.each([
    [
      'a tampered signature',
      (link: URL) => link.searchParams.set('signature', 'x' + link.searchParams.get('signature')),
    ],
    ['another history id', (link: URL) => (link.pathname = link.pathname.replace(/\d+$/, (id) => String(+id + 1)))],
    [
      'a later expiry',
      (link: URL) => link.searchParams.set('expires', String(+link.searchParams.get('expires')! + 60)),
    ],
    ['no signature', (link: URL) => link.searchParams.delete('signature')],
  ])('%s is refused with the French envelope (403)', async (_, tamper) => {
    const cedres = await seeded('Résidence Les Cèdres – planchers R+1');
    const { link } = expectOk(
      await api.call(mainHistoryGetRapportLink, { token: sophie, body: { id: cedres.id } }),
    ).datas;
    const url = new URL(link, 'http://api.site.localhost:8080');
    tamper(url);
    const response = await api.raw('GET', url.pathname + url.search);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ success: false, message: REFUSED, error: null });
  });

  test('an expired link is refused; a deleted history is the 404 of the other calls', async () => {
    const cedres = await seeded('Résidence Les Cèdres – planchers R+1');
    const { link } = expectOk(
      await api.call(mainHistoryGetRapportLink, { token: sophie, body: { id: cedres.id } }),
    ).datas;
    await api.ctx.db.run(`DELETE FROM main_histories WHERE id = ?`, [cedres.id]);
    expect(await (await api.raw('GET', link)).json()).toEqual({
      success: false,
      message: 'Cette simulation est introuvable.',
      error: null,
    });
    (api.ctx as { advance(ms: number): void }).advance(3600_000 + 1000);
    const expired = await api.raw('GET', link);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ success: false, message: REFUSED });
  });
});

describe('what the report says', () => {
  test('a thermal simulation: owner, date, criteria, rupteur, its psi values and the RE2020 guard rail', async () => {
    const cedres = await seeded('Résidence Les Cèdres – planchers R+1');
    const lines = await rapportLines(cedres.id);
    const values = cedres.psiValue!;
    expect(lines).toEqual(
      expect.arrayContaining([
        'Résidence Les Cèdres – planchers R+1',
        'Le 19/11/2026 à 10h00 · Données : référence Ossature 2026.11.2 (27/11/2026)',
        'Réalisée par | Sophie Bernard (sophie.bernard@exemple.fr)',
        'Type de données | Données thermiques',
        'Critères de recherche',
        'Type de plancher | Plancher intermédiaire',
        'Type de mur | Béton banché',
        "Type d'isolation du mur | Isolation thermique par l'intérieur (ITI)",
        "Épaisseur de l'isolant du mur | 140 mm",
        'Épaisseur du plancher | 23 cm',
        cedres.rupteur!.name,
        `ψ moyen | ${psi(values.psiMoyen)}`,
        `ψ about | ${psi(values.psiAbout)}`,
        `ψ rive | ${psi(values.psiRive)}`,
        `ψ RT | ${psi(values.psiRt)}`,
        `ψ RNT | ${psi(values.psiRnt)}`,
      ]),
    );
    // The criteria in the questionnaire's order.
    expect(lines.indexOf('Type de mur | Béton banché')).toBeLessThan(lines.indexOf('Épaisseur du plancher | 23 cm'));
    const text = lines.join(' ');
    expect(text).toContain(`ψ moyen de ${psi(values.psiMoyen)}, inférieur ou égal à 0,60 W/(m·K)`);
    expect(text).toContain('(ψ9 ≤ 0,60 W/(m·K)) est respecté.');
    // Where each figure comes from: sample values of the data set's model, ψ RT computed.
    expect(text).toContain(
      'ψ moyen, ψ about, ψ rive : valeurs d’exemple calculées par le modèle du jeu de données référence Ossature 2026.11.2 (27/11/2026)',
    );
    expect(text).toContain('ψ RT : calculé : ψ moyen × 1,05, arrondi au centième supérieur');
    expect(lines.at(-1)).toBe('Rapport de simulation — Résidence Les Cèdres – planchers R+1 | Page 1 sur 1');
  });

  test('a null psi value reads "--"; a ground floor is not under the intermediate floor guard rail', async () => {
    // A configuration on a ground-bearing slab (no psi about), of a rupteur without certification if any (no psi RT).
    const config = (await api.ctx.db.get(
      `SELECT c.id, c.rupteur_id FROM psi_configurations c WHERE c.psi_about IS NULL ORDER BY c.psi_rt IS NULL DESC, c.id LIMIT 1`,
    )) as { id: number; rupteur_id: number };
    const answers = (
      (await api.ctx.db.all(`SELECT value_id FROM psi_configuration_values WHERE item_id = ?`, [config.id])) as {
        value_id: number;
      }[]
    ).map((v) => v.value_id);
    const history = await saved('rup', answers, 'Maison Dubœuf « terre-plein »', config.rupteur_id);
    const values = history.psiValue!;
    expect(values.psiAbout).toBeNull();
    const lines = await rapportLines(history.id);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Maison Dubœuf « terre-plein »',
        'Type de plancher | Plancher bas sur terre-plein',
        `ψ moyen | ${psi(values.psiMoyen)}`,
        'ψ about | --',
        `ψ RT | ${psi(values.psiRt)}`,
      ]),
    );
    // The PDF keeps '\u00a0:' together; pdfjs reads the no-break spaces back as spaces.
    expect(lines.join(' ')).toContain(
      `ψ moyen de ${psi(values.psiMoyen)} : le garde-fou de la RE2020 ψ9 ≤ 0,60 W/(m·K) vise le plancher intermédiaire ; ce plancher (plancher bas sur terre-plein) n'y est pas soumis.`,
    );
    // The '--' says why, in the result page's words.
    expect(lines.join(' ')).toContain(MISSING_PSI_MESSAGES.psiAboutMissing.replace(/\u00a0/g, ' '));
  });

  test("names the rupteur's certificates, its Avis Technique first, and the data set's edition", async () => {
    const cedres = await seeded('Résidence Les Cèdres – planchers R+1');
    const lines = await rapportLines(cedres.id);
    expect(lines.find((l) => l.startsWith('Certification | '))).toMatch(
      /^Certification \| (Avis Technique|Document Technique d'Application) [\d./]+-\d+_V\d/,
    );
    // pdfjs reads the no-break space back as a space.
    expect(lines).toContain('Le 19/11/2026 à 10h00 · Données : référence Ossature 2026.11.2 (27/11/2026)');
  });

  test("'Mon projet': each length × its ψ, the total length, H and the weighted ψ; still one page", async () => {
    const cedres = await seeded('Résidence Les Cèdres – planchers R+1');
    const lengths = { about: 12.5, rive: 8.25, other: 3.4 };
    expectOk(await api.call(mainHistoryLengths, { token: sophie, body: { id: cedres.id, lengths } }));
    const { psiAbout, psiRive, psiMoyen } = cedres.psiValue!;
    // By hand: centimetres × hundredths of a W/(m·K) are exact integers, H to the hundredth, half up.
    const units = [
      [lengths.about, psiAbout!],
      [lengths.rive, psiRive!],
      [lengths.other, psiMoyen!],
    ].map(([length, value]) => Math.round(length! * 100) * Math.round(value! * 100));
    const wk = (tenThousandths: number) => {
      const hundredths = Math.round(tenThousandths / 100);
      return `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')} W/K`;
    };
    const h = wk(units.reduce((a, b) => a + b, 0));
    const lines = await rapportLines(cedres.id);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Mon projet',
        `About (appui du plancher sur le mur) | 12,50 m × ψ about ${psi(psiAbout).replace(' W/(m·K)', '')} = ${wk(units[0]!)}`,
        `Rive (bord du plancher le long du mur) | 8,25 m × ψ rive ${psi(psiRive).replace(' W/(m·K)', '')} = ${wk(units[1]!)}`,
        `Autre longueur (sans distinction) | 3,40 m × ψ moyen ${psi(psiMoyen).replace(' W/(m·K)', '')} = ${wk(units[2]!)}`,
        'Longueur totale | 24,15 m',
        `H (déperdition linéique) | ${h}`,
      ]),
    );
    expect(lines.find((l) => l.startsWith('ψ pondéré | '))).toMatch(/^ψ pondéré \| \d,\d{3} W\/\(m·K\)$/);
    expect(lines.indexOf('Mon projet')).toBeGreaterThan(lines.indexOf(`ψ RNT | ${psi(cedres.psiValue!.psiRnt)}`));
    expect(lines.at(-1)).toBe('Rapport de simulation — Résidence Les Cèdres – planchers R+1 | Page 1 sur 1');
  });

  test.each(['Résidence Les Cèdres – planchers R+1', 'Maison Lefèvre – vide sanitaire', 'Étude préliminaire Lyon 7e'])(
    "%s, with all three lengths of 'Mon projet', keeps to one page",
    async (name) => {
      const history = await seeded(name);
      const lengths = { about: 12_345.5, rive: 8.25, other: 3.4 };
      expectOk(await api.call(mainHistoryLengths, { token: sophie, body: { id: history.id, lengths } }));
      const lines = await rapportLines(history.id);
      expect(lines).toContain('Mon projet');
      expect(lines.at(-1)).toBe(`Rapport de simulation — ${name} | Page 1 sur 1`);
    },
  );

  test("'Mon projet' without lengths, or with none but zeros, is left out; without ψ yet, H reads '--'", async () => {
    const cedres = await seeded('Résidence Les Cèdres – planchers R+1');
    expect(await rapportLines(cedres.id)).not.toContain('Mon projet');
    const zeros = { about: 0, rive: null, other: 0 };
    expectOk(await api.call(mainHistoryLengths, { token: sophie, body: { id: cedres.id, lengths: zeros } }));
    expect(await rapportLines(cedres.id)).not.toContain('Mon projet');

    const etude = await seeded('Étude préliminaire Lyon 7e');
    const lengths = { about: 2, rive: null, other: null };
    expectOk(await api.call(mainHistoryLengths, { token: sophie, body: { id: etude.id, lengths } }));
    const lines = await rapportLines(etude.id);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Mon projet',
        // pdfjs reads the no-break space before ':' back as a space.
        'About (appui du plancher sur le mur) | 2,00 m × ψ about : pas encore déterminé',
        'Longueur totale | 2,00 m',
        'H (déperdition linéique) | --',
        'ψ pondéré | --',
      ]),
    );
    expect(lines.at(-1)).toMatch(/\| Page 1 sur 1$/);
  });

  test('a thermal simulation without a psi value yet: every value "--", nothing compared', async () => {
    const etude = await seeded('Étude préliminaire Lyon 7e');
    const lines = await rapportLines(etude.id);
    expect(lines).toEqual(
      expect.arrayContaining(['ψ moyen | --', 'ψ about | --', 'ψ rive | --', 'ψ RT | --', 'ψ RNT | --']),
    );
    expect(lines.join(' ')).toContain('ψ moyen non déterminé');
  });

  test('an environmental simulation: system, volumes with units, "--" for a missing one, the FDES sheets', async () => {
    const answers = await answersOf(api, 'mur', [
      ['montage', '5+15+5'],
      ['parement', 'architectonique'],
      ['hauteur', '300'],
    ]);
    const history = await saved('mur', answers, 'Façade béton matricé', undefined);
    const env = history.envMur!;
    expect(env.litrageBetonSupplementaire).toBeNull();
    const lines = await rapportLines(history.id);
    const fdes = (await api.ctx.db.all(
      `SELECT f.number FROM fdes f JOIN env_system_fdes s ON s.fdes_id = f.id WHERE s.system_id = ? ORDER BY f.number`,
      [env.id],
    )) as { number: string }[];
    expect(fdes.length).toBeGreaterThan(0);
    const text = lines.join('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Type de données | Données environnementales',
        'Montage du prémur | 5 + 15 + 5',
        'Type de prémur | Prémur architectonique',
        "Hauteur d'étage | 3,00 m",
        `Volume de béton | ${env.litrageBeton!.toFixed(2).replace('.', ',')} L/m²`,
        'Volume de béton supplémentaire | --',
        `Ratio de kilotage | ${env.ratioKilotage!.toFixed(2).replace('.', ',')} kg/m²`,
        `Fiches FDES (${fdes.length})`,
        `Carbone, modules A1 à A3 | ${env.carbon!.a1a3.toFixed(2).replace('.', ',')} kg CO₂ eq/m²`,
      ]),
    );
    expect(text).not.toContain("Ratio d'armatures");
    expect(text).toContain('CO₂');
    for (const { number } of fdes) expect(text).toContain(`N° ${number} | `);
  });

  test('a prédalle simulation gives its reinforcement ratio', async () => {
    const horizon = await seeded('Immeuble Horizon – prédalles');
    const lines = await rapportLines(horizon.id);
    const env = horizon.envPredalle!;
    expect(lines).toContain(`Ratio d'armatures | ${env.ratioKilotageArmatures!.toFixed(2).replace('.', ',')} kg/m³`);
  });
});

describe('send-rapport', () => {
  test('mails the link and attaches the same PDF, which the outbox page offers for download', async () => {
    const cedres = await seeded('Résidence Les Cèdres – planchers R+1');
    expectOk(
      await api.call(mainHistorySendRapport, { token: sophie, body: { id: cedres.id, emails: ['client@exemple.fr'] } }),
    );
    const [mail] = await api.outbox();
    expect(mail!.text).toContain('en pièce jointe');
    expect(mail!.links[0]).toMatch(/\/api\/history\/rapport\/\d+\?expires=/);
    expect(mail!.attachments).toEqual([
      {
        id: expect.any(Number),
        filename: 'rapport-résidence-les-cèdres-planchers-r-1.pdf',
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    const outbox: Hono = createOutboxApp(api.ctx);
    const page = await (await outbox.request('/')).text();
    expect(page).toContain(`href="/attachments/${mail!.attachments[0]!.id}"`);
    const file = await outbox.request(`/attachments/${mail!.attachments[0]!.id}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="rapport-residence-les-cedres/);
    const [pages] = await pdfText([new Uint8Array(await file.arrayBuffer())]);
    expect(pages!.flat()).toContain('Résidence Les Cèdres – planchers R+1');
    expect((await outbox.request('/attachments/999999')).status).toBe(404);
  });
});

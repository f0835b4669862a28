import { PDFDocument } from 'pdf-lib';
import {
  downloadClusterRecap,
  getCarbonCluster,
  saveCarbonCluster,
  submitCarbonSimulation,
  type CarbonAnswers,
} from '@/src/contracts/carbon/tunnel';
import { deleteCluster, deleteClusterSimulation } from '@/src/contracts/history/carbon';
import { fillPath } from '@/src/contracts/call';
import { expectFailure, expectOk, startApi } from '@/test/support/reference-api';
import { login, loginSeededUser, registerAndActivate, type Api } from '@/test/support/tools-flows';
import { pdfText } from './thermal-rapport-read';

let api: Api;
let luc: string;
beforeAll(async () => {
  api = await startApi('carbone');
  luc = (await loginSeededUser(api)).token;
});

// The PDF embeds and subsets a TrueType font: seconds on a busy two-core machine, as the other PDF suites allow.

const STEP1 = { zipCode: '69007', projectName: 'Résidence Les Cèdres', path: 'guided' };
const SLAB = {
  systemType: 'dalle-pleine',
  span: '500',
  concreteClass: 'C25/30',
  cementType: 'cem-ii-a',
  thermalBreak: 'avec',
  seismicZone: '2',
};
const answers = (step2: Record<string, string>, extra: Partial<CarbonAnswers> = {}): CarbonAnswers => ({
  step1: STEP1,
  step2: Object.entries(step2).map(([field, value], index) => ({ index, field, value })),
  ...extra,
});

const submit = async (body: CarbonAnswers, token?: string) =>
  expectOk(await api.call(submitCarbonSimulation, { body, token })).datas.cluster;
const cluster = (id: number, token?: string) => api.call(getCarbonCluster, { params: { id }, token });

describe('submit and clusters', () => {
  test('an anonymous submit creates an unsaved public cluster; a second one joins it', async () => {
    const id = await submit(answers(SLAB));
    const first = expectOk(await cluster(id)).datas;
    expect(first).toMatchObject({ id, name: 'Résidence Les Cèdres', zip: '69007', saved: false });
    expect(first.agency).not.toBeNull();
    expect(first.simulations).toHaveLength(1);
    // 0.2 m³ × 290 + 16 kg of rebar × 1.0 + 0.4 m × 7.5 of thermal breaks (A1–C4, data/carbon-factors.json)
    expect(first.simulations[0]).toMatchObject({
      carbonFootprint: 77,
      acvCarbonFootprint: 77,
      thickness: 20,
      bio: false,
    });
    const step1 = { path: 'guided' };
    expect(await submit({ ...answers({ ...SLAB, cementType: 'cem-iii-a' }), step1, cluster: id })).toBe(id);
    const both = expectOk(await cluster(id)).datas.simulations;
    expect(both.map((s) => s.carbonFootprint)).toEqual([77, 61]);
    // Reinforced chaining in zone 2: the steel of zone 3 (16 kg × 1.1 = 17.6 kg).
    await submit({ ...answers({ ...SLAB, chaining: 'renforces' }), step1, cluster: id });
    expect(expectOk(await cluster(id)).datas.simulations[2]!.carbonFootprint).toBe(78.6);
  });

  test('the seismic zone the visitor corrects is the one the model uses (beyond the spec)', async () => {
    // Nice: the Alpes-Maritimes propose zone 3, the commune is in zone 4.
    const nice = { ...STEP1, zipCode: '06000' };
    const proposed = await submit({ ...answers({ ...SLAB, seismicZone: '3' }), step1: nice });
    const corrected = await submit({ ...answers({ ...SLAB, seismicZone: '4' }), step1: nice });
    const [zone3] = expectOk(await cluster(proposed)).datas.simulations;
    const [zone4] = expectOk(await cluster(corrected)).datas.simulations;
    expect(JSON.stringify(zone4!.data)).toContain('zone sismique 4');
    expect(JSON.stringify(zone3!.data)).toContain('zone sismique 3');
    expect(zone4!.acvCarbonFootprint).toBeGreaterThanOrEqual(zone3!.acvCarbonFootprint);
    const wrong = expectFailure(
      await api.call(submitCarbonSimulation, { body: answers({ ...SLAB, seismicZone: '6' }) }),
      400,
    );
    expect(wrong.error).toMatchObject({ seismicZone: 'Valeur invalide' });
  });

  test('missing answers: 400 naming the fields, nothing stored', async () => {
    const failure = expectFailure(
      await api.call(submitCarbonSimulation, { body: answers({ systemType: 'predalle' }) }),
      400,
    );
    expect(failure.error).toMatchObject({ span: 'Champ obligatoire', thermalBreak: 'Champ obligatoire' });
    const short = { ...answers(SLAB), step1: { ...STEP1, zipCode: '690' } };
    const zip = expectFailure(await api.call(submitCarbonSimulation, { body: short }), 400);
    expect(zip.error).toEqual({ zipCode: 'Doit contenir exactement 5 caractères.' });
  });

  test('a user’s submit is saved at once and private; saving claims an anonymous one', async () => {
    const own = await submit(answers(SLAB), luc);
    expect(expectOk(await cluster(own, luc)).datas.saved).toBe(true);
    expectFailure(await cluster(own), 404);
    const account = await registerAndActivate(api);
    const other = await login(api, account.email, account.password);
    expectFailure(await cluster(own, other.token), 404);
    expectFailure(
      await api.call(submitCarbonSimulation, { body: { ...answers(SLAB), cluster: own }, token: other.token }),
      404,
    );

    const anonymous = await submit(answers(SLAB));
    expectFailure(await api.call(saveCarbonCluster, { params: { id: anonymous }, body: {} }), 401);
    expectOk(
      await api.call(saveCarbonCluster, { params: { id: anonymous }, body: { name: 'Les Cèdres – R+1' }, token: luc }),
    );
    expect(expectOk(await cluster(anonymous, luc)).datas).toMatchObject({ saved: true, name: 'Les Cèdres – R+1' });
    expectFailure(await cluster(anonymous), 404);
    expectFailure(await api.call(saveCarbonCluster, { params: { id: anonymous }, body: {}, token: other.token }), 404);
  });

  test('a span no system reaches: the cluster holds no result (Aucun résultat trouvé)', async () => {
    const id = await submit(answers({ ...SLAB, span: '750' }));
    expect(expectOk(await cluster(id)).datas.simulations).toEqual([]);
  });

  test('the PDF recap: login required, a real PDF with the footprint in kg CO₂ eq/m² and its bars', async () => {
    const id = await submit(answers({ ...SLAB, cementType: 'cem-iii-a' }), luc);
    const path = fillPath(downloadClusterRecap.path, { id });
    expect((await api.raw('GET', path)).status).toBe(401);
    const response = await api.raw('GET', path, { headers: { authorization: `Bearer ${luc}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('impact-carbone-r%C3%A9sidence-les-c%C3%A8dres.pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Impact carbone – Résidence Les Cèdres');
    const text = (await pdfText([bytes]))[0]!
      .flat()
      .join(' ')
      .replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Empreinte carbone : 61 kg CO₂ eq/m²');
    expect(text).toContain('C25/30, CEM III/A (210 kg CO₂ eq/m³)');
    expect(text).toContain('Béton · 42 kg – 69 %');
    expect(text).toContain('Module D, à part | -2,6 kg CO₂ eq/m²');
    expect(text).toContain('Comparaison des simulations Simulation 1 – Dalle pleine : 61 kg CO₂ eq/m²');
    expect(text).toContain('Trait vertical : Dalle pleine béton 20 cm : 74 kg CO₂ eq/m²');
    expect(text).toContain('Ce que couvre l’empreinte');
  });

  test('the history’s deletes work on tunnel clusters', async () => {
    const id = await submit(answers(SLAB), luc);
    await submit({ ...answers(SLAB), step1: { path: 'guided' }, cluster: id }, luc);
    const [first, second] = expectOk(await cluster(id, luc)).datas.simulations;
    expect(expectOk(await api.call(deleteClusterSimulation, { params: { id: first!.id }, token: luc })).datas).toEqual({
      clusterRemoved: false,
    });
    expect(expectOk(await cluster(id, luc)).datas.simulations.map((s) => s.id)).toEqual([second!.id]);
    expectOk(await api.call(deleteCluster, { params: { id }, token: luc }));
    expectFailure(await cluster(id, luc), 404);
  });
});

import { getFilters, type ThermalFilter } from '@/src/contracts/thermal/filters';
import { getRupteur, searchRupteurs } from '@/src/contracts/thermal/rupteur';
import { registerDevice, type MainApi } from '@/test/support/main-site';
import { expectFailure, expectOk, startApi } from '@/test/support/reference-api';
import { answersOf, valueId } from '@/test/support/thermal';

let api: MainApi;
let device: string;
beforeAll(async () => {
  api = await startApi('main');
  device = await registerDevice(api);
});

const filters = async (answers: number[], dataType: 'rup' | 'pou' | 'pre' | 'mur' = 'rup') =>
  expectOk(await api.call(getFilters, { token: device, body: { answers, dataType } })).datas;

const named = (list: ThermalFilter[], name: string) => list.find((f) => f.name === name);
const labels = (filter: ThermalFilter | undefined) => filter?.filterValues.map((v) => v.value);

describe('the thermal questionnaire is a faceted search', () => {
  test('the first step offers every filter in order, the floor type first, with all rupteurs', async () => {
    const { nbResults, filters: list } = await filters([]);
    expect(nbResults).toBe(31);
    expect(list[0]).toMatchObject({ name: 'Type de plancher', importColumn: 1, filter_section: 'psi' });
    expect(labels(list[0])).toEqual([
      'Plancher bas sur terre-plein',
      'Plancher vide sanitaire',
      'Plancher haut de sous-sol',
      'Plancher intermédiaire',
    ]);
    expect(list.map((f) => f.importColumn)).toEqual([1, 2, 3, 4, 5, 6, 14, 13, 16, 20]);
    expect(list[0]!.bg_image.url).toMatch(/^\/media\/download\/.+\.png$/);
    expect(list[0]!.filterValues[0]).toEqual({
      id: expect.any(Number),
      value: 'Plancher bas sur terre-plein',
      filter_id: list[0]!.id,
      filter_name: 'Type de plancher',
      filter_section: 'psi',
      selected: false,
      psi_value_id: null,
    });
  });

  test('an answer narrows the next filters to the values that still match, and skips filters left empty', async () => {
    const intermediate = await valueId(api, 'rup', 'plancher', 'int');
    const { nbResults, filters: list } = await filters([intermediate]);
    expect(nbResults).toBeLessThan(23);
    expect(nbResults).toBeGreaterThan(1);
    expect(named(list, 'Type de plancher')).toBeUndefined();
    // The floor's own insulation (13, 14) does not concern an intermediate floor; the thermo-prédalle's (16) does.
    expect(list.map((f) => f.importColumn)).not.toContain(13);
    expect(list.map((f) => f.importColumn)).not.toContain(14);
    expect(list.map((f) => f.importColumn)).toContain(16);

    const crawlSpace = await filters([await valueId(api, 'rup', 'plancher', 'vs')]);
    expect(crawlSpace.filters.map((f) => f.importColumn)).toEqual(expect.arrayContaining([13, 14]));
    expect(crawlSpace.filters.map((f) => f.importColumn)).not.toContain(16);
    expect(labels(named(crawlSpace.filters, "Position de l'isolant du plancher"))).toEqual([
      'Isolation en sous-face',
      'Isolation sous chape',
    ]);
  });

  test('every offered value leads somewhere, and a filter with no value left is not asked', async () => {
    const answers = await answersOf(api, 'rup', [
      ['plancher', 'int'],
      ['mur', 'brique'],
    ]);
    const step = await filters(answers);
    expect(labels(named(step.filters, "Type d'isolation du mur"))).toEqual([
      "Isolation thermique par l'intérieur (ITI)",
      'Isolation thermique répartie (ITR)',
    ]);
    for (const value of step.filters[0]!.filterValues) {
      expect((await filters([...answers, value.id])).nbResults).toBeGreaterThan(0);
    }
    // Distributed insulation: no insulation thickness to ask.
    const itr = await filters([...answers, await valueId(api, 'rup', 'isolation', 'itr')]);
    expect(named(itr.filters, "Épaisseur de l'isolant du mur")).toBeUndefined();
    expect(itr.nbResults).toBe(2);
  });

  test('answering the last offered value each time narrows to a search that finds nbResults rupteurs', async () => {
    const answers: number[] = [];
    let step = await filters(answers);
    const counts = [step.nbResults];
    while (step.filters.length > 0 && step.nbResults > 1) {
      answers.push(step.filters[0]!.filterValues.at(-1)!.id);
      step = await filters(answers);
      counts.push(step.nbResults);
    }
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.at(-1)).toBe(1);
    const { rupteurs } = expectOk(await api.call(searchRupteurs, { token: device, body: { filters: answers } })).datas;
    expect(rupteurs).toHaveLength(1);
  });

  test('a value that determines a single configuration names it in psi_value_id', async () => {
    const answers = await answersOf(api, 'rup', [
      ['plancher', 'int'],
      ['mur', 'brique'],
      ['isolation', 'itr'],
      ['dalle', 'pleine'],
    ]);
    const step = await filters(answers);
    const thickness = named(step.filters, 'Épaisseur du plancher')!;
    const withOne = thickness.filterValues.filter((v) => v.psi_value_id !== null);
    // 16 cm: only the BM-37; 23 cm: only the BM-42; 20 cm: both.
    expect(withOne.map((v) => v.value)).toEqual(['16 cm', '23 cm']);
    for (const value of withOne) {
      const { rupteurs } = expectOk(
        await api.call(searchRupteurs, { token: device, body: { filters: [...answers, value.id] } }),
      ).datas;
      expect(rupteurs.flatMap((r) => r.psiValues.map((p) => p.id))).toEqual([value.psi_value_id]);
    }
  });
});

describe('the rupteur search', () => {
  test('finds the rupteurs matching the answers, best first, with their matching psi values', async () => {
    const answers = await answersOf(api, 'rup', [
      ['plancher', 'int'],
      ['mur', 'banche'],
      ['isolation', 'iti'],
      ['isolantMur', '140'],
    ]);
    const { rupteurs } = expectOk(await api.call(searchRupteurs, { token: device, body: { filters: answers } })).datas;
    expect(rupteurs.length).toBe((await filters(answers)).nbResults);
    const best = rupteurs.map((r) => Math.min(...r.psiValues.map((p) => p.psiMoyen ?? 9)));
    expect(best).toEqual([...best].sort((a, b) => a - b));
    expect(rupteurs.every((r) => r.psiValues.length > 0)).toBe(true);
    expect(rupteurs[0]).toMatchObject({ image: { url: `/media/download/${rupteurs[0]!.visual}` } });
  });

  test('answers sent as no filter find every rupteur; the thermal search refuses an environmental type', async () => {
    const all = expectOk(await api.call(searchRupteurs, { token: device, body: { filters: [] } })).datas.rupteurs;
    expect(all).toHaveLength(31);
    const failure = expectFailure(
      await api.call(searchRupteurs, { token: device, body: { filters: [], dataType: 'pou' } }),
      400,
    );
    expect(failure.error).toEqual({ dataType: 'Valeur invalide' });
  });

  test('one rupteur by id with all its configurations; an unknown id is a French 404', async () => {
    const all = expectOk(await api.call(searchRupteurs, { token: device, body: { filters: [] } })).datas.rupteurs;
    const thermo = all.find((r) => r.uuid === 1)!;
    const { rupteur } = expectOk(await api.call(getRupteur, { token: device, params: { id: thermo.id } })).datas;
    expect(rupteur.name).toBe('Thermo-prédalle TPR');
    expect(rupteur.psiValues.length).toBeGreaterThan(thermo.psiValues.length - 1);
    for (const id of ['99999', 'abc', '1e3']) {
      const failure = expectFailure(await api.call(getRupteur, { token: device, params: { id } }), 404);
      expect(failure.message).toBe('Ce rupteur est introuvable.');
    }
  });
});

describe('bad input', () => {
  test.each([
    [{ answers: 'x', dataType: 'rup' }, { answers: 'Valeur invalide' }],
    [{ answers: [] }, { dataType: 'Champ obligatoire' }],
    [{ answers: [1], dataType: 'bois' }, { dataType: 'Valeur invalide' }],
    [{ answers: [0], dataType: 'rup' }, { 'answers.0': 'Identifiant invalide' }],
    [{ answers: [1.5], dataType: 'rup' }, { 'answers.0': 'Valeur invalide' }],
    [{ answers: [], dataType: 'rup', extra: 1 }, { extra: 'Champ inattendu' }],
  ])('%j is a 400 envelope naming the field', async (body, error) => {
    const failure = expectFailure(await api.call(getFilters, { token: device, body }), 400);
    expect(failure.error).toEqual(error);
  });

  test("an unknown value is a 404, another questionnaire's value or two values of one filter a 400", async () => {
    expect(
      expectFailure(await api.call(getFilters, { token: device, body: { answers: [99999], dataType: 'rup' } }), 404)
        .message,
    ).toBe('Cette valeur de filtre est introuvable (99999).');
    const pou = await valueId(api, 'pou', 'poutrelle', 'treillis');
    expectFailure(await api.call(getFilters, { token: device, body: { answers: [pou], dataType: 'rup' } }), 400);
    const two = await answersOf(api, 'rup', [
      ['plancher', 'int'],
      ['plancher', 'vs'],
    ]);
    const failure = expectFailure(
      await api.call(getFilters, { token: device, body: { answers: two, dataType: 'rup' } }),
      400,
    );
    expect(failure.message).toBe('Une seule réponse par critère est possible.');
  });

  test('no bearer is a 401; a body that is not JSON is a 400 envelope', async () => {
    expectFailure(await api.call(getFilters, { body: { answers: [], dataType: 'rup' } }), 401);
    const response = await api.raw('POST', '/api/filters', {
      body: '{"answers": [',
      headers: { authorization: `Bearer ${device}`, 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});

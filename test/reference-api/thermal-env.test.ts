import { mainHistoryCreate, mainHistoryLoad } from '@/src/contracts/history/main';
import { getEnvResult } from '@/src/contracts/thermal/env-result';
import { getFilters, type EnvDataType } from '@/src/contracts/thermal/filters';
import { registerDevice, type MainApi } from '@/test/support/main-site';
import { expectFailure, expectOk, startApi } from '@/test/support/reference-api';
import { answersOf } from '@/test/support/thermal';

let api: MainApi;
let device: string;
beforeAll(async () => {
  api = await startApi('main');
  device = await registerDevice(api);
});

const CASES: [EnvDataType, [string, string][], Record<string, unknown>, string[]][] = [
  [
    'pou',
    [
      ['poutrelle', 'precontrainte'],
      ['entrevous', 'beton'],
      ['hauteur', '16+4'],
      ['portee', 'courte'],
    ],
    {
      name: 'Poutrelle précontrainte 16+4',
      typeDePoutrelle: 'Poutrelle précontrainte',
      litrageBeton: 59,
      uniteLitrageBeton: 'L/m²',
      ratioKilotageArmatures: null,
      uniteRatioKilotageArmatures: null,
      uniteRatioKilotage: 'kg/m²',
    },
    ['10482', '12345', '13021', '14110', '14112'],
  ],
  [
    'pre',
    [
      ['predalle', 'precontrainte'],
      ['montage', '5+15'],
      ['portee', 'courte'],
    ],
    {
      name: 'Prédalle précontrainte 5+15',
      typeDePoutrelle: null,
      litrageBeton: 150,
      ratioKilotageArmatures: 35,
      uniteRatioKilotageArmatures: 'kg/m³',
      ratioKilotage: 5.25,
    },
    ['15301', '15310', '16020'],
  ],
  [
    'mur',
    [
      ['montage', '5+13+5'],
      ['parement', 'architectonique'],
      ['hauteur', '250'],
    ],
    { name: 'Prémur architectonique 5+13+5', litrageBeton: 130, litrageBetonSupplementaire: null },
    ['16020', '17451', '17460'],
  ],
];

describe.each(CASES)('the environmental questionnaire %s', (dataType, path, expected, sheets) => {
  test('narrows step by step to one system, whose result has its figures, units and FDES sheets', async () => {
    const answers = await answersOf(api, dataType, path);
    let previous = Infinity;
    for (let step = 0; step <= answers.length; step++) {
      const { nbResults, filters } = expectOk(
        await api.call(getFilters, { token: device, body: { answers: answers.slice(0, step), dataType } }),
      ).datas;
      expect(nbResults).toBeLessThan(previous);
      previous = nbResults;
      expect(filters.every((f) => f.filter_section === dataType)).toBe(true);
      if (step < answers.length) expect(filters[0]!.filterValues.map((v) => v.id)).toContain(answers[step]);
    }
    expect(previous).toBe(1);

    const { datas } = expectOk(
      await api.call(getEnvResult, { token: device, body: { filtersValue: answers, dataType } }),
    );
    expect(datas.success).toBe(true);
    expect(datas.result).toMatchObject({ dataType, ...expected });
    expect(datas.fdes.map((f) => f.number)).toEqual(sheets);
    expect(datas.fdes.every((f) => f.title.length > 10)).toBe(true);
    // Carbon: each sheet declares its impact; the system's A1–A3 is Σ perM2 × impact.
    expect(datas.fdes.every((f) => /^FDES (individuelle|collective)$/.test(f.kind!) && f.impact!.a1a3 > 0)).toBe(true);
    const counted = datas.fdes.filter((f) => f.perM2 !== null);
    const a1a3 = counted.reduce((total, f) => total + f.perM2! * f.impact!.a1a3, 0);
    expect(datas.result!.carbon).toMatchObject({ unit: 'kg CO2 eq/m²', a1a3: Math.round(a1a3 * 10) / 10 });

    const { history, fdes } = expectOk(
      await api.call(mainHistoryCreate, { token: device, body: { filtersValue: answers, dataType } }),
    ).datas;
    expect(fdes).toEqual(datas.fdes);
    const field = { pou: 'poutrelle', pre: 'predalle', mur: 'premur' }[dataType];
    const env = { pou: 'envPoutrelle', pre: 'envPredalle', mur: 'envMur' }[dataType];
    expect(history).toMatchObject({ rupteur: null, psiValue: null, [field]: datas.result!.id, [env]: datas.result });
    const loaded = expectOk(await api.call(mainHistoryLoad, { token: device, body: { id: history.id } })).datas;
    expect(loaded.fdes).toEqual(datas.fdes);
    expect(loaded.filters.map((f) => f.filter_section)).toEqual(path.map(() => dataType));
  });

  test('answers that leave several systems give no result, and cannot be saved', async () => {
    const answers = await answersOf(api, dataType, path.slice(0, 1));
    const { datas } = expectOk(
      await api.call(getEnvResult, { token: device, body: { filtersValue: answers, dataType } }),
    );
    expect(datas).toEqual({ success: false, result: null, fdes: [] });
    const failure = expectFailure(
      await api.call(mainHistoryCreate, { token: device, body: { filtersValue: answers, dataType } }),
      400,
    );
    expect(failure.message).toBe(
      'Ces critères désignent encore plusieurs systèmes : répondez aux questions restantes.',
    );
  });
});

test('the result call refuses the thermal data type and malformed bodies', async () => {
  const failure = expectFailure(
    await api.call(getEnvResult, { token: device, body: { filtersValue: [], dataType: 'rup' } }),
    400,
  );
  expect(failure.error).toEqual({ dataType: 'Valeur invalide' });
  expectFailure(await api.call(getEnvResult, { token: device, body: { filtersValue: [-1], dataType: 'pou' } }), 400);
  expectFailure(
    await api.call(getEnvResult, { token: device, body: { filtersValue: [424242], dataType: 'pou' } }),
    404,
  );
});

import { getCarbonEntrevousField, getCarbonForm, type CarbonAnswers } from '@/src/contracts/carbon/tunnel';
import type { ServerField } from '@/src/contracts/forms/server-field';
import { expectFailure, expectOk, startApi } from '@/test/support/reference-api';
import type { Api } from '@/test/support/tools-flows';

let api: Api;
beforeAll(async () => {
  api = await startApi('carbone');
});

const STEP1 = { zipCode: '69007', projectName: 'Résidence Les Tilleuls', path: 'guided' };

/** Answers in order, as the tunnel sends them. */
const answers = (step2: Record<string, string>, step1: Record<string, string> = STEP1): CarbonAnswers => ({
  step1,
  step2: Object.entries(step2).map(([field, value], index) => ({ index, field, value })),
});

async function form(body: CarbonAnswers) {
  const { datas } = expectOk(await api.call(getCarbonForm, { body }));
  const fields = (step: number) => datas.formArray[step - 1]!.fields as ServerField[];
  return { datas, step1: fields(1), step2: fields(2), field: (name: string) => fields(2).find((f) => f.name === name) };
}

/** Whether a field's conditions hold, as the engine reads them (the server's own rule: isCompleted). */
const COMPLETE_BEAMS = {
  systemType: 'entrevous-beton',
  span: '450',
  joists: 'precontraintes',
  entrevous: 'beton',
  concreteClass: 'C25/30',
  cementType: 'cem-ii-a',
  thermalBreak: 'sans',
  seismicZone: '2',
};

describe('the carbon form (POST /api/simulator/form/)', () => {
  test('empty answers: step 1 asks zip, project name and path; step 2 only the system type', async () => {
    const { datas, step1, step2 } = await form(answers({}, {}));
    expect(step1.map((f) => f.name)).toEqual(['zipCode', 'projectName', 'path']);
    expect(step1[0]).toMatchObject({ type: 'text', required: true, attr: { pattern: '[^0-9]' } });
    expect(step1[2]!.choices).toEqual({ 'Parcours guidé': 'guided' });
    expect(step2.map((f) => f.name)).toEqual(['systemType']);
    expect(Object.values(step2[0]!.choices!)).toEqual([
      'entrevous-beton',
      'entrevous-isolant',
      'predalle',
      'dalle-pleine',
    ]);
    expect(datas.isCompleted).toBe(false);
  });

  test('after the system type: its fields, with defaults, units, the forced seismic zone and grouped classes', async () => {
    const { step2, field } = await form(answers({ systemType: 'entrevous-beton' }));
    expect(step2.map((f) => f.name)).toEqual([
      'systemType',
      'favorites',
      'span',
      'joists',
      'compressionSlab',
      'propping',
      'entrevous',
      'concreteClass',
      'cementType',
      'thermalBreak',
      'seismicZone',
      'chaining',
    ]);
    expect(field('span')).toMatchObject({ unit: 'cm', defaultValue: '500', attr: { pattern: '[^0-9]' } });
    // Proposed from the département (Rhône), its basis said, and correctable (not forced).
    expect(field('seismicZone')).toMatchObject({
      defaultValue: '2',
      help: "Zone 2 d'après le département 69 — la commune peut relever d'une autre zone : corrigez-la si besoin.",
    });
    expect(field('seismicZone')!.forcedValue).toBeUndefined();
    expect(field('concreteClass')!.groupedChoices).toEqual({
      'Bétons courants': { 'C20/25': 'C20/25', 'C25/30': 'C25/30' },
      'Bétons à hautes performances': { 'C30/37': 'C30/37', 'C35/45': 'C35/45' },
    });
    expect(field('cementType')!.children!.map((c) => [c.name, c.unit, c.defaultValue])).toEqual([
      ['cementContent', 'kg/m³', '300'],
      ['cementFactor', 'kg CO₂ eq/kg', '0,87'],
    ]);
    expect(
      (await form(answers({ systemType: 'dalle-pleine' }, { ...STEP1, zipCode: '97110' }))).field('seismicZone')!
        .defaultValue,
    ).toBe('5');
  });

  test('favorites proposes the system’s usual answers as default values', async () => {
    const { field } = await form(answers({ systemType: 'entrevous-isolant', favorites: 'entrevous-isolant' }));
    expect(field('span')!.defaultValue).toBe('450');
    expect(field('thermalBreak')!.defaultValue).toBe('avec');
    expect(field('entrevous')!.defaultValue).toBe('isolant');
  });

  test('conditions use ==, !=, >, >=, <, <=, NOT IN on the answers', async () => {
    const { field } = await form(answers({ systemType: 'entrevous-beton' }));
    const comparators = (name: string) => field(name)!.conditions!.map((c) => `${c.field} ${c.comparator}`);
    expect(comparators('compressionSlab')).toEqual(['span >', 'systemType !=', 'systemType !=']);
    expect(comparators('propping')).toEqual(['systemType ==', 'span >=']);
    expect(comparators('joists')).toEqual(['span <=', 'systemType NOT IN']);
    expect(comparators('chaining')).toEqual(['seismicZone <']);
    expect(comparators('entrevous')).toEqual(['systemType NOT IN']);
  });

  test('isCompleted once every shown required field is answered, the conditional ones included', async () => {
    expect((await form(answers(COMPLETE_BEAMS))).datas.isCompleted).toBe(true);
    // A span over 6 m shows the compression slab, lattice joists go.
    const longer = { ...COMPLETE_BEAMS, span: '620' };
    expect((await form(answers(longer))).datas.isCompleted).toBe(false);
    expect((await form(answers({ ...longer, compressionSlab: '6' }))).datas.isCompleted).toBe(true);
    // A custom concrete asks its children.
    const custom = { ...COMPLETE_BEAMS, cementType: 'custom' };
    expect((await form(answers(custom))).datas.isCompleted).toBe(false);
    const filled = { ...custom, cementContent: '280', cementFactor: '0,6' };
    expect((await form(answers(filled))).datas.isCompleted).toBe(true);
    expect((await form(answers(COMPLETE_BEAMS, { ...STEP1, zipCode: '690' }))).datas.isCompleted).toBe(false);
  });

  test('bad bodies: the 400 envelope, never a 500', async () => {
    for (const body of ['{', '[]', '{"step1":{},"step2":"x"}', '{"step1":{"zipCode":3},"step2":[]}']) {
      const response = await api.raw('POST', '/api/simulator/form/', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false });
    }
    expectFailure(await api.call(getCarbonForm, { body: { ...answers({}), cluster: 99999 } }), 404);
  });
});

describe('the block field (POST /api/simulator/entrevous/)', () => {
  test('wood-fibre blocks up to a 6.40 m span, PSE for insulating blocks', async () => {
    const field = async (datas: Record<string, string>) =>
      expectOk(await api.call(getCarbonEntrevousField, { body: { datas } })).datas.field;
    expect(Object.values((await field({ systemType: 'entrevous-beton', span: '500' })).choices!)).toEqual([
      'beton',
      'bio',
    ]);
    expect(Object.values((await field({ systemType: 'entrevous-isolant', span: '700' })).choices!)).toEqual([
      'isolant',
    ]);
  });
});

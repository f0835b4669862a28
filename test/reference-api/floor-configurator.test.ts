import {
  getEntrevousField,
  getFloorForm,
  submitFloorSimulation,
  validateContinuity,
  type FloorForm,
} from '@/src/contracts/floor/simulator';
import type { ServerField } from '@/src/contracts/forms/server-field';
import { FLOOR_EXAMPLES, flatValues } from '@/demo-pages/reference-api/floor/examples';
import type { FormValues } from '@/demo-pages/reference-api/floor/values';
import { API_ORIGIN, expectFailure, expectOk, startApi } from '@/test/support/reference-api';
import { PAGE_ORIGIN, type Api } from '@/test/support/tools-flows';

let api: Api;
beforeAll(async () => {
  api = await startApi('plancher');
});

const fieldsOf = (form: FloorForm, step: number) => form.formArray[step - 1]!.fields as ServerField[];
const field = (form: FloorForm, name: string) =>
  [...fieldsOf(form, 1), ...fieldsOf(form, 2)].find((f) => f.name === name)!;
const formQuery = (step1: unknown, step2?: unknown) =>
  `?step1=${encodeURIComponent(JSON.stringify(step1))}` +
  (step2 === undefined ? '' : `&step2=${encodeURIComponent(JSON.stringify(step2))}`);
const formFor = async (step1: unknown, step2?: unknown) =>
  expectOk(await api.call(getFloorForm, { query: formQuery(step1, step2) })).datas;
const submit = (values: FormValues, options: { token?: string; origin?: string } = {}) =>
  api.call(submitFloorSimulation, { body: { values: flatValues(values) }, ...options });

describe('the form', () => {
  test('two steps: the postal code and name, then the floor, in the order it is answered', async () => {
    const form = expectOk(await api.call(getFloorForm)).datas;
    expect(form.status).toBe('new');
    expect(form.formArray.map((s) => [s.step, s.title])).toEqual([
      [1, 'Votre projet'],
      [2, 'Votre plancher'],
    ]);
    expect(fieldsOf(form, 1).map((f) => f.name)).toEqual(['zipCode', 'configurationName']);
    expect(field(form, 'zipCode')).toMatchObject({ type: 'text', required: true, attr: { pattern: '[^0-9]' } });
    expect(fieldsOf(form, 2).map((f) => f.name)).toEqual([
      'floor',
      'floorLevel',
      'up',
      'loadCase',
      'gLoad',
      'qLoad',
      'floorSpan',
      'continuity',
      'continuityWidth',
      'continuityLength',
      'insulation',
      'floorType',
      'company',
    ]);
    expect(field(form, 'company').required).toBe(false);
  });

  test('conditions use ==, !=, IN and NOT IN; hidden fields name their disabled value', async () => {
    const form = expectOk(await api.call(getFloorForm)).datas;
    expect(field(form, 'floorLevel')).toMatchObject({
      conditions: [{ field: 'floor', comparator: '!=', value: 'low' }],
      disabledValue: 'ground',
    });
    expect(field(form, 'up').conditions).toEqual([{ field: 'floor', comparator: 'IN', value: ['low', 'high'] }]);
    expect(field(form, 'insulation')).toMatchObject({
      type: 'checkbox',
      disabledValue: 'aucune',
      conditions: [{ field: 'floor', comparator: 'NOT IN', value: ['intermediate'] }],
    });
    for (const name of ['gLoad', 'qLoad'])
      expect(field(form, name)).toMatchObject({
        unit: 'kN/m²',
        conditions: [{ field: 'loadCase', comparator: '==', value: 'custom' }],
      });
    for (const name of ['continuityWidth', 'continuityLength'])
      expect(field(form, name)).toMatchObject({ unit: 'cm', conditions: [{ field: 'continuity', value: 'true' }] });
    expect(field(form, 'floorSpan')).toMatchObject({ unit: 'cm', attr: { min: 100 }, reload: 'entrevous' });
    expect([field(form, 'zipCode').reload, field(form, 'floor').reload, field(form, 'up').reload]).toEqual([
      'form',
      'form',
      'entrevous',
    ]);
  });

  test('load cases set realistic loads; tooltips help, one with a drawing the API serves', async () => {
    const form = expectOk(await api.call(getFloorForm)).datas;
    const loadCase = field(form, 'loadCase');
    expect(loadCase.type).toBe('fakeCheckbox');
    expect(loadCase.choiceAttributes).toMatchObject({
      habitation: { gLoad: 1, qLoad: 1.5 },
      bureaux: { gLoad: 1.5, qLoad: 2.5 },
      commerce: { gLoad: 1.5, qLoad: 5 },
      parking: { gLoad: 1, qLoad: 2.5 },
    });
    expect(Object.values(loadCase.choices!)).toContain('custom');
    const tooltips = fieldsOf(form, 2).flatMap((f) => f.tooltips ?? []);
    expect(tooltips.length).toBeGreaterThanOrEqual(3);
    const image = tooltips.find((t) => t.image)!.image!;
    const png = await api.raw('GET', image);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  test('before any answer, no Up and no infill block is offered', async () => {
    const form = expectOk(await api.call(getFloorForm)).datas;
    expect(field(form, 'up').choices).toEqual({});
    expect(field(form, 'floorType').choices).toEqual({});
  });
});

describe('the form again, with the answers so far', () => {
  test.each([
    ['69003', 'low', ['0.27', '0.23', '0.20', '0.16']],
    ['13001', 'low', ['0.36', '0.30', '0.27', '0.23']],
    ['33000', 'high', ['0.23', '0.20', '0.16']],
    ['97400', 'low', []],
  ])('in %s, a %s floor offers the Up targets of its climate zone', async (zipCode, floor, ups) => {
    const form = await formFor({ zipCode }, { floor });
    expect(Object.values(field(form, 'up').choices!)).toEqual(ups);
    expect(field(form, 'floor').choiceAttributes![floor]!['available-ups']).toEqual(ups);
  });

  test('Up labels are French, a roof floor offers no shop or parking loads', async () => {
    const form = await formFor({ zipCode: '69003' }, { floor: 'high' });
    expect(Object.keys(field(form, 'up').choices!)).toEqual(['0,20', '0,16', '0,13']);
    expect(field(form, 'floor').choiceAttributes!.high!['available-load-cases']).toEqual([
      'habitation',
      'bureaux',
      'custom',
    ]);
    expect(field(form, 'floor').choiceAttributes!.intermediate!['available-ups']).toEqual([]);
  });

  test('the infill blocks offered follow the Up, the insulation and the span', async () => {
    const step2 = { floor: 'low', up: '0.27', floorSpan: '420', insulation: ['aucune'] };
    expect((await formFor({ zipCode: '69003' }, step2)).formArray[1]!.fields).toContainEqual(
      expect.objectContaining({ name: 'floorType', choices: { 'Entrevous polystyrène': 'entrevous-polystyrene' } }),
    );
    const insulated = await formFor({ zipCode: '69003' }, { ...step2, insulation: ['sous-chape'] });
    expect(Object.values(field(insulated, 'floorType').choices!)).toEqual([
      'entrevous-beton',
      'entrevous-polystyrene',
      'entrevous-bois',
    ]);
  });

  test.each([
    ['step1 that is not JSON', '?step1=%7Bzip', 'step1', "Ce paramètre n'est pas un JSON valide."],
    ['step2 as a list', `?step2=${encodeURIComponent('["low"]')}`, 'step2', 'Objet JSON attendu (champ → valeur).'],
    [
      'a value that is an object',
      formQuery({ zipCode: { a: 1 } }),
      'step1',
      'Chaque valeur doit être un texte, un nombre, un booléen ou une liste de textes.',
    ],
    ['a cluster that is not an id', '?cluster=abc', 'cluster', 'Identifiant de configuration invalide.'],
    ['an unknown parameter', '?page=2', 'page', 'Champ inattendu'],
  ])('%s is a 400 naming the parameter', async (_, query, parameter, message) => {
    const failure = expectFailure(await api.call(getFloorForm, { query }), 400);
    expect(failure.error).toEqual({ [parameter]: message });
  });
});

describe('the infill-block field alone (entrevous)', () => {
  const entrevous = (datas: unknown, query = '?as-field=1') => api.call(getEntrevousField, { body: { datas }, query });

  test('answers the floorType field for the answers', async () => {
    const { field: floorType } = expectOk(
      await entrevous({ zipCode: '01000', floor: 'intermediate', floorSpan: 600, insulation: [] }),
    ).datas;
    expect(floorType).toMatchObject({ name: 'floorType', type: 'radio', required: true });
    // 6.00 m between heated storeys: the thick concrete and wood blocks reach it, PSE is for low and roof floors.
    expect(floorType.choices).toEqual({
      'Entrevous béton': 'entrevous-beton',
      'Entrevous fibre de bois': 'entrevous-bois',
    });
  });

  test('past the catalogue, the limit that stops it, and the families kept so the submit offers the office', async () => {
    // 8.00 m is past every low floor of the catalogue, whatever the infill; the hint
    // names the span (computed), not the Up, and the field stays answerable.
    const { field: floorType } = expectOk(
      await entrevous({ zipCode: '69003', floor: 'low', up: '0.16', floorSpan: '800', insulation: ['aucune'] }),
    ).datas;
    expect(Object.values(floorType.choices!)).toContain('entrevous-polystyrene');
    expect(floorType.help).toBe(
      "Portée de 8,00 m : le catalogue va jusqu'à 6,20 m pour un plancher bas même sous charges d'habitation. " +
        "Choisissez un type d'entrevous et lancez la recherche : notre bureau d'étude peut étudier votre projet.",
    );
    // An intermediate floor at 8.50 m: the span, never the Up (that floor has none).
    const intermediate = expectOk(
      await entrevous({ zipCode: '06000', floor: 'intermediate', floorSpan: '850', insulation: ['aucune'] }),
    ).datas.field;
    expect(intermediate.help).toMatch(
      /^Portée de 8,50 m : le catalogue va jusqu'à 7,60 m pour un plancher intermédiaire/,
    );
    expect(intermediate.help).not.toMatch(/Up|isolant/);
  });

  test('refuses malformed answers and a missing as-field with a 400 envelope', async () => {
    expect(expectFailure(await entrevous({ floor: { low: true } }), 400).error).toEqual({
      'datas.floor': 'Valeur invalide',
    });
    expectFailure(await entrevous({ floor: 'low' }, ''), 400);
    const raw = await api.raw('POST', '/api/configurator/entrevous/?as-field=1', {
      body: '{"datas": [1,',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
  });
});

describe('the continuity check', () => {
  const check = (width: number | string, length: number | string) =>
    api.call(validateContinuity, { params: { width, length } });

  test('a support of 20 cm or more and a continuity of 50 to 150 cm is valid, with no message', async () => {
    for (const [width, length] of [
      [20, 50],
      [25, 80],
      [40, 150],
    ]) {
      expect(expectOk(await check(width!, length!))).toMatchObject({ datas: { valid: true }, message: '' });
    }
  });

  test.each([
    [15, 80, "La largeur de l'appui doit être d'au moins 20 cm pour assurer la continuité."],
    [25, 40, 'La longueur de continuité doit être comprise entre 50 et 150 cm.'],
    [25, 200, 'La longueur de continuité doit être comprise entre 50 et 150 cm.'],
  ])('%i,%i is not buildable: %s', async (width, length, message) => {
    expect(expectOk(await check(width, length))).toMatchObject({ datas: { valid: false }, message });
  });

  test('a pair that is not two whole numbers of cm is a 400 envelope', async () => {
    const failure = expectFailure(await check('2.5', 'abc'), 400);
    expect(failure.message).toBe("La largeur et la longueur s'écrivent en centimètres entiers, par exemple 25,80.");
  });
});

describe('the results', () => {
  test('several solutions, thinnest first, each with its reasons and the design office', async () => {
    const result = expectOk(await submit(FLOOR_EXAMPLES.several.values, { origin: PAGE_ORIGIN.plancher })).datas;
    expect(result.solutions.map((s) => s.slug)).toEqual(FLOOR_EXAMPLES.several.solutions);
    expect(result.hasOnlyOneSolution).toBe(false);
    expect(result.exclusions).toEqual([]);
    expect(result.agency).toEqual({
      libelle: "Bureau d'étude Auvergne-Rhône-Alpes",
      emails: ['be.aura@plancher.exemple.fr', 'bureau-etude@plancher.exemple.fr'],
      phone: '04 72 33 58 90',
    });
    const thicknesses = result.solutions.map((s) => s.thickness);
    expect(thicknesses).toEqual([...thicknesses].sort((a, b) => a - b));
    const [first] = result.solutions;
    expect(first).toMatchObject({
      libelle: 'Plancher poutrelles + entrevous PSE 12+4',
      thickness: 19,
      thicknessWithUnit: '19 cm',
      packshot: { url: `${API_ORIGIN.plancher}/media/download/systeme-poutrelles-entrevous-pse-12-4.png` },
      wordPressUrl: `${PAGE_ORIGIN.plancher}/systemes/poutrelles-entrevous-pse-12-4/`,
    });
    expect(first!.reasons).toEqual([
      'Plancher bas : ce système est prévu pour cette position.',
      'Up de 0,27 W/(m².K) sans isolant complémentaire : le Up visé (0,27) est atteint.',
      "Portée de 4,20 m : ce système va jusqu'à 4,40 m sous charges d'habitation.",
      "Entrevous polystyrène : le type d'entrevous choisi.",
    ]);
    // The design basis, computed from the system's self-weight, the answers (habitation: g 1,0,
    // q 1,5) and the span table. PSE 12+4: G 1,75 + 1,0 = 2,75 ; 1,35×2,75 = 3,7125 ; + 2,25 → 5,96.
    expect(first!.basis).toEqual([
      { label: 'Charges permanentes G', value: 'poids propre 1,75 + charges rapportées 1,0 = 2,75 kN/m²' },
      {
        label: "Charges d'exploitation Q",
        value: expect.stringMatching(/^1,5 kN\/m² : usage « Habitation », catégorie A /),
      },
      {
        label: 'Combinaison ELU',
        value: '1,35 G + 1,5 Q = 1,35 × 2,75 + 1,5 × 1,5 = 5,96 kN/m² (NF EN 1990, 6.4.3.2, éq. 6.10)',
      },
      {
        label: 'Combinaison ELS caractéristique',
        value: 'G + Q = 2,75 + 1,5 = 4,25 kN/m² (NF EN 1990, 6.5.3 (2) a, éq. 6.14b)',
      },
      {
        label: 'Charges de service (g + q)',
        value: expect.stringMatching(
          /^2,5 kN\/m² de charges rapportées : tableau de portées « charges d'habitation » \(jusqu'à 2,5 kN\/m²\) ; /,
        ),
      },
      { label: 'Portée / portée maximale', value: '4,20 / 4,40 m' },
      {
        label: 'Critère de flèche',
        value: expect.stringMatching(/^flèche nuisible ≤ L\/500, soit 0,84 cm pour 4,20 m/),
      },
    ]);
  });

  test('exactly one: the roof-floor system, the only PSE one fire-rated for an upper storey', async () => {
    const result = expectOk(await submit(FLOOR_EXAMPLES.one.values)).datas;
    expect(result.solutions.map((s) => s.slug)).toEqual(FLOOR_EXAMPLES.one.solutions);
    expect(result.hasOnlyOneSolution).toBe(true);
    expect(result.solutions[0]!.reasons).toContain('Étage : coupe-feu 30 minutes exigé, ce système est REI 30.');
  });

  test('none: the three closest systems, each with the answer to change', async () => {
    const result = expectOk(await submit(FLOOR_EXAMPLES.none.values)).datas;
    expect(result.solutions).toEqual([]);
    expect(result.hasOnlyOneSolution).toBe(false);
    expect(result.exclusions.map((e) => e.slug)).toEqual(FLOOR_EXAMPLES.none.exclusions);
    expect(result.exclusions[0]).toEqual({
      slug: 'poutrelles-entrevous-pse-20-4',
      libelle: 'Plancher poutrelles + entrevous PSE 20+4',
      reason:
        "Portée de 5,00 m : ce système va jusqu'à 4,70 m sous charges de commerce. Réduisez la portée ou les charges.",
    });
    expect(result.agency?.libelle).toBe("Bureau d'étude Auvergne-Rhône-Alpes");
    // The limit of the catalogue, computed from the answers (shop loads, 5.00 m).
    expect(result.limit).toEqual({
      kind: 'span',
      message:
        "Portée de 5,00 m : le catalogue va jusqu'à 4,70 m pour un plancher bas sous 6,5 kN/m² (g + q, charges de commerce).",
    });
  });

  test('past the catalogue: the span, the loads or the Up that stops it (beyond the spec)', async () => {
    const intermediate = {
      ...FLOOR_EXAMPLES.several.values,
      floor: 'intermediate',
      floorLevel: 'upper',
      up: null,
      insulation: ['aucune'],
      floorType: 'entrevous-beton',
    };
    const long = expectOk(await submit({ ...intermediate, floorSpan: '850' })).datas;
    expect(long.solutions).toEqual([]);
    expect(long.limit).toMatchObject({ kind: 'span', message: expect.stringMatching(/jusqu'à 7,60 m/) });
    const shop = expectOk(await submit({ ...intermediate, loadCase: 'commerce', floorSpan: '620' })).datas;
    expect(shop.limit).toMatchObject({ kind: 'span', message: expect.stringMatching(/jusqu'à 5,90 m .* commerce/) });
    const heavy = { ...intermediate, loadCase: 'custom', gLoad: '3', qLoad: '5', floorSpan: '400' };
    expect(expectOk(await submit(heavy)).datas.limit?.kind).toBe('load');
    const roof = { ...FLOOR_EXAMPLES.one.values, up: '0.13' };
    const cold = expectOk(await submit(roof)).datas;
    expect(cold.solutions).toEqual([]);
    expect(cold.limit).toMatchObject({ kind: 'up', message: expect.stringMatching(/^Up visé de 0,13 W\/\(m².K\)/) });
    // A limit only when it is the cause: a choice of infill type to change is not one.
    expect(expectOk(await submit({ ...intermediate, floorSpan: '400' })).datas.limit ?? null).toBeNull();
  });

  test('continuity lengthens the admissible span by 10 %, and says so', async () => {
    const base: FormValues = { ...FLOOR_EXAMPLES.several.values, floorSpan: '560' };
    expect(expectOk(await submit(base)).datas.solutions.map((s) => s.slug)).not.toContain(
      'poutrelles-entrevous-pse-16-4',
    );
    const continuous = { ...base, continuity: true, continuityWidth: '20', continuityLength: '100' };
    const { solutions } = expectOk(await submit(continuous)).datas;
    const pse16 = solutions.find((s) => s.slug === 'poutrelles-entrevous-pse-16-4')!;
    expect(pse16.reasons).toContain(
      "Portée de 5,60 m : ce système va jusqu'à 5,94 m sous charges d'habitation, continuité comprise.",
    );
    expect(pse16.reasons).toContain(
      'Continuité sur appui : permise par ce système (portée admissible majorée de 10 %).',
    );
    expect(pse16.basis).toContainEqual({
      label: 'Portée / portée maximale',
      value: '5,60 / 5,94 m (continuité sur appui comprise, + 10 %)',
    });
    expect(pse16.basis).toContainEqual({
      label: 'Critère de flèche',
      value: expect.stringMatching(/^flèche nuisible ≤ 0,5 cm \+ L\/1000, soit 1,06 cm pour 5,60 m/),
    });
    // The block with an integrated rupteur spans 5.30 m and allows no continuity: still excluded.
    expect(solutions.map((s) => s.slug)).not.toContain('poutrelles-entrevous-pse-rupteur-integre-16-4');
  });

  test('custom loads are judged by g + q', async () => {
    const custom = { ...FLOOR_EXAMPLES.several.values, loadCase: 'custom', gLoad: '1,2', qLoad: '1.3' };
    const { solutions } = expectOk(await submit(custom)).datas;
    expect(solutions[0]!.reasons).toContain("Portée de 4,20 m : ce système va jusqu'à 4,40 m sous 2,5 kN/m² (g + q).");
    const heavy = expectOk(await submit({ ...custom, gLoad: '3', qLoad: '5' })).datas;
    expect(heavy.solutions).toEqual([]);
    expect(heavy.exclusions[0]!.reason).toBe(
      "Charges de 8,0 kN/m² (g + q) : ce système est dimensionné jusqu'à 6,5 kN/m². Réduisez les charges.",
    );
  });

  test('a postal code no design office covers answers agency null', async () => {
    const result = expectOk(await submit({ ...FLOOR_EXAMPLES.several.values, zipCode: '48000', up: '0.30' })).datas;
    expect(result.agency).toBeNull();
    expect(result.solutions.length).toBeGreaterThan(0);
  });
});

describe('field errors', () => {
  const errorsOf = async (values: FormValues) => expectFailure(await submit(values), 400);

  // The level shows until the floor is known to be low (floor != 'low'), so it is asked too.
  test('every visible required field left empty is "Champ obligatoire"', async () => {
    const failure = await errorsOf({});
    expect(failure.message).toBe('Certains champs sont invalides.');
    expect(failure.error).toEqual({
      zipCode: 'Champ obligatoire',
      configurationName: 'Champ obligatoire',
      floor: 'Champ obligatoire',
      floorLevel: 'Champ obligatoire',
      loadCase: 'Champ obligatoire',
      floorSpan: 'Champ obligatoire',
      continuity: 'Champ obligatoire',
      insulation: 'Champ obligatoire',
      floorType: 'Champ obligatoire',
    });
  });

  test.each<[string, FormValues, Record<string, string>]>([
    ['a short postal code', { zipCode: '6900' }, { zipCode: 'Doit être exactement 5 caractères' }],
    [
      'letters in the postal code',
      { zipCode: '69OO3' },
      { zipCode: 'Le code postal ne doit contenir que des chiffres.' },
    ],
    ['a span out of range', { floorSpan: '50' }, { floorSpan: 'La valeur doit être comprise entre 100 et 900 cm.' }],
    ['a span that is not a number', { floorSpan: '4m20' }, { floorSpan: 'Saisissez un nombre (chiffres seulement).' }],
    ['custom loads missing', { loadCase: 'custom' }, { gLoad: 'Champ obligatoire', qLoad: 'Champ obligatoire' }],
    [
      'a custom load out of range',
      { loadCase: 'custom', gLoad: '12', qLoad: '2' },
      { gLoad: 'La valeur doit être comprise entre 0 et 10 kN/m².' },
    ],
    [
      'continuity without its pair',
      { continuity: true },
      { continuityWidth: 'Champ obligatoire', continuityLength: 'Champ obligatoire' },
    ],
    [
      'an unbuildable continuity',
      { continuity: 'true', continuityWidth: '15', continuityLength: '100' },
      { continuityWidth: "La largeur de l'appui doit être d'au moins 20 cm pour assurer la continuité." },
    ],
    [
      '"Aucun" with an insulation',
      { insulation: ['aucune', 'sous-chape'] },
      { insulation: '« Aucun » ne se combine pas avec un isolant.' },
    ],
    ['an Up of another zone', { up: '0.36' }, { up: 'Valeur invalide.' }],
    ['an unknown infill', { floorType: 'entrevous-acier' }, { floorType: 'Valeur invalide.' }],
    [
      'shop loads on a roof floor',
      { floor: 'high', floorLevel: 'upper', up: '0.20', loadCase: 'commerce' },
      { loadCase: "Cet usage n'est pas proposé pour ce plancher." },
    ],
    [
      'an overseas postal code',
      { zipCode: '97400', up: null },
      {
        up: 'Aucune valeur de Up n’est proposée pour ce code postal : la configuration couvre la France métropolitaine.',
      },
    ],
  ])('%s', async (_, change, errors) => {
    expect((await errorsOf({ ...FLOOR_EXAMPLES.several.values, ...change })).error).toEqual(errors);
  });

  test('a hidden field is ignored whatever it holds', async () => {
    const values = { ...FLOOR_EXAMPLES.several.values, gLoad: 'n/a', continuityWidth: '-3', floorLevel: 'cave' };
    expect(expectOk(await submit(values)).datas.solutions.length).toBe(5);
  });

  test('unknown fields and a radio sent twice are named', async () => {
    const body = {
      values: [
        ...flatValues(FLOOR_EXAMPLES.several.values),
        { field: 'color', value: 'red' },
        { field: 'floor', value: 'high' },
      ],
    };
    expect(expectFailure(await api.call(submitFloorSimulation, { body }), 400).error).toEqual({
      color: 'Champ inconnu.',
      floor: 'Une seule valeur est attendue pour ce champ.',
    });
  });
});

describe('malformed submits are 400 envelopes, never a 500', () => {
  test.each([
    ['not JSON', '{"values": [', 'application/json', 400],
    ['a list', '[]', 'application/json', 400],
    ['values not a list', '{"values": "zipCode=69003"}', 'application/json', 400],
    ['an entry without its field', '{"values": [{"value": "69003"}]}', 'application/json', 400],
    ['an entry holding an object', '{"values": [{"field": "zipCode", "value": {"a": 1}}]}', 'application/json', 400],
    ['a form instead of JSON', 'zipCode=69003', 'application/x-www-form-urlencoded', 415],
  ])('%s', async (_, body, type, status) => {
    const response = await api.raw('POST', '/api/simulator/', { body, headers: { 'content-type': type } });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});

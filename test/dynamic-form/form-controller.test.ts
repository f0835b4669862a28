import { REQUIRED } from '@/src/contracts/messages';
import { CARBON_STEPS, FLOOR_FIELDS, FLOOR_STEPS } from '@/test/support/dynamic-form-fixtures';
import { createFormController, type FormControllerOptions } from '@/features/dynamic-form/form-controller';
import { FLOOR_RESTRICTIONS, loadsOf } from '@/widgets/floor-configurator/loads';

const ZIP_LENGTH = 'Doit être exactement 5 caractères';
const floor = (options: Partial<FormControllerOptions> = {}) =>
  createFormController({
    steps: FLOOR_STEPS,
    validators: { zipCode: (value) => (String(value).length === 5 ? null : ZIP_LENGTH) },
    // The floor configurator's own rules, as its island gives them.
    onPick: loadsOf,
    restrictions: FLOOR_RESTRICTIONS,
    ...options,
  });

describe('the form controller: answers', () => {
  it('starts from each field’s first value, in the form’s order', () => {
    const form = floor();
    expect(Object.keys(form.values())).toEqual([
      'zipCode',
      'configurationName',
      'floor',
      'exposure',
      'up',
      'floorSpan',
      'entrevous',
      'loadCase',
      'gLoad',
      'qLoad',
      'continuity',
      'continuityWidth',
      'continuityLength',
      'insulation',
      'insulationThickness',
    ]);
    expect(form.values()).toMatchObject({ continuity: 'false', insulation: [], insulationThickness: '0' });
    expect(createFormController({ steps: CARBON_STEPS }).values()).toMatchObject({
      slabThickness: '20',
      path: 'guided',
    });
  });

  it('starts from saved answers, the rules applied', () => {
    const form = floor({ values: { floor: 'haut', up: '0.27', continuity: 'true', continuityWidth: '20' } });
    expect(form.values()).toMatchObject({ floor: 'haut', up: '', continuityWidth: '20' });
    expect(form.getState().availability.up).toEqual({ state: 'empty', values: [] });
  });

  it('cleans what is typed and runs the rules on each change', () => {
    const form = floor();
    form.setValue('floorSpan', '5e-4,2');
    form.setValue('zipCode', '69a003');
    expect(form.values()).toMatchObject({ floorSpan: '54,2', zipCode: '69003' });
    form.toggle('insulation', 'pse', true);
    // Shown again, it keeps the value it was reset to.
    expect(form.values()).toMatchObject({ insulation: ['pse'], insulationThickness: '0' });
    expect(form.isShown('insulationThickness')).toBe(true);
    form.toggle('insulation', 'aucune', true);
    expect(form.values()).toMatchObject({ insulation: ['aucune'], insulationThickness: '0' });
    expect(form.visibleFields(2).map((f) => f.name)).not.toContain('insulationThickness');
  });
});

describe('the form controller: errors', () => {
  it('shows a required error once the field is left, and every error of a step it checks', () => {
    const form = floor();
    expect(form.getState().errors).toEqual({});
    form.blur('zipCode');
    expect(form.getState().errors).toEqual({ zipCode: REQUIRED });
    form.setValue('zipCode', '690');
    expect(form.getState().errors).toEqual({ zipCode: ZIP_LENGTH });
    expect(form.validateStep(1)).toBe(false);
    expect(form.getState().errors).toEqual({ zipCode: ZIP_LENGTH, configurationName: REQUIRED });
    form.setValue('zipCode', '69003');
    form.setValue('configurationName', 'Maison Dupont');
    expect(form.validateStep(1)).toBe(true);
  });

  it('checks the shown fields of a step only', () => {
    const form = floor();
    expect(form.validateStep(2)).toBe(false);
    expect(Object.keys(form.getState().errors)).toEqual(['floor', 'up', 'floorSpan', 'loadCase']);
    form.setValue('continuity', 'true');
    expect(Object.keys(form.getState().errors)).toContain('continuityWidth');
  });

  it("puts the server's field errors under their fields, marked required", () => {
    const form = floor();
    form.setValue('gLoad', '1.5');
    const unplaced = form.setServerErrors({ gLoad: 'Charge hors limites', other: 'Erreur générale' });
    expect(unplaced).toEqual(['Erreur générale']);
    expect(form.getState().errors).toEqual({ gLoad: 'Charge hors limites' });
    form.setValue('gLoad', '');
    expect(form.getState().errors).toEqual({});
    form.blur('gLoad');
    expect(form.getState().errors).toEqual({ gLoad: REQUIRED });
  });

  it("shows the island's note under a shown field until it is removed", () => {
    const form = floor();
    form.setValue('continuity', 'true');
    form.setNote('continuityLength', 'Continuité impossible pour cette largeur.');
    expect(form.getState().errors.continuityLength).toBe('Continuité impossible pour cette largeur.');
    form.setValue('continuity', 'false');
    expect(form.getState().errors.continuityLength).toBeUndefined();
    form.setValue('continuity', 'true');
    form.setNote('continuityLength', null);
    expect(form.getState().errors.continuityLength).toBeUndefined();
  });
});

describe('the form controller: what the island gets', () => {
  it('tells the island of changes and of the reloads they ask for', () => {
    const onReload = jest.fn();
    const onChange = jest.fn();
    const form = floor({ onReload, onChange });
    form.setValue('floor', 'intermediaire');
    form.setValue('floorSpan', '5,4');
    form.setValue('exposure', 'abrite');
    form.setValue('exposure', 'abrite');
    expect(onReload.mock.calls.map(([request]) => request)).toEqual([
      { kind: 'form', field: 'floor' },
      { kind: 'entrevous', field: 'floorSpan' },
    ]);
    expect(onReload.mock.calls[1][1]).toMatchObject({ floor: 'intermediaire', floorSpan: '5,4' });
    expect(onChange.mock.calls.map(([name, value]) => [name, value])).toEqual([
      ['floor', 'intermediaire'],
      ['floorSpan', '5,4'],
      ['exposure', 'abrite'],
    ]);
  });

  it('gives the answers flattened and as the server takes them', () => {
    const form = floor();
    form.setValue('continuity', 'true');
    form.toggle('insulation', 'pse', true);
    form.toggle('insulation', 'fibre-bois', true);
    expect(form.serverValues()).toMatchObject({ continuity: true, insulation: ['pse', 'fibre-bois'] });
    expect(form.flat()).toEqual([
      { field: 'continuity', value: true },
      { field: 'insulation', value: 'pse' },
      { field: 'insulation', value: 'fibre-bois' },
      { field: 'insulationThickness', value: '0' },
    ]);
  });

  it('notifies its subscribers with a new snapshot', () => {
    const form = floor();
    const before = form.getState();
    const listener = jest.fn();
    const stop = form.subscribe(listener);
    form.setValue('floor', 'haut');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(form.getState()).not.toBe(before);
    stop();
  });
});

describe('fields fetched again', () => {
  it('keeps the answers of the fields still there, drops the others, and clears what is no longer offered', () => {
    const form = floor();
    form.setValue('floor', 'vide-sanitaire');
    form.setValue('up', '0.23');
    form.setValue('exposure', 'expose');
    const refetched = FLOOR_FIELDS.filter((f) => f.name !== 'exposure').map((f) =>
      f.name === 'up' ? { ...f, choices: { '0,27': '0.27' } } : f,
    );
    form.replaceFields(2, [
      ...refetched,
      { name: 'fireRating', label: 'Résistance au feu', type: 'text', value: 'REI 30' },
    ]);
    expect(form.values()).toMatchObject({ floor: 'vide-sanitaire', up: '', fireRating: 'REI 30' });
    expect(form.values()).not.toHaveProperty('exposure');
  });

  it('adds a step the form did not have (the carbon tunnel)', () => {
    const form = createFormController({ steps: [] });
    form.replaceFields(2, CARBON_STEPS[0]!.fields);
    expect(form.visibleFields(2).map((f) => f.name)).toContain('systemType');
    form.setValue('span', '7,5');
    expect(form.isShown('seismicZone')).toBe(true);
  });

  it('replaces the infill-block field, keeping an answer still offered', () => {
    const form = floor();
    form.setValue('entrevous', 'pse');
    const entrevous = { name: 'entrevous', label: 'Entrevous', type: 'radio', choices: { PSE: 'pse', Bois: 'bois' } };
    form.replaceField('entrevous', entrevous);
    expect(form.values().entrevous).toBe('pse');
    form.replaceField('entrevous', { ...entrevous, choices: { Bois: 'bois' }, value: 'bois' });
    expect(form.values().entrevous).toBe('bois');
    expect(form.getState().steps[1]!.fields.find((f) => f.name === 'entrevous')!.choices).toEqual({ Bois: 'bois' });
  });

  it('leaves a field the visitor emptied empty when another one is fetched again', () => {
    const entrevous = { name: 'entrevous', label: 'Entrevous', type: 'radio', choices: { PSE: 'pse' } };
    const span = { name: 'span', label: 'Portée', type: 'number', unit: 'cm', required: true, value: '500' };
    const form = createFormController({
      steps: [{ step: 1, title: '', fields: [{ ...span, reload: 'entrevous' }, entrevous] }],
    });
    expect(form.values().span).toBe('500');
    form.setValue('span', '');
    form.replaceField('entrevous', { ...entrevous, value: 'pse' });
    expect(form.values().span).toBe('');
    form.blur('span');
    expect(form.getState().errors.span).toBe(REQUIRED);
    form.setValue('span', '350');
    expect(form.values().span).toBe('350');
  });

  it('ignores a malformed field fetched again, with one console error', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const form = floor();
    form.replaceField('entrevous', { name: 'entrevous', label: 'Entrevous', type: 'radio', choices: ['pse'] });
    expect(error).toHaveBeenCalledTimes(1);
    expect(form.getState().steps[1]!.fields.find((f) => f.name === 'entrevous')!.choices).toHaveProperty(
      'Entrevous PSE',
    );
    error.mockRestore();
  });
});

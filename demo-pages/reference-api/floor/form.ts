import type { FormStep, ServerField } from '@/src/contracts/forms/server-field';
import { climateZone, upTargets } from './climate';
import { step1Fields } from './form-step1';
import { step2Fields, type Step2Inputs } from './form-step2';
import { familiesFor } from './recommend';
import { FLOOR_POSITIONS, INSULATIONS, type FloorPosition, type Insulation } from './types';
import { textOf, type FormValues } from './values';

/**
 * The configurator's form (§7 `GET /api/simulator/`) for the answers so far: the choices that
 * depend on earlier answers are computed here, the fields themselves are in form-step1/2.ts.
 */

/** A number as typed ('5,40' or '540'), or null when it is not one. */
export function readNumber(value: FormValues[string] | undefined): number | null {
  const text = textOf(value).trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

export function readFloor(values: FormValues): FloorPosition | null {
  const floor = textOf(values.floor);
  return (FLOOR_POSITIONS as readonly string[]).includes(floor) ? (floor as FloorPosition) : null;
}

/** The insulations added, without 'aucune' and anything unknown. */
export function readInsulation(values: FormValues): Exclude<Insulation, 'aucune'>[] {
  const list = Array.isArray(values.insulation) ? values.insulation : [];
  return list.filter(
    (i): i is Exclude<Insulation, 'aucune'> => i !== 'aucune' && INSULATIONS.includes(i as Insulation),
  );
}

export function step2Inputs(values: FormValues): Step2Inputs {
  const zone = climateZone(textOf(values.zipCode).trim());
  const upsByFloor = Object.fromEntries(
    FLOOR_POSITIONS.map((f) => [f, upTargets(zone, f)]),
  ) as Step2Inputs['upsByFloor'];
  const floor = readFloor(values);
  const ups = floor ? upsByFloor[floor] : [];
  const up = readNumber(values.up);
  const floorSpan = readNumber(values.floorSpan);
  const upKnown = floor === 'intermediate' || (up !== null && ups.includes(textOf(values.up)));
  const families =
    floor && upKnown && floorSpan !== null
      ? familiesFor({ floor, up: floor === 'intermediate' ? null : up, insulation: readInsulation(values), floorSpan })
      : [];
  return { upsByFloor, ups, families };
}

/** Every field of both steps, in order, with the choices the answers call for. */
export function formFields(values: FormValues): { step1: ServerField[]; step2: ServerField[] } {
  const inputs = step2Inputs(values);
  const step2 = step2Fields(inputs);
  const floorType = step2.find((f) => f.name === 'floorType')!;
  if (inputs.families.length === 0 && readNumber(values.floorSpan) !== null && readFloor(values))
    floorType.help =
      "Aucun type d'entrevous n'atteint ce Up à cette portée : réduisez la portée, ajoutez un isolant ou visez un Up moins exigeant.";
  return { step1: step1Fields(), step2 };
}

/** The value a field shows when a saved simulation is edited: 'true'/'false' as booleans (§4.1). */
function savedValue(field: ServerField, values: FormValues): ServerField['value'] {
  const value = values[field.name];
  if (value === undefined) return undefined;
  if (field.name === 'continuity' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** The two steps; with `fill`, each field carries the saved value (the 'edit' form). */
export function formSteps(values: FormValues, fill = false): FormStep[] {
  const { step1, step2 } = formFields(values);
  const filled = (fields: ServerField[]) =>
    fill ? fields.map((f) => (values[f.name] === undefined ? f : { ...f, value: savedValue(f, values) })) : fields;
  return [
    {
      step: 1,
      title: 'Votre projet',
      description: 'Le code postal du chantier et un nom pour retrouver cette configuration.',
      fields: filled(step1),
    },
    {
      step: 2,
      title: 'Votre plancher',
      description: 'Décrivez le plancher à réaliser : nous recherchons les systèmes qui lui conviennent.',
      fields: filled(step2),
    },
  ];
}

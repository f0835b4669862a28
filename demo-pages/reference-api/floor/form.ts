import type { CatalogueLimit } from '@/src/contracts/floor/simulator';
import { parseFieldNumber } from '@/src/contracts/forms/field-rules';
import type { FormStep, ServerField } from '@/src/contracts/forms/server-field';
import { climateZone, upTargets } from './climate';
import { step1Fields } from './form-step1';
import { step2Fields, type Step2Inputs } from './form-step2';
import { catalogueLimit } from './limits';
import { findLoadCase } from './loads';
import { familiesAt, familiesFor } from './recommend';
import { FLOOR_POSITIONS, INSULATIONS, type FloorPosition, type Insulation } from './types';
import { textOf, type FormValues } from './values';

/**
 * The configurator's form (§7 `GET /api/simulator/`) for the answers so far: the choices that
 * depend on earlier answers are computed here, the fields themselves are in form-step1/2.ts.
 */

/**
 * A number as typed ('5,40', '540', '1 200'), or null when it is not one: the shared reading of
 * field-rules.ts, so a value the client's conditions read as a number reads as one here too. A
 * list (a checkbox) is no number.
 */
export function readNumber(value: FormValues[string] | undefined): number | null {
  return parseFieldNumber(value);
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

/** The loads answered so far (a preset's, or typed), else none: the lightest class of the tables. */
function loadsOf(values: FormValues): { gLoad: number; qLoad: number } {
  const preset = findLoadCase(textOf(values.loadCase));
  if (preset) return preset;
  return { gLoad: readNumber(values.gLoad) ?? 0, qLoad: readNumber(values.qLoad) ?? 0 };
}

/** What stops the answers so far past the catalogue (limits.ts), when no family reaches them. */
function limitOf(values: FormValues, floor: FloorPosition, up: number | null, floorSpan: number) {
  const continuity = textOf(values.continuity) === 'true';
  const insulation = readInsulation(values);
  return catalogueLimit({ floor, up, insulation, floorSpan, continuity, ...loadsOf(values) });
}

export function step2Inputs(values: FormValues): Step2Inputs & { limit: CatalogueLimit | null } {
  const zone = climateZone(textOf(values.zipCode).trim());
  const upsByFloor = Object.fromEntries(
    FLOOR_POSITIONS.map((f) => [f, upTargets(zone, f)]),
  ) as Step2Inputs['upsByFloor'];
  const floor = readFloor(values);
  const ups = floor ? upsByFloor[floor] : [];
  const up = floor === 'intermediate' ? null : readNumber(values.up);
  const floorSpan = readNumber(values.floorSpan);
  const upKnown = floor === 'intermediate' || (up !== null && ups.includes(textOf(values.up)));
  if (!floor || !upKnown || floorSpan === null) return { upsByFloor, ups, families: [], limit: null };
  const families = familiesFor({ floor, up, insulation: readInsulation(values), floorSpan });
  const limit = families.length === 0 ? limitOf(values, floor, up, floorSpan) : null;
  // Past the catalogue, the position's families stay offered: the submit names the limit and
  // offers the design office, rather than a form that cannot be sent.
  return { upsByFloor, ups, families: limit ? familiesAt(floor) : families, limit };
}

const NO_FAMILY = {
  thermal:
    "Aucun type d'entrevous n'atteint ce Up à cette portée : réduisez la portée, ajoutez un isolant ou visez un Up moins exigeant.",
  span: "Aucun type d'entrevous n'atteint cette portée : réduisez-la ou ajoutez une continuité sur appui.",
};

/** Every field of both steps, in order, with the choices the answers call for. */
export function formFields(values: FormValues): { step1: ServerField[]; step2: ServerField[] } {
  const inputs = step2Inputs(values);
  const step2 = step2Fields(inputs);
  const floorType = step2.find((f) => f.name === 'floorType')!;
  const floor = readFloor(values);
  if (inputs.limit)
    floorType.help = `${inputs.limit.message} Choisissez un type d'entrevous et lancez la recherche : notre bureau d'étude peut étudier votre projet.`;
  else if (inputs.families.length === 0 && readNumber(values.floorSpan) !== null && floor)
    floorType.help = floor === 'intermediate' ? NO_FAMILY.span : NO_FAMILY.thermal;
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

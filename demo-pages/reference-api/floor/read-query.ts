import { invalidInput } from '../http/api-error';
import type { FormValues } from './values';

/**
 * The answers of `GET /api/simulator/?step1&step2&cluster` and of the entrevous call: JSON objects
 * of field → value (a string, number or boolean, a list of strings for a checkbox). Anything else
 * is a 400 naming the parameter, never a 500.
 */

const OBJECT_EXPECTED = 'Objet JSON attendu (champ → valeur).';
const VALUE_EXPECTED = 'Chaque valeur doit être un texte, un nombre, un booléen ou une liste de textes.';

export function readAnswerObject(raw: unknown, parameter: string): FormValues {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw refused(parameter, OBJECT_EXPECTED);
  const values: FormValues = {};
  for (const [field, value] of Object.entries(raw)) {
    if (typeof value === 'number' && Number.isFinite(value)) values[field] = String(value);
    else if (typeof value === 'string' || typeof value === 'boolean' || value === null) values[field] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) values[field] = value;
    else throw refused(parameter, VALUE_EXPECTED);
  }
  return values;
}

/** A query parameter holding such an object, JSON-encoded; absent reads as no answer. */
export function readAnswerParam(text: string | undefined, parameter: string): FormValues {
  if (text === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refused(parameter, "Ce paramètre n'est pas un JSON valide.");
  }
  return readAnswerObject(parsed, parameter);
}

function refused(parameter: string, message: string) {
  return invalidInput({ [parameter]: message }, 'Les réponses envoyées sont illisibles.');
}

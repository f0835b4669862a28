import { is } from 'superstruct';
import {
  formatProjectFigure,
  PROJECT_LENGTH_MESSAGE,
  PROJECT_PARTS,
  ProjectLength,
  type ProjectLengths,
} from '@/src/contracts/thermal/project';

/** What the three fields hold: the text typed, French or not ('12,5', '12.5', '1 250'). */
export type LengthsInput = Partial<Record<keyof ProjectLengths, string>>;

const LENGTH = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * A typed length in metres: null when empty, undefined when it is not a length the contract takes
 * (its range and precision are the contract's rule, the one the API applies).
 */
export function parseLength(text: string | undefined): number | null | undefined {
  const compact = (text ?? '').replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  if (!LENGTH.test(compact)) return undefined;
  const value = Number(compact.replace(',', '.'));
  return is(value, ProjectLength) ? value : undefined;
}

/** The field's rule (final-form `validate`): the contract's message for anything else than a length. */
export function lengthError(text: string | undefined): string | undefined {
  return parseLength(text) === undefined ? PROJECT_LENGTH_MESSAGE : undefined;
}

/** The lengths typed so far, a part in error counted as none. */
export function lengthsOf(input: LengthsInput): ProjectLengths {
  const of = (part: keyof ProjectLengths) => parseLength(input[part]) ?? null;
  return { about: of('about'), rive: of('rive'), other: of('other') };
}

/** The stored lengths as the fields show them ('12,5'). */
export function inputOf(lengths: ProjectLengths | null | undefined): LengthsInput {
  const input: LengthsInput = {};
  for (const part of PROJECT_PARTS) {
    const value = lengths?.[part];
    if (value !== null && value !== undefined)
      input[part] = formatProjectFigure(value, 2)
        .replace(/,00$/, '')
        .replace(/(,\d)0$/, '$1');
  }
  return input;
}

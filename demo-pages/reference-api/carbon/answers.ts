import { parseFieldNumber } from '@/src/contracts/forms/field-rules';
import type { CarbonAnswers } from '@/src/contracts/carbon/tunnel';
import type { CementType } from './factors';
import type { CarbonInput } from './model';
import { answeredSeismicZone } from './seismic';
import type { SystemType } from './systems';

/** The answers as one record, field → value (a later answer to a field replaces an earlier one). */
export type AnswerValues = Record<string, string>;

/** Step 1 and the ordered step 2 as one record of strings (lists joined by commas). */
export function answerValues(answers: CarbonAnswers): AnswerValues {
  const values: AnswerValues = {};
  for (const [name, value] of Object.entries(answers.step1)) values[name] = value.trim();
  for (const answer of [...answers.step2].sort((a, b) => a.index - b.index))
    values[answer.field] = Array.isArray(answer.value) ? answer.value.join(',') : String(answer.value).trim();
  return values;
}

/**
 * The model's input from complete answers (form.ts has checked them); numbers as typed, read by
 * the shared rule (field-rules.ts) that form.ts checked them with.
 */
export function carbonInput(values: AnswerValues): CarbonInput {
  const systemType = values.systemType as SystemType;
  return {
    systemType,
    span: parseFieldNumber(values.span) ?? 0,
    compressionSlab: parseFieldNumber(values.compressionSlab),
    concreteClass: values.concreteClass ?? 'C25/30',
    cementType: (values.cementType ?? 'cem-ii-a') as CementType,
    cementContent: parseFieldNumber(values.cementContent),
    cementFactor: parseFieldNumber(values.cementFactor),
    thermalBreak: values.thermalBreak === 'avec',
    // The visitor's answer decides: the département's zone is only proposed, as the visitor may
    // know the site's own zone better.
    seismicZone: answeredSeismicZone(values.seismicZone, values.zipCode ?? ''),
    reinforcedChaining: values.chaining === 'renforces',
    bio: values.entrevous === 'bio',
  };
}

import { validate } from 'superstruct';
import { isObject } from '@/src/contracts/is-object';
import { ServerField } from '@/src/contracts/forms/server-field';

/** Where a skipped field is reported: one line each (console.error unless a test hands its own). */
export type Logger = (message: string) => void;

const consoleLogger: Logger = (message) => console.error(message);

/**
 * The names of every field of a form, children included, read from the raw steps before any is
 * checked: a condition may name a field of another step. A field that is itself skipped later
 * still counts as existing (its value then stays empty), so one bad field skips no other.
 */
export function formFieldNames(steps: readonly { fields: readonly unknown[] }[]): Set<string> {
  const names = new Set<string>();
  const visit = (fields: readonly unknown[]) => {
    for (const raw of fields) {
      if (!isObject(raw)) continue;
      if (typeof raw.name === 'string') names.add(raw.name);
      if (Array.isArray(raw.children)) visit(raw.children);
    }
  };
  for (const step of steps) visit(step.fields);
  return names;
}

/**
 * A step's valid fields (a bad field is skipped, not fatal): each raw field is checked against
 * {@link ServerField} on its own. A malformed one (an unknown type, choices that are not an
 * object, a condition on a field the form does not have, a pattern that is not a regular
 * expression, a name already taken) is skipped with one console error naming it, by name or else
 * by its place, and the rest of the form works. Children are checked the same way: a bad child is
 * skipped, its parent kept.
 */
export function parseFields(
  raw: readonly unknown[],
  formNames: ReadonlySet<string>,
  log: Logger = consoleLogger,
  context: { seen: Set<string>; place: string } = { seen: new Set(), place: '' },
): ServerField[] {
  const fields: ServerField[] = [];
  raw.forEach((item, index) => {
    const name = isObject(item) && typeof item.name === 'string' && item.name ? item.name : '';
    const label = name || `${context.place}${index}`;
    const why = fault(item, formNames, context.seen);
    if (why) {
      log(`[ossature] dynamic-form: field "${label}" skipped: ${why}`);
      return;
    }
    const field = item as unknown as ServerField;
    context.seen.add(field.name);
    const children = Array.isArray(field.children)
      ? parseFields(field.children, formNames, log, { seen: context.seen, place: `${label}.children.` })
      : undefined;
    fields.push(children ? { ...field, children } : field);
  });
  return fields;
}

/** What is wrong with one raw field (its children left to their own check), or null. */
function fault(item: unknown, formNames: ReadonlySet<string>, seen: ReadonlySet<string>): string | null {
  if (!isObject(item)) return 'not an object';
  const children = item.children;
  // The children are checked one by one afterwards: the struct sees an empty list in their place.
  const [error] = validate({ ...item, children: Array.isArray(children) ? [] : children }, ServerField);
  if (error) {
    const failure = error.failures()[0]!;
    return failure.path.length ? `${failure.path.join('.')}: ${failure.message}` : failure.message;
  }
  const field = item as unknown as ServerField;
  if (seen.has(field.name)) return 'another field has this name';
  const missing = field.conditions?.find((condition) => !formNames.has(condition.field));
  if (missing) return `condition on the missing field "${missing.field}"`;
  if (field.attr?.pattern !== undefined && !isPattern(field.attr.pattern)) {
    return 'attr.pattern: not a regular expression';
  }
  return null;
}

function isPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'g');
    return true;
  } catch {
    return false;
  }
}

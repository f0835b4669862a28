import type { ServerField } from '@/src/contracts/forms/server-field';

const NUMBER_KEYS = ['e', 'E', '-', '+'];
const CM_KEYS = [',', '.'];

/**
 * The keys a field refuses as they are pressed (spec §5, both tools' server steps): a number
 * field refuses e, E, - and + (what `<input type="number">` would let through); a field in
 * centimetres also refuses the comma and the period (whole centimetres only).
 */
export function blocksKey(field: ServerField, key: string): boolean {
  if (field.type === 'number' && NUMBER_KEYS.includes(key)) return true;
  return field.unit === 'cm' && CM_KEYS.includes(key);
}

/**
 * Removes what the field's `attr.pattern` matches: the pattern names the characters that are not
 * allowed (server-field.ts). A pattern that is not a regular expression strips nothing (the parse
 * skips such a field anyway).
 */
export function stripPattern(field: ServerField, text: string): string {
  const pattern = field.attr?.pattern;
  if (!pattern) return text;
  try {
    return text.replace(new RegExp(pattern, 'g'), '');
  } catch {
    return text;
  }
}

/**
 * What is kept of a text put into the field (typed, pasted, dropped): the blocked characters
 * removed, as `blocksKey` would have refused them one key at a time, then the pattern stripped.
 */
export function cleanInput(field: ServerField, text: string): string {
  const blocked = [...(field.type === 'number' ? NUMBER_KEYS : []), ...(field.unit === 'cm' ? CM_KEYS : [])];
  const kept = blocked.length ? [...text].filter((c) => !blocked.includes(c)).join('') : text;
  return stripPattern(field, kept);
}

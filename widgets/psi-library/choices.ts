import type { FilterChoices } from '@/src/contracts/thermal/library';
import type { Catalogue } from './catalogue';
import { decodeHash, encodeChoices, type HashEntries } from './hash-codec';

/**
 * The chosen values (§3 'Library answers: map of filter id to list of value ids'), always kept
 * normalised: a merged value counts as its target, each list sorted without repeats, no empty
 * list, keys in the filters' order. Two equal choices then have one hash.
 */
export type Choices = FilterChoices;

export const NO_CHOICE: Choices = {};

/** The choices' entries in the filters' order (what the hash is written from). */
export function entriesOf(catalogue: Catalogue, choices: Choices): HashEntries {
  return catalogue.filters
    .map((filter) => [String(filter.id), choices[String(filter.id)] ?? []] as const)
    .filter(([, values]) => values.length > 0);
}

/** The hash of the route `#/results/{hash}` for these choices. */
export function hashOf(catalogue: Catalogue, choices: Choices): string {
  return encodeChoices(entriesOf(catalogue, choices));
}

/** Merged values as their targets, sorted, without repeats or empty lists. */
export function normalise(catalogue: Catalogue, choices: Choices): Choices {
  const result: Choices = {};
  for (const [key, values] of Object.entries(choices)) {
    const ids = [...new Set(values.map((id) => catalogue.merged.get(id) ?? id))].sort((a, b) => a - b);
    if (ids.length > 0) result[key] = ids;
  }
  return result;
}

export function sameChoices(a: Choices, b: Choices): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const other = b[key];
    return other !== undefined && other.length === a[key]!.length && other.every((id, i) => id === a[key]![i]);
  });
}

/** The choices with `valueId` of filter `filterId` chosen (`on`) or not. */
export function withValue(choices: Choices, filterId: number, valueId: number, on: boolean): Choices {
  const key = String(filterId);
  const rest = (choices[key] ?? []).filter((id) => id !== valueId);
  const values = on ? [...rest, valueId].sort((a, b) => a - b) : rest;
  const next = { ...choices };
  if (values.length > 0) next[key] = values;
  else delete next[key];
  return next;
}

/** How many filters have at least one value chosen. */
export function chosenFilterCount(choices: Choices): number {
  return Object.values(choices).filter((values) => values.length > 0).length;
}

/** Why a hash cannot be read, for developers (the console): the visitor just lands on '#/'. */
export type HashReading = { ok: true; choices: Choices } | { ok: false; problem: string };

const refused = (problem: string): HashReading => ({ ok: false, problem });

/**
 * Reads a route hash against the library's filters (§5 'Library hash must decode to a JSON
 * object'; beyond it: not base64, not JSON, not an object, unknown filters or values are refused).
 */
export function readHash(hash: string, catalogue: Catalogue): HashReading {
  const value = decodeHash(hash);
  if (value === null) return refused('not base64 of UTF-8 JSON');
  if (typeof value !== 'object' || Array.isArray(value)) return refused('not a JSON object');
  const choices: Choices = {};
  const known = new Set(catalogue.filters.map((filter) => String(filter.id)));
  for (const [key, values] of Object.entries(value as Record<string, unknown>)) {
    if (!known.has(key)) return refused(`unknown filter "${key}"`);
    if (!Array.isArray(values) || !values.every((id) => Number.isSafeInteger(id) && (id as number) > 0))
      return refused(`filter ${key}: not a list of positive integers`);
    const stranger = (values as number[]).find((id) => String(catalogue.filterOf.get(id)) !== key);
    if (stranger !== undefined) return refused(`filter ${key}: unknown value ${stranger}`);
    choices[key] = values as number[];
  }
  return { ok: true, choices: normalise(catalogue, choices) };
}

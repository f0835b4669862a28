/**
 * Journey 4: the floor configurator, anonymous, from step 1 to the results of FLOOR_EXAMPLES'
 * `several` and the first solution's detail. The answers follow floor.ts fillStep2: each field by
 * its label, the load case and the other cards by their text, the form let settle where an
 * answer makes it fetch its choices again.
 */
import { FLOOR_EXAMPLES } from '@/demo-pages/reference-api/floor/examples';
import {
  CONTINUITY_CHOICES,
  FLOOR_CHOICES,
  INSULATION_CHOICES,
  LEVEL_CHOICES,
} from '@/demo-pages/reference-api/floor/form-step2';
import { CUSTOM_LOAD_CASE, LOAD_CASES } from '@/demo-pages/reference-api/floor/loads';
import { FAMILY_LABELS } from '@/demo-pages/reference-api/floor/technical-data';
import { FIELDS, FLOOR_COPY, FLOOR_PATH, siteUrl } from '../browser/support/copy';
import type { Flavour } from '../browser/support/env';
import { role, text, type Driver, type Target } from './driver';
import { textOf } from './steps';

const ISLAND = '[data-widget="floor-configurator"]';

const labelOf = (choices: Record<string, string>, value: unknown): string => {
  const found = Object.entries(choices).find(([, v]) => v === String(value));
  if (!found) throw new Error(`floor: no label for ${String(value)}`);
  return found[0];
};
const LOAD_LABELS = Object.fromEntries([
  ...LOAD_CASES.map((c) => [c.label, c.value]),
  [CUSTOM_LOAD_CASE.label, CUSTOM_LOAD_CASE.value],
]);

const group = (field: string): Target => ({
  css: '[role="radiogroup"], [role="group"]',
  name: field,
  within: ISLAND,
});

/** A card or a choice clicked by its text, then seen chosen. */
async function choose(d: Driver, field: string, label: string, kind: 'radio' | 'checkbox' = 'radio'): Promise<void> {
  await d.click(text(label, { within: group(field) }), `floor: '${label}' for '${field}'`);
  await d.waitFor(role(kind, label, { within: group(field), checked: true, hidden: true }), `floor: '${label}' chosen`);
}

const settled = (d: Driver, step: string) =>
  d.waitForGone({ css: 'form[aria-busy]', within: ISLAND }, `floor: the form settled ${step}`);

async function fillStep2(d: Driver, values: Record<string, unknown>): Promise<void> {
  await choose(d, FIELDS.floor, labelOf(FLOOR_CHOICES, values.floor));
  await settled(d, 'after the floor');
  if (values.floor !== 'low' && values.floorLevel)
    await choose(d, FIELDS.floorLevel, labelOf(LEVEL_CHOICES, values.floorLevel));
  if (values.up) await choose(d, FIELDS.up, Number(values.up).toFixed(2).replace('.', ','));
  await choose(d, FIELDS.loadCase, labelOf(LOAD_LABELS, values.loadCase));
  await d.fill(role('textbox', FIELDS.floorSpan, { within: ISLAND }), String(values.floorSpan), 'floor: the span');
  await choose(d, FIELDS.continuity, labelOf(CONTINUITY_CHOICES, values.continuity));
  for (const insulation of (values.insulation ?? []) as string[])
    await choose(d, FIELDS.insulation, labelOf(INSULATION_CHOICES, insulation), 'checkbox');
  await settled(d, 'after the insulation');
  await choose(d, FIELDS.floorType, FAMILY_LABELS[values.floorType as keyof typeof FAMILY_LABELS]);
}

export async function floorJourney(d: Driver, flavour: Flavour): Promise<void> {
  const { values } = FLOOR_EXAMPLES.several;
  await d.goto(siteUrl('plancher', FLOOR_PATH, flavour));
  await d.fill(role('textbox', FIELDS.zipCode, { within: ISLAND }), String(values.zipCode), 'floor: the zip code');
  const name = String(values.configurationName);
  await d.fill(role('textbox', FIELDS.configurationName, { within: ISLAND }), name, 'floor: the name');
  await d.click(role('button', FLOOR_COPY.next, { within: ISLAND }), "floor: step 1's 'Continuer'");
  await d.waitFor(text('Étape 2 sur 2', { within: ISLAND }), 'floor: step 2');
  await fillStep2(d, values);
  await d.click(role('button', FLOOR_COPY.find, { within: ISLAND }), `floor: '${FLOOR_COPY.find}'`);
  await d.waitFor(role('heading', FLOOR_COPY.results, { css: 'h2', within: ISLAND }), 'floor: the results');
  const first = role('article', undefined, { within: ISLAND });
  const solution = await textOf(d, role('heading', undefined, { within: first }), 'floor: the first solution');
  await d.click(role('button', FLOOR_COPY.seeDetail, { within: first }), `floor: '${FLOOR_COPY.seeDetail}'`);
  await d.waitFor(role('heading', solution, { css: 'h2', within: ISLAND }), 'floor: the detail');
  await d.waitFor(role('region', FLOOR_COPY.why, { within: ISLAND }), "floor: the detail's reasons");
}

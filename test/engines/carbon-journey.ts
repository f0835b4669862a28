/**
 * Journey 5: the carbon tunnel, anonymous, to its results: step 1, a prédalle over 3.50 m with
 * thermal breaks (carbon.ts answerPredalle), the estimate.
 */
import { CARBON_COPY, CARBON_FIELDS, CARBON_PATH, siteUrl } from '../browser/support/copy';
import type { Flavour } from '../browser/support/env';
import { role, text, type Driver } from './driver';
import { findExpression } from './finder';

const ISLAND = '[data-widget="carbon-simulator"]';
const radios = (field: string) => role('radiogroup', field, { within: ISLAND });

async function choose(d: Driver, field: string, label: string): Promise<void> {
  await d.click(text(label, { within: radios(field) }), `carbon: '${label}' for '${field}'`);
  await d.waitFor(
    role('radio', label, { within: radios(field), checked: true, hidden: true }),
    `carbon: '${label}' chosen`,
  );
}

async function step1(d: Driver): Promise<void> {
  await d.fill(role('textbox', CARBON_FIELDS.zipCode, { within: ISLAND }), '69007', 'carbon: the zip code');
  await d.fill(role('textbox', CARBON_FIELDS.projectName, { within: ISLAND }), 'Chantier moteurs', 'carbon: the name');
  await d.click(role('button', CARBON_COPY.next, { within: ISLAND }), "carbon: step 1's 'Continuer'");
  await d.waitFor(text('Étape 2 sur 3', { within: ISLAND }), 'carbon: step 2');
}

async function predalle(d: Driver): Promise<void> {
  await choose(d, CARBON_FIELDS.systemType, 'Prédalles');
  const span = role('textbox', CARBON_FIELDS.span, { within: ISLAND });
  // The defaults arrive 150 ms after the system's fields: the span is re-answered after them.
  await d.waitUntil(`(${findExpression(span)} || {}).value === '500'`, "carbon: the span's default");
  await d.fill(span, '350', 'carbon: the span');
  await choose(d, CARBON_FIELDS.thermalBreak, 'Avec rupteurs thermiques');
}

export async function carbonJourney(d: Driver, flavour: Flavour): Promise<void> {
  await d.goto(siteUrl('carbone', CARBON_PATH, flavour));
  await step1(d);
  await predalle(d);
  await d.click(role('button', CARBON_COPY.estimate, { within: ISLAND }), `carbon: '${CARBON_COPY.estimate}'`);
  await d.waitFor(role('heading', CARBON_COPY.resultsTitle, { within: ISLAND }), 'carbon: the results');
  await d.waitFor(role('article', undefined, { within: ISLAND }), 'carbon: a result card');
}

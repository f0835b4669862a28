/**
 * Helpers of the carbon tunnel's browser tests (carbon-simulator*.spec.ts): the island and its
 * fields by their labels, step 1 and a simulation of step 2 answered the way a visitor answers
 * them, the cards' thicknesses and footprints, and the text of the PDF recap. Copy: the spec's
 * and the island's messages.ts (results/results-messages.ts), verbatim; the form's labels come
 * from the reference API itself (demo-pages/reference-api/carbon/form-step1.ts, form-fields.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { originOf, PORT, type Flavour } from './env';
import { CARBON_FIELDS, CARBON_COPY, CARBON_PATH } from './copy';

export { CARBON_PATH, CARBON_HISTORY_PATH, CARBON_FIELDS, CARBON_COPY } from './copy';

/** The hosts of the carbon site's two other variants (demo-pages/server/hosts.ts). */
export const VARIANT_HOSTS = { neo: 'neo.carbone.localhost', partenaire: 'partenaire.carbone.localhost' } as const;

/** The tunnel on a variant host, in a flavour (`?flavour=` as SitePage sets it). */
export function variantUrl(variant: keyof typeof VARIANT_HOSTS, flavour: Flavour, path = CARBON_PATH): string {
  const url = new URL(path, originOf(VARIANT_HOSTS[variant], PORT));
  url.searchParams.set('flavour', flavour);
  return url.href;
}

export const island = (page: Page): Locator => page.locator('[data-widget="carbon-simulator"]');

export const textbox = (page: Page, label: string): Locator =>
  island(page).getByRole('textbox', { name: label, exact: true });

export const radios = (page: Page, label: string): Locator =>
  island(page).getByRole('radiogroup', { name: label, exact: true });

export const radio = (page: Page, field: string, label: string): Locator =>
  radios(page, field).getByRole('radio', { name: label, exact: true });

/** Where a field's notes show (its help, its error): the field's frame. */
export const fieldFrame = (page: Page, name: string): Locator => island(page).locator(`[data-field="${name}"]`);

export const stepHeading = (page: Page, step: 1 | 2): Locator =>
  island(page).getByText(`Étape ${step} sur 3`, { exact: true });

/** Picks a choice by clicking its text, as a visitor does, and checks that it is chosen. */
export async function choose(page: Page, field: string, label: string): Promise<void> {
  await radios(page, field).getByText(label, { exact: true }).click();
  await expect(radio(page, field, label)).toBeChecked();
}

/** No choice of the field is ticked (its answer was taken back). */
export async function expectUnanswered(page: Page, field: string): Promise<void> {
  await expect(radios(page, field).getByRole('radio', { checked: true })).toHaveCount(0);
}

/** Step 1 filled and left with 'Continuer'; resolves once step 2 shows. */
export async function fillStep1(page: Page, zipCode: string, name: string): Promise<void> {
  await textbox(page, CARBON_FIELDS.zipCode).fill(zipCode);
  await textbox(page, CARBON_FIELDS.projectName).fill(name);
  await island(page).getByRole('button', { name: CARBON_COPY.next }).click();
  await expect(stepHeading(page, 2)).toBeVisible();
}

/** The tunnel's draft in the tab's sessionStorage (widgets/carbon-simulator/draft.ts). */
const DRAFT_KEY = 'ossature:carbon-simulator:draft';

/** The fields of step 2's ordered answers, as the island keeps them in its draft. */
export function answerOrder(page: Page): Promise<string[]> {
  return page.evaluate((key) => {
    const draft = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { answers?: { field: string }[] } | null;
    return (draft?.answers ?? []).map((a) => a.field);
  }, DRAFT_KEY);
}

/**
 * Resolves once step 2's answers hold `fields` in this order. The defaults and the forced zone
 * show in the form at once but join the answers only 150 ms after the fields arrive (§4.2, §9),
 * and where an answer sits in the list decides what a re-answer clears: a visitor's next answer
 * must come after them for the test to know what it clears.
 */
export async function answersHold(page: Page, fields: readonly string[]): Promise<void> {
  await expect
    .poll(async () => {
      const order = await answerOrder(page);
      const at = fields.map((field) => order.indexOf(field));
      return at.every((index, i) => index >= 0 && (i === 0 || index > at[i - 1]!)) || order.join(' ');
    })
    .toBe(true);
}

/** The estimate button, shown once the server says the answers are complete. */
export const estimateButton = (page: Page): Locator => island(page).getByRole('button', { name: CARBON_COPY.estimate });

/**
 * A prédalle over 3.50 m (16 cm thick), the fewest answers that give a simulation: the system,
 * its span, the thermal break; the rest are the form's defaults and the zip's forced zone.
 */
export async function answerPredalle(page: Page): Promise<void> {
  await choose(page, CARBON_FIELDS.systemType, 'Prédalles');
  // The defaults arrive 150 ms after the system's fields: the span is then re-answered.
  await expect(textbox(page, CARBON_FIELDS.span)).toHaveValue('500');
  await textbox(page, CARBON_FIELDS.span).fill('350');
  await choose(page, CARBON_FIELDS.thermalBreak, 'Avec rupteurs thermiques');
  await expect(estimateButton(page)).toBeVisible();
}

/** Estimates the answers; resolves once the results show. */
export async function estimate(page: Page): Promise<void> {
  await estimateButton(page).click();
  await expect(island(page).getByRole('heading', { name: CARBON_COPY.resultsTitle })).toBeVisible();
}

/** A new project of one prédalle simulation: step 1, step 2, the results. */
export async function simulateOne(page: Page, name: string): Promise<void> {
  await expect(textbox(page, CARBON_FIELDS.zipCode)).toBeVisible();
  await fillStep1(page, '69007', name);
  await answerPredalle(page);
  await estimate(page);
}

export const cards = (page: Page): Locator => island(page).getByRole('article');

/** A result card, by its title (the simulation's system). */
export const card = (page: Page, title: string): Locator =>
  island(page).getByRole('article', { name: title, exact: true });

/** The thicknesses of the cards, in the order shown ('Épaisseur : 20 cm' → 20). */
export async function thicknesses(page: Page): Promise<number[]> {
  const texts = await island(page).locator('.oss-carbon-card__meta').allTextContents();
  return texts.map((t) => Number(/(\d+(?:,\d+)?)\s*cm/.exec(t)![1]!.replace(',', '.')));
}

/** The footprints of the cards as shown ('42,3 kg CO2 eq/m²' → '42,3'), in the order shown. */
export async function footprints(page: Page): Promise<string[]> {
  const texts = await island(page).locator('.oss-carbon-card__footprint-value').allTextContents();
  return texts.map((t) => /^[\d\s\u202f,]+/.exec(t)![0]!.trim());
}

/** The text of a PDF, one string per page, read back by pdfjs (its legacy build runs on Node). */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    pages.push(items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

/**
 * Helpers of the floor configurator's browser tests (floor-configurator*.spec.ts): the island and
 * its fields by their names, the two steps answered the way a visitor answers them (the load
 * cases are cards: the visitor clicks their text), the results' thicknesses, the files a download
 * hands over and the outbox read for the configurator's mails. Copy: the spec's and the island's
 * messages.ts, verbatim; the seeded form's labels come from the reference API itself.
 */
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { FLOOR_EXAMPLES } from '@/demo-pages/reference-api/floor/examples';
import {
  CONTINUITY_CHOICES,
  FLOOR_CHOICES,
  INSULATION_CHOICES,
  LEVEL_CHOICES,
} from '@/demo-pages/reference-api/floor/form-step2';
import { CUSTOM_LOAD_CASE, LOAD_CASES } from '@/demo-pages/reference-api/floor/loads';
import { FAMILY_LABELS } from '@/demo-pages/reference-api/floor/technical-data';
import type { FormValues } from '@/demo-pages/reference-api/floor/values';
import { call } from './api';
import { MAIL_HOST } from './env';
import { FIELDS, FLOOR_COPY } from './copy';
export { FLOOR_PATH, HISTORY_PATH, FIELDS, FLOOR_COPY } from './copy';

export { FLOOR_EXAMPLES };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const island = (page: Page): Locator => page.locator('[data-widget="floor-configurator"]');

export const textbox = (page: Page, label: string): Locator =>
  island(page).getByRole('textbox', { name: label, exact: true });

/** A radio or fakeCheckbox field's choices (a radiogroup), or a checkbox field's (a group). */
export const choices = (page: Page, label: string): Locator =>
  island(page)
    .getByRole('radiogroup', { name: label, exact: true })
    .or(island(page).getByRole('group', { name: label, exact: true }));

/** Where a field's notes show (its help, its error, the continuity's message): the field's frame. */
export const fieldFrame = (page: Page, name: keyof typeof FIELDS): Locator =>
  island(page).locator(`[data-field="${name}"]`);

/** The step's form once it no longer waits for the server (a re-fetch sets `aria-busy`). */
export async function formSettled(page: Page): Promise<void> {
  await expect(island(page).locator('form')).not.toHaveAttribute('aria-busy');
}

/**
 * Picks a choice by clicking its text, as a visitor does (a load case is a card whose radio is
 * visually hidden), and checks that it is chosen.
 */
export async function choose(page: Page, field: string, label: string): Promise<void> {
  const group = choices(page, field);
  await group.getByText(label, { exact: true }).click();
  await expect(group.getByRole('radio', { name: label, exact: true })).toBeChecked();
}

/** Ticks a box of a checkbox field by its text. */
export async function tick(page: Page, field: string, label: string): Promise<void> {
  const group = choices(page, field);
  await group.getByText(label, { exact: true }).click();
  await expect(group.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
}

export async function fillStep1(page: Page, zipCode: string, name: string): Promise<void> {
  await textbox(page, FIELDS.zipCode).fill(zipCode);
  await textbox(page, FIELDS.configurationName).fill(name);
  await island(page).getByRole('button', { name: FLOOR_COPY.next }).click();
  await expect(island(page).getByText('Étape 2 sur 2')).toBeVisible();
}

const labelOf = (choicesMap: Record<string, string>, value: string): string => {
  const found = Object.entries(choicesMap).find(([, v]) => v === value);
  if (!found) throw new Error(`no label for ${value}`);
  return found[0];
};

const LOAD_LABELS: Record<string, string> = Object.fromEntries([
  ...LOAD_CASES.map((c) => [c.label, c.value]),
  [CUSTOM_LOAD_CASE.label, CUSTOM_LOAD_CASE.value],
]);

/** The Up as the form shows it: '0.27' → '0,27'. */
export const upLabel = (up: string): string => Number(up).toFixed(2).replace('.', ',');

/**
 * Step 2 answered from one of FLOOR_EXAMPLES' values, field after field in the form's order,
 * waiting after each answer that makes the form fetch its choices again.
 */
export async function fillStep2(page: Page, values: FormValues): Promise<void> {
  const text = (name: string) => String(values[name]);
  await choose(page, FIELDS.floor, labelOf(FLOOR_CHOICES, text('floor')));
  await formSettled(page);
  if (values.floor !== 'low' && values.floorLevel)
    await choose(page, FIELDS.floorLevel, labelOf(LEVEL_CHOICES, text('floorLevel')));
  if (values.up) await choose(page, FIELDS.up, upLabel(text('up')));
  await choose(page, FIELDS.loadCase, labelOf(LOAD_LABELS, text('loadCase')));
  await textbox(page, FIELDS.floorSpan).fill(text('floorSpan'));
  await choose(page, FIELDS.continuity, labelOf(CONTINUITY_CHOICES, String(values.continuity)));
  for (const insulation of (values.insulation ?? []) as string[])
    await tick(page, FIELDS.insulation, labelOf(INSULATION_CHOICES, insulation));
  await formSettled(page);
  await choose(page, FIELDS.floorType, FAMILY_LABELS[text('floorType') as keyof typeof FAMILY_LABELS]);
}

/** A new configuration from one of FLOOR_EXAMPLES, sent; `atStep2` runs as step 2 shows. */
export async function configure(
  page: Page,
  example: keyof typeof FLOOR_EXAMPLES,
  atStep2?: () => Promise<void>,
): Promise<void> {
  const values: FormValues = FLOOR_EXAMPLES[example].values;
  await fillStep1(page, String(values.zipCode), String(values.configurationName));
  await atStep2?.();
  await fillStep2(page, values);
  await island(page).getByRole('button', { name: FLOOR_COPY.find }).click();
}

/** The thicknesses of the result cards, in the order shown ('Épaisseur : 23 cm' → 23). */
export async function thicknesses(page: Page): Promise<number[]> {
  const texts = await island(page).locator('.oss-floor-card__thickness').allTextContents();
  return texts.map((t) => Number(/(\d+(?:,\d+)?)\s*cm/.exec(t)![1]!.replace(',', '.')));
}

/** A result card, by the solution's name. */
export const card = (page: Page, libelle: string): Locator =>
  island(page).getByRole('article', { name: libelle, exact: true });

/** The file a download handed over, with the name the browser was given. */
export async function downloaded(download: Download): Promise<{ name: string; bytes: Buffer }> {
  const path = await download.path();
  if (!path) throw new Error(`download ${download.suggestedFilename()} failed: ${await download.failure()}`);
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The newest mail whose address and text match, waited for (the API sends it while it answers). */
export async function mailMatching(what: string, match: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const reply = await call<never>(MAIL_HOST, 'GET', '/messages.json');
        found = (reply.body as unknown as OutboxMail[]).find(match);
        return found !== undefined;
      },
      { message: what },
    )
    .toBe(true);
  return found!;
}

/** A line of the personal history, by the heading it shows. */
export const historyRow = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

export const exactly = (text: string): RegExp => new RegExp(`^${escape(text)}$`);

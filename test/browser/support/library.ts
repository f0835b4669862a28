import { expect, type Locator, type Page } from '@playwright/test';
import { FOUND } from './copy';

/**
 * The psi library's page as the browser tests and the benchmark read it: by role and
 * by the island's French copy (widgets/psi-library/messages.ts).
 */

export { LIBRARY_PATH, START, FOUND } from './copy';

/** The hash of no choice: base64url of '{}', where '#/' moves by itself. */
export const EMPTY_HASH = '#/results/e30';

export const island = (page: Page): Locator => page.locator('[data-widget="psi-library"]');

/** The filter group 'Filtrer par {name}' (its accessible name goes on with the chosen values). */
export const filterGroup = (page: Page, name: string): Locator =>
  island(page).getByRole('group', { name: `Filtrer par ${name}` });

/** The results' polite status line: the spec's three messages. */
export const resultsStatus = (page: Page): Locator =>
  island(page).getByRole('region', { name: 'Résultats' }).getByRole('status');

/** The panel's own line: how many psi values the draft would give. */
export const draftStatus = (page: Page): Locator =>
  island(page).getByRole('region', { name: 'Filtres' }).getByRole('status');

/** A French count ('1 262', with a narrow no-break space) as a number. */
export const frenchNumber = (text: string): number => Number(text.replace(/[^\d]/g, ''));

/** Opens a filter group (if closed) and ticks each value, by its wording. */
export async function tick(page: Page, filter: string, ...labels: string[]): Promise<void> {
  const group = filterGroup(page, filter);
  const trigger = group.getByRole('button').first();
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  for (const label of labels) await group.getByRole('checkbox', { name: label, exact: true }).check();
}

/** Opens a filter group and ticks every value it offers; the wordings ticked. */
export async function tickAll(page: Page, filter: string): Promise<string[]> {
  const group = filterGroup(page, filter);
  const trigger = group.getByRole('button').first();
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  const boxes = group.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const labels: string[] = [];
  for (const box of await boxes.all()) {
    await box.check();
    labels.push(((await box.locator('xpath=..').textContent()) ?? '').trim());
  }
  return labels;
}

/** The count the draft announces once settled ('{n} valeurs psi correspondent à ces filtres.'). */
export async function draftCount(page: Page): Promise<number> {
  const status = draftStatus(page);
  await expect(status).toHaveText(/^[\d\s\u202f\u00a0]+ valeurs? psi correspond(ent)? à ces filtres\.$/);
  return frenchNumber((await status.textContent()) ?? '');
}

/** The count of the results shown, once the search is done. */
export async function foundCount(page: Page): Promise<number> {
  const status = resultsStatus(page);
  await expect(status).toHaveText(FOUND);
  // The text read once more may be the next search's 'Recherche en cours…' already: NaN, never 0.
  const text = (await status.textContent()) ?? '';
  return FOUND.test(text) ? frenchNumber(text) : Number.NaN;
}

/** 'Valider', then the results of the draft: their count, the one the panel announced. */
export async function validate(page: Page): Promise<number> {
  const expected = await draftCount(page);
  await island(page).getByRole('button', { name: 'Valider', exact: true }).click();
  // The count, not the wording alone: the previous results say it too until the search starts.
  await expect
    .poll(async () => {
      const text = (await resultsStatus(page).textContent()) ?? '';
      return FOUND.test(text) ? frenchNumber(text) : text;
    })
    .toBe(expected);
  return expected;
}

/** The result tabs' rupteur names, in order. */
export const rupteurNames = (page: Page): Locator =>
  island(page).getByRole('region', { name: 'Résultats' }).getByRole('heading', { level: 3 });

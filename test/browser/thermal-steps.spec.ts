import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { pick, question, resultId, TOOL_PATHS } from './support/thermal';

/**
 * As a visitor goes: every thermal path ends on its psi values (the intermediate floor
 * with 80 mm of insulation used to stop on '--' after four answers), a question with a single
 * choice is answered for the visitor, and the browser's Back and Forward move between the
 * questionnaire's steps and the result.
 */

/** Answers each question on screen with its first choice until the result; the last question's title. */
async function firstChoicesUntilResult(page: Page): Promise<string> {
  const choices = page.locator('.oss-quiz__choices button');
  const result = page.locator('.oss-tb-result__view');
  let last = '';
  for (let step = 0; step < 15; step++) {
    await expect(choices.first().or(result)).toBeVisible({ timeout: 10_000 });
    if (await result.isVisible()) return last;
    last = (await page.locator('.oss-quiz__title').textContent()) ?? '';
    await choices.first().click();
    await expect(page.locator('.oss-quiz__title').filter({ hasText: last })).toHaveCount(0, { timeout: 10_000 });
  }
  throw new Error('no result after 15 questions');
}

/**
 * The zoom (a real zoom), by keyboard: the junction's vector drawing drawn larger than
 * the 400 × 300 picture, its boundary conditions beside it, Escape back to the opener.
 */
async function zoomByKeyboard(page: Page): Promise<void> {
  const opener = page.getByRole('button', { name: /^Agrandir l'image/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const drawing = dialog.getByRole('img', { name: /^Coupe de la liaison plancher \/ mur avec / });
  await expect(drawing).toHaveAttribute('src', /\/media\/download\/coupe-\d+\.svg$/);
  await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  expect((await drawing.boundingBox())!.width).toBeGreaterThan(400);
  const conditions = dialog.getByRole('region', { name: 'Hypothèses de calcul' });
  await expect(conditions.getByText('Béton banché, 20 cm, λ 2,30 W/(m·K)')).toBeVisible();
  await expect(conditions.getByText(/^ITI, 80 mm, λ 0,032 W\/\(m·K\)$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('a path that used to end on "--" asks on until its psi values, and Back returns to its last step', async ({
  visit,
  page,
}) => {
  test.setTimeout(60_000);
  await visit('main', TOOL_PATHS.thermal);
  await pick(page, 'Type de plancher', 'Plancher intermédiaire');
  await pick(page, 'Type de mur', 'Béton banché');
  // ITI is the only insulation left: answered for the visitor, and said so.
  const recap = page.getByRole('navigation', { name: 'Vos réponses' });
  await expect(recap.getByText('Réponse automatique : seul choix possible')).toBeVisible();
  await expect(recap.getByText("Type d'isolation du mur")).toBeVisible();
  await pick(page, "Épaisseur de l'isolant du mur", '80 mm');
  const lastQuestion = await firstChoicesUntilResult(page);
  const id = await resultId(page);

  const psi = page.getByRole('region', { name: 'Valeurs psi' });
  for (const label of ['ψ moyen', 'ψ about', 'ψ rive']) {
    const value = psi.locator('.oss-tb-psi__item').filter({ has: page.getByText(label, { exact: true }) });
    await expect(value.locator('dd'), label).toHaveText(/^\d+,\d{2} W\/\(m·K\)$/);
  }
  await expect(psi.getByText('--')).toHaveCount(0);
  await zoomByKeyboard(page);

  // Back: the last question, with the answers given before it.
  await page.goBack();
  await expect(page).toHaveURL(/#\/etape\/\d+$/);
  await expect(question(page, lastQuestion)).toBeVisible();
  await expect(
    recap.getByRole('button', { name: 'Modifier « Type de plancher » : Plancher intermédiaire' }),
  ).toBeVisible();
  await expect(recap.getByRole('button', { name: "Modifier « Épaisseur de l'isolant du mur » : 80 mm" })).toBeVisible();

  // Forward: the result again.
  await page.goForward();
  expect(await resultId(page)).toBe(id);
  await expect(psi.getByText('--')).toHaveCount(0);

  // Back twice: a question earlier, one answer fewer.
  await page.goBack();
  await expect(question(page, lastQuestion)).toBeVisible();
  const answered = await recap.getByRole('button').count();
  await page.goBack();
  await expect(question(page, lastQuestion)).toHaveCount(0);
  await expect(recap.getByRole('button')).toHaveCount(answered - 1);
});

/**
 * 'Tous les rupteurs compatibles' by keyboard: the table of every rupteur that fits the answers
 * (four for an intermediate beam-and-block floor of 20 cm against a brick wall with 120 mm of
 * inside insulation: PH-16, PH-20, RA-120 and LX-120), the proposed one first, a sort by ψ rive,
 * and another rupteur opened as a result of its own, at its own address.
 */
test('the compatible rupteurs: a table of several, sorted, one opened as its own result', async ({ visit, page }) => {
  test.setTimeout(60_000);
  await visit('main', TOOL_PATHS.thermal);
  await pick(page, 'Type de plancher', 'Plancher intermédiaire');
  await pick(page, 'Type de mur', 'Brique de terre cuite');
  await pick(page, "Type d'isolation du mur", "Isolation thermique par l'intérieur (ITI)");
  await pick(page, "Épaisseur de l'isolant du mur", '120 mm');
  await pick(page, 'Type de plancher porteur', 'Poutrelles-hourdis');
  await pick(page, 'Épaisseur du plancher', '20 cm');
  await firstChoicesUntilResult(page);
  const first = await resultId(page);
  const proposed =
    (await page.locator('.oss-tb-result__view').getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  const section = page.getByRole('region', { name: 'Tous les rupteurs compatibles' });
  const show = section.getByRole('button', { name: 'Voir tous les rupteurs compatibles' });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(show).toHaveAttribute('aria-expanded', 'true');
  const table = section.getByRole('table');
  const rows = table.locator('tbody tr');
  await expect(rows.nth(1)).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(rows.first()).toHaveAttribute('aria-current', 'true');
  await expect(rows.first().getByRole('rowheader')).toHaveText(`${proposed}proposé`);

  await expectAccessible(page, 'the compatible rupteurs table');

  const byRive = table.getByRole('button', { name: 'ψ rive' });
  await byRive.focus();
  await page.keyboard.press('Enter');
  await expect(table.locator('th[aria-sort="ascending"]')).toHaveText('ψ rive');
  const rive = (await rows.locator('td:nth-of-type(3)').allTextContents()).filter((t) => t !== '--');
  const figures = rive.map((t) => Number(t.replace(',', '.')));
  expect(figures).toEqual([...figures].sort((a, b) => a - b));

  const other = rows.filter({ has: page.getByRole('button', { name: /^Ouvrir / }) }).first();
  const name = (await other.getByRole('rowheader').textContent()) ?? '';
  await other.getByRole('button', { name: `Ouvrir ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  expect(await resultId(page)).not.toBe(first);
});

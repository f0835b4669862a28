import type { Locator, Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectPopupOnScreen, PHONE } from './support/phone';
import { expect, test } from './support/fixtures';
import { answerFirstChoicesUntilResult, pick, question, SYSTEM_QUESTION, TOOL_PATHS } from './support/thermal';

test.skip(({ flavour }) => flavour !== 'preact', 'the same layout in both flavours');

/**
 * The thermal-break tool on a phone (390 × 844, touch), as phone.spec.ts does for the account
 * layer: the questionnaire answered to a result, then the result's popups. Nothing may stick out
 * sideways, and every popup must lie inside the screen.
 */
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

async function openPopup(page: Page, button: Locator, name: string, what: string): Promise<void> {
  await button.click();
  const dialog = page.getByRole('dialog', { name });
  await expectPopupOnScreen(dialog, what);
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(dialog).toHaveCount(0);
}

test('thermal on a phone: the questionnaire to a result, its popups inside the screen', async ({ visit, page }) => {
  test.setTimeout(60_000);
  await visit('main', TOOL_PATHS.thermal);
  await expect(question(page, 'Type de plancher')).toBeVisible();
  await expectNoSidewaysScroll(page, 'first question');

  await page.getByRole('button', { name: 'Retour', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir quitter ?' });
  await expectPopupOnScreen(leave, 'the leave confirmation');
  await leave.getByRole('button', { name: 'Continuer la Configuration' }).click();
  await expect(leave).toHaveCount(0);

  await pick(page, 'Type de plancher', 'Plancher intermédiaire');
  await expect(question(page, 'Type de mur')).toBeVisible();
  await expectNoSidewaysScroll(page, 'second question, the first answer above');
  await answerFirstChoicesUntilResult(page);
  await expect(page.getByRole('region', { name: 'Valeurs psi' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'result');

  const zoom = page.getByRole('button', { name: /^Agrandir l'image : / });
  const product = ((await zoom.getAttribute('aria-label')) ?? '').replace("Agrandir l'image : ", '');
  // A real zoom on a phone too: the drawing at its own 800 px, in a frame that scrolls sideways.
  await zoom.click();
  const zoomed = page.getByRole('dialog', { name: product });
  await expectPopupOnScreen(zoomed, 'the image zoom');
  const frame = zoomed.getByRole('group', { name: 'Dessin en taille réelle' });
  await expect.poll(async () => (await frame.getByRole('img').boundingBox())?.width).toBe(800);
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await frame.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(zoomed.getByText('Faites glisser le dessin pour le parcourir.')).toBeVisible();
  await zoomed.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(zoomed).toHaveCount(0);
  await openPopup(
    page,
    page.getByRole('button', { name: 'Plus de détails' }),
    'Tous vos critères',
    "'Plus de détails'",
  );
  await openPopup(
    page,
    page.getByRole('button', { name: 'Détail des valeurs psi' }),
    'Détail des valeurs psi',
    'psi details',
  );

  // The compatible rupteurs' table scrolls in its own frame, not the page.
  await page.getByRole('button', { name: 'Voir tous les rupteurs compatibles' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page, 'compatible rupteurs table');

  await page.getByRole('button', { name: 'Redéfinir mes critères' }).click();
  await expect(page.getByText('Quelles sont les caractéristiques de votre chantier?')).toBeVisible();
  await expectNoSidewaysScroll(page, 'refine view');
});

test('environmental on a phone: a prémur to its FDES sheets', async ({ visit, page }) => {
  await visit('main', TOOL_PATHS.environmental);
  await pick(page, SYSTEM_QUESTION, 'Prémur');
  await expect(page.locator('.oss-quiz__hint')).toBeVisible();
  await expectNoSidewaysScroll(page, 'prémur mounting question, with its hint');
  await answerFirstChoicesUntilResult(page);
  await page.getByRole('button', { name: 'Voir la liste des fiches' }).click();
  await expect(page.getByRole('heading', { name: 'Fiches FDES' })).toBeInViewport();
  await expectNoSidewaysScroll(page, 'environmental result');
});

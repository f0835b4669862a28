import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  answerPredalle,
  CARBON_COPY as C,
  CARBON_FIELDS as F,
  CARBON_PATH,
  cards,
  choose,
  estimate,
  estimateButton,
  fillStep1,
  island,
  simulateOne,
  textbox,
  variantUrl,
} from './support/carbon';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, expectPopupOnScreen, outsideTheScreen, PHONE } from './support/phone';

/**
 * The carbon tunnel's variants (floor-and-carbon-tools §1): the partner host's logo, the
 * neo host's buttons with the tunnel working through to its results, and a phone's screen (390 ×
 * 844, then 360 wide) on each step and the results. Preact only: both flavours render the same
 * markup and styles (the journey runs in both).
 */
test.skip(({ flavour }) => flavour !== 'preact', 'the same markup and styles in both flavours');

const PARTNER_LOGO = 'Carbone Bâtiment, avec notre partenaire — Quitter le simulateur';

test("partner host: the tunnel's header shows the partner's logo, which opens the exit dialog", async ({
  page,
  flavour,
}) => {
  await page.goto(variantUrl('partenaire', flavour));
  const logo = island(page).getByRole('button', { name: PARTNER_LOGO });
  await expect(logo.locator('svg [data-logo="partner"]')).toBeVisible();
  await logo.click();
  const exit = page.getByRole('dialog', { name: C.exitTitle });
  await expect(exit.getByRole('button', { name: C.cancel })).toBeFocused();
  await exit.getByRole('button', { name: C.cancel }).click();
  await expect(exit).toHaveCount(0);
  await expect(textbox(page, F.zipCode)).toBeVisible();
});

test('neo host: neo buttons, and the tunnel works through to its results', async ({ page, flavour }) => {
  test.setTimeout(40_000);
  await page.goto(variantUrl('neo', flavour));
  await expect(island(page).locator('.oss-root')).toHaveAttribute('data-variant', 'neo');
  // §1 'A neo variant only changes button styling': pill-shaped, upper case.
  const next = island(page).getByRole('button', { name: C.next });
  await expect(next).toHaveCSS('text-transform', 'uppercase');
  await expect(next).toHaveCSS('border-radius', '999px');
  await simulateOne(page, `Neo ${randomBytes(3).toString('hex')}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(island(page).getByRole('button', { name: C.export })).toHaveCSS('text-transform', 'uppercase');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  /** The comparison chart's table scrolls in a box of its own when it must. */
  const CHART_BOX = '.oss-carbon-chart__scroll';
  const NARROW = { width: 360, height: PHONE.height };

  /** Nothing scrolls sideways nor sticks out of the screen, at 390 px and then at 360 px wide. */
  async function expectFits(page: Page, where: string): Promise<void> {
    for (const size of [PHONE, NARROW]) {
      await page.setViewportSize(size);
      await expectNoSidewaysScroll(page, `${where} at ${size.width} px`, size.width);
      expect(await outsideTheScreen(island(page), CHART_BOX, size.width), `${where} at ${size.width} px`).toEqual([]);
    }
    await page.setViewportSize(PHONE);
  }

  test('each step and the results, cards and chart, fit 390 and 360 px; the exit dialog inside the screen', async ({
    visit,
    page,
  }) => {
    test.setTimeout(60_000);
    await visit('carbone', CARBON_PATH);
    await expect(island(page).locator('[data-logo="partner"]')).toHaveCount(0);
    await island(page).getByRole('button', { name: C.next }).click();
    await expect(island(page).getByText(C.required).first()).toBeVisible();
    await expectFits(page, 'step 1 with its errors');

    await fillStep1(page, '69007', `Téléphone ${randomBytes(3).toString('hex')}`);
    await choose(page, F.systemType, 'Poutrelles et entrevous béton');
    // The longest form: a custom concrete's two values and their units.
    await choose(page, F.cementType, 'Béton personnalisé');
    await expect(textbox(page, 'Facteur d’émission du ciment')).toBeVisible();
    await choose(page, F.entrevous, 'Entrevous en fibre de bois (biosourcé)');
    await choose(page, F.thermalBreak, 'Avec rupteurs thermiques');
    await expect(estimateButton(page)).toBeVisible();
    await expectFits(page, 'step 2');
    await estimate(page);

    await island(page).getByRole('button', { name: C.add }).click();
    await answerPredalle(page);
    await estimate(page);
    await expect(cards(page)).toHaveCount(2);
    await expectFits(page, 'results (cards)');
    await island(page).getByRole('button', { name: C.chart }).click();
    await expect(island(page).getByRole('table')).toBeVisible();
    await expectFits(page, 'results (chart)');

    await island(page).getByRole('button', { name: C.exit, exact: true }).click();
    await expectPopupOnScreen(page.getByRole('dialog', { name: C.exitTitle }), 'the exit dialog');
  });
});

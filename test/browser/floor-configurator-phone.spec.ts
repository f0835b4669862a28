import type { Page } from '@playwright/test';
import { registerToolsUser } from './support/api';
import { expect, test } from './support/fixtures';
import { configure, FLOOR_COPY as C, FLOOR_PATH, island } from './support/floor';
import { expectNoSidewaysScroll, expectPopupOnScreen, outsideTheScreen, PHONE } from './support/phone';

/**
 * The floor configurator on a phone (390 × 844, touch): the two steps with a tooltip open, the
 * results, a detail and its popups. Nothing scrolls sideways (the documents are cards); every
 * popup lies inside the screen. Preact only: the layout is the same in both.
 */
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
test.skip(({ flavour }) => flavour !== 'preact', 'the same layout in both flavours');

/** The documents table's own box: inside the screen, its documents as cards on a phone. */
const DOCUMENTS_BOX = '.oss-floor-table-wrap';

async function expectFits(page: Page, where: string): Promise<void> {
  await expectNoSidewaysScroll(page, where);
  expect(await outsideTheScreen(island(page), DOCUMENTS_BOX), `${where}: outside the screen`).toEqual([]);
}

test('floor on a phone: steps, a tooltip, results, detail and its documents, the popups inside the screen', async ({
  visit,
  page,
}) => {
  test.setTimeout(60_000);
  const account = await registerToolsUser('plancher', 'Léa', 'plancher-phone');
  const site = await visit('plancher', FLOOR_PATH);
  await expect(island(page).getByRole('button', { name: C.next })).toBeVisible();
  await expectFits(page, 'step 1');

  await configure(page, 'several', async () => {
    const tip = island(page).getByRole('button', { name: 'Aide : Position du plancher' });
    await tip.click();
    await expect(island(page).getByRole('group', { name: 'Aide : Position du plancher' })).toBeVisible();
    await expectFits(page, 'step 2 with a tooltip open');
    await tip.click();
  });
  await expect(island(page).getByRole('heading', { name: C.results })).toBeVisible();
  await expectFits(page, 'results');

  await island(page).getByRole('button', { name: C.seeDetail }).first().click();
  await expect(island(page).getByRole('button', { name: C.downloadAll })).toBeVisible();
  await expectFits(page, 'detail');
  // Below 600 px each document is a card with its column names: nothing to scroll (beyond the spec).
  const documents = island(page).locator(DOCUMENTS_BOX);
  expect(await documents.evaluate((el) => el.scrollWidth > el.clientWidth), 'the documents scroll sideways').toBe(
    false,
  );
  const first = documents.locator('tbody tr').first();
  expect(await first.evaluate((el) => getComputedStyle(el).display)).toBe('block');
  await expect(first.getByText('Dernière mise à jour :')).toBeVisible();

  await island(page).getByRole('button', { name: C.share }).click();
  await expectPopupOnScreen(site.loginDialog, 'the login popup');
  await site.submitLogin(account);
  const share = page.getByRole('dialog', { name: C.shareTitle });
  await expectPopupOnScreen(share, 'the share popup');
  await share.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(share).toHaveCount(0);

  await island(page).getByRole('button', { name: C.previousPage }).click();
  await island(page).getByRole('button', { name: C.contactOffice }).click();
  const contact = page.getByRole('dialog', { name: C.contactOffice });
  await expectPopupOnScreen(contact, 'the design office popup');
  await contact.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(contact).toHaveCount(0);
});

import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { registerToolsUser } from './support/api';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  configure,
  fillStep1,
  fillStep2,
  FLOOR_COPY as C,
  FLOOR_EXAMPLES,
  FLOOR_PATH,
  HISTORY_PATH,
  historyRow,
  island,
} from './support/floor';

/**
 * DESIGN.md §7 on the floor configurator: no serious or critical axe violation on the
 * empty state, step 1 (its errors shown), step 2 with a tooltip open, the results, the detail and
 * each popup: the exit confirmation, the login opened by an action, the share, the design office
 * and its thank-you, the delete confirmation of a simulation opened from the history. Once, in the preact flavour: both
 * flavours render the same markup (the journey runs in both).
 */
test.skip(({ flavour }) => flavour !== 'preact', 'the same markup in both flavours: axe once');

async function closeWithCross(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(dialog).toHaveCount(0);
}

/** No solution, then 'Recommencer la configuration' and its exit confirmation, which leads back to step 1. */
async function checkEmptyState(page: Page): Promise<void> {
  await configure(page, 'none');
  await expect(island(page).getByRole('heading', { name: C.noResult })).toBeVisible();
  await expectAccessible(page, 'empty state');
  await island(page).getByRole('button', { name: C.restart }).click();
  const exit = page.getByRole('dialog', { name: C.exitTitle });
  await expect(exit).toBeVisible();
  await expectAccessible(page, 'exit confirmation');
  await exit.getByRole('button', { name: 'Recommencer', exact: true }).click();
  await expect(island(page).getByText('Étape 1 sur 2')).toBeVisible();
}

/** Step 1 with its errors, step 2 with the floor's tooltip open, then the results. */
async function checkSteps(page: Page, name: string): Promise<void> {
  await island(page).getByRole('button', { name: C.next }).click();
  await expect(island(page).getByText(C.required).first()).toBeVisible();
  await expectAccessible(page, 'step 1 with its errors');
  const values = FLOOR_EXAMPLES.several.values;
  await fillStep1(page, String(values.zipCode), name);
  await island(page).getByRole('button', { name: 'Aide : Position du plancher' }).click();
  await expect(island(page).getByRole('group', { name: 'Aide : Position du plancher' })).toBeVisible();
  await expectAccessible(page, 'step 2 with a tooltip open');
  await page.keyboard.press('Escape');
  await fillStep2(page, values);
  await island(page).getByRole('button', { name: C.find }).click();
  await expect(island(page).getByRole('heading', { name: C.results })).toBeVisible();
  await expectAccessible(page, 'results');
}

/** The design office's popup, sent (logged out: every field typed), and its thank-you. */
async function checkContact(page: Page): Promise<void> {
  await island(page).getByRole('button', { name: C.contactOffice }).click();
  const dialog = page.getByRole('dialog', { name: C.contactOffice });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'design office popup');
  const fields: [string, string][] = [
    ['Nom', 'Durand'],
    ['Prénom', 'Léa'],
    ['Société', 'Durand SARL'],
    ['Téléphone', '04 72 00 00 00'],
    ['E-mail', 'lea.durand@exemple.fr'],
    ['Votre message', 'Un devis, s’il vous plaît.'],
  ];
  for (const [label, value] of fields) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: C.send }).click();
  const thanks = page.getByRole('dialog', { name: C.agencyThanksTitle });
  await expect(thanks).toBeVisible();
  await expectAccessible(page, 'design office thank-you');
  await closeWithCross(thanks);
}

test('floor: steps, results, detail, empty state and every popup without a serious axe violation', async ({
  visit,
  page,
}) => {
  test.setTimeout(90_000);
  const account = await registerToolsUser('plancher', 'Léa', 'plancher-axe');
  const name = `Axe ${randomBytes(3).toString('hex')}`;
  const site = await visit('plancher', FLOOR_PATH);
  await checkEmptyState(page);
  await checkSteps(page, name);
  await checkContact(page);

  await island(page).getByRole('button', { name: C.seeDetail }).first().click();
  await expect(island(page).getByRole('button', { name: C.downloadAll })).toBeVisible();
  await expectAccessible(page, 'solution detail');
  await island(page).getByRole('button', { name: C.share }).click();
  await expect(site.loginDialog).toBeVisible();
  await expectAccessible(page, 'login popup opened by an action');
  await site.submitLogin(account);
  const share = page.getByRole('dialog', { name: C.shareTitle });
  await expect(share).toBeVisible();
  await expectAccessible(page, 'share popup');
  await closeWithCross(share);

  // Saved, the configuration is in the history: its detail offers the delete.
  await island(page).getByRole('button', { name: C.save }).click();
  await expect(site.toast('La solution a bien été sauvegardée.')).toBeVisible();
  await site.open(HISTORY_PATH);
  await historyRow(page, name).getByRole('button', { name: 'Ouvrir' }).click();
  await island(page).getByRole('button', { name: C.seeDetail }).first().click();
  await island(page).getByRole('button', { name: C.deleteSimulation }).click();
  const remove = page.getByRole('dialog', { name: C.deleteSimulation });
  await expect(remove).toBeVisible();
  await expectAccessible(page, 'delete confirmation');
  await remove.getByRole('button', { name: 'Annuler' }).click();
  await expect(remove).toHaveCount(0);
});

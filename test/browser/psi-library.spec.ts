import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE } from './support/phone';
import { expectReportWindow } from './support/report-window';
import {
  EMPTY_HASH,
  filterGroup,
  foundCount,
  island,
  LIBRARY_PATH,
  resultsStatus,
  rupteurNames,
  START,
  tick,
  tickAll,
  validate,
} from './support/library';

/**
 * The psi library on the main site's '/bibliotheque/', as a design office uses it:
 * filters chosen in the panel, the results by rupteur, the filtered view as a link, the browser's
 * history, bad links, and the broadest choice with its comparison and its CSV and PDF exports.
 */

const results = (page: Page): Locator => island(page).getByRole('region', { name: 'Résultats' });
const chip = (page: Page, label: string): Locator =>
  island(page).getByRole('button', { name: `Retirer ${label}`, exact: true });
/** A result tab (its list item), by its rupteur's name. */
const tab = (page: Page, name: string): Locator =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** Two filters chosen, a chip removed, 'Valider': the count of the results. */
async function chooseAndValidate(page: Page): Promise<number> {
  await expect(island(page).getByText('Aucun filtre sélectionné')).toBeVisible();
  await tick(page, 'type de plancher', 'Plancher intermédiaire');
  await expect(island(page).getByText('1 filtre sélectionné')).toBeVisible();
  await tick(page, 'type de mur', 'Béton banché', 'Brique de terre cuite');
  await expect(island(page).getByText('2 filtres sélectionnés')).toBeVisible();
  for (const label of ['Plancher intermédiaire', 'Béton banché', 'Brique de terre cuite'])
    await expect(chip(page, label)).toBeVisible();
  await chip(page, 'Brique de terre cuite').click();
  await expect(chip(page, 'Brique de terre cuite')).toHaveCount(0);
  await expect(island(page).getByText('2 filtres sélectionnés')).toBeVisible();
  await expect(filterGroup(page, 'type de mur').getByRole('button').first()).toContainText('Béton banché');
  // Nothing is searched before 'Valider'.
  await expect(page).toHaveURL(new RegExp(`${EMPTY_HASH}$`));
  const count = await validate(page);
  expect(count).toBeGreaterThan(0);
  await expect(page).not.toHaveURL(new RegExp(`${EMPTY_HASH}$`));
  return count;
}

/** The first tab, open by default, closed ('Fermer') and opened again ('Ouvrir'); its first card's details. */
async function tabAndDetails(page: Page): Promise<void> {
  const name = (await rupteurNames(page).first().textContent()) ?? '';
  const first = tab(page, name);
  await first.getByRole('button', { name: `Fermer ${name}` }).click();
  const open = first.getByRole('button', { name: `Ouvrir ${name}` });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(first.getByRole('button', { name: 'Plus de détails' })).toHaveCount(0);
  await open.click();
  await expect(first.getByRole('button', { name: `Fermer ${name}` })).toHaveAttribute('aria-expanded', 'true');
  const details = first.getByRole('button', { name: 'Plus de détails' }).first();
  await details.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText('Configuration', { exact: true })).toBeVisible();
  await expect(dialog.getByText('ψ RNT', { exact: true })).toBeVisible();
  await modalByItself(page, dialog, details, first.getByRole('button', { name: `Fermer ${name}` }));
  await details.click();
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(dialog).toHaveCount(0);
}

/**
 * The library's popups leave the page live (src/ui/popover-dialog.tsx, so that a thousand cards
 * are not restyled): they still behave as modals. Focus starts on 'Fermer' when it shows, else on
 * the popup itself, never on a button out of sight; Tab wraps around inside; a click beside the
 * popup reaches nothing of the page; Escape closes it and gives focus back to its opener.
 */
async function modalByItself(page: Page, dialog: Locator, opener: Locator, toggle: Locator): Promise<void> {
  const [cross, close] = [
    dialog.getByRole('button', { name: 'Fermer' }).first(),
    dialog.getByRole('button', { name: 'Fermer' }).last(),
  ];
  await expectFocusInSight(page, dialog, close);
  await page.keyboard.press('Tab');
  await expect(cross).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  const box = (await toggle.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0); // on screen, under the backdrop
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(dialog).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

/** Focus is on `close` or on the dialog itself, and what holds it shows whole in the window. */
async function expectFocusInSight(page: Page, dialog: Locator, close: Locator): Promise<void> {
  const where = () =>
    dialog.evaluate((d) => {
      const active = (d.getRootNode() as ShadowRoot).activeElement as HTMLElement | null;
      if (!active || !(active === d || d.contains(active))) return 'outside the popup';
      const box = active.getBoundingClientRect();
      const seen = box.top >= 0 && box.bottom <= window.innerHeight;
      return `${active === d ? 'the popup' : active.textContent?.trim()}${seen ? '' : ' (out of sight)'}`;
    });
  await expect.poll(where, { message: 'focus in the popup, in sight' }).toMatch(/^(the popup|Fermer)$/);
  if ((await where()) === 'Fermer') await expect(close).toBeFocused();
}

/** The address, pasted in a new page: the same count and the same first rupteur. */
async function sameInANewPage(page: Page, count: number): Promise<void> {
  const firstName = await rupteurNames(page).first().textContent();
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect.poll(() => foundCount(other)).toBe(count);
  await expect(rupteurNames(other).first()).toHaveText(firstName ?? '');
  await expect(island(other).getByText('2 filtres sélectionnés')).toBeVisible();
  await other.close();
}

/** Another value and 'Valider', then the browser's back button: the previous results and chips. */
async function backWithTheBrowser(page: Page, count: number): Promise<void> {
  const before = page.url();
  await tick(page, 'type de mur', 'Bloc béton');
  await validate(page);
  await expect(chip(page, 'Bloc béton')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(before);
  // Polled: the status still shows the newer search's count for a moment, then the search again.
  await expect.poll(() => foundCount(page)).toBe(count);
  await expect(chip(page, 'Bloc béton')).toHaveCount(0);
  await expect(chip(page, 'Béton banché')).toBeVisible();
  await expect(chip(page, 'Plancher intermédiaire')).toBeVisible();
}

/** A hash that is not base64, then one that is but of a list: back to the start, still usable. */
async function invalidHashes(page: Page): Promise<void> {
  for (const hash of ['#/results/%%%', `#/results/${Buffer.from('[1,2]').toString('base64')}`]) {
    await page.evaluate((to) => (location.hash = to), hash);
    await expect(page).toHaveURL(new RegExp(`${EMPTY_HASH}$`));
    await expect(resultsStatus(page)).toHaveText(START);
    await expect(island(page).getByText('Aucun filtre sélectionné')).toBeVisible();
    await expect(island(page).getByRole('list', { name: 'Valeurs choisies' })).toHaveCount(0);
  }
  await tick(page, 'type de plancher', 'Plancher intermédiaire');
  expect(await validate(page)).toBeGreaterThan(0);
}

test('the panel, Valider, a tab and its details, the link in a new page, back, invalid hashes', async ({
  visit,
  page,
}) => {
  test.setTimeout(60_000);
  await visit('main', LIBRARY_PATH);
  await expect(island(page).getByRole('heading', { name: 'Bibliothèque de PSI' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${EMPTY_HASH}$`));
  await expect(resultsStatus(page)).toHaveText(START);
  const count = await chooseAndValidate(page);
  await tabAndDetails(page);
  await sameInANewPage(page, count);
  await backWithTheBrowser(page, count);
  await invalidHashes(page);
});

/** Every floor type: more than 1 000 values, the precise search's link and the cap's notice. */
async function broadest(page: Page): Promise<number> {
  const floors = await tickAll(page, 'type de plancher');
  expect(floors.length).toBeGreaterThan(1);
  const count = await validate(page);
  expect(count).toBeGreaterThan(1000);
  await expect(results(page).getByRole('link', { name: 'Trouver un rupteur et son PSI' })).toHaveAttribute(
    'href',
    '/evaluer-le-psi-dun-rupteur/',
  );
  await expect(results(page).getByText(/^Seules les 1\s000 meilleures valeurs/)).toBeVisible();
  const perTab = await results(page)
    .getByText(/^[\d\s]+ valeurs? psi$/)
    .allTextContents();
  const shown = perTab.reduce((sum, text) => sum + Number(text.replace(/\D/g, '')), 0);
  expect(shown).toBe(1000);
  return shown;
}

/** 'Comparer' ticked on two cards, the bar, then the comparison's table: 2 values, differences. */
async function compareTwo(page: Page): Promise<void> {
  const picks = results(page).getByRole('checkbox', { name: /^Comparer «/ });
  await picks.nth(0).check();
  await picks.nth(1).check();
  const bar = island(page).getByRole('region', { name: 'Comparer' });
  await expect(bar.getByText('2 valeurs à comparer')).toBeVisible();
  await bar.getByRole('button', { name: 'Comparer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Comparaison des valeurs psi' });
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('columnheader').first()).toContainText('référence');
  const moyen = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^ψ moyen/ }) });
  await expect(moyen.getByRole('cell')).toHaveCount(2);
  await expect(moyen.getByRole('cell').nth(1)).toHaveText(/^-?\d+,\d\d \([+−±]\d+,\d\d\)$/);
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Two more values picked, then a fifth refused (both flavours: Preact kept the fifth box ticked):
 * four boxes ticked, the bar at 4, the notice said on a background of its own.
 */
async function fifthRefused(page: Page): Promise<void> {
  const picks = results(page).getByRole('checkbox', { name: /^Comparer «/ });
  await picks.nth(2).check();
  await picks.nth(3).check();
  // The fifth from another rupteur's tab, opened for it: the picks span the tabs.
  await results(page)
    .getByRole('button', { name: /^Ouvrir / })
    .first()
    .click();
  await expect.poll(() => picks.count()).toBeGreaterThan(4);
  const fifth = picks.nth((await picks.count()) - 1);
  await fifth.click();
  const bar = island(page).getByRole('region', { name: 'Comparer' });
  const notice = island(page).getByRole('status').filter({ hasText: 'Vous pouvez comparer 4 valeurs au plus' });
  await expect(notice).toBeVisible();
  await expect(fifth).not.toBeChecked();
  await expect(results(page).getByRole('checkbox', { name: /^Comparer «/, checked: true })).toHaveCount(4);
  await expect(bar.getByText('4 valeurs à comparer')).toBeVisible();
  expect(await notice.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
}

/**
 * The search field finds a rupteur by its Avis Technique number: Linéo L80's
 * '20/16-372_V2' leaves its tabs only; by its range: 'haute performance' finds the Thermo-prédalle
 * TPR, whose name does not say it; a word that matches nothing says so in the status, with no
 * tab left; clearing the field brings every tab back.
 */
async function searchByAvisTechnique(page: Page): Promise<void> {
  const tabs = results(page).getByRole('heading', { level: 3 });
  const all = await tabs.count();
  const status = results(page).getByRole('status').first();
  const field = results(page).getByRole('searchbox', { name: /Rechercher un rupteur/ });
  await field.fill('20/16-372');
  await expect(status).toHaveText(/^[\d\s]+ résultats correspondants à vos critères — \d+ rupteurs? sur \d+$/);
  await expect.poll(() => tabs.count()).toBeLessThan(all);
  await expect(tabs.first()).toContainText('Linéo L80');
  for (const name of await tabs.allTextContents()) expect(name).toContain('Linéo L80');
  await field.fill('haute performance');
  await expect(tabs.filter({ hasText: 'Thermo-prédalle TPR' })).toHaveCount(1);
  await field.fill('zzz');
  await expect(status).toContainText('— Aucun rupteur ne correspond à cette recherche.');
  await expect(tabs).toHaveCount(0);
  await field.fill('');
  await expect.poll(() => tabs.count()).toBe(all);
  await expect(status).not.toContainText('—');
}

/** Cells of a ';' CSV line, quotes undone. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') cell += line[++i];
    else if (c === '"') quoted = !quoted;
    else if (c === ';' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...out, cell];
}

/** 'Exporter en CSV': the file, read back as a French spreadsheet would. */
async function exportCsv(page: Page, shown: number): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    results(page).getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('bibliotheque-psi.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines.pop(), 'a CRLF after the last line').toBe('');
  const [header, ...rows] = lines.map(cells);
  expect(header![0]).toBe('Rupteur');
  for (const name of ['Type de plancher', 'Type de mur', 'ψ moyen (W/(m·K))']) expect(header).toContain(name);
  expect(rows).toHaveLength(shown);
  const moyen = header!.indexOf('ψ moyen (W/(m·K))');
  const floor = header!.indexOf('Type de plancher');
  for (const row of rows) {
    expect(row).toHaveLength(header!.length);
    expect(row[moyen]).toMatch(/^(-?\d+,\d\d)?$/);
    expect(row[floor]).not.toBe('');
  }
  expect(rows.some((row) => /^-?\d+,\d\d$/.test(row[moyen]!))).toBe(true);
  expect(rows[0]![0]).toBe(await rupteurNames(page).first().textContent());
}

/** 'Télécharger le PDF': the report opens in a new window, a PDF. */
async function downloadPdf(page: Page): Promise<void> {
  await expectReportWindow(
    page,
    () => results(page).getByRole('button', { name: 'Télécharger le PDF' }).click(),
    '/api/filters/bibliotheque/rapport',
  );
}

test('the broadest choice: the precise search link, the cap, a comparison, the CSV and the PDF', async ({
  visit,
  page,
}) => {
  test.setTimeout(60_000);
  await visit('main', LIBRARY_PATH);
  await expect(resultsStatus(page)).toHaveText(START);
  const shown = await broadest(page);
  await compareTwo(page);
  await fifthRefused(page);
  await searchByAvisTechnique(page);
  await exportCsv(page, shown);
  await downloadPdf(page);
});

/**
 * The filter panel used to fill the first desktop screen, the results under it. In a wide
 * island it is a side column: the results' status and values start beside its first filters.
 */
test('on a desktop, the panel is a side column and the results start beside it', async ({ visit, page }) => {
  await visit('main', LIBRARY_PATH);
  await expect(resultsStatus(page)).toHaveText(START);
  const panel = island(page).getByRole('region', { name: 'Filtres' });
  await expect(island(page).getByRole('button', { name: 'Filtres', exact: true })).toBeHidden();
  await tick(page, 'type de plancher', 'Plancher intermédiaire');
  expect(await validate(page)).toBeGreaterThan(0);
  const panelBox = (await panel.boundingBox())!;
  const resultsBox = (await results(page).boundingBox())!;
  const statusBox = (await resultsStatus(page).boundingBox())!;
  const firstValue = (await results(page).getByRole('listitem').first().boundingBox())!;
  const screen = page.viewportSize()!.height;
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(resultsBox.x);
  expect(Math.abs(panelBox.y - resultsBox.y)).toBeLessThan(2);
  // Both within one screen from the panel's top: the page no longer opens on filters alone.
  expect(statusBox.y - panelBox.y).toBeLessThan(screen / 4);
  expect(firstValue.y - panelBox.y).toBeLessThan(screen / 2);
});

test("on a phone, 'Plus de détails' leaves focus where the visitor sees it", async ({ visit, page }) => {
  await page.setViewportSize(PHONE);
  await visit('main', LIBRARY_PATH);
  // On a phone the filters fold under their button.
  await island(page).getByRole('button', { name: 'Filtres', exact: true }).click();
  await tick(page, 'type de plancher', 'Plancher intermédiaire');
  await validate(page);
  const name = (await rupteurNames(page).first().textContent()) ?? '';
  await tab(page, name).getByRole('button', { name: 'Plus de détails' }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText('Configuration', { exact: true })).toBeVisible();
  await expectFocusInSight(page, dialog, dialog.getByRole('button', { name: 'Fermer' }).last());
});

test.describe('on a 1280 × 900 desktop with the cookie banner not yet accepted', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the compare bar sticks above the banner', async ({ visit, page }) => {
    await visit('main', LIBRARY_PATH);
    const banner = page.locator('#cookie-banner');
    await expect(banner).toBeVisible();
    await tick(page, 'type de plancher', 'Plancher intermédiaire');
    await validate(page);
    const picks = results(page).getByRole('checkbox', { name: /^Comparer «/ });
    await picks.nth(0).check();
    await picks.nth(1).check();
    const bar = island(page).getByRole('region', { name: 'Comparer' });
    await expect(bar).toBeVisible();
    const [barBox, bannerBox] = [(await bar.boundingBox())!, (await banner.boundingBox())!];
    expect(barBox.y + barBox.height, 'the bar ends above the banner').toBeLessThanOrEqual(bannerBox.y + 0.5);
    expect(barBox.y + barBox.height, 'the bar is on screen').toBeLessThanOrEqual(900);
  });
});

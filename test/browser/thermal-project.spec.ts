import type { Locator, Page } from '@playwright/test';
import { RUPTEURS, THERMAL_FILTERS } from '@/demo-pages/reference-api/data/thermal-data';
import { configurationsOf } from '@/demo-pages/reference-api/thermal/psi-model';
import { MAIN_ACCOUNTS } from './support/api';
import { pdfText } from './support/carbon';
import { expect, test } from './support/fixtures';
import { downloaded } from './support/floor';
import { expectReportWindow } from './support/report-window';
import type { SitePage } from './support/site';
import { choice, resultId, TOOL_PATHS } from './support/thermal';

/**
 * 'Mon projet' as a thermal engineer files it: the lengths of the junction typed on the result,
 * H on the screen, in the PDF report and in the CSV export, all three equal to H worked out here
 * by hand from the data file (the configuration's ψ about and ψ rive, psi-model.ts).
 */

/** The answers aimed at (filter key → value key): an intermediate floor, a banché wall, ITI. */
const AIMED: Record<string, string> = { plancher: 'int', mur: 'banche', isolation: 'iti', dalle: 'pleine' };
const LENGTHS = { about: 12.5, rive: 7.3 };

/**
 * Answers until the result: the aimed value where the question offers it, else its first choice.
 * Answers what was chosen, as filter key → value key.
 */
async function answer(page: Page): Promise<Record<string, string>> {
  const chosen: Record<string, string> = {};
  const title = page.locator('.oss-quiz__title');
  const result = page.locator('.oss-tb-result__view');
  for (let step = 0; step < 15; step++) {
    await expect(title.or(result).first(), `question ${step + 1} or the result`).toBeVisible({ timeout: 10_000 });
    if (await result.isVisible()) break;
    const asked = (await title.textContent())!.trim();
    const filter = THERMAL_FILTERS.find((f) => f.name === asked);
    if (!filter) throw new Error(`question '${asked}' is not a filter of the data file`);
    const aimed = filter.values.find(([key]) => key === AIMED[filter.key]);
    const button = aimed && (await choice(page, aimed[1]).count()) ? choice(page, aimed[1]) : choice(page, '').first();
    const label = (await button.textContent())!.trim();
    chosen[filter.key] = filter.values.find(([, text]) => label.startsWith(text))![0];
    await button.click();
    await expect(title.filter({ hasText: asked }), `question '${asked}' answered`).toHaveCount(0, { timeout: 10_000 });
  }
  return chosen;
}

/** The configuration of the data file the answers designate: its ψ about and ψ rive. */
function psiFromDataFile(rupteurName: string, chosen: Record<string, string>) {
  const rupteur = RUPTEURS.find((r) => r.name === rupteurName)!;
  const matching = configurationsOf(rupteur).filter((c) =>
    Object.entries(c.values).every(([key, value]) => chosen[key] === undefined || chosen[key] === value),
  );
  expect(new Set(matching.map((c) => `${c.psiAbout}/${c.psiRive}`)).size, 'one set of ψ for the answers').toBe(1);
  return { about: matching[0]!.psiAbout!, rive: matching[0]!.psiRive! };
}

const french = (value: number, decimals: number) => value.toFixed(decimals).replace('.', ',');

async function saveAfterLogin(site: SitePage, name: string): Promise<void> {
  const { page } = site;
  await page.getByRole('button', { name: 'Sauvegarder ce résultat' }).click();
  await expect(site.loginDialog).toBeVisible();
  await site.submitLogin(MAIN_ACCOUNTS.updated);
  const dialog = page.getByRole('dialog', { name: 'Sauvegarder ma recherche' });
  await dialog.getByLabel('Nom de la simulation', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByRole('region', { name: 'Simulation sauvegardée' }).getByText(name)).toBeVisible();
}

async function typeLengths(section: Locator): Promise<void> {
  await section.getByRole('button', { name: 'Saisir les longueurs' }).click();
  const about = section.getByLabel('About (appui du plancher sur le mur)', { exact: true });
  await expect(about, 'the first length, focused once the section opens').toBeFocused();
  await about.fill(french(LENGTHS.about, 1));
  await section.getByLabel('Rive (bord du plancher le long du mur)', { exact: true }).fill(french(LENGTHS.rive, 1));
}

test('Mon projet: H on the screen, in the PDF and in the CSV, as worked out from the data file', async ({
  visit,
  page,
}) => {
  const site = await visit('main', TOOL_PATHS.thermal);
  const chosen = await answer(page);
  const id = await resultId(page);
  const view = page.locator('.oss-tb-result__view');
  const rupteur = (await view.getByRole('heading', { level: 2 }).first().textContent())!.trim();
  const psi = psiFromDataFile(rupteur, chosen);
  // By hand: H = 12,5 × ψ about + 7,3 × ψ rive, in W/K; the weighted ψ over 19,8 m.
  const h = french(LENGTHS.about * psi.about + LENGTHS.rive * psi.rive, 2);
  const weighted = french((LENGTHS.about * psi.about + LENGTHS.rive * psi.rive) / 19.8, 3);

  const section = page.getByRole('region', { name: 'Mon projet' });
  await typeLengths(section);
  await expect(section.locator('[data-project-h]'), 'H on the screen').toHaveText(`${h} W/K`);
  await expect(section.getByText(`${weighted} W/(m·K)`)).toBeVisible();

  await saveAfterLogin(site, `Projet ${id}`);
  await section.getByRole('button', { name: 'Enregistrer les longueurs' }).click();
  await expect(site.toast('Longueurs du projet enregistrées')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Exporter (CSV)' }).click(),
  ]);
  const csv = (await downloaded(download)).bytes.toString('utf8');
  expect(csv.startsWith('\uFEFF'), 'a BOM for Excel').toBe(true);
  expect(csv, 'H in the CSV').toContain(`Total de la liaison;19,80;ψ pondéré;${weighted};${h};`);

  await page.getByRole('button', { name: 'Télécharger le pdf' }).click();
  const popin = page.getByRole('dialog', { name: 'Télécharger le pdf ?' });
  const bytes = await expectReportWindow(
    page,
    () => popin.getByRole('button', { name: 'Télécharger le pdf' }).click(),
    `/api/history/rapport/${id}`,
  );
  const pdf = (await pdfText(bytes)).join('\n');
  expect(pdf, 'H in the PDF').toMatch(new RegExp(`H \\(déperdition linéique\\)\\s+${h} W/K`));
  expect(pdf).toContain(`${weighted} W/(m·K)`);
});

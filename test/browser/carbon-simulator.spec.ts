import type { Download, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { registerToolsUser, type Account } from './support/api';
import {
  CARBON_COPY as C,
  CARBON_FIELDS as F,
  CARBON_HISTORY_PATH,
  CARBON_PATH,
  answerPredalle,
  answersHold,
  card,
  cards,
  choose,
  estimate,
  estimateButton,
  expectUnanswered,
  fieldFrame,
  fillStep1,
  footprints,
  island,
  pdfText,
  radio,
  stepHeading,
  textbox,
  thicknesses,
} from './support/carbon';
import { expect, test } from './support/fixtures';
import { expectNoDeadLink } from './support/links';
import { downloaded, historyRow } from './support/floor';
import { COPY, type SitePage } from './support/site';

/**
 * The carbon tunnel (what it must do to be done), one journey per flavour: an anonymous visitor goes
 * through step 1 (its errors first) and step 2 (a re-answer that truncates, the favourite's cut,
 * the thermal break taken back), estimates, adds a second simulation to the cluster and sorts the
 * cards; saves after logging in through the popup (the save, then the PDF); finds the cluster in
 * the carbon history, reopens it, exports its PDF; deletes one simulation, then the last (home).
 * A newly registered user per run, so the two flavours never meet in one history.
 */

const BEAMS = 'Poutrelles et entrevous béton';
const PREDALLES = 'Prédalles';

/** Step 1: both fields required on 'Continuer', then the zip's length, letters stripped as typed. */
async function stepOne(page: Page, name: string): Promise<void> {
  const zip = textbox(page, F.zipCode);
  await expect(zip).toBeVisible();
  await island(page).getByRole('button', { name: C.next }).click();
  await expect(fieldFrame(page, 'zipCode').getByText(C.required, { exact: true })).toBeVisible();
  await expect(fieldFrame(page, 'projectName').getByText(C.required, { exact: true })).toBeVisible();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await zip.pressSequentially('69a00');
  await expect(zip).toHaveValue('6900');
  await zip.blur();
  await expect(fieldFrame(page, 'zipCode').getByText(C.zipLength, { exact: true })).toBeVisible();
  await island(page).getByRole('button', { name: C.next }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await zip.press('End');
  await zip.pressSequentially('7');
  await expect(zip).toHaveValue('69007');
  await expect(fieldFrame(page, 'zipCode').getByText(C.zipLength)).toHaveCount(0);
  await textbox(page, F.projectName).fill(name);
  await island(page).getByRole('button', { name: C.next }).click();
  await expect(stepHeading(page, 2)).toBeVisible();
  // The browser's Back on step 2 returns to step 1, answers kept, and Forward to step 2 (beyond the spec).
  await page.goBack();
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(textbox(page, F.projectName)).toHaveValue(name);
  await page.goForward();
  await expect(stepHeading(page, 2)).toBeVisible();
}

/**
 * Step 2 to a complete beam-and-block floor; the proposed seismic zone corrected after the blocks
 * and the thermal break keeps them; then a re-answer of the span: the answers given after it
 * (the blocks, the thermal break, the zone) are cleared, and the estimate waits for them again.
 */
async function reanswerTruncates(page: Page): Promise<void> {
  await expect(island(page).getByRole('button', { name: C.previousStep })).toBeVisible();
  // The form's defaults show at once and join the answers 150 ms after the fields arrive.
  await choose(page, F.systemType, BEAMS);
  await answersHold(page, ['systemType', 'span', 'chaining']);
  await choose(page, F.favorites, 'Personnaliser');
  await answersHold(page, ['favorites', 'span', 'chaining']);
  await textbox(page, F.span).fill('600');
  await choose(page, F.entrevous, 'Entrevous béton');
  await choose(page, F.thermalBreak, 'Avec rupteurs thermiques');
  await expect(estimateButton(page)).toBeVisible();
  // The zone was the form's proposal: the visitor's correction is a first answer, nothing goes.
  await choose(page, F.seismicZone, 'Zone 3 (modérée)');
  await answersHold(page, ['span', 'entrevous', 'thermalBreak', 'seismicZone']);
  await expect(radio(page, F.entrevous, 'Entrevous béton')).toBeChecked();
  await expect(radio(page, F.thermalBreak, 'Avec rupteurs thermiques')).toBeChecked();
  await expect(estimateButton(page)).toBeVisible();

  await textbox(page, F.span).fill('550');
  await expectUnanswered(page, F.entrevous);
  await expectUnanswered(page, F.thermalBreak);
  await expect(estimateButton(page)).toHaveCount(0);
  await expect(island(page).getByText(C.answerAll)).toBeVisible();
  // The defaults before the span stay; the zip's seismic zone is proposed again.
  await expect(radio(page, F.cementType, 'CEM II/A')).toBeChecked();
  await expect(radio(page, F.seismicZone, 'Zone 2 (faible)')).toBeChecked();
}

/**
 * The favourite configuration cuts the list back to just after it: every answer given after it
 * gives way to the preset's ('Maison individuelle', 4.50 m without thermal breaks).
 */
async function favouriteCuts(page: Page): Promise<void> {
  await choose(page, F.cementType, 'CEM III/A (bas carbone)');
  await choose(page, F.entrevous, 'Entrevous béton');
  await choose(page, F.thermalBreak, 'Avec rupteurs thermiques');
  await expect(estimateButton(page)).toBeVisible();
  await choose(page, F.favorites, 'Maison individuelle (16+4, 4,50 m)');
  await expect(textbox(page, F.span)).toHaveValue('450');
  await expect(radio(page, F.cementType, 'CEM II/A')).toBeChecked();
  await expect(radio(page, F.thermalBreak, 'Sans rupteur')).toBeChecked();
  await expect(radio(page, F.entrevous, 'Entrevous béton')).toBeChecked();
  await answersHold(page, ['favorites', 'span', 'thermalBreak', 'chaining']);
  await expect(estimateButton(page)).toBeVisible();
}

/**
 * The thermal break picked again is taken back with the answers after it: the reinforced chaining
 * chosen after it goes (its default comes back), and the estimate waits for a thermal break.
 */
async function thermalBreakToggles(page: Page): Promise<void> {
  await choose(page, F.chaining, 'Chaînages renforcés');
  await radio(page, F.thermalBreak, 'Sans rupteur').click();
  await expectUnanswered(page, F.thermalBreak);
  await expect(radio(page, F.chaining, 'Chaînages courants')).toBeChecked();
  await expect(estimateButton(page)).toHaveCount(0);
  await choose(page, F.thermalBreak, 'Sans rupteur');
  await expect(estimateButton(page)).toBeVisible();
}

/** The first simulation's card; a second one (a prédalle, thinner) added to the cluster; the sort. */
async function twoSimulationsSorted(page: Page): Promise<void> {
  await estimate(page);
  // 'Résultats / Simulations d'empreinte carbone', step 3 of the progress.
  await expect(island(page).locator('.oss-carbon-results__overline')).toHaveText(C.overline);
  await expect(
    island(page).getByRole('list', { name: C.progress }).getByRole('listitem').filter({ hasText: C.overline }),
  ).toHaveAttribute('aria-current', 'step');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, BEAMS)).toContainText('Simulation 1 · Épaisseur : 20 cm');
  await expect(
    card(page, BEAMS)
      .getByText(/kg CO2 eq\/m²$/)
      .first(),
  ).toBeVisible();

  await island(page).getByRole('button', { name: C.add }).click();
  await expect(stepHeading(page, 2)).toBeVisible();
  // Cluster mode: no step 1 to go back to.
  await expect(island(page).getByRole('button', { name: C.previousStep })).toHaveCount(0);
  await answerPredalle(page);
  await estimate(page);
  await expect(cards(page)).toHaveCount(2);
  await expect(island(page).getByRole('status').filter({ hasText: '2 simulations' })).toBeVisible();
  const sort = island(page).getByRole('combobox', { name: C.sortLabel });
  // The footprint, lowest first, is the default order (beyond the spec); the thickness is a choice.
  await expect(sort).toHaveValue('footprint-asc');
  await sort.selectOption({ label: C.sortAsc });
  await expect.poll(() => thicknesses(page)).toEqual([16, 20]);
  await expect(cards(page).first()).toHaveAccessibleName(PREDALLES);
  await sort.selectOption({ label: C.sortDesc });
  await expect.poll(() => thicknesses(page)).toEqual([20, 16]);
}

/** The PDF recap a download handed over: it parses and holds each footprint the cards show. */
async function expectRecap(download: Download, shown: string[]): Promise<void> {
  const { name, bytes } = await downloaded(download);
  expect(name).toMatch(/\.pdf$/);
  const text = (await pdfText(bytes)).join('\n');
  for (const footprint of shown) expect(text).toContain(`Empreinte carbone : ${footprint} kg CO₂ eq/m²`);
}

/** 'Sauvegarder ma simulation' logged out: the login popup, the save's toast, then the PDF. */
async function saveAfterLogin(site: SitePage, account: Account): Promise<void> {
  const { page } = site;
  const shown = await footprints(page);
  await island(page).getByRole('button', { name: C.save }).click();
  await expect(site.loginDialog).toBeVisible();
  const download = page.waitForEvent('download');
  await site.submitLogin(account);
  await expect(site.toast(COPY.loggedIn)).toBeVisible();
  await expect(site.toast(C.saved)).toBeVisible();
  await expectRecap(await download, shown);
  await expect(island(page).getByRole('button', { name: C.save })).toHaveCount(0);
}

/** The carbon history lists the project: 'Ouvrir' shows its results with the way back; its PDF. */
async function reopenAndExport(site: SitePage, name: string): Promise<void> {
  const { page } = site;
  await site.open(CARBON_HISTORY_PATH);
  await historyRow(page, name).getByRole('button', { name: 'Ouvrir' }).click();
  await expect(page).toHaveURL(/\/simuler-mon-empreinte-carbone\/\?history=\d+$/);
  await expect(cards(page)).toHaveCount(2);
  await expect(island(page).getByRole('link', { name: C.historyBack })).toHaveAttribute('href', CARBON_HISTORY_PATH);
  await expectNoDeadLink(island(page));
  const shown = await footprints(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    island(page).getByRole('button', { name: C.export }).click(),
  ]);
  await expectRecap(download, shown);
  await csvAndFootprintSort(page, shown);
}

/** The CSV (a lazy chunk) holds each footprint shown; the sort by footprint puts the lowest first. */
async function csvAndFootprintSort(page: Page, shown: string[]): Promise<void> {
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    island(page).getByRole('button', { name: C.exportCsv }).click(),
  ]);
  const { name, bytes } = await downloaded(csv);
  expect(name).toMatch(/^empreinte-carbone-.+\.csv$/);
  const lines = bytes.toString('utf8').split('\r\n');
  for (const footprint of shown)
    expect(lines.some((line) => line.includes(`;Empreinte carbone;A1–C4;${footprint};oui;`))).toBe(true);
  // What each simulation was computed for, and each part's factor as declared (sample data).
  expect(lines[0]).toContain(
    ";Portée (cm);Zone sismique;Classe de béton;Ciment;Facteur d'émission;Déclaration;Unité fonctionnelle;DVR (ans);Date;Référence",
  );
  const concrete = ';Béton;A1–A3;';
  const predalle = lines.find((line) => line.includes(`;${PREDALLES};`) && line.includes(concrete));
  expect(predalle).toContain(";350;2;C25/30;CEM II/A;Béton prêt à l'emploi C25/30, CEM II/A;FDES collective;");
  expect(predalle).toMatch(/;100;2022;donnée d’exemple$/);
  // The same on the card, under 'Sources'.
  const sources = card(page, PREDALLES).locator('summary', { hasText: C.sources });
  await sources.click();
  await expect(
    card(page, PREDALLES).getByRole('listitem').filter({ hasText: "Béton : Béton prêt à l'emploi C25/30, CEM II/A" }),
  ).toContainText(
    'FDES collective, 1 m³ de béton C25/30 CEM II/A coulé en place (plancher), DVR 100 ans, édition 2022, donnée d’exemple',
  );
  await island(page).getByRole('combobox', { name: C.sortLabel }).selectOption({ label: C.sortFootprintAsc });
  const ascending = [...shown].sort((a, b) => Number(a.replace(',', '.')) - Number(b.replace(',', '.')));
  await expect.poll(() => footprints(page)).toEqual(ascending);
}

/** One simulation deleted (the list reloads), then the last one: the cluster goes, and so do we, home. */
async function deleteBoth(site: SitePage): Promise<void> {
  const { page } = site;
  const remove = page.getByRole('dialog', { name: C.deleteTitle });
  await card(page, PREDALLES)
    .getByRole('button', { name: new RegExp(`^${C.deleteSimulation}`) })
    .click();
  await remove.getByRole('button', { name: C.deleteConfirm, exact: true }).click();
  await expect(site.toast(C.simulationDeleted)).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, BEAMS)).toBeVisible();

  await card(page, BEAMS)
    .getByRole('button', { name: new RegExp(`^${C.deleteSimulation}`) })
    .click();
  // The toast lasts the 500 ms before home, too short to be sure to see: the server's answer says it.
  const [deleted] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && /\/api\/clusters\/simulations\/\d+\/$/.test(r.url()),
    ),
    remove.getByRole('button', { name: C.deleteConfirm, exact: true }).click(),
  ]);
  expect(await deleted.json()).toMatchObject({ message: C.clusterRemoved, datas: { clusterRemoved: true } });
  await expect(page).toHaveURL(/^http:\/\/carbone\.localhost:\d+\/(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Accueil', level: 1 })).toBeVisible();
}

test('carbon: step 1 errors, step 2 re-answer, favourite and thermal break, two simulations sorted, save after login, history, export, deletes', async ({
  visit,
  page,
  flavour,
}) => {
  test.setTimeout(120_000);
  const account = await registerToolsUser('carbone', 'Léa', `carbone-${flavour}`);
  const name = `Résidence ${flavour} ${randomBytes(3).toString('hex')}`;
  const site = await visit('carbone', CARBON_PATH);
  await stepOne(page, name);
  await reanswerTruncates(page);
  await favouriteCuts(page);
  await thermalBreakToggles(page);
  await twoSimulationsSorted(page);
  await saveAfterLogin(site, account);
  await reopenAndExport(site, name);
  await deleteBoth(site);
});

test("carbon: 'Portée' emptied with Backspace stays empty with its error, then takes what is typed", async ({
  visit,
  page,
}) => {
  await visit('carbone', CARBON_PATH);
  await fillStep1(page, '69007', 'Portée au clavier');
  await choose(page, F.systemType, 'Prédalles');
  const span = textbox(page, F.span);
  await expect(span).toHaveValue('500');
  await span.click();
  await span.press('End');
  for (let i = 0; i < 3; i++) await span.press('Backspace');
  await expect(span).toHaveValue('');
  await span.blur();
  await expect(fieldFrame(page, 'span')).toContainText(C.required);
  await expect(span).toHaveValue('');
  await span.pressSequentially('350');
  await expect(span).toHaveValue('350');
});

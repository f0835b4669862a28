import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { MAIN_ACCOUNTS, uniqueEmail } from './support/api';
import { expect, test } from './support/fixtures';
import { expectReportWindow } from './support/report-window';
import type { SitePage } from './support/site';
import {
  mailWithReport,
  pick,
  question,
  refineSettled,
  SYSTEM_QUESTION,
  SYSTEMS,
  TOOL_PATHS,
  answerFirstChoicesUntilResult,
} from './support/thermal';

/**
 * The thermal-break tool on the preview, as a visitor uses it: one long journey from
 * the questionnaire to a deleted simulation, and the environmental questionnaire of each system
 * down to its FDES sheets. Sophie (the seeded main-site user who can save) is shared by every
 * test: each simulation gets a name of its own, and nothing here counts her whole history.
 */
const SOPHIE = MAIN_ACCOUNTS.updated;
const MONOMUR = 'Rupteur Monomur BM-42 Haute Performance';

/** The standard view's psi values, once shown. */
const psiValues = (page: Page): Locator => page.getByRole('region', { name: 'Valeurs psi' });

/**
 * The questionnaire with a change of an earlier answer on the way: the floor changed from the
 * intermediate one to the crawl space, whose brick wall leaves one rupteur (the search runs at
 * once), with several configurations still open: the questionnaire asks on until one is left.
 */
async function answerWithAChange(page: Page): Promise<number> {
  await pick(page, 'Type de plancher', 'Plancher intermédiaire');
  await pick(page, 'Type de mur', 'Béton banché');
  await expect(question(page, "Épaisseur de l'isolant du mur")).toBeVisible();
  await page.getByRole('button', { name: 'Modifier « Type de plancher » : Plancher intermédiaire' }).click();
  await expect(question(page, 'Type de plancher')).toBeVisible();
  // The later answers are gone with it.
  await expect(page.getByRole('button', { name: /^Modifier « / })).toHaveCount(0);
  await pick(page, 'Type de plancher', 'Plancher vide sanitaire');
  await pick(page, 'Type de mur', 'Brique de terre cuite');
  const id = await answerFirstChoicesUntilResult(page);
  await expect(page.getByRole('heading', { name: MONOMUR, level: 2 })).toBeVisible();
  await expect(psiValues(page).getByText('--')).toHaveCount(0);
  return id;
}

/** 'Redéfinir mes critères', a select changed, 'Suivant': the refined result has its psi values. */
async function refine(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Redéfinir mes critères' }).click();
  const panel = page.getByRole('region', { name: 'Critères de recherche' });
  await expect(panel.getByRole('tab', { name: 'Trouver un rupteur' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByText('Quelles sont les caractéristiques de votre chantier?')).toBeVisible();
  await refineSettled(panel);
  const next = panel.getByRole('button', { name: 'Suivant' });
  // The questionnaire left one configuration: 'Suivant' is offered at once; a cleared select
  // leaves none, and takes it back.
  await expect(next).toBeEnabled();
  await panel.getByRole('button', { name: 'Effacer : Type de plancher porteur' }).click();
  await refineSettled(panel);
  await expect(next).toBeDisabled();
  await panel.getByLabel('Type de plancher porteur', { exact: true }).selectOption({ label: 'Dalle pleine' });
  await refineSettled(panel);
  await fillOpenSelects(panel);
  await expect(next).toBeEnabled();
  await next.click();
  await expect(psiValues(page)).toBeVisible();
  await expect(psiValues(page).getByText('--')).toHaveCount(0);
  await expect(
    psiValues(page)
      .getByText(/garde-fou de la RE2020/)
      .first(),
  ).toBeVisible();
  await expect(panel.getByText('Dalle pleine')).toBeVisible();
}

/** Each select still on 'Sélectionnez' takes its first option, until none is left (a choice may show another filter). */
async function fillOpenSelects(panel: Locator): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const open = panel
      .locator('select:enabled')
      .filter({ has: panel.page().locator('option:checked', { hasText: 'Sélectionnez' }) });
    if ((await open.count()) === 0) return;
    await open.first().selectOption({ index: 1 });
    await refineSettled(panel);
  }
}

/** 'Sauvegarder ce résultat' logged out: the login popup, then the name, then the toast. */
async function saveAfterLogin(site: SitePage, name: string): Promise<void> {
  const { page } = site;
  await page.getByRole('button', { name: 'Sauvegarder ce résultat' }).click();
  await expect(site.loginDialog).toBeVisible();
  await site.submitLogin(SOPHIE);
  const dialog = page.getByRole('dialog', { name: 'Sauvegarder ma recherche' });
  await dialog.getByLabel('Nom de la simulation', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(site.toast('Votre simulation a été sauvegardée dans votre espace personnel')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Simulation sauvegardée' }).getByText(name)).toBeVisible();
}

/** The history's line of the simulation named `name`. */
const historyRow = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openFromHistory(site: SitePage, name: string, id: number): Promise<void> {
  const { page } = site;
  await site.open('/espace-personnel/#/historique');
  const row = historyRow(page, name);
  await expect(row.getByText('Données thermiques')).toBeVisible();
  await row.getByRole('button', { name: 'Ouvrir' }).click();
  await expect(page).toHaveURL(new RegExp(`${TOOL_PATHS.thermal}.*#/${id}/[^/?]+\\?history=1$`));
  await expect(page.getByRole('region', { name: 'Simulation sauvegardée' }).getByText(name)).toBeVisible();
}

/** The PDF popin's button opens the report, a PDF, in a new window; the popin closes. */
async function downloadPdf(page: Page, id: number): Promise<void> {
  await page.getByRole('button', { name: 'Télécharger le pdf' }).click();
  const popin = page.getByRole('dialog', { name: 'Télécharger le pdf ?' });
  await expect(popin.getByRole('button', { name: 'Fermer' }).last()).toBeVisible();
  await expectReportWindow(
    page,
    () => popin.getByRole('button', { name: 'Télécharger le pdf' }).click(),
    `/api/history/rapport/${id}`,
  );
  await expect(popin).toHaveCount(0);
}

/** 'Envoyer par e-mail' to two addresses: both get the report, attached. */
async function sendToTwo(site: SitePage): Promise<void> {
  const { page } = site;
  const [office, worksite] = [uniqueEmail('rapport-bureau'), uniqueEmail('rapport-chantier')];
  await page.getByRole('button', { name: 'Envoyer par e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer le rapport par e-mail' });
  await dialog.getByLabel('E-mail du destinataire', { exact: true }).fill(office);
  await dialog.getByLabel('E-mail du destinataire 2 (facultatif)', { exact: true }).fill(worksite);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(site.toast('Le rapport a bien été envoyé')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  for (const to of [office, worksite]) {
    const mail = await mailWithReport(to);
    expect(mail.subject).toMatch(/^Rapport de simulation/);
    expect(mail.attachments.map((a) => a.contentType)).toContain('application/pdf');
  }
}

/** 'Supprimer' on the history bar, confirmed: the toast, then the history without it. */
async function deleteIt(site: SitePage, name: string): Promise<void> {
  const { page } = site;
  await page.getByRole('region', { name: 'Simulation sauvegardée' }).getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer' });
  await expect(dialog.getByText('Êtes-vous sûr de vouloir supprimer cette simulation ?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  // Opened from the history, the result goes back to it, a new page: the toast goes along.
  await expect(page).toHaveURL(/\/espace-personnel\/.*#\/historique$/);
  await expect(page.getByRole('heading', { name: 'Historique de mes calculs' })).toBeVisible();
  await expect(site.toast('Votre recherche a été supprimée')).toBeVisible();
  await expect(page.getByText(/^\d+ simulation\(s\)$/).or(page.getByText(/n'avez pas sauvegardé/))).toBeVisible();
  await expect(historyRow(page, name)).toHaveCount(0);
}

test('thermal: questionnaire, refine, save after login, history, PDF, e-mail to two, delete', async ({
  visit,
  page,
  flavour,
}) => {
  test.setTimeout(120_000);
  const name = `Chantier ${flavour} ${randomBytes(3).toString('hex')}`;
  const site = await visit('main', TOOL_PATHS.thermal);
  // Each phase is a step: a failure names the phase it stopped in.
  const id = await test.step('questionnaire, with an answer changed', () => answerWithAChange(page));
  await test.step('refine', () => refine(page));
  await test.step('save after login', () => saveAfterLogin(site, name));

  await test.step('history, there and back', async () => {
    await openFromHistory(site, name, id);
    await page.getByRole('link', { name: "Retour à l'historique" }).click();
    await expect(page).toHaveURL(/\/espace-personnel\/.*#\/historique$/);
    await expect(historyRow(page, name)).toBeVisible();
    await historyRow(page, name).getByRole('button', { name: 'Ouvrir' }).click();
    await expect(page.getByRole('region', { name: 'Simulation sauvegardée' }).getByText(name)).toBeVisible();
  });

  // Chromium's printing has no bound of its own: the step gives it one.
  await test.step('printed on one A4 page', () => expectOneA4Page(page, name), { timeout: 30_000 });
  await test.step('PDF in a new window', () => downloadPdf(page, id));
  await test.step('e-mail to two', () => sendToTwo(site));
  await test.step('delete', () => deleteIt(site, name));
});

/**
 * Printed from the browser (Chromium's print to PDF, the print media rules): the result fits one
 * A4 page, headed with the tool, the simulation's name and date, and carries ψ RT, the value a
 * thermal study takes.
 */
async function expectOneA4Page(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  const head = page.locator('.oss-tb-print-head');
  await expect(head).toBeVisible();
  await expect(head).toContainText('Évaluation du ψ d’un rupteur de pont thermique');
  await expect(head).toContainText(name);
  await expect(psiValues(page).locator('dt').getByText('ψ RT', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sauvegarder ce résultat' })).toBeHidden();
  await page.emulateMedia({ media: null });
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g), 'pages printed').toHaveLength(1);
}

test('environmental: each system, questionnaire to the result, its carbon per m² and its FDES sheets', async ({
  visit,
  page,
}) => {
  test.setTimeout(90_000);
  const site = await visit('main', TOOL_PATHS.environmental);
  for (const system of SYSTEMS) {
    await site.open(TOOL_PATHS.environmental);
    await pick(page, SYSTEM_QUESTION, system.choice);
    await answerFirstChoicesUntilResult(page);
    await expect(page.getByText('Votre système constructif', { exact: true })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Données du système' });
    await expect(summary.getByText('Volume de béton', { exact: true })).toBeVisible();
    const count = summary.getByText(/^\d+ fiches? FDES correspondantes?$/);
    await expect(count, `${system.key}: FDES count`).toBeVisible();
    const n = Number(/^\d+/.exec((await count.textContent()) ?? '')![0]);
    // The system's carbon per m² with its scope.
    const carbon = summary.getByText('Impact carbone', { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(carbon, `${system.key}: carbon`).toHaveText(/^\d+,\d{2} kg CO2 eq\/m²$/);
    const surface = system.key === 'mur' ? 'mur' : 'plancher';
    await expect(summary.getByText(`Modules A1 à A3, par m² de ${surface}, d'après les FDES listées.`)).toBeVisible();
    await summary.getByRole('button', { name: 'Voir la liste des fiches' }).click();
    const list = page.getByRole('region', { name: 'Fiches FDES' });
    await expect(list.getByRole('heading', { name: 'Fiches FDES' })).toBeFocused();
    await expect(list.getByRole('listitem')).toHaveCount(n);
    // The data set's sheet numbers are made up: each says so, none links to the INIES base.
    await expect(list.getByText('(fiche d’exemple : numéro fictif, sans fiche dans la base INIES)')).toHaveCount(n);
    await expect(list.getByRole('link', { name: /^Consulter la fiche / })).toHaveCount(0);
  }
});

import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { MAIN_ACCOUNTS } from './support/api';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import type { SitePage } from './support/site';
import {
  answerFirstChoicesUntilResult,
  pick,
  question,
  refineSettled,
  SYSTEM_QUESTION,
  TOOL_PATHS,
} from './support/thermal';

/**
 * DESIGN.md §7 on the thermal-break tool: no serious or critical axe violation on each
 * of its screens and popups. Once, in the preact flavour: both flavours render the same markup
 * (the journeys run in both), and these runs are the suite's longest. Sophie (the seeded main-site
 * user) logs in first, so that the save asks for the name at once; the simulation saved here is
 * deleted from the history at the end.
 */
const SOPHIE = MAIN_ACCOUNTS.updated;

test.skip(({ flavour }) => flavour !== 'preact', 'the same markup in both flavours: axe once');

/** Opens a popup with `open`, runs axe on it, and closes it with its own × button. */
async function checkPopup(page: Page, open: Locator, name: string, what: string): Promise<Locator> {
  await open.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, what);
  return dialog;
}

async function closeWithCross(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(dialog).toHaveCount(0);
}

/** The questionnaire, then its leave confirmation (Retour at the first question), cancelled. */
async function checkQuestionnaire(page: Page): Promise<void> {
  await expect(question(page, 'Type de plancher')).toBeVisible();
  await expectAccessible(page, 'thermal questionnaire');
  const leave = await checkPopup(
    page,
    page.getByRole('button', { name: 'Retour', exact: true }),
    'Êtes-vous sûr de vouloir quitter ?',
    'leave confirmation',
  );
  await leave.getByRole('button', { name: 'Continuer la Configuration' }).click();
  await expect(leave).toHaveCount(0);
  await pick(page, 'Type de plancher', 'Plancher intermédiaire');
  await expect(question(page, 'Type de mur')).toBeVisible();
  await expectAccessible(page, 'thermal questionnaire, second question with an answer above');
}

/** The result's popups: the image zoom, 'Plus de détails', the psi details; then the refine view. */
async function checkResultViews(page: Page): Promise<void> {
  await expectAccessible(page, 'thermal result');
  const zoomButton = page.getByRole('button', { name: /^Agrandir l'image : / });
  const product = ((await zoomButton.getAttribute('aria-label')) ?? '').replace("Agrandir l'image : ", '');
  await closeWithCross(await checkPopup(page, zoomButton, product, 'image zoom'));
  await closeWithCross(
    await checkPopup(
      page,
      page.getByRole('button', { name: 'Plus de détails' }),
      'Tous vos critères',
      "'Plus de détails'",
    ),
  );
  await closeWithCross(
    await checkPopup(
      page,
      page.getByRole('button', { name: 'Détail des valeurs psi' }),
      'Détail des valeurs psi',
      'psi details',
    ),
  );
  await page.getByRole('button', { name: 'Redéfinir mes critères' }).click();
  const panel = page.getByRole('region', { name: 'Critères de recherche' });
  await expect(panel.getByText('Quelles sont les caractéristiques de votre chantier?')).toBeVisible();
  await refineSettled(panel);
  await expectAccessible(page, 'refine view');
  await panel.getByRole('button', { name: 'Retour au résultat' }).click();
  await expect(page.getByRole('region', { name: 'Valeurs psi' })).toBeVisible();
}

/** The save name dialog (then saved), the PDF popin, the e-mail dialog and the delete confirmation. */
async function checkActionPopups(site: SitePage, name: string): Promise<void> {
  const { page } = site;
  const save = await checkPopup(
    page,
    page.getByRole('button', { name: 'Sauvegarder ce résultat' }),
    'Sauvegarder ma recherche',
    'save name dialog',
  );
  await save.getByLabel('Nom de la simulation', { exact: true }).fill(name);
  await save.getByRole('button', { name: 'Sauvegarder' }).click();
  const saved = site.toast('Votre simulation a été sauvegardée dans votre espace personnel');
  await expect(saved).toBeVisible();
  await expectAccessible(page, 'result with its history bar and the saved toast');
  // The toast leaves on its own clock (sonner's 4 s): fading out while axe reads the popups below,
  // it read 2.57:1 against what it faded over. The popups are checked once it has gone.
  await expect(saved).toBeHidden();

  await closeWithCross(
    await checkPopup(
      page,
      page.getByRole('button', { name: 'Télécharger le pdf' }),
      'Télécharger le pdf ?',
      'PDF popin',
    ),
  );
  const email = await checkPopup(
    page,
    page.getByRole('button', { name: 'Envoyer par e-mail' }),
    'Envoyer le rapport par e-mail',
    'e-mail dialog',
  );
  await email.getByRole('button', { name: 'Envoyer' }).click();
  await expect(email.getByText('Champ obligatoire')).toBeVisible();
  await expectAccessible(page, 'e-mail dialog with its error');
  await email.getByRole('button', { name: 'Annuler' }).click();
  await expect(email).toHaveCount(0);
  const remove = await checkPopup(
    page,
    page.getByRole('region', { name: 'Simulation sauvegardée' }).getByRole('button', { name: 'Supprimer' }),
    'Supprimer',
    'delete confirmation',
  );
  await remove.getByRole('button', { name: 'Annuler' }).click();
  await expect(remove).toHaveCount(0);
}

/** The history tab with the simulation in it; then the simulation is deleted from there. */
async function checkHistoryTab(site: SitePage, name: string): Promise<void> {
  const { page } = site;
  await site.open('/espace-personnel/#/historique');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(row.getByRole('button', { name: 'Ouvrir' })).toBeVisible();
  await expect(page.getByText(/^\d+ simulation\(s\)$/)).toBeVisible();
  await expectAccessible(page, 'main history tab');
  await row.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer' });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(site.toast('Votre recherche a été supprimée')).toBeVisible();
  await expect(row).toHaveCount(0);
}

test('thermal: questionnaire, leave confirmation, result, its popups, refine view, actions, history tab', async ({
  visit,
  page,
  flavour,
}) => {
  test.setTimeout(120_000);
  const site = await visit('main', TOOL_PATHS.thermal);
  await site.login(SOPHIE);
  await checkQuestionnaire(page);
  await answerFirstChoicesUntilResult(page);
  await checkResultViews(page);
  const name = `Axe ${flavour} ${randomBytes(3).toString('hex')}`;
  await checkActionPopups(site, name);
  await checkHistoryTab(site, name);
});

test('environmental: the system question and a result with its FDES sheets', async ({ visit, page }) => {
  test.setTimeout(60_000);
  await visit('main', TOOL_PATHS.environmental);
  await expect(question(page, SYSTEM_QUESTION)).toBeVisible();
  await expectAccessible(page, 'environmental questionnaire, system question');
  await pick(page, SYSTEM_QUESTION, 'Prédalles');
  await expect(page.locator('.oss-quiz__hint').or(page.locator('.oss-quiz__choices')).first()).toBeVisible();
  await expectAccessible(page, 'environmental questionnaire, a prédalle question');
  await answerFirstChoicesUntilResult(page);
  await expect(page.getByRole('region', { name: 'Fiches FDES' })).toBeVisible();
  await expectAccessible(page, 'environmental result');
});

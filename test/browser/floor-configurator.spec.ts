import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { registerToolsUser, uniqueEmail, type Account } from './support/api';
import { expect, test } from './support/fixtures';
import {
  card,
  choices,
  choose,
  downloaded,
  fieldFrame,
  FIELDS,
  FLOOR_COPY as C,
  FLOOR_PATH,
  formSettled,
  HISTORY_PATH,
  historyRow,
  island,
  mailMatching,
  textbox,
  thicknesses,
  tick,
} from './support/floor';
import { expectNoDeadLink } from './support/links';
import { COPY, type SitePage } from './support/site';

/**
 * The floor configurator (what it must do to be done), one journey per flavour: an anonymous visitor
 * configures a floor to several solutions, opens one, downloads its documents and, logged in
 * through the popup the recap opens, its PDF recap; shares it, contacts the design office, saves
 * it, reopens it from the personal history and edits the configuration. A newly registered user
 * per run, so the two flavours never meet in one history.
 */

/** Step 1: both fields required on 'Continuer', the zip code's length, letters stripped as typed. */
async function stepOne(page: Page, name: string): Promise<void> {
  const zip = textbox(page, FIELDS.zipCode);
  await expect(zip).toBeVisible();
  await island(page).getByRole('button', { name: C.next }).click();
  await expect(fieldFrame(page, 'zipCode').getByText(C.required, { exact: true })).toBeVisible();
  await expect(fieldFrame(page, 'configurationName').getByText(C.required, { exact: true })).toBeVisible();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await zip.pressSequentially('69a00');
  await expect(zip).toHaveValue('6900');
  await zip.blur();
  await expect(fieldFrame(page, 'zipCode').getByText(C.zipLength, { exact: true })).toBeVisible();
  await island(page).getByRole('button', { name: C.next }).click();
  await expect(island(page).getByText('Étape 1 sur 2')).toBeVisible();
  await zip.press('End');
  await zip.pressSequentially('3');
  await expect(zip).toHaveValue('69003');
  await expect(fieldFrame(page, 'zipCode').getByText(C.zipLength)).toHaveCount(0);
  await textbox(page, FIELDS.configurationName).fill(name);
  await island(page).getByRole('button', { name: C.next }).click();
  await expect(island(page).getByText('Étape 2 sur 2')).toBeVisible();
  // The browser's Back on step 2 returns to step 1, answers kept, and Forward to step 2 (beyond the spec).
  await page.goBack();
  await expect(island(page).getByText('Étape 1 sur 2')).toBeVisible();
  await expect(textbox(page, FIELDS.configurationName)).toHaveValue(name);
  await page.goForward();
  await expect(island(page).getByText('Étape 2 sur 2')).toBeVisible();
}

/**
 * Step 2's conditions: the Up appears once the floor is a low one (the level goes, reset); the
 * custom loads appear with 'Personnalisé' and, hidden by another load case, lose what was typed.
 */
async function conditions(page: Page): Promise<void> {
  await expect(choices(page, FIELDS.up)).toHaveCount(0);
  await expect(choices(page, FIELDS.loadCase)).toHaveCount(0);
  await expect(fieldFrame(page, 'loadCase').getByText('Veuillez remplir les champs ci-dessus.')).toBeVisible();
  await choose(page, FIELDS.floor, 'Plancher bas');
  await formSettled(page);
  await expect(choices(page, FIELDS.up).getByRole('radio')).toHaveCount(4);
  await expect(choices(page, FIELDS.floorLevel)).toHaveCount(0);
  await choose(page, FIELDS.up, '0,27');

  await choose(page, FIELDS.loadCase, 'Personnalisé');
  const g = textbox(page, FIELDS.gLoad);
  await g.fill('3');
  await expect(textbox(page, FIELDS.qLoad)).toBeVisible();
  await choose(page, FIELDS.loadCase, 'Bureaux');
  await expect(g).toHaveCount(0);
  await choose(page, FIELDS.loadCase, 'Personnalisé');
  await expect(g).toHaveValue('');
  // The load case used from here: a card (a fakeCheckbox), its loads are the server's.
  await choose(page, FIELDS.loadCase, 'Habitation');
  await expect(g).toHaveCount(0);
}

/** The continuity pair checked by the server: its message under the pair, gone with a valid pair. */
async function continuity(page: Page): Promise<void> {
  await choose(page, FIELDS.continuity, 'Oui');
  const message = fieldFrame(page, 'continuityLength').getByText(/doit être d'au moins 20 cm/);
  await textbox(page, FIELDS.continuityWidth).fill('10');
  await textbox(page, FIELDS.continuityLength).fill('80');
  await expect(message).toBeVisible();
  await textbox(page, FIELDS.continuityWidth).fill('20');
  await textbox(page, FIELDS.continuityLength).fill('100');
  await expect(message).toHaveCount(0);
  await formSettled(page);
}

/** Step 2 to several solutions (what the server understood shows in the design office's mail). */
async function stepTwo(page: Page): Promise<void> {
  await conditions(page);
  await textbox(page, FIELDS.floorSpan).fill('420');
  await continuity(page);
  await tick(page, FIELDS.insulation, 'Aucun');
  await formSettled(page);
  await choose(page, FIELDS.floorType, 'Entrevous polystyrène');
  await island(page).getByRole('button', { name: C.find }).click();
}

/** The results: a count, sorted by thickness ascending, then descending. */
async function results(page: Page): Promise<void> {
  await expect(island(page).getByRole('heading', { name: C.results, level: 2 })).toBeVisible();
  const count = island(page)
    .getByRole('status')
    .filter({ hasText: /^\d+ solutions adaptées$/ });
  await expect(count).toBeVisible();
  const n = Number(/^\d+/.exec((await count.textContent()) ?? '')![0]);
  expect(n).toBeGreaterThan(1);
  await expect(island(page).getByRole('article')).toHaveCount(n);
  const ascending = await thicknesses(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await island(page).getByRole('combobox', { name: C.sortLabel }).selectOption({ label: 'Épaisseur décroissante' });
  await expect.poll(() => thicknesses(page)).toEqual([...ascending].sort((a, b) => b - a));
}

/** 'Voir le détail' of the first card: the detail, its reasons; answers its name. */
async function openDetail(page: Page): Promise<string> {
  const first = island(page).getByRole('article').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: C.seeDetail }).click();
  await expect(island(page).getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(island(page).getByRole('region', { name: C.why })).toBeVisible();
  // The detail has its address; the browser's Back returns to the list, not out of the tool.
  await expect(page).toHaveURL(/\?historySolution=[a-z0-9-]+&history=\d+/);
  await page.goBack();
  await expect(island(page).getByRole('heading', { name: C.results, level: 2 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${FLOOR_PATH.replace(/\//g, '\\/')}(\\?flavour=\\w+)?$`));
  await page.goForward();
  await expect(island(page).getByRole('heading', { name, level: 2 })).toBeVisible();
  // Its links (product pages, similar products, documents, the carbon simulator) all lead somewhere.
  await expect(island(page).getByRole('link', { name: 'Tous les documents du système' })).toBeVisible();
  await expectNoDeadLink(island(page));
  return name;
}

/** 'Tout télécharger' (anyone): a zip of PDFs with French names. */
async function downloadAll(page: Page): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    island(page).getByRole('button', { name: C.downloadAll }).click(),
  ]);
  const { name, bytes } = await downloaded(download);
  expect(name).toMatch(/\.zip$/);
  const files = unzipSync(new Uint8Array(bytes));
  const names = Object.keys(files);
  expect(names.length).toBeGreaterThan(0);
  for (const file of names) expect(Buffer.from(files[file]!.subarray(0, 5)).toString('latin1'), file).toBe('%PDF-');
}

/** The recap logged out: the login popup, 'Vous êtes maintenant connecté', then the PDF. */
async function recapAfterLogin(site: SitePage, account: Account): Promise<void> {
  const { page } = site;
  await island(page).getByRole('button', { name: C.recap }).last().click();
  await expect(site.loginDialog).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), site.submitLogin(account)]);
  await expect(site.toast(COPY.loggedIn)).toBeVisible();
  const { name, bytes } = await downloaded(download);
  expect(name).toMatch(/\.pdf$/);
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThan(0);
}

/** 'Envoyer par e-mail' logged in: two recipients, the toast, both mails in the outbox. */
async function shareWithTwo(site: SitePage, solution: string): Promise<string> {
  const { page } = site;
  const recipients = [uniqueEmail('plancher-bureau'), uniqueEmail('plancher-chantier')];
  await island(page).getByRole('button', { name: C.share }).click();
  const dialog = page.getByRole('dialog', { name: C.shareTitle });
  await dialog.getByLabel('E-mail du destinataire', { exact: true }).fill(recipients[0]!);
  await dialog.getByLabel('E-mail du destinataire 2 (facultatif)', { exact: true }).fill(recipients[1]!);
  await dialog.getByRole('button', { name: C.send }).click();
  await expect(site.toast('Votre e-mail a bien été envoyé.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const links: string[] = [];
  for (const to of recipients) {
    const mail = await mailMatching(`a share to ${to}`, (m) => m.to === to);
    expect(mail.subject).toContain(solution);
    links.push(mail.links[0]!);
  }
  return links[0]!;
}

/** The e-mailed link opens the solution with the reasons of the sender's configuration (beyond the spec). */
async function openSharedLink(site: SitePage, link: string, solution: string): Promise<void> {
  const { page } = site;
  const url = new URL(link);
  await site.open(`${url.pathname}${url.search}`);
  await expect(island(page).getByRole('heading', { name: solution, level: 2 })).toBeVisible();
  await expect(island(page).getByRole('region', { name: C.why })).toBeVisible();
}

const AGENCY_FIELDS = ['Nom', 'Prénom', 'Société', 'Téléphone', 'E-mail', 'Votre message'];

/** Back to the list, 'Contactez le Bureau d'Étude': prefilled, sent, thanked, in the office's mailbox. */
async function contactOffice(site: SitePage, account: Account): Promise<void> {
  const { page } = site;
  await island(page).getByRole('button', { name: C.previousPage }).click();
  await expect(island(page).getByRole('heading', { name: C.results })).toBeVisible();
  await island(page).getByRole('button', { name: C.contactOffice }).click();
  const dialog = page.getByRole('dialog', { name: C.contactOffice });
  await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveValue(account.email);
  await expect(dialog.getByLabel('Société', { exact: true })).toHaveValue('Durand SARL');
  // Emptied and sent: all six errors at once (not only the first field's), the focus on 'Nom'.
  for (const label of AGENCY_FIELDS) await dialog.getByLabel(label, { exact: true }).fill('');
  await dialog.getByRole('button', { name: C.send }).click();
  await expect(dialog.getByText(C.required, { exact: true })).toHaveCount(6);
  await expect(dialog.getByLabel('Nom', { exact: true })).toBeFocused();
  await dialog.getByLabel('Nom', { exact: true }).fill(account.lastname);
  await dialog.getByLabel('Prénom', { exact: true }).fill(account.firstname);
  await dialog.getByLabel('Société', { exact: true }).fill('Durand SARL');
  await dialog.getByLabel('E-mail', { exact: true }).fill(account.email);
  const message = `Pouvez-vous chiffrer ce plancher ? ${randomBytes(4).toString('hex')}`;
  await dialog.getByLabel('Téléphone', { exact: true }).fill('04 72 00 00 00');
  await dialog.getByLabel('Votre message', { exact: true }).fill(message);
  await dialog.getByRole('button', { name: C.send }).click();
  const thanks = page.getByRole('dialog', { name: C.agencyThanksTitle });
  await expect(thanks).toBeVisible();
  // The office of the zip code's department (69: Auvergne-Rhône-Alpes).
  const mail = await mailMatching('the agency contact', (m) => m.text.includes(message) && /^be\.aura@/.test(m.to));
  expect(mail.text).toContain("Bureau d'étude Auvergne-Rhône-Alpes");
  // The answers as the server read them: the load case's loads, the continuity pair.
  expect(mail.text).toContain('- Usage du local : Habitation');
  expect(mail.text).toMatch(/- Charges \(g \+ q\) : 1(,0)? kN\/m² \+ 1,5 kN\/m²/);
  expect(mail.text).toContain("- Largeur de l'appui : 20 cm");
  await thanks.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(thanks).toHaveCount(0);
}

/** 'Sauvegarder la solution' from its detail, logged in: the server's toast. */
async function save(site: SitePage, solution: string): Promise<void> {
  const { page } = site;
  await card(page, solution).getByRole('button', { name: C.seeDetail }).click();
  await expect(island(page).getByRole('heading', { name: solution, level: 2 })).toBeVisible();
  await island(page).getByRole('button', { name: C.save }).click();
  await expect(site.toast('La solution a bien été sauvegardée.')).toBeVisible();
}

/**
 * The history holds the saved solution and the configuration: the solution reopens its detail;
 * the configuration its results, whose detail leads back to the configuration to edit.
 */
async function reopenAndEdit(site: SitePage, solution: string, name: string): Promise<void> {
  const { page } = site;
  await site.open(HISTORY_PATH);
  await historyRow(page, solution).getByRole('button', { name: 'Ouvrir' }).click();
  await expect(page).toHaveURL(/\/configurer-un-plancher\/\?historySolution=[a-z0-9-]+$/);
  await expect(island(page).getByRole('heading', { name: solution, level: 2 })).toBeVisible();

  await site.open(HISTORY_PATH);
  await historyRow(page, name).getByRole('button', { name: 'Ouvrir' }).click();
  await expect(page).toHaveURL(/\/configurer-un-plancher\/\?history=\d+$/);
  await card(page, solution).getByRole('button', { name: C.seeDetail }).click();
  const edit = island(page).getByRole('link', { name: C.backToConfiguration });
  await expect(edit).toHaveAttribute('href', /\?simulationId=\d+$/);
  await edit.click();
  await expect(page).toHaveURL(/\?simulationId=\d+$/);
  await expect(island(page).getByText('Étape 2 sur 2')).toBeVisible();
  await expect(textbox(page, FIELDS.floorSpan)).toHaveValue('420');
  await expect(choices(page, FIELDS.floor).getByRole('radio', { name: 'Plancher bas' })).toBeChecked();
  await textbox(page, FIELDS.floorSpan).fill('380');
  await formSettled(page);
  await choose(page, FIELDS.floorType, 'Entrevous polystyrène');
  await island(page).getByRole('button', { name: C.find }).click();
  await expect(island(page).getByRole('heading', { name: C.results, level: 2 })).toBeVisible();
}

test('floor: step 1, step 2 with its conditions and continuity, results, detail, files, recap after login, share, contact, save, history, edit', async ({
  visit,
  page,
  flavour,
}) => {
  test.setTimeout(120_000);
  const account = await registerToolsUser('plancher', 'Léa', `plancher-${flavour}`);
  const name = `Maison ${flavour} ${randomBytes(3).toString('hex')}`;
  const site = await visit('plancher', FLOOR_PATH);
  await stepOne(page, name);
  await stepTwo(page);
  await results(page);
  const solution = await openDetail(page);
  await downloadAll(page);
  await recapAfterLogin(site, account);
  const shared = await shareWithTwo(site, solution);
  await contactOffice(site, account);
  await save(site, solution);
  await reopenAndEdit(site, solution, name);
  await openSharedLink(site, shared, solution);
});

/**
 * Journey 2: the thermal questionnaire answered with first choices to a result, then its PDF:
 * the popin's button opens a new window at the report, which Node fetches again as a PDF. Sophie
 * logs in first: the report is hers (get-rapport-link needs a user).
 */
import { getText, MAIN_ACCOUNTS } from '../browser/support/api';
import { RESULT_HASH, siteUrl, TOOL_PATHS } from '../browser/support/copy';
import { API_HOSTS, type Flavour } from '../browser/support/env';
import { role, type Driver } from './driver';
import { login } from './header-journey';
import { firstOf, textOf, urlMatching } from './steps';

const CHOICE = { css: '.oss-quiz__choices button' };
const RESULT = { css: '.oss-tb-result__view' };

/** Each question answered with its first choice until the result shows (as thermal.ts does). */
async function answerFirstChoices(d: Driver): Promise<number> {
  for (let n = 1; n <= 15; n++) {
    const shown = await firstOf(d, { result: RESULT, choice: CHOICE }, `thermal: question ${n} or the result`);
    if (shown === 'result') break;
    const title = await textOf(d, { css: '.oss-quiz__title' }, `thermal: question ${n}'s title`);
    await d.click(CHOICE, `thermal: the first choice of '${title}'`);
    await d.waitForGone({ css: '.oss-quiz__title', name: title }, `thermal: '${title}' answered`);
  }
  await d.waitFor(RESULT, 'thermal: the result');
  return Number(RESULT_HASH.exec(await urlMatching(d, RESULT_HASH, 'thermal: the result route'))![1]);
}

async function pdf(d: Driver, id: number): Promise<void> {
  await d.click(role('button', 'Télécharger le pdf'), "thermal: 'Télécharger le pdf'");
  const popin = role('dialog', 'Télécharger le pdf ?');
  // A result not yet saved by its owner is named and saved first, then its PDF is offered.
  const save = role('dialog', 'Sauvegarder ma recherche');
  if ((await firstOf(d, { popin, save }, 'thermal: the PDF popin or the save popup')) === 'save') {
    await d.fill(role('textbox', 'Nom de la simulation', { within: save }), 'Chantier moteurs', 'thermal: the name');
    await d.click(role('button', 'Sauvegarder', { within: save }), "thermal: 'Sauvegarder'");
  }
  const path = `/api/history/rapport/${id}`;
  const url = await d.newWindowUrl(
    () => d.click(role('button', 'Télécharger le pdf', { within: popin }), "thermal: the popin's button"),
    path,
    'thermal: the report window',
  );
  const report = new URL(url);
  const again = await getText(API_HOSTS.main, report.pathname + report.search);
  if (again.status !== 200 || !again.text.startsWith('%PDF-'))
    throw new Error(`thermal: the report at ${path} is not a PDF (${again.status} ${again.type})`);
  await d.waitForGone(popin, 'thermal: the popin closes');
}

export async function thermalJourney(d: Driver, flavour: Flavour): Promise<void> {
  await d.goto(siteUrl('main', '/contact/', flavour));
  await login(d, 'main', MAIN_ACCOUNTS.updated);
  await d.goto(siteUrl('main', TOOL_PATHS.thermal, flavour));
  const id = await answerFirstChoices(d);
  await pdf(d, id);
}

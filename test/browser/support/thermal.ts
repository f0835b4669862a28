/**
 * Helpers of the thermal-break island's browser tests (thermal-*.spec.ts): the questionnaire
 * answered the way a visitor answers it, the result page's parts by their names, and the outbox
 * read for the report's mails. Copy from the widgets' messages.ts (the spec's words, verbatim).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { call } from './api';
import { MAIL_HOST } from './env';
import { RESULT_HASH } from './copy';

export { TOOL_PATHS, RESULT_HASH } from './copy';

/** The environmental questionnaire's first question and the choice of each system (its label). */
export const SYSTEM_QUESTION = 'Quel est votre système constructif ?';
export const SYSTEMS = [
  { key: 'pou', choice: 'Poutrelles' },
  { key: 'pre', choice: 'Prédalles' },
  { key: 'mur', choice: 'Prémur' },
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The question on screen (its heading), by its title. */
export const question = (page: Page, title: string): Locator => page.getByRole('heading', { name: title, exact: true });

/** An answer of the question on screen: its label, then maybe a second line (the systems' full names). */
export const choice = (page: Page, label: string): Locator =>
  page.locator('.oss-quiz__choices').getByRole('button', { name: new RegExp(`^${escape(label)}`) });

/** Answers the question titled `title` with the choice labelled `label`. */
export async function pick(page: Page, title: string, label: string): Promise<void> {
  await expect(question(page, title)).toBeVisible();
  await choice(page, label).click();
}

/** The id of the history the result route shows, once the route is a result's. */
export async function resultId(page: Page): Promise<number> {
  await expect(page).toHaveURL(RESULT_HASH);
  return Number(RESULT_HASH.exec(page.url())![1]);
}

/**
 * Answers each question on screen with its first choice until the result route opens (the
 * faceted search only offers answers that lead to a result). Waits for each new question: its
 * heading replaces the one answered.
 */
export async function answerFirstChoicesUntilResult(page: Page): Promise<number> {
  const choices = page.locator('.oss-quiz__choices button');
  const result = page.locator('.oss-tb-result__view');
  for (let step = 0; step < 15; step++) {
    await expect(choices.first().or(result)).toBeVisible({ timeout: 10_000 });
    if (await result.isVisible()) break;
    const title = await page.locator('.oss-quiz__title').textContent();
    await choices.first().click();
    // The next question, the final screen or the result: anything but the question answered.
    await expect(page.locator('.oss-quiz__title').filter({ hasText: title ?? '' })).toHaveCount(0, {
      timeout: 10_000,
    });
  }
  return resultId(page);
}

/** The refine panel's form, once it no longer waits for the API. */
export async function refineSettled(panel: Locator): Promise<void> {
  await expect(panel.locator('form')).not.toHaveAttribute('aria-busy');
}

/** The label of the option chosen in the select labelled `name`. */
export const chosenOption = (panel: Locator, name: string): Promise<string> =>
  panel.getByLabel(name, { exact: true }).evaluate((el: HTMLSelectElement) => el.options[el.selectedIndex]!.text);

export interface OutboxMail {
  to: string;
  subject: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** The newest mail to `to`, waited for (the API sends it while it answers). */
export async function mailWithReport(to: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const reply = await call<never>(MAIL_HOST, 'GET', '/messages.json');
        found = (reply.body as unknown as OutboxMail[]).find((m) => m.to === to);
        return found?.to;
      },
      { message: `a mail to ${to}`, timeout: 10_000 },
    )
    .toBe(to);
  return found!;
}

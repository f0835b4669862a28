import type { Locator, Page } from '@playwright/test';
import { CARBON_COPY, CARBON_FIELDS, CARBON_PATH, answerPredalle, island as carbonIsland } from './support/carbon';
import { expect, test } from './support/fixtures';
import { FIELDS, FLOOR_COPY, FLOOR_EXAMPLES, FLOOR_PATH, fillStep2, island as floorIsland } from './support/floor';
import { LIBRARY_PATH, island as libraryIsland, filterGroup, FOUND, resultsStatus } from './support/library';
import { TOOL_PATHS } from './support/thermal';

/**
 * By keyboard: after each step, result or view change of a tool, focus is on the
 * new screen's heading, with a visible ring, and its first control is at most 3 Tab presses
 * away (it took 36 to 63 when focus fell to <body>). A dialog opens on its first control and
 * closes back to its opener. One journey per tool; each runs in both flavours (projects).
 * What is only filled in (step 2's fields) may be clicked; what changes the screen is a key.
 */

const MAX_TABS = 3;

/** A description of where focus is, for the failure messages. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').slice(0, 60)}`;
  });
}

const isFocused = (target: Locator) =>
  target.evaluate((el) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === el;
  });

/** Focus lands on `heading` (a new screen's), and its ring shows: the browser's `:focus-visible`, an outline. */
async function expectHeadingFocused(page: Page, heading: Locator, what: string): Promise<void> {
  await expect
    .poll(async () => ((await isFocused(heading)) ? what : `on ${await focusedText(page)}`), {
      message: `focus on ${what}`,
    })
    .toBe(what);
  const ring = await heading.evaluate((el) => ({
    visible: el.matches(':focus-visible'),
    outline: getComputedStyle(el).outlineStyle,
  }));
  expect(ring, `the ring of ${what}`).toEqual({ visible: true, outline: 'solid' });
}

/** Presses Tab until `target` has focus: at most MAX_TABS presses; the count is noted in the report. */
async function tabTo(page: Page, target: Locator, what: string): Promise<number> {
  let presses = 0;
  while (!(await isFocused(target))) {
    expect(presses, `Tab presses before ${what} (focus on ${await focusedText(page)})`).toBeLessThan(MAX_TABS);
    await page.keyboard.press('Tab');
    presses++;
  }
  test.info().annotations.push({ type: 'tabs', description: `${what}: ${presses}` });
  return presses;
}

/**
 * Presses Tab until focus is on a control (link, button, field) inside `container`: the first
 * control after the heading; at most MAX_TABS presses, noted in the report.
 */
async function tabToControl(page: Page, container: Locator, what: string): Promise<number> {
  const onControl = () =>
    container.evaluate((box) => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      // An island's controls are in its shadow root: the host does not `contain` them.
      const inside = box.contains(active) || !!box.shadowRoot?.contains(active);
      return !!active && inside && active.matches('a[href], button, input, select, textarea');
    });
  let presses = 0;
  while (!(await onControl())) {
    expect(presses, `Tab presses before ${what} (focus on ${await focusedText(page)})`).toBeLessThan(MAX_TABS);
    await page.keyboard.press('Tab');
    presses++;
  }
  test.info().annotations.push({ type: 'tabs', description: `${what}: ${presses} (${await focusedText(page)})` });
  return presses;
}

/** Focuses `target` as a starting point and checks it took focus. */
async function startAt(target: Locator): Promise<void> {
  await target.focus();
  await expect(target).toBeFocused();
}

test('thermal: each question, then the result, takes focus on its heading', async ({ visit, page }) => {
  await visit('main', TOOL_PATHS.thermal);
  const choices = page.locator('.oss-quiz__choices button');
  const title = page.locator('.oss-quiz__title');
  const result = page.locator('.oss-tb-result__view');
  await startAt(choices.first());
  for (let step = 0; step < 15; step++) {
    const answered = (await title.textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(title.filter({ hasText: answered }).or(page.locator('.oss-quiz__final'))).toHaveCount(0, {
      timeout: 10_000,
    });
    await expect(choices.first().or(result)).toBeVisible();
    if (await result.isVisible()) break;
    await expectHeadingFocused(page, title, `question ${step + 2}`);
    await tabToControl(page, page.locator('.oss-quiz__choices'), `question ${step + 2}'s first answer`);
  }
  const product = result.locator('.oss-tb-product__name');
  await expectHeadingFocused(page, product, "the result's product");
  await tabToControl(page, result, "the result's first control");
});

test('psi library: the results follow Valider; details open on their first control and close back', async ({
  visit,
  page,
}) => {
  await visit('main', LIBRARY_PATH);
  const group = filterGroup(page, 'type de plancher');
  const trigger = group.getByRole('button').first();
  await startAt(trigger);
  await page.keyboard.press('Enter');
  const box = group.getByRole('checkbox').first();
  await tabTo(page, box, "the first group's value");
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  const validate = libraryIsland(page).getByRole('button', { name: 'Valider', exact: true });
  await startAt(validate);
  await page.keyboard.press('Enter');
  await expect(resultsStatus(page)).toHaveText(FOUND);
  // The panel stays where it was: focus stays on 'Valider' (the status line says the count), and
  // the results follow it in the Tab order.
  await expect.poll(() => isFocused(validate), { message: "focus kept on 'Valider'" }).toBe(true);
  await tabToControl(
    page,
    libraryIsland(page).getByRole('region', { name: 'Résultats' }),
    "the results' first control",
  );

  const details = libraryIsland(page).getByRole('button', { name: 'Plus de détails' }).first();
  await startAt(details);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains((d.getRootNode() as ShadowRoot).activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => isFocused(details), { message: "focus back on 'Plus de détails'" }).toBe(true);
});

test("floor: 'Continuer', the results, 'Voir le détail' and back each focus their heading; the contact popup returns focus", async ({
  visit,
  page,
}) => {
  await visit('plancher', FLOOR_PATH);
  const island = floorIsland(page);
  const heading = island.locator('.oss-floor__heading');
  const values = FLOOR_EXAMPLES.several.values;
  const zip = island.getByRole('textbox', { name: FIELDS.zipCode, exact: true });
  await startAt(zip);
  await page.keyboard.type(String(values.zipCode));
  await page.keyboard.press('Tab');
  await page.keyboard.type(String(values.configurationName));
  await page.keyboard.press('Enter');
  await expect(island.getByText('Étape 2 sur 2')).toBeVisible();
  await expectHeadingFocused(page, heading, 'step 2');
  await tabToControl(page, island, "step 2's first field");

  await fillStep2(page, values);
  await startAt(island.getByRole('button', { name: FLOOR_COPY.find }));
  await page.keyboard.press('Enter');
  await expect(heading).toHaveText(FLOOR_COPY.results);
  await expectHeadingFocused(page, heading, 'the results');
  await tabToControl(page, island, "the results' first control");

  const seeDetail = island.getByRole('button', { name: FLOOR_COPY.seeDetail }).first();
  await startAt(seeDetail);
  await page.keyboard.press('Enter');
  await expect(island.getByRole('button', { name: FLOOR_COPY.previousPage })).toBeVisible();
  await expectHeadingFocused(page, heading, 'the detail');
  await tabToControl(page, island, "the detail's first control");

  await startAt(island.getByRole('button', { name: FLOOR_COPY.previousPage }));
  await page.keyboard.press('Enter');
  await expect(heading).toHaveText(FLOOR_COPY.results);
  await expectHeadingFocused(page, heading, 'the results again');

  const contact = island.getByRole('button', { name: FLOOR_COPY.contactOffice });
  await startAt(contact);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: FLOOR_COPY.contactOffice });
  const first = dialog.getByLabel('Nom', { exact: true });
  await expect.poll(() => isFocused(first), { message: "the popup's first field" }).toBe(true);
  expect(await first.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => isFocused(contact), { message: "focus back on 'Contactez le Bureau d'Étude'" }).toBe(true);

  // Sent: the thank-you replaces the form in the popup, starts on 'Fermer', and closes back to the opener.
  await page.keyboard.press('Enter');
  await expect.poll(() => isFocused(first), { message: "the popup's first field, again" }).toBe(true);
  for (const value of ['Durand', 'Léa', 'Durand SARL', '04 72 00 00 00', 'lea.durand@exemple.fr', 'Un devis.']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await startAt(dialog.getByRole('button', { name: FLOOR_COPY.send }));
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('dialog', { name: FLOOR_COPY.agencyThanksTitle });
  const close = thanks.getByRole('button', { name: 'Fermer' }).last();
  await expect.poll(() => isFocused(close), { message: "the thank-you's 'Fermer'" }).toBe(true);
  await page.keyboard.press('Enter');
  await expect(thanks).toHaveCount(0);
  await expect.poll(() => isFocused(contact), { message: 'focus back on the opener, after the thank-you' }).toBe(true);
});

test("carbon: 'Continuer' and the estimate each focus their heading", async ({ visit, page }) => {
  await visit('carbone', CARBON_PATH);
  const island = carbonIsland(page);
  const zip = island.getByRole('textbox', { name: CARBON_FIELDS.zipCode, exact: true });
  await startAt(zip);
  await page.keyboard.type('69007');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Focus');
  await page.keyboard.press('Enter');
  await expect(island.getByText('Étape 2 sur 3', { exact: true })).toBeVisible();
  await expectHeadingFocused(page, island.locator('.oss-tunnel__heading'), 'step 2');
  await tabToControl(page, island, "step 2's first field");

  await answerPredalle(page);
  await startAt(island.getByRole('button', { name: CARBON_COPY.estimate }));
  await page.keyboard.press('Enter');
  const title = island.getByRole('heading', { name: CARBON_COPY.resultsTitle });
  await expectHeadingFocused(page, title, 'the results');
  await tabToControl(page, island, "the results' first control");
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withLock } from './support/lock';
import type { SitePage } from './support/site';
import { CARBON_COPY, cards, island } from './support/carbon';

/**
 * The history lists of the seeded floor and carbon user (12 floor items, 5 clusters). Both
 * projects run at once on the same account and each deletes an item of its own: the filters
 * tested here never match a deleted item, and a delete counts before and after under a lock.
 */
const LUC = { email: 'luc.martin@exemple.fr', password: 'Plancher-2026!', firstname: 'Luc', lastname: 'Martin' };

async function openHistory(
  visit: (site: 'plancher' | 'carbone', path: string) => Promise<SitePage>,
  site: 'plancher' | 'carbone',
): Promise<SitePage> {
  const space = await visit(site, '/espace-personnel/#/historique');
  await expect(space.page.getByText('Connectez-vous pour retrouver votre historique.')).toBeVisible();
  await space.login(LUC);
  return space;
}

/** The number on the count line ('N résultat(s)' or 'N simulation(s)'), once the list has settled. */
async function countOf(page: Page, unit: string): Promise<number> {
  const line = page.locator('.oss-history__count');
  await expect(page.locator('.oss-history__results')).toHaveAttribute('aria-busy', 'false');
  const text = await line.textContent();
  const match = new RegExp(`^(\\d+) ${unit.replace(/[()]/g, '\\$&')}$`).exec(text ?? '');
  if (!match) throw new Error(`count line: ${text}`);
  return Number(match[1]);
}

const row = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function deleteRow(page: Page, name: string, question: string, toast: string, unit: string): Promise<void> {
  await withLock(`luc-history-${unit}`, async () => {
    const before = await countOf(page, unit);
    await row(page, name).getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer' });
    await expect(dialog.getByText(question)).toBeVisible();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: toast })).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    await expect(page.getByText(`${before - 1} ${unit}`, { exact: true })).toBeVisible();
  });
}

test('floor history: a choice and a typed title filter the list; reset; delete with confirmation', async ({
  visit,
  page,
  flavour,
}) => {
  test.setTimeout(40_000);
  await openHistory(visit, 'plancher');
  await expect(page.getByRole('heading', { name: 'Historique / Mes configurations' })).toBeVisible();
  const filters = page.getByRole('region', { name: 'Filtres' });
  const reset = filters.getByRole('button', { name: 'Réinitialiser' });
  const total = await countOf(page, 'résultat(s)');
  expect(total).toBeGreaterThanOrEqual(10);
  await expect(reset).toBeDisabled();

  await filters.getByLabel('Plancher', { exact: true }).selectOption({ label: 'Plancher haut' });
  await expect(page.getByText('3 résultat(s)', { exact: true })).toBeVisible();
  await expect(reset).toBeEnabled();
  await reset.click();
  await expect(reset).toBeDisabled();
  await expect(filters.getByLabel('Plancher', { exact: true })).toHaveValue('');

  // Typed text waits for the typing delay, then queries.
  await filters.getByLabel('Nom', { exact: true }).pressSequentially('Durand', { delay: 30 });
  await expect(page.getByText('2 résultat(s)', { exact: true })).toBeVisible();
  await expect(row(page, 'Maison Durand – étage')).toBeVisible();
  await filters.getByLabel('Nom', { exact: true }).fill('introuvable');
  await expect(page.getByText('Aucun élément ne correspond à vos critères.')).toBeVisible();
  await reset.click();
  await expect(page.getByText(/^\d+ résultat\(s\)$/)).not.toHaveText('0 résultat(s)');

  // Each project deletes its own simulation.
  const name = flavour === 'react' ? 'Extension Garnier' : 'Garage Petitjean';
  await deleteRow(
    page,
    name,
    'Êtes-vous sûr de vouloir supprimer cette simulation ?',
    'La simulation a été supprimée.',
    'résultat(s)',
  );
});

test("floor history: 'Renommer' a simulation, then 'Dupliquer et modifier' opens its copy (beyond the spec)", async ({
  visit,
  page,
  flavour,
}) => {
  test.setTimeout(40_000);
  await openHistory(visit, 'plancher');
  await countOf(page, 'résultat(s)');
  // Each project renames a simulation of its own, which no filter of the other tests matches.
  const name = flavour === 'react' ? 'Simulation n°1098' : 'Simulation n°1187';
  const renamed = `Étude ${flavour} ${Date.now().toString(36)}`;
  await renameRow(page, name, renamed, 'La simulation a été renommée.');

  await row(page, renamed)
    .getByRole('button', { name: `Dupliquer et modifier « ${renamed} »` })
    .click();
  const island = page.locator('[data-widget="floor-configurator"]');
  await expect(island.getByRole('textbox', { name: /Nom de la configuration/ })).toHaveValue(`${renamed} (copie)`);
});

test("floor history on a phone: 'Filtrer par' opens the filters, 'Valider' applies them", async ({ visit, page }) => {
  await openHistory(visit, 'plancher');
  await countOf(page, 'résultat(s)');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('region', { name: 'Filtres' })).toBeHidden();
  await page.getByRole('button', { name: 'Filtrer par' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtrer par' });
  const reset = dialog.getByRole('button', { name: 'Réinitialiser' });
  await expect(reset).toBeDisabled();
  await dialog.getByLabel('Niveau', { exact: true }).selectOption({ label: 'Étage' });
  await expect(reset).toBeEnabled();
  await reset.click();
  await expect(reset).toBeDisabled();
  await dialog.getByLabel('Niveau', { exact: true }).selectOption({ label: 'Étage' });
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('6 résultat(s)', { exact: true })).toBeVisible();
  // Opened again, the dialog shows the filter in force.
  await page.getByRole('button', { name: 'Filtrer par' }).click();
  await expect(dialog.getByLabel('Niveau', { exact: true })).toHaveValue('upper');
  await expect(reset).toBeEnabled();
});

test('carbon history: the clusters, their count and footprints; rename, duplicate and delete a project', async ({
  visit,
  page,
  flavour,
}) => {
  test.setTimeout(60_000);
  await openHistory(visit, 'carbone');
  await expect(page.getByRole('heading', { name: 'Historique de groupement de simulations' })).toBeVisible();
  const total = await countOf(page, 'simulation(s)');
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(row(page, 'Résidence Les Tilleuls')).toContainText('3 simulations dans ce groupement');
  // The range of the project's footprints (beyond the spec).
  await expect(row(page, 'Résidence Les Tilleuls')).toContainText(/36,2 – 78\s+kg CO2 eq\/m²/);
  const filters = page.getByRole('region', { name: 'Filtres' });
  await filters.getByLabel('Système constructif', { exact: true }).selectOption({ label: 'Prédalles' });
  await expect(page.getByText('2 simulation(s)', { exact: true })).toBeVisible();
  await filters.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(filters.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();

  // Each project renames the project it deletes, then duplicates it (no prédalle in
  // either, so the filter above counts the same in the other project).
  const name = flavour === 'react' ? 'Extension Garnier' : 'Garage Petitjean';
  const renamed = await renameRow(
    page,
    name,
    `Projet ${flavour} ${Date.now().toString(36)}`,
    'Le projet a été renommé.',
  );
  await duplicateProject(page, renamed);
  // The original goes; its copy stays.
  await deleteRow(
    page,
    renamed,
    'Êtes-vous sûr de vouloir supprimer cette simulation ?',
    'Le projet a été supprimé.',
    'simulation(s)',
  );
  await expect(row(page, `${renamed} (copie)`)).toBeVisible();
});

/** 'Renommer' a row of the history, checked empty first; answers the new name. */
async function renameRow(page: Page, name: string, renamed: string, toast: string): Promise<string> {
  await row(page, name)
    .getByRole('button', { name: `Renommer « ${name} »` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Renommer « ${name} »` });
  const field = dialog.getByLabel('Nouveau nom');
  await expect(field).toBeFocused();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Champ obligatoire')).toBeVisible();
  await field.fill(renamed);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: toast })).toBeVisible();
  await expect(row(page, renamed)).toBeVisible();
  return renamed;
}

/**
 * 'Dupliquer et modifier' a carbon project: the simulator opens the copy's results, with
 * 'Ajouter une simulation', then goes back to the list. Under the count's lock: the copy adds a row.
 */
async function duplicateProject(page: Page, name: string): Promise<void> {
  await withLock('luc-history-simulation(s)', async () => {
    await row(page, name)
      .getByRole('button', { name: `Dupliquer et modifier « ${name} »` })
      .click();
    const results = island(page);
    await expect(results.getByText(new RegExp(`${name} \\(copie\\) – \\d{5}$`))).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(results.getByRole('button', { name: CARBON_COPY.add })).toBeVisible();
    await results.getByRole('link', { name: CARBON_COPY.historyBack }).click();
  });
  await expect(row(page, `${name} (copie)`)).toBeVisible();
}

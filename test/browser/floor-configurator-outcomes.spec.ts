import { findSystem } from '@/demo-pages/reference-api/floor/catalogue';
import { expect, test } from './support/fixtures';
import {
  choices,
  configure,
  FIELDS,
  FLOOR_COPY as C,
  FLOOR_EXAMPLES,
  FLOOR_PATH,
  island,
  textbox,
} from './support/floor';

/**
 * The two other outcomes of a configuration (floor-and-carbon-tools §2.1, §4.1): one
 * solution opens its detail at once; none shows the empty state with why. Both flavours:
 * each is short, and the empty state's views are not on the journey's path.
 */

const libelle = (slug: string) => findSystem(slug)!.libelle;

test('one solution: its detail opens at once; Page précédente goes back to the configuration', async ({
  visit,
  page,
}) => {
  test.setTimeout(40_000);
  await visit('plancher', FLOOR_PATH);
  await configure(page, 'one');
  const [only] = FLOOR_EXAMPLES.one.solutions;
  await expect(island(page).getByRole('heading', { name: libelle(only), level: 2 })).toBeVisible();
  await expect(island(page).getByRole('heading', { name: C.results })).toHaveCount(0);
  await expect(island(page).getByRole('region', { name: C.why }).getByRole('listitem').first()).toBeVisible();
  // §2.1 go-back rule: one solution, logged out → the configurator, answers kept.
  await island(page).getByRole('button', { name: C.previousPage }).click();
  await expect(island(page).getByText('Étape 2 sur 2')).toBeVisible();
  await expect(choices(page, FIELDS.floor).getByRole('radio', { name: 'Plancher haut' })).toBeChecked();
  await expect(textbox(page, FIELDS.floorSpan)).toHaveValue('560');
});

test("no solution: 'Aucun résultat trouvé', why, the design office, and a new configuration", async ({
  visit,
  page,
}) => {
  test.setTimeout(40_000);
  await visit('plancher', FLOOR_PATH);
  await configure(page, 'none');
  await expect(island(page).getByRole('heading', { name: C.noResult, level: 2 })).toBeVisible();
  await expect(island(page).getByText(/ne correspond à votre configuration/)).toBeVisible();
  const why = island(page).getByRole('region', { name: C.whyNothing });
  await expect(why.getByRole('heading', { name: C.whyNothing })).toBeVisible();
  const excluded = FLOOR_EXAMPLES.none.exclusions.map(libelle);
  await expect(why.getByRole('listitem')).toHaveCount(excluded.length);
  for (const [index, name] of excluded.entries())
    await expect(why.getByRole('listitem').nth(index)).toContainText(`${name} :`);

  await island(page).getByRole('button', { name: C.contactOffice }).click();
  const dialog = page.getByRole('dialog', { name: C.contactOffice });
  await expect(dialog.getByLabel('Nom', { exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);

  // Logged out: start again (logged in it would be 'Modifier la configuration').
  await expect(island(page).getByRole('button', { name: C.modify })).toHaveCount(0);
  await island(page).getByRole('button', { name: C.restart }).click();
  // The exit confirmation (§2.1 modals): the answers go only once confirmed.
  const exit = page.getByRole('dialog', { name: C.exitTitle });
  await expect(exit.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await exit.getByRole('button', { name: 'Recommencer', exact: true }).click();
  await expect(exit).toHaveCount(0);
  await expect(island(page).getByText('Étape 1 sur 2')).toBeVisible();
  await expect(textbox(page, FIELDS.zipCode)).toHaveValue('');
});

test('past the catalogue: the limit is named (the span, not the Up) and the design office offered', async ({
  visit,
  page,
}) => {
  test.setTimeout(40_000);
  await visit('plancher', FLOOR_PATH);
  // An intermediate floor at 8.50 m, past the catalogue's 7.60 m; that floor has no Up.
  await configure(page, 'pastCatalogue', async () => {
    await expect(island(page).getByText('Étape 2 sur 2')).toBeVisible();
  });
  await expect(island(page).getByRole('heading', { name: C.noResult, level: 2 })).toBeVisible();
  const limit = island(page).getByRole('region', { name: 'Au-delà du catalogue' });
  await expect(limit).toContainText(
    "Portée de 8,50 m : le catalogue va jusqu'à 7,60 m pour un plancher intermédiaire sous 2,5 kN/m²",
  );
  await expect(limit).not.toContainText(/Up|isolant/);
  await island(page).getByRole('button', { name: C.contactOffice }).click();
  const dialog = page.getByRole('dialog', { name: C.contactOffice });
  await expect(dialog).toContainText(
    "Votre configuration lui est transmise avec la limite qu'elle dépasse : Portée de 8,50 m",
  );
  await expect(dialog.getByLabel('Nom', { exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
});

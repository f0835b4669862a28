import { readFileSync } from 'node:fs';
import { findSystem } from '@/demo-pages/reference-api/floor/catalogue';
import { LOAD_CASES } from '@/demo-pages/reference-api/floor/loads';
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

/** The data file itself, not the code that reads it: the test's own hand computation. */
const DATA = JSON.parse(readFileSync('demo-pages/reference-api/data/floor-systems.json', 'utf8')) as {
  systems: { slug: string; selfWeight: number }[];
};
/** Two decimals with a decimal comma, as an engineer writes a load ('7,45'). */
const fr2 = (kn: number) => (Math.round(kn * 100 + 1e-9) / 100).toFixed(2).replace('.', ',');

test('the design basis of a 16+4 at 4,20 m: G with its self-weight, 1,35 G + 1,5 Q as computed by hand', async ({
  visit,
  page,
}) => {
  test.setTimeout(40_000);
  await visit('plancher', FLOOR_PATH);
  await configure(page, 'concrete');
  const slug = 'poutrelles-entrevous-beton-16-4';
  const card = island(page).getByRole('article', { name: libelle(slug), exact: true });
  await card.getByRole('button', { name: C.seeDetail }).click();
  const why = island(page).getByRole('region', { name: C.why });
  await expect(why).toBeVisible();

  const selfWeight = DATA.systems.find((s) => s.slug === slug)!.selfWeight; // 2,85 kN/m²
  const { gLoad, qLoad } = LOAD_CASES.find((c) => c.value === FLOOR_EXAMPLES.concrete.values.loadCase)!;
  const G = selfWeight + gLoad; // 2,85 + 1,0 = 3,85
  const uls = 1.35 * G + 1.5 * qLoad; // 5,1975 + 2,25 = 7,4475 → 7,45
  const sls = G + qLoad; // 5,35
  const q = qLoad.toFixed(1).replace('.', ',');
  const row = (label: string) => why.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(row('Charges permanentes G')).toHaveText(
    `poids propre ${fr2(selfWeight)} + charges rapportées ${gLoad.toFixed(1).replace('.', ',')} = ${fr2(G)} kN/m²`,
  );
  await expect(row('Combinaison ELU')).toContainText(
    `1,35 G + 1,5 Q = 1,35 × ${fr2(G)} + 1,5 × ${q} = ${fr2(uls)} kN/m²`,
  );
  await expect(row('Combinaison ELS caractéristique')).toContainText(`G + Q = ${fr2(G)} + ${q} = ${fr2(sls)} kN/m²`);
  expect(fr2(uls)).toBe('7,45');
});

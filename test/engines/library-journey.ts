/**
 * Journey 3: the psi library: a filter ticked and validated, the first tab closed and opened
 * again, two values compared, a value's details (psi-library.spec.ts in short).
 */
import { FOUND, LIBRARY_PATH, siteUrl } from '../browser/support/copy';
import type { Flavour } from '../browser/support/env';
import { role, text, type Driver } from './driver';
import { checked, firstOf, textMatching, textOf } from './steps';

const ISLAND = '[data-widget="psi-library"]';
const RESULTS = role('region', 'Résultats', { within: ISLAND });

async function filter(d: Driver): Promise<void> {
  await d.waitFor(text('Aucun filtre sélectionné', { within: ISLAND }), 'library: the empty panel');
  const group = role('group', 'Filtrer par type de plancher', { within: ISLAND, match: 'start' });
  const trigger = role('button', undefined, { within: group });
  const closed = { ...trigger, attr: ['aria-expanded', 'false'] as [string, string] };
  const open = { ...trigger, attr: ['aria-expanded', 'true'] as [string, string] };
  if ((await firstOf(d, { open, closed }, "library: the 'type de plancher' filter")) === 'closed')
    await d.click(closed, "library: 'type de plancher' opened");
  await d.click(role('checkbox', 'Plancher intermédiaire', { within: group }), "library: 'Plancher intermédiaire'");
  await d.waitFor(text('1 filtre sélectionné', { within: ISLAND }), 'library: one filter chosen');
  // As library.ts validate(): the panel's count settles first ('Valider' searches the draft it counted).
  const draft = role('status', undefined, { within: role('region', 'Filtres', { within: ISLAND }) });
  await textMatching(
    d,
    draft,
    /^[\d\s\u202f\u00a0]+ valeurs? psi correspond(ent)? à ces filtres\.$/,
    'library: the draft counted',
  );
  await d.click(role('button', 'Valider', { within: ISLAND }), "library: 'Valider'");
  await textMatching(d, role('status', undefined, { within: RESULTS }), FOUND, 'library: the results counted');
}

async function tab(d: Driver): Promise<void> {
  const name = await textOf(d, role('heading', undefined, { css: 'h3', within: RESULTS }), 'library: the first tab');
  await d.click(role('button', `Fermer ${name}`, { within: RESULTS }), `library: '${name}' closed`);
  await d.click(role('button', `Ouvrir ${name}`, { within: RESULTS }), `library: '${name}' opened again`);
  await d.waitFor(role('button', `Fermer ${name}`, { within: RESULTS }), `library: '${name}' open`);
}

async function compareTwo(d: Driver): Promise<void> {
  const pick = role('checkbox', 'Comparer «', { within: RESULTS, match: 'start' });
  for (const nth of [0, 1]) {
    await d.click({ ...pick, nth }, `library: value ${nth + 1} to compare`);
    await checked(d, { ...pick, nth }, `library: value ${nth + 1} ticked`);
  }
  const bar = role('region', 'Comparer', { within: ISLAND });
  await d.waitFor(text('2 valeurs à comparer', { within: bar }), 'library: the compare bar at 2');
  await d.click(role('button', 'Comparer', { within: bar }), "library: 'Comparer'");
  const dialog = role('dialog', 'Comparaison des valeurs psi');
  await d.waitFor({ css: 'table th', within: dialog }, 'library: the comparison table');
  await d.click(role('button', 'Fermer', { within: dialog, nth: -1 }), 'library: the comparison closed');
  await d.waitForGone(dialog, 'library: no comparison left');
}

async function details(d: Driver): Promise<void> {
  await d.click(role('button', 'Plus de détails', { within: RESULTS }), "library: 'Plus de détails'");
  const dialog = role('dialog');
  await d.waitFor(text('ψ RNT', { within: dialog }), 'library: the details');
  await d.click(role('button', 'Fermer', { within: dialog, nth: -1 }), 'library: the details closed');
  await d.waitForGone(dialog, 'library: no details left');
}

export async function libraryJourney(d: Driver, flavour: Flavour): Promise<void> {
  await d.goto(siteUrl('main', LIBRARY_PATH, flavour));
  await filter(d);
  await tab(d);
  await compareTwo(d);
  await details(d);
}

/** @jest-environment ./test/support/jsdom-environment.cjs */
import { mainHistoryCreate, mainHistoryGetRapportLink, mainHistorySave } from '@/src/contracts/history/main';
import { pdfText } from '@/test/reference-api/thermal-rapport-read';
import { expectOk } from '@/test/support/reference-api';
import { leaveResultPage, resultSite, SOPHIE, stubWindows } from './thermal-result-support';

/**
 * The RE2020 guard-rail sentence, for every floor type of the data set: the result page and the
 * PDF of the same saved simulation say the same words (one rule, taken from the floor).
 * The expected verdicts are written here, not computed by the rule under test.
 */

beforeEach(() => stubWindows());
afterEach(leaveResultPage);

const FLOORS = [
  [
    'tp',
    'Plancher bas sur terre-plein',
    /vise le plancher intermédiaire ; ce plancher \(plancher bas sur terre-plein\) n'y est pas soumis\.$/,
  ],
  [
    'vs',
    'Plancher vide sanitaire',
    /vise le plancher intermédiaire ; ce plancher \(plancher vide sanitaire\) n'y est pas soumis\.$/,
  ],
  [
    'ss',
    'Plancher haut de sous-sol',
    /vise le plancher intermédiaire ; ce plancher \(plancher haut de sous-sol\) n'y est pas soumis\.$/,
  ],
  [
    'int',
    'Plancher intermédiaire',
    /pour le plancher intermédiaire \(ψ9 ≤ 0,60 W\/\(m·K\)\) (est|n'est pas) respecté\.$/,
  ],
] as const;

/** pdfjs reads the no-break spaces back as spaces; the page keeps them. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

it('has a test row for every floor type of the data set', async () => {
  const site = await resultSite();
  const keys = (await site.api.ctx.db
    .all(`SELECT v.key FROM tool_filter_values v JOIN tool_filters f ON f.id = v.filter_id
       WHERE f.data_type = 'rup' AND f.key = 'plancher' ORDER BY v.position`)) as { key: string }[];
  expect(keys.map((k) => k.key).sort()).toEqual(FLOORS.map(([key]) => key).sort());
});

it.each(FLOORS)('floor %s (%s): the page and the PDF say the same sentence', async (key, label, verdict) => {
  const site = await resultSite({ account: SOPHIE });
  // A configuration of this floor with a ψ moyen, and its answers, as the questionnaire sends them.
  const config = (await site.api.ctx.db.get(
    `SELECT c.id, c.rupteur_id FROM psi_configurations c
       JOIN psi_configuration_values cv ON cv.item_id = c.id
       JOIN tool_filter_values v ON v.id = cv.value_id JOIN tool_filters f ON f.id = v.filter_id
       WHERE f.key = 'plancher' AND v.key = ? AND c.psi_moyen IS NOT NULL ORDER BY c.id LIMIT 1`,
    [key],
  )) as { id: number; rupteur_id: number };
  const answers = (
    (await site.api.ctx.db.all(`SELECT value_id FROM psi_configuration_values WHERE item_id = ?`, [config.id])) as {
      value_id: number;
    }[]
  ).map((v) => v.value_id);
  const { history } = expectOk(
    await site.api.call(mainHistoryCreate, {
      token: site.token,
      body: { filtersValue: answers, dataType: 'rup', rupteur: config.rupteur_id },
    }),
  ).datas;
  expectOk(
    await site.api.call(mainHistorySave, { token: site.token, body: { id: history.id, name: `Plancher ${key}` } }),
  );

  const page = await site.open(history.id);
  const psi = await page.findByRole('region', { name: 'Valeurs psi' });
  const onScreen = psi.querySelector('.oss-tb-guard')?.textContent ?? '';
  expect(history.filterValues.find((v) => v.filter_name === 'Type de plancher')?.value).toBe(label);
  expect(spaced(onScreen)).toMatch(verdict);
  expect(onScreen).toMatch(/^ψ moyen de \d,\d\d W\/\(m·K\)/);

  const { link } = expectOk(
    await site.api.call(mainHistoryGetRapportLink, { token: site.token, body: { id: history.id } }),
  ).datas;
  const response = await site.api.raw('GET', link);
  const [pages] = await pdfText([new Uint8Array(await response.arrayBuffer())]);
  expect(pages!.flat().join(' ')).toContain(spaced(onScreen));
});

/**
 * The seeded thermal data set's edition, printed on each report (a filed report says
 * which data its figures come from). Change it whenever `rupteur-data.ts`, `filter-data.ts`,
 * `psi-model.ts` or `env-data.ts` change what a search answers (docs/data-sets.md).
 */
export const THERMAL_DATA_SET = { name: 'référence Ossature', version: '2026.11.2', date: '27/11/2026' };

/** 'référence Ossature 2026.11 (18/11/2026)': short, so that the report keeps to one page. */
export const dataSetLine = () => `${THERMAL_DATA_SET.name} ${THERMAL_DATA_SET.version} (${THERMAL_DATA_SET.date})`;

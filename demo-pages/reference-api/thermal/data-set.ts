/**
 * The seeded thermal data set's edition, printed on each report (a filed report says which data
 * its figures come from). Change it whenever a data file (`data/thermal-rupteurs.json`,
 * `data/thermal-filters.json`, `data/fdes-sheets.json`), `psi-model.ts` or `env-data.ts` changes
 * what a search answers (docs/data-sets.md).
 */
export const THERMAL_DATA_SET = { name: 'référence Ossature', version: '2026.11.2', date: '27/11/2026' };

/** 'référence Ossature 2026.11 (18/11/2026)': short, so that the report keeps to one page. */
export const dataSetLine = () => `${THERMAL_DATA_SET.name} ${THERMAL_DATA_SET.version} (${THERMAL_DATA_SET.date})`;

/**
 * Where a result's figures come from, said as the data set makes them (psi-model.ts): sample
 * values of fictitious products computed by the data set's model, not read from an Avis
 * Technique's table; ψ RT computed from ψ moyen. Shown under the figures and in the report.
 */
export function psiSources(values: { psiRt: number | null; psiRnt: number | null }) {
  const edition = `jeu de données ${dataSetLine()}`;
  return [
    {
      figures: 'ψ moyen, ψ about, ψ rive',
      source: `valeurs d’exemple calculées par le modèle du ${edition} (ψ traité ± 0,01 selon le côté), pas le tableau d’un Avis Technique`,
    },
    ...(values.psiRt === null
      ? []
      : [
          {
            figures: 'ψ RT',
            source: 'calculé : ψ moyen × 1,05, arrondi au centième supérieur (marge du jeu de données)',
          },
        ]),
    ...(values.psiRnt === null
      ? []
      : [
          {
            figures: 'ψ RNT',
            source: `valeur d’exemple du même modèle, liaison sans rupteur (ordre des Règles Th-Bât)`,
          },
        ]),
  ];
}

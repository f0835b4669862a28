import type { ToolDataType } from '../../../src/contracts/thermal/filters';
import type { ApiContext } from '../context';
import { ENV_UNITS, envSystems, FDES_SHEETS } from './env-data';
import { ENV_FILTERS, THERMAL_FILTERS, type FilterDef } from './filter-data';
import { configurationsOf } from './psi-model';
import { MAKER_SITE, RUPTEURS, visualOf } from './rupteur-data';

/** Value ids by data type, filter key and value key. */
type ValueIds = Map<string, number>;
const valueKey = (dataType: ToolDataType, filter: string, value: string) => `${dataType}/${filter}/${value}`;

function insertFilters(ctx: ApiContext, dataType: ToolDataType, filters: FilterDef[], ids: ValueIds): void {
  const filter = ctx.db.prepare(
    `INSERT INTO tool_filters (data_type, position, key, name, import_column, section, bg_image)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const value = ctx.db.prepare(`INSERT INTO tool_filter_values (filter_id, position, key, value) VALUES (?, ?, ?, ?)`);
  filters.forEach((def, position) => {
    const id = Number(
      filter.run(dataType, position, def.key, def.name, def.importColumn, def.section, def.bgImage).lastInsertRowid,
    );
    def.values.forEach(([key, label], index) => {
      ids.set(valueKey(dataType, def.key, key), Number(value.run(id, index, key, label).lastInsertRowid));
    });
  });
}

function linkValues(
  ctx: ApiContext,
  table: string,
  itemId: number,
  dataType: ToolDataType,
  values: Record<string, string>,
  ids: ValueIds,
) {
  const link = ctx.db.prepare(`INSERT INTO ${table} (item_id, value_id) VALUES (?, ?)`);
  for (const [filter, value] of Object.entries(values)) {
    const id = ids.get(valueKey(dataType, filter, value));
    if (id === undefined) throw new Error(`seed: no value ${value} for filter ${filter} (${dataType})`);
    link.run(itemId, id);
  }
}

function insertRupteurs(ctx: ApiContext, ids: ValueIds): void {
  const rupteur = ctx.db.prepare(
    `INSERT INTO rupteurs (uuid, name, visual, url_product, performance_class, certification1_name,
    certification1_url, certification2_name, certification2_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const configuration = ctx.db.prepare(
    `INSERT INTO psi_configurations (rupteur_id, psi_moyen, psi_about, psi_rive, psi_rt, psi_rnt, image, url_ref_site)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const def of RUPTEURS) {
    const visual = visualOf(def);
    const slug = visual.replace(/^rupteur-\d+-|\.png$/g, '');
    const [c1, c2] = def.certifications.map((c) => [c.name, `${MAKER_SITE}/documents/${c.file}`]);
    const id = Number(
      rupteur.run(
        def.uuid,
        def.name,
        visual,
        `${MAKER_SITE}/produits/${slug}`,
        def.performanceClass,
        ...(c1 ?? [null, null]),
        ...(c2 ?? [null, null]),
      ).lastInsertRowid,
    );
    configurationsOf(def).forEach((c, index) => {
      const configId = Number(
        configuration.run(
          id,
          c.psiMoyen,
          c.psiAbout,
          c.psiRive,
          c.psiRt,
          c.psiRnt,
          c.image,
          `${MAKER_SITE}/references/${slug}/configuration-${index + 1}`,
        ).lastInsertRowid,
      );
      linkValues(ctx, 'psi_configuration_values', configId, 'rup', c.values, ids);
    });
  }
}

function insertEnvSystems(ctx: ApiContext, ids: ValueIds): void {
  const fdesIds = new Map<string, number>();
  const fdes = ctx.db.prepare(`INSERT INTO fdes (number, title) VALUES (?, ?)`);
  for (const [number, title] of FDES_SHEETS) fdesIds.set(number, Number(fdes.run(number, title).lastInsertRowid));
  const system = ctx.db.prepare(
    `INSERT INTO env_systems (data_type, name, system_name, type_de_poutrelle, litrage_beton, unite_litrage_beton,
    ratio_kilotage_armatures, unite_ratio_kilotage_armatures, litrage_beton_supplementaire,
    unite_litrage_beton_supplementaire, ratio_kilotage, unite_ratio_kilotage) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const sheet = ctx.db.prepare(`INSERT INTO env_system_fdes (system_id, fdes_id) VALUES (?, ?)`);
  for (const def of envSystems()) {
    const id = Number(
      system.run(
        def.dataType,
        def.name,
        def.systemName,
        def.typeDePoutrelle,
        def.litrageBeton,
        ENV_UNITS.litrage,
        def.ratioKilotageArmatures,
        def.dataType === 'pre' ? ENV_UNITS.armatures : null,
        def.litrageBetonSupplementaire,
        ENV_UNITS.litrage,
        def.ratioKilotage,
        ENV_UNITS.kilotage,
      ).lastInsertRowid,
    );
    linkValues(ctx, 'env_system_values', id, def.dataType, def.values, ids);
    for (const number of def.fdes) sheet.run(id, fdesIds.get(number)!);
  }
}

/** Loads the filters, rupteurs, psi configurations, environmental systems and FDES sheets. */
export function seedThermal(ctx: ApiContext): void {
  ctx.db.transaction(() => {
    const ids: ValueIds = new Map();
    insertFilters(ctx, 'rup', THERMAL_FILTERS, ids);
    for (const dataType of ['pou', 'pre', 'mur'] as const) insertFilters(ctx, dataType, ENV_FILTERS[dataType], ids);
    insertRupteurs(ctx, ids);
    insertEnvSystems(ctx, ids);
  })();
}

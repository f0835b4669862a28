import type { ToolDataType } from '@/src/contracts/thermal/filters';
import { afterExplicitIds } from '../db/identities';
import { inTransaction, type ApiContext } from '../context';
import type { Db } from '../db/db';
import { LIBRARY_MERGES } from '../library/merge-data';
import { ENV_UNITS, envSystems, FDES_SHEETS } from './env-data';
import { FDES_DECLARATIONS } from './fdes-declarations';
import { ENV_FILTERS, THERMAL_FILTERS } from './filter-data';
import { configurationsOf } from './psi-model';
import { MAKER_SITE, RUPTEURS, visualOf } from './rupteur-data';

/**
 * Loads the tools' data set into empty tables. Every test's database is seeded, so the rows are
 * computed once per process, with their ids, and each table is filled by one statement reading a
 * JSON array (thousands of single-row inserts cost a few hundred milliseconds on a busy machine).
 */

type Row = (string | number | null)[];
type Plan = Record<string, { columns: string[]; rows: Row[] }>;

const table = (columns: string[]) => ({ columns, rows: [] as Row[] });

function buildPlan(): Plan {
  const plan: Plan = {
    tool_filters: table(['id', 'data_type', 'position', 'key', 'name', 'import_column', 'section', 'bg_image']),
    tool_filter_values: table(['id', 'filter_id', 'position', 'key', 'value']),
    rupteurs: table([
      'id',
      'uuid',
      'name',
      'visual',
      'url_product',
      'performance_class',
      'certification1_name',
      'certification1_url',
      'certification2_name',
      'certification2_url',
    ]),
    psi_configurations: table([
      'id',
      'rupteur_id',
      'psi_moyen',
      'psi_about',
      'psi_rive',
      'psi_rt',
      'psi_rnt',
      'image',
      'url_ref_site',
    ]),
    psi_configuration_values: table(['item_id', 'value_id']),
    env_systems: table([
      'id',
      'data_type',
      'name',
      'system_name',
      'type_de_poutrelle',
      'litrage_beton',
      'unite_litrage_beton',
      'ratio_kilotage_armatures',
      'unite_ratio_kilotage_armatures',
      'litrage_beton_supplementaire',
      'unite_litrage_beton_supplementaire',
      'ratio_kilotage',
      'unite_ratio_kilotage',
    ]),
    env_system_values: table(['item_id', 'value_id']),
    fdes: table([
      'id',
      'number',
      'title',
      'kind',
      'functional_unit',
      'declared_on',
      'basis',
      'a1_a3',
      'a4_a5',
      'c1_c4',
      'd',
    ]),
    env_system_fdes: table(['system_id', 'fdes_id']),
    library_merged_values: table(['value_id', 'into_value_id']),
  };
  const add = (name: string, row: Row) => plan[name]!.rows.push(row);

  // Value ids by data type, filter key and value key.
  const valueIds = new Map<string, number>();
  const key = (dataType: ToolDataType, filter: string, value: string) => `${dataType}/${filter}/${value}`;
  const questionnaires: [ToolDataType, typeof THERMAL_FILTERS][] = [
    ['rup', THERMAL_FILTERS],
    ['pou', ENV_FILTERS.pou],
    ['pre', ENV_FILTERS.pre],
    ['mur', ENV_FILTERS.mur],
  ];
  for (const [dataType, filters] of questionnaires)
    filters.forEach((def, position) => {
      const filterId = plan.tool_filters!.rows.length + 1;
      add('tool_filters', [
        filterId,
        dataType,
        position,
        def.key,
        def.name,
        def.importColumn,
        def.section,
        def.bgImage,
      ]);
      def.values.forEach(([valueKey, label], index) => {
        const id = plan.tool_filter_values!.rows.length + 1;
        valueIds.set(key(dataType, def.key, valueKey), id);
        add('tool_filter_values', [id, filterId, index, valueKey, label]);
      });
    });
  const link = (name: string, itemId: number, dataType: ToolDataType, values: Record<string, string>) => {
    for (const [filter, value] of Object.entries(values)) {
      const id = valueIds.get(key(dataType, filter, value));
      if (id === undefined) throw new Error(`seed: no value ${value} for filter ${filter} (${dataType})`);
      add(name, [itemId, id]);
    }
  };

  RUPTEURS.forEach((def, index) => {
    const id = index + 1;
    const visual = visualOf(def);
    const slug = visual.replace(/^rupteur-\d+-|\.png$/g, '');
    const [c1, c2] = def.certifications.map((c) => [c.name, `${MAKER_SITE}/documents/${c.file}`]);
    add('rupteurs', [
      id,
      def.uuid,
      def.name,
      visual,
      `${MAKER_SITE}/produits/${slug}`,
      def.performanceClass,
      ...(c1 ?? [null, null]),
      ...(c2 ?? [null, null]),
    ]);
    configurationsOf(def).forEach((c, n) => {
      const configId = plan.psi_configurations!.rows.length + 1;
      const ref = `${MAKER_SITE}/references/${slug}/configuration-${n + 1}`;
      add('psi_configurations', [configId, id, c.psiMoyen, c.psiAbout, c.psiRive, c.psiRt, c.psiRnt, c.image, ref]);
      link('psi_configuration_values', configId, 'rup', c.values);
    });
  });

  const fdesIds = new Map<string, number>();
  FDES_SHEETS.forEach(([number, title], index) => {
    fdesIds.set(number, index + 1);
    const { kind, functionalUnit, date, basis, impacts } = FDES_DECLARATIONS[number]!;
    add('fdes', [index + 1, number, title, kind, functionalUnit, date, basis, ...impacts]);
  });
  envSystems().forEach((def, index) => {
    const id = index + 1;
    add('env_systems', [
      id,
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
    ]);
    link('env_system_values', id, def.dataType, def.values);
    for (const number of def.fdes) add('env_system_fdes', [id, fdesIds.get(number)!]);
  });
  for (const merge of LIBRARY_MERGES) {
    const [from, into] = [merge.value, merge.into].map((value) => valueIds.get(key('rup', merge.filter, value)));
    if (from === undefined || into === undefined)
      throw new Error(`seed: no library merge ${merge.filter}/${merge.value}`);
    add('library_merged_values', [from, into]);
  }
  return plan;
}

let planned: { plan: Plan; json: Record<string, string> } | null = null;

/**
 * One INSERT … SELECT per table over its rows as JSON (json_each in SQLite; in PostgreSQL,
 * json_populate_recordset, which reads each column by name with the table's own types).
 */
async function fill(db: Db, name: string, table: Plan[string], json: string): Promise<void> {
  const { columns } = table;
  if (db.dialect === 'sqlite') {
    const values = columns.map((_, i) => `json_extract(value, '$[${i}]')`).join(', ');
    await db.run(`INSERT INTO ${name} (${columns.join(', ')}) SELECT ${values} FROM json_each(?)`, [json]);
    return;
  }
  const records = table.rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));
  await db.run(
    `INSERT INTO ${name} (${columns.join(', ')})
      SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${name}, ?::json)`,
    [JSON.stringify(records)],
  );
}

/** Loads the filters, rupteurs, psi configurations, environmental systems and FDES sheets. */
export async function seedThermal(ctx: ApiContext): Promise<void> {
  if (!planned) {
    const plan = buildPlan();
    planned = {
      plan,
      json: Object.fromEntries(Object.entries(plan).map(([name, t]) => [name, JSON.stringify(t.rows)])),
    };
  }
  const { plan, json } = planned;
  await inTransaction(ctx, async (ctx) => {
    for (const [name, table] of Object.entries(plan)) await fill(ctx.db, name, table, json[name]!);
  });
  // Their ids are the plan's: PostgreSQL's identities restart past them.
  await afterExplicitIds(ctx.db);
}

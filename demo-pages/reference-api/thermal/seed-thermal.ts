import type { ToolDataType } from '@/src/contracts/thermal/filters';
import { afterExplicitIds } from '../db/identities';
import { inTransaction, type ApiContext } from '../context';
import type { Db } from '../db/db';
import { LIBRARY_MERGES } from '../library/merge-data';
import { ENV_FILTERS, FDES_SHEETS, RUPTEURS, THERMAL_FILTERS } from '../data/thermal-data';
import { ENV_UNITS, envSystems } from './env-data';
import { configurationsOf } from './psi-model';
import { MAKER_SITE, visualOf } from './rupteur-media';

/**
 * Loads the tools' data set into empty tables. Every test's database is seeded, so the rows are
 * computed once per process, with their ids, and each table is filled by one statement reading a
 * JSON array (thousands of single-row inserts cost a few hundred milliseconds on a busy machine).
 */

type Row = (string | number | null)[];
type Plan = Record<string, { columns: string[]; rows: Row[] }>;

/** The tables the plan fills, in the order they are filled (a row's references come first). */
const COLUMNS: Record<string, string[]> = {
  tool_filters: ['id', 'data_type', 'position', 'key', 'name', 'import_column', 'section', 'bg_image'],
  tool_filter_values: ['id', 'filter_id', 'position', 'key', 'value'],
  rupteurs: [
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
  ],
  psi_configurations: [
    'id',
    'rupteur_id',
    'psi_moyen',
    'psi_about',
    'psi_rive',
    'psi_rt',
    'psi_rnt',
    'image',
    'url_ref_site',
  ],
  psi_configuration_values: ['item_id', 'value_id'],
  env_systems: [
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
  ],
  env_system_values: ['item_id', 'value_id'],
  fdes: ['id', 'number', 'title', 'kind', 'functional_unit', 'declared_on', 'basis', 'a1_a3', 'a4_a5', 'c1_c4', 'd'],
  env_system_fdes: ['system_id', 'fdes_id'],
  library_merged_values: ['value_id', 'into_value_id'],
};

/** Value ids by data type, filter key and value key. */
type ValueIds = Map<string, number>;

const valueKey = (dataType: ToolDataType, filter: string, value: string) => `${dataType}/${filter}/${value}`;

function buildPlan(): Plan {
  const plan: Plan = Object.fromEntries(
    Object.entries(COLUMNS).map(([name, columns]) => [name, { columns, rows: [] as Row[] }]),
  );
  const valueIds = addFilters(plan);
  addRupteurs(plan, valueIds);
  addEnvironment(plan, valueIds);
  addLibraryMerges(plan, valueIds);
  return plan;
}

function add(plan: Plan, name: string, row: Row): void {
  plan[name]!.rows.push(row);
}

/** The questionnaires' filters and their values, numbered in order; the values' ids. */
function addFilters(plan: Plan): ValueIds {
  const valueIds: ValueIds = new Map();
  const questionnaires: [ToolDataType, typeof THERMAL_FILTERS][] = [
    ['rup', THERMAL_FILTERS],
    ['pou', ENV_FILTERS.pou],
    ['pre', ENV_FILTERS.pre],
    ['mur', ENV_FILTERS.mur],
  ];
  for (const [dataType, filters] of questionnaires)
    filters.forEach((def, position) => {
      const filterId = plan.tool_filters!.rows.length + 1;
      add(plan, 'tool_filters', [
        filterId,
        dataType,
        position,
        def.key,
        def.name,
        def.importColumn,
        def.section,
        def.bgImage,
      ]);
      def.values.forEach(([key, label], index) => {
        const id = plan.tool_filter_values!.rows.length + 1;
        valueIds.set(valueKey(dataType, def.key, key), id);
        add(plan, 'tool_filter_values', [id, filterId, index, key, label]);
      });
    });
  return valueIds;
}

/** Rows of table `name` linking an item to the filter values it answers. */
function link(
  plan: Plan,
  valueIds: ValueIds,
  name: string,
  itemId: number,
  dataType: ToolDataType,
  values: Record<string, string>,
): void {
  for (const [filter, value] of Object.entries(values)) {
    const id = valueIds.get(valueKey(dataType, filter, value));
    if (id === undefined) throw new Error(`seed: no value ${value} for filter ${filter} (${dataType})`);
    add(plan, name, [itemId, id]);
  }
}

/** The rupteurs, each with its psi configurations and the values they answer. */
function addRupteurs(plan: Plan, valueIds: ValueIds): void {
  RUPTEURS.forEach((def, index) => {
    const id = index + 1;
    const visual = visualOf(def);
    const slug = visual.replace(/^rupteur-\d+-|\.png$/g, '');
    const [c1, c2] = def.certifications.map((c) => [c.name, `${MAKER_SITE}/documents/${c.file}`]);
    add(plan, 'rupteurs', [
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
      add(plan, 'psi_configurations', [
        configId,
        id,
        c.psiMoyen,
        c.psiAbout,
        c.psiRive,
        c.psiRt,
        c.psiRnt,
        c.image,
        ref,
      ]);
      link(plan, valueIds, 'psi_configuration_values', configId, 'rup', c.values);
    });
  });
}

/** The FDES sheets, then the environmental systems with their values and sheets. */
function addEnvironment(plan: Plan, valueIds: ValueIds): void {
  const fdesIds = new Map<string, number>();
  FDES_SHEETS.forEach(({ number, title, kind, functionalUnit, date, basis, impacts }, index) => {
    fdesIds.set(number, index + 1);
    add(plan, 'fdes', [index + 1, number, title, kind, functionalUnit, date, basis, ...impacts]);
  });
  envSystems().forEach((def, index) => {
    const id = index + 1;
    add(plan, 'env_systems', [
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
    link(plan, valueIds, 'env_system_values', id, def.dataType, def.values);
    for (const number of def.fdes) add(plan, 'env_system_fdes', [id, fdesIds.get(number)!]);
  });
}

/** The psi library's merges: each merged thermal value and the value it is merged into. */
function addLibraryMerges(plan: Plan, valueIds: ValueIds): void {
  for (const merge of LIBRARY_MERGES) {
    const [from, into] = [merge.value, merge.into].map((value) => valueIds.get(valueKey('rup', merge.filter, value)));
    if (from === undefined || into === undefined)
      throw new Error(`seed: no library merge ${merge.filter}/${merge.value}`);
    add(plan, 'library_merged_values', [from, into]);
  }
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

import type { EnvSystem, Fdes } from '@/src/contracts/thermal/env-result';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import type { Rupteur } from '@/src/contracts/thermal/rupteur';
import { jsonIntegers } from '../db/dialect';
import type { ApiContext } from '../context';
import { perM2, systemCarbon } from './env-carbon';
import { psiSources } from './data-set';
import { mediaUrl } from './facets';
import { THERMAL_FILTERS, type FdesBasis } from '../data/thermal-data';
import { junctionDrawing } from './junction';
import { rangeOf } from './psi-model';

/** Rows of the tool tables turned into the contract's shapes. */

interface RupteurRow {
  id: number;
  uuid: number;
  name: string;
  visual: string;
  url_product: string;
  performance_class: number;
  certification1_name: string | null;
  certification1_url: string | null;
  certification2_name: string | null;
  certification2_url: string | null;
}

interface PsiRow {
  id: number;
  rupteur_id: number;
  psi_moyen: number | null;
  psi_about: number | null;
  psi_rive: number | null;
  psi_rt: number | null;
  psi_rnt: number | null;
  image: string;
  url_ref_site: string;
}

const certification = (name: string | null, url: string | null) => (name && url ? { name, url } : null);

function toPsiValue(row: PsiRow): PsiValue {
  return {
    id: row.id,
    psiMoyen: row.psi_moyen,
    psiAbout: row.psi_about,
    psiRive: row.psi_rive,
    psiRt: row.psi_rt,
    psiRnt: row.psi_rnt,
    image: { url: mediaUrl(row.image) },
    urlRefSite: row.url_ref_site,
  };
}

/** Psi values by configuration id, in the order of the ids given. */
export async function psiValues(ctx: ApiContext, ids: number[]): Promise<PsiValue[]> {
  if (ids.length === 0) return [];
  const rows = (await ctx.db.all(`SELECT * FROM psi_configurations WHERE id IN (${jsonIntegers(ctx.db.dialect)})`, [
    JSON.stringify(ids),
  ])) as PsiRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [toPsiValue(byId.get(id)!)] : []));
}

/** One configuration's psi values, with its drawing and boundary conditions (a result's, not the library's). */
export async function psiValue(ctx: ApiContext, id: number | null): Promise<PsiValue | null> {
  const value = id === null ? null : ((await psiValues(ctx, [id]))[0] ?? null);
  return value && { ...value, drawing: await junctionDrawing(ctx, value.id), sources: psiSources(value) };
}

/** The rupteur of each configuration, by configuration id. */
export async function rupteurIdsOf(ctx: ApiContext, configurationIds: number[]): Promise<Map<number, number>> {
  const rows = (await ctx.db.all(
    `SELECT id, rupteur_id FROM psi_configurations WHERE id IN (${jsonIntegers(ctx.db.dialect)})`,
    [JSON.stringify(configurationIds)],
  )) as { id: number; rupteur_id: number }[];
  return new Map(rows.map((r) => [r.id, r.rupteur_id]));
}

/** The range (gamme) of a performance class, as the library's 'Gamme de rupteur' filter names it. */
function rangeLabel(performanceClass: number): string {
  const key = rangeOf({ performanceClass });
  const ranges = THERMAL_FILTERS.find((filter) => filter.key === 'gamme')!.values;
  return ranges.find(([value]) => value === key)![1];
}

/** A rupteur with the given psi values; null when the id is unknown. */
export async function rupteur(ctx: ApiContext, id: number, values: PsiValue[]): Promise<Rupteur | null> {
  const row = (await ctx.db.get(`SELECT * FROM rupteurs WHERE id = ?`, [id])) as RupteurRow | undefined;
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    uuid: row.uuid,
    visual: row.visual,
    image: { url: mediaUrl(row.visual) },
    urlProduct: row.url_product,
    range: rangeLabel(row.performance_class),
    certification1: certification(row.certification1_name, row.certification1_url),
    certification2: certification(row.certification2_name, row.certification2_url),
    psiValues: values,
  };
}

/** Every configuration id of a rupteur, in id order. */
export async function configurationIdsOf(ctx: ApiContext, rupteurId: number): Promise<number[]> {
  const rows = (await ctx.db.all(`SELECT id FROM psi_configurations WHERE rupteur_id = ? ORDER BY id`, [
    rupteurId,
  ])) as {
    id: number;
  }[];
  return rows.map((r) => r.id);
}

interface EnvRow {
  id: number;
  data_type: EnvSystem['dataType'];
  name: string;
  system_name: string;
  type_de_poutrelle: string | null;
  litrage_beton: number | null;
  unite_litrage_beton: string;
  ratio_kilotage_armatures: number | null;
  unite_ratio_kilotage_armatures: string | null;
  litrage_beton_supplementaire: number | null;
  unite_litrage_beton_supplementaire: string;
  ratio_kilotage: number | null;
  unite_ratio_kilotage: string;
}

const envRow = async (ctx: ApiContext, id: number) =>
  (await ctx.db.get(`SELECT * FROM env_systems WHERE id = ?`, [id])) as EnvRow | undefined;

export async function envSystem(ctx: ApiContext, id: number | null): Promise<EnvSystem | null> {
  if (id === null) return null;
  const row = await envRow(ctx, id);
  if (!row) return null;
  return {
    id: row.id,
    dataType: row.data_type,
    name: row.name,
    systemName: row.system_name,
    typeDePoutrelle: row.type_de_poutrelle,
    litrageBeton: row.litrage_beton,
    uniteLitrageBeton: row.unite_litrage_beton,
    ratioKilotageArmatures: row.ratio_kilotage_armatures,
    uniteRatioKilotageArmatures: row.unite_ratio_kilotage_armatures,
    litrageBetonSupplementaire: row.litrage_beton_supplementaire,
    uniteLitrageBetonSupplementaire: row.unite_litrage_beton_supplementaire,
    ratioKilotage: row.ratio_kilotage,
    uniteRatioKilotage: row.unite_ratio_kilotage,
    carbon: systemCarbon(await fdesOf(ctx, id)),
  };
}

interface FdesRow {
  number: string;
  title: string;
  kind: string;
  functional_unit: string;
  declared_on: string;
  basis: FdesBasis;
  a1_a3: number;
  a4_a5: number | null;
  c1_c4: number | null;
  d: number | null;
}

/** The FDES sheets of a system, by number, with what they declare; none for no system. */
export async function fdesOf(ctx: ApiContext, systemId: number | null): Promise<Fdes[]> {
  const system = systemId === null ? undefined : await envRow(ctx, systemId);
  if (!system) return [];
  const rows = (await ctx.db.all(
    `SELECT f.* FROM fdes f JOIN env_system_fdes s ON s.fdes_id = f.id WHERE s.system_id = ? ORDER BY f.number`,
    [systemId],
  )) as FdesRow[];
  const figures = {
    litrageBeton: system.litrage_beton,
    litrageBetonSupplementaire: system.litrage_beton_supplementaire,
    ratioKilotage: system.ratio_kilotage,
  };
  return rows.map((f) => ({
    number: f.number,
    title: f.title,
    kind: f.kind,
    functionalUnit: f.functional_unit,
    date: f.declared_on,
    impact: { a1a3: f.a1_a3, a4a5: f.a4_a5, c1c4: f.c1_c4, d: f.d },
    perM2: perM2(f.basis, figures),
    // Every sheet of the data set has a made-up number of the real form (docs/data-sets.md):
    // sample data, which must not send a visitor to an unrelated INIES sheet.
    sample: true,
  }));
}

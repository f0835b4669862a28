import { array, boolean, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { EnvDataType, ValueIds } from './filters';

/**
 * Environmental data of a constructive system (thermal-break-tool §3 Rupteur environmental data,
 * FDES item; §7 `/api/env/result`). Main site, POST, device bearer.
 */

/**
 * The figures of one system, per m² of floor or wall, each with its unit ('L/m²', 'kg/m³',
 * 'kg/m²'); a null figure shows '--'. `litrageBeton`: concrete poured on site;
 * `ratioKilotageArmatures`: reinforcement per m³ of that concrete, prédalles only (null and unit
 * null elsewhere); `litrageBetonSupplementaire`: extra concrete for tie beams and junctions;
 * `ratioKilotage`: steel per m².
 */
export const EnvFigures = {
  litrageBeton: nullable(number()),
  uniteLitrageBeton: string(),
  ratioKilotageArmatures: nullable(number()),
  uniteRatioKilotageArmatures: nullable(string()),
  litrageBetonSupplementaire: nullable(number()),
  uniteLitrageBetonSupplementaire: string(),
  ratioKilotage: nullable(number()),
  uniteRatioKilotage: string(),
};

/**
 * An impact on climate change in kg CO2 eq by module (EN 15804+A2): production A1–A3 (always
 * declared), transport and installation A4–A5, end of life C1–C4 (null when not declared), and D,
 * the benefits beyond the life cycle, kept apart and never added to the others.
 */
export const CarbonModules = type({
  a1a3: number(),
  a4a5: nullable(number()),
  c1c4: nullable(number()),
  d: nullable(number()),
});
export type CarbonModules = Infer<typeof CarbonModules>;

/**
 * One environmental system (a result row): `name` is the last answer's wording of the system,
 * `systemName` the full description; `typeDePoutrelle` the beam type for `pou`, else null.
 */
export const EnvSystem = type({
  id: number(),
  dataType: EnvDataType,
  name: string(),
  systemName: string(),
  typeDePoutrelle: nullable(string()),
  ...EnvFigures,
  /**
   * Optional: the system's carbon per m² of floor or wall (`unit` 'kg CO2 eq/m²'), the
   * sum over its FDES sheets of `perM2` × their impact; null when a sheet lacks its declaration.
   */
  carbon: optional(nullable(type({ ...CarbonModules.schema, unit: string() }))),
});
export type EnvSystem = Infer<typeof EnvSystem>;

/**
 * An FDES sheet of the INIES base: its number (consultation link) and title. Optional,
 * what it declares: `kind` ('FDES individuelle' or 'FDES collective'), `functionalUnit`, `date`
 * (YYYY-MM-DD), `impact` in kg CO2 eq per functional unit, and `perM2`, how many functional units
 * one m² of the system holds (null: a declaration of the whole system, shown for comparison and
 * not added to its components). `sample` (beyond the spec): the number is sample data, not a
 * sheet of the INIES base; the result then says so and links nowhere.
 */
export const Fdes = type({
  number: string(),
  title: string(),
  kind: optional(string()),
  functionalUnit: optional(string()),
  date: optional(string()),
  impact: optional(CarbonModules),
  perM2: optional(nullable(number())),
  sample: optional(boolean()),
});
export type Fdes = Infer<typeof Fdes>;

/**
 * The environmental result of the answers: `success` true with the system when they designate
 * exactly one, else false with `result` null and no FDES (more answers are needed, or nothing
 * matches). An unknown value id is a 404.
 */
export const getEnvResult = defineCall({
  name: 'getEnvResult',
  method: 'POST',
  path: '/api/env/result',
  auth: 'device',
  body: object({ filtersValue: ValueIds, dataType: EnvDataType }),
  answer: success(type({ success: boolean(), result: nullable(EnvSystem), fdes: array(Fdes) })),
});

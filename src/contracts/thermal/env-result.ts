import { array, boolean, nullable, number, object, string, type, type Infer } from 'superstruct';
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
});
export type EnvSystem = Infer<typeof EnvSystem>;

/** An FDES sheet of the INIES base: its number (consultation link) and title. */
export const Fdes = type({ number: string(), title: string() });
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

import { array, literal, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { ValueIds } from './filters';
import { PsiValue } from './psi-value';

/**
 * Rupteurs (thermal-break products) and their search (thermal-break-tool §3 Rupteur, §7
 * `/api/rupteur`, `/api/rupteur/{id}`). Main site, POST, device bearer.
 */

/**
 * A certificate of the product: its name as published (the client cuts names over 30 characters
 * to 27 plus '…', §9) and the address of the document.
 */
export const Certification = type({ name: string(), url: string() });
export type Certification = Infer<typeof Certification>;

/**
 * A rupteur. `uuid`: the provider's product number (an integer; 1 is the thermo-prédalle, which
 * the refine view's rule for import column 16 names). `visual`: the file name of its image, served
 * at `/media/download/{visual}`; `image.url` is that path. `urlProduct`: the product sheet.
 * `certification1`/`certification2`: up to two certificates, null when absent. `psiValues`: the
 * psi values of its configurations that match the answers of the call (every configuration of
 * the rupteur from `/api/rupteur/{id}`).
 */
export const Rupteur = type({
  id: number(),
  name: string(),
  uuid: number(),
  visual: string(),
  image: type({ url: string() }),
  urlProduct: string(),
  /** Its range, as the 'Gamme de rupteur' filter names it (beyond the spec: the search finds it). */
  range: optional(string()),
  certification1: nullable(Certification),
  certification2: nullable(Certification),
  psiValues: array(PsiValue),
});
export type Rupteur = Infer<typeof Rupteur>;

/**
 * The thermal search: the rupteurs having at least one configuration that matches every value
 * in `filters`, best first (lowest psiMoyen among their matching configurations), each with
 * those configurations' psi values. `dataType` is `rup` (the default): the environmental
 * questionnaires read their result with `/api/env/result`.
 */
export const searchRupteurs = defineCall({
  name: 'searchRupteurs',
  method: 'POST',
  path: '/api/rupteur',
  auth: 'device',
  body: object({ filters: ValueIds, dataType: optional(literal('rup')) }),
  answer: success(type({ rupteurs: array(Rupteur) })),
});

/** One rupteur with the psi values of all its configurations; an unknown id is a 404. */
export const getRupteur = defineCall({
  name: 'getRupteur',
  method: 'POST',
  path: '/api/rupteur/:id',
  auth: 'device',
  body: optional(object({})),
  answer: success(type({ rupteur: Rupteur })),
});

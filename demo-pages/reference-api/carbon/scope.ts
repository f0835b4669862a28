/**
 * What a carbon figure covers, said the same way in the PDF and the documentation (the island
 * says it in its own messages): EN 15804+A2 modules, per m² of floor, the study period, D and the
 * biogenic carbon apart.
 */
export const CARBON_SCOPE =
  'Empreinte par m² de plancher, en kg CO₂ eq : modules A1–A3 (production), A4–A5 (transport et chantier), ' +
  'B (vie en œuvre) et C1–C4 (fin de vie), sur une période d’étude de 50 ans ; les durées de vie de référence ' +
  '(DVR) des produits atteignent 50 ans, donc aucun remplacement. Le module D (au-delà du cycle de vie) est ' +
  'donné à part et n’est pas additionné. Le carbone biogénique stocké est donné à part, sans être déduit ' +
  '(EN 15804+A2).';

/** The modules' names, in order (D last, apart). */
export const MODULE_LABELS = { a1a3: 'A1–A3', a4a5: 'A4–A5', b: 'B', c1c4: 'C1–C4', d: 'D' } as const;

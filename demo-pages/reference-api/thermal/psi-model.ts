import type { RupteurDef } from '../data/thermal-data';

/**
 * The psi values of every configuration, as deterministic rules (docs/data-sets.md): no random
 * figure. In W/(m·K), rounded to 2 decimals.
 *
 * Untreated junction (psiRnt, 0.6–1.0): a base per floor type (the floor slab crossing the
 * insulation), more for a stiffer, more conductive wall, a thicker slab, a better-insulated wall
 * (the bridge weighs more against it) and floor insulation under the screed.
 * Treated junction (psiMoyen, 0.1–0.35): a base per performance class of the rupteur, plus the
 * floor, slab and wall terms, the mismatch between the wall insulation and the thickness the
 * rupteur is sized for, the slab thickness, and for the thermo-prédalle its embedded insulation.
 */
export interface Configuration {
  /** Value key per filter key (data/thermal-filters.json); a filter that does not apply is absent. */
  values: Record<string, string>;
  psiMoyen: number | null;
  psiAbout: number | null;
  psiRive: number | null;
  psiRt: number | null;
  psiRnt: number | null;
  image: string;
}

const FLOOR_UNTREATED: Record<string, number> = { tp: 0.62, vs: 0.66, ss: 0.72, int: 0.68 };
const WALL_UNTREATED: Record<string, number> = { banche: 0.1, bloc: 0.05, brique: 0.02 };
const SLAB_UNTREATED: Record<string, number> = { pleine: 0.04, predalle: 0.03, poutrelles: 0 };
const FLOOR_TREATED: Record<string, number> = { tp: 0.02, vs: 0.025, ss: 0.03, int: 0 };
const WALL_TREATED: Record<string, number> = { banche: 0.01, bloc: 0, brique: 0.005 };
const SLAB_TREATED: Record<string, number> = { pleine: 0, predalle: 0.01, poutrelles: 0.02 };

const round2 = (x: number) => Math.round(x * 100) / 100;
const ceil2 = (x: number) => Math.ceil(Math.round(x * 10000) / 100) / 100;

/** The classes 1 and 2 make the 'haute performance' range. */
export const rangeOf = (rupteur: Pick<RupteurDef, 'performanceClass'>) =>
  rupteur.performanceClass <= 2 ? 'hp' : 'standard';

/** Every combination of the lists, as value-key records. */
function combinations(lists: [string, string[]][]): Record<string, string>[] {
  return lists.reduce<Record<string, string>[]>(
    (acc, [key, values]) => acc.flatMap((partial) => values.map((value) => ({ ...partial, [key]: value }))),
    [{}],
  );
}

function axesOf(rupteur: RupteurDef, floor: string): [string, string[]][] {
  const axes: [string, string[]][] = [
    ['plancher', [floor]],
    ['mur', rupteur.walls],
    ['isolation', rupteur.insulations],
  ];
  if (rupteur.thicknesses.length > 0) axes.push(['isolantMur', rupteur.thicknesses.map(String)]);
  axes.push(['dalle', rupteur.slabs], ['epaisseur', rupteur.floorThicknesses.map(String)]);
  if (floor === 'vs' || floor === 'ss')
    axes.push(['positionBas', ['sousface', 'souschape']], ['isolantBas', ['100', '140', '180']]);
  if (floor === 'int' && rupteur.uuid === 1) axes.push(['thermoPredalle', ['60', '80', '100']]);
  axes.push(['gamme', [rangeOf(rupteur)]]);
  return axes;
}

function untreated(v: Record<string, string>): number | null {
  if (v.isolation === 'itr') return null;
  const wallInsulation = Number(v.isolantMur ?? 80);
  const floorInsulation = Number(v.isolantBas ?? 100);
  return round2(
    FLOOR_UNTREATED[v.plancher!]! +
      WALL_UNTREATED[v.mur!]! +
      SLAB_UNTREATED[v.dalle!]! +
      0.004 * (Number(v.epaisseur) - 16) +
      0.0005 * (wallInsulation - 80) +
      (v.positionBas === 'souschape' ? 0.02 : 0) +
      0.0002 * (floorInsulation - 100),
  );
}

function treated(rupteur: RupteurDef, v: Record<string, string>): number {
  const mismatch = v.isolantMur ? Math.abs(Number(v.isolantMur) - rupteur.nominal) : 0;
  return (
    0.12 +
    0.025 * (rupteur.performanceClass - 1) +
    FLOOR_TREATED[v.plancher!]! +
    SLAB_TREATED[v.dalle!]! +
    WALL_TREATED[v.mur!]! +
    0.0005 * mismatch +
    0.002 * (Number(v.epaisseur) - 16) +
    (v.positionBas === 'souschape' ? 0.015 : 0) +
    (v.thermoPredalle ? 0.0005 * (100 - Number(v.thermoPredalle)) : 0)
  );
}

/** The configurations of one rupteur, in a stable order. */
export function configurationsOf(rupteur: RupteurDef): Configuration[] {
  return rupteur.floors.flatMap((floor) =>
    combinations(axesOf(rupteur, floor)).map((values) => {
      const t = treated(rupteur, values);
      // A ground-bearing slab has no bearing end on the wall: no psiAbout there.
      const psiAbout = values.plancher === 'tp' ? null : round2(t + 0.01);
      const psiRive = round2(t - 0.01);
      const psiMoyen = psiAbout === null ? psiRive : round2(t);
      return {
        values,
        psiMoyen,
        psiAbout,
        psiRive,
        psiRt: rupteur.certifications.length > 0 ? ceil2(psiMoyen * 1.05) : null,
        psiRnt: untreated(values),
        image: `psi-${values.plancher}-${values.dalle}.png`,
      };
    }),
  );
}

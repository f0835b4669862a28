/**
 * The rupteurs of the data set (fictitious products of realistic kinds), and the junctions each
 * is assessed for: floor types, walls, insulation, wall-insulation thicknesses (mm), slab types
 * and floor thicknesses (cm), by the value keys of filter-data.ts. Every combination of these
 * lists is one configuration (psi-model.ts computes its psi values).
 */
export interface RupteurDef {
  uuid: number;
  name: string;
  /** 1 (best) to 5: the treated psi rises with the class. Classes 1–2 are the 'haute performance' range. */
  performanceClass: number;
  /** Wall-insulation thickness (mm) the rupteur is sized for: the psi rises with the mismatch. */
  nominal: number;
  floors: string[];
  walls: string[];
  insulations: string[];
  /** Empty for distributed insulation (ITR): no insulation thickness applies. */
  thicknesses: number[];
  slabs: string[];
  floorThicknesses: number[];
  certifications: { name: string; file: string }[];
}

const ATEC = (n: string) => ({ name: `Avis Technique ${n}`, file: `atec-${n.replace(/\W+/g, '-')}.pdf` });
const DTA = (n: string) => ({
  name: `Document Technique d'Application ${n}`,
  file: `dta-${n.replace(/\W+/g, '-')}.pdf`,
});
const ACERMI = (n: string) => ({ name: `Certificat ACERMI ${n}`, file: `acermi-${n.replace(/\W+/g, '-')}.pdf` });
const ATEX = (n: string) => ({
  name: `Appréciation Technique d'Expérimentation n° ${n}`,
  file: `atex-${n}.pdf`,
});

const BOTH_WALLS = ['banche', 'bloc'];

export const RUPTEURS: RupteurDef[] = [
  {
    uuid: 1,
    name: 'Thermo-prédalle TPR',
    performanceClass: 2,
    nominal: 120,
    floors: ['int'],
    walls: BOTH_WALLS,
    insulations: ['iti'],
    thicknesses: [100, 120, 140, 160],
    slabs: ['predalle'],
    floorThicknesses: [20, 23, 25],
    certifications: [DTA('3.1/21-1047_V1'), ACERMI('19/007/1342')],
  },
  {
    uuid: 2,
    name: 'Rupteur Linéo L80',
    performanceClass: 4,
    nominal: 80,
    floors: ['int'],
    walls: BOTH_WALLS,
    insulations: ['iti'],
    thicknesses: [80, 100],
    slabs: ['pleine', 'predalle'],
    floorThicknesses: [16, 20],
    certifications: [ATEC('20/16-372_V2')],
  },
  {
    uuid: 3,
    name: 'Rupteur Linéo L100',
    performanceClass: 3,
    nominal: 100,
    floors: ['int'],
    walls: BOTH_WALLS,
    insulations: ['iti'],
    thicknesses: [100, 120],
    slabs: ['pleine', 'predalle'],
    floorThicknesses: [20, 23],
    certifications: [ATEC('20/16-373_V2'), ACERMI('16/007/1101')],
  },
  {
    uuid: 4,
    name: 'Rupteur Linéo L120',
    performanceClass: 3,
    nominal: 120,
    floors: ['int'],
    walls: BOTH_WALLS,
    insulations: ['iti'],
    thicknesses: [120, 140],
    slabs: ['pleine', 'predalle'],
    floorThicknesses: [20, 23],
    certifications: [ATEC('20/17-401_V1'), ACERMI('16/007/1101')],
  },
  {
    uuid: 5,
    name: 'Rupteur Linéo L140 Haute Performance',
    performanceClass: 2,
    nominal: 140,
    floors: ['int'],
    walls: ['banche'],
    insulations: ['iti'],
    thicknesses: [140, 160],
    slabs: ['pleine', 'predalle'],
    floorThicknesses: [20, 23, 25],
    certifications: [DTA('20/19-452_V1'), ACERMI('18/007/1255')],
  },
  {
    uuid: 6,
    name: 'Rupteur Linéo L160 Haute Performance',
    performanceClass: 1,
    nominal: 160,
    floors: ['int'],
    walls: ['banche'],
    insulations: ['iti'],
    thicknesses: [160],
    slabs: ['pleine', 'predalle'],
    floorThicknesses: [23, 25],
    certifications: [DTA('20/20-466_V1'), ACERMI('18/007/1255')],
  },
  {
    uuid: 7,
    name: 'Rupteur Poutrelles PH-16',
    performanceClass: 4,
    nominal: 100,
    floors: ['int'],
    walls: ['bloc', 'brique'],
    insulations: ['iti'],
    thicknesses: [80, 100, 120],
    slabs: ['poutrelles'],
    floorThicknesses: [16, 20],
    certifications: [ATEC('3.1/15-812_V2')],
  },
  {
    uuid: 8,
    name: 'Rupteur Poutrelles PH-20',
    performanceClass: 3,
    nominal: 120,
    floors: ['int'],
    walls: ['bloc', 'brique'],
    insulations: ['iti'],
    thicknesses: [100, 120, 140],
    slabs: ['poutrelles'],
    floorThicknesses: [20, 23],
    certifications: [ATEC('3.1/16-851_V1')],
  },
  {
    uuid: 9,
    name: 'Rupteur Poutrelles PH-25 Haute Performance',
    performanceClass: 2,
    nominal: 140,
    floors: ['int'],
    walls: ['bloc', 'brique'],
    insulations: ['iti'],
    thicknesses: [120, 140, 160],
    slabs: ['poutrelles'],
    floorThicknesses: [23, 25],
    certifications: [DTA('3.1/19-960_V1'), ACERMI('17/007/1198')],
  },
  {
    uuid: 10,
    name: 'Rupteur Monomur BM-37',
    performanceClass: 3,
    nominal: 0,
    floors: ['int'],
    walls: ['brique'],
    insulations: ['itr'],
    thicknesses: [],
    slabs: ['poutrelles', 'pleine'],
    floorThicknesses: [16, 20],
    certifications: [ATEC('16/18-770_V1')],
  },
  {
    uuid: 11,
    name: 'Rupteur Monomur BM-42 Haute Performance',
    performanceClass: 2,
    nominal: 0,
    floors: ['int', 'vs'],
    walls: ['brique'],
    insulations: ['itr'],
    thicknesses: [],
    slabs: ['poutrelles', 'pleine'],
    floorThicknesses: [20, 23],
    certifications: [ATEC('16/20-801_V1'), ATEX('2987')],
  },
  {
    uuid: 12,
    name: 'Rupteur Vide Sanitaire VS-100',
    performanceClass: 4,
    nominal: 100,
    floors: ['vs'],
    walls: BOTH_WALLS,
    insulations: ['iti'],
    thicknesses: [80, 100],
    slabs: ['poutrelles', 'pleine'],
    floorThicknesses: [16, 20],
    certifications: [ATEC('3.1/17-880_V1')],
  },
  {
    uuid: 13,
    name: 'Rupteur Vide Sanitaire VS-140 Haute Performance',
    performanceClass: 2,
    nominal: 140,
    floors: ['vs'],
    walls: BOTH_WALLS,
    insulations: ['iti'],
    thicknesses: [120, 140],
    slabs: ['poutrelles'],
    floorThicknesses: [20, 23],
    certifications: [DTA('3.1/20-1002_V1'), ACERMI('19/007/1342')],
  },
  {
    uuid: 14,
    name: 'Rupteur Sous-Sol SS-100',
    performanceClass: 4,
    nominal: 100,
    floors: ['ss'],
    walls: ['banche'],
    insulations: ['iti'],
    thicknesses: [80, 100],
    slabs: ['pleine', 'predalle'],
    floorThicknesses: [20],
    certifications: [ATEC('3.1/17-881_V1')],
  },
  {
    uuid: 15,
    name: 'Rupteur Sous-Sol SS-140 Haute Performance',
    performanceClass: 2,
    nominal: 140,
    floors: ['ss'],
    walls: BOTH_WALLS,
    insulations: ['iti'],
    thicknesses: [120, 140],
    slabs: ['pleine'],
    floorThicknesses: [20, 23],
    certifications: [DTA('3.1/20-1003_V1')],
  },
  {
    uuid: 16,
    name: 'Rupteur Terre-Plein TP-80',
    performanceClass: 5,
    nominal: 80,
    floors: ['tp'],
    walls: ['bloc', 'brique'],
    insulations: ['iti'],
    thicknesses: [80, 100, 120],
    slabs: ['pleine'],
    floorThicknesses: [16, 20],
    certifications: [],
  },
  {
    uuid: 17,
    name: 'Rupteur Terre-Plein TP-120',
    performanceClass: 3,
    nominal: 120,
    floors: ['tp'],
    walls: BOTH_WALLS,
    insulations: ['iti'],
    thicknesses: [120, 140, 160],
    slabs: ['pleine'],
    floorThicknesses: [16, 20],
    certifications: [ATEC('13/19-1432_V1')],
  },
  {
    uuid: 18,
    name: 'Rupteur Façade ITE FE-60',
    performanceClass: 3,
    nominal: 120,
    floors: ['vs', 'ss'],
    walls: BOTH_WALLS,
    insulations: ['ite'],
    thicknesses: [100, 140],
    slabs: ['pleine'],
    floorThicknesses: [20],
    certifications: [ATEC('7/18-1710_V1'), ACERMI('15/007/1004')],
  },
  {
    uuid: 19,
    name: 'Rupteur Façade ITE FE-100 Haute Performance',
    performanceClass: 1,
    nominal: 160,
    floors: ['vs', 'tp'],
    walls: ['banche'],
    insulations: ['ite'],
    thicknesses: [120, 160],
    slabs: ['pleine', 'poutrelles'],
    floorThicknesses: [20],
    certifications: [DTA('7/21-1788_V1'), ACERMI('15/007/1004')],
  },
  {
    uuid: 20,
    name: 'Rupteur Balcon BK-180',
    performanceClass: 4,
    nominal: 120,
    floors: ['int'],
    walls: ['banche'],
    insulations: ['iti'],
    thicknesses: [100, 120, 140],
    slabs: ['pleine'],
    floorThicknesses: [20, 23],
    certifications: [],
  },
  {
    uuid: 21,
    name: 'Rupteur Balcon BK-220 Haute Performance',
    performanceClass: 2,
    nominal: 160,
    floors: ['int'],
    walls: ['banche'],
    insulations: ['iti'],
    thicknesses: [140, 160],
    slabs: ['pleine'],
    floorThicknesses: [20, 23, 25],
    certifications: [ATEC('3.2/19-977_V1'), ATEX('3104')],
  },
  {
    uuid: 22,
    name: 'Rupteur Acoustique et Thermique RA-120',
    performanceClass: 3,
    nominal: 120,
    floors: ['int'],
    walls: ['bloc', 'brique'],
    insulations: ['iti'],
    thicknesses: [100, 120, 140],
    slabs: ['predalle', 'poutrelles'],
    floorThicknesses: [20],
    certifications: [ATEC('3.1/18-905_V1')],
  },
  {
    uuid: 23,
    name: 'Rupteur Mixte Prédalle PM-100',
    performanceClass: 3,
    nominal: 100,
    floors: ['int', 'ss'],
    walls: ['banche'],
    insulations: ['iti'],
    thicknesses: [100, 120],
    slabs: ['predalle'],
    floorThicknesses: [20, 23],
    certifications: [ATEC('3.1/19-940_V1')],
  },
];

/** The visual's file name: `rupteur-{uuid}-{slug}.png`. */
export function visualOf(rupteur: Pick<RupteurDef, 'uuid' | 'name'>): string {
  const slug = rupteur.name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `rupteur-${rupteur.uuid}-${slug}.png`;
}

/** The manufacturer's site (fictitious, reserved .example domain): product sheets, reference pages, certificates. */
export const MAKER_SITE = 'https://www.rupteurs.example';

import type { FilterSection, ToolDataType } from '@/src/contracts/thermal/filters';

/**
 * The questionnaires' filters, in their fixed order. Configurations and systems refer to values
 * by filter key and value key; the seed gives them ids. Labels are the site's French wording.
 */
export interface FilterDef {
  key: string;
  name: string;
  importColumn: number;
  section: FilterSection;
  /** Illustration file served at /media/download/{bgImage}. */
  bgImage: string;
  values: [key: string, label: string][];
}

const mm = (...sizes: number[]): [string, string][] => sizes.map((n) => [String(n), `${n} mm`]);
const cm = (...sizes: number[]): [string, string][] => sizes.map((n) => [String(n), `${n} cm`]);

/**
 * The thermal questionnaire. Import columns 13 and 14 (the floor's own insulation) concern only
 * floors on a crawl space or above a basement; 16 only the intermediate floor with the
 * thermo-prédalle (rupteur uuid 1). 'Gamme de rupteur' (section rup) is asked but not shown among
 * the result's criteria.
 */
export const THERMAL_FILTERS: FilterDef[] = [
  {
    key: 'plancher',
    name: 'Type de plancher',
    importColumn: 1,
    section: 'psi',
    bgImage: 'filtre-type-plancher.png',
    values: [
      ['tp', 'Plancher bas sur terre-plein'],
      ['vs', 'Plancher vide sanitaire'],
      ['ss', 'Plancher haut de sous-sol'],
      ['int', 'Plancher intermédiaire'],
    ],
  },
  {
    key: 'mur',
    name: 'Type de mur',
    importColumn: 2,
    section: 'psi',
    bgImage: 'filtre-type-mur.png',
    values: [
      ['banche', 'Béton banché'],
      ['bloc', 'Bloc béton'],
      ['brique', 'Brique de terre cuite'],
    ],
  },
  {
    key: 'isolation',
    name: "Type d'isolation du mur",
    importColumn: 3,
    section: 'psi',
    bgImage: 'filtre-isolation.png',
    values: [
      ['iti', "Isolation thermique par l'intérieur (ITI)"],
      ['ite', "Isolation thermique par l'extérieur (ITE)"],
      ['itr', 'Isolation thermique répartie (ITR)'],
    ],
  },
  {
    key: 'isolantMur',
    name: "Épaisseur de l'isolant du mur",
    importColumn: 4,
    section: 'psi',
    bgImage: 'filtre-epaisseur-isolant.png',
    values: mm(80, 100, 120, 140, 160),
  },
  {
    key: 'dalle',
    name: 'Type de plancher porteur',
    importColumn: 5,
    section: 'psi',
    bgImage: 'filtre-type-dalle.png',
    values: [
      ['pleine', 'Dalle pleine'],
      ['predalle', 'Prédalle'],
      ['poutrelles', 'Poutrelles-hourdis'],
    ],
  },
  {
    key: 'epaisseur',
    name: 'Épaisseur du plancher',
    importColumn: 6,
    section: 'psi',
    bgImage: 'filtre-epaisseur-plancher.png',
    values: cm(16, 20, 23, 25),
  },
  {
    key: 'positionBas',
    name: "Position de l'isolant du plancher",
    importColumn: 14,
    section: 'psi',
    bgImage: 'filtre-isolation-plancher.png',
    values: [
      ['sousface', 'Isolation en sous-face'],
      ['souschape', 'Isolation sous chape'],
    ],
  },
  {
    key: 'isolantBas',
    name: "Épaisseur de l'isolant du plancher",
    importColumn: 13,
    section: 'psi',
    bgImage: 'filtre-isolation-plancher.png',
    values: mm(100, 140, 180),
  },
  {
    key: 'thermoPredalle',
    name: "Épaisseur de l'isolant intégré à la thermo-prédalle",
    importColumn: 16,
    section: 'psi',
    bgImage: 'filtre-thermo-predalle.png',
    values: mm(60, 80, 100),
  },
  {
    key: 'gamme',
    name: 'Gamme de rupteur',
    importColumn: 20,
    section: 'rup',
    bgImage: 'filtre-gamme.png',
    values: [
      ['standard', 'Gamme standard'],
      ['hp', 'Gamme haute performance'],
    ],
  },
];

const portee = (key: string): FilterDef => ({
  key: 'portee',
  name: 'Portée du plancher',
  importColumn: 4,
  section: key as FilterSection,
  bgImage: 'filtre-portee.png',
  values: [
    ['courte', "Jusqu'à 5,00 m"],
    ['longue', 'De 5,01 à 7,00 m'],
  ],
});

/**
 * The environmental questionnaires, one per system; the client asks 'Quel est votre système
 * constructif ?' first. The mounting values read as the hints the client shows under them, in cm:
 * prédalle 'épaisseur de prédalle + table de compression', prémur 'peau 1 + noyau + peau 2'.
 */
export const ENV_FILTERS: Record<Exclude<ToolDataType, 'rup'>, FilterDef[]> = {
  pou: [
    {
      key: 'poutrelle',
      name: 'Type de poutrelle',
      importColumn: 1,
      section: 'pou',
      bgImage: 'filtre-poutrelle.png',
      values: [
        ['precontrainte', 'Poutrelle précontrainte'],
        ['treillis', 'Poutrelle treillis'],
      ],
    },
    {
      key: 'entrevous',
      name: "Type d'entrevous",
      importColumn: 2,
      section: 'pou',
      bgImage: 'filtre-entrevous.png',
      values: [
        ['beton', 'Entrevous béton'],
        ['pse', 'Entrevous polystyrène (PSE)'],
      ],
    },
    {
      key: 'hauteur',
      name: 'Hauteur du plancher (entrevous + dalle de compression)',
      importColumn: 3,
      section: 'pou',
      bgImage: 'filtre-hauteur-plancher.png',
      values: [
        ['12+4', '12 + 4'],
        ['16+4', '16 + 4'],
        ['20+4', '20 + 4'],
        ['25+5', '25 + 5'],
      ],
    },
    portee('pou'),
  ],
  pre: [
    {
      key: 'predalle',
      name: 'Type de prédalle',
      importColumn: 1,
      section: 'pre',
      bgImage: 'filtre-predalle.png',
      values: [
        ['precontrainte', 'Prédalle précontrainte'],
        ['armee', 'Prédalle en béton armé'],
        ['thermo', 'Thermoprédalle'],
      ],
    },
    {
      key: 'montage',
      name: 'Montage de la prédalle',
      importColumn: 2,
      section: 'pre',
      bgImage: 'filtre-montage-predalle.png',
      values: [
        ['4+12', '4 + 12'],
        ['5+13', '5 + 13'],
        ['5+15', '5 + 15'],
        ['5+16', '5 + 16'],
      ],
    },
    portee('pre'),
  ],
  mur: [
    {
      key: 'montage',
      name: 'Montage du prémur',
      importColumn: 1,
      section: 'mur',
      bgImage: 'filtre-montage-premur.png',
      values: [
        ['4+10+4', '4 + 10 + 4'],
        ['4+12+4', '4 + 12 + 4'],
        ['5+13+5', '5 + 13 + 5'],
        ['5+15+5', '5 + 15 + 5'],
      ],
    },
    {
      key: 'parement',
      name: 'Type de prémur',
      importColumn: 2,
      section: 'mur',
      bgImage: 'filtre-parement.png',
      values: [
        ['standard', 'Prémur standard'],
        ['architectonique', 'Prémur architectonique'],
      ],
    },
    {
      key: 'hauteur',
      name: "Hauteur d'étage",
      importColumn: 3,
      section: 'mur',
      bgImage: 'filtre-hauteur-etage.png',
      values: [
        ['250', '2,50 m'],
        ['280', '2,80 m'],
        ['300', '3,00 m'],
      ],
    },
  ],
};

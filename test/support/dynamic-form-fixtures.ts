import type { FormStep, ServerField } from '@/src/contracts/forms/server-field';

/**
 * Sample server forms for the form engine's tests (features/dynamic-form): a floor-like step 2
 * and a carbon-like step, each field shaped as the contract says (src/contracts/forms/server-field.ts).
 */

/** The floor: the choice attributes of `floor` and `exposure` decide what `up` and `loadCase` offer. */
export const FLOOR_FIELDS: ServerField[] = [
  {
    name: 'floor',
    label: 'Type de plancher',
    type: 'radio',
    required: true,
    reload: 'form',
    choices: {
      'Plancher sur vide sanitaire': 'vide-sanitaire',
      'Plancher intermédiaire': 'intermediaire',
      'Plancher haut': 'haut',
    },
    choiceAttributes: {
      'vide-sanitaire': { 'available-ups': ['0.27', '0.23'], 'available-load-cases': ['habitation', 'bureaux'] },
      intermediaire: { 'available-ups': ['0.27'], 'available-load-cases': ['habitation', 'bureaux', 'parking'] },
      haut: { 'available-ups': [], 'available-load-cases': ['habitation'] },
    },
  },
  {
    name: 'exposure',
    label: 'Exposition',
    type: 'radio',
    choices: { Exposé: 'expose', Abrité: 'abrite' },
    choiceAttributes: { expose: { 'available-ups': ['0.23', '0.20'] } },
  },
  {
    name: 'up',
    label: 'Valeur Up visée',
    type: 'radio',
    required: true,
    unit: 'W/(m².K)',
    choices: { '0,27': '0.27', '0,23': '0.23', '0,20': '0.20' },
  },
  {
    name: 'floorSpan',
    label: 'Portée',
    type: 'number',
    required: true,
    unit: 'm',
    reload: 'entrevous',
    attr: { min: 1, placeholder: 'Ex. : 5,40' },
    help: 'La plus grande portée entre appuis.',
    tooltips: [
      {
        title: 'La portée',
        content: "La distance libre entre deux appuis, d'un nu à l'autre.",
        image: '/media/download/portee.png',
      },
    ],
  },
  {
    name: 'entrevous',
    label: 'Entrevous',
    type: 'radio',
    choices: { 'Entrevous béton': 'beton', 'Entrevous PSE': 'pse' },
  },
  {
    name: 'loadCase',
    label: "Cas de charge d'exploitation",
    type: 'fakeCheckbox',
    required: true,
    choices: { Habitation: 'habitation', Bureaux: 'bureaux', Parking: 'parking' },
    choiceAttributes: {
      habitation: { gLoad: 1.5, qLoad: 1.5 },
      bureaux: { gLoad: 2, qLoad: 2.5 },
      parking: { gLoad: 1.5, qLoad: 2.5 },
    },
    children: [
      { name: 'gLoad', label: 'Charges permanentes', type: 'number', unit: 'kN/m²' },
      { name: 'qLoad', label: "Charges d'exploitation", type: 'number', unit: 'kN/m²' },
    ],
  },
  {
    name: 'continuity',
    label: 'Continuité sur appui',
    type: 'radio',
    required: true,
    value: false,
    choices: { Oui: 'true', Non: 'false' },
  },
  {
    name: 'continuityWidth',
    label: "Largeur d'appui",
    type: 'number',
    unit: 'cm',
    required: true,
    conditions: [{ field: 'continuity', comparator: '==', value: true }],
  },
  {
    name: 'continuityLength',
    label: 'Longueur de continuité',
    type: 'number',
    unit: 'cm',
    required: true,
    conditions: [{ field: 'continuity', comparator: '==', value: 'true' }],
  },
  {
    name: 'insulation',
    label: 'Isolation',
    type: 'checkbox',
    disabledValue: 'aucune',
    choices: { Aucune: 'aucune', 'Polystyrène sous chape': 'pse', 'Fibre de bois': 'fibre-bois' },
  },
  {
    name: 'insulationThickness',
    label: "Épaisseur d'isolant",
    type: 'number',
    unit: 'cm',
    disabledValue: '0',
    conditions: [{ field: 'insulation', comparator: 'IN', value: ['pse', 'fibre-bois'] }],
  },
];

/** The floor form as `GET /api/simulator/` answers it: step 1 is the island's zip code and name. */
export const FLOOR_STEPS: FormStep[] = [
  {
    step: 1,
    title: 'Votre projet',
    description: null,
    fields: [
      { name: 'zipCode', label: 'Code postal', type: 'text', required: true, attr: { pattern: '[^0-9]' } },
      { name: 'configurationName', label: 'Nom de la configuration', type: 'text', required: true },
    ],
  },
  { step: 2, title: 'Votre plancher', description: 'Décrivez le plancher à réaliser.', fields: FLOOR_FIELDS },
];

/** The carbon tunnel's step 2: ordering comparators, OR, grouped choices, default and forced values. */
export const CARBON_FIELDS: ServerField[] = [
  {
    name: 'systemType',
    label: 'Système constructif',
    type: 'radio',
    required: true,
    choices: { 'Poutrelles-hourdis': 'poutrelles', Prédalles: 'predalles' },
  },
  { name: 'span', label: 'Portée', type: 'number', unit: 'm', required: true, attr: { pattern: '[^0-9,]' } },
  {
    name: 'seismicZone',
    label: 'Zone sismique',
    type: 'radio',
    choices: { 'Zone 1': '1', 'Zone 2': '2', 'Zone 3': '3' },
    conditions: [{ field: 'span', comparator: '>', value: 6 }],
  },
  {
    name: 'propping',
    label: 'Étaiement',
    type: 'radio',
    choices: { Oui: 'true', Non: 'false' },
    conditionsRelation: 'OR',
    conditions: [
      { field: 'span', comparator: '<=', value: 4.5 },
      { field: 'systemType', comparator: '==', value: 'predalles' },
    ],
  },
  { name: 'slabThickness', label: 'Épaisseur de la dalle', type: 'number', unit: 'cm', defaultValue: 20 },
  { name: 'path', label: 'Parcours', type: 'text', forcedValue: 'guided' },
  {
    name: 'cementType',
    label: 'Type de ciment',
    type: 'radio',
    groupedChoices: { 'Ciments courants': { 'CEM I': 'cem1', 'CEM II': 'cem2' }, 'Bas carbone': { 'CEM III': 'cem3' } },
    children: [
      {
        name: 'cementFactor',
        label: 'Facteur du ciment',
        type: 'number',
        unit: 'kg CO2 eq/t',
        conditions: [
          { field: 'cementType', comparator: '!=', value: '' },
          { field: 'cementType', comparator: 'NOT IN', value: ['cem1', 'cem2'] },
        ],
      },
    ],
  },
];

export const CARBON_STEPS: FormStep[] = [{ step: 2, title: 'Vos systèmes', description: null, fields: CARBON_FIELDS }];

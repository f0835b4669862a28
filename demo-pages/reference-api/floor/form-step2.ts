import type { ChoiceAttributes, ServerField } from '@/src/contracts/forms/server-field';
import { frNumber } from './format';
import { CUSTOM_LOAD_CASE, LOAD_CASES } from './loads';
import { POSITIONS_FILE } from './packshot';
import { FAMILY_LABELS } from './technical-data';
import type { FloorPosition, InfillFamily } from './types';

/** What step 2's choices depend on, computed from the answers so far (form.ts). */
export interface Step2Inputs {
  /** The Up targets (values) of each floor position in the postal code's climate zone. */
  upsByFloor: Record<FloorPosition, string[]>;
  /** The `up` choices: those of the floor answered, none before. */
  ups: string[];
  /** The infill families that reach the Up at the span answered; none before both are known. */
  families: InfillFamily[];
}

export const FLOOR_CHOICES = {
  'Plancher bas': 'low',
  'Plancher intermédiaire': 'intermediate',
  'Plancher haut': 'high',
};
export const LEVEL_CHOICES = { 'Rez-de-chaussée': 'ground', Étage: 'upper' };
export const INSULATION_CHOICES = {
  'Isolant sous chape': 'sous-chape',
  'Isolant en sous-face': 'sous-face',
  Aucun: 'aucune',
};
export const CONTINUITY_CHOICES = { Oui: 'true', Non: 'false' };

const ALL_LOAD_CASES = [...LOAD_CASES.map((c) => c.value), CUSTOM_LOAD_CASE.value];
/** A roof floor under an attic carries neither shops nor cars. */
export const LOAD_CASES_BY_FLOOR: Record<FloorPosition, string[]> = {
  low: ALL_LOAD_CASES,
  intermediate: ALL_LOAD_CASES,
  high: ['habitation', 'bureaux', CUSTOM_LOAD_CASE.value],
};

function floorField(inputs: Step2Inputs): ServerField {
  const choiceAttributes: Record<string, ChoiceAttributes> = {};
  for (const floor of Object.values(FLOOR_CHOICES) as FloorPosition[]) {
    choiceAttributes[floor] = {
      'available-load-cases': LOAD_CASES_BY_FLOOR[floor],
      'available-ups': inputs.upsByFloor[floor],
    };
  }
  return {
    name: 'floor',
    label: 'Position du plancher',
    type: 'radio',
    required: true,
    choices: FLOOR_CHOICES,
    choiceAttributes,
    reload: 'form',
    tooltips: [
      {
        title: 'Position du plancher',
        content:
          'Plancher bas : sur vide sanitaire ou sous-sol non chauffé. Plancher intermédiaire : entre deux niveaux chauffés. Plancher haut : sous combles perdus.',
        image: `/media/download/${POSITIONS_FILE}`,
      },
    ],
  };
}

const number = (name: string, label: string, unit: string, attr: ServerField['attr']): ServerField => ({
  name,
  label,
  type: 'number',
  required: true,
  unit,
  attr,
});

function loadFields(): ServerField[] {
  const choices: Record<string, string> = {};
  const choiceAttributes: Record<string, ChoiceAttributes> = {};
  for (const loadCase of LOAD_CASES) {
    choices[loadCase.label] = loadCase.value;
    choiceAttributes[loadCase.value] = { gLoad: loadCase.gLoad, qLoad: loadCase.qLoad };
  }
  choices[CUSTOM_LOAD_CASE.label] = CUSTOM_LOAD_CASE.value;
  const custom = [{ field: 'loadCase', comparator: '==' as const, value: CUSTOM_LOAD_CASE.value }];
  return [
    { name: 'loadCase', label: 'Usage du local', type: 'fakeCheckbox', required: true, choices, choiceAttributes },
    {
      ...number('gLoad', 'Charges permanentes g (revêtements, cloisons)', 'kN/m²', {
        min: 0,
        max: 10,
        placeholder: '1,5',
      }),
      conditions: custom,
      disabledValue: null,
    },
    {
      ...number('qLoad', "Charges d'exploitation q", 'kN/m²', { min: 0, max: 10, placeholder: '2,5' }),
      conditions: custom,
      disabledValue: null,
    },
  ];
}

function continuityFields(): ServerField[] {
  const shown = [{ field: 'continuity', comparator: '==' as const, value: 'true' }];
  return [
    {
      name: 'continuity',
      label: 'Continuité sur un appui intermédiaire',
      type: 'radio',
      required: true,
      choices: CONTINUITY_CHOICES,
      tooltips: [
        {
          title: 'Continuité sur appui',
          content:
            'Les poutrelles de deux travées sont rendues continues sur le mur de refend par des aciers (chapeaux) coulés dans la dalle : la portée admissible augmente.',
        },
      ],
    },
    {
      ...number('continuityWidth', "Largeur de l'appui", 'cm', { min: 1, placeholder: '20' }),
      conditions: shown,
      disabledValue: null,
    },
    {
      ...number('continuityLength', 'Longueur de la continuité', 'cm', { min: 1, placeholder: '100' }),
      conditions: shown,
      disabledValue: null,
    },
  ];
}

/** The Up targets of the floor answered, labelled in French notation. */
function upField(values: string[]): ServerField {
  const ups: Record<string, string> = {};
  for (const up of values) ups[frNumber(Number(up), 2)] = up;
  return {
    name: 'up',
    label: 'Performance thermique visée (Up)',
    type: 'radio',
    required: true,
    unit: 'W/(m².K)',
    choices: ups,
    conditions: [{ field: 'floor', comparator: 'IN', value: ['low', 'high'] }],
    disabledValue: null,
    reload: 'entrevous',
    tooltips: [
      {
        title: 'Coefficient Up',
        content:
          'Déperdition du plancher en W/(m².K) : plus il est bas, mieux le plancher isole. Les valeurs proposées sont celles de la zone climatique de votre code postal.',
      },
    ],
  };
}

/** Step 2, in the order the visitor answers it; conditions name earlier fields only. */
export function step2Fields(inputs: Step2Inputs): ServerField[] {
  const families: Record<string, string> = {};
  for (const family of inputs.families) families[FAMILY_LABELS[family]] = family;
  return [
    floorField(inputs),
    {
      name: 'floorLevel',
      label: 'Niveau du plancher',
      type: 'radio',
      required: true,
      choices: LEVEL_CHOICES,
      // A low floor is on the ground floor: its level is not asked.
      conditions: [{ field: 'floor', comparator: '!=', value: 'low' }],
      disabledValue: 'ground',
      help: "À l'étage, le plancher doit être coupe-feu 30 minutes (REI 30).",
    },
    upField(inputs.ups),
    ...loadFields(),
    {
      ...number('floorSpan', 'Portée entre appuis', 'cm', { min: 100, max: 900, placeholder: 'Ex. : 520' }),
      reload: 'entrevous',
      tooltips: [
        {
          title: 'Portée',
          content: 'Distance libre entre les nus des deux appuis des poutrelles, en centimètres.',
        },
      ],
    },
    ...continuityFields(),
    {
      name: 'insulation',
      label: 'Isolant complémentaire',
      type: 'checkbox',
      required: true,
      choices: INSULATION_CHOICES,
      disabledValue: 'aucune',
      // Between two heated storeys no insulation is added.
      conditions: [{ field: 'floor', comparator: 'NOT IN', value: ['intermediate'] }],
      reload: 'entrevous',
    },
    { name: 'floorType', label: "Type d'entrevous", type: 'radio', required: true, choices: families },
    { name: 'company', label: 'Entreprise', type: 'text', required: false, attr: { placeholder: 'Votre entreprise' } },
  ];
}

import type { SystemType } from './systems';

/**
 * The `favorites` shortcut: the usual answers of each system (a house floor of 4.5 m for beams
 * and blocks, a 6 m collective-housing span for slabs). Picking it proposes these values as the
 * fields' `defaultValue`s; 'Personnaliser' keeps the generic defaults.
 */
export const PRESETS: Record<SystemType, { label: string; values: Record<string, string> }> = {
  'entrevous-beton': {
    label: 'Maison individuelle (16+4, 4,50 m)',
    values: { span: '450', concreteClass: 'C25/30', cementType: 'cem-ii-a', thermalBreak: 'sans', entrevous: 'beton' },
  },
  'entrevous-isolant': {
    label: 'Maison individuelle sur vide sanitaire (4,50 m, rupteurs)',
    values: {
      span: '450',
      concreteClass: 'C25/30',
      cementType: 'cem-ii-a',
      thermalBreak: 'avec',
      entrevous: 'isolant',
    },
  },
  predalle: {
    label: 'Logement collectif (6 m)',
    values: { span: '600', concreteClass: 'C25/30', cementType: 'cem-iii-a', thermalBreak: 'avec', propping: 'oui' },
  },
  'dalle-pleine': {
    label: 'Logement collectif (20 cm, 5 m)',
    values: { span: '500', concreteClass: 'C25/30', cementType: 'cem-ii-a', thermalBreak: 'avec' },
  },
};

/** The generic defaults (§4.2: proposed, added after 150 ms). */
export const DEFAULTS: Record<string, string> = {
  span: '500',
  compressionSlab: '5',
  concreteClass: 'C25/30',
  cementType: 'cem-ii-a',
  cementContent: '300',
  cementFactor: '0,87',
};

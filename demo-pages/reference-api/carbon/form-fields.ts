import type { ServerField } from '@/src/contracts/forms/server-field';
import { departmentOf, seismicZoneOf } from './seismic';
import type { AnswerValues } from './answers';
import { SYSTEM_LABELS, type SystemType } from './systems';

/** §3 `systemType`: the four systems of the history's filter (history/definitions.ts CLUSTER_FILTERS). */
export function systemTypeField(): ServerField {
  const choices = Object.fromEntries(Object.entries(SYSTEM_LABELS).map(([value, label]) => [label, value]));
  return { name: 'systemType', label: 'Système constructif', type: 'radio', required: true, choices, reload: 'form' };
}

/**
 * The infill blocks of a beam-and-block floor, as `POST /api/simulator/entrevous/` answers it:
 * wood-fibre blocks (the bio-based option) are made up to 20 cm high, i.e. spans up to 6.40 m.
 * Shown for beams and blocks only (NOT IN the slabs).
 */
export function entrevousField(values: AnswerValues): ServerField {
  const span = Number(values.span ?? 0);
  const choices: Record<string, string> =
    values.systemType === 'entrevous-isolant' ? { 'Entrevous PSE': 'isolant' } : { 'Entrevous béton': 'beton' };
  if (!(span > 640)) choices['Entrevous en fibre de bois (biosourcé)'] = 'bio';
  return {
    name: 'entrevous',
    label: 'Entrevous',
    type: 'radio',
    required: true,
    choices,
    help: 'L’option biosourcée compte le carbone stocké par la fibre de bois dans l’analyse de cycle de vie.',
    conditions: [{ field: 'systemType', comparator: 'NOT IN', value: ['predalle', 'dalle-pleine'] }],
  };
}

export function geometryFields(): ServerField[] {
  const digits = { pattern: '[^0-9]' };
  return [
    {
      name: 'span',
      label: 'Portée',
      type: 'number',
      unit: 'cm',
      required: true,
      attr: { ...digits, min: 200, max: 900 },
      reload: 'entrevous',
    },
    {
      name: 'joists',
      label: 'Poutrelles',
      type: 'radio',
      required: true,
      // Lattice joists only carry short spans (4 m at most); beyond, prestressed joists.
      choices: { 'Poutrelles treillis': 'treillis', 'Poutrelles précontraintes': 'precontraintes' },
      conditions: [
        { field: 'span', comparator: '<=', value: 400 },
        { field: 'systemType', comparator: 'NOT IN', value: ['predalle', 'dalle-pleine'] },
      ],
    },
    {
      name: 'compressionSlab',
      label: 'Épaisseur de la dalle de compression',
      type: 'number',
      unit: 'cm',
      required: true,
      attr: { ...digits, min: 4, max: 8 },
      conditions: [
        { field: 'span', comparator: '>', value: 600 },
        { field: 'systemType', comparator: '!=', value: 'predalle' },
        { field: 'systemType', comparator: '!=', value: 'dalle-pleine' },
      ],
    },
    {
      name: 'propping',
      label: 'Étaiement intermédiaire des prédalles',
      type: 'radio',
      required: true,
      choices: { Oui: 'oui', Non: 'non' },
      conditions: [
        { field: 'systemType', comparator: '==', value: 'predalle' },
        { field: 'span', comparator: '>=', value: 450 },
      ],
    },
  ];
}

/** §3 `cementType`, with `children` for a custom concrete; the class grouped by family. */
export function concreteFields(): ServerField[] {
  return [
    {
      name: 'concreteClass',
      label: 'Classe de résistance du béton',
      type: 'radio',
      required: true,
      groupedChoices: {
        'Bétons courants': { 'C20/25': 'C20/25', 'C25/30': 'C25/30' },
        'Bétons à hautes performances': { 'C30/37': 'C30/37', 'C35/45': 'C35/45' },
      },
    },
    {
      name: 'cementType',
      label: 'Type de ciment',
      type: 'radio',
      required: true,
      choices: {
        'CEM I': 'cem-i',
        'CEM II/A': 'cem-ii-a',
        'CEM III/A (bas carbone)': 'cem-iii-a',
        'Béton personnalisé': 'custom',
      },
      children: [
        {
          name: 'cementContent',
          label: 'Dosage en ciment',
          type: 'number',
          unit: 'kg/m³',
          required: true,
          attr: { pattern: '[^0-9]', placeholder: 'Ex. : 300' },
          conditions: [{ field: 'cementType', comparator: '==', value: 'custom' }],
        },
        {
          name: 'cementFactor',
          label: 'Facteur d’émission du ciment',
          type: 'number',
          unit: 'kg CO₂ eq/kg',
          required: true,
          attr: { pattern: '[^0-9,.]', placeholder: 'Ex. : 0,87' },
          conditions: [{ field: 'cementType', comparator: '==', value: 'custom' }],
        },
      ],
    },
  ];
}

/**
 * §3 `thermalBreak` and `seismicZone`. The zone is proposed from the zip's département (a default
 * value, not a forced one: the commune may differ), its basis said in the help, and the visitor may correct it.
 */
export function siteFields(zip: string): ServerField[] {
  const zone = seismicZoneOf(zip);
  const department = departmentOf(zip);
  return [
    {
      name: 'thermalBreak',
      label: 'Rupteurs thermiques',
      type: 'radio',
      required: true,
      choices: { 'Avec rupteurs thermiques': 'avec', 'Sans rupteur': 'sans' },
    },
    {
      name: 'seismicZone',
      label: 'Zone sismique',
      type: 'radio',
      required: true,
      choices: {
        'Zone 1 (très faible)': '1',
        'Zone 2 (faible)': '2',
        'Zone 3 (modérée)': '3',
        'Zone 4 (moyenne)': '4',
        'Zone 5 (forte)': '5',
      },
      ...(zone === null ? {} : { defaultValue: String(zone) }),
      help:
        zone === null
          ? 'Choisissez la zone sismique de la commune du chantier.'
          : `Zone ${zone} d'après le département ${department} — la commune peut relever d'une autre zone : corrigez-la si besoin.`,
    },
    {
      name: 'chaining',
      label: 'Chaînages',
      type: 'radio',
      // In zones 3 to 5 the Eurocode 8 imposes reinforced chaining (counted in the steel): not asked.
      choices: { 'Chaînages courants': 'courants', 'Chaînages renforcés': 'renforces' },
      defaultValue: 'courants',
      conditions: [{ field: 'seismicZone', comparator: '<', value: 3 }],
    },
  ];
}

export function favoritesField(system: SystemType, presetLabel: string): ServerField {
  return {
    name: 'favorites',
    label: 'Configuration favorite',
    type: 'radio',
    choices: { [presetLabel]: system, Personnaliser: 'custom' },
    help: 'Propose les réponses usuelles de ce système ; vous pouvez les modifier.',
    reload: 'form',
  };
}

import { frNumber, metres, upText } from './format';
import { LOAD_CLASSES } from './loads';
import { thicknessOf } from './thickness';
import type { FloorSystem, InfillFamily } from './types';

export const FAMILY_LABELS: Record<InfillFamily, string> = {
  'entrevous-beton': 'Entrevous béton',
  'entrevous-polystyrene': 'Entrevous polystyrène',
  'entrevous-bois': 'Entrevous fibre de bois',
};

/** The detail page's technical characteristics (label/value), derived from the system's data. */
export function technicalData(system: FloorSystem): { label: string; value: string }[] {
  const rows = [
    { label: "Type d'entrevous", value: FAMILY_LABELS[system.family] },
    { label: "Hauteur de l'entrevous", value: `${system.blockHeight} cm` },
    { label: 'Dalle de compression', value: `${system.slab} cm` },
    { label: 'Épaisseur totale', value: `${thicknessOf(system)} cm` },
    { label: 'Entraxe des poutrelles', value: `${system.joistSpacing} cm` },
    { label: 'Poids propre', value: `${frNumber(system.selfWeight, 2)} kN/m²` },
    { label: 'Résistance au feu', value: `REI ${system.fireResistance}` },
    {
      label: 'Up',
      value: system.family === 'entrevous-beton' ? `${upText(system.up)} (entrevous non isolant)` : upText(system.up),
    },
    ...LOAD_CLASSES.map((loadClass, i) => ({
      label: `Portée maximale, ${loadClass.label}`,
      value: metres(system.maxSpans[i]!),
    })),
    { label: 'Continuité sur appui', value: system.continuity ? 'Oui' : 'Non' },
  ];
  if (system.tongue > 0) rows.splice(3, 0, { label: 'Languette sous poutrelles', value: `${system.tongue} cm` });
  return rows;
}

/** The cross-section's layers, top to bottom (cm). */
export function layersOf(system: FloorSystem): { short: string; thickness: number; unit: string }[] {
  const layers = [
    { short: 'Dalle de compression', thickness: system.slab, unit: 'cm' },
    { short: FAMILY_LABELS[system.family], thickness: system.blockHeight, unit: 'cm' },
  ];
  if (system.tongue > 0) layers.push({ short: 'Languette', thickness: system.tongue, unit: 'cm' });
  return layers;
}

import { carbonInput, type AnswerValues } from './answers';
import { carbonModel } from './model';
import { seismicZoneOf } from './seismic';
import type { StoredSimulation } from './store';
import type { SystemType } from './systems';

/**
 * Step-2 answers giving a result for each system type, and `sansResultat`: a solid slab over
 * 7.50 m, which no system of its kind spans — a simulation has no result exactly when the span is
 * beyond its system's reach (maxSpan in data/carbon-systems.json), and the tunnel shows 'Aucun résultat trouvé'.
 * The seismic zone is the zip's (forced); `exampleValues` adds it with step 1.
 */
export const CARBON_EXAMPLES: Record<SystemType | 'sansResultat', Record<string, string>> = {
  'entrevous-beton': {
    systemType: 'entrevous-beton',
    favorites: 'entrevous-beton',
    span: '450',
    entrevous: 'beton',
    concreteClass: 'C25/30',
    cementType: 'cem-ii-a',
    thermalBreak: 'sans',
  },
  'entrevous-isolant': {
    systemType: 'entrevous-isolant',
    favorites: 'custom',
    span: '620',
    compressionSlab: '5',
    entrevous: 'bio',
    concreteClass: 'C25/30',
    cementType: 'cem-iii-a',
    thermalBreak: 'avec',
  },
  predalle: {
    systemType: 'predalle',
    favorites: 'predalle',
    span: '600',
    propping: 'oui',
    concreteClass: 'C30/37',
    cementType: 'cem-iii-a',
    thermalBreak: 'avec',
  },
  'dalle-pleine': {
    systemType: 'dalle-pleine',
    favorites: 'custom',
    span: '500',
    concreteClass: 'C25/30',
    cementType: 'custom',
    cementContent: '280',
    cementFactor: '0,65',
    thermalBreak: 'avec',
  },
  sansResultat: {
    systemType: 'dalle-pleine',
    span: '750',
    concreteClass: 'C25/30',
    cementType: 'cem-i',
    thermalBreak: 'sans',
  },
};

/** The example's full answer values for a site: step 1, then step 2 with the zip's seismic zone. */
export function exampleValues(example: keyof typeof CARBON_EXAMPLES, zip: string, projectName: string): AnswerValues {
  const zone = String(seismicZoneOf(zip) ?? 1);
  return { zipCode: zip, projectName, path: 'guided', ...CARBON_EXAMPLES[example], seismicZone: zone };
}

/** The stored simulation of an example, computed by the model. */
export function exampleSimulation(
  example: keyof typeof CARBON_EXAMPLES,
  zip: string,
  projectName: string,
): StoredSimulation {
  const answers = exampleValues(example, zip, projectName);
  return { systemType: answers.systemType!, answers, result: carbonModel(carbonInput(answers)) };
}

import { buildSystem, type SystemSpec } from './system-builder';
import type { FloorSystem } from './types';

/**
 * Expanded-polystyrene-block floors. Up values: the order the Avis Techniques of insulating
 * infill blocks state for a floor on a crawl space — about 0.27–0.36 W/(m².K) for a plain 12 or
 * 16 cm block, 0.20–0.23 with a tongue covering the joists, 0.16 for graphite PSE with a thick
 * tongue. PSE blocks alone give REI 15; the roof-floor block has a protective board (REI 30).
 * Spans are a little under the concrete blocks' (lighter section, same joists).
 */

type PseSpec = Omit<SystemSpec, 'family' | 'description' | 'fdesDate' | 'displayScheme'> & { points: string[] };

const pse = ({ points, ...spec }: PseSpec, lead: string): FloorSystem =>
  buildSystem({
    ...spec,
    family: 'entrevous-polystyrene',
    description: `<p>${lead}</p><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`,
    displayScheme: spec.tongue > 0,
    fdesDate: '2024-10-07',
  });

const LOW_AND_HIGH: FloorSystem['positions'] = ['low', 'high'];

export const PSE_SYSTEMS: FloorSystem[] = [
  pse(
    {
      slug: 'poutrelles-entrevous-pse-12-4',
      libelle: 'Plancher poutrelles + entrevous PSE 12+4',
      points: ['Languette de 3 cm sous les poutrelles', 'Up 0,27 W/(m².K) sans isolant rapporté'],
      blockHeight: 12,
      slab: 4,
      tongue: 3,
      positions: LOW_AND_HIGH,
      up: 0.27,
      fireResistance: 15,
      maxSpans: [440, 390, 330],
      continuity: false,
      insulations: ['sous-chape', 'aucune'],
      selfWeight: 1.75,
      concreteVolume: 0.068,
      blockMass: 1.8,
      similar: ['poutrelles-entrevous-pse-16-4', 'poutrelles-entrevous-beton-12-4'],
    },
    'Entrevous isolants en polystyrène expansé à languette, pour les planchers bas sur vide sanitaire.',
  ),
  pse(
    {
      slug: 'poutrelles-entrevous-pse-16-4',
      libelle: 'Plancher poutrelles + entrevous PSE 16+4',
      points: ['Languette de 3 cm sous les poutrelles', 'Continuité sur appui possible'],
      blockHeight: 16,
      slab: 4,
      tongue: 3,
      positions: LOW_AND_HIGH,
      up: 0.23,
      fireResistance: 15,
      maxSpans: [540, 480, 410],
      continuity: true,
      insulations: ['sous-chape', 'aucune'],
      selfWeight: 1.95,
      concreteVolume: 0.078,
      blockMass: 2.2,
      similar: ['poutrelles-entrevous-pse-20-4', 'poutrelles-entrevous-pse-rupteur-integre-16-4'],
    },
    'Entrevous isolants en polystyrène expansé à languette, le standard des planchers bas de maison individuelle.',
  ),
  pse(
    {
      slug: 'poutrelles-entrevous-pse-20-4',
      libelle: 'Plancher poutrelles + entrevous PSE 20+4',
      points: ['Languette de 3 cm sous les poutrelles', 'Grandes portées sans étaiement intermédiaire'],
      blockHeight: 20,
      slab: 4,
      tongue: 3,
      positions: LOW_AND_HIGH,
      up: 0.2,
      fireResistance: 15,
      maxSpans: [620, 560, 470],
      continuity: true,
      insulations: ['sous-chape', 'aucune'],
      selfWeight: 2.15,
      concreteVolume: 0.086,
      blockMass: 2.7,
      similar: ['poutrelles-entrevous-pse-graphite-20-4', 'poutrelles-entrevous-pse-16-4'],
    },
    'Entrevous isolants en polystyrène expansé à languette pour les portées de plus de 5 m.',
  ),
  pse(
    {
      slug: 'poutrelles-entrevous-pse-graphite-20-4',
      libelle: 'Plancher poutrelles + entrevous PSE graphité 20+4',
      points: ['PSE graphité, languette de 5 cm', 'Up 0,16 W/(m².K) sans isolant rapporté'],
      blockHeight: 20,
      slab: 4,
      tongue: 5,
      positions: LOW_AND_HIGH,
      up: 0.16,
      fireResistance: 15,
      maxSpans: [620, 560, 470],
      continuity: true,
      insulations: ['sous-chape', 'aucune'],
      selfWeight: 2.2,
      concreteVolume: 0.086,
      blockMass: 3.2,
      similar: ['poutrelles-entrevous-pse-20-4', 'plancher-haut-pse-20-5'],
    },
    'Entrevous très isolants en polystyrène graphité, pour viser les Up les plus bas sans isolant sous chape.',
  ),
  pse(
    {
      slug: 'poutrelles-entrevous-pse-rupteur-integre-16-4',
      libelle: 'Plancher poutrelles + entrevous PSE 16+4 à rupteur intégré',
      points: ['Rupteur de pont thermique intégré en rive', 'Languette de 3 cm sous les poutrelles'],
      blockHeight: 16,
      slab: 4,
      tongue: 3,
      positions: LOW_AND_HIGH,
      up: 0.2,
      fireResistance: 15,
      maxSpans: [530, 470, 400],
      continuity: false,
      insulations: ['sous-chape', 'aucune'],
      selfWeight: 1.95,
      concreteVolume: 0.076,
      blockMass: 2.4,
      similar: ['poutrelles-entrevous-pse-16-4'],
    },
    'Entrevous isolants dont les rives traitent le pont thermique plancher-mur : le Up tient compte des liaisons.',
  ),
  pse(
    {
      slug: 'poutrelles-entrevous-pse-12-4-sans-languette',
      libelle: 'Plancher poutrelles + entrevous PSE 12+4 sans languette',
      points: [
        'Sous-face plane, prête à recevoir un isolant ou un plafond',
        'Coupe-feu 30 minutes avec plafond plâtre',
      ],
      blockHeight: 12,
      slab: 4,
      tongue: 0,
      positions: ['low', 'intermediate'],
      up: 0.36,
      fireResistance: 30,
      maxSpans: [450, 400, 340],
      continuity: true,
      insulations: ['sous-chape', 'sous-face', 'aucune'],
      selfWeight: 1.7,
      concreteVolume: 0.066,
      blockMass: 1.6,
      similar: ['poutrelles-entrevous-pse-12-4', 'poutrelles-entrevous-beton-12-4'],
    },
    'Entrevous légers en polystyrène expansé, sans languette, pour les planchers d’étage sous plafond plâtre.',
  ),
  pse(
    {
      slug: 'plancher-haut-pse-20-5',
      libelle: 'Plancher haut poutrelles + entrevous PSE 20+5',
      points: ['Plaque de protection en sous-face : coupe-feu 30 minutes', 'Dalle de compression de 5 cm'],
      blockHeight: 20,
      slab: 5,
      tongue: 4,
      positions: ['high'],
      up: 0.2,
      fireResistance: 30,
      maxSpans: [650, 590, 490],
      continuity: true,
      insulations: ['sous-chape', 'aucune'],
      selfWeight: 2.4,
      concreteVolume: 0.096,
      blockMass: 3,
      similar: ['poutrelles-entrevous-pse-graphite-20-4', 'poutrelles-entrevous-pse-20-4'],
    },
    'Plancher haut sous combles : entrevous isolants à languette et plaque de protection au feu en sous-face.',
  ),
];

import { buildSystem, type SystemSpec } from './system-builder';
import type { FloorSystem, Insulation } from './types';

/**
 * Concrete-block and wood-fibre-block floors. Spans: the order of the span tables of beam-and-block
 * Avis Techniques (CSTB group 3.3) for single prestressed joists at 60–63 cm: about 4.5 m for a
 * 12+4 and 7.5 m for a 25+5 under residential loads, about 25 % less under shop loads. A concrete
 * block does not insulate: its Up (≈ 1.9 W/(m².K) on a crawl space, Th-U fascicule 'Parois
 * opaques') only drops with added insulation.
 */

const ALL_INSULATIONS: Insulation[] = ['sous-chape', 'sous-face', 'aucune'];

const concrete = (
  height: number,
  slab: number,
  spans: [number, number, number],
  figures: { selfWeight: number; concreteVolume: number; blockMass: number },
  similar: string[],
): FloorSystem =>
  buildSystem({
    slug: `poutrelles-entrevous-beton-${height}-${slab}`,
    libelle: `Plancher poutrelles + entrevous béton ${height}+${slab}`,
    description:
      `<p>Plancher à poutrelles précontraintes et entrevous béton de ${height} cm, dalle de compression de ${slab} cm.</p>` +
      '<ul><li>Pose sans étaiement jusqu’à 2,50 m</li><li>Entrevous porteurs, circulables en phase chantier</li>' +
      '<li>Compatible avec un isolant sous chape ou en sous-face</li></ul>',
    family: 'entrevous-beton',
    blockHeight: height,
    slab,
    tongue: 0,
    displayScheme: height >= 16,
    positions: ['low', 'intermediate', 'high'],
    up: 1.9,
    fireResistance: height >= 16 ? 60 : 30,
    maxSpans: spans,
    continuity: true,
    insulations: ALL_INSULATIONS,
    ...figures,
    similar,
    fdesDate: '2024-04-18',
  });

export const CONCRETE_SYSTEMS: FloorSystem[] = [
  concrete(12, 4, [450, 400, 340], { selfWeight: 2.5, concreteVolume: 0.075, blockMass: 80 }, [
    'poutrelles-entrevous-beton-16-4',
    'poutrelles-entrevous-pse-12-4',
  ]),
  concrete(16, 4, [560, 500, 420], { selfWeight: 2.85, concreteVolume: 0.085, blockMass: 100 }, [
    'poutrelles-entrevous-beton-20-4',
    'poutrelles-entrevous-pse-16-4',
    'poutrelles-entrevous-fibre-de-bois-16-4',
  ]),
  concrete(20, 4, [640, 580, 490], { selfWeight: 3.2, concreteVolume: 0.092, blockMass: 118 }, [
    'poutrelles-entrevous-beton-16-4',
    'poutrelles-entrevous-beton-25-5',
  ]),
  concrete(25, 5, [760, 690, 590], { selfWeight: 3.9, concreteVolume: 0.11, blockMass: 140 }, [
    'poutrelles-entrevous-beton-20-4',
  ]),
];

/** A system whose documents are web pages only (no file to download). */
const pagesOnly = (spec: SystemSpec): FloorSystem => {
  const system = buildSystem(spec);
  return { ...system, documents: system.documents.filter((document) => !document.downloadable) };
};

export const WOOD_SYSTEMS: FloorSystem[] = [
  buildSystem({
    slug: 'poutrelles-entrevous-fibre-de-bois-16-4',
    libelle: 'Plancher poutrelles + entrevous fibre de bois 16+4',
    description:
      '<p>Entrevous moulés en fibre de bois, biosourcés, sur poutrelles précontraintes.</p>' +
      '<ul><li>Isolation thermique et acoustique</li><li>Coupe-feu 30 minutes sans plafond rapporté</li></ul>',
    family: 'entrevous-bois',
    blockHeight: 16,
    slab: 4,
    tongue: 0,
    displayScheme: true,
    positions: ['low', 'intermediate', 'high'],
    up: 0.3,
    fireResistance: 30,
    maxSpans: [530, 470, 400],
    continuity: true,
    insulations: ALL_INSULATIONS,
    selfWeight: 2.1,
    concreteVolume: 0.078,
    blockMass: 14,
    similar: ['poutrelles-entrevous-bois-moule-20-4', 'poutrelles-entrevous-beton-16-4'],
    fdesDate: '2025-01-15',
  }),
  // Its Avis Technique and FDES are not published yet: its product page is its only document, so
  // its detail has no 'Tout télécharger' (downloadAllFilesURL null) and its zip is a 404.
  pagesOnly({
    slug: 'poutrelles-entrevous-bois-moule-20-4',
    libelle: 'Plancher poutrelles + entrevous bois moulé 20+4',
    description:
      '<p>Entrevous en copeaux de bois moulés et liés, pour les grandes portées en construction biosourcée.</p>' +
      '<ul><li>Entrevous légers, manuportables</li><li>Continuité sur appui possible</li></ul>',
    family: 'entrevous-bois',
    blockHeight: 20,
    slab: 4,
    tongue: 0,
    displayScheme: true,
    positions: ['low', 'intermediate', 'high'],
    up: 0.28,
    fireResistance: 30,
    maxSpans: [610, 550, 460],
    continuity: true,
    insulations: ['sous-chape', 'aucune'],
    selfWeight: 2.3,
    concreteVolume: 0.086,
    blockMass: 17,
    similar: ['poutrelles-entrevous-fibre-de-bois-16-4'],
    fdesDate: '2025-03-11',
  }),
];

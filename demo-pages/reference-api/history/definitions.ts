import type { ClusterFilters } from '@/src/contracts/history/carbon';
import type { FloorFilters } from '@/src/contracts/history/floor';

/**
 * The server's filter definitions, in French (account-layer §3): labels are shown, values are
 * sent back as filter parameters and stored on the items.
 */
export const FLOOR_FILTERS: FloorFilters = {
  floor: {
    values: { 'Plancher bas': 'low', 'Plancher intermédiaire': 'intermediate', 'Plancher haut': 'high' },
    tooltip:
      'Position du plancher : bas (sur vide sanitaire ou terre-plein), intermédiaire (entre deux niveaux) ou haut (sous combles).',
  },
  floorLevel: {
    values: { 'Rez-de-chaussée': 'ground', Étage: 'upper' },
    tooltip: 'Niveau du bâtiment où se trouve le plancher.',
  },
  type: {
    values: { Simulation: 'simulation', Système: 'solution' },
    tooltip: 'Simulation : un calcul de plancher enregistré. Système : une solution constructive enregistrée.',
  },
  title: true,
  projectCode: true,
};

/** Infill-block types of the floor simulations (the floorType parameter; no definition is answered). */
export const FLOOR_TYPES = ['entrevous-beton', 'entrevous-polystyrene'] as const;

/** The carbon filters and order labels (account-layer §9: carbon labels come from the server). */
export const CLUSTER_FILTERS: ClusterFilters = {
  filters: {
    systemType: {
      values: {
        'Poutrelles et entrevous béton': 'entrevous-beton',
        'Poutrelles et entrevous isolants': 'entrevous-isolant',
        Prédalles: 'predalle',
        'Dalle pleine': 'dalle-pleine',
      },
      tooltip: 'Système constructif : garde les groupements qui contiennent au moins une simulation de ce système.',
    },
  },
  orders: [
    { value: 'DESC', label: 'À partir des plus récentes' },
    { value: 'ASC', label: 'À partir des plus anciennes' },
  ],
};

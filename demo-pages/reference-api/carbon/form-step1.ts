import type { ServerField } from '@/src/contracts/forms/server-field';

/**
 * Step 1 of the tunnel (§3, §5 carbon tunnel): the zip code (it forces the seismic zone), the
 * project's name and the path, whose only choice is the guided one. In cluster mode (a simulation
 * added to a cluster) the zip and the name are the cluster's: only `path` is asked.
 */
export function carbonStep1(clusterMode: boolean): ServerField[] {
  const path: ServerField = {
    name: 'path',
    label: 'Parcours',
    type: 'radio',
    required: true,
    choices: { 'Parcours guidé': 'guided' },
    defaultValue: 'guided',
  };
  if (clusterMode) return [path];
  return [
    {
      name: 'zipCode',
      label: 'Code postal du chantier',
      type: 'text',
      required: true,
      attr: { pattern: '[^0-9]', placeholder: 'Ex. : 69007' },
      help: 'Il fixe la zone sismique du chantier et le bureau d’étude de votre département.',
      reload: 'form',
    },
    {
      name: 'projectName',
      label: 'Nom du projet',
      type: 'text',
      required: true,
      attr: { placeholder: 'Ex. : Résidence Les Tilleuls' },
    },
    path,
  ];
}

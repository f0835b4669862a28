import type { ServerField } from '@/src/contracts/forms/server-field';

/**
 * Step 1 of the configurator (§2.1, §5 'Floor step 1'): the postal code and the configuration's
 * name. The postal code reloads the form: the Up targets of step 2 depend on its climate zone.
 */
export function step1Fields(): ServerField[] {
  return [
    {
      name: 'zipCode',
      label: 'Code postal du chantier',
      type: 'text',
      required: true,
      // Anything but a digit is stripped as it is typed (§5).
      attr: { pattern: '[^0-9]', placeholder: 'Ex. : 69003' },
      help: 'Il détermine la zone climatique et le bureau d’étude de votre département.',
      reload: 'form',
    },
    {
      name: 'configurationName',
      label: 'Nom de la configuration',
      type: 'text',
      required: true,
      attr: { placeholder: 'Ex. : Maison Durand – rez-de-chaussée' },
    },
  ];
}

import { ACTIVITIES } from '@/src/contracts/fields';

type Activity = (typeof ACTIVITIES)[number];

/**
 * The activity choices, shared by the registration and the profile forms: the labels of
 * account-layer §3 on the registration values of floor-and-carbon-tools §3 ('' is the blank one).
 */
export const ACTIVITY_CHOICES: readonly { value: Activity; label: string }[] = [
  { value: '', label: 'Non précisée' },
  { value: 'maçon', label: 'Maçon' },
  { value: 'cmiste', label: 'CMIste' },
  { value: 'négoces', label: 'Négoces' },
  { value: 'maitre-oeuvre-promoteur', label: "Maître d'oeuvre / Promoteur" },
  { value: 'architecte', label: 'Architecte' },
  { value: 'bureau-etude', label: "Bureau d'étude" },
  { value: 'economiste', label: 'Économiste' },
  { value: 'autre', label: 'Autre' },
];

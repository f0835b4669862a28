import type { PsiValue } from './psi-value';

/** Why a psi value is missing ('--'), in French: the result page's and its PDF's words. */
export const MISSING_PSI_MESSAGES = {
  psiAboutMissing: "Pas de ψ about : un plancher bas sur terre-plein repose sur le sol, il n'a pas d'about sur le mur.",
  psiUndetermined:
    'Pas encore de valeurs psi : vos critères laissent plusieurs configurations de ce rupteur. « Redéfinir mes critères » les précise.',
  psiMissing: (label: string) => `Pas de ${label} : cette valeur n'est pas publiée pour cette configuration.`,
} as const;
const N = MISSING_PSI_MESSAGES;

/**
 * Why a psi value shown on the result (and in its PDF: one rule) is missing ('--'), in French: psi about is
 * null on a ground-bearing slab, which has no bearing end (the contract, psi-value.ts); any other
 * value missing is one the data do not publish for the configuration. No psi value at all: the
 * criteria leave several configurations of the rupteur (a search saved before the questionnaire
 * asked on), which 'Redéfinir mes critères' completes.
 */
export function missingPsiNotes(psi: PsiValue | null): string[] {
  if (!psi) return [N.psiUndetermined];
  return [
    ...(psi.psiMoyen === null ? [N.psiMissing('ψ moyen')] : []),
    ...(psi.psiAbout === null ? [N.psiAboutMissing] : []),
    ...(psi.psiRive === null ? [N.psiMissing('ψ rive')] : []),
  ];
}

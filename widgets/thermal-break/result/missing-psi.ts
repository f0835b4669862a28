import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import { MISSING_PSI_MESSAGES as N, RESULT_MESSAGES as M } from './messages';

/**
 * Why a psi value shown on the result is missing ('--'), in French: psi about is
 * null on a ground-bearing slab, which has no bearing end (the contract, psi-value.ts); any other
 * value missing is one the data do not publish for the configuration. No psi value at all: the
 * criteria leave several configurations of the rupteur (a search saved before the questionnaire
 * asked on), which 'Redéfinir mes critères' completes.
 */
export function missingPsiNotes(psi: PsiValue | null): string[] {
  if (!psi) return [N.psiUndetermined];
  return [
    ...(psi.psiMoyen === null ? [N.psiMissing(M.psiMoyen)] : []),
    ...(psi.psiAbout === null ? [N.psiAboutMissing] : []),
    ...(psi.psiRive === null ? [N.psiMissing(M.psiRive)] : []),
  ];
}

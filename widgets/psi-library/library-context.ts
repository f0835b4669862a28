import { createContext, useContext } from 'react';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import type { Catalogue } from './catalogue';
import type { CompareSelection } from './compare-store';
import type { LibraryAnswer } from './library-calls';

/** The psi value whose 'Plus de détails' is open, with its rupteur. */
export interface Shown {
  psi: PsiValue;
  rupteur: LibraryAnswer['rupteurs'][number];
}

/**
 * What every card of one answer reads, handed once through context so that the memoised cards
 * take only their own psi value as props (a new search re-renders them; a pick does not).
 */
export interface ResultsContext {
  catalogue: Catalogue;
  answer: LibraryAnswer;
  /** The filters whose values differ on screen (./configuration `varyingFilters`). */
  varying: ReadonlySet<number>;
  compare: CompareSelection;
  showDetails: (shown: Shown) => void;
}

export const LibraryResults = createContext<ResultsContext | null>(null);

export function useResultsContext(): ResultsContext {
  const context = useContext(LibraryResults);
  if (!context) throw new Error('psi-library: a card outside its results');
  return context;
}

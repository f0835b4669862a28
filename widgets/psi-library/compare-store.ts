import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';

/** At most this many psi values side by side (a comparison is of two to four). */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;

/** A psi value picked for the comparison, with what the comparison names it by. */
export interface CompareItem {
  psi: PsiValue;
  rupteur: string;
  /** The value ids of its configuration (`psiValuesFiltersValues`). */
  configuration: readonly number[];
}

export interface CompareState {
  /** In the order picked: the first is the reference of the differences. */
  items: readonly CompareItem[];
  /** A pick refused because four are already picked (said politely until the next change). */
  refused: boolean;
}

export interface CompareSelection {
  store: StoreApi<CompareState>;
  /** Picks a value or drops it; false when a fifth was refused. */
  toggle(item: CompareItem, on: boolean): boolean;
  clear(): void;
}

/**
 * The comparison's picks, outside React: a card follows only whether its own value is picked
 * (`useStore(store, (s) => picked(s, id))`), so a pick re-renders one card and the bar, not a
 * thousand cards. The picks outlive a new search: values of two searches can be compared.
 */
export function compareSelection(): CompareSelection {
  const store = createStore<CompareState>()(() => ({ items: [], refused: false }));
  return {
    store,
    toggle(item, on) {
      const { items } = store.getState();
      const rest = items.filter((i) => i.psi.id !== item.psi.id);
      if (!on) {
        store.setState({ items: rest, refused: false });
        return true;
      }
      if (rest.length !== items.length) return true;
      if (items.length >= COMPARE_MAX) {
        store.setState({ refused: true });
        return false;
      }
      store.setState({ items: [...items, item], refused: false });
      return true;
    },
    clear: () => store.setState({ items: [], refused: false }),
  };
}

export const picked = (state: CompareState, psiId: number) => state.items.some((i) => i.psi.id === psiId);

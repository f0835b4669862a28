import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import type { Catalogue } from './catalogue';
import { COMPARE_MIN, type CompareSelection } from './compare-store';
import { PSI_LIBRARY_MESSAGES as M } from './messages';

/**
 * The comparison's table comes when first asked for (the library page within its
 * budget); its chunk is small and comes fast, after a click that already waited for nothing.
 */
const CompareDialog = lazy(() => import('./compare-dialog').then((m) => ({ default: m.CompareDialog })));

/**
 * The comparison's bar, once a value is picked: '{k} valeurs à comparer', 'Comparer' (from 2
 * values) and 'Vider la sélection'. Its notices (a fifth value refused, fewer than 2) are said
 * politely by a status that is always in the page, so that screen readers hear them.
 */
export function CompareBar({ compare, catalogue }: { compare: CompareSelection; catalogue: Catalogue }) {
  const { items, refused } = useStore(compare.store);
  const [open, setOpen] = useState(false);
  const [tooFew, setTooFew] = useState(false);
  const notice = refused ? M.compareAtMost : tooFew && items.length < COMPARE_MIN ? M.compareAtLeast : '';
  const ask = () => {
    if (items.length < COMPARE_MIN) return setTooFew(true);
    setTooFew(false);
    setOpen(true);
  };
  return (
    <div className="oss-lib-compare">
      <p className="oss-lib-compare__notice" role="status" aria-live="polite">
        {notice}
      </p>
      {items.length > 0 && (
        <section className="oss-lib-compare__bar" aria-label={M.compare}>
          <p className="oss-lib-compare__count">{M.compareCount(items.length)}</p>
          <button
            type="button"
            className="oss-btn oss-btn--primary"
            aria-disabled={items.length < COMPARE_MIN || undefined}
            onClick={ask}
          >
            {M.compare}
          </button>
          <button type="button" className="oss-btn oss-btn--secondary" onClick={compare.clear}>
            {M.compareClear}
          </button>
        </section>
      )}
      {open && items.length >= COMPARE_MIN && (
        <Suspense fallback={null}>
          <CompareDialog catalogue={catalogue} items={items} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

import { startTransition, useEffect, useState } from 'react';
import type { LibraryAnswer } from './library-calls';
import { cardSlices } from './card-slices';
import { PsiCard } from './psi-card';

type LibraryRupteur = LibraryAnswer['rupteurs'][number];

/**
 * How many of `total` cards to render: the plan's first slice, then one more slice per idle
 * period until all are there. A transition: React yields to the visitor's input within a slice.
 */
function useSlices(total: number): number {
  const [count, setCount] = useState(() => Math.min(total, cardSlices.first));
  useEffect(() => {
    if (count >= total) return;
    return cardSlices.later(() => startTransition(() => setCount((n) => Math.min(total, n + cardSlices.step))));
  }, [count, total]);
  return Math.min(count, total);
}

/**
 * An open tab's cards, rendered in slices (./card-slices). Each card says its place in the whole
 * list (aria-posinset, aria-setsize), so a screen reader gives the tab's full count while the
 * last slices are still to come; they come in order, after the cards already there, so the
 * keyboard order does not change. Find-in-page only finds the cards rendered so far.
 */
export function CardList({ rupteur, labelledBy }: { rupteur: LibraryRupteur; labelledBy: string }) {
  const values = rupteur.psiValuesAsArray;
  const count = useSlices(values.length);
  return (
    <ul className="oss-lib-cards" aria-labelledby={labelledBy}>
      {values.slice(0, count).map((psi, index) => (
        <PsiCard key={psi.id} psi={psi} rupteur={rupteur} position={index + 1} size={values.length} />
      ))}
    </ul>
  );
}

import { memo, useId } from 'react';
import { useStore } from 'zustand';
import { formatFigure } from '@/features/psi-values/format';
import { PSI_FIGURES } from '@/features/psi-values/psi-figures';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import { useRuntime } from '@/src/runtime/runtime-context';
import { notify } from '@/src/ui/overlays/overlays';
import { picked } from './compare-store';
import { configurationOf, shortConfiguration, valueIdsOf } from './configuration';
import { useResultsContext, type Shown } from './library-context';
import { PSI_LIBRARY_MESSAGES as M } from './messages';

const CARD_FIGURES = PSI_FIGURES.slice(0, 3);

interface PsiCardProps {
  psi: PsiValue;
  rupteur: Shown['rupteur'];
  /** Its place in the tab's list and the list's length: the list may not be all rendered yet (./card-list). */
  position: number;
  size: number;
}

/**
 * A psi card: the configuration in short, ψ moyen / about / rive in W/(m·K) (2 decimals, '--'
 * when missing), 'Plus de détails' and the 'Comparer' pick. Memoised on its psi value: a pick
 * re-renders this card only, through its own selector on the comparison's store.
 */
export const PsiCard = memo(function PsiCard({ psi, rupteur, position, size }: PsiCardProps) {
  const { catalogue, answer, varying, compare, showDetails } = useResultsContext();
  const rt = useRuntime();
  const isPicked = useStore(compare.store, (state) => picked(state, psi.id));
  const titleId = useId();
  const configuration = valueIdsOf(answer, psi.id);
  const title = shortConfiguration(configurationOf(catalogue, configuration), varying);
  const useValue = () =>
    void import('./use-value')
      .then((m) => m.openAsResult(rt, rupteur.id, configuration))
      .then((opened) => opened || notify('error', M.useValueFailed));
  return (
    <li className="oss-lib-card" aria-posinset={position} aria-setsize={size}>
      <h4 id={titleId} className="oss-lib-card__title">
        {title || M.configuration}
      </h4>
      <dl className="oss-lib-card__figures">
        {CARD_FIGURES.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <span className="oss-lib-card__value">{formatFigure(psi[key])}</span> {M.unit}
            </dd>
          </div>
        ))}
      </dl>
      <div className="oss-lib-card__actions">
        <button
          type="button"
          className="oss-btn oss-btn--link"
          aria-describedby={titleId}
          onClick={() => showDetails({ psi, rupteur })}
        >
          {M.moreDetails}
        </button>
        <button type="button" className="oss-btn oss-btn--link" aria-describedby={titleId} onClick={useValue}>
          {M.useValue}
        </button>
        <label className="oss-lib-check">
          <input
            type="checkbox"
            checked={isPicked}
            aria-label={M.compareItem(rupteur.name, title)}
            onChange={(event) => {
              const box = event.currentTarget;
              // A fifth value refused: the box is unticked here, as React would by itself (Preact
              // keeps what the click drew when the state does not change).
              if (!compare.toggle({ psi, rupteur: rupteur.name, configuration }, box.checked)) box.checked = false;
            }}
          />
          <span>{M.compare}</span>
        </label>
      </div>
    </li>
  );
});

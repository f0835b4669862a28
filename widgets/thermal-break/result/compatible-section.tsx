import { lazy } from 'react';
import type { MainHistory } from '@/src/contracts/history/main';
import { DisclosureCard } from './disclosure-card';
import { RESULT_MESSAGES as M } from './messages';

/** The table and its calls come when first asked for (a chunk of their own). */
const CompatibleRupteurs = lazy(() => import('./compatible-rupteurs'));

/** 'Tous les rupteurs compatibles': a disclosure under the psi values, its table loaded when first opened. */
export function CompatibleSection({ history }: { history: MainHistory }) {
  return (
    <DisclosureCard
      title={M.compatibleTitle}
      showLabel={M.compatibleShow}
      loadingLabel={M.compatibleLoading}
      skeletonLines={4}
      className="oss-tb-compat-card"
    >
      <CompatibleRupteurs history={history} />
    </DisclosureCard>
  );
}

import { lazy, Suspense } from 'react';
import { useSession } from '@/src/session/use-session';
import { Skeleton } from '@/src/ui/spinner';
import { ViewHeading } from '@/src/ui/view-heading';
import { PERSONAL_SPACE_MESSAGES as M } from './messages';

// Its own chunk: the dashboard does not carry the list, as on the floor and carbon sites.
const MainHistoryList = lazy(() => import('./history/main-history-list'));

/** The '#/historique' tab: the user's saved simulations (thermal-break-tool §2). */
export function MainHistory() {
  const userId = useSession((s) => s.user?.id);
  return (
    <section className="oss-space__view oss-history" aria-label={M.historyTitle}>
      <ViewHeading>{M.historyTitle}</ViewHeading>
      <Suspense fallback={<Skeleton lines={4} label={M.historyLoading} />}>
        {/* Another user gets a fresh list. */}
        <MainHistoryList key={userId} />
      </Suspense>
    </section>
  );
}

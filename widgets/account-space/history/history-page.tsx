import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useRuntime } from '@/src/runtime/runtime-context';
import { useSession } from '@/src/session/use-session';
import { Skeleton } from '@/src/ui/spinner';
import { ViewHeading } from '@/src/ui/view-heading';
import { ACCOUNT_SPACE_MESSAGES as AM } from '../messages';
import { LoggedOut } from '../logged-out';
import { HISTORY_MESSAGES as M } from '@/features/history-list/messages';

// Each site's list is its own chunk: the dashboard does not carry the filters and the lists.
const FloorHistory = lazy(() => import('./floor-history'));
const CarbonHistory = lazy(() => import('./carbon-history'));

/**
 * '#/historique' of the account app: the floor list ('Historique / Mes configurations') or the
 * carbon one ('Historique de groupement de simulations'), picked by site. A logged-out visitor
 * is asked to log in.
 */
export function HistoryPage() {
  const user = useSession((s) => s.user);
  const carbon = useRuntime().config.site === 'carbone';
  if (!user) return <LoggedOut text={AM.noLogged} />;
  const List = carbon ? CarbonHistory : FloorHistory;
  return (
    <section className="oss-account__view oss-history">
      <div>
        <Link href="/" className="oss-btn oss-btn--link">
          {M.back}
        </Link>
      </div>
      <ViewHeading>{carbon ? AM.historyTitleCarbon : AM.historyTitleFloor}</ViewHeading>
      <Suspense fallback={<Skeleton lines={4} label={M.loading} />}>
        {/* Another user gets a fresh list. */}
        <List key={user.id} />
      </Suspense>
    </section>
  );
}

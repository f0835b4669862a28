import { lazy, Suspense } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { useRuntime } from '@/src/runtime/runtime-context';
import { useSession } from '@/src/session/use-session';
import { Spinner } from '@/src/ui/spinner';
import { ViewFocusScope } from '@/src/ui/view-heading';
import { Dashboard } from './dashboard';
import { HistoryPage } from './history/history-page';
import { LoggedOut } from './logged-out';
import { ACCOUNT_SPACE_MESSAGES as M } from './messages';

// Its own chunk: the forms and dialogs come only when the visitor opens their personal data.
const PersonalDataPage = lazy(() => import('./personal-data/personal-data-page'));

/**
 * The account app of the floor and carbon sites, '/espace-personnel/': '#/' dashboard,
 * '#/modification' personal data, '#/historique' history. Logged-out visitors see nothing on the
 * dashboard; on the history and personal-data routes, a sentence and 'Me connecter' (account-layer
 * §2 says 'nologged' and nothing: docs/tools/account.md), also when the session ends while they
 * are open.
 */
export function AccountSpace() {
  const hydrated = useSession((s) => s.hydrated);
  if (!hydrated) return <div className="oss-account" aria-busy="true" />;
  return (
    <Router hook={useHashLocation}>
      <Views />
    </Router>
  );
}

function Views() {
  const user = useSession((s) => s.user);
  const [location] = useLocation();
  const carbon = useRuntime().config.site === 'carbone';
  if (!user) {
    if (location === '/historique') return <LoggedOut text={M.noLogged} />;
    if (location === '/modification') return <LoggedOut text={M.noLoggedPersonalData} />;
    return null;
  }
  return (
    <div className="oss-account">
      <ViewFocusScope view={location}>
        <Switch>
          <Route path="/modification">
            <Suspense fallback={<Spinner label={M.loading} />}>
              <PersonalDataPage />
            </Suspense>
          </Route>
          <Route path="/historique">
            <HistoryPage />
          </Route>
          <Route>
            <Dashboard user={user} carbon={carbon} />
          </Route>
        </Switch>
      </ViewFocusScope>
    </div>
  );
}

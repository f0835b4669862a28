import { useEffect } from 'react';
import { Link, Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { Button } from '@/src/ui/button';
import { showPendingToast } from '@/src/ui/overlays/pending-toast';
import { Spinner } from '@/src/ui/spinner';
import { ViewFocusScope } from '@/src/ui/view-heading';
import { Dashboard } from './dashboard';
import { MainHistory } from './main-history';
import { PERSONAL_SPACE_MESSAGES as M } from './messages';
import { useVerifiedSession } from './use-verified-session';

/**
 * The main site's personal space, '/espace-personnel/': '#/' (dashboard) and '#/historique'.
 * Shown only once the login token is verified; otherwise the visitor goes to '/'.
 */
export function PersonalSpace() {
  const state = useVerifiedSession();
  if (state.kind === 'checking')
    return (
      <div className="oss-space" aria-busy="true">
        <Spinner label={M.checking} />
      </div>
    );
  if (state.kind === 'unreachable') {
    return (
      <div className="oss-space">
        <p className="oss-error" role="alert">
          {state.message}
        </p>
        <div>
          <Button onClick={state.retry}>{M.retry}</Button>
        </div>
      </div>
    );
  }
  return (
    <Router hook={useHashLocation}>
      <Views />
    </Router>
  );
}

function Views() {
  const [location] = useLocation();
  // A result deleted from its page comes back here with its toast (src/ui/overlays/pending-toast.ts).
  useEffect(showPendingToast, []);
  const tab = (href: string, label: string) => (
    <Link href={href} className="oss-space__tab" aria-current={location === href ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <div className="oss-space oss-fade-in">
      <nav className="oss-space__tabs" aria-label={M.navLabel}>
        {tab('/', M.dashboardTab)}
        {tab('/historique', M.historyTab)}
      </nav>
      <ViewFocusScope view={location}>
        <Switch>
          <Route path="/historique">
            <MainHistory />
          </Route>
          <Route>
            <Dashboard />
          </Route>
        </Switch>
      </ViewFocusScope>
    </div>
  );
}

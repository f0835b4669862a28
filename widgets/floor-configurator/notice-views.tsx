import { login } from '@/features/account/actions';
import { Button } from '@/src/ui/button';
import { FLOOR_MESSAGES as M } from './messages';

/** What could not be loaded, and why, with 'Réessayer' (§8). */
export function FailedView({ view, onRetry }: { view: { lead: string; message: string }; onRetry: () => void }) {
  return (
    <div className="oss-floor-failed">
      <p className="oss-error" role="alert">
        {view.lead} {view.message}
      </p>
      <Button onClick={onRetry}>{M.retry}</Button>
    </div>
  );
}

/**
 * A saved simulation's link opened logged out: log in to open it (the island opens it once the
 * session has a user, whichever login it came from), or start a new configuration instead.
 */
export function LoginNeededView({ onNew }: { onNew: () => void }) {
  return (
    <div className="oss-floor-failed">
      <p className="oss-text">{M.loginToOpen}</p>
      <div className="oss-actions">
        <Button onClick={() => void login()}>{M.logIn}</Button>
        <Button variant="secondary" onClick={onNew}>
          {M.newConfiguration}
        </Button>
      </div>
    </div>
  );
}

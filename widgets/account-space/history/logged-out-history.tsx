import { login } from '../../../features/account/actions';
import { Button } from '../../../src/ui/button';
import { ACCOUNT_SPACE_MESSAGES as M } from '../messages';

/**
 * '#/historique' to a logged-out visitor: a French sentence and 'Me connecter' (the login popup),
 * rather than the spec's raw 'nologged' (a decision of the README). Nothing is asked of the server.
 */
export function LoggedOutHistory() {
  return (
    <div className="oss-account__logged-out">
      <p className="oss-text">{M.noLogged}</p>
      <Button onClick={() => void login()}>{M.login}</Button>
    </div>
  );
}

import { login } from '@/features/account/actions';
import { Button } from '@/src/ui/button';
import { ACCOUNT_SPACE_MESSAGES as M } from './messages';

/**
 * '#/historique' and '#/modification' to a logged-out visitor (or one whose session just ended):
 * a French sentence and 'Me connecter' (the login popup), rather than the spec's raw 'nologged'
 * or a blank page (a decision in docs/tools/account.md). Nothing is asked of the server.
 */
export function LoggedOut({ text }: { text: string }) {
  return (
    <div className="oss-account__logged-out">
      <p className="oss-text">{text}</p>
      <Button onClick={() => void login()}>{M.login}</Button>
    </div>
  );
}

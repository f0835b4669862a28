import { Link } from 'wouter';
import { logout, openProfil } from '@/features/account/actions';
import { useSession } from '@/src/session/use-session';
import { Button } from '@/src/ui/button';
import { ViewHeading } from '@/src/ui/view-heading';
import { PERSONAL_SPACE_MESSAGES as M } from './messages';

/** '#/': the greeting, the profile popup, the history tab and the logout confirmation. */
export function Dashboard() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <section className="oss-space__view" aria-label={M.dashboardTab}>
      <ViewHeading>{M.welcome(user.firstname, user.lastname)}</ViewHeading>
      <p className="oss-text">{M.intro}</p>
      <div className="oss-space__actions">
        <Button onClick={() => void openProfil()}>{M.profile}</Button>
        <Link href="/historique" className="oss-btn oss-btn--secondary">
          {M.seeHistory}
        </Link>
        <Button variant="link" onClick={() => void logout()}>
          {M.logout}
        </Button>
      </div>
    </section>
  );
}

import { Link } from 'wouter';
import { logout } from '@/features/account/actions';
import { ROUTES } from '@/features/account/routes';
import type { SessionUser } from '@/src/session/session-user';
import { Button } from '@/src/ui/button';
import { ViewHeading } from '@/src/ui/view-heading';
import { ACCOUNT_SPACE_MESSAGES as M } from './messages';

/** '#/': the greeting, 'Mes configurations', 'Gestion du compte', the legal notice and sign-out. */
export function Dashboard({ user, carbon }: { user: SessionUser; carbon: boolean }) {
  return (
    <section className="oss-account__view">
      <ViewHeading>{M.welcome(user.firstname, user.lastname)}</ViewHeading>
      <div className="oss-account__cards">
        <article className="oss-account__card" aria-labelledby="oss-account-configurations">
          <h3 id="oss-account-configurations" className="oss-account__card-title">
            {M.configurationsTitle}
          </h3>
          <p>{carbon ? M.configurationsTextCarbon : M.configurationsTextFloor}</p>
          <div>
            <Link href="/historique" className="oss-btn oss-btn--primary">
              {M.seeHistory}
            </Link>
          </div>
        </article>
        <article className="oss-account__card" aria-labelledby="oss-account-management">
          <h3 id="oss-account-management" className="oss-account__card-title">
            {M.accountTitle}
          </h3>
          <p>{M.accountText}</p>
          <div>
            <Link href="/modification" className="oss-btn oss-btn--link">
              {M.manageAccount}
            </Link>
          </div>
        </article>
      </div>
      <div className="oss-account__links">
        <a className="oss-btn oss-btn--link" href={ROUTES.legal}>
          {M.legal}
        </a>
        <Button variant="link" onClick={() => void logout()}>
          {M.logout}
        </Button>
      </div>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { login } from '@/features/account/actions';
import { ROUTES } from '@/features/account/routes';
import type { IslandProps } from '@/src/loader/island';
import { useSession } from '@/src/session/use-session';
import { Button } from '@/src/ui/button';
import { Skeleton } from '@/src/ui/spinner';
import { REGISTER_MESSAGES as M } from './messages';
import { RegisterForm } from './register-form';

/** The registration page (floor and carbon sites): the two-step form, then the confirmation. */
export function Register(_props: IslandProps<Record<string, never>>) {
  const hydrated = useSession((s) => s.hydrated);
  const user = useSession((s) => s.user);
  const [registered, setRegistered] = useState<string | null>(null);

  if (!hydrated) return <Skeleton lines={4} label={M.loading} />;
  if (registered !== null) return <Registered email={registered} />;
  if (user) return <AlreadyRegistered firstname={user.firstname} />;
  return <RegisterForm onRegistered={setRegistered} />;
}

/** After success: the e-mail must be confirmed before logging in (account-layer §2). */
function Registered({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="oss-register oss-fade-in" aria-labelledby="oss-register-done">
      <h2 id="oss-register-done" ref={heading} tabIndex={-1} className="oss-register__title">
        {M.doneTitle}
      </h2>
      <p className="oss-text" role="status">
        {M.doneText(email)}
      </p>
      <p className="oss-hint">{M.doneHint}</p>
      <div className="oss-actions">
        <Button onClick={() => void login()}>{M.login}</Button>
      </div>
    </section>
  );
}

function AlreadyRegistered({ firstname }: { firstname: string }) {
  return (
    <section className="oss-register" aria-labelledby="oss-register-already">
      <h2 id="oss-register-already" className="oss-register__title">
        {M.alreadyTitle}
      </h2>
      <p className="oss-text">{M.alreadyText(firstname)}</p>
      <a className="oss-btn oss-btn--primary" href={ROUTES.personalSpace}>
        {M.personalSpace}
      </a>
    </section>
  );
}

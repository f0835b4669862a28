import type { SessionUser } from '@/src/session/session-user';
import type { Session } from '@/src/session/session';

/** After a profile save: the session keeps the new names (the header greets with them). */
export function refreshSessionUser(
  session: Session,
  changes: Partial<Pick<SessionUser, 'firstname' | 'lastname' | 'company' | 'updatedPassword'>>,
): void {
  const { user, remember } = session.store.getState();
  if (user) session.login({ ...user, ...changes }, remember);
}

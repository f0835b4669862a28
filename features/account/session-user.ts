import type { MainUser, ToolsUser } from '../../src/contracts/account/user';
import type { SessionUser } from '../../src/session/session-user';
import type { Session } from '../../src/session/session';

export function fromMainUser(user: MainUser): SessionUser {
  return {
    id: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname, company: user.company,
    token: user.token, refreshToken: null, updatedPassword: user.updated_password,
  };
}

export function fromToolsLogin(user: ToolsUser, token: string, refreshToken: string | null): SessionUser {
  return {
    id: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname, company: user.company,
    token, refreshToken, updatedPassword: true,
  };
}

/** After a profile save: the session keeps the new names (the header greets with them). */
export function refreshSessionUser(
  session: Session, changes: Partial<Pick<SessionUser, 'firstname' | 'lastname' | 'company' | 'updatedPassword'>>,
): void {
  const { user, remember } = session.store.getState();
  if (user) session.login({ ...user, ...changes }, remember);
}

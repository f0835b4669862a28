import type { MainUser, ToolsUser } from '@/src/contracts/account/user';
import type { SessionUser } from './session-user';

// The users of each site's API as the session keeps them (one shape: see SessionUser). In a
// module of their own: the runtime, which every page downloads, has no use for them.

/** The main site's user (login, new password, SSO check) as the session keeps it. */
export function fromMainUser(user: MainUser): SessionUser {
  return {
    ...identity(user),
    token: user.token,
    refreshToken: null,
    updatedPassword: user.updated_password,
  };
}

/**
 * A floor or carbon user (login, e-mail confirmation, SSO check) with the tokens that came with
 * it. Their password is always their own: there is none to replace.
 */
export function fromToolsLogin(user: ToolsUser, token: string, refreshToken: string | null): SessionUser {
  return {
    ...identity(user),
    token,
    refreshToken,
    updatedPassword: true,
  };
}

/** Who the user is, the same on every site; picked one by one so that no other field slips in. */
function identity(
  user: MainUser | ToolsUser,
): Pick<SessionUser, 'id' | 'email' | 'firstname' | 'lastname' | 'company'> {
  return { id: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname, company: user.company };
}

import type { SsoSession, SsoSite } from '@/src/contracts/account/sso';
import { openSession } from '../auth/tokens';
import { realmOf, type ApiContext } from '../context';
import { findUserByEmail, insertUser } from '../users/users';

export interface PartnerPerson {
  email: string;
  firstname: string;
  lastname: string;
  company: string;
}

/**
 * Signs a partner user into a site. The site's account is created on first use (just-in-time
 * provisioning, as SAML service providers do), without a password: it only opens through SSO.
 */
export async function issueSsoSession(ctx: ApiContext, site: SsoSite, person: PartnerPerson): Promise<SsoSession> {
  const realm = realmOf(site);
  let user = await findUserByEmail(ctx, realm, person.email);
  if (!user) {
    await insertUser(ctx, {
      realm,
      email: person.email,
      firstname: person.firstname,
      lastname: person.lastname,
      company: person.company,
      password_hash: null,
      activated_at: ctx.now(),
      updated_password: 1,
      rgpd: 1,
    });
    user = (await findUserByEmail(ctx, realm, person.email))!;
  }
  const { token, refreshToken } = await openSession(ctx, user.id, realm);
  return {
    token,
    refreshToken,
    user: { id: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname, company: user.company },
  };
}

import { create, nullable, optional, string, type } from 'superstruct';
import { SsoUser } from '@/src/contracts/account/sso';
import type { SsoTokens } from '@/src/runtime/sites/site-strategy';
import { SSO_MESSAGES } from '@/features/account/sso/sso-landing';

const TokenSet = type({ token: string(), refreshToken: optional(nullable(string())) });

/**
 * Reads the JSON attributes. The user object must be well-formed too (a CMS that renders half a
 * landing is broken), but the profile the server returns for the token is what is kept.
 */
export function readJsonLanding(tokens?: string, user?: string): { tokens: SsoTokens } | { problem: string } {
  if (!tokens?.trim()) return { problem: SSO_MESSAGES.missingToken };
  try {
    const set = create(JSON.parse(tokens), TokenSet);
    if (!set.token.trim()) return { problem: SSO_MESSAGES.missingToken };
    create(JSON.parse(user ?? ''), SsoUser);
    return { tokens: { token: set.token, refreshToken: set.refreshToken ?? null } };
  } catch {
    return { problem: SSO_MESSAGES.badJson };
  }
}

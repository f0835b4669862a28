import { createSiteApi } from '@/demo-pages/reference-api/app';
import { seed } from '@/demo-pages/reference-api/seed';
import { createSsoApp } from '@/demo-pages/reference-api/sso/sso-app';
import { createTestContext } from '@/demo-pages/reference-api/test-context';
import { SEED_ACCOUNTS } from './reference-api';

export const SSO_ORIGIN = 'http://sso.localhost:8080';
export const HTML = { accept: 'text/html,application/xhtml+xml' };
export const JSON_ACCEPT = { accept: 'application/json' };

/**
 * The partner's SSO domain and the three site APIs on one seeded context, as the preview serves
 * them: what the SSO issues must open the sites' APIs.
 */
export async function startSso() {
  const ctx = await createTestContext();
  await seed(ctx);
  const sso = createSsoApp(ctx);
  const apis = {
    main: createSiteApi(ctx, 'main'),
    plancher: createSiteApi(ctx, 'plancher'),
    carbone: createSiteApi(ctx, 'carbone'),
  };

  /** A browser navigation (or fetch) to the saml-login entry. */
  const get = (query: string, headers: Record<string, string> = HTML) =>
    sso.fetch(new Request(`${SSO_ORIGIN}/api/saml-login?${query}`, { headers }));

  /** Submits the partner's sign-in form. */
  const signIn = (fields: Record<string, string>, headers: Record<string, string> = HTML) =>
    sso.fetch(
      new Request(`${SSO_ORIGIN}/api/saml-login`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
    );

  /** Signs the seeded partner user in; answers the redirect and the `name=value` cookie. */
  const signInPartner = async (fields: Record<string, string> = {}) => {
    const response = await signIn({
      email: SEED_ACCOUNTS.partner.email,
      password: SEED_ACCOUNTS.partner.password,
      site: 'plancher',
      landing: '',
      return: '',
      ...fields,
    });
    if (response.status !== 302) throw new Error(`partner sign-in failed: ${response.status} ${await response.text()}`);
    return { response, location: new URL(response.headers.get('location')!), cookie: cookieOf(response) };
  };

  return { ctx, sso, apis, get, signIn, signInPartner };
}

/** The `name=value` part of the first Set-Cookie. */
export function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie');
  if (!header) throw new Error('no Set-Cookie');
  return header.split(';')[0]!;
}

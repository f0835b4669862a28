/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor } from '@testing-library/dom';
import { navigation } from '@/src/runtime/navigation';
import { SSO_MESSAGES } from '@/features/account/sso/sso-landing';
import { issueSsoSession } from '@/demo-pages/reference-api/sso/issue';
import ssoLanding from '@/widgets/sso-landing';
import ssoLandingJson from '@/widgets/sso-landing-json';
import { cleanUp, mount } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';

const claire = {
  email: 'claire.moreau@groupe-partenaire.fr',
  firstname: 'Claire',
  lastname: 'Moreau',
  company: 'Groupe Partenaire',
};

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanUp();
  jest.restoreAllMocks();
});

describe('the SSO landing with data attributes', () => {
  it.each(['main', 'plancher', 'carbone'] as const)('logs the partner user in on %s, then goes home', async (site) => {
    const { api, session } = await startPage(site);
    const issued = await issueSsoSession(api.ctx, site, claire);
    const attributes: Record<string, string> = { 'data-token': issued.token };
    if (issued.refreshToken) attributes['data-refresh-token'] = issued.refreshToken;
    const landing = await mount(ssoLanding, attributes);
    expect(landing.host).not.toHaveAttribute('data-token'); // read once, removed from the DOM
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(session.store.getState().user).toMatchObject({
      firstname: 'Claire',
      token: issued.token,
      refreshToken: issued.refreshToken,
    });
  });

  it('a logged-in visitor on a landing whose tokens are refused (Back after signing in) goes home', async () => {
    const { api, session } = await startPage('carbone');
    const issued = await issueSsoSession(api.ctx, 'carbone', claire);
    await mount(ssoLanding, { 'data-token': issued.token, 'data-refresh-token': issued.refreshToken! });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanUp();
    const again = await mount(ssoLanding, { 'data-token': 'forged', 'data-refresh-token': 'x.y' });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(again.queryByText(SSO_MESSAGES.refused)).not.toBeInTheDocument();
    expect(session.store.getState().user?.email).toBe(claire.email);
  });

  it('refuses a token the API does not know, and leaves nobody logged in', async () => {
    const { session } = await startPage('plancher');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const landing = await mount(ssoLanding, { 'data-token': 'forged', 'data-refresh-token': 'x.y' });
    expect(await landing.findByText(SSO_MESSAGES.refused)).toHaveClass('oss-error');
    expect(session.store.getState().user).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(landing.getByRole('link', { name: SSO_MESSAGES.retry })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/sso\.localhost:8080\/api\/saml-login\?site=plancher/),
    );
  });

  it.each(['plancher', 'carbone'] as const)(
    'refuses a landing on %s without its refresh token, without calling the API',
    async (site) => {
      const { api, session, recorder } = await startPage(site);
      const issued = await issueSsoSession(api.ctx, site, claire);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const landing = await mount(ssoLanding, { 'data-token': issued.token });
      expect(await landing.findByText(SSO_MESSAGES.missingRefreshToken)).toBeInTheDocument();
      expect(session.store.getState().user).toBeNull();
      expect(recorder.requests.filter((r) => r.path.startsWith('/api/user'))).toHaveLength(0);
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it('says so when the page carries no token, without calling the API', async () => {
    const { recorder } = await startPage('main');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const landing = await mount(ssoLanding);
    expect(await landing.findByText(SSO_MESSAGES.missingToken)).toBeInTheDocument();
    expect(recorder.requests.filter((r) => r.path.startsWith('/api/user'))).toHaveLength(0);
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining(SSO_MESSAGES.missingToken)));
  });
});

describe('on a page whose server seals its landings (a <meta name="ossature-secrets-nonce"> in its <head>)', () => {
  const NONCE = '0123456789abcdef0123456789abcdef';
  beforeEach(() => {
    document.head.insertAdjacentHTML('beforeend', `<meta name="ossature-secrets-nonce" content="${NONCE}">`);
  });
  afterEach(() => document.head.querySelector('meta[name="ossature-secrets-nonce"]')?.remove());

  it.each([
    ['no nonce', {}],
    ['another nonce', { 'data-secrets-nonce': 'f'.repeat(32) }],
  ])('a valid token planted with %s is refused before any call, and nobody is logged in', async (_, extra) => {
    const { api, session, recorder } = await startPage('plancher');
    // An author's own, valid session: planted, it would sign visitors into the author's account.
    const planted = await issueSsoSession(api.ctx, 'plancher', claire);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const landing = await mount(ssoLanding, {
      'data-token': planted.token,
      'data-refresh-token': planted.refreshToken!,
      ...extra,
    });
    expect(await landing.findByText(SSO_MESSAGES.unsealed)).toHaveClass('oss-error');
    expect(landing.host).not.toHaveAttribute('data-token');
    expect(landing.host).not.toHaveAttribute('data-secrets-nonce');
    expect(recorder.requests.filter((r) => r.path.startsWith('/api/user'))).toHaveLength(0);
    expect(session.store.getState().user).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining(SSO_MESSAGES.unsealed)));
    expect(JSON.stringify(error.mock.calls)).not.toContain(planted.token);
  });

  it("the server's tokens, beside the page's nonce, log the visitor in", async () => {
    const { api, session } = await startPage('carbone');
    const issued = await issueSsoSession(api.ctx, 'carbone', claire);
    await mount(ssoLanding, {
      'data-token': issued.token,
      'data-refresh-token': issued.refreshToken!,
      'data-secrets-nonce': NONCE,
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(session.store.getState().user?.email).toBe(claire.email);
  });

  it('the JSON landing too: a planted token set is refused before any call', async () => {
    const { api, session, recorder } = await startPage('carbone');
    const planted = await issueSsoSession(api.ctx, 'carbone', claire);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const landing = await mount(ssoLandingJson, {
      'data-tokens': JSON.stringify({ token: planted.token, refreshToken: planted.refreshToken }),
      'data-user': JSON.stringify(planted.user),
    });
    expect(await landing.findByText(SSO_MESSAGES.unsealed)).toBeInTheDocument();
    expect(recorder.requests.filter((r) => r.path.startsWith('/api/user'))).toHaveLength(0);
    expect(session.store.getState().user).toBeNull();
  });
});

describe('the SSO landing with JSON', () => {
  it('logs in from the token set, checked against the API', async () => {
    const { api, session } = await startPage('carbone');
    const issued = await issueSsoSession(api.ctx, 'carbone', claire);
    const landing = await mount(ssoLandingJson, {
      'data-tokens': JSON.stringify({ token: issued.token, refreshToken: issued.refreshToken }),
      'data-user': JSON.stringify(issued.user),
    });
    expect(landing.host).not.toHaveAttribute('data-tokens');
    expect(landing.host).not.toHaveAttribute('data-user');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(session.store.getState().user?.email).toBe(claire.email);
  });

  it.each([
    ['unreadable JSON', { 'data-tokens': '{token:', 'data-user': '{}' }, SSO_MESSAGES.badJson],
    [
      'a user object missing its fields',
      { 'data-tokens': '{"token":"t","refreshToken":null}', 'data-user': '{"id":1}' },
      SSO_MESSAGES.badJson,
    ],
    ['no token set', { 'data-user': '{}' }, SSO_MESSAGES.missingToken],
    [
      'a token set without its refresh token',
      { 'data-tokens': '{"token":"t"}', 'data-user': JSON.stringify({ id: 1, ...claire }) },
      SSO_MESSAGES.missingRefreshToken,
    ],
  ])('shows a clear error for %s', async (_, attributes, message) => {
    const { session } = await startPage('plancher');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const landing = await mount(ssoLandingJson, attributes);
    expect(await landing.findByText(message)).toBeInTheDocument();
    expect(session.store.getState().user).toBeNull();
  });
});

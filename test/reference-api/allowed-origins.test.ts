import { createSiteApi } from '@/demo-pages/reference-api/app';
import { withAllowedOrigins } from '@/demo-pages/reference-api/allowed-origins';
import { defaultSiteOrigins } from '@/demo-pages/reference-api/context';
import { createTestContext } from '@/demo-pages/reference-api/test-context';

const CMS = 'http://wp.localhost:4852';

describe('allowed origins by configuration', () => {
  it('defaults to the demo origins', () => {
    expect(withAllowedOrigins(defaultSiteOrigins(8080), '')).toEqual(defaultSiteOrigins(8080));
  });

  it('adds a bare origin to every site, and a site=origin to that site only, after the demo ones', () => {
    const sites = withAllowedOrigins(defaultSiteOrigins(8080), `${CMS}, plancher=https://cms.exemple.fr`);
    expect(sites.main).toEqual(['http://site.localhost:8080', CMS]);
    expect(sites.plancher).toEqual(['http://plancher.localhost:8080', CMS, 'https://cms.exemple.fr']);
    expect(sites.carbone.at(-1)).toBe(CMS);
    expect(sites.carbone).not.toContain('https://cms.exemple.fr');
  });

  it.each(['chantier=http://wp.localhost', 'wp.localhost:4852', 'http://wp.localhost:4852/', 'ftp://wp.localhost'])(
    'refuses the malformed entry %s with a message naming it',
    (entry) => {
      expect(() => withAllowedOrigins(defaultSiteOrigins(8080), entry)).toThrow(entry);
    },
  );

  it("the site's API answers the configured origin's preflight and refuses any other", async () => {
    const ctx = await createTestContext();
    ctx.sites = withAllowedOrigins(ctx.sites, `main=${CMS}`);
    const preflight = (app: ReturnType<typeof createSiteApi>, origin: string) =>
      app.request('/api/device/create', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const main = createSiteApi(ctx, 'main');
    expect((await preflight(main, CMS)).headers.get('access-control-allow-origin')).toBe(CMS);
    expect((await preflight(main, 'http://site.localhost:8080')).headers.get('access-control-allow-origin')).toBe(
      'http://site.localhost:8080',
    );
    expect(
      (await preflight(main, 'http://autre.localhost:4852')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const plancher = createSiteApi(ctx, 'plancher');
    expect((await preflight(plancher, CMS)).headers.get('access-control-allow-origin')).toBeNull();
  });
});

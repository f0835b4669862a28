/** @jest-environment ./test/support/jsdom-environment.cjs */
import { resolveConfig } from '@/src/config/config';
import { matchHost } from '@/src/config/hosts';
import { siteUrl } from '@/src/config/site-url';

/** A page location as the browser gives it: `http://site.localhost:8080/` → host, port, protocol. */
function at(url: string) {
  const { hostname, port, protocol } = new URL(url);
  return { hostname, port, protocol };
}

/** A page whose CMS template carries the override block with this text. */
function pageWithOverride(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.setAttribute('data-ossature-config', '');
  block.textContent = text;
  doc.head.append(block);
  return doc;
}

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('the preview server serves each variant on its own *.localhost host', () => {
  it.each([
    ['http://site.localhost:8080/', 'main', 'main', 'http://api.site.localhost:8080'],
    ['http://plancher.localhost:8080/configurateur', 'plancher', 'plancher', 'http://api.plancher.localhost:8080'],
    ['http://carbone.localhost:8080/', 'carbone', 'carbone', 'http://api.carbone.localhost:8080'],
    ['http://neo.carbone.localhost:8080/', 'neo', 'carbone', 'http://api.carbone.localhost:8080'],
    ['http://partenaire.carbone.localhost:8080/', 'partenaire', 'carbone', 'http://api.carbone.localhost:8080'],
  ])('%s is the %s variant calling its own API', (url, variant, site, apiBase) => {
    const config = resolveConfig(at(url));
    expect(config).toMatchObject({ variant, site, apiBase, ssoDomain: 'http://sso.localhost:8080' });
    expect(config.apiOrigins).toEqual([apiBase]);
    expect(config.storageName).toBe(`ossature-preview-${site}`);
  });

  it('keeps the port the preview was started on', () => {
    expect(resolveConfig(at('http://site.localhost:9123/')).apiBase).toBe('http://api.site.localhost:9123');
  });

  it('matches host names whatever their case', () => {
    expect(matchHost('NEO.Carbone.LOCALHOST')?.variant).toBe('neo');
  });
});

describe('production and staging hosts call their own HTTPS API', () => {
  it.each([
    [
      'https://www.baticonseil-pro.fr/conseils',
      'main',
      'https://api.baticonseil-pro.fr',
      'https://sso.groupe-partenaire.fr',
    ],
    [
      'https://www.plancher-expert.fr/',
      'plancher',
      'https://api.plancher-expert.fr',
      'https://sso.groupe-partenaire.fr',
    ],
    [
      'https://www.carbone-batiment.fr/',
      'carbone',
      'https://api.carbone-batiment.fr',
      'https://sso.groupe-partenaire.fr',
    ],
    [
      'https://recette.baticonseil-pro.fr/',
      'main',
      'https://api.recette.baticonseil-pro.fr',
      'https://sso.recette.groupe-partenaire.fr',
    ],
    [
      'https://recette.plancher-expert.fr/',
      'plancher',
      'https://api.recette.plancher-expert.fr',
      'https://sso.recette.groupe-partenaire.fr',
    ],
    [
      'https://recette.carbone-batiment.fr/',
      'carbone',
      'https://api.recette.carbone-batiment.fr',
      'https://sso.recette.groupe-partenaire.fr',
    ],
    ['https://carbone-batiment.fr/', 'carbone', 'https://api.carbone-batiment.fr', 'https://sso.groupe-partenaire.fr'],
    ['https://neo.carbone-batiment.fr/', 'neo', 'https://api.carbone-batiment.fr', 'https://sso.groupe-partenaire.fr'],
    [
      'https://partenaire.carbone-batiment.fr/',
      'partenaire',
      'https://api.carbone-batiment.fr',
      'https://sso.groupe-partenaire.fr',
    ],
  ])('%s → %s on %s', (url, variant, apiBase, ssoDomain) => {
    expect(resolveConfig(at(url))).toMatchObject({ variant, apiBase, ssoDomain, apiOrigins: [apiBase] });
  });

  it('never adds a port to a production API, even behind a proxy on :8443', () => {
    expect(resolveConfig(at('https://www.baticonseil-pro.fr:8443/')).apiBase).toBe('https://api.baticonseil-pro.fr');
  });

  it('keeps staging and production sessions apart', () => {
    expect(resolveConfig(at('https://recette.carbone-batiment.fr/')).storageName).toBe('ossature-staging-carbone');
    expect(resolveConfig(at('https://www.carbone-batiment.fr/')).storageName).toBe('ossature-production-carbone');
  });
});

describe('an unknown host', () => {
  it.each([
    'https://example.org/',
    'http://localhost/',
    'https://notsite.localhost/',
    'https://baticonseil-pro.fr.evil.test/',
  ])('%s falls back to the main site and the main production API', (url) => {
    expect(resolveConfig(at(url))).toMatchObject({
      variant: 'main',
      site: 'main',
      apiBase: 'https://api.baticonseil-pro.fr',
      apiOrigins: ['https://api.baticonseil-pro.fr'],
      ssoDomain: 'https://sso.groupe-partenaire.fr',
    });
  });
});

describe('the page override block', () => {
  it('applies a valid block and takes the bearer origin from the overridden API base', () => {
    const doc = pageWithOverride(JSON.stringify({ apiBase: 'https://api.autre.test:4443/v2/', storageName: 'essai' }));
    const config = resolveConfig(at('http://site.localhost:8080/'), doc);
    expect(config).toMatchObject({
      variant: 'main',
      apiBase: 'https://api.autre.test:4443/v2',
      storageName: 'essai',
      apiOrigins: ['https://api.autre.test:4443'],
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('an overridden variant gets that site’s API and session in the same environment', () => {
    const config = resolveConfig(at('http://site.localhost:8080/'), pageWithOverride('{"variant":"neo"}'));
    expect(config).toMatchObject({
      variant: 'neo',
      site: 'carbone',
      apiBase: 'http://api.carbone.localhost:8080',
      storageName: 'ossature-preview-carbone',
    });
  });

  it('overrides the SSO domain', () => {
    const doc = pageWithOverride('{"ssoDomain":"https://sso.test"}');
    expect(resolveConfig(at('https://www.baticonseil-pro.fr/'), doc).ssoDomain).toBe('https://sso.test');
  });

  it.each([
    ['invalid JSON', '{"variant": "plancher",}', /data-ossature-config block is ignored/],
    ['an unknown variant', '{"variant":"chantier"}', /variant/],
    ['an unexpected field', '{"theme":"dark"}', /theme/],
    ['an API base that is not an address', '{"apiBase":"api.site"}', /apiBase/],
    ['an API base of another scheme', '{"apiBase":"javascript:alert(1)"}', /apiBase/],
  ])('ignores a block with %s, with one console error', (_, text, detail) => {
    const config = resolveConfig(at('http://plancher.localhost:8080/'), pageWithOverride(text));
    expect(config).toMatchObject({ variant: 'plancher', apiBase: 'http://api.plancher.localhost:8080' });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(/\[ossature\] The data-ossature-config block is ignored/);
    expect(String(errors.mock.calls[0]![0])).toMatch(detail);
  });

  it('a page without a block is configured by its host alone, silently', () => {
    const doc = document.implementation.createHTMLDocument('page');
    expect(resolveConfig(at('http://carbone.localhost:8080/'), doc).variant).toBe('carbone');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("another site's page, as the floor detail's carbon simulator link (§9)", () => {
  const path = '/simuler-mon-empreinte-carbone/';
  it.each([
    [{ hostname: 'plancher.localhost', port: '8080' }, 'http://carbone.localhost:8080' + path],
    [{ hostname: 'recette.plancher-expert.fr', port: '' }, 'https://recette.carbone-batiment.fr' + path],
    [{ hostname: 'www.plancher-expert.fr', port: '' }, 'https://www.carbone-batiment.fr' + path],
    [{ hostname: 'plancher-expert.fr', port: '443' }, 'https://www.carbone-batiment.fr' + path],
    [{ hostname: 'cms.example.org', port: '' }, 'https://www.carbone-batiment.fr' + path],
  ])('from %j: %s', (location, url) => {
    expect(siteUrl(location, 'carbone', path)).toBe(url);
  });
});

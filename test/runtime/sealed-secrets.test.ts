/** @jest-environment ./test/support/jsdom-environment.cjs */
import { object, optional, string } from 'superstruct';
import { resolveConfig } from '@/src/config/config';
import type { IslandDescriptor } from '@/src/loader/island';
import { readAttributes } from '@/src/loader/read-attributes';

/**
 * Secret attributes (an SSO landing's tokens) on a page whose server seals them: the configuration
 * block names a nonce, and only a placeholder carrying it beside its secrets is read. A token that
 * someone writing content planted (an author's own, to sign visitors into the author's account)
 * has no nonce, or a wrong one: refused, and gone from the DOM.
 */
const landing = {
  kind: 'sso-landing',
  attributes: object({ token: string(), refreshToken: string(), next: optional(string()) }),
  secretAttributes: ['token', 'refreshToken'],
} as unknown as IslandDescriptor<{ token: string; refreshToken: string; next?: string }>;

const NONCE = '0123456789abcdef0123456789abcdef';
let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

function placeholder(attributes: string): HTMLElement {
  document.body.innerHTML = `<div data-widget="sso-landing" ${attributes}></div>`;
  return document.body.firstElementChild as HTMLElement;
}

test.each([
  ['no nonce', 'data-token="jeton-d-auteur" data-refresh-token="r"'],
  ['a wrong nonce', `data-token="jeton-d-auteur" data-refresh-token="r" data-secrets-nonce="${'f'.repeat(32)}"`],
  ['one secret only, no nonce', 'data-token="jeton-d-auteur"'],
])('sealed page, %s: refused, named without its value, and removed', (_, attributes) => {
  const host = placeholder(attributes);
  expect(readAttributes(host, landing, NONCE)).toBeNull();
  expect(errors).toHaveBeenCalledTimes(1);
  expect(String(errors.mock.calls[0]![0])).toMatch(
    /^\[ossature\] <div data-widget="sso-landing">: data-token.* not written by this page's server \(no matching data-secrets-nonce\)\. The island is not mounted\.$/,
  );
  expect(String(errors.mock.calls[0]![0])).not.toContain('jeton-d-auteur');
  expect(host.outerHTML).not.toContain('jeton-d-auteur');
  expect(host).not.toHaveAttribute('data-secrets-nonce');
});

test("sealed page, the server's nonce beside the secrets: read, then the secrets and the nonce leave the DOM", () => {
  const host = placeholder(`data-token="t" data-refresh-token="r" data-next="/" data-secrets-nonce="${NONCE}"`);
  expect(readAttributes(host, landing, NONCE)).toEqual({ token: 't', refreshToken: 'r', next: '/' });
  expect(errors).not.toHaveBeenCalled();
  expect(host.outerHTML).toBe('<div data-widget="sso-landing" data-next="/"></div>');
});

test('a page whose server does not seal (no nonce in its configuration): the attributes as written', () => {
  const host = placeholder('data-token="t" data-refresh-token="r"');
  expect(readAttributes(host, landing)).toEqual({ token: 't', refreshToken: 'r' });
  expect(errors).not.toHaveBeenCalled();
});

test("the configuration block's nonce reaches the config; a short one is refused with the block", () => {
  const at = { hostname: 'site.localhost', port: '8080', protocol: 'http:' };
  const page = (json: string) => {
    document.head.innerHTML = `<script type="application/json" data-ossature-config>${json}</script>`;
    return document;
  };
  expect(resolveConfig(at, page(`{"secretsNonce":"${NONCE}"}`)).secretsNonce).toBe(NONCE);
  expect(resolveConfig(at, page('{"variant":"main"}')).secretsNonce).toBeUndefined();
  expect(resolveConfig(at, page('{"secretsNonce":"court"}')).secretsNonce).toBeUndefined();
  expect(String(errors.mock.calls[0]![0])).toMatch(/data-ossature-config block is ignored: secretsNonce/);
});

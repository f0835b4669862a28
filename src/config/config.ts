import { create, enums, object, optional, refine, string, StructError } from 'superstruct';
import { ENVIRONMENTS, matchHost } from './hosts';
import { siteOf, type Site, type Variant } from './variants';

/** Everything the runtime needs to know about where it runs. */
export interface OssatureConfig {
  variant: Variant;
  site: Site;
  /** Base address of this site's API, without trailing slash. */
  apiBase: string;
  /** The partner single-sign-on domain of this environment (origin). */
  ssoDomain: string;
  /** Bearer tokens are only ever attached to calls to these origins. */
  apiOrigins: string[];
  /** Namespace of the stored session, per environment and site. */
  storageName: string;
}

/** An address that does not parse would break the whole bundle later: refuse it with the block. */
const HttpUrl = refine(string(), 'http(s) URL', (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) || `expected an http(s) URL, got "${value}"`;
  } catch {
    return `expected an http(s) URL, got "${value}"`;
  }
});

/**
 * The JSON block a page may carry to override the host table:
 * `<script type="application/json" data-ossature-config>{"variant":"plancher"}</script>`.
 */
export const ConfigOverride = object({
  variant: optional(enums(['main', 'plancher', 'carbone', 'neo', 'partenaire'])),
  apiBase: optional(HttpUrl),
  ssoDomain: optional(HttpUrl),
  storageName: optional(string()),
});

/** Decides the configuration from the location, then applies the page's override block. */
export function resolveConfig(
  location: Pick<Location, 'hostname' | 'port' | 'protocol'>,
  doc?: Document,
): OssatureConfig {
  const match = matchHost(location.hostname);
  const override = doc ? readOverride(doc) : null;
  // An unknown host is served as the main production site.
  const env = match?.environment ?? ENVIRONMENTS.find((e) => e.name === 'production')!;
  const variant = override?.variant ?? match?.variant ?? 'main';
  // The site follows the variant, so that an overridden variant also gets its own API and session.
  const site = siteOf(variant);
  const port = location.port && env.name === 'preview' ? `:${location.port}` : '';
  const origin = (host: string) => `${env.protocol}//${host}${port}`;
  const apiBase = (override?.apiBase ?? origin(env.api[site])).replace(/\/+$/, '');
  return {
    variant,
    site,
    apiBase,
    ssoDomain: override?.ssoDomain ?? origin(env.sso),
    apiOrigins: [new URL(apiBase).origin],
    storageName: override?.storageName ?? `ossature-${env.name}-${site}`,
  };
}

function readOverride(doc: Document) {
  const block = doc.querySelector('script[type="application/json"][data-ossature-config]');
  if (!block) return null;
  try {
    return create(JSON.parse(block.textContent ?? ''), ConfigOverride);
  } catch (error) {
    const detail = error instanceof StructError ? `${error.path.join('.')}: ${error.message}` : String(error);
    console.error(`[ossature] The data-ossature-config block is ignored: ${detail}`);
    return null;
  }
}

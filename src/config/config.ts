import { create, enums, object, optional, string, StructError } from 'superstruct';
import { MAIN_PRODUCTION_API, matchHost } from './hosts';
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

/**
 * The JSON block a page may carry to override the host table:
 * `<script type="application/json" data-ossature-config>{"variant":"plancher"}</script>`.
 */
export const ConfigOverride = object({
  variant: optional(enums(['main', 'plancher', 'carbone', 'neo', 'partenaire'])),
  apiBase: optional(string()),
  ssoDomain: optional(string()),
  storageName: optional(string()),
});

/** Decides the configuration from the location, then applies the page's override block. */
export function resolveConfig(location: Pick<Location, 'hostname' | 'port' | 'protocol'>, doc?: Document): OssatureConfig {
  const match = matchHost(location.hostname);
  const port = location.port ? `:${location.port}` : '';
  let config: OssatureConfig;
  if (match) {
    const { environment: env, site, variant } = match;
    const origin = (host: string) => `${env.protocol}//${host}${env.name === 'preview' ? port : ''}`;
    config = {
      variant, site, apiBase: origin(env.api[site]), ssoDomain: origin(env.sso), apiOrigins: [],
      storageName: `ossature-${env.name}-${site}`,
    };
  } else {
    config = {
      variant: 'main', site: 'main', apiBase: MAIN_PRODUCTION_API, ssoDomain: 'https://sso.groupe-partenaire.fr',
      apiOrigins: [], storageName: 'ossature-production-main',
    };
  }
  const override = doc ? readOverride(doc) : null;
  if (override) {
    if (override.variant) config = { ...config, variant: override.variant, site: siteOf(override.variant) };
    config = {
      ...config,
      apiBase: override.apiBase ?? config.apiBase,
      ssoDomain: override.ssoDomain ?? config.ssoDomain,
      storageName: override.storageName ?? config.storageName,
    };
  }
  config.apiBase = config.apiBase.replace(/\/+$/, '');
  config.apiOrigins = [new URL(config.apiBase).origin];
  return config;
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

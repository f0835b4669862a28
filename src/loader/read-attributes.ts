import { StructError, validate } from 'superstruct';
import { describeHost } from './describe';
import type { IslandDescriptor } from './island';

const LOADER_ATTRIBUTES = new Set(['widget', 'widgetMounted', 'secretsNonce']);

/** `refreshToken` → `data-refresh-token`, to name attributes as the editor wrote them. */
export const attributeName = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Reads and validates a placeholder's `data-*` attributes. On failure, one console error names
 * the element, the attribute and what was expected (never a secret's value) and null is
 * returned: the island is not mounted. Secret attributes are removed from the DOM once read.
 * Where the page's server seals them (`secretsNonce`, from its configuration block), a secret
 * attribute without that nonce beside it was not written by the server: the island is refused.
 */
export function readAttributes<A>(host: HTMLElement, island: IslandDescriptor<A>, secretsNonce?: string): A | null {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(host.dataset)) {
    if (!LOADER_ATTRIBUTES.has(key) && value !== undefined) raw[key] = value;
  }
  const secrets = new Set(island.secretAttributes ?? []);
  const unsealed = secretsNonce !== undefined && host.dataset.secretsNonce !== secretsNonce;
  dropSecrets(host, island);
  const planted = unsealed ? [...secrets].filter((key) => key in raw) : [];
  if (planted.length) {
    const names = planted.map(attributeName).join(', ');
    console.error(
      `[ossature] ${describeHost(host)}: ${names} not written by this page's server (no matching data-secrets-nonce). The island is not mounted.`,
    );
    return null;
  }
  const [error, value] = validate(raw, island.attributes, { coerce: true });
  if (error) {
    console.error(`[ossature] ${describeHost(host)}: ${explain(error, secrets)} The island is not mounted.`);
    return null;
  }
  return value as A;
}

/** Secret attributes (SSO tokens) leave the DOM once read, or once the island is refused. */
export function dropSecrets(host: HTMLElement, island: IslandDescriptor): void {
  for (const key of island.secretAttributes ?? []) host.removeAttribute(attributeName(key));
  host.removeAttribute('data-secrets-nonce');
}

function explain(error: StructError, secrets: Set<string>): string {
  return error
    .failures()
    .map((failure) => {
      const key = String(failure.path[0] ?? '');
      if (!key) return `${failure.message}.`;
      const name = attributeName(key);
      if (failure.type === 'never') return `unexpected attribute ${name}.`;
      if (failure.value === undefined) return `missing attribute ${name}.`;
      // superstruct's messages quote the received value: not for a token.
      if (secrets.has(key)) return `attribute ${name} is invalid (value hidden): expected ${failure.type}.`;
      return `attribute ${name}: ${failure.message}.`;
    })
    .join(' ');
}

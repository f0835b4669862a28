import { StructError, validate } from 'superstruct';
import { describeHost } from './describe';
import type { IslandDescriptor } from './island';

const LOADER_ATTRIBUTES = new Set(['widget', 'widgetMounted']);

/** `refreshToken` → `data-refresh-token`, to name attributes as the editor wrote them. */
export const attributeName = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Reads and validates a placeholder's `data-*` attributes. On failure, one console error names
 * the element, the attribute and what was expected (never a secret's value) and null is
 * returned: the island is not mounted. Secret attributes are removed from the DOM once read.
 */
export function readAttributes<A>(host: HTMLElement, island: IslandDescriptor<A>): A | null {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(host.dataset)) {
    if (!LOADER_ATTRIBUTES.has(key) && value !== undefined) raw[key] = value;
  }
  const secrets = new Set(island.secretAttributes ?? []);
  dropSecrets(host, island);
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

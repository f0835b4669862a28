const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text between tags. Quotes are escaped too, so a helper that misplaces a value in an attribute stays safe. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"'`]/g, (c) => ENTITIES[c] ?? c);
}

/**
 * An attribute value, always written between double quotes by our templates. Tokens and JSON end
 * up here, so nothing may close the quote or the tag; the backtick is for old parsers that accepted
 * it as a quote.
 */
export function escapeAttr(value: string | number): string {
  return escapeHtml(value);
}

import { hasControlCharacter, replaceControlCharacters } from '@/src/contracts';

/** The header fields the outbox writes from values it is handed. */
export type HeaderName = 'To' | 'Subject' | 'Attachment-Filename';

/** A value that must not reach a header: an address with a control character in it. */
export class MailHeaderError extends Error {
  constructor(name: HeaderName) {
    super(`mail refused: a control character in its ${name} header`);
    this.name = 'MailHeaderError';
  }
}

/**
 * The one way a value becomes a mail header: it cannot come out with a line break, so no value
 * can add a header (`Bcc:`) or start the body. Every control character (C0 with CR, LF and NUL,
 * DEL, C1, U+2028 and U+2029) becomes a space, runs of spaces one space, the ends trimmed. An
 * address is not repaired but refused: with a character taken out it is someone else's address.
 * The contracts refuse such values first (`Name`, `Email`); this holds whatever a route forgets.
 */
export function headerValue(name: HeaderName, value: string): string {
  if (name === 'To' && hasControlCharacter(value)) throw new MailHeaderError(name);
  return replaceControlCharacters(value, ' ').replace(/ {2,}/g, ' ').trim();
}

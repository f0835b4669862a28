/** The key of one submission of a mail-sending call, and what to do once it got an answer. */
export interface Submission {
  key: string;
  /** The server answered: the next submission of the same request is a new one, with a new key. */
  answered(): void;
}

/** 128 random bits in hex: `crypto.getRandomValues` works on plain-HTTP pages too (randomUUID does not). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * `Idempotency-Key`s of the calls that send mail (`Call.sendsMail`). The same request (method,
 * address, body) sent again before the server answered it — a double click, a retry after a
 * timeout or a lost connection — is the same submission and carries the same key, so the server
 * sends its mail once; once an answer came, the same request again is a new submission (sharing a
 * solution twice on purpose), with a new key. A request edited meanwhile (another recipient after
 * a failed send) is another request with its own key: the server refuses a key sent with another
 * body (422), so one key must never stand for two bodies.
 */
export function idempotencyKeys() {
  const pending = new Map<string, string>();
  return {
    take(request: string): Submission {
      let key = pending.get(request);
      if (!key) pending.set(request, (key = randomKey()));
      return {
        key,
        answered: () => {
          if (pending.get(request) === key) pending.delete(request);
        },
      };
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof idempotencyKeys>;

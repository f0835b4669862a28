import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Only hashes of one-time tokens are stored: a leaked database does not leak usable links. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export const hmac = (secret: Uint8Array, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

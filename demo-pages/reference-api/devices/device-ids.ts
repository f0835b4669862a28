import { randomToken } from '../auth/random';

/**
 * 18 random bytes from node:crypto (randomBytes, a CSPRNG): 144 bits, well above the 128 that
 * make an id unguessable however many devices exist, since a device id alone opens the work its
 * browser made before logging in. 18 bytes are 24 base64url characters with no padding, and a
 * shape no UUID has, so a minted id is told from a client-made one at a glance.
 */
const DEVICE_ID_BYTES = 18;

/** A new device id; only the server makes them. */
export function mintDeviceId(): string {
  return randomToken(DEVICE_ID_BYTES);
}

/**
 * A random UUID v4 exactly as `crypto.randomUUID()` writes it (lower case, version 4, RFC 4122
 * variant): what bundles from before server-issued ids send. Its 122 random bits are
 * unguessable; anything else ('1', 'a', a name, another version) may be guessed or chosen.
 */
const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isRandomUuid(value: string): boolean {
  return RANDOM_UUID.test(value);
}

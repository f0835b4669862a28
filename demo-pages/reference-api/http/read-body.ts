import type { Context } from 'hono';
import { ApiError } from './api-error';

/** Bodies above this size are refused before parsing (the largest real payload is a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body. An absent body reads as `undefined`; a body that is too large, not JSON or
 * not declared as JSON is refused with a French message.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > MAX_BODY_BYTES) throw tooLarge();
  if (buffer.byteLength === 0) return undefined;
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).');
  }
  try {
    return JSON.parse(new TextDecoder().decode(buffer));
  } catch {
    throw new ApiError(400, "Le corps de la requête n'est pas un JSON valide.");
  }
}

function tooLarge() {
  return new ApiError(413, `La requête est trop volumineuse (${MAX_BODY_BYTES / 1024} Ko au maximum).`);
}

import type { Context } from 'hono';
import { ApiError } from './api-error';

/** Bodies above this size are refused before parsing (the largest real payload is a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body. An absent body reads as `undefined`; a body that is too large, not JSON or
 * not declared as JSON is refused with a French message.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const buffer = await readRawBody(c);
  if (buffer.byteLength === 0) return undefined;
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).');
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(buffer));
  } catch {
    throw new ApiError(400, "Le corps de la requête n'est pas un JSON valide.");
  }
  if (depthOf(body) > MAX_DEPTH) throw new ApiError(400, 'Le corps de la requête est trop imbriqué.');
  return body;
}

/**
 * Reads an HTML form (url-encoded or multipart), with the same size limit as JSON bodies. An
 * absent body reads as no field; a body that is too large (413), of another type (415) or that
 * does not parse as its declared type (400) is refused with a French message. File fields are
 * ignored; a repeated field keeps its first value.
 */
export async function readFormBody(c: Context): Promise<Record<string, string>> {
  const buffer = await readRawBody(c);
  const fields: Record<string, string> = Object.create(null);
  if (buffer.byteLength === 0) return fields;
  const type = c.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new ApiError(
      415,
      'Le formulaire doit être envoyé en application/x-www-form-urlencoded ou multipart/form-data.',
    );
  }
  let form: FormData;
  try {
    form = await new Response(buffer, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError(400, 'Le formulaire envoyé est illisible : son contenu ne correspond pas à son type déclaré.');
  }
  for (const [name, value] of form) {
    if (typeof value === 'string' && !Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

/** Each request's bytes, read once: a stream cannot be read twice. */
const rawBodies = new WeakMap<Request, Promise<Uint8Array<ArrayBuffer>>>();

/**
 * The body's bytes, refused above MAX_BODY_BYTES whether the size is declared or not: a body
 * sent in chunks is read only up to the limit, then dropped. Read once per request and kept, so
 * that a middleware (the idempotency check hashes them) and the handler both see them.
 */
export function readRawBody(c: Context): Promise<Uint8Array<ArrayBuffer>> {
  let bytes = rawBodies.get(c.req.raw);
  if (!bytes) rawBodies.set(c.req.raw, (bytes = readStream(c)));
  return bytes;
}

async function readStream(c: Context): Promise<Uint8Array<ArrayBuffer>> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && !/^\s*\d+\s*$/.test(declared)) {
    throw new ApiError(400, "L'en-tête Content-Length de la requête est invalide.");
  }
  if (Number(declared ?? '0') > MAX_BODY_BYTES) throw tooLarge();
  const reader = c.req.raw.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader?.read(); next && !next.done; next = await reader!.read()) {
    size += next.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      reader!.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** No real payload nests deeper; a deeper one would only exhaust the validator's stack. */
const MAX_DEPTH = 16;

function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    if (depth > MAX_DEPTH) break;
    if (typeof current === 'object' && current !== null) {
      for (const child of Object.values(current)) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

function tooLarge() {
  return new ApiError(413, `La requête est trop volumineuse (${MAX_BODY_BYTES / 1024} Ko au maximum).`);
}

import type { Duplex } from 'node:stream';
import type { Failure } from '@/src/contracts';

/** Requests Node's HTTP parser refuses before any app sees them, by the parser's error code. */
const PARSER_REFUSALS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_INVALID_CONTENT_LENGTH: [400, 'Bad Request', "L'en-tête Content-Length de la requête est invalide."],
  HPE_UNEXPECTED_CONTENT_LENGTH: [400, 'Bad Request', "L'en-tête Content-Length de la requête est invalide."],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Les en-têtes de la requête sont trop volumineux.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'La requête a mis trop de temps à arriver.'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'La requête est mal formée.'];

/**
 * The server's `clientError` listener: a request the parser refuses (a malformed Content-Length,
 * headers too large…) gets the French failure envelope, where Node would write a bare status
 * line. A connection already gone is only closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = PARSER_REFUSALS[error.code ?? ''] ?? MALFORMED;
  const failure: Failure = { success: false, message, error: null };
  const body = JSON.stringify(failure);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

import type { Download } from '@/src/contracts';
import { ContractError } from './errors';

/**
 * Reads a download's successful response (client.ts `download`): the file must come with the
 * download's content type (a JSON page or an HTML error page served with 200 is not the file),
 * and is named as its `Content-Disposition` says.
 */
export async function readFile(download: Download, response: Response): Promise<{ blob: Blob; filename: string }> {
  const type = mediaType(response.headers.get('content-type'));
  if (type !== mediaType(download.contentType)) {
    throw new ContractError(
      download.name,
      '',
      `expected a file of type ${download.contentType}, got ${type || 'none'}`,
    );
  }
  const blob = await response.blob();
  return { blob, filename: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName(download) };
}

function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The file name of a `Content-Disposition` header: `filename*` first (RFC 6266; its value
 * encoded as RFC 5987 says, UTF-8 or ISO-8859-1), then `filename` (quoted or a token). Only the
 * last segment of a name holding a path is kept, without control characters. Null when the
 * header names none.
 *
 * @example fileNameOf(`attachment; filename="a.zip"; filename*=UTF-8''%C3%A9t%C3%A9.zip`) // 'été.zip'
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]+)/i.exec(header);
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  const token = /(?:^|;)\s*filename\s*=\s*([^";\s]+)/i.exec(header);
  const name =
    (extended && decodeExtended(extended[1]!.trim())) ??
    (quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : null) ??
    token?.[1] ??
    null;
  // A name is not a path: a server must not choose where the file lands.
  const safe = name
    ?.split(/[/\\]/)
    .pop()
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return safe || null;
}

/** An RFC 5987 value, `charset'language'percent-encoded`; null when unreadable. */
function decodeExtended(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const [, charset, encoded] = match as unknown as [string, string, string];
  try {
    if (/^utf-8$/i.test(charset)) return decodeURIComponent(encoded);
    if (/^iso-8859-1$/i.test(charset)) {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  } catch {
    // A malformed escape: the plain `filename` may still be good.
  }
  return null;
}

/** `<call name>.<extension>` when the server named no file, e.g. `downloadSolutionFiles.zip`. */
function fallbackName(download: Download): string {
  const extension = (mediaType(download.contentType).split('/')[1] ?? '').replace(/^x-/, '');
  return extension ? `${download.name}.${extension}` : download.name;
}

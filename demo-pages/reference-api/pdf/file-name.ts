/**
 * The file name a browser saves a report under. `filename*` (RFC 5987/6266) carries the French
 * name, accents kept; `filename` an ASCII fallback for clients that ignore the former.
 */
export interface PdfFileName {
  utf8: string;
  ascii: string;
}

const MAX_SLUG = 80;

const trimDashes = (s: string) => s.replace(/-+/g, '-').replace(/^-|-$/g, '');

/** 'rapport' + 'Résidence Les Cèdres – R+1' → 'rapport-résidence-les-cèdres-r-1.pdf' (and its ASCII twin). */
export function pdfFileName(prefix: string, name: string | null | undefined, fallback = 'simulation'): PdfFileName {
  const lower = (name ?? '').normalize('NFC').toLocaleLowerCase('fr-FR');
  const slug =
    trimDashes(lower.replace(/[^\p{L}\p{N}]+/gu, '-'))
      .slice(0, MAX_SLUG)
      .replace(/-$/, '') || fallback;
  const ascii = trimDashes(
    slug
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-'),
  );
  return { utf8: `${prefix}-${slug}.pdf`, ascii: `${prefix}-${ascii || fallback}.pdf` };
}

/** RFC 5987 value: percent-encoded UTF-8, the characters RFC 5987 reserves included. */
const encode5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Headers of a PDF shown in the browser (`inline`), with both file names. */
export function pdfHeaders(file: PdfFileName): Record<string, string> {
  return fileHeaders('application/pdf', file, 'inline');
}

/**
 * A file name kept as written, spaces and accents included ('Plancher PSE 12+4 – documents.zip'),
 * with its ASCII twin ('Plancher PSE 12+4 - documents.zip'): for files a visitor keeps, where a
 * readable name beats a slug. Path separators and quotes are replaced.
 */
export function readableFileName(name: string): PdfFileName {
  const utf8 = name
    .normalize('NFC')
    .replace(/[/\\:*?"<>|\p{Cc}]+/gu, '-')
    .trim();
  const ascii = utf8
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/[–—]/g, '-')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]+/g, '-');
  return { utf8, ascii };
}

/** Headers of a file with both its names: `attachment` (saved) unless shown `inline`. */
export function fileHeaders(
  contentType: string,
  file: PdfFileName,
  disposition: 'inline' | 'attachment' = 'attachment',
): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': `${disposition}; filename="${file.ascii}"; filename*=UTF-8''${encode5987(file.utf8)}`,
    'x-content-type-options': 'nosniff',
  };
}

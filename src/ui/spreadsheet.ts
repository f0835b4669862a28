/**
 * Files a French spreadsheet opens as they are (the psi library's, the carbon project's and the
 * thermal project's exports): UTF-8 with a byte order mark, ';' between cells, CRLF line ends.
 * Figures come already written with a decimal comma.
 */

/** A cell, quoted when it holds the separator, a quote or a line break (quotes doubled). */
function cell(text: string): string {
  return /[;"\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function frenchCsv(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${lines.map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** 'Résidence Les Cèdres' → 'residence-les-cedres': a name as a file name's part. */
export function fileSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

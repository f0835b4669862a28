/**
 * The catalogue's short HTML descriptions as PDF text: each paragraph a line, each list item a
 * '• ' line, tags dropped, the few entities the catalogue writes decoded.
 */
export function plainText(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/p>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

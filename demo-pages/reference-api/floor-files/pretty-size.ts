/**
 * A file's size as the documents table shows it (§3 'Link / document' `prettySize`), in French
 * units: 'octets', 'Ko', 'Mo', with a decimal comma. A kilo-octet is 1 024 octets, as French
 * Windows counts them, so the figure matches what the visitor's file manager shows once the file
 * is saved. One decimal under 10 units ('8,4 Ko', '1,2 Mo'), none above ('212 Ko').
 */
export function prettySize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes < 2 ? 'octet' : 'octets'}`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'Ko'] : [bytes / (1024 * 1024), 'Mo'];
  return `${value.toFixed(value < 10 ? 1 : 0).replace('.', ',')} ${unit}`;
}

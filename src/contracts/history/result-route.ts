/**
 * The hash route of a main-site result (thermal-break-tool §2: `/{historyId}/{rupteurName}`,
 * `?history=1` when opened from the history): written by the questionnaire, read by the result
 * page, and by the personal space's history list for 'Ouvrir'. One writer for both islands.
 * Spaces become underscores (readable in the address bar), the rest is URI-encoded.
 */
export function resultPath(historyId: number, name: string, fromHistory = false): string {
  const segment = encodeURIComponent(name.trim().replace(/\s+/g, '_'));
  return `/${historyId}/${segment}${fromHistory ? '?history=1' : ''}`;
}

import { renewOverlayHost } from '@/src/ui/overlays/overlays';

/**
 * Takes every toast off the page at once. The overlay host outlives a test, and a toast with the
 * same text (its id) left by the previous test would satisfy the next one's query. The host is
 * replaced by a new one, its toasts dismissed, rather than waiting out sonner's exit animation
 * (200 ms, fifteen times in some files); sonner then shows a later toast of the same id afresh.
 */
export async function clearToasts(): Promise<void> {
  await renewOverlayHost();
}

import { toast } from 'sonner';
import { renewOverlayHost } from '@/src/ui/overlays/overlays';

/**
 * Takes every toast off the page at once. The overlay host outlives a test, and a toast with the
 * same text (its id) left by the previous test would satisfy the next one's query. Dismissed first,
 * so that sonner shows a later toast of the same id afresh; then the host is replaced by a new
 * one, rather than waiting out sonner's exit animation (200 ms, fifteen times in some files).
 */
export async function clearToasts(): Promise<void> {
  toast.dismiss();
  await renewOverlayHost();
}

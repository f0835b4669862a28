import { waitFor } from '@testing-library/dom';
import { toast } from 'sonner';

/**
 * Dismisses every toast and waits until they are gone. The overlay host outlives a test, and a
 * toast with the same text (its id) left by the previous test would satisfy the next one's query.
 */
export async function clearToasts(): Promise<void> {
  toast.dismiss();
  await waitFor(() => {
    const root = document.querySelector('[data-ossature-overlays]')?.shadowRoot;
    expect(root?.querySelectorAll('[data-sonner-toast]').length ?? 0).toBe(0);
  });
}

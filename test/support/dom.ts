import { waitFor, within } from '@testing-library/dom';
import header from '@/widgets/header';
import { mountIsland } from '@/src/loader/mount-island';
import type { IslandDescriptor } from '@/src/loader/island';
import { overlayStore } from '@/src/ui/overlays/overlay-store';

// Islands mount from async code (dynamic imports, API answers) as in a browser; tests wait for
// the result with findBy/waitFor instead of wrapping every update in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const unmounts: (() => void)[] = [];

/** Mounts an island into a fresh placeholder and returns queries scoped to its shadow root. */
export async function mount(island: IslandDescriptor = header, attributes: Record<string, string> = {}) {
  const host = document.createElement('div');
  host.dataset.widget = island.kind;
  for (const [key, value] of Object.entries(attributes)) host.setAttribute(key, value);
  document.body.append(host);
  const stop = await mountIsland(host, island.kind, async () => ({ default: island }));
  if (stop) unmounts.push(stop);
  const root = await waitFor(() => {
    const container = host.shadowRoot?.querySelector<HTMLElement>('.oss-root');
    if (!container) throw new Error('island not rendered');
    return container;
  });
  return { host, ...within(root) };
}

/** Queries inside the overlay host (dialogs and toasts), once it exists. */
export async function overlays() {
  const root = await waitFor(() => {
    const container = document
      .querySelector('[data-ossature-overlays]')
      ?.shadowRoot?.querySelector<HTMLElement>('.oss-root');
    if (!container) throw new Error('no overlay host yet');
    return container;
  });
  return within(root);
}

/** Unmounts every island and closes every dialog (between tests). */
export function cleanUp(): void {
  while (unmounts.length) unmounts.pop()!();
  overlayStore.setState({ entries: [] });
  document.querySelectorAll('[data-widget]').forEach((el) => el.remove());
}

import { createRoot } from 'react-dom/client';
import { getRuntime } from '../runtime/runtime';
import { ErrorBoundary } from '../ui/error-boundary';
import { BASE_CSS } from '../ui/styles/base-css';
import { createShadowContainer } from '../ui/styles/shadow-root';
import { describeHost } from './describe';
import type { IslandLoader } from './island';
import { readAttributes } from './read-attributes';

/**
 * Mounts one island in its own shadow root, React root and error boundary. Lives in its own
 * chunk with React, so the loader stays tiny. Returns the unmount function, or null when the
 * island is not mounted (bad attributes).
 */
export async function mountIsland(host: HTMLElement, kind: string, load: IslandLoader): Promise<(() => void) | null> {
  const { default: island } = await load();
  const attributes = readAttributes(host, island);
  if (attributes === null) return null;
  const container = createShadowContainer(host, getRuntime().config.variant, { base: BASE_CSS, ...(island.css ? { [kind]: island.css } : {}) });
  const root = createRoot(container);
  const Island = island.component;
  root.render(
    <ErrorBoundary name={describeHost(host)}>
      <Island attributes={attributes} host={host} />
    </ErrorBoundary>,
  );
  performance.mark(`ossature:mounted:${kind}`);
  return () => {
    root.unmount();
    container.remove();
  };
}

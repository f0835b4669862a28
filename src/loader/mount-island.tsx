import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../ui/error-boundary';
import { describeHost } from './describe';
import type { IslandLoader } from './island';
import { readAttributes } from './read-attributes';

/**
 * Mounts one island in its own root and error boundary. Lives in its own chunk with React, so
 * the loader stays tiny. Returns the unmount function, or null when the island is not mounted.
 */
export async function mountIsland(host: HTMLElement, kind: string, load: IslandLoader): Promise<(() => void) | null> {
  const { default: island } = await load();
  const attributes = readAttributes(host, island);
  if (attributes === null) return null;
  const root = createRoot(host);
  const Island = island.component;
  root.render(
    <ErrorBoundary name={describeHost(host)}>
      <Island attributes={attributes} host={host} />
    </ErrorBoundary>,
  );
  performance.mark(`ossature:mounted:${kind}`);
  return () => root.unmount();
}

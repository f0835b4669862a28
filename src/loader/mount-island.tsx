import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { notices } from '@/src/runtime/notices';
import { getRuntime } from '@/src/runtime/runtime';
import { RuntimeProvider } from '@/src/runtime/runtime-context';
import { ErrorBoundary } from '@/src/ui/error-boundary';
import { notify } from '@/src/ui/overlays/overlays';
import { BASE_CSS } from '@/src/ui/styles/base-css';
import { createShadowContainer } from '@/src/ui/styles/shadow-root';
import { servesSite } from './check-site';
import { describeHost } from './describe';
import type { IslandLoader } from './island';
import { readAttributes } from './read-attributes';

// The runtime speaks to the visitor (a lost login) through this port: the toaster is above it.
notices.speak = notify;

/**
 * Mounts one island in its own shadow root, React root and error boundary. Lives in its own
 * chunk with React, so the loader stays tiny. Returns the unmount function, or null when the
 * island is not mounted (not for this site, bad attributes).
 *
 * The site is checked here, once the island's chunk is in: the loader does not know the site
 * (that needs the host table and the page's override block, i.e. the runtime's config), and
 * waiting for this chunk before asking for the island's would cost every correct page a round
 * trip to save a download on a misplaced one.
 */
export async function mountIsland(host: HTMLElement, kind: string, load: IslandLoader): Promise<(() => void) | null> {
  const { default: island } = await load();
  const runtime = getRuntime();
  const { config } = runtime;
  if (!servesSite(host, island, config.site)) return null;
  const attributes = readAttributes(host, island);
  if (attributes === null) return null;
  const container = createShadowContainer(host, config.variant, {
    base: BASE_CSS,
    ...(island.css ? { [kind]: island.css } : {}),
  });
  const root = createRoot(container, {
    // The island's boundary logs one error naming the placeholder; React 19 would log it again.
    onCaughtError: (error, info) => {
      if (!(info.errorBoundary instanceof ErrorBoundary)) console.error(error);
    },
  });
  const Island = island.component;
  root.render(
    <ErrorBoundary name={describeHost(host)}>
      <RuntimeProvider runtime={runtime}>
        <MountedMark name={`ossature:mounted:${kind}`}>
          <Island attributes={attributes} host={host} />
        </MountedMark>
      </RuntimeProvider>
    </ErrorBoundary>,
  );
  return () => {
    root.unmount();
    container.remove();
  };
}

/** Marks the island's first commit (what the benchmark measures from `ossature:start`). */
function MountedMark({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => {
    performance.mark(name);
  }, [name]);
  return children;
}

import { registry, reservedHeights, reservedWhenLoggedIn } from '@/src/registry';
import { describeHost } from './describe';

/**
 * The loader, `ossature.js` (DESIGN.md §1): one query for placeholders, one MutationObserver,
 * and for each kind found a lazy import of its chunk. It imports no React: a page without
 * placeholders costs this file only.
 */
declare const __OSSATURE_VERSION__: string;
const VERSION = __OSSATURE_VERSION__;
const MOUNTED = 'data-widget-mounted';

type Unmount = () => void;

export interface OssatureGlobal {
  version: string;
  scan(root?: ParentNode): void;
  unmount(host: Element): void;
}

declare global {
  interface Window {
    Ossature?: OssatureGlobal;
  }
}

const mounted = new Map<Element, Promise<Unmount | null>>();

/**
 * For each kind, the shared chunks its island and the mounting chunk import (names under
 * `chunks/`, without '.js'): written in by the build (rollup.config.mjs, `preloadMap`); absent
 * when run from source. A kind's files are one character each: the file's index plus 48.
 */
declare const __OSSATURE_PRELOAD__: { files: string[]; kinds: Record<string, string> };
const PRELOAD = typeof __OSSATURE_PRELOAD__ === 'undefined' ? null : __OSSATURE_PRELOAD__;
const preloaded = new Set<string>();

/** Asks for a kind's shared chunks now, alongside its own: one round trip, not one per level of imports. */
function preload(kind: string): void {
  for (const index of PRELOAD?.kinds[kind] ?? '') {
    const href = new URL(`chunks/${PRELOAD!.files[index.charCodeAt(0) - 48]!}.js`, import.meta.url).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Whether the session left its login hint (src/session/login-hint.ts, whose cookie name this
 * repeats so as not to import it). A sandboxed document may throw on `document.cookie`.
 */
function loginHinted(): boolean {
  try {
    return document.cookie.includes('ossature_login=1');
  } catch {
    return false;
  }
}

/**
 * Keeps the island's height on its placeholder while its chunks load and once it has mounted,
 * so that the page does not shift when it arrives (an inline style: allowed by a strict CSP,
 * which only blocks style attributes written in the markup). A height the page gives it already
 * stays: the build's heights stylesheet in the <head> (per breakpoint, which these phone heights
 * are not), or an editor's own.
 */
function reserve(host: HTMLElement, kind: string): void {
  // `kind` is a registry key (mount() checked it), never one of Object's members.
  const height = reservedHeights[kind] ?? (loginHinted() ? reservedWhenLoggedIn[kind] : undefined);
  if (height && !(parseFloat(getComputedStyle(host).minHeight) > 0)) host.style.minHeight = `${height}px`;
}

/** A chunk that fails to load is tried once more (a flaky mobile network, a deploy in progress). */
function loadOnceMore<T>(load: () => Promise<T>): () => Promise<T> {
  return () => load().catch(() => load());
}

/** The chunk that mounts islands (with React and the runtime), retried like the islands' own. */
const loadMounter = loadOnceMore(() => import('./mount-island'));

function mount(host: HTMLElement): void {
  if (host.hasAttribute(MOUNTED)) return;
  host.setAttribute(MOUNTED, '');
  const kind = host.dataset.widget ?? '';
  // Own keys only: 'constructor' or '__proto__' are unknown kinds, not Object's members.
  const load = Object.hasOwn(registry, kind) ? registry[kind] : undefined;
  if (!load) {
    console.error(
      `[ossature] ${describeHost(host)}: unknown kind "${kind}". Known kinds: ${Object.keys(registry).join(', ')}.`,
    );
    return;
  }
  reserve(host, kind);
  preload(kind);
  // Both chunks at once: fetched one after the other, a phone would wait for the mounting chunk
  // (and its imports) before even asking for the island's — a round trip or two more.
  const island = loadOnceMore(load)();
  island.catch(() => undefined); // reported below, once, if mounting gets that far
  const pending = loadMounter()
    .then((m) => m.mountIsland(host, kind, () => island))
    .catch((error) => {
      console.error(`[ossature] ${describeHost(host)}: the island could not be loaded.`, error);
      return null;
    });
  mounted.set(host, pending);
}

function scan(root: ParentNode = document): void {
  if (root instanceof HTMLElement && root.matches('[data-widget]')) mount(root);
  root.querySelectorAll<HTMLElement>('[data-widget]').forEach(mount);
}

function unmount(host: Element): void {
  const pending = mounted.get(host);
  if (!pending) return;
  mounted.delete(host);
  host.removeAttribute(MOUNTED);
  void pending.then((stop) => stop?.());
}

/** Mounts placeholders added later (AJAX, page builders) and unmounts removed ones. */
function observe(): void {
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement) scan(node);
      });
      if (record.removedNodes.length) {
        for (const host of [...mounted.keys()]) if (!host.isConnected) unmount(host);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}

function start(): void {
  if (window.Ossature) {
    if (window.Ossature.version !== VERSION) {
      console.warn(
        `[ossature] Version ${VERSION} stands down: version ${window.Ossature.version} is already on this page.`,
      );
    }
    return;
  }
  performance.mark('ossature:start');
  window.Ossature = { version: VERSION, scan, unmount };
  scan();
  observe();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

import { createRoot, type Root } from 'react-dom/client';
import { toast, Toaster } from 'sonner';
import sonnerCss from 'sonner/dist/styles.css?inline';
import { useStore } from 'zustand';
import { getRuntime } from '@/src/runtime/runtime';
import { RuntimeProvider } from '@/src/runtime/runtime-context';
import { BASE_CSS } from '../styles/base-css';
import { createShadowContainer } from '../styles/shadow-root';
import { ErrorBoundary } from '../error-boundary';
import { overlayStore } from './overlay-store';
import type { ToastKind } from './overlays';

let element: HTMLElement | null = null;
let root: Root | null = null;

/**
 * Sonner's light rich colours give the success and error texts 4.3:1 on their backgrounds: axe
 * counts it serious (WCAG AA wants 4.5:1 at 13 px). Darker texts, same hues: 5.2:1 and 5.3:1.
 */
const TOAST_CONTRAST_CSS = `[data-sonner-toaster][data-sonner-theme='light'] {
  --success-text: hsl(140, 100%, 24%);
  --error-text: hsl(360, 100%, 40%);
}`;

/**
 * One element under <body> holds every dialog and the toaster, in a shadow root. It is a manual
 * popover where supported: the top layer keeps toasts above any theme z-index (the demo theme's
 * cookie banner sits at the maximum). Modal dialogs are in the top layer by themselves.
 */
export function mountOverlayHost(): void {
  if (element) return;
  element = document.createElement('div');
  element.setAttribute('data-ossature-overlays', '');
  element.style.cssText =
    'position:fixed;inset:auto;width:0;height:0;margin:0;padding:0;border:0;overflow:visible;background:none;pointer-events:none;';
  const popover = 'showPopover' in element;
  if (popover) element.setAttribute('popover', 'manual');
  document.body.append(element);
  if (popover) element.showPopover();
  const container = createShadowContainer(element, getRuntime().config.variant, {
    base: BASE_CSS,
    sonner: sonnerCss,
    'sonner-contrast': TOAST_CONTRAST_CSS,
  });
  container.style.pointerEvents = 'auto';
  // A modal opened while a toast shows would cover it with its backdrop (the toast then reads
  // 1.37:1 and is lost to the eye): the toasts come back above it. src/ui/dialog.tsx says when, by
  // an event rather than an import, so that neither chunk brings the other (nor a chunk of a name).
  document.addEventListener('ossature:modal-opened', onModalOpened);
  root = createRoot(container);
  root.render(
    <ErrorBoundary name="ossature overlays">
      <OverlayLayer />
    </ErrorBoundary>,
  );
}

function onModalOpened(): void {
  if (element?.shadowRoot?.querySelector('[data-sonner-toast]')) bringToFront();
}

/**
 * Takes the host and all it shows (dialogs, toasts) off the page at once. The toasts are dismissed
 * too: sonner keeps them, and would hand the ones still showing to the next host's toaster.
 */
export function unmountOverlayHost(): void {
  toast.dismiss();
  root?.unmount();
  root = null;
  document.removeEventListener('ossature:modal-opened', onModalOpened);
  element?.remove();
  element = null;
}

/**
 * The toasts keep `--oss-toast-offset-bottom` free at the bottom of the screen when the page sets
 * it (sonner's 24 px, 16 px on a phone, otherwise): room for the theme's own bottom bar, such as
 * a cookie banner the full-width toasts of a phone would hide.
 */
function OverlayLayer() {
  const entries = useStore(overlayStore, (s) => s.entries);
  // The dialogs get the page's runtime as the islands do (the current one: see RuntimeProvider).
  return (
    <RuntimeProvider>
      {entries.map((entry) => (
        <ErrorBoundary key={entry.id} name="dialog">
          {entry.render(() => overlayStore.setState((s) => ({ entries: s.entries.filter((e) => e.id !== entry.id) })))}
        </ErrorBoundary>
      ))}
      <Toaster
        position="bottom-right"
        richColors
        closeButton={false}
        offset={{ bottom: 'var(--oss-toast-offset-bottom, 24px)' }}
        mobileOffset={{ bottom: 'var(--oss-toast-offset-bottom, 16px)' }}
      />
    </RuntimeProvider>
  );
}

/** Brings the host back on top of the top layer, so a toast shows above an open dialog. */
function bringToFront(): void {
  if (!element || !('showPopover' in element)) return;
  try {
    element.hidePopover();
    element.showPopover();
  } catch {
    // Not a popover in this browser: nothing to raise.
  }
}

export function showToast(kind: ToastKind, message: string, id: string): void {
  bringToFront();
  if (kind === 'success') toast.success(message, { id });
  else if (kind === 'error') toast.error(message, { id });
  else toast(message, { id });
}

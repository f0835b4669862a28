import type { NoticeKind } from '@/src/runtime/notices';
import { addOverlay, type OverlayRender } from './overlay-store';

export type ToastKind = NoticeKind;

/** What shows a toast (`notify`, or a test's recorder): a controller is handed one. */
export type Toast = (kind: ToastKind, message: string, id: string) => void;

type HostModule = typeof import('./overlay-host');
let host: Promise<HostModule> | null = null;

/**
 * The overlay host (dialogs and the toaster) is created once, on demand: a page whose visitor
 * never opens a popup or sees a toast never downloads it.
 */
function ensureHost(): Promise<HostModule> {
  host ??= import('./overlay-host').then((module) => {
    module.mountOverlayHost();
    return module;
  });
  return host;
}

/**
 * Puts a new overlay host in place of the one on the page, if any: its toasts are gone at once,
 * for good (the dialogs still open come back in the new host). For the tests, between two cases, where a
 * toast dismissed the usual way takes sonner's exit animation (200 ms) to go; the bundle keeps
 * one host per page.
 */
export async function renewOverlayHost(): Promise<void> {
  const loaded = host;
  if (!loaded) return;
  (await loaded).unmountOverlayHost();
  host = null;
  await ensureHost();
}

/**
 * Opens a dialog; returns the function that closes it. A `key` names the dialog: asked for again
 * while it is open (a double click), it is not opened twice but rendered with the new request
 * (see `addOverlay`). Every dialog a visitor can ask for twice has one.
 */
export function openOverlay(render: OverlayRender, key?: string): () => void {
  const close = addOverlay(render, key);
  void ensureHost();
  return close;
}

/**
 * Shows a toast, bottom right. The id defaults to the message so the same toast is never
 * stacked twice (the spec: "toast ids are used to avoid duplicates").
 */
export function notify(kind: ToastKind, message: string, id: string = message): void {
  void ensureHost().then((module) => module.showToast(kind, message, id));
}

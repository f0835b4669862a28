import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';

export type OverlayRender = (close: () => void) => ReactNode;
export interface OverlayEntry {
  id: number;
  render: OverlayRender;
  key?: string;
}

/** Open dialogs, rendered by the overlay host in order (the last one on top). */
export const overlayStore = createStore<{ entries: OverlayEntry[] }>()(() => ({ entries: [] }));

let nextId = 1;

/**
 * Adds a dialog: the one "open once" mechanism of the dialogs. With a `key`, a dialog of that
 * key asked for while it is open (a double click, two islands asking at once, a request while
 * its chunk is still on its way) is not stacked again: the open one is rendered with the new
 * request, keeping its state — a dialog whose props say what to show (the login popup's
 * screen) follows the latest request.
 */
export function addOverlay(render: OverlayRender, key?: string): () => void {
  const open = key === undefined ? undefined : overlayStore.getState().entries.find((e) => e.key === key);
  const id = open?.id ?? nextId++;
  overlayStore.setState((s) => ({
    entries: open ? s.entries.map((e) => (e.id === id ? { ...e, render } : e)) : [...s.entries, { id, render, key }],
  }));
  return () => overlayStore.setState((s) => ({ entries: s.entries.filter((e) => e.id !== id) }));
}

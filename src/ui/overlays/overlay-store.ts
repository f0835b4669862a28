import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';

export type OverlayRender = (close: () => void) => ReactNode;
export interface OverlayEntry { id: number; render: OverlayRender; key?: string }

/** Open dialogs, rendered by the overlay host in order (the last one on top). */
export const overlayStore = createStore<{ entries: OverlayEntry[] }>()(() => ({ entries: [] }));

let nextId = 1;

/**
 * Adds a dialog. With a `key`, a dialog of that key already open is kept and no second one is
 * stacked over it (a double click on the button that opens it).
 */
export function addOverlay(render: OverlayRender, key?: string): () => void {
  const open = key === undefined ? undefined : overlayStore.getState().entries.find((e) => e.key === key);
  const id = open?.id ?? nextId++;
  if (!open) overlayStore.setState((s) => ({ entries: [...s.entries, { id, render, key }] }));
  return () => overlayStore.setState((s) => ({ entries: s.entries.filter((e) => e.id !== id) }));
}

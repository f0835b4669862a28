import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';

export type OverlayRender = (close: () => void) => ReactNode;
export interface OverlayEntry { id: number; render: OverlayRender }

/** Open dialogs, rendered by the overlay host in order (the last one on top). */
export const overlayStore = createStore<{ entries: OverlayEntry[] }>()(() => ({ entries: [] }));

let nextId = 1;

export function addOverlay(render: OverlayRender): () => void {
  const id = nextId++;
  overlayStore.setState((s) => ({ entries: [...s.entries, { id, render }] }));
  return () => overlayStore.setState((s) => ({ entries: s.entries.filter((e) => e.id !== id) }));
}

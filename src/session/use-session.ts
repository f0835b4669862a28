import { useStore } from 'zustand';
import { getRuntime } from '../runtime/runtime';
import type { SessionState } from './store';

/** Reads the shared session in an island; re-renders when the selected slice changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(getRuntime().session.store, selector);
}

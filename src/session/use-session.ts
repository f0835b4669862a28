import { useStore } from 'zustand';
import { useRuntime } from '@/src/runtime/runtime-context';
import type { SessionState } from './store';

/** Reads the shared session in an island; re-renders when the selected slice changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useRuntime().session.store, selector);
}

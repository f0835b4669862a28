import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { navigate } from 'wouter/use-hash-location';
import { useRuntime } from '@/src/runtime/runtime-context';
import { createLibrary, type LibraryController } from './library-controller';
import type { LibraryState } from './library-state';

/** The library's controller for the island's life, following its state and the hash route. */
export function useLibrary(location: string): [LibraryState, LibraryController] {
  const rt = useRuntime();
  const [library] = useState(() => createLibrary({ api: rt.api, apiBase: rt.config.apiBase }, { navigate }));
  useEffect(() => () => library.dispose(), [library]);
  useEffect(() => {
    void library.route(location);
  }, [library, location]);
  return [useStore(library.store), library];
}

import { useEffect } from 'react';
import { useRuntime } from '@/src/runtime/runtime-context';

/** A server-driven tool's controller, as its island starts and ends it. */
export interface StartableTool<E> {
  start(entry: E): unknown;
  dispose(): void;
}

/**
 * Starts the tool once the session is read (editing, the history and a logged-in user's automatic
 * save need the user's bearer, so nothing is asked before), from the entry the page's query string
 * names, and disposes of it when the island goes. `tool` and `readEntry` are stable: the
 * controller from `useState`, the reader a module function.
 */
export function useStartAfterSession<E>(tool: StartableTool<E>, readEntry: (search: string) => E): void {
  const rt = useRuntime();
  useEffect(() => {
    let live = true;
    void rt.session.ready.then(() => {
      if (live) void tool.start(readEntry(location.search));
    });
    return () => {
      live = false;
      tool.dispose();
    };
  }, [rt, tool, readEntry]);
}

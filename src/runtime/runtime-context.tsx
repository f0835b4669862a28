import { createContext, useContext, type ReactNode } from 'react';
import { getRuntime, type Runtime } from './runtime';

const RuntimeContext = createContext<Runtime | null>(null);

/**
 * Hands the runtime to the components below: set by the island mounting code and by the overlay
 * host, so that components read it with `useRuntime()` rather than from a module global.
 * Without `runtime`, the page's current one (`getRuntime()`) at each render: the overlay host
 * outlives the runtime a test installs with `setRuntime`.
 */
export function RuntimeProvider({ runtime, children }: { runtime?: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime ?? getRuntime()}>{children}</RuntimeContext.Provider>;
}

/** The runtime of the island or dialog this component renders in (the page's, outside a provider). */
export function useRuntime(): Runtime {
  return useContext(RuntimeContext) ?? getRuntime();
}

/**
 * 'use-sync-external-store/shim' (wouter's) in both flavours (rollup.config.mjs): React 18+ and
 * preact/compat have the hook, so the shim's CommonJS fallback for React 17 was 0.6 KB gzip of
 * dead code, with its CommonJS wrappers, on every page with hash routing.
 */
export { useSyncExternalStore } from 'react';

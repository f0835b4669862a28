import { fileURLToPath } from 'node:url';

/** The repository's root, with a trailing slash: this folder is build/rollup/. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** preact/compat with a default export cut to what dependencies use (see the file). */
export const REACT_ON_PREACT = `${ROOT}src/vendor/react-on-preact.js`;

/** wouter's shim for React 17: both flavours have the hook (see the file). */
export const USE_SYNC_EXTERNAL_STORE = `${ROOT}src/vendor/use-sync-external-store.js`;

import { REACT_ON_PREACT, ROOT, USE_SYNC_EXTERNAL_STORE } from './paths.js';

// Exact matches only: 'react' must not swallow 'react-dom' or 'react/jsx-runtime' by prefix.
export const preactAliases = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: REACT_ON_PREACT },
  { find: /^react$/, replacement: REACT_ON_PREACT },
];

/**
 * Both flavours take localforage's build without its Promise polyfill (lie and immediate): every
 * browser that runs ES modules has Promise, and the polyfill cost 1.1 KB gzip on the header path.
 */
export const sharedAliases = [
  { find: /^localforage$/, replacement: 'localforage/dist/localforage.nopromises.js' },
  // wouter's shim for React 17: both flavours have the hook (see the file).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: USE_SYNC_EXTERNAL_STORE },
  // '@/' is the repository's root (tsconfig.json's paths), so no import climbs '../../../'.
  { find: /^@\//, replacement: ROOT },
];

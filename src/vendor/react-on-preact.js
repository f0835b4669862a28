/**
 * 'react' and 'react-dom' in the preact flavour (rollup.config.mjs): preact/compat's named exports,
 * and a default export holding only the members our dependencies reach through `React.x` or
 * `ReactDOM.x` (sonner, zustand, react-final-form). preact/compat's own default export names every
 * member of compat, so one `import React from 'react'` kept all of it on every page (class
 * components, Children, SuspenseList, the DOM helpers…); this one lets rollup drop what nobody
 * uses. test/lint/react-default-members.test.ts fails the build's tests when a dependency reaches
 * for a member missing here.
 */
import {
  createContext,
  createElement,
  flushSync,
  forwardRef,
  isValidElement,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'preact/compat';

export * from 'preact/compat';

export default {
  createContext,
  createElement,
  flushSync,
  forwardRef,
  isValidElement,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
};

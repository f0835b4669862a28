import type { ComponentType } from 'react';
import type { Struct } from 'superstruct';

export interface IslandProps<A> {
  /** The placeholder's validated `data-*` attributes (camel-cased, as in `dataset`). */
  attributes: A;
  /** The placeholder element the island is mounted in. */
  host: HTMLElement;
}

/**
 * What each widget folder exports by default: its kind, the struct of its `data-*` attributes
 * and its component. Attributes listed in `secretAttributes` (SSO tokens) are read once, then
 * removed from the DOM, and never logged.
 */
export interface IslandDescriptor<A = any> {
  kind: string;
  attributes: Struct<A, any>;
  component: ComponentType<IslandProps<A>>;
  secretAttributes?: string[];
  /** The island's own stylesheet, added to its shadow root after the shared one. */
  css?: string;
}

export function defineIsland<A>(descriptor: IslandDescriptor<A>): IslandDescriptor<A> {
  return descriptor;
}

export type IslandModule = { default: IslandDescriptor };
export type IslandLoader = () => Promise<IslandModule>;

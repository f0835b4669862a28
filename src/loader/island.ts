import type { ComponentType } from 'react';
import type { Struct } from 'superstruct';
import type { Site } from '@/src/config/variants';

export interface IslandProps<A> {
  /** The placeholder's validated `data-*` attributes (camel-cased, as in `dataset`). */
  attributes: A;
  /** The placeholder element the island is mounted in. */
  host: HTMLElement;
}

/**
 * What each widget folder exports by default: what the loader needs to mount the island (kind,
 * sites, attribute struct, component, css) and what the catalogue tells content editors
 * (title, summary, attribute labels and docs, pages, example). `npm run catalogue` writes the README's catalogue
 * and the preview's catalogue page from these; a test fails when they are out of date.
 *
 * The catalogue fields are in French, for the editors of a French CMS. The build drops them from
 * the island's chunk (rollup.config.mjs, `dropCatalogue`): no browser reads them.
 *
 * @example
 * export default defineIsland({
 *   kind: 'header', sites: ['main', 'plancher', 'carbone'],
 *   title: 'En-tête du compte', summary: 'Le bouton de connexion…',
 *   attributes: object({ layout: optional(enums(['buttons', 'menu'])) }),
 *   attributeLabels: { layout: 'Disposition' },
 *   attributeDocs: { layout: '`menu` : le prénom ouvre un panneau…' },
 *   pages: ['/'], component: Header,
 * });
 */
export interface IslandDescriptor<A = any> {
  /** The `data-widget` value that places it. */
  kind: string;
  /**
   * The sites whose pages may carry it ('carbone' includes the neo and partner variants, which
   * are the carbon site). Placed on another site it is not mounted, with one console error.
   */
  sites: readonly Site[];
  /**
   * Its name in French, a few words (the WordPress block's title: « Ossature – En-tête du
   * compte »); distinct from every other kind's.
   */
  title: string;
  /** One line in French: what the visitor gets. */
  summary: string;
  /** The struct of its `data-*` attributes; an attribute it does not name is refused. */
  attributes: Struct<A, any>;
  /** A short French name per attribute, as a form labels it (the WordPress block's control): `Disposition`. */
  attributeLabels: NoInfer<AttributeDocs<A>>;
  /** One line in French per attribute; the struct gives its type and whether it may be left out. */
  attributeDocs: NoInfer<AttributeDocs<A>>;
  /** What it reads elsewhere than in its attributes (query string, path), in French. */
  reads?: string;
  /**
   * Paths of the demo pages that carry it on each of its sites, as editors would write them;
   * `{token}` stands for the part a mailed link fills in.
   */
  pages: readonly string[];
  /** The snippet to paste, when the bare `<div data-widget="kind"></div>` is not the usual form. */
  example?: string;
  component: ComponentType<IslandProps<A>>;
  /** Read once, then removed from the DOM, never logged (SSO tokens). */
  secretAttributes?: string[];
  /** The island's own stylesheet, added to its shadow root after the shared one. */
  css?: string;
  /**
   * The height of its first state, which the build's heights stylesheet keeps on its placeholder
   * before the bundle runs: absent when that state is empty. `npm run heights`
   * measures them and fails when one is off.
   */
  reserve?: Reserve;
}

/**
 * Heights in CSS px: on a 390 px wide phone, and from 992 px wide on (`desktop`, when it is
 * another; build/catalogue/heights-css.ts writes the breakpoint).
 */
export interface Heights {
  phone: number;
  desktop?: number;
}

export interface Reserve {
  /** The first state a visitor lands on; absent when it is empty (the account space logged out). */
  first?: Heights;
  /** Where an attribute's value gives another first state, by attribute: `{ 'data-tool="environmental"': … }`. */
  attributes?: Record<string, Heights>;
  /** When the session's login hint says logged in (src/session/login-hint.ts). */
  loggedIn?: Heights;
  /** Logged in, where an attribute's value gives another state (the header's `data-layout="menu"`). */
  loggedInAttributes?: Record<string, Heights>;
}

/** Every attribute of the struct, documented: adding one without its line does not compile. */
export type AttributeDocs<A> = { [K in keyof A & string]-?: string };

export function defineIsland<A>(descriptor: IslandDescriptor<A>): IslandDescriptor<A> {
  return descriptor;
}

export type IslandModule = { default: IslandDescriptor };
export type IslandLoader = () => Promise<IslandModule>;

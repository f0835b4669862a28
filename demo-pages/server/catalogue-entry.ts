import type { SiteKey } from '@/demo-pages/pages/types';

/**
 * One island kind as the catalogue shows it, in French for the CMS's content editors. Written to
 * catalogue.json by `npm run catalogue` from the island descriptors (widgets/<kind>/index.ts):
 * the preview may not import the islands themselves (lint: it imports only src/contracts).
 */
export interface CatalogueEntry {
  kind: string;
  /** Its name in a few words: `En-tête du compte`. */
  title: string;
  summary: string;
  sites: SiteKey[];
  attributes: CatalogueAttribute[];
  /** What the island reads elsewhere than in its attributes (query string, path), or null. */
  reads: string | null;
  /** Demo page paths on each of its sites; `{token}` stands for the part a mailed link fills in. */
  pages: string[];
  /** The snippet to paste. */
  example: string;
  /** The first state's heights (src/loader/island.ts `Reserve`), or null: nothing to keep. */
  reserve: CatalogueReserve | null;
}

/** The same as the descriptors' `Reserve` (the preview may not import src/loader). */
export interface CatalogueReserve {
  first?: { phone: number; desktop?: number };
  attributes?: Record<string, { phone: number; desktop?: number }>;
  loggedIn?: { phone: number; desktop?: number };
  loggedInAttributes?: Record<string, { phone: number; desktop?: number }>;
}

export interface CatalogueAttribute {
  /** As editors write it: `data-refresh-token`. */
  name: string;
  /** Its short name, as a form labels it: `Disposition` (the WordPress block's control). */
  label: string;
  /** From the attribute's struct: 'texte', or the accepted values ('`buttons` ou `menu`'). */
  type: string;
  /** The accepted values, when the struct lists them (`['buttons', 'menu']`); null for free text. */
  values: string[] | null;
  optional: boolean;
  /**
   * Read once and removed from the page (SSO tokens): written by the CMS's server for the visitor
   * who landed, never typed by an editor (the WordPress plugin offers no control for it).
   */
  secret: boolean;
  doc: string;
}

/** A catalogue path made concrete for a live example: `{token}` becomes a made-up value. */
export function livePath(path: string): string {
  return path.replace(/\{\w+\}/g, 'exemple');
}

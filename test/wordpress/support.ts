import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ADMIN, PREVIEW_PORT, settingsFor, WP_ORIGIN } from './env';
import { saveSettings } from './stack';
import { WpClient } from './wp-http';

export const BUNDLE = `http://site.localhost:${PREVIEW_PORT}/dist/preact/`;

/** The administrator, logged in to WordPress's REST API, with the site set to `variant`. */
export async function adminFor(variant: 'main' | 'plancher'): Promise<WpClient> {
  const wp = new WpClient(WP_ORIGIN);
  await wp.login(ADMIN.user, ADMIN.password);
  await saveSettings(wp, settingsFor(variant));
  return wp;
}

/** Publishes a page with `content` (block markup) through the REST API; returns its address. */
export async function publishPage(wp: WpClient, title: string, content: string): Promise<string> {
  const page = await wp.rest<{ link: string }>('/wp/v2/pages', 'POST', { title, content, status: 'publish' });
  return page.link;
}

/** The page's HTML as WordPress sends it (before the loader adds anything). */
export async function served(wp: WpClient, url: string): Promise<string> {
  const { pathname, search } = new URL(url);
  const reply = await wp.send(pathname + search);
  expect(reply.status).toBe(200);
  return reply.body;
}

export const preloadLinks = (html: string): string[] =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);

export const loaderScripts = (html: string): string[] =>
  [...html.matchAll(/<script[^>]*type=["']module["'][^>]*src=["']([^"']*ossature\.js[^"']*)["']/g)].map((m) => m[1]!);

/** The files the build's preload.json (the one the preview serves) lists for `kinds`, as absolute addresses. */
export function preloadFor(kinds: string[]): string[] {
  const file = resolve(import.meta.dirname, '../../dist/preact/preload.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { kinds: Record<string, string[]> };
  return [...new Set(kinds.flatMap((kind) => json.kinds[kind]!))].map((name) => BUNDLE + name);
}

/** The build's heights stylesheet (the one the preview serves), as the plugin prints it. */
export const heightsCss = (): string =>
  readFileSync(resolve(import.meta.dirname, '../../dist/preact/heights.css'), 'utf8').trim();

/** Logs the administrator in through wp-login.php in the browser. */
export async function adminLogin(page: Page): Promise<void> {
  await page.goto(`${WP_ORIGIN}/wp-login.php`);
  // wp-login.php focuses and selects the user field 200 ms after it loads: typed before that, the
  // password once landed there (over the user name) and the login failed. Its focus comes first.
  const user = page.getByLabel('Username or Email Address');
  await expect(user, 'wp-login.php: its own focus on the user field').toBeFocused();
  await user.fill(ADMIN.user);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/wp-admin/);
}

/**
 * The block editor shows a welcome guide until the user closes it, a preference WordPress keeps
 * in the user's meta: set it once, so that every editor test starts on the editor.
 */
export async function skipWelcomeGuide(wp: WpClient): Promise<void> {
  await wp.rest('/wp/v2/users/me', 'POST', {
    meta: { persisted_preferences: { 'core/edit-post': { welcomeGuide: false }, _modified: new Date().toISOString() } },
  });
}

/** Opens the block editor at `path`, once it shows the page's title field. */
export async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(`${WP_ORIGIN}${path}`);
  await expect(page.getByRole('textbox', { name: 'Add title' })).toBeVisible();
}

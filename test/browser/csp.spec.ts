import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { COPY } from './support/site';

/**
 * A site may serve its pages under a strict Content-Security-Policy (no inline
 * `<style>` or `<script>`, no style attribute in markup). The islands' CSS must still apply: it
 * goes through constructed stylesheets (`adoptedStyleSheets`), which the policy allows, and none
 * is injected into the page's <head>. `?csp=strict` serves any demo page under that policy.
 */
const LUC = { email: 'luc.martin@exemple.fr', password: 'Plancher-2026!', firstname: 'Luc', lastname: 'Martin' };

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test('strict CSP: the history keeps its layout, the toast its style, and nothing is refused', async ({
  visit,
  page,
}) => {
  const refused: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  };
  page.on('console', onConsole);
  // The bundle's files as the page loads them, to count sonner's rules in them.
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (/\/dist\/.*\.js$/.test(r.url())) scripts.push(r.text());
  });
  // Before any of the page's scripts: the violations of the whole page load are recorded.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.__cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`),
      true,
    );
  });
  const response = page.waitForResponse((r) => r.url().includes('/espace-personnel/'));
  const space = await visit('plancher', '/espace-personnel/?csp=strict#/historique');
  expect((await response).headers()['content-security-policy']).toBe("script-src 'self'; style-src 'self'");

  await expect(page.getByText('Connectez-vous pour retrouver votre historique.')).toBeVisible();
  await space.login(LUC);
  const toast = space.toast(COPY.loggedIn);
  await expect(toast).toBeVisible();
  // sonner's stylesheet in the overlay host's shadow root: a styled, rich-coloured success toast.
  const toastStyle = await toast.evaluate((el) => {
    const style = getComputedStyle(el);
    return { position: style.position, padding: style.paddingTop, radius: style.borderTopLeftRadius };
  });
  expect(toastStyle).toEqual({ position: 'absolute', padding: '16px', radius: '8px' });

  // The history lists' stylesheet: the list is a grid of bordered cards, the filters a panel.
  const list = page.locator('.oss-history__list');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
  expect(await list.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
  const item = list.getByRole('listitem').first();
  expect(await item.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  const filters = page.locator('.oss-history__filters');
  expect(await filters.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');

  // sonner's styles ship once, in the shadow root: none in the page's <head>, and the bundle holds
  // its rules once (not also in sonner's own JS, which appended them to <head>).
  expect(await page.locator('head style').count()).toBe(0);
  // sonner's rich-colour error background: one rule of its stylesheet, found once per copy.
  const sonnerRule = 'hsl(359, 100%, 97%)';
  const bodies = await Promise.all(scripts);
  expect(bodies.reduce((n, body) => n + body.split(sonnerRule).length - 1, 0)).toBe(1);
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(refused).toEqual([]);
});

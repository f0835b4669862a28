/**
 * `npm run heights`: every placeholder of every demo page, on a 390 px phone and at the heights
 * stylesheet's desktop width, logged out and (on the personal spaces and home pages) logged in as
 * the seeded users with histories: the height of the island's first state against the height the
 * page's heights stylesheet (the build's heights.css, widgets' `reserve`) keeps for it. Prints one
 * line per placeholder and exits 1 when one is off by more than TOLERANCE px: too short, the page
 * shifts when the island arrives late; too tall, blank space. Measured in the browser once the
 * page has settled (no input); no timing. Run `npm run build` first; its own preview on HEIGHTS_PORT
 * (default 8186), preact flavour.
 */
import type { Browser, Page } from '@playwright/test';

const PORT = Number(process.env.HEIGHTS_PORT ?? 8186);
process.env.OSSATURE_TEST_PORT = String(PORT);
const TOLERANCE = Number(process.env.TOLERANCE ?? 12);

const { DESKTOP } = await import('@/build/catalogue/heights-css');
const { launchChromium, startPreview } = await import('./bench-support');
const { originOf, SITE_HOSTS } = await import('@/test/browser/support/env');
const { sitePages } = await import('@/demo-pages/pages');
const { LOGGED_IN_PATHS, logIn, settled, SITES } = await import('./phone-visits');
type SiteKey = import('./phone-visits').SiteKey;

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: DESKTOP, height: 800 } };
type Width = keyof typeof WIDTHS;

interface Row {
  label: string;
  kind: string;
  reserved: number;
  natural: number;
}

/** Each placeholder's stylesheet height (its inline one set aside) and its island's own height. */
async function heightsOf(page: Page): Promise<{ kind: string; reserved: number; natural: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-widget]')].map((host) => {
      const inline = host.style.minHeight;
      host.style.minHeight = '';
      const reserved = parseFloat(getComputedStyle(host).minHeight) || 0;
      host.style.minHeight = '0px';
      const natural = host.getBoundingClientRect().height;
      host.style.minHeight = inline;
      const tool = host.dataset.tool ? `[${host.dataset.tool}]` : '';
      return { kind: `${host.dataset.widget}${tool}`, reserved, natural: Math.round(natural) };
    }),
  );
}

async function visit(browser: Browser, width: Width, site: SiteKey, paths: string[], loggedIn: boolean) {
  const context = await browser.newContext({
    viewport: WIDTHS[width],
    isMobile: width === 'phone',
    hasTouch: width === 'phone',
    locale: 'fr-FR',
  });
  const rows: Row[] = [];
  try {
    if (loggedIn) await logIn(context, site, 'preact');
    for (const path of paths) {
      const page = await context.newPage();
      await page.goto(new URL(`${path}?flavour=preact`, originOf(SITE_HOSTS[site], PORT)).href);
      await settled(page);
      const label = `${width.padEnd(7)} ${site} ${path}${loggedIn ? ' (logged in)' : ''}`;
      for (const h of await heightsOf(page)) rows.push({ label, ...h });
      await page.close();
    }
  } finally {
    await context.close();
  }
  return rows;
}

async function main() {
  const preview = await startPreview(PORT);
  const browser = await launchChromium();
  const rows: Row[] = [];
  try {
    for (const width of Object.keys(WIDTHS) as Width[])
      for (const site of SITES) {
        rows.push(
          ...(await visit(
            browser,
            width,
            site,
            sitePages(site).map((p) => p.path),
            false,
          )),
        );
        rows.push(...(await visit(browser, width, site, LOGGED_IN_PATHS, true)));
      }
  } finally {
    await browser.close();
    preview.stop();
  }
  console.log(`\nFirst-state heights against the heights stylesheet (px, tolerance ${TOLERANCE})\n`);
  let off = 0;
  for (const { label, kind, reserved, natural } of rows) {
    const bad = Math.abs(natural - reserved) > TOLERANCE;
    off += bad ? 1 : 0;
    console.log(
      `  ${bad ? 'OFF ' : 'ok  '} ${label.padEnd(52)} ${kind.padEnd(32)} ${String(reserved).padStart(5)} ${String(natural).padStart(5)}`,
    );
  }
  console.log(`\n${off} off by more than ${TOLERANCE} px`);
  if (off) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

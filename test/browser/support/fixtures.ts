import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { Flavour, SiteKey } from './env';
import { SitePage } from './site';

/**
 * What went wrong in the browser during one test: uncaught exceptions, and the bundle's own
 * console errors (they start with `[ossature]`). Both fail the test unless it expected them.
 */
export class BrowserErrors {
  readonly uncaught: string[] = [];
  readonly console: string[] = [];
  private acknowledged = 0;

  watch(context: BrowserContext): void {
    context.on('weberror', (error) => this.uncaught.push(String(error.error())));
    context.on('console', (message) => {
      if (message.type() === 'error') this.console.push(message.text());
    });
  }

  /** The bundle's console errors. */
  get ossature(): string[] {
    return this.console.filter((text) => text.startsWith('[ossature]'));
  }

  /** The test looked at these errors and expected them. */
  acknowledge(): void {
    this.acknowledged = this.ossature.length;
  }

  get unexpected(): string[] {
    return this.ossature.slice(this.acknowledged);
  }
}

interface Fixtures {
  /** The bundle flavour of the project (`preact` or `react`). */
  flavour: Flavour;
  browserErrors: BrowserErrors;
  /** Opens a demo page of a site in the project's flavour, on the test's page or another one. */
  visit: (site: SiteKey, path?: string, page?: Page) => Promise<SitePage>;
}

export const test = base.extend<Fixtures>({
  flavour: ['preact', { option: true }],

  browserErrors: [
    async ({ context }, use, testInfo) => {
      const errors = new BrowserErrors();
      errors.watch(context);
      await use(errors);
      if (testInfo.status === testInfo.expectedStatus) {
        expect(errors.uncaught, 'uncaught exceptions in the page').toEqual([]);
        expect(errors.unexpected, 'unexpected [ossature] console errors').toEqual([]);
      }
    },
    { auto: true },
  ],

  visit: async ({ page, flavour }, use) => {
    await use((site, path = '/', onPage = page) => new SitePage(onPage, site, flavour).open(path));
  },
});

export { expect };

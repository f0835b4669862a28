import type { Page } from '@playwright/test';
import { getText } from './api';
import { API_HOSTS } from './env';
import { expect } from './fixtures';

/**
 * Clicks what opens a report in a new window (`open`), then checks the report: the window is
 * sent to an address under `path` on the main API, and that address, fetched again from Node, is
 * a PDF, whose bytes it answers. The window's address is read, not its response: Chromium hands that response to its
 * PDF viewer, and a wait on its network event once held a CI run until the test's timeout.
 */
export async function expectReportWindow(page: Page, open: () => Promise<void>, path: string): Promise<Buffer> {
  const [opened] = await Promise.all([page.context().waitForEvent('page'), open()]);
  await expect.poll(() => new URL(opened.url()).pathname, { message: "the report window's address" }).toBe(path);
  const url = new URL(opened.url());
  const again = await getText(API_HOSTS.main, url.pathname + url.search);
  expect(again.status).toBe(200);
  expect(again.type).toMatch(/^application\/pdf/);
  expect(again.text.slice(0, 5)).toBe('%PDF-');
  await opened.close();
  return again.bytes;
}

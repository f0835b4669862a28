/**
 * The account layer's header and popups on a small screen: each box inside the screen, each
 * button's whole label shown (phone.spec.ts at 16 px, text-size.spec.ts at 24 px).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { boxOf } from './geometry';
import { expectNoSidewaysScroll, PHONE } from './phone';
import { COPY, type SitePage } from './site';

export const PARTNER = {
  email: 'claire.moreau@groupe-partenaire.fr',
  password: 'Partenaire-2026!',
  firstname: 'Claire',
};
export const SSO_BUTTON = 'Se connecter avec mon compte Groupe Partenaire';

/** The element's box is inside the screen. */
export async function expectOnScreen(target: Locator, what: string, width = PHONE.width): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
  const inside = box.left >= -0.5 && box.top >= -0.5 && box.right <= width + 0.5 && box.bottom <= PHONE.height + 0.5;
  expect(inside, `${what} inside the ${width} × ${PHONE.height} screen: ${JSON.stringify(box)}`).toBe(true);
}

/**
 * Every visible button of `scope` (and every link styled as one) shows its whole label: nothing
 * overflows its box, and the text itself lies within the button.
 */
export async function expectWholeLabels(scope: Locator, what: string): Promise<void> {
  const clipped = await scope.evaluate((root) => {
    const found: string[] = [];
    for (const button of root.querySelectorAll<HTMLElement>('button, .oss-btn')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // The visible text only: a label for screen readers alone is clipped on purpose.
      const text = { left: Infinity, right: -Infinity, width: 0 };
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.oss-visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        text.left = Math.min(text.left, r.left);
        text.right = Math.max(text.right, r.right);
        text.width = text.right - text.left;
      }
      const overflows = button.scrollWidth > button.clientWidth;
      const outside = text.width > 0 && (text.left < box.left - 0.5 || text.right > box.right + 0.5);
      if (overflows || outside) {
        found.push(
          `'${button.textContent?.trim()}': box ${Math.round(box.left)}..${Math.round(box.right)}, text ${Math.round(text.left)}..${Math.round(text.right)}, scroll ${button.scrollWidth} > ${button.clientWidth}`,
        );
      }
    }
    return found;
  });
  expect(clipped, `${what}: buttons whose label is cut`).toEqual([]);
}

/** A toast leaves the theme's cookie banner visible: on a phone it would span the banner's width. */
export async function expectToastAboveBanner(toast: Locator, page: Page): Promise<void> {
  const banner = page.locator('#cookie-banner');
  await expect(banner).toBeVisible();
  await expectOnScreen(toast, 'toast');
  // It slides in from below: wait until it has settled.
  await expect
    .poll(
      async () => {
        const [t, b] = [await boxOf(toast), await boxOf(banner)];
        return Math.round(b.y - (t.y + t.height));
      },
      { message: 'room between the toast and the cookie banner below it' },
    )
    .toBeGreaterThanOrEqual(0);
}

/** A popup is on screen and every label in it whole. */
export async function expectPopupFits(dialog: Locator, what: string, width = PHONE.width): Promise<void> {
  await expectOnScreen(dialog, what, width);
  await expectWholeLabels(dialog, what);
}

/** The login popup, the partner's single-sign-on state, then the forgot-password popup and back. */
export async function walkLoggedOutPopups(site: SitePage, width = PHONE.width): Promise<void> {
  const { page } = site;
  await expectNoSidewaysScroll(page, 'logged out', width);
  await expectWholeLabels(site.header, 'header, logged out');
  await site.openLogin();
  await expectPopupFits(site.loginDialog, 'login popup', width);

  await site.emailField.fill(PARTNER.email);
  await expect(site.loginDialog.getByRole('link', { name: SSO_BUTTON })).toBeVisible();
  await expectPopupFits(site.loginDialog, 'login popup, partner address', width);
  await site.emailField.fill('');

  const forgot = site.isMain ? COPY.lostPassword : 'Mot de passe oublié ?';
  await site.loginDialog.getByRole('button', { name: forgot }).click();
  const forgotDialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await expectPopupFits(forgotDialog, 'forgot-password popup', width);
  await forgotDialog.getByRole('button', { name: COPY.cancel }).click();
  await expectPopupFits(site.loginDialog, 'login popup, back from forgot password', width);
  await expectNoSidewaysScroll(page, 'with the login popup open', width);
}

/** The menu panel, then its logout confirmation, cancelled. */
export async function walkMenu(site: SitePage, firstname: string, width = PHONE.width): Promise<void> {
  const header = await site.openMenu(firstname);
  const panel = header.locator('.oss-header__panel');
  await expectOnScreen(panel, 'menu panel', width);
  await expectWholeLabels(panel, 'menu panel');
  await expectNoSidewaysScroll(site.page, 'with the menu open', width);
  await panel.getByRole('button', { name: COPY.logout }).click();
  await expectPopupFits(site.logoutDialog, 'logout confirmation', width);
  await site.logoutDialog.getByRole('button', { name: COPY.cancel }).click();
  await expect(site.logoutDialog).toBeHidden();
}

import { call, registerToolsUser, uniqueEmail } from './support/api';
import { API_HOSTS, originOf, SITE_HOSTS } from './support/env';
import { expect, test } from './support/fixtures';
import { FLOOR_COPY as C, FLOOR_PATH, island } from './support/floor';

/**
 * The API's limit on mails in a real browser (docs/reference-api.md 'Limits, mail safety,
 * idempotency'): past the share's limit (5 per account in 10 minutes), the share popup says when
 * to retry, read from `Retry-After` across origins (CORS exposes it), and keeps what was typed.
 */

const SLUG = 'poutrelles-entrevous-pse-12-4';
const SHARE_PATH = `/api/solution/${SLUG}/share/`;

test('a share past its limit says when to retry, the popup kept as typed', async ({ visit, page, browserErrors }) => {
  const account = await registerToolsUser('plancher', 'Léa', 'limite');
  const login = await call(API_HOSTS.plancher, 'POST', '/api/login-check', {
    body: { username: account.email, password: account.password },
  });
  const token = login.body.datas.token as string;
  // The account's five shares of the window, sent from elsewhere.
  for (let i = 0; i < 5; i++) {
    const reply = await call(API_HOSTS.plancher, 'POST', SHARE_PATH, {
      bearer: token,
      origin: originOf(SITE_HOSTS.plancher),
      body: { emails: [uniqueEmail('limite')], firstname: 'Léa', lastname: 'Durand', senderEmail: account.email },
    });
    expect(reply.status).toBe(200);
  }

  const site = await visit('plancher', `${FLOOR_PATH}?historySolution=${SLUG}`);
  await site.login(account);
  await island(page).getByRole('button', { name: C.share }).click();
  const dialog = page.getByRole('dialog', { name: C.shareTitle });
  const recipient = dialog.getByLabel('E-mail du destinataire', { exact: true });
  const address = uniqueEmail('limite-ui');
  await recipient.fill(address);
  const answer = page.waitForResponse((r) => r.url().endsWith(SHARE_PATH) && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: C.send }).click();
  expect((await answer).status()).toBe(429);

  await expect(page.getByText(/^Trop de demandes : réessayez dans (9|10) minutes\.$/)).toBeVisible();
  await expect(page.getByText('Une erreur est survenue', { exact: false })).toHaveCount(0);
  await expect(recipient).toHaveValue(address);
  await expect(dialog).toBeVisible();
  expect(browserErrors.unexpected).toEqual([expect.stringContaining('HTTP 429')]);
  browserErrors.acknowledge();
});

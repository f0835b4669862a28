import {
  checkSignedLink,
  checkTokenLink,
  createLink,
  LINK_TTL_MS,
  LinkRefused,
  markLinkUsed,
  type LinkProblem,
  type LinkPurpose,
  type SignedLink,
} from '@/demo-pages/reference-api/auth/links';
import { createTestContext } from '@/demo-pages/reference-api/test-context';
import { insertUser } from '@/demo-pages/reference-api/users/users';

/** One-time links (activation, e-mail change, password reset), tested below the HTTP layer. */

async function setup() {
  const ctx = await createTestContext();
  const alice = await insertUser(ctx, { realm: 'tools', email: 'alice@exemple.fr' });
  const bob = await insertUser(ctx, { realm: 'tools', email: 'bob@exemple.fr' });
  return { ctx, alice, bob };
}

/** The refusal a check throws (always a 403), or null when the link is accepted. */
async function refusal(check: () => unknown): Promise<LinkRefused | null> {
  try {
    await check();
    return null;
  } catch (error) {
    if (!(error instanceof LinkRefused)) throw error;
    expect(error.status).toBe(403);
    return error;
  }
}

/** The problem a check reports, or 'accepted'. */
const outcome = async (check: () => unknown): Promise<LinkProblem | 'accepted'> =>
  (await refusal(check))?.problem ?? 'accepted';

const flip = (value: string) => value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A');

describe('createLink', () => {
  test('gives the user id, a Unix-seconds expiry, a fresh token and a signature; stores only a hash', async () => {
    const { ctx, alice } = await setup();
    const link = await createLink(ctx, 'activation', alice);

    expect(link.id).toBe(String(alice));
    expect(Number(link.expires)).toBe((ctx.now() + LINK_TTL_MS.activation) / 1000);
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(link.signature).toMatch(/^[\w-]{43}$/);
    expect((await createLink(ctx, 'activation', alice)).token).not.toBe(link.token);

    const stored = (await ctx.db.all(`SELECT * FROM links`)) as { token_hash: string }[];
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain(link.token);
  });

  test('lifetimes: 48 hours to activate, 24 to confirm an e-mail, one hour to reset a password', () => {
    expect(LINK_TTL_MS).toEqual({
      activation: 48 * 3600_000,
      'email-change': 24 * 3600_000,
      'password-reset': 3600_000,
    });
  });

  test('keeps the new address of an e-mail change', async () => {
    const { ctx, alice } = await setup();
    const link = await createLink(ctx, 'email-change', alice, 'alice@nouveau.fr');
    expect(await checkSignedLink(ctx, 'email-change', link)).toMatchObject({
      user_id: alice,
      new_email: 'alice@nouveau.fr',
    });
  });
});

describe('checkSignedLink', () => {
  test('accepts the link as it was mailed', async () => {
    const { ctx, alice } = await setup();
    const link = await createLink(ctx, 'activation', alice);
    expect(await checkSignedLink(ctx, 'activation', link)).toMatchObject({ user_id: alice, used_at: null });
  });

  test.each<[keyof SignedLink, (link: SignedLink, others: { bob: number }) => string]>([
    ['id', (_, { bob }) => String(bob)],
    ['expires', (link) => String(Number(link.expires) + 3600)],
    ['token', (link) => flip(link.token)],
    ['signature', (link) => flip(link.signature)],
  ])('refuses a link whose %s was changed', async (field, forge) => {
    const { ctx, alice, bob } = await setup();
    const link = await createLink(ctx, 'activation', alice);
    expect(await outcome(() => checkSignedLink(ctx, 'activation', { ...link, [field]: forge(link, { bob }) }))).toBe(
      'invalid',
    );
  });

  test('refuses a token swapped in from another genuine link, even one of the same user', async () => {
    const { ctx, alice } = await setup();
    const first = await createLink(ctx, 'activation', alice);
    const second = await createLink(ctx, 'activation', alice);
    expect(await outcome(() => checkSignedLink(ctx, 'activation', { ...first, token: second.token }))).toBe('invalid');
  });

  test('refuses a link of another purpose', async () => {
    const { ctx, alice } = await setup();
    const purposes: LinkPurpose[] = ['activation', 'email-change', 'password-reset'];
    for (const made of purposes) {
      const link = await createLink(ctx, made, alice);
      for (const checked of purposes.filter((p) => p !== made)) {
        expect(await outcome(() => checkSignedLink(ctx, checked, link))).toBe('invalid');
      }
    }
  });

  test('a link signed with another secret is invalid (signatures do not travel between servers)', async () => {
    const { ctx, alice } = await setup();
    const link = await createLink(ctx, 'activation', alice);
    const other = { ...ctx, secret: new Uint8Array(32) };
    expect(await outcome(() => checkSignedLink(other, 'activation', link))).toBe('invalid');
  });

  test('is valid up to its expiry included, expired one millisecond later', async () => {
    const { ctx, alice } = await setup();
    const link = await createLink(ctx, 'email-change', alice, 'alice@nouveau.fr');
    ctx.advance(LINK_TTL_MS['email-change']);
    expect(await outcome(() => checkSignedLink(ctx, 'email-change', link))).toBe('accepted');
    ctx.advance(1);
    expect(await outcome(() => checkSignedLink(ctx, 'email-change', link))).toBe('expired');
  });

  test('an expired refusal carries the stored row, so the caller can act on it (resend)', async () => {
    const { ctx, alice } = await setup();
    const link = await createLink(ctx, 'activation', alice);
    ctx.advance(LINK_TTL_MS.activation + 1);
    const error = await refusal(() => checkSignedLink(ctx, 'activation', link));
    expect(error?.row).toMatchObject({ user_id: alice });
    expect(error?.message).toBe('Ce lien a expiré. Veuillez refaire la demande.');
  });

  test('is refused once used, even before its expiry; a forged link gives no row', async () => {
    const { ctx, alice } = await setup();
    const link = await createLink(ctx, 'activation', alice);
    await markLinkUsed(ctx, await checkSignedLink(ctx, 'activation', link));
    expect(await outcome(() => checkSignedLink(ctx, 'activation', link))).toBe('used');
    // Used wins over expired: the message tells the user the link already served.
    ctx.advance(LINK_TTL_MS.activation + 1);
    expect(await outcome(() => checkSignedLink(ctx, 'activation', link))).toBe('used');
    const forged = await refusal(() =>
      checkSignedLink(ctx, 'activation', { ...link, signature: flip(link.signature) }),
    );
    expect(forged).toMatchObject({ problem: 'invalid', row: null });
  });

  test('using one link leaves the user’s other links usable', async () => {
    const { ctx, alice } = await setup();
    const first = await createLink(ctx, 'activation', alice);
    const second = await createLink(ctx, 'activation', alice);
    await markLinkUsed(ctx, await checkSignedLink(ctx, 'activation', first));
    expect(await outcome(() => checkSignedLink(ctx, 'activation', second))).toBe('accepted');
  });
});

describe('checkTokenLink (the password-reset link carries only its token)', () => {
  test('accepts the token, then refuses it once used', async () => {
    const { ctx, bob } = await setup();
    const { token } = await createLink(ctx, 'password-reset', bob);
    const row = await checkTokenLink(ctx, 'password-reset', token);
    expect(row).toMatchObject({ user_id: bob });
    await markLinkUsed(ctx, row);
    expect(await outcome(() => checkTokenLink(ctx, 'password-reset', token))).toBe('used');
  });

  test('refuses an unknown token, a changed one, and one of another purpose', async () => {
    const { ctx, alice } = await setup();
    const { token } = await createLink(ctx, 'password-reset', alice);
    const activation = await createLink(ctx, 'activation', alice);
    expect(await outcome(() => checkTokenLink(ctx, 'password-reset', 'inconnu'))).toBe('invalid');
    expect(await outcome(() => checkTokenLink(ctx, 'password-reset', flip(token)))).toBe('invalid');
    expect(await outcome(() => checkTokenLink(ctx, 'password-reset', activation.token))).toBe('invalid');
  });

  test('is valid one hour, expiry included', async () => {
    const { ctx, alice } = await setup();
    const { token } = await createLink(ctx, 'password-reset', alice);
    ctx.advance(LINK_TTL_MS['password-reset']);
    expect(await outcome(() => checkTokenLink(ctx, 'password-reset', token))).toBe('accepted');
    ctx.advance(1);
    expect(await outcome(() => checkTokenLink(ctx, 'password-reset', token))).toBe('expired');
  });
});

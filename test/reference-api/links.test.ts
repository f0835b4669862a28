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

function setup() {
  const ctx = createTestContext();
  const alice = insertUser(ctx, { realm: 'tools', email: 'alice@exemple.fr' });
  const bob = insertUser(ctx, { realm: 'tools', email: 'bob@exemple.fr' });
  return { ctx, alice, bob };
}

/** The refusal a check throws (always a 403), or null when the link is accepted. */
function refusal(check: () => unknown): LinkRefused | null {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof LinkRefused)) throw error;
    expect(error.status).toBe(403);
    return error;
  }
}

/** The problem a check reports, or 'accepted'. */
const outcome = (check: () => unknown): LinkProblem | 'accepted' => refusal(check)?.problem ?? 'accepted';

const flip = (value: string) => value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A');

describe('createLink', () => {
  test('gives the user id, a Unix-seconds expiry, a fresh token and a signature; stores only a hash', () => {
    const { ctx, alice } = setup();
    const link = createLink(ctx, 'activation', alice);

    expect(link.id).toBe(String(alice));
    expect(Number(link.expires)).toBe((ctx.now() + LINK_TTL_MS.activation) / 1000);
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(link.signature).toMatch(/^[\w-]{43}$/);
    expect(createLink(ctx, 'activation', alice).token).not.toBe(link.token);

    const stored = ctx.db.prepare(`SELECT * FROM links`).all() as { token_hash: string }[];
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

  test('keeps the new address of an e-mail change', () => {
    const { ctx, alice } = setup();
    const link = createLink(ctx, 'email-change', alice, 'alice@nouveau.fr');
    expect(checkSignedLink(ctx, 'email-change', link)).toMatchObject({ user_id: alice, new_email: 'alice@nouveau.fr' });
  });
});

describe('checkSignedLink', () => {
  test('accepts the link as it was mailed', () => {
    const { ctx, alice } = setup();
    const link = createLink(ctx, 'activation', alice);
    expect(checkSignedLink(ctx, 'activation', link)).toMatchObject({ user_id: alice, used_at: null });
  });

  test.each<[keyof SignedLink, (link: SignedLink, others: { bob: number }) => string]>([
    ['id', (_, { bob }) => String(bob)],
    ['expires', (link) => String(Number(link.expires) + 3600)],
    ['token', (link) => flip(link.token)],
    ['signature', (link) => flip(link.signature)],
  ])('refuses a link whose %s was changed', (field, forge) => {
    const { ctx, alice, bob } = setup();
    const link = createLink(ctx, 'activation', alice);
    expect(outcome(() => checkSignedLink(ctx, 'activation', { ...link, [field]: forge(link, { bob }) }))).toBe(
      'invalid',
    );
  });

  test('refuses a token swapped in from another genuine link, even one of the same user', () => {
    const { ctx, alice } = setup();
    const first = createLink(ctx, 'activation', alice);
    const second = createLink(ctx, 'activation', alice);
    expect(outcome(() => checkSignedLink(ctx, 'activation', { ...first, token: second.token }))).toBe('invalid');
  });

  test('refuses a link of another purpose', () => {
    const { ctx, alice } = setup();
    const purposes: LinkPurpose[] = ['activation', 'email-change', 'password-reset'];
    for (const made of purposes) {
      const link = createLink(ctx, made, alice);
      for (const checked of purposes.filter((p) => p !== made)) {
        expect(outcome(() => checkSignedLink(ctx, checked, link))).toBe('invalid');
      }
    }
  });

  test('a link signed with another secret is invalid (signatures do not travel between servers)', () => {
    const { ctx, alice } = setup();
    const link = createLink(ctx, 'activation', alice);
    const other = { ...ctx, secret: new Uint8Array(32) };
    expect(outcome(() => checkSignedLink(other, 'activation', link))).toBe('invalid');
  });

  test('is valid up to its expiry included, expired one millisecond later', () => {
    const { ctx, alice } = setup();
    const link = createLink(ctx, 'email-change', alice, 'alice@nouveau.fr');
    ctx.advance(LINK_TTL_MS['email-change']);
    expect(outcome(() => checkSignedLink(ctx, 'email-change', link))).toBe('accepted');
    ctx.advance(1);
    expect(outcome(() => checkSignedLink(ctx, 'email-change', link))).toBe('expired');
  });

  test('an expired refusal carries the stored row, so the caller can act on it (resend)', () => {
    const { ctx, alice } = setup();
    const link = createLink(ctx, 'activation', alice);
    ctx.advance(LINK_TTL_MS.activation + 1);
    const error = refusal(() => checkSignedLink(ctx, 'activation', link));
    expect(error?.row).toMatchObject({ user_id: alice });
    expect(error?.message).toBe('Ce lien a expiré. Veuillez refaire la demande.');
  });

  test('is refused once used, even before its expiry; a forged link gives no row', () => {
    const { ctx, alice } = setup();
    const link = createLink(ctx, 'activation', alice);
    markLinkUsed(ctx, checkSignedLink(ctx, 'activation', link));
    expect(outcome(() => checkSignedLink(ctx, 'activation', link))).toBe('used');
    // Used wins over expired: the message tells the user the link already served.
    ctx.advance(LINK_TTL_MS.activation + 1);
    expect(outcome(() => checkSignedLink(ctx, 'activation', link))).toBe('used');
    const forged = refusal(() => checkSignedLink(ctx, 'activation', { ...link, signature: flip(link.signature) }));
    expect(forged).toMatchObject({ problem: 'invalid', row: null });
  });

  test('using one link leaves the user’s other links usable', () => {
    const { ctx, alice } = setup();
    const first = createLink(ctx, 'activation', alice);
    const second = createLink(ctx, 'activation', alice);
    markLinkUsed(ctx, checkSignedLink(ctx, 'activation', first));
    expect(outcome(() => checkSignedLink(ctx, 'activation', second))).toBe('accepted');
  });
});

describe('checkTokenLink (the password-reset link carries only its token)', () => {
  test('accepts the token, then refuses it once used', () => {
    const { ctx, bob } = setup();
    const { token } = createLink(ctx, 'password-reset', bob);
    const row = checkTokenLink(ctx, 'password-reset', token);
    expect(row).toMatchObject({ user_id: bob });
    markLinkUsed(ctx, row);
    expect(outcome(() => checkTokenLink(ctx, 'password-reset', token))).toBe('used');
  });

  test('refuses an unknown token, a changed one, and one of another purpose', () => {
    const { ctx, alice } = setup();
    const { token } = createLink(ctx, 'password-reset', alice);
    const activation = createLink(ctx, 'activation', alice);
    expect(outcome(() => checkTokenLink(ctx, 'password-reset', 'inconnu'))).toBe('invalid');
    expect(outcome(() => checkTokenLink(ctx, 'password-reset', flip(token)))).toBe('invalid');
    expect(outcome(() => checkTokenLink(ctx, 'password-reset', activation.token))).toBe('invalid');
  });

  test('is valid one hour, expiry included', () => {
    const { ctx, alice } = setup();
    const { token } = createLink(ctx, 'password-reset', alice);
    ctx.advance(LINK_TTL_MS['password-reset']);
    expect(outcome(() => checkTokenLink(ctx, 'password-reset', token))).toBe('accepted');
    ctx.advance(1);
    expect(outcome(() => checkTokenLink(ctx, 'password-reset', token))).toBe('expired');
  });
});

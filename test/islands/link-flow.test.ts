/** @jest-environment ./test/support/jsdom-environment.cjs */
import { updateEmail } from '@/src/contracts/account/email';
import { register } from '@/src/contracts/account/register';
import {
  activateAccount,
  confirmEmailChange,
  followLink,
  linkKindOf,
  readLinkParams,
} from '@/widgets/link-handler/link-flow';
import { startPage } from '@/test/support/islands';
import { expectOk, SEED_ACCOUNTS } from '@/test/support/reference-api';
import { DAY, linkBody, loginSeededUser, mailedUrl, toolsRegistration } from '@/test/support/tools-flows';

const where = (url: URL) => ({ pathname: url.pathname, search: url.search });

describe('reading the link', () => {
  it('takes id, token, expires and signature; null when one is missing or blank', () => {
    expect(readLinkParams('?id=4&token=t&expires=99&signature=s&utm_source=mail')).toEqual({
      id: '4',
      token: 't',
      expires: '99',
      signature: 's',
    });
    expect(readLinkParams('?id=4&token=t&expires=99')).toBeNull();
    expect(readLinkParams('?id=4&token=t&expires=99&signature=%20')).toBeNull();
    expect(readLinkParams('')).toBeNull();
  });

  it('serves e-mail confirmation on a user/data/email path, activation elsewhere', () => {
    expect(linkKindOf('/user/data/email/')).toBe('email-change');
    expect(linkKindOf('/fr/user/data/email')).toBe('email-change');
    expect(linkKindOf('/activation/')).toBe('activation');
  });
});

describe('activation', () => {
  it('nowActivated is a success offering the login; alreadyActivated the server message as an error', async () => {
    const { runtime, api } = await startPage('plancher');
    expectOk(await api.call(register, { body: toolsRegistration() }));
    const params = await linkBody(api, 'alice.garnier@exemple.fr');
    expect(await activateAccount(runtime, params)).toEqual({
      tone: 'success',
      message: 'Votre compte est maintenant activé. Vous pouvez vous connecter.',
      offerLogin: true,
      loggedIn: false,
    });
    expect(await activateAccount(runtime, params)).toEqual({
      tone: 'error',
      message: 'Votre compte est déjà activé. Vous pouvez vous connecter.',
      offerLogin: true,
      loggedIn: false,
    });
  });

  it('an expired link is an error with the server message, without login', async () => {
    const { runtime, api } = await startPage('carbone');
    expectOk(await api.call(register, { body: toolsRegistration() }));
    const params = await linkBody(api, 'alice.garnier@exemple.fr');
    api.ctx.advance(3 * DAY);
    expect(await activateAccount(runtime, params)).toMatchObject({
      tone: 'error',
      offerLogin: false,
      message: expect.stringMatching(/a expiré/),
    });
  });
});

describe('e-mail change confirmation', () => {
  it('logs the user in, not remembered, and returns the server message', async () => {
    const { runtime, api } = await startPage('plancher');
    const { token } = await loginSeededUser(api);
    expectOk(
      await api.call(updateEmail, {
        token,
        body: { currentEmail: SEED_ACCOUNTS.tools.email, newEmail: 'luc@neuf.fr' },
      }),
    );
    expect(await confirmEmailChange(runtime, await linkBody(api, 'luc@neuf.fr'))).toEqual({
      tone: 'success',
      message: 'Votre adresse e-mail a bien été modifiée.',
      offerLogin: false,
      loggedIn: true,
    });
    expect(runtime.session.store.getState()).toMatchObject({ user: { email: 'luc@neuf.fr' }, remember: false });
  });
});

describe('following the page link', () => {
  it('makes no call for an incomplete link', async () => {
    const { runtime, recorder } = await startPage('plancher');
    expect(await followLink(runtime, { pathname: '/activation/', search: '?id=1' })).toMatchObject({
      tone: 'error',
      message: expect.stringMatching(/^Ce lien est incomplet/),
    });
    expect(recorder.requests).toHaveLength(0);
  });

  it('routes by path and turns API failures into a French error', async () => {
    const { runtime, api, recorder } = await startPage('plancher', {
      intercept: (request) =>
        new URL(request.url).pathname === '/api/user/email/confirm/' ? new Response('', { status: 502 }) : undefined,
    });
    expectOk(await api.call(register, { body: toolsRegistration() }));
    const url = await mailedUrl(api, 'alice.garnier@exemple.fr');
    expect(await followLink(runtime, where(url))).toMatchObject({ tone: 'success' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const email = new URL(`/user/data/email/${url.search}`, url);
    expect(await followLink(runtime, where(email))).toMatchObject({
      tone: 'error',
      message: expect.stringMatching(/indisponible/),
    });
    expect(recorder.count('/api/account/enable/')).toBe(1);
    error.mockRestore();
  });
});

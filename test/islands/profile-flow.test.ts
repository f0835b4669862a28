/** @jest-environment ./test/support/jsdom-environment.cjs */
import { login } from '@/features/account/login/login-flow';
import { loadProfile } from '@/features/account/profile/profile-flow';
import { startPage } from '@/test/support/islands';
import { SEED_ACCOUNTS } from '@/test/support/reference-api';
import { failureResponse } from '@/test/support/runtime';

/** The main site's profile loading, without React (account-layer §2 'Données personnelles'). */

it('loads the profile of the logged-in user', async () => {
  const { runtime } = await startPage('main');
  await login(runtime, SEED_ACCOUNTS.mainUpdated);
  expect(await loadProfile(runtime)).toMatchObject({
    kind: 'done',
    profile: { firstname: 'Sophie', lastname: 'Bernard' },
  });
});

it.each([
  ['with its message', 'Profil indisponible.', 'Profil indisponible.'],
  ['without a message: a French one all the same, never an empty alert', '', 'Une erreur est survenue'],
])('a refusal %s', async (_, sent, shown) => {
  let refuse = false;
  const { runtime } = await startPage('main', {
    intercept: (request) =>
      refuse && new URL(request.url).pathname === '/api/user/get-profile' ? failureResponse(400, sent) : undefined,
  });
  await login(runtime, SEED_ACCOUNTS.mainUpdated);
  refuse = true;
  expect(await loadProfile(runtime)).toEqual({ kind: 'refused', toast: shown });
});

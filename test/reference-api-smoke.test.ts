import { toolsLoginCheck } from '@/src/contracts/account/session';
import { expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';

test('the seeded floor user logs in through the in-process API', async () => {
  const api = await startApi('plancher');
  const result = expectOk(
    await api.call(toolsLoginCheck, {
      body: { username: SEED_ACCOUNTS.tools.email, password: SEED_ACCOUNTS.tools.password },
    }),
  );
  expect(result.datas.user.firstname).toBe('Luc');
  expect(result.datas.refreshToken).toContain('.');
});

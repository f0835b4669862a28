import type { Call } from '@/src/contracts';
import {
  mainHistoryCreate,
  mainHistoryGetRapportLink,
  mainHistoryLoad,
  mainHistoryRemove,
  mainHistorySave,
  mainHistorySaveRefine,
  mainHistorySendRapport,
} from '@/src/contracts/history/main';
import { getEnvResult } from '@/src/contracts/thermal/env-result';
import { getFilterConfiguration, getFilters } from '@/src/contracts/thermal/filters';
import { searchRupteurs } from '@/src/contracts/thermal/rupteur';
import { logIn, type MainApi } from '@/test/support/main-site';
import { SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';

let api: MainApi;
let token: string;
beforeAll(async () => {
  api = await startApi('main');
  token = (await logIn(api, SEED_ACCOUNTS.mainUpdated)).token;
});

const CALLS: Call<any, any>[] = [
  getFilters,
  getFilterConfiguration,
  searchRupteurs,
  getEnvResult,
  mainHistoryCreate,
  mainHistoryLoad,
  mainHistorySave,
  mainHistorySaveRefine,
  mainHistoryRemove,
  mainHistorySendRapport,
  mainHistoryGetRapportLink,
];

const BODIES: [string, string | undefined][] = [
  ['no body', undefined],
  ['an array', '[]'],
  ['a string', '"x"'],
  ['null', 'null'],
  ['an empty object', '{}'],
  ['ids of the wrong type', '{"id":"1","answers":{},"filters":null,"filtersValue":[true],"historyId":-3}'],
  ['huge numbers', '{"id":1e308,"answers":[1e308],"filters":[1e20],"filtersValue":[1e20],"historyId":1e20}'],
  ['broken JSON', '{"id":'],
];

describe.each(CALLS.map((call) => call.path))('%s', (path) => {
  test.each(BODIES)('with %s answers a French 400 envelope, never a 500', async (_, body) => {
    const response = await api.raw('POST', path, {
      body,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
    });
    const json = (await response.json()) as { success: boolean; message: string };
    expect([400, 404]).toContain(response.status);
    expect(json.success).toBe(false);
    expect(json.message).toMatch(/[a-zé]/);
  });
});

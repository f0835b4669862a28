import type { ApiClient } from '@/src/api/client';
import type { CarbonAnswers, CarbonForm } from '@/src/contracts/carbon/tunnel';
import { setTimings, SPEC_TIMINGS, zeroTimings } from '@/src/runtime/timings';
import { CARBON_STEPS } from '@/test/support/dynamic-form-fixtures';
import { body, createAnswersSync, NETWORK_PASSAGES } from './answers-sync';

/**
 * The tunnel's step-2 timings (floor-and-carbon-tools §9) on the form engine, with Jest's fake
 * clock: the fields fetched again 250 ms after the last answer, the forced and default values
 * added 150 ms after the fields came. The island tests check the order of the answers; these check
 * the waits, which they no longer sit through.
 */

const FORM: CarbonForm = { formArray: CARBON_STEPS, isCompleted: false } as unknown as CarbonForm;

function tunnelSync() {
  const sent: CarbonAnswers[] = [];
  const api = {
    call: jest.fn(async (_call: unknown, { body }: { body: CarbonAnswers }) => {
      sent.push(body);
      return { ok: true, status: 200, message: '', datas: FORM };
    }),
  } as unknown as ApiClient;
  const sync = createAnswersSync({
    api,
    cluster: () => null,
    validators: {},
    changedStepOne: jest.fn(),
    changed: jest.fn(),
    completed: jest.fn(),
    failed: jest.fn(),
  });
  const form = sync.open(FORM, {});
  const orders = () => sent.map((body) => body.step2.map((a) => `${a.field}=${String(a.value)}`).join(' '));
  return { sync, form, orders };
}

beforeEach(() => {
  jest.useFakeTimers();
  setTimings({ fieldRefetch: SPEC_TIMINGS.fieldRefetch, forcedValue: SPEC_TIMINGS.forcedValue });
});
afterEach(() => {
  jest.useRealTimers();
  zeroTimings();
});

it('reads the spec’s delays: 250 ms before a re-fetch, 150 ms before the forced and default values', () => {
  expect(SPEC_TIMINGS.fieldRefetch).toBe(250);
  expect(SPEC_TIMINGS.forcedValue).toBe(150);
});

it('fetches the fields once, 250 ms after the last of quick answers', async () => {
  const { form, orders } = tunnelSync();
  form.setValue('systemType', 'poutrelles');
  await jest.advanceTimersByTimeAsync(100);
  form.setValue('systemType', 'predalles');
  await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch - 1);
  expect(orders()).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(orders()).toEqual(['systemType=predalles']);
});

it('adds the default and forced values 150 ms after the fields came, then fetches again', async () => {
  const { form, orders, sync } = tunnelSync();
  form.setValue('systemType', 'poutrelles');
  await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch);
  expect(orders()).toEqual(['systemType=poutrelles']);
  await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.forcedValue - 1);
  expect(sync.answers().map((a) => a.field)).toEqual(['systemType']);
  await jest.advanceTimersByTimeAsync(1);
  expect(sync.answers().map((a) => a.field)).toEqual(['systemType', 'slabThickness', 'path']);
  await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch);
  expect(orders()).toEqual(['systemType=poutrelles', 'systemType=poutrelles slabThickness=20 path=guided']);
  expect(sync.server.getState().busy).toBe(true);
  await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.forcedValue);
  // Nothing more to add: the form is quiet.
  expect(orders()).toHaveLength(2);
  expect(sync.server.getState().busy).toBe(false);
});

it("sends 'networkPassages' as §3 lists it: the values chosen for the networks, an empty list without", async () => {
  const { form, sync } = tunnelSync();
  form.setValue('systemType', 'poutrelles');
  await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch);
  expect(body(form, sync.answers(), null).networkPassages).toEqual([]);
  const chosen = [
    ...sync.answers(),
    { field: NETWORK_PASSAGES, value: ['gaines-electriques', 'evacuations'] },
  ] as Parameters<typeof body>[1];
  expect(body(form, chosen, 12)).toMatchObject({
    cluster: 12,
    networkPassages: ['gaines-electriques', 'evacuations'],
  });
});

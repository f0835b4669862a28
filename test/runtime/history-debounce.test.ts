import { twoStageDebounce, typingDelays } from '@/features/history-list/debounce';
import { setTimings, SPEC_TIMINGS } from '@/src/runtime/timings';
import { useSpecClock } from '@/test/support/spec-clock';

/** The history's typing delay: 400 ms after the last keystroke, then 500 ms more (account-layer §9). */

// Jest's clock, with the spec's typing delays (the table is at zero in unit tests).
useSpecClock('historyTyping', 'historyQuery');

function setUp(settleResult?: boolean) {
  const settle = jest.fn((_value: string) => settleResult);
  const fire = jest.fn((_value: string) => undefined);
  return { settle, fire, typing: twoStageDebounce(settle, fire) };
}

test('the delays are the spec’s, read from the timing table', () => {
  expect(SPEC_TIMINGS).toMatchObject({ historyTyping: 400, historyQuery: 500 });
  expect(typingDelays()).toEqual({ settle: 400, query: 500 });
  setTimings({ historyTyping: 0, historyQuery: 0 });
  expect(typingDelays()).toEqual({ settle: 0, query: 0 });
});

test('reads the table when typing schedules, not when the debounce is made', () => {
  const { settle, fire, typing } = setUp();
  setTimings({ historyTyping: 10, historyQuery: 20 });
  typing.push('D');
  jest.advanceTimersByTime(9);
  expect(settle).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1 + 20);
  expect(fire).toHaveBeenCalledWith('D');
});

test('settles 400 ms after the last keystroke, then fires 500 ms later', () => {
  const { settle, fire, typing } = setUp();
  typing.push('D');
  jest.advanceTimersByTime(399);
  expect(settle).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(settle).toHaveBeenCalledWith('D');
  expect(fire).not.toHaveBeenCalled();
  expect(typing.pending()).toBe(true);
  jest.advanceTimersByTime(499);
  expect(fire).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fire).toHaveBeenCalledWith('D');
  expect(typing.pending()).toBe(false);
});

test('each keystroke starts the first stage over; only the last value goes through', () => {
  const { settle, fire, typing } = setUp();
  typing.push('D');
  jest.advanceTimersByTime(300);
  typing.push('Du');
  jest.advanceTimersByTime(300);
  typing.push('Dur');
  jest.advanceTimersByTime(399);
  expect(settle).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1 + 500);
  expect(settle.mock.calls).toEqual([['Dur']]);
  expect(fire.mock.calls).toEqual([['Dur']]);
});

test('typing again during the second stage cancels it and starts both over', () => {
  const { settle, fire, typing } = setUp();
  typing.push('Dur');
  jest.advanceTimersByTime(400 + 300);
  typing.push('Dura');
  jest.advanceTimersByTime(400 + 499);
  expect(fire).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(settle.mock.calls).toEqual([['Dur'], ['Dura']]);
  expect(fire.mock.calls).toEqual([['Dura']]);
});

test('a settle that returns false skips the second stage', () => {
  const { fire, typing } = setUp(false);
  typing.push('same');
  jest.advanceTimersByTime(2000);
  expect(fire).not.toHaveBeenCalled();
  expect(typing.pending()).toBe(false);
});

test('cancel drops whatever is waiting, in either stage', () => {
  const { settle, fire, typing } = setUp();
  typing.push('a');
  typing.cancel();
  jest.advanceTimersByTime(2000);
  expect(settle).not.toHaveBeenCalled();
  typing.push('b');
  jest.advanceTimersByTime(450);
  typing.cancel();
  jest.advanceTimersByTime(2000);
  expect(settle).toHaveBeenCalledTimes(1);
  expect(fire).not.toHaveBeenCalled();
});

test('other delays can be given', () => {
  const fire = jest.fn();
  const typing = twoStageDebounce(
    () => undefined,
    fire,
    () => ({ settle: 10, query: 20 }),
  );
  typing.push(1);
  jest.advanceTimersByTime(29);
  expect(fire).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fire).toHaveBeenCalledWith(1);
});

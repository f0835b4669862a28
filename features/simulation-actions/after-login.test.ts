import { setTimings, SPEC_TIMINGS } from '@/src/runtime/timings';
import { useSpecClock } from '@/test/support/spec-clock';
import { actAfterLogin, whenLoggedIn, type LoginGate } from './after-login';

/**
 * Log in, then act (floor-and-carbon-tools §4.1, §4.2, §9): the pauses come from the timing
 * table, read when the action is scheduled; checked on Jest's clock with the spec's values.
 */

useSpecClock();

/** A login popup that the test completes with `succeed()`. */
function gate(loggedIn = false) {
  let then: (() => void) | null = null;
  const login = jest.fn((next: () => void) => void (then = next));
  const value: LoginGate = { isLoggedIn: () => loggedIn, login };
  return { gate: value, login, succeed: () => then?.() };
}

test('the spec’s pauses', () => {
  expect(SPEC_TIMINGS).toMatchObject({
    afterLogin: 150,
    afterLoginEmail: 1000,
    saveAfterLogin: 150,
    downloadAfterSave: 500,
  });
});

test('a logged-in user’s action runs at once, without the popup', () => {
  const { gate: logged, login } = gate(true);
  const action = jest.fn();
  actAfterLogin(logged, action, 'afterLogin');
  expect(action).toHaveBeenCalledTimes(1);
  expect(login).not.toHaveBeenCalled();
});

test('a visitor logs in first; the action runs 150 ms after the login, not before', async () => {
  const { gate: visitor, succeed } = gate();
  const action = jest.fn();
  actAfterLogin(visitor, action, 'afterLogin');
  await jest.advanceTimersByTimeAsync(5000);
  expect(action).not.toHaveBeenCalled();
  succeed();
  await jest.advanceTimersByTimeAsync(149);
  expect(action).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(action).toHaveBeenCalledTimes(1);
});

test('the e-mail popup opens 1000 ms after the login', async () => {
  const { gate: visitor, succeed } = gate();
  const open = jest.fn();
  actAfterLogin(visitor, open, 'afterLoginEmail');
  succeed();
  await jest.advanceTimersByTimeAsync(999);
  expect(open).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(open).toHaveBeenCalledTimes(1);
});

test('without a pause (the thermal tool) the action follows the login at once', () => {
  const { gate: visitor, succeed } = gate();
  const action = jest.fn();
  actAfterLogin(visitor, action);
  succeed();
  expect(action).toHaveBeenCalledTimes(1);
});

test('the pause is read when scheduled, not at import', async () => {
  const { gate: visitor, succeed } = gate();
  const action = jest.fn();
  actAfterLogin(visitor, action, 'afterLogin');
  setTimings({ afterLogin: 40 });
  succeed();
  await jest.advanceTimersByTimeAsync(40);
  expect(action).toHaveBeenCalledTimes(1);
});

describe('the tunnel’s steps: the save 150 ms after the login, the download 500 ms after the save', () => {
  const steps = (saved: boolean) => {
    const order: string[] = [];
    const save = jest.fn(async () => {
      order.push(`save@${Date.now()}`);
      return saved;
    });
    const download = jest.fn(() => order.push(`download@${Date.now()}`));
    return {
      order,
      save,
      download,
      afterLogin: [
        { after: 'saveAfterLogin' as const, run: save },
        { after: 'downloadAfterSave' as const, run: download },
      ],
    };
  };

  test('in order, each after its pause', async () => {
    const { gate: visitor, succeed } = gate();
    const { order, afterLogin, download } = steps(true);
    whenLoggedIn(visitor, afterLogin);
    const loggedInAt = Date.now();
    succeed();
    await jest.advanceTimersByTimeAsync(649);
    expect(order).toEqual([`save@${loggedInAt + 150}`]);
    expect(download).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(order).toEqual([`save@${loggedInAt + 150}`, `download@${loggedInAt + 650}`]);
  });

  test('a failed save downloads nothing', async () => {
    const { gate: visitor, succeed } = gate();
    const { afterLogin, save, download } = steps(false);
    whenLoggedIn(visitor, afterLogin);
    succeed();
    await jest.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(download).not.toHaveBeenCalled();
  });

  test('logged in, only the action asked for, at once', () => {
    const { gate: logged } = gate(true);
    const { afterLogin, save, download } = steps(true);
    whenLoggedIn(logged, afterLogin, [{ run: download }]);
    expect(download).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });
});

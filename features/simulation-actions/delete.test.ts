import { done, refused } from '@/src/api/outcome';
import { SPEC_TIMINGS } from '@/src/runtime/timings';
import { useSpecClock } from '@/test/support/spec-clock';
import { deleteThenLeave, type DeleteThenLeave, type Removal } from './delete';

/** Delete, then home or reload (floor-and-carbon-tools §4.1, §4.2, §8, §9 'after 500 ms'). */

useSpecClock();

function deps(removal: Removal) {
  const value = {
    remove: jest.fn(async () => removal),
    toast: jest.fn(),
    toastId: 'floor-delete',
    failure: 'Une erreur est survenue. Merci de bien vouloir réessayer.',
    home: jest.fn(),
    reload: jest.fn(),
  } satisfies DeleteThenLeave;
  return value;
}

test('the spec’s pause', () => expect(SPEC_TIMINGS.afterDelete).toBe(500));

test("a removed cluster: 'Le projet a été supprimé.', then home 500 ms later", async () => {
  const d = deps(done({ message: 'autre chose', clusterRemoved: true }));
  await expect(deleteThenLeave(d)).resolves.toBe(true);
  expect(d.toast).toHaveBeenCalledWith('success', 'Le projet a été supprimé.', 'floor-delete');
  await jest.advanceTimersByTimeAsync(499);
  expect(d.home).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(d.home).toHaveBeenCalledTimes(1);
  expect(d.reload).not.toHaveBeenCalled();
});

test("a simulation deleted: the server's message, then a reload 500 ms later", async () => {
  const d = deps(done({ message: 'La simulation a été supprimée.', clusterRemoved: false }));
  await deleteThenLeave(d);
  expect(d.toast).toHaveBeenCalledWith('success', 'La simulation a été supprimée.', 'floor-delete');
  await jest.advanceTimersByTimeAsync(499);
  expect(d.reload).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(d.reload).toHaveBeenCalledTimes(1);
  expect(d.home).not.toHaveBeenCalled();
});

test('a refusal says why (else the fallback) and stays', async () => {
  const d = deps(refused('Cette simulation est introuvable.'));
  await expect(deleteThenLeave(d)).resolves.toBe(false);
  expect(d.toast).toHaveBeenCalledWith('error', 'Cette simulation est introuvable.', 'floor-delete');
  const silent = deps(refused());
  await deleteThenLeave(silent);
  expect(silent.toast).toHaveBeenCalledWith('error', silent.failure, 'floor-delete');
  await jest.advanceTimersByTimeAsync(5000);
  expect([d.home, d.reload, silent.home, silent.reload].every((f) => f.mock.calls.length === 0)).toBe(true);
});

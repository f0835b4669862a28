import type { ApiClient } from '@/src/api/client';
import { loadSolution, type SolutionState } from './use-solution';

/** A client whose call waits until its signal aborts, then rejects as fetch does. */
function hangingApi(): ApiClient {
  const call = (_call: unknown, options: { signal?: AbortSignal }) =>
    new Promise((_resolve, reject) => {
      options.signal?.addEventListener('abort', () =>
        reject(new DOMException('signal is aborted without reason', 'AbortError')),
      );
    });
  return { call } as unknown as ApiClient;
}

describe('loading a solution’s detail', () => {
  test('an abort (the detail left) shows nothing and rejects nothing', async () => {
    const shown: SolutionState[] = [];
    const controller = new AbortController();
    const loading = loadSolution(hangingApi(), { slug: 'a', simulationId: 1, share: null }, controller.signal, (s) =>
      shown.push(s),
    );
    controller.abort();
    await expect(loading).resolves.toBeUndefined();
    expect(shown).toEqual([]);
  });

  test('any other failure is still thrown', async () => {
    const api = { call: () => Promise.reject(new TypeError('boom')) } as unknown as ApiClient;
    const loading = loadSolution(
      api,
      { slug: 'a', simulationId: null, share: null },
      new AbortController().signal,
      () => {},
    );
    await expect(loading).rejects.toThrow('boom');
  });
});

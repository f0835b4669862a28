import { latestRequest } from '@/src/runtime/latest-request';

/** A request whose answer the test gives when it wants, and whose signal it can read. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  let signal!: AbortSignal;
  const ask = (given: AbortSignal) => {
    signal = given;
    given.addEventListener('abort', () => reject(given.reason));
    return new Promise<T>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
  };
  return { ask, resolve: (value: T) => resolve(value), fail: (error: unknown) => reject(error), signal: () => signal };
}

describe('latestRequest', () => {
  it('resolves to the answer of the only request', async () => {
    const requests = latestRequest();
    const one = deferred<string>();
    const running = requests.run(one.ask);
    one.resolve('a');
    await expect(running).resolves.toBe('a');
  });

  it('aborts the request on its way when a newer one starts, and only the newest answer counts', async () => {
    const requests = latestRequest();
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = requests.run(older.ask);
    const second = requests.run(newer.ask);
    expect(older.signal().aborted).toBe(true);
    expect(newer.signal().aborted).toBe(false);
    newer.resolve('new');
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBe('new');
  });

  it('drops an answer that arrives after a newer request started, even if the server ignored the abort', async () => {
    const requests = latestRequest();
    let answer!: (value: string) => void;
    const first = requests.run(() => new Promise<string>((resolve) => (answer = resolve)));
    const second = requests.run(async () => 'new');
    answer('stale');
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBe('new');
  });

  it('cancel aborts the request on its way: its answer is dropped', async () => {
    const requests = latestRequest();
    const one = deferred<string>();
    const running = requests.run(one.ask);
    requests.cancel();
    expect(one.signal().aborted).toBe(true);
    await expect(running).resolves.toBeNull();
  });

  it('passes on a failure of the newest request', async () => {
    const requests = latestRequest();
    const one = deferred<string>();
    const running = requests.run(one.ask);
    one.fail(new Error('boom'));
    await expect(running).rejects.toThrow('boom');
  });
});

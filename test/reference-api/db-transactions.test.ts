import { openDb, type Db } from '@/demo-pages/reference-api/db/open';

// The SQLite handle's transaction rules (db/sqlite.ts), which every route relies on: a call made
// outside an open transaction waits for its end; a call made inside it joins it, even through the
// outer handle; another database's transaction is not this one's.
async function counter(): Promise<Db> {
  const db = await openDb(':memory:');
  await db.exec('CREATE TABLE counter (n INTEGER NOT NULL)');
  await db.run('INSERT INTO counter (n) VALUES (0)');
  return db;
}

const valueOf = async (db: Db) => (await db.get<{ n: number }>('SELECT n FROM counter'))!.n;

describe('SQLite transactions', () => {
  it('keeps a call from outside waiting until the transaction ends, so it never sees it half done', async () => {
    const db = await counter();
    let resume = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const tx = db.transaction(async (inside) => {
      await inside.run('UPDATE counter SET n = 1');
      await paused;
      await inside.run('UPDATE counter SET n = 2');
    });
    const seen = valueOf(db);
    resume();
    await tx;
    expect(await seen).toBe(2);
  });

  it('lets a call from inside the transaction, through the outer handle, join it', async () => {
    const db = await counter();
    const seen = await db.transaction(async (inside) => {
      await inside.run('UPDATE counter SET n = 5');
      return valueOf(db);
    });
    expect(seen).toBe(5);
  });

  it("does not take another database's open transaction for its own", async () => {
    const first = await counter();
    const second = await counter();
    let resume = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let reached = () => {};
    const midway = new Promise<void>((resolve) => (reached = resolve));
    const tx = second.transaction(async (inside) => {
      await inside.run('UPDATE counter SET n = 7');
      // Inside second's transaction: a call on first is not part of it and need not wait.
      await first.run('UPDATE counter SET n = 3');
      reached();
      await paused;
    });
    await midway;
    const outsideSecond = valueOf(second);
    expect(await valueOf(first)).toBe(3);
    resume();
    await tx;
    expect(await outsideSecond).toBe(7);
  });

  it('rolls back what a failed transaction wrote', async () => {
    const db = await counter();
    await expect(
      db.transaction(async (inside) => {
        await inside.run('UPDATE counter SET n = 9');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await valueOf(db)).toBe(0);
  });
});

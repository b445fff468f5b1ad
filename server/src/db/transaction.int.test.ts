import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import { forEachDatabase } from './testDatabases';
import { inTransaction } from './transaction';

forEachDatabase('a transaction on a reserved connection', (current) => {
  const rowsOf = async (sql: postgres.Sql, id: string) =>
    (await sql<{ n: number }[]>`select count(*)::int as n from users where id = ${id}`)[0]!.n;
  const insertUser = (tx: postgres.TransactionSql, id: string) =>
    tx`insert into users (id, name, username) values (${id}, 'Probe', ${`probe_${id.slice(0, 8)}`})`;

  it('commits what it wrote once its work resolves', async () => {
    const { db } = current();
    const id = randomUUID();
    expect(await inTransaction(db.sql, async (tx) => (await insertUser(tx, id), 'done'))).toBe('done');
    expect(await rowsOf(db.sql, id)).toBe(1);
  });

  it('writes nothing when its work throws, or when a statement failed though the work went on', async () => {
    const { db } = current();
    const thrown = randomUUID();
    await expect(
      inTransaction(db.sql, async (tx) => {
        await insertUser(tx, thrown);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const swallowed = randomUUID();
    await expect(
      inTransaction(db.sql, async (tx) => {
        await insertUser(tx, swallowed);
        await tx`select 1 / 0`.catch(() => {});
      }),
    ).rejects.toThrow(/rolled back/);
    // Read on the pool the transactions gave their connection back to (the embedded one has only that).
    expect(await rowsOf(db.sql, thrown)).toBe(0);
    expect(await rowsOf(db.sql, swallowed)).toBe(0);
  });

  it('keeps each transaction to itself while the pool pipelines other queries onto its connection', async () => {
    // One connection with a pipeline of two: postgres.js's own sql.begin sends BEGIN through
    // the pool and, when BEGIN fills a pipeline, never reserves the connection
    // (porsager/postgres#1189): a TypeError, or plain queries run inside the transaction.
    // max_pipeline is read by postgres.js but missing from its types.
    const sql = postgres(current().url, { max: 1, max_pipeline: 2, onnotice: () => {} } as postgres.Options<
      Record<string, postgres.PostgresType>
    >);
    const name = () => sql<{ name: string }[]>`select current_setting('application_name') as name`;
    const transaction = (n: number) =>
      inTransaction(sql, async (tx) => {
        await tx`select set_config('application_name', ${`in-transaction-${n}`}, true)`;
        await tx`select pg_sleep(0.005)`;
        return (await tx<{ name: string }[]>`select current_setting('application_name') as name`)[0]!.name;
      });
    try {
      for (let round = 0; round < 10; round++) {
        const busy = sql`select pg_sleep(0.02)`.then(() => 'busy');
        const calls: Promise<string>[] = [busy];
        for (let i = 0; i < 6; i++) {
          calls.push(name().then(([row]) => row!.name));
          if (i < 5) calls.push(transaction(i));
        }
        const answers = await Promise.all(calls);
        const fromTransactions = answers.filter((a) => a.startsWith('in-transaction-'));
        expect(fromTransactions.sort()).toEqual([0, 1, 2, 3, 4].map((n) => `in-transaction-${n}`));
      }
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});

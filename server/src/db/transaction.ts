/**
 * A transaction on a connection reserved for it before anything is sent: `sql.begin`'s
 * contract (committed when `fn` resolves; rolled back when it throws or when one of its
 * statements failed, even one `fn` caught) without two faults of postgres.js 3.4.9's own
 * `sql.begin` under load:
 *  - It sends BEGIN through the pool, which may pipeline it onto a busy connection; when
 *    BEGIN is the query that fills that connection's pipeline, the connection is never
 *    reserved (porsager/postgres#1189, fixes unmerged): with one connection (the embedded
 *    database) the process dies with a TypeError, with more, unrelated queries run inside
 *    the open transaction. `sql.reserve()` only ever takes an idle connection.
 *  - BEGIN is a round trip of its own. Here it goes out with `fn`'s first statements (one
 *    connection runs them in order, so they are inside the transaction).
 */
import type postgres from 'postgres';
import { isDatabaseUnavailable } from './unavailable';

export async function inTransaction<T>(sql: postgres.Sql, fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  const reserved = await sql.reserve();
  // Callers tell a transaction by its `savepoint` (append.ts, progressProjection.ts); none uses it.
  const tx = Object.assign(reserved, {
    savepoint: () => Promise.reject(new Error('savepoints are not supported by inTransaction')),
  }) as unknown as postgres.TransactionSql;
  // A connection that broke mid-way is the pool's to reconnect (postgres.js marks it closed);
  // handing it back as idle would give the next query a dead socket.
  let reusable = false;
  try {
    const begun = reserved`begin`.execute();
    begun.catch(() => {}); // its failure fails fn's first statement, and the commit below
    const result = await fn(tx);
    await begun;
    const { command } = await reserved`commit`;
    // Postgres answers COMMIT with ROLLBACK when a statement failed and `fn` went on.
    if (command !== 'COMMIT') throw new Error('the transaction was rolled back: one of its statements failed');
    reusable = true;
    return result;
  } catch (error) {
    // A connection that went took its transaction with it (Postgres rolls it back); one still
    // there is rolled back here and handed back.
    if (!isDatabaseUnavailable(error))
      reusable = await reserved`rollback`.then(
        () => true,
        () => false,
      );
    throw error;
  } finally {
    if (reusable) reserved.release();
  }
}

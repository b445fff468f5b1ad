import { publicProcedure, router } from '../trpc';

/** Liveness, the server clock (for clock sync), and the server's lifecycle. */
export const systemRouter = router({
  health: publicProcedure.query(async ({ ctx }) => {
    const { db, status } = ctx.services;
    await db.sql`select 1`;
    return { status: 'ok' as const, database: db.mode, phase: status.phase };
  }),

  /** The server's clock in milliseconds since the epoch; clients sample it to estimate their offset. */
  time: publicProcedure.query(() => ({ serverTime: Date.now() })),

  /**
   * The server's lifecycle phase: the current one at once, then each change. A client
   * that sees `shutting-down` reconnects (to another instance behind the balancer).
   */
  status: publicProcedure.subscription(async function* ({ ctx, signal }) {
    const { status } = ctx.services;
    const changes = status.changes(signal); // listen before yielding, so no change is missed
    yield { phase: status.phase };
    try {
      for await (const phase of changes) yield { phase };
    } catch (error) {
      if (!signal?.aborted) throw error;
    }
  }),
});

import { router } from './trpc';
import { systemRouter } from './routers/system';

/** Every domain router, merged in one place. The client imports only its type. */
export const appRouter = router({
  system: systemRouter,
});

export type AppRouter = typeof appRouter;

import { router } from './trpc';
import { accountRouter } from './routers/account';
import { progressRouter } from './routers/progress';
import { roomHistoryRouter } from './routers/roomHistory';
import { roomsRouter } from './routers/rooms';
import { systemRouter } from './routers/system';

/** Every domain router, merged in one place. The client imports only its type. */
export const appRouter = router({
  system: systemRouter,
  progress: progressRouter,
  account: accountRouter,
  rooms: roomsRouter,
  roomHistory: roomHistoryRouter,
});

export type AppRouter = typeof appRouter;

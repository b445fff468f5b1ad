import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { errorSentence } from '../../api/errorSentence';
import { loadApi } from '../../api/loadApi';
import { measureOffset } from './clock';
import type { RoomWho } from './roomApi';
import type { RoomStore } from './roomStore';

/**
 * The member's one `rooms.watch` subscription, folded into `store`. tRPC's wsLink keeps
 * the last tracked id and, when the socket comes back, subscribes again with it as
 * `lastEventId`, so the server sends exactly what was missed; while the socket is down
 * the store says "reconnecting". A feed found out of step (never expected) starts again
 * from a fresh snapshot.
 */
export function useRoomFeed(who: RoomWho, store: RoomStore): void {
  const { code, guestToken } = who;
  useEffect(() => {
    let cancelled = false;
    let subscription: { unsubscribe(): void } | null = null;
    const start = async () => {
      const { api } = await loadApi();
      if (cancelled) return;
      subscription?.unsubscribe();
      // A fresh subscription (no lastEventId) starts with a snapshot, which sets the fold straight.
      subscription = api.rooms.watch.subscribe(guestToken ? { code, guestToken } : { code }, {
        onData: (tracked) => store.trigger.feed({ item: tracked.data }),
        onError: (error) => store.trigger.ended({ problem: errorSentence(error).sentence }),
        onComplete: () => store.trigger.ended({}),
        onConnectionStateChange: (state) => {
          if (state.state === 'connecting' && state.error) store.trigger.reconnecting();
          else if (state.state === 'pending') store.trigger.connected();
        },
      });
    };
    let restarting = false;
    const watchStep = store.subscribe((snapshot) => {
      if (snapshot.context.live.outdated) {
        // The page must reload to understand this server: stop listening (and reconnecting).
        cancelled = true;
        subscription?.unsubscribe();
        return;
      }
      const outOfStep = snapshot.context.live.outOfStep;
      if (outOfStep && !restarting) void start();
      restarting = outOfStep;
    });
    void start();
    return () => {
      cancelled = true;
      watchStep.unsubscribe();
      subscription?.unsubscribe();
    };
  }, [code, guestToken, store]);
}

/** How many clock samples to take; the one with the smallest round trip is kept. */
const CLOCK_SAMPLES = 7;
/** The offset drifts with the device's clock: measure again this often while the room is open. */
const CLOCK_REFRESH_MS = 5 * 60_000;

/** Measures the offset to the server clock when the room opens, after a reconnect, and now and then. */
export function useRoomClock(store: RoomStore): void {
  const connection = useSelector(store, (snapshot) => snapshot.context.connection);
  const live = connection === 'live';
  useEffect(() => {
    if (!live) return;
    let cancelled = false;
    const measure = async () => {
      const { api } = await loadApi();
      const clock = await measureOffset(async () => (await api.system.time.query()).serverTime, {
        count: CLOCK_SAMPLES,
      });
      if (!cancelled && clock) store.trigger.clockMeasured({ clock });
    };
    void measure();
    const timer = setInterval(() => void measure(), CLOCK_REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [live, store]);
}

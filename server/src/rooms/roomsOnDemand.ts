/**
 * Live practice rooms on one server instance: the service (commands on the log), the hub
 * (feeds, signals, presence) and the signal throttles, made once per app (plugin.ts) and
 * shared by every request (a second app is a second instance, as in production). Made
 * lazily: an app that never sees a room pays nothing.
 */
import { SIGNAL_RATE_PER_SECOND, type RoomSignal } from '#events/roomSignals';
import type { Database } from '../db/database';
import { RoomHub, type RoomHubOptions } from './roomHub';
import { RoomService, type RoomServiceOptions } from './roomService';
import { signalsOn, type SignalBus } from './signalBus';
import { createThrottle, type Throttle } from './throttle';

export interface Rooms {
  service: RoomService;
  hub: RoomHub;
  signals: SignalBus;
  throttles: Record<RoomSignal['type'], Throttle>;
  close(): Promise<void>;
}

export type RoomsOptions = RoomServiceOptions & RoomHubOptions;
type RoomsDatabase = Pick<Database, 'sql' | 'bus' | 'mode'>;

async function createRooms(db: RoomsDatabase, options: RoomsOptions): Promise<Rooms> {
  // Signals and presence ride the server's one bus (in-process, or LISTEN/NOTIFY).
  const signals = signalsOn(db.bus);
  const service = new RoomService(db, options);
  const hub = new RoomHub(service, db.bus, signals, options);
  const throttles = {
    pointer: createThrottle({ perSecond: SIGNAL_RATE_PER_SECOND.pointer }),
    sounded: createThrottle({ perSecond: SIGNAL_RATE_PER_SECOND.sounded }),
  };
  return {
    service,
    hub,
    signals,
    throttles,
    async close() {
      hub.close();
      service.dispose();
    },
  };
}

/** An instance's rooms, made on first use and closed once. */
export interface RoomsOnDemand {
  get(): Promise<Rooms>;
  /** Closes them if they were made; later `get`s fail. */
  close(): Promise<void>;
}

export function roomsOnDemand(db: RoomsDatabase, options: RoomsOptions = {}): RoomsOnDemand {
  let rooms: Promise<Rooms> | undefined;
  let closed = false;
  return {
    get() {
      if (closed) return Promise.reject(new Error('The rooms of this server have been closed.'));
      if (!rooms) {
        rooms = createRooms(db, options);
        // A failed start (the LISTEN could not be set up) is tried again by the next caller.
        rooms.catch(() => (rooms = undefined));
      }
      return rooms;
    },
    async close() {
      closed = true;
      const made = await rooms?.catch(() => undefined);
      await made?.close();
    },
  };
}

/**
 * Live practice rooms on one server instance: the service (commands on the log), the hub
 * (feeds, signals, presence) and the signal throttles, made once per database handle and
 * shared by every request (a second app on its own handle is a second instance, as in
 * production). Made lazily: an app that never sees a room pays nothing.
 */
import { SIGNAL_RATE_PER_SECOND, type RoomSignal } from '../../../events/roomSignals';
import type { Database } from '../db/database';
import { RoomHub, type RoomHubOptions } from './roomHub';
import { RoomService, type RoomServiceOptions } from './roomService';
import { signalsOn, type SignalBus } from './signalBus';
import { createThrottle, type Throttle } from './throttle';

export { RoomService } from './roomService';
export { RoomHub } from './roomHub';
export { roomFeed } from './roomFeed';
export { forgetUserInRooms } from './roomRecords';

export interface Rooms {
  service: RoomService;
  hub: RoomHub;
  signals: SignalBus;
  throttles: Record<RoomSignal['type'], Throttle>;
  close(): Promise<void>;
}

export type RoomsOptions = RoomServiceOptions & RoomHubOptions;

const registry = new WeakMap<Pick<Database, 'sql' | 'bus' | 'mode'>, Promise<Rooms>>();

async function createRooms(db: Pick<Database, 'sql' | 'bus' | 'mode'>, options: RoomsOptions): Promise<Rooms> {
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

/** The rooms of this database handle, made on first use. */
export function roomsFor(db: Pick<Database, 'sql' | 'bus' | 'mode'>): Promise<Rooms> {
  let rooms = registry.get(db);
  if (!rooms) {
    rooms = createRooms(db, {});
    registry.set(db, rooms);
    rooms.catch(() => registry.delete(db));
  }
  return rooms;
}

/** Makes them with non-default options (tests: limits, clocks, heartbeats); before first use. */
export function configureRooms(db: Pick<Database, 'sql' | 'bus' | 'mode'>, options: RoomsOptions): Promise<Rooms> {
  if (registry.has(db)) throw new Error('configureRooms: the rooms of this database are made already');
  const rooms = createRooms(db, options);
  registry.set(db, rooms);
  return rooms;
}

/**
 * Rooms as a Fastify plugin: one instance's rooms (index.ts) made with the app, reachable
 * as `app.rooms` (and through the tRPC context's services), closed in `onClose`, and
 * logging through the app's logger. Not encapsulated (Fastify's `skip-override`, what
 * fastify-plugin sets), so the decoration is the app's own.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { roomsOnDemand, type RoomsOnDemand, type RoomsOptions } from './roomsOnDemand';

export interface RoomsPluginOptions {
  db: Pick<Database, 'sql' | 'bus' | 'mode'>;
  /** Limits, clocks, heartbeats: tests set these. */
  rooms?: RoomsOptions;
}

export async function roomsPlugin(app: FastifyInstance, { db, rooms: options }: RoomsPluginOptions): Promise<void> {
  const log = app.log.child({ module: 'rooms' });
  const rooms = roomsOnDemand(db, {
    onError: (error) => log.error({ err: error }, 'rooms: a live update failed'),
    onInvalidEvent: (message) => log.warn(`rooms: an event that does not parse was skipped: ${message}`),
    ...options,
  });
  app.decorate('rooms', rooms);
  app.addHook('onClose', async () => rooms.close());
}
(roomsPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

declare module 'fastify' {
  interface FastifyInstance {
    rooms: RoomsOnDemand;
  }
}

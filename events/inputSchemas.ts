/**
 * Input fields every command shares, checked the same way at each tRPC edge: the event id
 * a client makes for one user action (kept across retries, so a retry is recognised), and
 * the token a guest got when joining a room.
 */
import { z } from 'zod';

/** A client-made UUID, compared in lower case (Postgres prints uuids so). */
export const eventIdSchema = z
  .uuid({ error: 'eventId must be a UUID made by the client' })
  .transform((id) => id.toLowerCase());

/** The shape of the room token a guest gets when joining (server/src/rooms/secrets.ts makes it). */
export const GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export const guestTokenSchema = z
  .string()
  .regex(GUEST_TOKEN_PATTERN, { error: 'guestToken must be the token given when joining' });

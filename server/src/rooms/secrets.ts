/**
 * The random and secret parts of a room: its id, its share code, guests' tokens. All from
 * the operating system's cryptographic random source; a token is kept only as its hash.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '#events/roomEvents';

/** 12 characters of a 32-letter alphabet: 60 random bits, so codes cannot be guessed. */
export function newRoomCode(): string {
  // 32 divides 256, so masking each byte keeps every letter equally likely.
  return [...randomBytes(ROOM_CODE_LENGTH)].map((byte) => ROOM_CODE_ALPHABET[byte & 31]).join('');
}

export const newRoomId = (): string => randomUUID();

/** A room member's id: random, so it says nothing about the account behind it. */
export const newMemberId = (): string => randomBytes(12).toString('base64url');

/** A guest's bearer token for one room: 256 random bits. */
export const newGuestToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

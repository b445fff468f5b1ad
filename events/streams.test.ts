import { describe, expect, it } from 'vitest';
import { parseStreamId, roomStream, userStream } from './streams';

describe('stream ids', () => {
  it('names a user stream and a room stream after their kind', () => {
    expect(userStream('u_123')).toBe('user-u_123');
    expect(roomStream('Ab3-x')).toBe('room-Ab3-x');
  });

  it('reads a stream id back into its kind and id', () => {
    expect(parseStreamId(userStream('42'))).toEqual({ kind: 'user', id: '42' });
    expect(parseStreamId(roomStream('jam'))).toEqual({ kind: 'room', id: 'jam' });
  });

  it('refuses ids that could smuggle in another stream or are empty', () => {
    expect(() => userStream('')).toThrow(RangeError);
    expect(() => userStream('a b')).toThrow(RangeError);
    expect(() => roomStream('x'.repeat(65))).toThrow(RangeError);
    expect(parseStreamId('order-1')).toBeNull();
    expect(parseStreamId('user-')).toBeNull();
  });
});

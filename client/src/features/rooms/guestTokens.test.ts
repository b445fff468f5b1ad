import { describe, expect, it } from 'vitest';
import { forgetGuestToken, readGuestToken, saveGuestToken } from './guestTokens';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};
const token = 'a'.repeat(43);

describe('a guest’s room token', () => {
  it('is kept per room code, so a reload rejoins that room only', () => {
    const storage = memoryStorage();
    saveGuestToken('abcdefghjkmn', token, storage);
    expect(readGuestToken('abcdefghjkmn', storage)).toBe(token);
    expect(readGuestToken('0123456789ab', storage)).toBeNull();
    forgetGuestToken('abcdefghjkmn', storage);
    expect(readGuestToken('abcdefghjkmn', storage)).toBeNull();
  });

  it('ignores a stored value that is not a token, and storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem('fretboard.room.abcdefghjkmn.guest', '<script>');
    expect(readGuestToken('abcdefghjkmn', storage)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readGuestToken('abcdefghjkmn', broken)).toBeNull();
    expect(() => saveGuestToken('abcdefghjkmn', token, broken)).not.toThrow();
  });
});

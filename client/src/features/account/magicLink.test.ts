import { describe, expect, it } from 'vitest';
import { recallMagicLink, rememberMagicLink, resendWait } from './magicLink';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('the magic link asked for in this tab', () => {
  it('is remembered and recalled', () => {
    const storage = memoryStorage();
    const request = { email: 'ada@example.com', callbackUrl: '/account/learned', sentAt: 1_000 };
    rememberMagicLink(request, storage);
    expect(recallMagicLink(storage)).toEqual(request);
  });

  it('is forgotten when what was stored does not fit', () => {
    const storage = memoryStorage();
    for (const stored of [
      'not json',
      'null',
      '{"email":"ada@example.com","callbackUrl":"//evil.example","sentAt":1}',
      '{"email":"x","callbackUrl":"/","sentAt":1}',
    ]) {
      storage.items.set('fretboard.magic-link.v1', stored);
      expect(recallMagicLink(storage), stored).toBeNull();
    }
    expect(recallMagicLink(undefined)).toBeNull();
  });
});

describe('waiting before asking for another link', () => {
  it('counts down 30 seconds from the last link', () => {
    expect(resendWait(0, 0)).toBe(30);
    expect(resendWait(0, 500)).toBe(30);
    expect(resendWait(0, 1_000)).toBe(29);
    expect(resendWait(0, 29_001)).toBe(1);
    expect(resendWait(0, 30_000)).toBe(0);
    expect(resendWait(0, 90_000)).toBe(0);
  });

  it('does not grow when the clock is behind the time the link was sent', () => {
    expect(resendWait(10_000, 0)).toBe(30);
  });
});

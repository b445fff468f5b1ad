import { describe, expect, it } from 'vitest';
import { holdScreenAwake, type WakeLockHost } from './wakeLock';

function fakeHost({ refuse = false }: { refuse?: boolean } = {}) {
  const sentinels: { released: boolean; release(): Promise<void> }[] = [];
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const host: WakeLockHost = {
    navigator: {
      wakeLock: {
        request: async () => {
          if (refuse) throw new DOMException('Not allowed', 'NotAllowedError');
          const sentinel = {
            released: false,
            release: async () => {
              sentinel.released = true;
            },
          };
          sentinels.push(sentinel);
          return sentinel;
        },
      },
    },
    document: doc,
  };
  const setVisibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    for (const listener of listeners) listener();
  };
  return { host, sentinels, listeners, setVisibility };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keeping the screen awake', () => {
  it('holds a screen lock until released', async () => {
    const { host, sentinels, listeners } = fakeHost();
    const release = holdScreenAwake(host);
    await settle();
    expect(sentinels).toHaveLength(1);
    expect(sentinels[0]!.released).toBe(false);
    release();
    await settle();
    expect(sentinels[0]!.released).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('asks again when the page is visible after the browser dropped the lock', async () => {
    const { host, sentinels, setVisibility } = fakeHost();
    const release = holdScreenAwake(host);
    await settle();
    sentinels[0]!.released = true; // what the browser does when the tab is hidden
    setVisibility('hidden');
    await settle();
    expect(sentinels).toHaveLength(1);
    setVisibility('visible');
    await settle();
    expect(sentinels).toHaveLength(2);
    release();
    await settle();
    expect(sentinels[1]!.released).toBe(true);
  });

  it('lets go of a lock granted after it was released', async () => {
    const { host, sentinels } = fakeHost();
    holdScreenAwake(host)();
    await settle();
    expect(sentinels.every((s) => s.released)).toBe(true);
  });

  it('never throws where the API is missing or refuses', async () => {
    expect(() => holdScreenAwake({})()).not.toThrow();
    const { host } = fakeHost({ refuse: true });
    const release = holdScreenAwake(host);
    await settle();
    expect(() => release()).not.toThrow();
  });
});

/** What `holdScreenAwake` needs of the browser; tests pass a stand-in. */
/** What keeping the screen awake needs of the browser: the lock, and the page's visibility. */
export interface WakeLockHost {
  navigator?: { wakeLock?: { request(type: 'screen'): Promise<{ released: boolean; release(): Promise<void> }> } };
  document?: {
    readonly visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

const browserHost = (): WakeLockHost => ({
  navigator: typeof navigator === 'undefined' ? undefined : navigator,
  document: typeof document === 'undefined' ? undefined : document,
});

/**
 * Keeps the screen on (Screen Wake Lock API) until the returned function is called. The
 * browser drops the lock when the page is hidden, so it is asked again when the page is
 * visible again. Where the API is missing or refuses (battery saver, no permission) the
 * screen simply may sleep: nothing throws and nothing is logged.
 */
export function holdScreenAwake(host: WakeLockHost = browserHost()): () => void {
  const wakeLock = host.navigator?.wakeLock;
  const doc = host.document;
  if (!wakeLock) return () => {};
  let sentinel: { released: boolean; release(): Promise<void> } | null = null;
  let done = false;

  const request = () => {
    if (sentinel && !sentinel.released) return;
    let asked: Promise<{ released: boolean; release(): Promise<void> }>;
    try {
      asked = wakeLock.request('screen');
    } catch {
      return;
    }
    asked.then(
      (granted) => {
        if (done) void granted.release().catch(() => undefined);
        else sentinel = granted;
      },
      () => undefined,
    );
  };
  const onVisibilityChange = () => {
    if (doc?.visibilityState === 'visible') request();
  };

  request();
  doc?.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    done = true;
    doc?.removeEventListener('visibilitychange', onVisibilityChange);
    if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
    sentinel = null;
  };
}

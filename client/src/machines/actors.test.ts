import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { selectSessionStatus, sessionActor, toneActor, useSession, useTone } from './actors';

describe('app-wide actors', () => {
  it('start on import, outside a browser, without throwing', () => {
    expect(sessionActor.getSnapshot().status).toBe('active');
    expect(toneActor.getSnapshot().status).toBe('active');
    expect([useSession, useTone].every((hook) => typeof hook === 'function')).toBe(true);
  });

  it('treat a visitor outside a browser as unauthenticated without a request', async () => {
    const snapshot = await waitFor(sessionActor, (s) => s.matches({ sync: 'idle' }));
    expect(selectSessionStatus(snapshot)).toBe('unauthenticated');
  });

  it('start with the spec defaults', () => {
    expect(toneActor.getSnapshot().context.metronomeTempo).toBe(60);
  });
});

import { describe, expect, it } from 'vitest';
import { createAppStore } from './app';

describe('the app mode', () => {
  it('starts in DEFAULT and follows the learning mode switch on and off', () => {
    const store = createAppStore();
    expect(store.getSnapshot().context.mode).toBe('DEFAULT');
    store.trigger.setMode({ mode: 'LEARNING' });
    expect(store.getSnapshot().context.mode).toBe('LEARNING');
    store.trigger.setMode({ mode: 'DEFAULT' });
    expect(store.getSnapshot().context.mode).toBe('DEFAULT');
  });
});

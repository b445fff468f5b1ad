import { describe, expect, it } from 'vitest';
import {
  defaultPage,
  defaultPreferences,
  fretboardStore,
  notificationsStore,
  pageStore,
  preferencesStore,
  useFretboard,
  useNotifications,
  usePage,
  usePreferences,
} from './index';

describe('app-wide stores', () => {
  it('exist once, with their defaults, even without localStorage', () => {
    expect(pageStore.getSnapshot().context).toEqual(defaultPage);
    expect(preferencesStore.getSnapshot().context).toEqual(defaultPreferences);
    expect(notificationsStore.getSnapshot().context.queue).toBeNull();
    expect(fretboardStore.getSnapshot().context.customUserSelectedNotes).toEqual([]);
    expect([usePage, useFretboard, useNotifications, usePreferences].every((hook) => typeof hook === 'function')).toBe(
      true,
    );
  });
});

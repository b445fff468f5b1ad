import { describe, expect, it } from 'vitest';
import {
  defaultPage,
  defaultPreferences,
  fretboardStore,
  pageStore,
  preferencesStore,
  useFretboard,
  usePage,
  usePreferences,
} from './index';

describe('app-wide stores', () => {
  it('exist once, with their defaults, even without localStorage', () => {
    expect(pageStore.getSnapshot().context).toEqual(defaultPage);
    expect(preferencesStore.getSnapshot().context).toEqual(defaultPreferences);
    expect(fretboardStore.getSnapshot().context.customUserSelectedNotes).toEqual([]);
    expect([usePage, useFretboard, usePreferences].every((hook) => typeof hook === 'function')).toBe(true);
  });
});

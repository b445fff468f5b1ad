import { useSelector } from '@xstate/react';
import { createAppStore, type AppContext } from './app';
import { createFretboardStore, type FretboardContext } from './fretboard';
import { createPageStore, type PageContext } from './page';
import { createPreferencesStore, type Preferences } from './preferences';

export * from './app';
export * from './fretboard';
export * from './page';
export * from './preferences';

// The app's stores: one of each, made once when the module loads. Tests make their own
// with the factories instead of touching these.
export const appStore = createAppStore();
export const pageStore = createPageStore();
export const fretboardStore = createFretboardStore();
export const preferencesStore = createPreferencesStore();

type Compare<T> = (a: T, b: T) => boolean;

// `@xstate/store` 4 dropped its `/react` entry point; `useSelector` from `@xstate/react`
// reads stores too, so no extra package is needed.

/** Reads the app store (the mode). */
export function useAppState<T>(selector: (app: AppContext) => T, compare?: Compare<T>): T {
  return useSelector(appStore, (snapshot) => selector(snapshot.context), compare);
}

/** Reads the page store; re-renders only when the selected value changes. */
export function usePage<T>(selector: (page: PageContext) => T, compare?: Compare<T>): T {
  return useSelector(pageStore, (snapshot) => selector(snapshot.context), compare);
}

export function useFretboard<T>(selector: (fretboard: FretboardContext) => T, compare?: Compare<T>): T {
  return useSelector(fretboardStore, (snapshot) => selector(snapshot.context), compare);
}

export function usePreferences<T>(selector: (preferences: Preferences) => T, compare?: Compare<T>): T {
  return useSelector(preferencesStore, (snapshot) => selector(snapshot.context), compare);
}

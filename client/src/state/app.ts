import { createStore } from '@xstate/store';

/**
 * The app group of spec section 3, as far as a screen uses it: `mode`. LEARNING while a
 * pattern page's "Learning mode" switch is on (the page's neck turns into exercises);
 * DEFAULT otherwise. The spec's MELODY_MAKER is not kept: the route says Melody Maker is open.
 */
export type AppMode = 'DEFAULT' | 'LEARNING';

export type AppContext = {
  mode: AppMode;
};

export const defaultApp: AppContext = { mode: 'DEFAULT' };

export function createAppStore(initial: Partial<AppContext> = {}) {
  return createStore({
    context: { ...defaultApp, ...initial } as AppContext,
    on: {
      setMode: (context, event: { mode: AppMode }) => ({ ...context, mode: event.mode }),
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;

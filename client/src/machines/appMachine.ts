import { assign, setup } from 'xstate';
import type { AppMode } from '../constants/settings';

export type AppContext = {
  mode: AppMode;
  embedded: boolean;
  isTalkingToServer: boolean;
  showPWAReloadPrompt: boolean;
  pwaReloadAgreed: boolean;
};

export type AppEvent =
  | { type: 'APP.SET_MODE'; mode: AppMode }
  | { type: 'APP.SET_EMBEDDED'; value: boolean }
  | { type: 'APP.SET_TALKING_TO_SERVER'; value: boolean }
  | { type: 'APP.SET_SHOW_PWA_RELOAD_PROMPT'; value: boolean }
  | { type: 'APP.SET_PWA_RELOAD_AGREED'; value: boolean };

/** Spec section 3 defaults for the app group. */
export const defaultAppContext: AppContext = {
  mode: 'DEFAULT',
  embedded: false,
  isTalkingToServer: false,
  showPWAReloadPrompt: false,
  pwaReloadAgreed: false,
};

/** App-wide flags (spec sections 3 and 4). */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actions: {
    setMode: assign((_, params: { mode: AppMode }) => ({ mode: params.mode })),
    setEmbedded: assign((_, params: { value: boolean }) => ({ embedded: params.value })),
    setTalkingToServer: assign((_, params: { value: boolean }) => ({ isTalkingToServer: params.value })),
    setShowPWAReloadPrompt: assign((_, params: { value: boolean }) => ({ showPWAReloadPrompt: params.value })),
    setPWAReloadAgreed: assign((_, params: { value: boolean }) => ({ pwaReloadAgreed: params.value })),
  },
}).createMachine({
  id: 'app',
  context: defaultAppContext,
  on: {
    'APP.SET_MODE': { actions: { type: 'setMode', params: ({ event }) => ({ mode: event.mode }) } },
    'APP.SET_EMBEDDED': { actions: { type: 'setEmbedded', params: ({ event }) => ({ value: event.value }) } },
    'APP.SET_TALKING_TO_SERVER': {
      actions: { type: 'setTalkingToServer', params: ({ event }) => ({ value: event.value }) },
    },
    'APP.SET_SHOW_PWA_RELOAD_PROMPT': {
      actions: { type: 'setShowPWAReloadPrompt', params: ({ event }) => ({ value: event.value }) },
    },
    'APP.SET_PWA_RELOAD_AGREED': {
      actions: { type: 'setPWAReloadAgreed', params: ({ event }) => ({ value: event.value }) },
    },
  },
});

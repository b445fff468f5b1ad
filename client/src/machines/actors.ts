import { useSelector } from '@xstate/react';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { followTone } from '../audio/playback';
import { fretboardStore } from '../state';
import { sessionMachine } from './sessionMachine';
import type { Session } from './sessionRequests';
import { toneMachine } from './toneMachine';

export * from './sessionMachine';
export * from './toneMachine';
export type { Session } from './sessionRequests';
export type { TabMessage } from './sessionEnvironment';

const isBrowser = typeof window !== 'undefined';

// Outside a browser (server rendering, unit tests importing this module) there is no
// cookie to send and no other tab: nobody is signed in, and nothing is listened to, so
// importing this module never makes a request or holds the process open.
const sessionLogic = isBrowser
  ? sessionMachine
  : sessionMachine.provide({
      actors: {
        fetchSession: fromPromise<Session | null, { basePath: string }>(async () => null),
        tabSync: fromCallback(() => {}),
      },
    });

// The app-wide actors: made and started once, when this module loads, outside React.
export const sessionActor = createActor(sessionLogic, { input: {} }).start();
export const toneActor = createActor(toneMachine).start();
// The fretboard's lit notes follow the sound, for the app's life.
followTone(toneActor, fretboardStore);

type Compare<T> = (a: T, b: T) => boolean;

export function useSession<T>(selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => T, compare?: Compare<T>): T {
  return useSelector(sessionActor, selector, compare);
}

export function useTone<T>(selector: (snapshot: SnapshotFrom<typeof toneMachine>) => T, compare?: Compare<T>): T {
  return useSelector(toneActor, selector, compare);
}

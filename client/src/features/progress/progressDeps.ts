/**
 * What the progress store is given and shares: its view, its I/O (`ProgressDeps`), the
 * sentences it shows, and reading the device's records back. The machine
 * (progressMachine.ts) and the store around it (progressStore.ts) both use these.
 */
import { parseProgressEvent } from '#events/parseProgressEvent';
import type { DecidedEvent } from '#events/progressDecide';
import type { PreferenceChanges, ProgressItem } from '#events/progressEvents';
import { foldProgress, type EvolvableEvent, type ProgressState } from '#events/progressState';
import type { DeviceTabs } from './deviceTabs';
import type { LocalEventRecord, LocalLog } from './localLog';
import { errorSentence } from '../../api/errorSentence';

export type ProgressWhere = 'device' | 'account';

/** What `useProgress` gives: the state shown, where it is kept, whether it has loaded, and the last problem. */
export interface ProgressView {
  state: ProgressState;
  where: ProgressWhere;
  ready: boolean;
  error: string | null;
  /** Practices in the account in all (the state holds the latest ones); on the device, all of them. */
  practiceCount: number;
}

/** The account's state as `progress.state` answers it. */
export type AccountState = ProgressState & { practiceCount: number };

/** The server, as the store needs it (see remote.ts for the tRPC one). */
export interface ProgressRemote {
  state(): Promise<AccountState>;
  upload(records: readonly LocalEventRecord[]): Promise<void>;
  /** Records one decided event with the procedure for its type. */
  send(event: DecidedEvent): Promise<void>;
}

/** The preferences store, as the store needs it. */
export interface PreferencesBridge {
  /** The savable preferences that differ from the defaults. */
  changed(): PreferenceChanges;
  /** Applies the account's preferences (without recording them again). */
  apply(changes: PreferenceChanges): void;
  /** Back to the defaults: the account's choices leave the device with it. */
  reset(): void;
}

export interface ProgressDeps {
  openLog(): Promise<LocalLog>;
  remote: ProgressRemote;
  preferences: PreferencesBridge;
  newId(): string;
  /** Now, ISO with the learner's own UTC offset. */
  now(): string;
  /** The other tabs, told when the device's log changes; `onChange` when one of them changed it (deviceTabs.ts). */
  tabs?(onChange: () => void): DeviceTabs;
}

export interface PracticeLog {
  item: ProgressItem;
  minutes: number;
  tempo?: number;
  practisedAt: string;
  note?: string;
}

/** The most events one `progress.upload` takes (server/src/trpc/routers/progress.ts). */
export const UPLOAD_CHUNK = 1000;

export const MESSAGES = {
  memoryOnly:
    'This browser is not letting Fretboard save on this device (private browsing can do that), so your favourites and practice are kept only until you close this tab. Sign in to keep them.',
  deviceWrite:
    'This device could not save that (its storage may be full or blocked), so it was not kept. Please try again.',
  offline: 'We could not reach Fretboard, so that was not saved. Check your connection and try again.',
  uploadFailed:
    'Your progress on this device could not be added to your account yet. It stays on this device, and we will try again the next time you open Fretboard.',
  accountLoad: 'Your account’s progress could not be loaded. Check your connection and reload the page.',
  invalid:
    'That could not be saved because some of it is not valid (a note or address that is too long, for instance).',
} as const;

/** A sentence for a failed server call: the server's own when it gave one (they are written for people). */
export function serverMessage(error: unknown): string {
  return errorSentence(error, MESSAGES.offline).sentence;
}

export const toEvolvable = (event: DecidedEvent): EvolvableEvent =>
  ({ type: event.type, schema: event.schema, data: event.data, eventId: event.eventId }) as EvolvableEvent;

/** The device's records folded; any that no longer read back are skipped (and said so in the console). */
export function foldRecords(records: readonly LocalEventRecord[]): ProgressState {
  const events: EvolvableEvent[] = [];
  for (const record of records) {
    const parsed = parseProgressEvent(record);
    if (parsed.ok) events.push({ ...parsed.event, eventId: record.eventId });
    else console.warn('[progress] skipped an event this device kept:', parsed.error);
  }
  return foldProgress(events);
}

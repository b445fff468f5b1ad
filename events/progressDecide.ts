/**
 * Commands on a user's progress, decided against the current state (`decide`): each
 * returns the events to append, or none when nothing would change, so a retried command
 * is harmless. Pure: the event id and the time come in.
 *
 * Prefer the "set" deciders from the UI (the heart sends the state it now shows): a
 * retried toggle that reaches a state already toggled would flip it back.
 */
import {
  CURRENT_PROGRESS_SCHEMA,
  type PreferenceChanges,
  type PreferenceName,
  type ProgressEvent,
  type ProgressEventData,
  type ProgressEventOf,
  type ProgressEventType,
  type ProgressItem,
} from './progressEvents';
import { hasPractice, hasRun, isFavourite, isLearned, type ProgressState, type ScoredRunType } from './progressState';

/** What every decision is given: a fresh event id (client-made) and the time now (ISO). */
export interface DecideContext {
  eventId: string;
  now: string;
}

/** An event ready to append: fits the event store's NewEvent. */
export type DecidedEvent<T extends ProgressEventType = ProgressEventType> = ProgressEventOf<T> & {
  eventId: string;
  metadata: { occurredAt: string };
};

function decided<T extends ProgressEventType>(
  type: T,
  data: ProgressEventData<T>,
  { eventId, now }: DecideContext,
): DecidedEvent<T> {
  return { eventId, type, schema: CURRENT_PROGRESS_SCHEMA, data, metadata: { occurredAt: now } } as DecidedEvent<T>;
}

export function decideSetFavourite(
  state: ProgressState,
  item: ProgressItem,
  favourite: boolean,
  context: DecideContext,
): DecidedEvent<'FavouriteAdded' | 'FavouriteRemoved'>[] {
  if (isFavourite(state, item.ref) === favourite) return [];
  return [decided(favourite ? 'FavouriteAdded' : 'FavouriteRemoved', { item }, context)];
}

export const decideToggleFavourite = (state: ProgressState, item: ProgressItem, context: DecideContext) =>
  decideSetFavourite(state, item, !isFavourite(state, item.ref), context);

export function decideSetLearned(
  state: ProgressState,
  item: ProgressItem,
  learned: boolean,
  context: DecideContext,
): DecidedEvent<'ItemLearned' | 'ItemUnlearned'>[] {
  if (isLearned(state, item.ref) === learned) return [];
  return [decided(learned ? 'ItemLearned' : 'ItemUnlearned', { item }, context)];
}

export const decideToggleLearned = (state: ProgressState, item: ProgressItem, context: DecideContext) =>
  decideSetLearned(state, item, !isLearned(state, item.ref), context);

export interface LogPractice {
  item: ProgressItem;
  minutes: number;
  tempo?: number;
  note?: string;
  /** When the practice happened; defaults to `now`. */
  practisedAt?: string;
}

/** One PracticeLogged; none when this event id is already in the log (a retry). */
export function decideLogPractice(
  state: ProgressState,
  command: LogPractice,
  context: DecideContext,
): DecidedEvent<'PracticeLogged'>[] {
  if (hasPractice(state, context.eventId)) return [];
  const { item, minutes, tempo, note, practisedAt = context.now } = command;
  return [
    decided(
      'PracticeLogged',
      {
        item,
        minutes,
        practisedAt,
        ...(tempo !== undefined ? { tempo } : {}),
        ...(note !== undefined ? { note } : {}),
      },
      context,
    ),
  ];
}

/**
 * Takes a logged practice back, by the id of its PracticeLogged; none when the log does
 * not hold it (already removed, or never there). Undo logs the practice again.
 */
export function decideRemovePractice(
  state: ProgressState,
  loggedEventId: string,
  context: DecideContext,
): DecidedEvent<'PracticeRemoved'>[] {
  const id = loggedEventId.toLowerCase();
  if (!state.practice.entries.some((entry) => entry.eventId?.toLowerCase() === id)) return [];
  return [decided('PracticeRemoved', { loggedEventId: id }, context)];
}

/** The day's routine finished; none when that day is already completed. */
export function decideCompleteDailyPractice(
  state: ProgressState,
  command: { day: string; items: number },
  context: DecideContext,
): DecidedEvent<'DailyPracticeCompleted'>[] {
  if (state.practice.completedDays.includes(command.day)) return [];
  return [decided('DailyPracticeCompleted', { day: command.day, items: command.items }, context)];
}

/** Only the preferences that differ from the state; none when all already hold. */
export function decideChangePreferences(
  state: ProgressState,
  changes: PreferenceChanges,
  context: DecideContext,
): DecidedEvent<'PreferencesChanged'>[] {
  const differing: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(changes) as [PreferenceName, unknown][]) {
    if (value !== undefined && state.preferences[name] !== value) differing[name] = value;
  }
  if (Object.keys(differing).length === 0) return [];
  return [decided('PreferencesChanged', { changes: differing as PreferenceChanges }, context)];
}

/** None when the username is already this one. Whether it is free is the server's question. */
export function decideSetUsername(
  state: ProgressState,
  username: string,
  context: DecideContext,
): DecidedEvent<'UsernameSet'>[] {
  if (state.username === username) return [];
  return [decided('UsernameSet', { username }, context)];
}

/**
 * A scored run recorded (an exercise, a quiz round, One Minute Changes): always, once; none
 * when the runs already hold this event id (a retry of the same record).
 */
export function decideRecordRun<T extends ScoredRunType>(
  state: ProgressState,
  type: T,
  data: ProgressEventData<T>,
  context: DecideContext,
): DecidedEvent<T>[] {
  if (hasRun(state, context.eventId)) return [];
  return [decided(type, data, context)];
}

/**
 * An event someone else decided (the browser, on the state it showed), decided again here
 * as the command it expresses, against `state`: the server runs the client's deciders on
 * the account's complete state before it appends. Gives the events to append (the same
 * id and time; a preference change narrowed to what differs), or none when the event
 * would change nothing. A username is not a progress change a client sends (the Account
 * page sets it, checking it is free), so it decides nothing here.
 */
export function decideProgressEvent(
  state: ProgressState,
  event: ProgressEvent & { eventId: string },
  now: string,
): DecidedEvent[] {
  const context = { eventId: event.eventId, now };
  switch (event.type) {
    case 'FavouriteAdded':
    case 'FavouriteRemoved':
      return decideSetFavourite(state, event.data.item, event.type === 'FavouriteAdded', context);
    case 'ItemLearned':
    case 'ItemUnlearned':
      return decideSetLearned(state, event.data.item, event.type === 'ItemLearned', context);
    case 'PracticeLogged':
      return decideLogPractice(state, event.data, context);
    case 'PracticeRemoved':
      return decideRemovePractice(state, event.data.loggedEventId, context);
    case 'DailyPracticeCompleted':
      return decideCompleteDailyPractice(state, event.data, context);
    case 'PreferencesChanged':
      return decideChangePreferences(state, event.data.changes, context);
    case 'UsernameSet':
      return [];
    case 'ExerciseCompleted':
      return decideRecordRun(state, event.type, event.data, context);
    case 'QuizRoundCompleted':
      return decideRecordRun(state, event.type, event.data, context);
    case 'ChangesCounted':
      return decideRecordRun(state, event.type, event.data, context);
    default: {
      const unknown: never = event;
      void unknown;
      return [];
    }
  }
}

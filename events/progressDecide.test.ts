import { describe, expect, it } from 'vitest';
import { parseProgressEvent } from './parseProgressEvent';
import {
  decideChangePreferences,
  decideCompleteDailyPractice,
  decideLogPractice,
  decideProgressEvent,
  decideRecordRun,
  decideRemovePractice,
  decideSetFavourite,
  decideSetLearned,
  decideSetUsername,
  decideToggleFavourite,
  decideToggleLearned,
  type DecidedEvent,
} from './progressDecide';
import type { ProgressItem } from './progressEvents';
import { foldProgress, initialProgress, type ProgressState } from './progressState';

const item: ProgressItem = { kind: 'voicing', ref: '/chords/D/m7?voicing=1', title: 'Dm7, voicing 1' };
const ctx = { eventId: '0b9f2f6e-5c1a-4f43-9a57-1f0f3c1e2a10', now: '2025-03-10T18:00:00+01:00' };

const apply = (state: ProgressState, events: DecidedEvent[]) => foldProgress(events, state);

describe('favourite and learned commands', () => {
  it('adds a favourite with the given id and time, ready for the event store', () => {
    expect(decideSetFavourite(initialProgress(), item, true, ctx)).toEqual([
      { eventId: ctx.eventId, type: 'FavouriteAdded', schema: 1, data: { item }, metadata: { occurredAt: ctx.now } },
    ]);
  });

  it('decides nothing when the item is already in the wanted state, so a retry is harmless', () => {
    const state = apply(initialProgress(), decideSetFavourite(initialProgress(), item, true, ctx));
    expect(decideSetFavourite(state, item, true, ctx)).toEqual([]);
    expect(decideSetFavourite(initialProgress(), item, false, ctx)).toEqual([]);
    expect(decideSetFavourite(state, item, false, ctx).map((event) => event.type)).toEqual(['FavouriteRemoved']);
  });

  it('toggles a favourite on and off', () => {
    const on = apply(initialProgress(), decideToggleFavourite(initialProgress(), item, ctx));
    expect(on.favourites).toEqual([item]);
    const off = apply(on, decideToggleFavourite(on, item, { ...ctx, eventId: 'second' }));
    expect(off.favourites).toEqual([]);
  });

  it('marks learned and unlearned the same way', () => {
    const state = apply(initialProgress(), decideToggleLearned(initialProgress(), item, ctx));
    expect(state.learned).toEqual([item]);
    expect(decideSetLearned(state, item, true, ctx)).toEqual([]);
    expect(decideToggleLearned(state, item, ctx).map((event) => event.type)).toEqual(['ItemUnlearned']);
  });
});

describe('practice commands', () => {
  it('logs practice at the given time unless told when, leaving out absent tempo and note', () => {
    const [event] = decideLogPractice(initialProgress(), { item, minutes: 15 }, ctx);
    expect(event!.data).toEqual({ item, minutes: 15, practisedAt: ctx.now });
    const [withAll] = decideLogPractice(
      initialProgress(),
      { item, minutes: 5, tempo: 100, note: 'slow', practisedAt: '2025-03-09T10:00:00Z' },
      ctx,
    );
    expect(withAll!.data).toEqual({ item, minutes: 5, tempo: 100, note: 'slow', practisedAt: '2025-03-09T10:00:00Z' });
  });

  it('logs nothing again for an event id already in the log', () => {
    const events = decideLogPractice(initialProgress(), { item, minutes: 15 }, ctx);
    const state = apply(initialProgress(), events);
    expect(decideLogPractice(state, { item, minutes: 15 }, ctx)).toEqual([]);
    expect(decideLogPractice(state, { item, minutes: 15 }, { ...ctx, eventId: 'another' })).toHaveLength(1);
  });

  it('removes a logged practice once, and nothing that is not in the log', () => {
    const state = apply(initialProgress(), decideLogPractice(initialProgress(), { item, minutes: 15 }, ctx));
    const removal = { ...ctx, eventId: '1c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f' };
    const events = decideRemovePractice(state, ctx.eventId.toUpperCase(), removal);
    expect(events).toEqual([
      {
        eventId: removal.eventId,
        type: 'PracticeRemoved',
        schema: 1,
        data: { loggedEventId: ctx.eventId },
        metadata: { occurredAt: ctx.now },
      },
    ]);
    expect(apply(state, events).practice.entries).toEqual([]);
    expect(decideRemovePractice(apply(state, events), ctx.eventId, removal)).toEqual([]);
    expect(decideRemovePractice(initialProgress(), ctx.eventId, removal)).toEqual([]);
  });

  it('completes a day once', () => {
    const events = decideCompleteDailyPractice(initialProgress(), { day: '2025-03-10', items: 4 }, ctx);
    expect(events.map((event) => event.data)).toEqual([{ day: '2025-03-10', items: 4 }]);
    expect(decideCompleteDailyPractice(apply(initialProgress(), events), { day: '2025-03-10', items: 5 }, ctx)).toEqual(
      [],
    );
  });
});

describe('preferences and username commands', () => {
  it('records only the preferences that change', () => {
    const state = apply(
      initialProgress(),
      decideChangePreferences(initialProgress(), { hand: 'LEFT', background: 'sky' }, ctx),
    );
    const [event] = decideChangePreferences(state, { hand: 'LEFT', background: 'slate', customTuning: null }, ctx);
    expect(event!.data).toEqual({ changes: { background: 'slate', customTuning: null } });
    expect(decideChangePreferences(state, { hand: 'LEFT' }, ctx)).toEqual([]);
    expect(decideChangePreferences(state, {}, ctx)).toEqual([]);
  });

  it('sets a username unless it is already the one set', () => {
    const state = apply(initialProgress(), decideSetUsername(initialProgress(), 'fret_wizard', ctx));
    expect(state.username).toBe('fret_wizard');
    expect(decideSetUsername(state, 'fret_wizard', ctx)).toEqual([]);
  });

  it('decides only events that read back as valid', () => {
    const events: DecidedEvent[] = [
      ...decideSetFavourite(initialProgress(), item, true, ctx),
      ...decideSetLearned(initialProgress(), item, true, ctx),
      ...decideLogPractice(initialProgress(), { item, minutes: 15, tempo: 80 }, ctx),
      ...decideCompleteDailyPractice(initialProgress(), { day: '2025-03-10', items: 4 }, ctx),
      ...decideRemovePractice(
        apply(initialProgress(), decideLogPractice(initialProgress(), { item, minutes: 1 }, ctx)),
        ctx.eventId,
        ctx,
      ),
      ...decideChangePreferences(initialProgress(), { stringsTuning: 'DADGAD' }, ctx),
      ...decideSetUsername(initialProgress(), 'fret_wizard', ctx),
    ];
    expect(events).toHaveLength(7);
    for (const event of events)
      expect(parseProgressEvent(event)).toEqual({ ok: true, event: { type: event.type, schema: 1, data: event.data } });
  });
});

describe('an event decided elsewhere, decided again (the server checking what a client sends)', () => {
  const later = '2025-03-11T09:00:00Z';
  const sent = (events: DecidedEvent[]) =>
    events.map(
      ({ eventId, type, schema, data }) =>
        ({ eventId, type, schema, data }) as Parameters<typeof decideProgressEvent>[1],
    );

  it('keeps an event that changes the state, with its own id, at the time given', () => {
    const [added] = sent(decideSetFavourite(initialProgress(), item, true, ctx));
    expect(decideProgressEvent(initialProgress(), added!, later)).toEqual([
      { eventId: ctx.eventId, type: 'FavouriteAdded', schema: 1, data: { item }, metadata: { occurredAt: later } },
    ]);
  });

  it('decides nothing for an event that would change nothing on this state', () => {
    const favourite = apply(initialProgress(), decideSetFavourite(initialProgress(), item, true, ctx));
    const [added] = sent(decideSetFavourite(initialProgress(), item, true, { ...ctx, eventId: 'other' }));
    expect(decideProgressEvent(favourite, added!, later)).toEqual([]);
    const logged = apply(initialProgress(), decideLogPractice(initialProgress(), { item, minutes: 3 }, ctx));
    const [removal] = sent(decideRemovePractice(logged, ctx.eventId, { ...ctx, eventId: 'removal' }));
    // A practice this state does not hold (another user's, or removed already) is not removed.
    expect(decideProgressEvent(initialProgress(), removal!, later)).toEqual([]);
    expect(decideProgressEvent(logged, removal!, later).map((e) => e.type)).toEqual(['PracticeRemoved']);
    const [retried] = sent(decideLogPractice(initialProgress(), { item, minutes: 3 }, ctx));
    expect(decideProgressEvent(logged, retried!, later)).toEqual([]);
  });

  it('narrows a preference change to what differs, and never takes a username', () => {
    const left = apply(initialProgress(), decideChangePreferences(initialProgress(), { hand: 'LEFT' }, ctx));
    const [change] = sent(decideChangePreferences(initialProgress(), { hand: 'LEFT', background: 'sky' }, ctx));
    expect(decideProgressEvent(left, change!, later).map((e) => e.data)).toEqual([{ changes: { background: 'sky' } }]);
    const [username] = sent(decideSetUsername(initialProgress(), 'fret_wizard', ctx));
    expect(decideProgressEvent(initialProgress(), username!, later)).toEqual([]);
  });
});

describe('recording a scored run', () => {
  const data = {
    chords: ['D', 'A'] as [string, string],
    changes: 27,
    seconds: 60,
    completedAt: '2025-03-01T18:30:00+01:00',
  };

  it('records it once: the same event id again (a retry) records nothing', () => {
    const context = { eventId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', now: '2025-03-01T17:31:00.000Z' };
    const [event] = decideRecordRun(initialProgress(), 'ChangesCounted', data, context);
    expect(event).toMatchObject({ eventId: context.eventId, type: 'ChangesCounted', data });
    const after = foldProgress([{ ...event!, eventId: context.eventId }]);
    expect(decideRecordRun(after, 'ChangesCounted', data, context)).toEqual([]);
    expect(decideProgressEvent(after, { ...event!, eventId: context.eventId }, context.now)).toEqual([]);
    expect(decideRecordRun(after, 'ChangesCounted', data, { ...context, eventId: 'another' })).toHaveLength(1);
  });
});

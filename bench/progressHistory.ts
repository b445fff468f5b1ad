/**
 * A learner's progress history for the benchmarks: favourites and learned items with
 * removals, practice, finished days and preference changes, in the proportions a real log
 * has (mostly favourites and practice). The same mix feeds the upload and the rebuild.
 */

export interface HistoryEvent {
  eventId: string;
  type: string;
  schema: number;
  data: unknown;
  occurredAt: string;
}

const KINDS = ['chord', 'scale', 'arpeggio', 'song'] as const;

/** `count` events, 90 s apart from `start`, about `distinctItems` different items. */
export function progressHistory(
  count: number,
  { start = Date.parse('2025-01-01T08:00:00Z'), distinctItems = 60 } = {},
): HistoryEvent[] {
  let time = start;
  const events: HistoryEvent[] = [];
  const item = (n: number) => ({ kind: KINDS[n % KINDS.length]!, ref: `/patterns/${n}`, title: `Pattern ${n}` });
  const push = (type: string, data: unknown) => {
    time += 90_000;
    events.push({ eventId: crypto.randomUUID(), type, schema: 1, data, occurredAt: new Date(time).toISOString() });
  };
  for (let i = 0; events.length < count; i++) {
    const n = Math.floor(Math.random() * distinctItems);
    const roll = i % 20;
    if (roll < 6) push('FavouriteAdded', { item: item(n) });
    else if (roll < 8) push('FavouriteRemoved', { item: item(n) });
    else if (roll < 10) push('ItemLearned', { item: item(n) });
    else if (roll < 11) push('ItemUnlearned', { item: item(n) });
    else if (roll < 18) {
      push('PracticeLogged', {
        item: item(n),
        minutes: 1 + (i % 15),
        tempo: 60 + (i % 100),
        practisedAt: new Date(time).toISOString(),
        note: 'steady',
      });
    } else if (roll < 19)
      push('DailyPracticeCompleted', { day: new Date(time + i * 86_400_000).toISOString().slice(0, 10), items: 4 });
    else push('PreferencesChanged', { changes: { hand: i % 40 < 20 ? 'LEFT' : 'RIGHT', background: 'sage' } });
  }
  return events;
}

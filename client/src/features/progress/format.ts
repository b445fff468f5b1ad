import type { ItemKind } from '#events/progressEvents';

/** "1 minute", "12.5 minutes". */
export const formatMinutes = (minutes: number): string =>
  `${Number(minutes.toFixed(2))} ${minutes === 1 ? 'minute' : 'minutes'}`;

/** The kinds in the order the lists show them, each with its group heading. */
export const KIND_GROUPS: readonly { kind: ItemKind; heading: string }[] = [
  { kind: 'chord', heading: 'Chords' },
  { kind: 'voicing', heading: 'Voicings' },
  { kind: 'scale', heading: 'Scales' },
  { kind: 'arpeggio', heading: 'Arpeggios' },
  { kind: 'root', heading: 'Root notes' },
  { kind: 'melody', heading: 'Melodies' },
  { kind: 'song', heading: 'Songs' },
  { kind: 'lesson', heading: 'Lessons' },
];

/** When something happened (a practice, a room), in the learner's words: "3 Mar 2025, 18:30". */
export function formatDateTime(when: string | Date, locale = 'en-GB', timeZone?: string): string {
  const date = new Date(when);
  if (Number.isNaN(date.valueOf())) return String(when);
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
}

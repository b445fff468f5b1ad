/**
 * A room's recorded events as sentences for looking back ("Ada showed the Am7 chord,
 * voicing 2"), and the pattern page each pattern change can be opened on. Pure: the
 * names, the events and the tuning in force come in; nothing is fetched.
 */
import type { RecordedRoomEvent, RoomPattern, RoomTuning } from '#events/roomEvents';
import {
  chordTypeKey,
  chordTypeSlug,
  resolveChordType,
  resolveScaleType,
  scaleShapes,
  arpeggioShapes,
} from '../../theory';
import { formatTuningParam } from '../neck/tuningParam';
import { noteDisplayLabels } from '../neck/NeckControls';
import { chordSymbol, roomTuning } from './patternView';

/** Where a pattern change opens: the chord, scale, arpeggio or root page, in the room's tuning. */
export type PatternLink =
  | { to: '/chords/$root/$type'; params: { root: string; type: string }; search: { voicing?: number; tuning: string } }
  | {
      to: '/scales/$root/$type' | '/arpeggios/$root/$type';
      params: { root: string; type: string };
      search: { position?: string; tuning: string };
    }
  | { to: '/roots/$root'; params: { root: string }; search: { tuning: string } };

export interface TimelineEntry {
  version: number;
  at: string;
  /** The sentence; for a message, who wrote it ("Ada wrote:"). */
  text: string;
  /** A message's own words, shown as they were written. */
  message?: string;
  /** A pattern change's page. */
  link?: PatternLink;
  /** A pattern change's pattern in words, for the link's accessible name. */
  patternWords?: string;
}

/** The pattern in words as a sentence needs it: "the Am7 chord, voicing 2", "the A minor pentatonic scale, position 3". */
export function patternWords(pattern: RoomPattern): string {
  switch (pattern.kind) {
    case 'chord':
      return `the ${chordSymbol(pattern.root, pattern.type)} chord${pattern.voicing !== undefined ? `, voicing ${pattern.voicing + 1}` : ''}`;
    case 'arpeggio':
    case 'scale': {
      const name =
        pattern.kind === 'scale'
          ? `${pattern.root} ${resolveScaleType(pattern.type)?.name ?? pattern.type} scale`
          : `${chordSymbol(pattern.root, pattern.type)} arpeggio`;
      return `the ${name}${pattern.position !== undefined ? `, position ${pattern.position + 1}` : ' across the neck'}`;
    }
    case 'root':
      return `the note ${pattern.root}`;
  }
}

/** The page showing this pattern as the room showed it (same tuning, voicing or position), or undefined when it has none. */
export function patternLink(pattern: RoomPattern, tuning: RoomTuning): PatternLink | undefined {
  const neck = roomTuning(tuning);
  const search = { tuning: formatTuningParam(neck) };
  const root = pattern.root;
  if (pattern.kind === 'root') return { to: '/roots/$root', params: { root }, search };
  if (pattern.kind === 'scale') {
    const type = resolveScaleType(pattern.type);
    if (!type) return undefined;
    // The room counts positions without the whole-neck shape (patternView.ts); the page names them by id.
    const shape =
      pattern.position !== undefined
        ? scaleShapes(root, type.name, neck.pitches).filter((s) => s.id !== 'all')[pattern.position]
        : undefined;
    return {
      to: '/scales/$root/$type',
      params: { root, type: type.name.replace(/ /g, '-') },
      search: { ...search, ...(shape ? { position: shape.id } : {}) },
    };
  }
  const chordType = resolveChordType(pattern.type);
  const slug = chordType ? chordTypeSlug(chordTypeKey(chordType)) : null;
  if (!chordType || !slug) return undefined;
  if (pattern.kind === 'chord') {
    // The page numbers voicings from 1 over the same list the room indexes from 0.
    return {
      to: '/chords/$root/$type',
      params: { root, type: slug },
      // By its shape; an older pattern by its place, which the chord page reads in the order of its day.
      search: {
        ...search,
        ...(pattern.shape ? { shape: pattern.shape } : pattern.voicing ? { voicing: pattern.voicing + 1 } : {}),
      },
    };
  }
  const shape =
    pattern.position !== undefined
      ? arpeggioShapes(root, chordTypeKey(chordType), neck.pitches).filter((s) => s.id !== 'all')[pattern.position]
      : undefined;
  return {
    to: '/arpeggios/$root/$type',
    params: { root, type: slug },
    search: { ...search, ...(shape ? { position: shape.id } : {}) },
  };
}

export function tuningWords(tuning: RoomTuning): string {
  const neck = roomTuning(tuning);
  return typeof tuning === 'string' || neck.id ? `${neck.name} tuning` : `a tuning of ${tuning.join(' ')}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Each event as an entry, in order. The tuning in force is followed along the way, so a
 * pattern's link opens in the tuning the room had when it was shown.
 */
export function describeTimeline(
  events: readonly RecordedRoomEvent[],
  nameOf: (memberId: string) => string,
  startTuning: RoomTuning = 'STANDARD',
): TimelineEntry[] {
  let tuning = startTuning;
  // The host's own join comes with the opening: "Ada opened the room" says it already.
  const openedWith = (event: RecordedRoomEvent, before: RecordedRoomEvent | undefined) =>
    event.type === 'MemberJoined' && before?.type === 'RoomOpened' && before.data.hostId === event.data.memberId;
  return events
    .filter((event, i) => !openedWith(event, events[i - 1]))
    .map((event): TimelineEntry => {
      const who = event.actor ? nameOf(event.actor) : 'The room';
      const entry = { version: event.version, at: event.at };
      switch (event.type) {
        case 'RoomOpened':
          return {
            ...entry,
            text: `${nameOf(event.data.hostId)} opened the room${event.data.title ? ` “${event.data.title}”` : ''}.`,
          };
        case 'MemberJoined':
          return {
            ...entry,
            text: `${nameOf(event.data.memberId)} joined${event.data.kind === 'guest' ? ' as a guest' : ''}.`,
          };
        case 'MemberLeft':
          return { ...entry, text: `${nameOf(event.data.memberId)} left.` };
        case 'LeadHandedOver':
          return {
            ...entry,
            text:
              event.actor === event.data.to
                ? `${who} took the lead.`
                : `${who} handed the lead to ${nameOf(event.data.to)}.`,
          };
        case 'PatternShown': {
          const words = patternWords(event.data.pattern);
          const link = patternLink(event.data.pattern, tuning);
          return { ...entry, text: `${who} showed ${words}.`, patternWords: words, ...(link ? { link } : {}) };
        }
        case 'TuningChanged':
          tuning = event.data.tuning;
          return { ...entry, text: `${who} changed the tuning to ${tuningWords(event.data.tuning)}.` };
        case 'NotesMarked':
          return {
            ...entry,
            text:
              event.data.notes.length === 0
                ? `${who} cleared the marked notes.`
                : `${who} marked ${plural(event.data.notes.length, 'note', 'notes')}.`,
          };
        case 'NoteDisplayChanged':
          return {
            ...entry,
            text: `${who} changed what the dots show to ${noteDisplayLabels[event.data.noteDisplay].toLowerCase()}.`,
          };
        case 'TempoChanged':
          return { ...entry, text: `${who} set the tempo to ${event.data.bpm} bpm.` };
        case 'MetronomeStarted':
          return {
            ...entry,
            text: `${who} started the metronome at ${event.data.bpm} bpm, ${plural(event.data.beatsPerBar, 'beat', 'beats')} a bar.`,
          };
        case 'MetronomeStopped':
          return { ...entry, text: `${who} stopped the metronome.` };
        case 'HandRaised':
          return { ...entry, text: `${nameOf(event.data.memberId)} raised a hand.` };
        case 'HandLowered':
          return {
            ...entry,
            text:
              event.actor && event.actor !== event.data.memberId
                ? `${who} lowered ${nameOf(event.data.memberId)}’s hand.`
                : `${nameOf(event.data.memberId)} lowered their hand.`,
          };
        case 'MessagePosted':
          return { ...entry, text: `${nameOf(event.data.from)} wrote:`, message: event.data.text };
        case 'RoomClosed':
          return { ...entry, text: event.actor ? `${who} closed the room.` : 'The room was closed.' };
      }
    });
}

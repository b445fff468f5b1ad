import type { ProgressItem } from '#events/progressEvents';

/**
 * The fixed catalogue the routine draws its pattern of the day from, and fills a new
 * learner's routine with: the chords, scales and arpeggios a teacher would hand out in
 * the first year. Each ref opens its page; each title is that page's heading (a test
 * checks both), so an item saved from the page and one from here read alike.
 *
 * Append only, never reorder or remove: the pattern of the day is picked by position in
 * a rotation of this list, so a change moves every learner's pattern of the day.
 */
const chord = (root: string, type: string, name: string): ProgressItem => ({
  kind: 'chord',
  ref: `/chords/${root}/${type}`,
  title: `${root} ${name} chord`,
});
const scale = (root: string, type: string): ProgressItem => ({
  kind: 'scale',
  ref: `/scales/${root}/${type}`,
  title: `${root} ${type.replace(/-/g, ' ')} scale`,
});
const arpeggio = (root: string, type: string, name: string): ProgressItem => ({
  kind: 'arpeggio',
  ref: `/arpeggios/${root}/${type}`,
  title: `${root} ${name} arpeggio`,
});

export const PATTERN_CATALOGUE: readonly ProgressItem[] = [
  chord('C', 'major', 'major'),
  chord('G', 'major', 'major'),
  chord('D', 'major', 'major'),
  chord('A', 'minor', 'minor'),
  chord('E', 'minor', 'minor'),
  chord('D', 'minor', 'minor'),
  chord('F', 'major', 'major'),
  chord('G', '7', 'dominant seventh'),
  chord('E', '7', 'dominant seventh'),
  chord('A', 'm7', 'minor seventh'),
  chord('C', 'maj7', 'major seventh'),
  chord('D', 'sus4', 'suspended fourth'),
  chord('A', 'sus2', 'suspended second'),
  chord('B', 'm7b5', 'half-diminished'),
  scale('A', 'minor-pentatonic'),
  scale('E', 'minor-pentatonic'),
  scale('G', 'major-pentatonic'),
  scale('C', 'major'),
  scale('G', 'major'),
  scale('A', 'minor'),
  scale('A', 'minor-blues'),
  scale('D', 'dorian'),
  scale('G', 'mixolydian'),
  scale('A', 'harmonic-minor'),
  scale('F', 'lydian'),
  scale('E', 'phrygian'),
  arpeggio('C', 'major', 'major'),
  arpeggio('A', 'minor', 'minor'),
  arpeggio('G', '7', 'dominant seventh'),
  arpeggio('C', 'maj7', 'major seventh'),
  arpeggio('D', 'm7', 'minor seventh'),
  arpeggio('E', 'minor', 'minor'),
  arpeggio('F', 'maj7', 'major seventh'),
  arpeggio('B', 'm7b5', 'half-diminished'),
  arpeggio('A', '7', 'dominant seventh'),
  arpeggio('G', 'dim7', 'diminished seventh'),
];

/**
 * The curriculum's categories, in the order a learner meets them, and the short path a
 * complete beginner follows through it. Each category is a folder of lesson files.
 */
export interface LessonCategory {
  slug: string;
  title: string;
  summary: string;
}

export const LESSON_CATEGORIES: readonly LessonCategory[] = [
  {
    slug: 'the-neck',
    title: 'The neck and its notes',
    summary: 'Strings, frets and the names of the notes, from the open strings to the 12th fret.',
  },
  {
    slug: 'open-chords',
    title: 'First open chords',
    summary: 'The open chords every song book starts with, and changing between them cleanly.',
  },
  {
    slug: 'rhythm',
    title: 'Rhythm and strumming',
    summary: 'Counting, strumming patterns and keeping time with the metronome.',
  },
  {
    slug: 'intervals',
    title: 'Intervals and how chords are built',
    summary: 'The distances between notes, and how thirds and fifths stack into chords.',
  },
  {
    slug: 'major-scale',
    title: 'The major scale',
    summary: 'The major scale on one string, in one position, and in its five CAGED positions.',
  },
  {
    slug: 'pentatonic-blues',
    title: 'Pentatonic and blues',
    summary: 'The five pentatonic boxes, how they join, and the blue note.',
  },
  {
    slug: 'barre-chords',
    title: 'Barre chords and CAGED',
    summary: 'The E- and A-shape barres, and the CAGED system that ties the neck together.',
  },
  {
    slug: 'triads-arpeggios',
    title: 'Triads and arpeggios',
    summary: 'Three-note chords on every string set, and arpeggios across the neck.',
  },
  {
    slug: 'chord-charts',
    title: 'Reading chord charts',
    summary: 'Chord boxes, slash chords, sevenths and the symbols of a chord sheet.',
  },
  {
    slug: 'tunings',
    title: 'Alternate tunings',
    summary: 'Drop D, DADGAD and open G: what changes on the neck and what they are for.',
  },
];

/**
 * What a complete beginner takes first, in order, as "category/slug": from the open strings
 * to strumming G, C and D in time. Chords and rhythm alternate so the hands learn together,
 * and each lesson comes after the ones it builds on.
 */
export const BEGINNER_PATH: readonly string[] = [
  'the-neck/open-strings',
  'open-chords/e-minor-and-a-minor',
  'rhythm/counting-in-four',
  'rhythm/down-strums',
  'open-chords/e-and-a-major',
  'open-chords/d-major',
  'open-chords/g-and-c',
  'open-chords/changing-chords',
  'rhythm/down-up-eighths',
  'rhythm/folk-strum',
];

import { defineLesson } from '../format';

export default defineLesson({
  category: 'tunings',
  slug: 'open-g',
  order: 3,
  title: 'Open G: one finger, any major chord',
  summary:
    'Tune to open G, play major chords with a single finger across the neck, and take the first steps with a slide.',
  level: 'improver',
  after: ['tunings/drop-d'],
  steps: [
    {
      title: 'Strum the open strings',
      text: [
        'In open G the open strings sound a G major chord. From standard, three strings go down a whole step: the 6th from E to D, the 5th from A to G, and the 1st from E to D. The strings are now D G D G B D.',
        'Tune the 5th string down until it matches the 3rd string (G) an octave lower, then the 6th and 1st strings to the open 4th string (D). Strum all six: you hear G major without touching the neck.',
      ],
      neck: {
        tuning: 'OPEN_G',
        pattern: { kind: 'chord', root: 'G', type: 'major', shape: '000000' },
        noteDisplay: 'INTERVALS',
      },
    },
    {
      title: 'One finger across the 5th fret: C',
      text: [
        'Lay your index finger flat across all six strings at the 5th fret. Every string goes up five half steps, so the G chord becomes C major. At the 7th fret it becomes D, and at the 12th fret G again, an octave up.',
        'G, C and D are the three chords of countless blues and rock songs in G. Change from G to C for a minute.',
      ],
      neck: {
        tuning: 'OPEN_G',
        pattern: { kind: 'chord', root: 'C', type: 'major', shape: '555555' },
        noteDisplay: 'INTERVALS',
      },
      exercise: { kind: 'one-minute-changes', chords: ['G', 'C'] },
    },
    {
      title: 'D at the 7th fret',
      text: [
        'D major is the same one-finger barre at the 7th fret. Play G, C and D in turn, strumming four times each, with the click.',
      ],
      neck: {
        tuning: 'OPEN_G',
        pattern: { kind: 'chord', root: 'D', type: 'major', shape: '777777' },
        noteDisplay: 'INTERVALS',
      },
      exercise: { kind: 'play-along', bpm: 70 },
    },
    {
      title: 'First steps with a slide',
      text: [
        'A slide, a glass or metal tube on one finger (often the ring or little finger), plays the same chords without pressing the strings down. Rest it lightly on the strings directly above the fret wire, not behind it as a finger would be, or the chord sounds out of tune.',
        'Slide from the 5th fret up to the 7th, C to D, and let the notes glide. Rest the fingers behind the slide lightly on the strings to stop them ringing behind it. Open G is the classic tuning for slide blues for exactly this reason: one straight bar plays a whole chord.',
      ],
      neck: { tuning: 'OPEN_G', pattern: { kind: 'chord', root: 'D', type: 'major', shape: '777777' } },
    },
  ],
});

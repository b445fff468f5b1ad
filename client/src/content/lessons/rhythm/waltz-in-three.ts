import { defineLesson } from '../format';

export default defineLesson({
  category: 'rhythm',
  slug: 'waltz-in-three',
  order: 5,
  title: 'Three beats to a bar: the waltz',
  summary: 'Count in threes and play the bass-strum-strum pattern of waltzes and many folk songs.',
  level: 'beginner',
  after: ['rhythm/down-strums', 'open-chords/g-and-c'],
  steps: [
    {
      title: 'Counting in three',
      text: [
        'Not every song counts to four. Waltzes, many folk songs and some ballads group their beats in threes: "one, two, three, one, two, three". This is called 3/4 time.',
        'Count along with the metronome and lean on each "one": ONE two three, ONE two three. Hold D and strum once on each "one".',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: 'major', shape: 'xx0232' } },
      exercise: { kind: 'play-along', bpm: 90 },
    },
    {
      title: 'Bass, strum, strum',
      text: [
        'The classic waltz pattern splits the chord. On "one", pick only the chord\'s lowest note, its root. On "two" and "three", strum the higher strings lightly.',
        'For D: pick the open 4th string on one, then strum the 3rd, 2nd and 1st strings on two and on three.',
      ],
      neck: {
        pattern: { kind: 'chord', root: 'D', type: 'major', shape: 'xx0232' },
        marked: [{ string: 2, fret: 0 }],
      },
    },
    {
      title: 'The same pattern on G',
      text: [
        'On G the root is on the 6th string (low E) at the 3rd fret, under your middle finger. Pick it on one, then strum the top four strings on two and three.',
      ],
      neck: {
        pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' },
        marked: [{ string: 0, fret: 3 }],
      },
      exercise: { kind: 'play-along', bpm: 90 },
    },
    {
      title: 'A waltz on G, C and D',
      text: [
        'On C the root is on the 5th string at the 3rd fret, under your ring finger. Now play two bars of each chord, G, C, G, D, with bass, strum, strum in every bar.',
        'Keep the bass notes a little louder than the strums, and the waltz will sway.',
      ],
      neck: {
        pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x32010' },
        marked: [{ string: 1, fret: 3 }],
      },
      exercise: { kind: 'play-along', bpm: 90 },
    },
  ],
});

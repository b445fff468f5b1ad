import { defineLesson } from '../format';

export default defineLesson({
  category: 'rhythm',
  slug: 'down-strums',
  order: 2,
  title: 'Down strums on the beat',
  summary: 'Hold a pick, strum evenly from the wrist, and play a down strum on every beat of the bar.',
  level: 'first-steps',
  after: ['rhythm/counting-in-four'],
  steps: [
    {
      title: 'Holding the pick',
      text: [
        'Lay the pick on the side of your index finger, near the tip, and close your thumb on it, pad down. Only a few millimetres of the point should show.',
        'Hold it firmly enough not to drop it and loosely enough that it gives a little as it brushes the strings. No pick? Brush down with the nail side of your index finger.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'minor', shape: '022000' } },
    },
    {
      title: 'Strum from the wrist',
      text: [
        'The movement comes from the wrist and forearm, as if you were shaking water off your hand, not from the shoulder. Brush down across the strings from the 6th string to the 1st, then bring the hand back up without touching them.',
        'Keep the arm relaxed. A stiff arm makes loud, uneven strums and tires quickly.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'minor', shape: '022000' } },
    },
    {
      title: 'Four strums a bar',
      text: [
        'Hold Em, count "one, two, three, four" with the metronome and strum down on every number. Aim for four strums of the same length and loudness, each landing on the click.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'minor', shape: '022000' } },
      exercise: { kind: 'play-along', bpm: 60 },
    },
    {
      title: 'Start on the right string',
      text: [
        'Not every chord uses all six strings. Strum Em and E from the 6th string, Am and A from the 5th, and D from the 4th.',
        "Start the strum with the pick resting just above the chord's lowest string. For D, shown here, that is the open 4th string.",
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: 'major', shape: 'xx0232' } },
      exercise: { kind: 'play-along', bpm: 60 },
    },
    {
      title: 'Two chords, four strums each',
      text: [
        'Play four down strums on Em, then four on Am, and keep going without stopping the count. Change during the fourth strum if you need the time.',
        'When that feels easy, raise the metronome a few beats per minute at a time.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'minor', shape: 'x02210' } },
      exercise: { kind: 'play-along', bpm: 70 },
    },
  ],
});

import { defineLesson } from '../format';

export default defineLesson({
  category: 'rhythm',
  slug: 'counting-in-four',
  order: 1,
  title: 'The beat, and counting to four',
  summary: 'Feel a steady beat, count it in bars of four, and strum one chord in time with the metronome.',
  level: 'first-steps',
  after: ['open-chords/e-minor-and-a-minor'],
  steps: [
    {
      title: 'The beat',
      text: [
        'Every song has a steady pulse you could tap your foot to: the beat. Set the metronome to 60 beats per minute, one click a second, and tap your foot with it.',
        'Do not play yet. Just listen and tap until your foot lands on the click without thinking about it.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'minor', shape: '022000' } },
    },
    {
      title: 'Counting in fours',
      text: [
        'Most songs group their beats in fours. Count aloud with the clicks: "one, two, three, four, one, two, three, four". Each group of four is a bar (also called a measure).',
        'The one is the strongest beat of the bar. It is where chords usually change, so always know where it is.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'minor', shape: '022000' } },
    },
    {
      title: 'One strum a bar',
      text: [
        'Hold Em. On each "one", strum down once across all six strings and let the chord ring while you keep counting "two, three, four" aloud.',
        'Counting aloud while playing feels odd at first. It is the single best habit for keeping time, so keep at it.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'minor', shape: '022000' } },
      exercise: { kind: 'play-along', bpm: 60 },
    },
    {
      title: 'Change on the one',
      text: [
        'Now play one bar of Em and one bar of Am, over and over: strum on "one", count "two, three, four", and use those three beats to change to the next chord so it is ready for the next "one".',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'minor', shape: 'x02210' } },
      exercise: { kind: 'play-along', bpm: 60 },
    },
  ],
});

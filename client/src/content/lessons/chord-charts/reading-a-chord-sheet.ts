import { defineLesson } from '../format';

export default defineLesson({
  category: 'chord-charts',
  slug: 'reading-a-chord-sheet',
  order: 4,
  title: 'Reading a chord sheet',
  summary:
    'Follow a chord sheet: chords over the words, bar lines and beats, repeat signs and endings, and play a four-chord sheet in time.',
  level: 'beginner',
  after: ['chord-charts/reading-a-chord-box'],
  steps: [
    {
      title: 'Chords over the words',
      text: [
        'Most song sheets print the lyrics with chord symbols above them. A symbol sits over the syllable where the chord changes, and the chord lasts until the next symbol.',
        'The first chord of our example sheet is G. Play it and let it ring while you read on.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' } },
    },
    {
      title: 'Bars and beats',
      text: [
        'Sheets without words use bar lines: | G | Em | C | D |. Each space between two lines is a bar; in most songs a bar is four beats, counted "1, 2, 3, 4". One chord in a bar lasts all four beats. Two chords in a bar, | C D |, share it, two beats each.',
        'Em comes next in the example: middle and ring fingers on the 5th and 4th strings at the 2nd fret. Change from G to Em for a minute.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'minor', shape: '022000' } },
      exercise: { kind: 'one-minute-changes', chords: ['G', 'Em'] },
    },
    {
      title: 'Repeats and endings',
      text: [
        'A bar line with two dots, |: and :|, marks a passage to play twice. "x4" after it means four times. A % sign in a bar means: play the bar before again.',
        'Numbered brackets over the last bars, 1. and 2., are endings: the first time through play the bars under 1., on the repeat skip them and play those under 2. N.C. means no chord: stop playing for that moment.',
        'The example goes on with C and then D, so practise that change for a minute while the signs sink in.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x32010' } },
      exercise: { kind: 'one-minute-changes', chords: ['C', 'D'] },
    },
    {
      title: 'Play the sheet',
      text: [
        'Here is the whole example: |: G | Em | C | D :|. Strum down four times in each bar, once on every beat, and change on the first beat of the next bar. Play it twice, as the repeat signs say, and end on G.',
        'Play along at a slow tempo first; keeping going matters more than every chord being perfect.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' } },
      exercise: { kind: 'play-along', bpm: 70 },
    },
  ],
});

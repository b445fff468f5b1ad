import { defineLesson } from '../format';

export default defineLesson({
  category: 'rhythm',
  slug: 'folk-strum',
  order: 4,
  title: 'The folk strum: down, down-up, up-down-up',
  summary: 'Play the most common strumming pattern of folk and pop songs, and use it over G, C and D.',
  level: 'beginner',
  after: ['rhythm/down-up-eighths', 'open-chords/g-and-c'],
  steps: [
    {
      title: 'A pattern with a gap',
      text: [
        'This pattern leaves out some strums while the hand keeps its down-up swing. Counting "1 & 2 & 3 & 4 &", play: down on 1, down on 2, up on the & after 2, nothing on 3, up on the & after 3, down on 4, up on the & after 4.',
        'Written with D for down and U for up: D, D U, U D U. Say it aloud: "down, down-up, up-down-up".',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' } },
    },
    {
      title: 'Miss, do not stop',
      text: [
        'On beat 3 your hand still moves down, but just above the strings so it touches nothing. Because it went down, it is in place for the up strum on the & after 3, exactly on time.',
        'If the pattern falls apart, go back to plain down-up eighths and drop the one down strum on 3.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' } },
    },
    {
      title: 'Slowly, on one chord',
      text: [
        'Play the pattern on G, one pattern a bar, with the metronome at 60 and counting aloud. Keep going until you can play four bars in a row without thinking about the gap.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' } },
      exercise: { kind: 'play-along', bpm: 60 },
    },
    {
      title: 'G, C and D',
      text: [
        'Now one bar each of G, C, G and D, then back to G. Change chords during the last up strum of the bar: it may catch open strings, and that is fine, because the next down strum lands on the new chord right on the one.',
        'C, shown here, is the change most players find hardest to make in time: land its ring finger on the 5th string first.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x32010' } },
      exercise: { kind: 'play-along', bpm: 70 },
    },
  ],
});

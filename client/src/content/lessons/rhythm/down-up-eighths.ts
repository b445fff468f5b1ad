import { defineLesson } from '../format';

export default defineLesson({
  category: 'rhythm',
  slug: 'down-up-eighths',
  order: 3,
  title: 'Down and up: eighth notes',
  summary: 'Split each beat in two and strum down on the beat and up in between, with a hand that never stops moving.',
  level: 'beginner',
  after: ['rhythm/down-strums'],
  steps: [
    {
      title: 'Counting "and"',
      text: [
        'Split each beat in two and count "one and two and three and four and", often written 1 & 2 & 3 & 4 &. The numbers fall on the clicks; each "and" falls exactly halfway between two clicks.',
        'These half-beats are called eighth notes, because eight of them fill a bar of four. Count them aloud with the metronome before you play.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' } },
    },
    {
      title: 'The hand never stops',
      text: [
        'Strum down on every number and up on every "and". Your hand swings down and up like a pendulum, one swing per beat, and it keeps swinging all the time.',
        'The up strum only needs to catch the three or four thinnest strings. Let it be a little lighter than the down strum.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' } },
    },
    {
      title: 'Eight even strums',
      text: [
        'Hold G and play eight strums a bar, down, up, down, up, at 60 beats per minute. Listen for an even stream: no strum rushing into the next.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' } },
      exercise: { kind: 'play-along', bpm: 60 },
    },
    {
      title: 'Accent the beat',
      text: [
        'Now play each down strum on a number a little louder than the up strums: ONE and TWO and THREE and FOUR and. This accent makes the beat easy to feel for anyone listening, or playing with you.',
        'Try it on C, starting each down strum on the 5th string.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x32010' } },
      exercise: { kind: 'play-along', bpm: 66 },
    },
  ],
});

import { defineLesson } from '../format';

export default defineLesson({
  category: 'rhythm',
  slug: 'muting-and-accents',
  order: 6,
  title: 'Muting and accents',
  summary:
    'Stop the strings on purpose to give a rhythm its punch: short chords, the percussive chuck, palm muting and the backbeat.',
  level: 'improver',
  after: ['rhythm/folk-strum'],
  steps: [
    {
      title: 'Short chords',
      text: [
        'A strummed chord rings until something stops it. Stopping it on purpose is half of rhythm guitar.',
        'Hold A and strum once on each beat. Right after each strum, ease the pressure of your fretting fingers without lifting them off the strings: the sound stops dead. Strum, release, strum, release, four short chords a bar.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'major', shape: 'x02220' } },
      exercise: { kind: 'play-along', bpm: 70 },
    },
    {
      title: 'The chuck',
      text: [
        'Strum A on beats 1 and 3. On beats 2 and 4, bring the side of your strumming hand down onto the strings near the bridge as you strum, so they click instead of ringing, like a snare drum.',
        'Boom, chuck, boom, chuck: the guitar now plays the bass drum and the snare of a band by itself.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'major', shape: 'x02220' } },
      exercise: { kind: 'play-along', bpm: 70 },
    },
    {
      title: 'Palm muting',
      text: [
        "Rest the edge of your strumming hand's palm lightly on the strings, right where they leave the bridge. Play E5, the simplest power chord: the open 6th string (low E) and the 5th string at the 2nd fret, fretted with your index finger. Pick just those two strings. The sound is short and thick.",
        'Too far from the bridge and the notes die altogether; too close and they ring freely. Move your palm until you hear the chunk, then play steady down strokes in eighth notes.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: '5', shape: '02xxxx' } },
      exercise: { kind: 'play-along', bpm: 80 },
    },
    {
      title: 'The backbeat',
      text: [
        'In most pop and rock, the drummer hits the snare on beats 2 and 4: the backbeat. Play the folk strum (down, down-up, up-down-up) on G and make the down strums on 2 and 4 a little louder than the rest.',
        'The pattern does not change, only its weight, and it suddenly grooves.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' } },
      exercise: { kind: 'play-along', bpm: 70 },
    },
  ],
});

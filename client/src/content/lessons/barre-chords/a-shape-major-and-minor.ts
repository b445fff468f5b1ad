import { defineLesson } from '../format';

const Bm = { kind: 'chord', root: 'B', type: 'minor', shape: 'x24432' } as const;

export default defineLesson({
  category: 'barre-chords',
  slug: 'a-shape-major-and-minor',
  order: 3,
  title: 'A-shape barres: B minor and B major',
  summary:
    'Play barre chords with their root on the 5th string, starting with B minor at the 2nd fret, and keep the 6th string quiet.',
  level: 'improver',
  after: ['barre-chords/f-barre-e-shape'],
  steps: [
    {
      title: 'Start from A minor',
      text: [
        'The open A minor chord is the model: open 5th string (A), middle finger on the 4th string (D) at the 2nd fret, ring finger on the 3rd string (G) at the 2nd fret, index finger on the 2nd string (B) at the 1st fret.',
        'Moved up two frets, with a barre in place of the open strings, it becomes B minor.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'minor', shape: 'x02210' } },
    },
    {
      title: 'B minor',
      text: [
        'Lay your index finger across the 5th to the 1st string at the 2nd fret. Then: middle finger on the 2nd string (B) at the 3rd fret, ring finger on the 4th string (D) at the 4th fret, little finger on the 3rd string (G) at the 4th fret.',
        'The notes from the 5th string up are B, F#, B, D and F#. The barre has to sound on the 5th and 1st strings.',
      ],
      neck: { pattern: Bm, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'Keep the 6th string quiet',
      text: [
        'The low E does not belong in B minor. Let the very tip of your index finger touch the 6th string so it stays silent even when your strum catches it.',
        'Strum all six strings on purpose: if you hear a low E, move the fingertip a little over the edge of the neck until that string goes dead.',
      ],
      neck: { pattern: Bm },
    },
    {
      title: 'B major with one finger flat',
      text: [
        'For the major A shape, keep the index finger on the 5th string at the 2nd fret and lay your ring finger flat across the 4th, 3rd and 2nd strings at the 4th fret. That is a second, small barre.',
        'The 1st string may sound F# from the index barre, or the ring finger may mute it: both are fine, and many players prefer the muted version shown here.',
      ],
      neck: { pattern: { kind: 'chord', root: 'B', type: 'major', shape: 'x2444x' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'D to B minor',
      text: [
        'B minor turns up in nearly every song in D major, usually right after the open D chord. Practise that change: from D to B minor for one minute, counting the clean changes.',
        'Put the barre down first and let the other three fingers follow; with practice they will land together.',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: 'major', shape: 'xx0232' } },
      exercise: { kind: 'one-minute-changes', chords: ['D', 'Bm'] },
    },
  ],
});

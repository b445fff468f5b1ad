import { describe, expect, it } from 'vitest';
import {
  PLAY_PATTERNS,
  patternSequence,
  playOrderFor,
  secondsToBeats,
  TONE_PITCHES,
  TONE_TEMPOS,
  tonePitchShift,
  toneTempo,
  type PatternNote,
} from './patternOrder';

// C major scale, one octave, given out of order (as a shape lists its notes string by string).
const scale: PatternNote[] = [
  { id: '1:3', midi: 48 },
  { id: '2:0', midi: 50 },
  { id: '1:7', midi: 52 },
  { id: '2:3', midi: 53 },
  { id: '2:2', midi: 52 },
  { id: '3:0', midi: 55 },
];
const midis = (events: { midi: number }[]) => events.map((e) => e.midi);

describe('the tone lists', () => {
  it('default to 100 BPM (tempo index 3) and up and down (play-pattern index 2), as written (pitch index 0)', () => {
    expect(TONE_TEMPOS[3]).toBe(100);
    expect(PLAY_PATTERNS[2].label).toBe('Up and down');
    expect(TONE_PITCHES[0].semitones).toBe(0);
    expect(TONE_PITCHES.map((p) => p.semitones)).toEqual([0, 12, -12]);
  });

  it('fall back to the default for an index past the end', () => {
    expect(toneTempo(99)).toBe(100);
    expect(tonePitchShift(7)).toBe(0);
    expect(playOrderFor('chord', 42)).toBe('up-and-down');
  });
});

describe('playOrderFor', () => {
  it('takes every order for a chord', () => {
    expect(PLAY_PATTERNS.map((_, i) => playOrderFor('chord', i))).toEqual(PLAY_PATTERNS.map((p) => p.id));
  });

  it('plays a strum order on a scale one note at a time in its direction', () => {
    expect(playOrderFor('scale', 5)).toBe('ascending');
    expect(playOrderFor('scale', 6)).toBe('descending');
    expect(playOrderFor('scale', 4)).toBe('thirds');
  });

  it('plays a strum order on an arpeggio one note at a time too', () => {
    expect(playOrderFor('arpeggio', 5)).toBe('ascending');
    expect(playOrderFor('arpeggio', 6)).toBe('descending');
  });

  it('plays roots low to high', () => {
    expect(PLAY_PATTERNS.map((_, i) => playOrderFor('root', i))).toEqual(PLAY_PATTERNS.map(() => 'ascending'));
  });
});

describe('patternSequence', () => {
  it('ascending: by pitch, one note per beat, each 0.2 s long in beats at the tempo', () => {
    const events = patternSequence(scale, 'ascending', { bpm: 120 });
    expect(midis(events)).toEqual([48, 50, 52, 53, 55]);
    expect(events.map((e) => e.at)).toEqual([0, 1, 2, 3, 4]);
    expect(events.every((e) => e.duration === 0.4)).toBe(true);
    expect(events[0]).toEqual({ id: '1:3', midi: 48, at: 0, duration: 0.4 });
  });

  it('plays a pitch found twice once, at its lowest fret', () => {
    const events = patternSequence(scale, 'ascending', { bpm: 60 });
    expect(events.find((e) => e.midi === 52)?.id).toBe('2:2');
  });

  it('descending: high to low', () => {
    expect(midis(patternSequence(scale, 'descending', { bpm: 60 }))).toEqual([55, 53, 52, 50, 48]);
  });

  it('up and down turns at the top without repeating it', () => {
    expect(midis(patternSequence(scale, 'up-and-down', { bpm: 60 }))).toEqual([48, 50, 52, 53, 55, 53, 52, 50, 48]);
  });

  it('down and up turns at the bottom without repeating it', () => {
    expect(midis(patternSequence(scale, 'down-and-up', { bpm: 60 }))).toEqual([55, 53, 52, 50, 48, 50, 52, 53, 55]);
  });

  it('in thirds: 1-3, 2-4, 3-5 up the notes', () => {
    expect(midis(patternSequence(scale, 'thirds', { bpm: 60 }))).toEqual([48, 52, 50, 53, 52, 55]);
    expect(midis(patternSequence(scale.slice(0, 2), 'thirds', { bpm: 60 }))).toEqual([48, 50]);
  });

  it('strum down: every string from the lowest, 30 ms apart in beats at the tempo, ringing to the end of the beat', () => {
    const chord = [
      { id: '4:1', midi: 60 },
      { id: '1:3', midi: 48 },
      { id: '2:2', midi: 52 },
    ];
    const events = patternSequence(chord, 'strum-down', { bpm: 100 });
    expect(midis(events)).toEqual([48, 52, 60]);
    const stagger = secondsToBeats(0.03, 100);
    expect(stagger).toBeCloseTo(0.05);
    events.forEach((event, i) => {
      expect(event.at).toBeCloseTo(i * stagger);
      expect(event.at + event.duration).toBeCloseTo(1);
    });
  });

  it('strum up: from the highest string; a strum keeps both strings of a unison', () => {
    const chord = [
      { id: '3:0', midi: 55 },
      { id: '2:5', midi: 55 },
      { id: '5:0', midi: 64 },
    ];
    const events = patternSequence(chord, 'strum-up', { bpm: 60 });
    expect(events.map((e) => e.id)).toEqual(['5:0', '2:5', '3:0']);
  });

  it('a strum note rings at least the note duration at a fast tempo', () => {
    const chord = Array.from({ length: 6 }, (_, i) => ({ id: `${i}:0`, midi: 40 + i * 5 }));
    const events = patternSequence(chord, 'strum-down', { bpm: 200, noteDuration: 0.5 });
    expect(Math.min(...events.map((e) => e.duration))).toBeCloseTo(secondsToBeats(0.5, 200));
  });

  it('shifts every note by the octave chosen, keeping the ids it lights', () => {
    const events = patternSequence(scale.slice(0, 2), 'ascending', { bpm: 60, pitchShift: -12 });
    expect(events.map((e) => [e.id, e.midi])).toEqual([
      ['1:3', 36],
      ['2:0', 38],
    ]);
  });

  it('takes plain MIDI numbers, which light nothing', () => {
    expect(patternSequence([64, 60], 'ascending', { bpm: 60 }).map((e) => [e.id, e.midi])).toEqual([
      ['', 60],
      ['', 64],
    ]);
  });

  it('gives nothing for no notes', () => {
    expect(patternSequence([], 'up-and-down', { bpm: 60 })).toEqual([]);
    expect(patternSequence([], 'strum-down', { bpm: 60 })).toEqual([]);
  });
});

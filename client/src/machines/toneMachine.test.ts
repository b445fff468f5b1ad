import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { toneMachine } from './toneMachine';

const start = () => createActor(toneMachine).start();

describe('tone machine', () => {
  it('starts with the spec defaults: nothing loaded or playing, tempo 60, tempo index 3, play-pattern index 2', () => {
    expect(start().getSnapshot().context).toEqual({
      loadTone: false,
      toneHasLoaded: false,
      isPatternPlaying: false,
      isMetronomePlaying: false,
      clickedNote: undefined,
      metronomeTempo: 60,
      tonePitchIndex: 0,
      toneTypeIndex: 0,
      toneTempoIndex: 3,
      tonePlayPatternIndex: 2,
      stopTones: false,
    });
  });

  it('sets load tone, tone loaded, pattern play, metronome play and stop tones', () => {
    const tone = start();
    tone.send({ type: 'TONE.SET_LOAD_TONE', value: true });
    tone.send({ type: 'TONE.SET_TONE_HAS_LOADED', value: true });
    tone.send({ type: 'TONE.SET_PATTERN_PLAYING', value: true });
    tone.send({ type: 'TONE.SET_METRONOME_PLAYING', value: true });
    tone.send({ type: 'TONE.SET_STOP_TONES', value: true });
    expect(tone.getSnapshot().context).toMatchObject({
      loadTone: true,
      toneHasLoaded: true,
      isPatternPlaying: true,
      isMetronomePlaying: true,
      stopTones: true,
    });
  });

  it('sets the tone type, pitch, tempo and play-pattern indices', () => {
    const tone = start();
    tone.send({ type: 'TONE.SET_TONE_TYPE_INDEX', index: 2 });
    tone.send({ type: 'TONE.SET_PITCH_INDEX', index: 1 });
    tone.send({ type: 'TONE.SET_TEMPO_INDEX', index: 5 });
    tone.send({ type: 'TONE.SET_PLAY_PATTERN_INDEX', index: 0 });
    expect(tone.getSnapshot().context).toMatchObject({
      toneTypeIndex: 2,
      tonePitchIndex: 1,
      toneTempoIndex: 5,
      tonePlayPatternIndex: 0,
    });
  });

  it('ignores an index that is negative or not a whole number', () => {
    const tone = start();
    tone.send({ type: 'TONE.SET_TEMPO_INDEX', index: -1 });
    tone.send({ type: 'TONE.SET_PLAY_PATTERN_INDEX', index: 1.5 });
    tone.send({ type: 'TONE.SET_PITCH_INDEX', index: Number.NaN });
    expect(tone.getSnapshot().context).toMatchObject({ toneTempoIndex: 3, tonePlayPatternIndex: 2, tonePitchIndex: 0 });
  });

  it('sets the metronome tempo, clamped to 40..220 and snapped to steps of 10', () => {
    const tone = start();
    const tempoAfter = (bpm: number) => {
      tone.send({ type: 'TONE.SET_METRONOME_TEMPO', bpm });
      return tone.getSnapshot().context.metronomeTempo;
    };
    expect(tempoAfter(90)).toBe(90);
    expect(tempoAfter(123)).toBe(120);
    expect(tempoAfter(15)).toBe(40);
    expect(tempoAfter(300)).toBe(220);
  });

  it('ignores a tempo that is not a finite number', () => {
    const tone = start();
    tone.send({ type: 'TONE.SET_METRONOME_TEMPO', bpm: Number.NaN });
    tone.send({ type: 'TONE.SET_METRONOME_TEMPO', bpm: Number.POSITIVE_INFINITY });
    expect(tone.getSnapshot().context.metronomeTempo).toBe(60);
  });

  it('remembers and forgets the clicked note', () => {
    const tone = start();
    tone.send({ type: 'TONE.SET_CLICKED_NOTE', note: { noteId: 'e-low-0', pitch: 'E2' } });
    expect(tone.getSnapshot().context.clickedNote).toEqual({ noteId: 'e-low-0', pitch: 'E2' });
    tone.send({ type: 'TONE.SET_CLICKED_NOTE', note: undefined });
    expect(tone.getSnapshot().context.clickedNote).toBeUndefined();
  });
});

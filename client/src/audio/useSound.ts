import { useCallback } from 'react';
import { positionId } from '../fretboard/labels';
import { toneActor, useTone } from '../machines/actors';
import { fretboardStore, useFretboard } from '../state';
import { midiAt, type Position } from '../theory/neck';
import type { Tuning } from '../theory/tunings';
import type { PatternNote } from './patternOrder';
import { followTone } from './playback';

// Once, when the first screen with sound loads: the fretboard's lit notes follow the tone
// machine (both app-wide, started outside React).
followTone(toneActor, fretboardStore);

/** Positions as notes to play: the id each lights and its pitch in the tuning. */
export function patternNotes(tuning: Tuning, positions: readonly Position[]): PatternNote[] {
  return positions.map((position) => ({ id: positionId(position), midi: midiAt(tuning, position) }));
}

/** Sounds a position at once (loading the sound first if need be; call it from the tap), at `level` 0 to 1. */
export function playPosition(tuning: Tuning, position: Position, level?: number): void {
  toneActor.send({ type: 'TONE.PLAY_NOTE', id: positionId(position), midi: midiAt(tuning, position), level });
}

/**
 * What a neck needs to sound: `onActivate` plays the tapped position, `activeNoteIds`
 * are the positions sounding now. Spread it onto a `Fretboard`.
 */
export function useNeckSound(tuning: Tuning) {
  const onActivate = useCallback((position: Position) => playPosition(tuning, position), [tuning]);
  const activeNoteIds = useFretboard((fretboard) => fretboard.activeNoteIds);
  return { onActivate, activeNoteIds };
}

export type SoundStatus = { state: 'idle' | 'loading' | 'ready' | 'blocked'; message: string | undefined };

/** Where the sound is: idle (not asked for), loading, ready, or blocked with a message to show. */
export function useSoundStatus(): SoundStatus {
  const state = useTone((snapshot) =>
    snapshot.matches({ sound: 'loading' })
      ? 'loading'
      : snapshot.matches({ sound: 'ready' })
        ? 'ready'
        : snapshot.matches({ sound: 'blocked' })
          ? 'blocked'
          : 'idle',
  );
  const message = useTone((snapshot) => snapshot.context.soundError);
  return { state, message };
}

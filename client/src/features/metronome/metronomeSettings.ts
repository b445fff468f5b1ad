import { normaliseTempo, TEMPO } from '../../constants/business';
import type { MetronomeSettings, Subdivision } from '../../audio/types';

/** The time signatures offered; 6/8 counts six eighth-note clicks a bar. */
export const TIME_SIGNATURES = [
  { label: '2/4', beatsPerBar: 2 },
  { label: '3/4', beatsPerBar: 3 },
  { label: '4/4', beatsPerBar: 4 },
  { label: '6/8', beatsPerBar: 6 },
] as const;

export const SUBDIVISIONS: readonly { value: Subdivision; label: string }[] = [
  { value: 1, label: 'None' },
  { value: 2, label: 'Eighths' },
  { value: 3, label: 'Triplets' },
  { value: 4, label: 'Sixteenths' },
];

/** The named tempos of spec section 9. */
export const TEMPO_PRESETS = [
  { label: 'Default', bpm: TEMPO.default },
  { label: 'Mid', bpm: TEMPO.mid },
] as const;

/** The metronome's own settings: everything but the tempo, whose one owner is the tone machine (spec `metronomeTempo`). */
export type MetronomeOptions = Omit<MetronomeSettings, 'bpm'>;

export const DEFAULT_METRONOME: MetronomeOptions = {
  beatsPerBar: 4,
  subdivision: 1,
  accent: true,
};

/** A tempo some steps of 10 faster (positive) or slower, kept in 40..220. */
export const stepTempo = (bpm: number, steps: number): number => normaliseTempo(bpm + steps * TEMPO.step);

/**
 * Where a bar's beats fall into groups, for drawing: 6/8 is felt as two groups of three
 * (beats 1 and 4 lead), the others as one group.
 */
export const startsGroup = (beatsPerBar: number, beat: number): boolean =>
  beat === 0 || (beatsPerBar === 6 && beat === 3);

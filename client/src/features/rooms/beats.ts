/**
 * The shared metronome's beat grid: beat n falls at `startsAt + n × 60000 / bpm` in server
 * time, for every member alike, so clicks line up however late each one joined.
 */
import type { RoomMetronome } from '#events/roomState';

export const beatPeriodMs = (bpm: number): number => 60_000 / bpm;

export interface Beat {
  /** 0 is the first beat (at `startsAt`). */
  index: number;
  /** In server time, epoch ms. */
  at: number;
  /** The first beat of a bar. */
  downbeat: boolean;
}

/** The beat at index `n`. */
export function beatAt(metronome: RoomMetronome, index: number): Beat {
  return {
    index,
    at: metronome.startsAt + index * beatPeriodMs(metronome.bpm),
    downbeat: index % metronome.beatsPerBar === 0,
  };
}

/** The first beat at or after `serverNow` (the first beat of all while it has not come yet). */
export function nextBeatIndex(metronome: RoomMetronome, serverNow: number): number {
  if (serverNow <= metronome.startsAt) return 0;
  return Math.ceil((serverNow - metronome.startsAt) / beatPeriodMs(metronome.bpm) - 1e-9);
}

/** The next `count` beats from `serverNow` on. */
export function nextBeats(metronome: RoomMetronome, serverNow: number, count: number): Beat[] {
  const first = nextBeatIndex(metronome, serverNow);
  return Array.from({ length: count }, (_, i) => beatAt(metronome, first + i));
}

/** The next downbeat (first beat of a bar) at or after `serverNow`: where a click track joins in. */
export function nextDownbeat(metronome: RoomMetronome, serverNow: number): Beat {
  const first = nextBeatIndex(metronome, serverNow);
  const bar = metronome.beatsPerBar;
  return beatAt(metronome, Math.ceil(first / bar) * bar);
}

/** Server time as this device's clock (epoch ms), given the offset from clock.ts. */
export const toLocalTime = (serverMs: number, offsetMs: number): number => serverMs - offsetMs;

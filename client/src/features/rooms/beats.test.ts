import { describe, expect, it } from 'vitest';
import { beatAt, nextBeatIndex, nextBeats, nextDownbeat, toLocalTime } from './beats';

const metronome = { bpm: 120, startsAt: 10_000, beatsPerBar: 4 };

describe('the shared beat grid', () => {
  it('puts beat n at startsAt + n × 60000 / bpm in server time', () => {
    expect(beatAt(metronome, 0)).toEqual({ index: 0, at: 10_000, downbeat: true });
    expect(beatAt(metronome, 3)).toEqual({ index: 3, at: 11_500, downbeat: false });
    expect(beatAt({ ...metronome, bpm: 70 }, 7).at).toBeCloseTo(10_000 + (7 * 60_000) / 70, 9);
  });

  it('waits for the first beat when it has not come yet', () => {
    expect(nextBeats(metronome, 9_000, 2).map((b) => b.at)).toEqual([10_000, 10_500]);
  });

  it('gives the beat at or after now, so two members asking at different moments agree on the grid', () => {
    expect(nextBeatIndex(metronome, 10_000)).toBe(0);
    expect(nextBeatIndex(metronome, 10_001)).toBe(1);
    expect(nextBeatIndex(metronome, 10_500)).toBe(1);
    const early = nextBeats(metronome, 12_010, 3);
    const late = nextBeats(metronome, 12_490, 3);
    expect(early).toEqual(late);
    expect(early.map((b) => b.at)).toEqual([12_500, 13_000, 13_500]);
  });

  it('joins the click track on the next downbeat', () => {
    expect(nextDownbeat(metronome, 10_600)).toEqual({ index: 4, at: 12_000, downbeat: true });
    expect(nextDownbeat(metronome, 12_000).index).toBe(4);
    expect(nextDownbeat({ ...metronome, beatsPerBar: 3 }, 10_600).index).toBe(3);
  });

  it('converts server time to this device’s clock with the measured offset', () => {
    // The server is 250 ms ahead: its 10 000 is our 9 750.
    expect(toLocalTime(10_000, 250)).toBe(9_750);
  });
});

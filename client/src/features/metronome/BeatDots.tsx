import type { MetronomeTick } from '../../audio/types';
import { startsGroup } from './metronomeSettings';

/**
 * A dot per beat of the bar, the beat last heard lit (the engine delivers each click's
 * tick when it sounds, so the light moves with the sound). A subdivision click blinks
 * the beat's dot lighter.
 */
export function BeatDots({ beatsPerBar, tick }: { beatsPerBar: number; tick: MetronomeTick | null }) {
  const beat = tick && tick.beat < beatsPerBar ? tick.beat : null;
  return (
    <div
      className="beat-dots"
      role="img"
      aria-label={beat === null ? `${beatsPerBar} beats a bar` : `Beat ${beat + 1} of ${beatsPerBar}`}
      data-beat={beat === null ? undefined : beat + 1}
    >
      {Array.from({ length: beatsPerBar }, (_, i) => (
        <span
          key={i}
          className="beat-dot"
          data-lit={i === beat ? (tick?.sub ? 'sub' : 'beat') : undefined}
          data-group-start={startsGroup(beatsPerBar, i) || undefined}
        />
      ))}
    </div>
  );
}

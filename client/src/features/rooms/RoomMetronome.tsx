import { useEffect, useRef, useState } from 'react';
import type { RoomMetronome as Metronome } from '#events/roomState';
import { loadedAudio } from '../../audio/sound';
import { BeatDots } from '../metronome/BeatDots';
import { TempoControl } from '../metronome/TempoControl';
import { nextBeats, nextDownbeat, toLocalTime, type Beat } from './beats';
import type { ClockOffset } from './clock';

/** The engine's metronome sounds its first click this long after `start()` (audio/metronome.ts START_DELAY). */
const ENGINE_START_DELAY_MS = 50;
/** Time enough to set the timer that starts the clicks. */
const START_MARGIN_MS = 120;
/** Beats listed for tests and tools on the element. */
const LISTED_BEATS = 4;

const fixed = (ms: number) => ms.toFixed(1);

/**
 * The shared metronome. Every member computes the same beat grid from the room's
 * `startsAt` and tempo in server time (beats.ts) and converts it to their own clock with
 * the measured offset (clock.ts). The element lists the next beats in server time
 * (`data-next-beat-server-ms`), in this device's time (`data-next-beat-local-ms`), the
 * first one's index and the offset used. With sound on, the engine's clicks start on the
 * next downbeat; the engine starts a click track "now", so it is started just before.
 */
export function RoomMetronome({
  metronome,
  tempo,
  clock,
  soundOn,
  isLeader,
  onTempo,
  onStart,
  onStop,
}: {
  metronome: Metronome | null;
  tempo: number;
  clock: ClockOffset | null;
  soundOn: boolean;
  isLeader: boolean;
  onTempo: (bpm: number) => void;
  onStart: () => void;
  onStop: () => void;
}) {
  const beats = useBeats(metronome, clock);
  useClicks(metronome, clock, soundOn);
  const running = metronome !== null;
  const current = beats[0];
  const lastHeard = current && metronome ? current.index - 1 : -1;
  return (
    <section className="room-metronome" aria-labelledby="room-metronome-heading">
      <h2 id="room-metronome-heading">Metronome</h2>
      <div
        className="room-beats"
        data-running={running}
        data-next-beat-index={current?.index}
        data-next-beat-server-ms={beats.map((beat) => fixed(beat.at)).join(' ')}
        data-next-beat-local-ms={
          clock ? beats.map((beat) => fixed(toLocalTime(beat.at, clock.offsetMs))).join(' ') : undefined
        }
        data-clock-offset-ms={clock ? fixed(clock.offsetMs) : undefined}
      >
        <p role="status">
          {running
            ? `Running at ${metronome.bpm} BPM for everyone in the room.`
            : `Stopped. The room's tempo is ${tempo} BPM.`}
          {running && !clock ? ' Setting the clock…' : ''}
        </p>
        {running ? (
          <BeatDots
            beatsPerBar={metronome.beatsPerBar}
            tick={
              lastHeard >= 0
                ? { beat: lastHeard % metronome.beatsPerBar, sub: 0, accent: lastHeard % metronome.beatsPerBar === 0 }
                : null
            }
          />
        ) : null}
      </div>
      {isLeader ? (
        <div className="room-metronome-controls">
          <TempoControl value={tempo} onChange={onTempo} label="Room tempo" />
          <button type="button" className="button" aria-pressed={running} onClick={running ? onStop : onStart}>
            {running ? 'Stop the metronome' : 'Start the metronome for everyone'}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The next beats, moved on as each one passes (a timer per beat; the audio clock keeps the sound's time). */
function useBeats(metronome: Metronome | null, clock: ClockOffset | null): Beat[] {
  const offset = clock?.offsetMs ?? 0;
  const [beats, setBeats] = useState<Beat[]>([]);
  useEffect(() => {
    if (!metronome) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const upcoming = nextBeats(metronome, Date.now() + offset, LISTED_BEATS);
      setBeats(upcoming);
      const wait = toLocalTime(upcoming[0]!.at, offset) - Date.now();
      timer = setTimeout(tick, Math.max(1, wait + 1));
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [metronome, offset]);
  return metronome ? beats : [];
}

/** With sound on, the engine's click track from the next downbeat, restarted on each new start or tempo. */
function useClicks(metronome: Metronome | null, clock: ClockOffset | null, soundOn: boolean): void {
  // A fresh measurement of the clock does not restart the clicks (a bar's silence); the next start uses it.
  const offset = useRef(0);
  useEffect(() => {
    offset.current = clock?.offsetMs ?? 0;
  }, [clock]);
  const hasClock = clock !== null;
  const startsAt = metronome?.startsAt;
  const bpm = metronome?.bpm;
  const beatsPerBar = metronome?.beatsPerBar;
  useEffect(() => {
    if (startsAt === undefined || bpm === undefined || beatsPerBar === undefined || !hasClock || !soundOn) return;
    const engine = loadedAudio();
    if (!engine) return;
    const grid = { startsAt, bpm, beatsPerBar };
    const downbeat = nextDownbeat(grid, Date.now() + offset.current + ENGINE_START_DELAY_MS + START_MARGIN_MS);
    const startAt = toLocalTime(downbeat.at, offset.current) - ENGINE_START_DELAY_MS;
    const timer = setTimeout(
      () => engine.metronome.start({ bpm, beatsPerBar, subdivision: 1, accent: true }),
      Math.max(0, startAt - Date.now()),
    );
    return () => {
      clearTimeout(timer);
      engine.metronome.stop();
    };
  }, [startsAt, bpm, beatsPerBar, hasClock, soundOn]);
}

import { useId, useRef, useState } from 'react';
import type { Subdivision } from '../../audio/types';
import { toneActor, useTone } from '../../machines/actors';
import { BeatDots } from './BeatDots';
import { metronomeActor, useMetronome, useMetronomeShown } from './metronomeActor';
import { SUBDIVISIONS, TIME_SIGNATURES } from './metronomeSettings';
import { SoundStatus } from './SoundStatus';
import { currentTaps, tapTempo } from './tapTempo';
import { TempoControl } from './TempoControl';
import './metronome.css';

const setTempo = (bpm: number) => toneActor.send({ type: 'TONE.SET_METRONOME_TEMPO', bpm });

/**
 * The metronome: start and stop, tempo (slider, steps, presets, tap tempo), time
 * signature, subdivision, accent, and a dot per beat lit as each click is heard. Any
 * number of panels may be on screen; they all show the one metronome.
 */
export function MetronomePanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  useMetronomeShown();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const bpm = useTone((s) => s.context.metronomeTempo);
  const status = useMetronome((s) => (s.matches('running') ? 'running' : s.matches('loading') ? 'loading' : 'stopped'));
  const settings = useMetronome((s) => s.context.settings);
  const tick = useMetronome((s) => s.context.tick);
  const problem = useMetronome((s) => s.context.problem);
  const on = status !== 'stopped';

  return (
    <section className="metronome" aria-labelledby={`${id}-heading`} data-status={status}>
      <Heading id={`${id}-heading`}>Metronome</Heading>
      <div className="metronome-main">
        <button
          type="button"
          className="button metronome-toggle"
          aria-label={on ? 'Stop metronome' : 'Start metronome'}
          onClick={() => metronomeActor.send({ type: on ? 'METRONOME.STOP' : 'METRONOME.START' })}
        >
          {on ? 'Stop' : 'Start'}
        </button>
        <BeatDots beatsPerBar={settings.beatsPerBar} tick={tick} />
      </div>
      <SoundStatus loading={status === 'loading'} problem={problem} />
      <TempoControl value={bpm} onChange={setTempo} />
      <TapTempo />
      <div className="metronome-options">
        <label>
          Time signature
          <select
            value={settings.beatsPerBar}
            onChange={(event) =>
              metronomeActor.send({ type: 'METRONOME.SET', settings: { beatsPerBar: Number(event.target.value) } })
            }
          >
            {TIME_SIGNATURES.map((t) => (
              <option key={t.label} value={t.beatsPerBar}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Subdivision
          <select
            value={settings.subdivision}
            onChange={(event) =>
              metronomeActor.send({
                type: 'METRONOME.SET',
                settings: { subdivision: Number(event.target.value) as Subdivision },
              })
            }
          >
            {SUBDIVISIONS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.accent}
            onChange={(event) =>
              metronomeActor.send({ type: 'METRONOME.SET', settings: { accent: event.target.checked } })
            }
          />
          Accent beat 1
        </label>
      </div>
    </section>
  );
}

/** Tap the beat a few times; the tempo follows the latest taps (see tapTempo). */
function TapTempo() {
  const taps = useRef<number[]>([]);
  const [heard, setHeard] = useState<'none' | 'one' | number>('none');
  return (
    <div className="tap-tempo">
      <button
        type="button"
        className="button-secondary"
        onClick={(event) => {
          taps.current = currentTaps([...taps.current, event.timeStamp]);
          const bpm = tapTempo(taps.current);
          if (bpm === null) {
            setHeard('one');
            return;
          }
          setTempo(bpm);
          setHeard(bpm);
        }}
      >
        Tap tempo
      </button>
      <span className="hint" aria-live="polite">
        {heard === 'none' ? 'Tap along to set the tempo.' : heard === 'one' ? 'Keep tapping…' : `Tapped ${heard} BPM`}
      </span>
    </div>
  );
}

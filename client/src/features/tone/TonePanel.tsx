import { useEffect, useId, type ReactNode, lazy, Suspense } from 'react';
import type { PatternKind } from '#events/patternKinds';
import { PLAY_PATTERNS, TONE_PITCHES, TONE_TEMPOS } from '../../audio/patternOrder';
import { patternNotes, useSoundStatus, type SoundStatus } from '../../audio/sound';
import { positionId } from '../../fretboard/labels';
import { toneActor, useTone } from '../../machines/actors';
import { pageStore, usePage } from '../../state';
import type { Position } from '../../theory/neck';
import type { Tuning } from '../../theory/tunings';
import './tone.css';

/** Index 0 is the plucked guitar (engine contract); the rest are named once the engine has loaded. */
const FIRST_SOUND = 'Plucked guitar';

const ORDER_HINT: Record<PatternKind, string | undefined> = {
  chord: undefined,
  scale: 'Strums play the notes one by one on a scale or an arpeggio.',
  arpeggio: 'Strums play the notes one by one on a scale or an arpeggio.',
  root: 'The notes play from the lowest to the highest.',
};

export interface TonePanelProps {
  tuning: Tuning;
  /** What Play plays; without it there is no Play button (the panel still sets the sound). */
  notes?: readonly Position[];
  kind?: PatternKind;
  /** More sections for the panel (the metronome slots in here). */
  children?: ReactNode;
  /** Leave the metronome out: the screen shows its own (Daily Practice), one on a screen. */
  withoutMetronome?: boolean;
}

// The metronome sits in the same panel (all sound controls in one place), loaded when the panel opens.
const MetronomePanel = lazy(() => import('../metronome').then((m) => ({ default: m.MetronomePanel })));

/**
 * The tone panel (spec page `toneControlsOpen`): Play and Stop for the pattern on the
 * neck, the sound's status (loading, or why it will not start), and a "Sound" button that
 * opens the settings: sound, order, tempo and octave, kept in the tone machine. Opening
 * it loads the sound (the click is the gesture browsers ask for), so the sounds can be
 * named. Leaving the page or changing the notes stops the pattern.
 */
export function TonePanel({ tuning, notes, kind = 'chord', children, withoutMetronome = false }: TonePanelProps) {
  const open = usePage((page) => page.toneControlsOpen);
  const playing = useTone((snapshot) => snapshot.context.isPatternPlaying);
  const panelId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-tone-controls`;
  const notesKey = notes?.map(positionId).join(' ') ?? '';

  useEffect(
    () => () => {
      if (toneActor.getSnapshot().context.isPatternPlaying) toneActor.send({ type: 'TONE.STOP' });
    },
    [notesKey],
  );

  const toggle = () => {
    if (!open) toneActor.send({ type: 'TONE.LOAD' });
    pageStore.trigger.setToneControlsOpen({ open: !open });
  };
  const play = () => {
    if (notes) toneActor.send({ type: 'TONE.PLAY', notes: patternNotes(tuning, notes), kind });
  };

  return (
    <div className="tone-panel">
      <div className="tone-bar">
        {notes ? (
          <button
            type="button"
            className="tone-play"
            onClick={playing ? () => toneActor.send({ type: 'TONE.STOP' }) : play}
            disabled={!playing && notes.length === 0}
          >
            <span aria-hidden="true" className="tone-play-icon">
              {playing ? '■' : '▶'}
            </span>
            {playing ? 'Stop' : 'Play'}
          </button>
        ) : null}
        <button
          type="button"
          className="button-secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          Sound
        </button>
        <SoundStatusLine />
      </div>
      <div id={panelId} className="tone-controls" hidden={!open}>
        <ToneSettings kind={kind} />
        {children}
        {open && !withoutMetronome ? (
          <Suspense fallback={<p className="loading">Loading the metronome…</p>}>
            <MetronomePanel headingLevel={3} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

function SoundStatusLine() {
  return <SoundStatusText {...useSoundStatus()} />;
}

/** "Loading sound…", or why the browser will not sound, with the way to Troubleshooting. */
export function SoundStatusText({ state, message }: SoundStatus) {
  const [before, after] = (message ?? '').split('Troubleshooting');
  return (
    <p className="tone-status" role="status">
      {state === 'loading' ? 'Loading sound…' : null}
      {state === 'blocked' && message ? (
        <span className="tone-status-problem">
          {before}
          {after !== undefined ? <a href="/troubleshooting">Troubleshooting</a> : null}
          {after}
        </span>
      ) : null}
    </p>
  );
}

/** The sound, order, tempo and octave: plain labelled selects, for touch, mouse and keyboard alike. */
function ToneSettings({ kind }: { kind: PatternKind }) {
  const toneTypeIndex = useTone((snapshot) => snapshot.context.toneTypeIndex);
  const patternIndex = useTone((snapshot) => snapshot.context.tonePlayPatternIndex);
  const tempoIndex = useTone((snapshot) => snapshot.context.toneTempoIndex);
  const pitchIndex = useTone((snapshot) => snapshot.context.tonePitchIndex);
  const loadedTypes = useTone((snapshot) => snapshot.context.engine?.toneTypes);
  const types = loadedTypes?.length ? loadedTypes : [FIRST_SOUND];
  const soundNames =
    types.length > toneTypeIndex
      ? types
      : [
          ...types,
          ...Array.from({ length: toneTypeIndex + 1 - types.length }, (_, i) => `Sound ${types.length + i + 1}`),
        ];
  const hintId = useId();
  const hint = ORDER_HINT[kind];
  return (
    <div className="tone-settings">
      <label>
        Sound
        <select
          value={toneTypeIndex}
          onChange={(event) => toneActor.send({ type: 'TONE.SET_TONE_TYPE_INDEX', index: Number(event.target.value) })}
        >
          {soundNames.map((name, index) => (
            <option key={index} value={index}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Order
        <select
          value={patternIndex}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) =>
            toneActor.send({ type: 'TONE.SET_PLAY_PATTERN_INDEX', index: Number(event.target.value) })
          }
        >
          {PLAY_PATTERNS.map((pattern, index) => (
            <option key={pattern.id} value={index}>
              {pattern.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Tempo
        <select
          value={tempoIndex}
          onChange={(event) => toneActor.send({ type: 'TONE.SET_TEMPO_INDEX', index: Number(event.target.value) })}
        >
          {TONE_TEMPOS.map((bpm, index) => (
            <option key={bpm} value={index}>
              {bpm} BPM
            </option>
          ))}
        </select>
      </label>
      <label>
        Octave
        <select
          value={pitchIndex}
          onChange={(event) => toneActor.send({ type: 'TONE.SET_PITCH_INDEX', index: Number(event.target.value) })}
        >
          {TONE_PITCHES.map((pitch, index) => (
            <option key={pitch.label} value={index}>
              {pitch.label}
            </option>
          ))}
        </select>
      </label>
      {hint ? (
        <p id={hintId} className="tone-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSoundEngine } from '../../audio/sound';
import { TEMPO } from '../../constants/business';
import { Fretboard } from '../../fretboard';
import { positionId } from '../../fretboard/labels';
import { useTone } from '../../machines/actors';
import { useFretboard } from '../../state';
import { midiAt, type Position } from '../../theory/neck';
import { FretRange, type FretWindow } from '../free-play/FretRange';
import { selectionNotes } from '../free-play/selection';
import { TempoControl } from '../metronome/TempoControl';
import { SoundStatus } from '../metronome/SoundStatus';
import { NeckControls } from '../neck/NeckControls';
import { formatTuningParam } from '../neck/tuningParam';
import { useNeckSettings } from '../neck/useNeckSettings';
import { DurationPicker } from './DurationPicker';
import {
  appendNote,
  DEFAULT_DURATION,
  moveNote,
  removeNote,
  selectionAfterRemove,
  setNoteDuration,
  type Duration,
  type Melody,
} from './melody';
import { decodeMelody, encodeMelody } from './melodyParam';
import { MelodyStrip, type StripEdit } from './MelodyStrip';
import { ShareLink } from './ShareLink';
import { useMelodyPlayback } from './useMelodyPlayback';
import './melody.css';

/** What Melody Maker reads from its link (validated by the Free Play route). */
export interface MelodySearch {
  melody?: string;
  tempo?: number;
  tuning?: string;
}

/**
 * Melody Maker (spec app mode MELODY_MAKER): tap the neck to add notes of a chosen
 * length, edit them in the strip, play them back with the neck following, loop, and
 * share a link that rebuilds the melody. The melody and tempo are kept in the link as
 * they change (replacing history, as the free neck does), so the address is the melody.
 */
export function MelodyMaker({ search }: { search: MelodySearch }) {
  const navigate = useNavigate();
  const settings = useNeckSettings(search.tuning);
  const { tuning } = settings;
  const [melody, setMelody] = useState<Melody>(() => decodeMelody(search.melody) ?? []);
  const [tempo, setTempo] = useState(search.tempo ?? TEMPO.default);
  const [duration, setDuration] = useState<Duration>(DEFAULT_DURATION);
  const [selected, setSelected] = useState<number | null>(null);
  const [loop, setLoop] = useState(false);
  const [range, setRange] = useState<FretWindow>(() =>
    melody.some((note) => note.fret > 12) ? { from: 0, to: 24 } : { from: 0, to: 12 },
  );
  const toneType = useTone((s) => s.context.toneTypeIndex);
  const sounding = useFretboard((f) => f.activeNoteIds);
  const sound = useSoundEngine();
  const playback = useMelodyPlayback();

  const encoded = melody.length > 0 ? encodeMelody(melody) : undefined;
  const tempoParam = tempo === TEMPO.default ? undefined : tempo;
  useEffect(() => {
    if (encoded === search.melody && tempoParam === search.tempo) return;
    void navigate({
      to: '.',
      // The route types cannot know this runs on Free Play; its validateSearch declares both.
      search: ((prev: Record<string, unknown>) => ({ ...prev, melody: encoded, tempo: tempoParam })) as never,
      replace: true,
    });
  }, [encoded, tempoParam, search.melody, search.tempo, navigate]);

  // The melody's positions drawn as the free neck draws held notes (named from the lowest);
  // only the selected or sounding note is lit, so it stands out.
  const dots = useMemo(() => {
    const seen = new Map<string, Position>();
    for (const note of melody) seen.set(positionId(note), { string: note.string, fret: note.fret });
    return selectionNotes(tuning, [...seen.values()]);
  }, [melody, tuning]);
  const current = selected !== null ? melody[selected] : undefined;
  const highlighted = useMemo(
    () => (playback.playing ? sounding : new Set(current ? [positionId(current)] : [])),
    [playback.playing, sounding, current],
  );

  const addNote = (position: Position) => {
    setMelody((m) => appendNote(m, { ...position, duration }));
    setSelected(null);
    sound.withEngine((engine) => engine.playNow(midiAt(tuning, position), { toneType }));
  };

  const edit = (index: number, change: StripEdit) => {
    if (change.kind === 'duration') setMelody((m) => setNoteDuration(m, index, change.duration));
    else if (change.kind === 'move') {
      setMelody((m) => moveNote(m, index, change.by));
      setSelected(Math.min(melody.length - 1, Math.max(0, index + change.by)));
    } else {
      setMelody((m) => removeNote(m, index));
      setSelected(selectionAfterRemove(melody.length, index));
    }
  };

  const togglePlay = () => {
    if (playback.playing) playback.stop();
    else sound.withEngine((engine) => playback.play(engine, melody, { tuning, bpm: tempo, loop, toneType }));
  };

  const shareUrl = useMemo(() => {
    const params = new URLSearchParams({ mode: 'melody-maker' });
    if (encoded) params.set('melody', encoded);
    if (tempoParam) params.set('tempo', String(tempoParam));
    params.set('tuning', formatTuningParam(tuning));
    const origin = typeof window === 'undefined' ? '' : window.location.origin;
    return `${origin}/free-play?${params.toString()}`;
  }, [encoded, tempoParam, tuning]);

  return (
    <section className="melody-maker" aria-label="Melody Maker">
      <DurationPicker value={duration} onChange={setDuration} />
      <div className="neck-toolbar">
        <FretRange value={range} onChange={setRange} />
      </div>
      <Fretboard
        {...settings}
        notes={dots}
        activeNoteIds={highlighted}
        fromFret={range.from}
        toFret={range.to}
        onActivate={addNote}
        label="Fretboard: press a position to add a note to the melody"
      />
      <SoundStatus loading={sound.loading} problem={sound.problem} />
      <h2 className="melody-heading">
        Your melody <span className="hint">({melody.length === 1 ? '1 note' : `${melody.length} notes`})</span>
      </h2>
      <MelodyStrip melody={melody} tuning={tuning} selected={selected} onSelect={setSelected} onEdit={edit} />
      <div className="melody-transport">
        <button
          type="button"
          className="button melody-play"
          onClick={togglePlay}
          disabled={melody.length === 0 && !playback.playing}
        >
          {playback.playing ? 'Stop' : 'Play'}
        </button>
        <label className="checkbox">
          <input type="checkbox" checked={loop} onChange={(event) => setLoop(event.target.checked)} />
          Loop
        </label>
        <button
          type="button"
          className="button-secondary"
          disabled={melody.length === 0}
          onClick={() => {
            playback.stop();
            setMelody([]);
            setSelected(null);
          }}
        >
          Clear melody
        </button>
      </div>
      <TempoControl value={tempo} onChange={setTempo} />
      {melody.length > 0 ? <ShareLink url={shareUrl} label="Link to this melody" /> : null}
      <NeckControls
        tuning={tuning}
        onTuningChange={(next) =>
          search.tuning &&
          void navigate({
            to: '.',
            search: ((prev: Record<string, unknown>) => ({ ...prev, tuning: formatTuningParam(next) })) as never,
            replace: true,
          })
        }
      />
    </section>
  );
}

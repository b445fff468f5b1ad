import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ChordDiagram, Fretboard } from '../../fretboard';
import { difficultyLabel, formatFrets, type Voicing } from '../../theory';
import { useNarrowScreen } from '../../layout/useNarrowScreen';
import { TonePanel, useNeckSound } from '../tone';
import type { NeckSettings } from '../neck/useNeckSettings';
import { sameSearch, withSearch } from '../neck/useSearchPatch';

const FIRST_DIAGRAMS = 12;
/** Chord boxes added by each "more": a page of them at a time, so a chord with thousands never stalls the page. */
const MORE_DIAGRAMS = 24;

/** "easy", "medium · barre", "hard · barre, stretch": what the hand has to do. */
function difficultyText(voicing: Voicing): string {
  const { level, features } = difficultyLabel(voicing);
  return features.length > 0 ? `${level} · ${features.join(', ')}` : level;
}

/** The neck showing one voicing, the steps to the next and previous, and the voicings as chord boxes. */
/** A voicing on the neck: its notes, muted strings, and its window of frets. */
export function voicingNeck(voicing: Voicing, narrow: boolean) {
  const notes = voicing.notes.filter((note) => note !== null);
  const muted = voicing.frets.flatMap((fret, string) => (fret === -1 ? [string] : []));
  // A window of about eight frets around the shape; on a phone held upright about five, so it fits.
  const fromFret = voicing.maxFret <= 5 ? 0 : Math.max(0, voicing.minFret - (narrow ? 1 : 2));
  const toFret = Math.min(24, Math.max(fromFret + (narrow ? 5 : 8), voicing.maxFret + 1));
  return { notes, muted, fromFret, toFret };
}

export function VoicingStepper({
  voicings,
  index,
  chordName,
  settings,
  filtered = false,
}: {
  voicings: Voicing[];
  index: number;
  chordName: string;
  settings: NeckSettings;
  filtered?: boolean;
}) {
  const [listed, setListed] = useState(FIRST_DIAGRAMS);
  const sound = useNeckSound(settings.tuning);
  const narrow = useNarrowScreen();
  if (voicings.length === 0) {
    return (
      <p className="callout" role="status">
        {filtered
          ? `No voicing of ${chordName} matches these filters. Loosen one of them, or clear them.`
          : `No playable voicing of ${chordName} fits one hand in this tuning. Try another tuning, or see its notes below.`}
      </p>
    );
  }
  const current = Math.min(Math.max(0, index), voicings.length - 1);
  const voicing = voicings[current]!;
  const { notes, muted, fromFret, toFret } = voicingNeck(voicing, narrow);
  // Each voicing's link names its shape, so it keeps showing that shape (the first needs none).
  const step = (to: number) =>
    withSearch({ voicing: undefined, shape: to <= 0 ? undefined : formatFrets(voicings[to]?.frets ?? []) });
  // The best first; the current one is always among those listed.
  const shown = voicings.slice(0, Math.max(listed, current + 1));
  return (
    <section className="voicings" aria-label="Voicings">
      <div className="stepper">
        <Link
          to="."
          search={step(current - 1)}
          activeOptions={sameSearch}
          replace
          disabled={current === 0}
          className="button-secondary"
          aria-label="Previous voicing"
        >
          ‹ Previous
        </Link>
        <span role="status">
          Voicing {current + 1} of {voicings.length}
        </span>
        <Link
          to="."
          search={step(current + 1)}
          activeOptions={sameSearch}
          replace
          disabled={current === voicings.length - 1}
          className="button-secondary"
          aria-label="Next voicing"
        >
          Next ›
        </Link>
      </div>
      <div className={settings.neckDirection === 'DOWN' ? 'neck-beside' : undefined}>
        <Fretboard
          {...settings}
          notes={notes}
          mutedStrings={muted}
          fromFret={fromFret}
          toFret={toFret}
          label={`${chordName}, voicing ${current + 1}, on the fretboard`}
          {...sound}
        />
        {settings.neckDirection === 'DOWN' ? (
          // The upright neck leaves room at its side: the chord box stays in sight beside it.
          // A picture of the neck's voicing, which screen readers already have from the neck.
          <figure className="neck-beside-chart" aria-hidden="true">
            <ChordDiagram voicing={voicing} name={chordName} hand={settings.hand} />
            <figcaption>{voicing.frets.map((f) => (f === -1 ? 'x' : f)).join(' ')}</figcaption>
          </figure>
        ) : null}
      </div>
      <TonePanel tuning={settings.tuning} notes={notes} kind="chord" />
      <ul className="voicing-list">
        {shown.map((v, i) => (
          <li key={v.frets.join(',')}>
            <figure className="voicing" aria-current={i === current ? 'true' : undefined}>
              <Link to="." search={step(i)} activeOptions={sameSearch} replace>
                <span className="visually-hidden">Show voicing {i + 1}: </span>
                <ChordDiagram voicing={v} name={chordName} hand={settings.hand} />
              </Link>
              <figcaption>
                {v.frets.map((f) => (f === -1 ? 'x' : f)).join(' ')}
                <span className="voicing-difficulty">{difficultyText(v)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="voicing-more">
        {shown.length < voicings.length ? (
          <button type="button" className="button-secondary" onClick={() => setListed(shown.length + MORE_DIAGRAMS)}>
            More voicings ({Math.min(MORE_DIAGRAMS, voicings.length - shown.length)} of {voicings.length - shown.length}{' '}
            left)
          </button>
        ) : null}
        {shown.length > FIRST_DIAGRAMS ? (
          <button type="button" className="button-secondary" onClick={() => setListed(FIRST_DIAGRAMS)}>
            Show fewer
          </button>
        ) : null}
      </div>
    </section>
  );
}

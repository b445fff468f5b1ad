import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ChordDiagram, Fretboard } from '../../fretboard';
import type { Voicing } from '../../theory';
import { TonePanel, useNeckSound } from '../tone';
import type { NeckSettings } from '../neck/useNeckSettings';
import { sameSearch, withSearch } from '../neck/useSearchPatch';

const FIRST_DIAGRAMS = 12;

/** The neck showing one voicing, the steps to the next and previous, and the voicings as chord boxes. */
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
  const [showAll, setShowAll] = useState(false);
  const sound = useNeckSound(settings.tuning);
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
  const notes = voicing.notes.filter((note) => note !== null);
  const muted = voicing.frets.flatMap((fret, string) => (fret === -1 ? [string] : []));
  // A window of about eight frets around the shape, so it is in view on a phone too.
  const fromFret = voicing.maxFret <= 5 ? 0 : Math.max(0, voicing.minFret - 2);
  const toFret = Math.min(24, Math.max(fromFret + 8, voicing.maxFret + 1));
  const step = (to: number) => withSearch({ voicing: to === 0 ? undefined : to + 1 });
  const shown = showAll ? voicings : voicings.slice(0, FIRST_DIAGRAMS);
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
      <Fretboard
        {...settings}
        notes={notes}
        mutedStrings={muted}
        fromFret={fromFret}
        toFret={toFret}
        label={`${chordName}, voicing ${current + 1}, on the fretboard`}
        {...sound}
      />
      <TonePanel tuning={settings.tuning} notes={notes} kind="chord" />
      <ul className="voicing-list">
        {shown.map((v, i) => (
          <li key={v.frets.join(',')}>
            <figure className="voicing" aria-current={i === current ? 'true' : undefined}>
              <Link to="." search={step(i)} activeOptions={sameSearch} replace>
                <span className="visually-hidden">Show voicing {i + 1}: </span>
                <ChordDiagram voicing={v} name={chordName} hand={settings.hand} />
              </Link>
              <figcaption>{v.frets.map((f) => (f === -1 ? 'x' : f)).join(' ')}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {voicings.length > FIRST_DIAGRAMS ? (
        <button type="button" className="button-secondary" onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${voicings.length} voicings`}
        </button>
      ) : null}
    </section>
  );
}

import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { Note } from 'tonal';
import { chordTypeSlug, scaleLink } from '../../theory/catalog';
import { readChord, readNotes, scalesContaining, identifyChord } from '../../theory/identify';
import { midiAt } from '../../theory/neck';
import type { ChordReading } from '../../theory/types';
import { FreeNeck } from '../free-play/FreeNeck';
import { useFreeNeck, type NeckSearch } from '../free-play/FreePlayNeck';
import { fretsFromSelection, hasStackedNotes, toPositions } from '../free-play/selection';

/** Press notes, read the chord: ranked names with why, and the scales that hold the notes. */
export function ChordFinder({ search }: { search: NeckSearch }) {
  const { settings, held, neckProps } = useFreeNeck(search);

  const { names, readings, scales } = useMemo(() => {
    const frets = fretsFromSelection(held);
    const stacked = hasStackedNotes(held);
    const midi = toPositions(held).map((p) => midiAt(settings.tuning, p));
    const readings = stacked ? readNotes(midi) : readChord(frets, settings.tuning.pitches);
    const names = stacked ? readings.map((r) => r.name) : identifyChord(frets, settings.tuning.pitches);
    const pitchClasses = [...new Set(midi.sort((a, b) => a - b).map((m) => Note.pitchClass(Note.fromMidiSharps(m))))];
    return { names, readings, scales: pitchClasses.length >= 3 ? scalesContaining(pitchClasses, undefined, 8) : [] };
  }, [held, settings.tuning]);

  const best = readings[0];
  return (
    <FreeNeck {...neckProps} root={best?.root} label="Fretboard: press the notes of a chord">
      <div className="finder-results" aria-live="polite">
        {held.length === 0 ? null : names.length === 0 ? (
          <p>
            {held.length === 1
              ? 'Add more notes to name a chord.'
              : 'These notes do not make a chord we know. Try adding or moving a note.'}
          </p>
        ) : (
          <>
            <h2 className="finder-name">{names[0]}</h2>
            {best && best.name === names[0] ? (
              <p>{best.why}</p>
            ) : names[0] !== best?.name && best ? (
              <p>
                Also read as {best.name}: {best.why}
              </p>
            ) : null}
            {readings.length > 0 ? (
              <ol className="reading-list">
                {readings.slice(0, 8).map((reading) => (
                  <li key={reading.name}>
                    <ReadingLink reading={reading} tuning={search.tuning} />
                    <span className="reading-intervals"> {reading.intervalsOverBass.join(' ')}</span>
                    <span className="reading-why">{reading.why}</span>
                  </li>
                ))}
              </ol>
            ) : null}
          </>
        )}
        {scales.length > 0 ? (
          <>
            <h3>Scales with these notes</h3>
            <ul className="chip-list">
              {scales.map((name) => {
                const link = scaleLink(name);
                return (
                  <li key={name}>
                    {link ? (
                      <Link
                        to="/scales/$root/$type"
                        params={link}
                        search={search.tuning ? { tuning: search.tuning } : {}}
                      >
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </div>
    </FreeNeck>
  );
}

function ReadingLink({ reading, tuning }: { reading: ChordReading; tuning?: string }) {
  const type =
    chordTypeSlug(reading.type) ?? chordTypeSlug(reading.symbol.replace(reading.root, '').split('/')[0] ?? '');
  if (!type) return <strong>{reading.name}</strong>;
  return (
    <Link to="/chords/$root/$type" params={{ root: reading.root, type }} search={tuning ? { tuning } : {}}>
      <strong>{reading.name}</strong>
    </Link>
  );
}

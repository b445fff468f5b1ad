/** The chord, scale, arpeggio and root screens: loaded on first visit, with tonal. */
import { getRouteApi, Link } from '@tanstack/react-router';
import { Chord, Note, Scale } from 'tonal';
import { DEFAULT_TOOL_KEY } from '../../constants';
import { ArrivingSoon, Page } from '../../layout/Page';
import { NotFoundScreen } from '../../routes/notFound';
import { paths } from '../../routes/paths';

const chordRoute = getRouteApi(paths.chord);
const scaleRoute = getRouteApi(paths.scale);
const arpeggioRoute = getRouteApi(paths.arpeggio);
const rootNoteRoute = getRouteApi(paths.root);

const NATURAL_AND_SHARP_ROOTS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const COMMON_CHORDS = ['major', 'minor', '7', 'maj7', 'm7', 'sus2', 'sus4', 'dim', 'aug', 'm7b5', '6', '9'];
const COMMON_SCALES = ['major', 'minor', 'major-pentatonic', 'minor-pentatonic', 'blues', 'dorian', 'mixolydian', 'harmonic-minor'];
const COMMON_ARPEGGIOS = ['major', 'minor', '7', 'maj7', 'm7', 'm7b5', 'dim7'];

/** A root from the URL ("C", "F#", "Bb"), or null when it is not a note name. */
function parseRoot(raw: string): string | null {
  const note = Note.get(decodeURIComponent(raw));
  return note.empty || note.oct !== undefined ? null : note.pc;
}

const fromSlug = (slug: string) => decodeURIComponent(slug).replace(/-/g, ' ');

function PatternLinks({ base, root, types }: { base: '/chords' | '/scales' | '/arpeggios'; root: string; types: string[] }) {
  return (
    <ul className="chip-list">
      {types.map((type) => (
        <li key={type}>
          <Link to={`${base}/$root/$type`} params={{ root, type }}>
            {root} {fromSlug(type)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NoteList({ notes, intervals }: { notes: string[]; intervals: string[] }) {
  return (
    <dl className="facts">
      <dt>Notes</dt>
      <dd>{notes.join(' – ')}</dd>
      <dt>Intervals</dt>
      <dd>{intervals.join(' – ')}</dd>
    </dl>
  );
}

const soon = 'the fretboard diagram, voicings and playback for this pattern come with the fretboard release.';

export function ChordsScreen() {
  return (
    <Page screen="Chords" lead="Every chord, in every key, on the neck in your tuning.">
      <PatternLinks base="/chords" root={DEFAULT_TOOL_KEY} types={COMMON_CHORDS} />
      <ArrivingSoon>chord diagrams and voicings in all 16 tunings.</ArrivingSoon>
    </Page>
  );
}

/** A chord's page and an arpeggio's page show the same chord, named for what it is. */
function ChordPattern({ root, type, screen, noun }: { root: string; type: string; screen: 'Chord' | 'Arpeggio'; noun: string }) {
  const note = parseRoot(root);
  const chord = note ? Chord.getChord(fromSlug(type), note) : null;
  if (!chord || chord.empty) return <NotFoundScreen />;
  return (
    <Page screen={screen} title={`${chord.tonic ?? note} ${chord.type || fromSlug(type)} ${noun}`} lead={`Symbol: ${chord.symbol}`}>
      <NoteList notes={chord.notes} intervals={chord.intervals} />
      <ArrivingSoon>{soon}</ArrivingSoon>
    </Page>
  );
}

export function ChordScreen() {
  const { root, type } = chordRoute.useParams();
  return <ChordPattern root={root} type={type} screen="Chord" noun="chord" />;
}

export function ScalesScreen() {
  return (
    <Page screen="Scales" lead="Scales and modes across the whole neck, position by position.">
      <PatternLinks base="/scales" root={DEFAULT_TOOL_KEY} types={COMMON_SCALES} />
      <ArrivingSoon>scale positions (CAGED, three notes per string) on the fretboard.</ArrivingSoon>
    </Page>
  );
}

export function ScaleScreen() {
  const { root, type } = scaleRoute.useParams();
  const note = parseRoot(root);
  const scale = note ? Scale.get(`${note} ${fromSlug(type)}`) : null;
  if (!scale || scale.empty) return <NotFoundScreen />;
  return (
    <Page screen="Scale" title={`${scale.name} scale`}>
      <NoteList notes={scale.notes} intervals={scale.intervals} />
      <ArrivingSoon>{soon}</ArrivingSoon>
    </Page>
  );
}

export function ArpeggiosScreen() {
  return (
    <Page screen="Arpeggios" lead="The notes of a chord, one at a time, across the neck.">
      <PatternLinks base="/arpeggios" root={DEFAULT_TOOL_KEY} types={COMMON_ARPEGGIOS} />
      <ArrivingSoon>arpeggio shapes on the fretboard.</ArrivingSoon>
    </Page>
  );
}

export function ArpeggioScreen() {
  const { root, type } = arpeggioRoute.useParams();
  return <ChordPattern root={root} type={type} screen="Arpeggio" noun="arpeggio" />;
}

export function RootsScreen() {
  return (
    <Page screen="Roots" lead="Find every place a note lives on the neck.">
      <ul className="chip-list">
        {NATURAL_AND_SHARP_ROOTS.map((root) => (
          <li key={root}>
            <Link to="/roots/$root" params={{ root }}>
              {root}
            </Link>
          </li>
        ))}
      </ul>
      <ArrivingSoon>every position of each note highlighted on the fretboard.</ArrivingSoon>
    </Page>
  );
}

export function RootScreen() {
  const { root } = rootNoteRoute.useParams();
  const note = parseRoot(root);
  if (!note) return <NotFoundScreen />;
  const enharmonic = Note.enharmonic(note);
  return (
    <Page screen="Root" title={`The note ${note}`} lead={enharmonic !== note ? `Also written ${enharmonic}.` : undefined}>
      <ArrivingSoon>every position of {note} highlighted on the fretboard, in your tuning.</ArrivingSoon>
    </Page>
  );
}


/**
 * The chord, scale, arpeggio and root pages: loaded on first visit, with the theory engine.
 * Over 350 lines: the four pages share their helpers (refs, items, tuning control), and
 * splitting them apart would scatter those; the index screens are the next to move out.
 */
import { useMemo } from 'react';
import { getRouteApi, Link, useLocation } from '@tanstack/react-router';
import type { ProgressItem } from '#events/progressEvents';
import { Chord, Note, Scale } from 'tonal';
import { DEFAULT_TOOL_KEY } from '../../constants';
import { Fretboard } from '../../fretboard';
import { Page } from '../../layout/Page';
import { NotFoundScreen } from '../../routes/notFound';
import { paths } from '../../routes/paths';
import {
  arpeggioShapes,
  chordSymbol,
  chordTypeKey,
  chordVoicings,
  degreeLabel,
  formatFrets,
  parseFrets,
  resolveChordType,
  resolveScaleType,
  rootNotesOnNeck,
  ROOTS,
  sameFrets,
  scaleShapes,
} from '../../theory';
import type { PatternShape, Voicing } from '../../theory';
import { useNarrowScreen } from '../../layout/useNarrowScreen';
import { NeckControls } from '../neck/NeckControls';
import { LearningMode } from '../learning-mode';
import { FavouriteToggle, ProgressPanel } from '../progress';
import { TonePanel, useNeckSound } from '../tone';
import { formatTuningParam } from '../neck/tuningParam';
import { useNeckSettings } from '../neck/useNeckSettings';
import { sameSearch, useSearchPatch, withSearch } from '../neck/useSearchPatch';
import { PatternPicker } from './PatternPicker';
import { VoicingFilters } from './VoicingFilters';
import { parseVoicingFilters, voicingOptions, withinLevel } from './voicingFilters';
import { voicingNeck, VoicingStepper } from './VoicingStepper';

const chordRoute = getRouteApi(paths.chord);
const scaleRoute = getRouteApi(paths.scale);
const arpeggioRoute = getRouteApi(paths.arpeggio);
const rootNoteRoute = getRouteApi(paths.root);

/** A chord symbol as guitarists write it (tonal writes a major triad "CM", we write "C"). */
const guitarSymbol = (chord: { tonic: string | null; type: string; symbol: string; aliases: string[] }) =>
  chord.tonic ? chordSymbol(chord.tonic, chord.aliases[0] ?? chord.type) : chord.symbol;

/** A root from the URL ("C", "F#", "Bb"), or null when it is not a note name. */
function parseRoot(raw: string): string | null {
  const note = Note.get(decodeURIComponent(raw));
  return note.empty || note.oct !== undefined ? null : note.pc;
}

const decoded = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** A path segment of a favourite's ref: encoded once, whatever the router handed over. */
const segment = (raw: string) => encodeURIComponent(decoded(raw));

/** An item's title within the 120 characters an item may have. */
const clip = (title: string) => (title.length > 120 ? `${title.slice(0, 119)}…` : title);

/** A ref: the path and the given search, without empty values. */
function refOf(path: string, search: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search))
    if (value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The chosen voicing as its own favourite: the page's search (filters, tuning) with the
 * voicing named by its shape, so it opens the same shape whatever the order does later.
 */
function useVoicingItem(path: string, symbol: string, shape: string, olderLink: boolean): ProgressItem {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const query = new URLSearchParams(searchStr);
  // Opened from a link that names the voicing by its place (a favourite saved before shapes):
  // the item is that link, so its heart shows it saved, and pressing it takes that one away.
  if (!olderLink) {
    query.delete('voicing');
    query.set('shape', shape);
  }
  return { kind: 'voicing', ref: `${path}?${query.toString()}`, title: clip(`${symbol} chord, ${shape}`) };
}

/**
 * Which of `voicings` the link asks for: the one with its `?shape=`, or for an older link
 * the one at its `?voicing=` place in the order of the day it was made (legacyOrder.ts),
 * found here by its shape. The first when there is none or it is not among them.
 */
function chosenVoicing(
  voicings: Voicing[],
  search: { shape?: string; voicing?: number },
  legacy: () => Voicing[],
): number {
  let frets = search.shape ? parseFrets(search.shape) : null;
  if (!frets && search.voicing !== undefined) frets = legacy()[search.voicing - 1]?.frets ?? null;
  if (!frets) return 0;
  const wanted = frets;
  return Math.max(
    0,
    voicings.findIndex((v) => sameFrets(v.frets, wanted)),
  );
}

function Facts({ notes, intervals, symbol }: { notes: string[]; intervals: string[]; symbol?: string }) {
  return (
    <dl className="facts">
      {symbol ? (
        <>
          <dt>Symbol</dt>
          <dd>{symbol}</dd>
        </>
      ) : null}
      <dt>Notes</dt>
      <dd>{notes.join(' – ')}</dd>
      <dt>Intervals</dt>
      <dd>{intervals.join(' – ')}</dd>
      <dt>Formula</dt>
      <dd>{intervals.map(degreeLabel).join(' – ')}</dd>
    </dl>
  );
}

/** The tuning control of a pattern page: the link follows it when the link names a tuning. */
function useTuningControl(tuningParam: string | undefined) {
  const settings = useNeckSettings(tuningParam);
  const patchSearch = useSearchPatch();
  const onTuningChange = (tuning: Parameters<typeof formatTuningParam>[0]) =>
    patchSearch({ tuning: tuningParam ? formatTuningParam(tuning) : undefined });
  return { settings, onTuningChange };
}

function SectionIndex({
  screen,
  lead,
  section,
  types,
}: {
  screen: string;
  lead: string;
  section: 'chords' | 'scales' | 'arpeggios';
  types: string[];
}) {
  return (
    <Page screen={screen} lead={lead}>
      <PatternPicker section={section} root={DEFAULT_TOOL_KEY} type={types[0]!} />
      <ul className="chip-list">
        {types.map((type) => (
          <li key={type}>
            <Link to={`/${section}/$root/$type`} params={{ root: DEFAULT_TOOL_KEY, type }}>
              {DEFAULT_TOOL_KEY} {type.replace(/-/g, ' ')}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}

export function ChordsScreen() {
  return (
    <SectionIndex
      screen="Chords"
      lead="Every chord, in every key, with the voicings a guitarist would play, in your tuning."
      section="chords"
      types={['major', 'minor', '7', 'maj7', 'm7', 'sus2', 'sus4', 'dim', 'aug', 'm7b5', '6', '9']}
    />
  );
}

export function ScalesScreen() {
  return (
    <SectionIndex
      screen="Scales"
      lead="Scales and modes across the whole neck, position by position."
      section="scales"
      types={[
        'major',
        'minor',
        'major-pentatonic',
        'minor-pentatonic',
        'minor-blues',
        'dorian',
        'mixolydian',
        'harmonic-minor',
      ]}
    />
  );
}

export function ArpeggiosScreen() {
  return (
    <SectionIndex
      screen="Arpeggios"
      lead="The notes of a chord, one at a time, across the neck."
      section="arpeggios"
      types={['major', 'minor', '7', 'maj7', 'm7', 'm7b5', 'dim7']}
    />
  );
}

export function ChordScreen() {
  const { root: rawRoot, type } = chordRoute.useParams();
  const search = chordRoute.useSearch();
  const { settings, onTuningChange } = useTuningControl(search.tuning);
  const root = parseRoot(rawRoot);
  const chordType = resolveChordType(decodeURIComponent(type));
  const filters = parseVoicingFilters(search);
  const filterKey = JSON.stringify(filters);
  const voicings = useMemo(
    () =>
      root && chordType
        ? withinLevel(
            chordVoicings(
              root,
              chordTypeKey(chordType),
              settings.tuning.pitches,
              voicingOptions(JSON.parse(filterKey)),
            ),
            filters.level,
          )
        : [],
    [root, chordType, settings.tuning, filterKey, filters.level],
  );
  const path = `/chords/${segment(root ?? '')}/${segment(type)}`;
  const index = useMemo(
    () =>
      chosenVoicing(voicings, search, () =>
        root && chordType
          ? chordVoicings(root, chordTypeKey(chordType), settings.tuning.pitches, {
              ...voicingOptions(JSON.parse(filterKey)),
              order: 'legacy',
            })
          : [],
      ),
    [voicings, search, root, chordType, settings.tuning, filterKey],
  );
  const voicingNumber = index + 1;
  const narrow = useNarrowScreen();
  const voicingItem = useVoicingItem(
    path,
    root && chordType ? guitarSymbol(Chord.getChord(chordTypeKey(chordType), root)) : '',
    voicings[index] ? formatFrets(voicings[index].frets) : '',
    search.shape === undefined && search.voicing !== undefined,
  );
  if (!root || !chordType) return <NotFoundScreen />;
  const chord = Chord.getChord(chordTypeKey(chordType), root);
  const name = `${root} ${chordType.name || chordType.aliases[0]}`;
  const symbol = guitarSymbol(chord);
  const chordItem: ProgressItem = { kind: 'chord', ref: path, title: clip(`${name} chord`) };
  const shown = voicings[index] ? voicingNeck(voicings[index], narrow) : null;
  return (
    <Page screen="Chord" title={`${name} chord`} lead={`${symbol}: ${chord.notes.join(', ')}`}>
      <ProgressPanel item={chordItem} />
      <PatternPicker section="chords" root={root} type={type} tuning={search.tuning} />
      <VoicingFilters filters={filters} />
      <LearningMode
        settings={settings}
        notes={shown?.notes ?? []}
        mutedStrings={shown?.muted}
        fromFret={shown?.fromFret ?? 0}
        toFret={shown?.toFret ?? 12}
        title={voicings[index] ? `${symbol} chord, ${formatFrets(voicings[index].frets)}` : `${symbol} chord`}
        item={chordItem}
      >
        <VoicingStepper
          voicings={voicings}
          index={index}
          chordName={symbol}
          settings={settings}
          filtered={Object.keys(filters).length > 0}
        />
      </LearningMode>
      {voicings.length > 0 ? (
        <div className="progress-toggles">
          <FavouriteToggle item={voicingItem} label={`Favourite voicing ${voicingNumber}`} />
        </div>
      ) : null}
      <Facts notes={chord.notes} intervals={chord.intervals} symbol={symbol} />
      <NeckControls tuning={settings.tuning} onTuningChange={onTuningChange} />
    </Page>
  );
}

/** A scale's or an arpeggio's page: the neck showing one position, and the positions to choose. */
function ShapesPage({
  screen,
  title,
  shapes,
  positionId,
  tuningParam,
  facts,
  picker,
  item,
}: {
  screen: string;
  title: string;
  /** The pattern as a progress item, before a position is chosen. */
  item: { kind: 'scale' | 'arpeggio'; path: string };
  shapes: PatternShape[];
  positionId: string | undefined;
  tuningParam: string | undefined;
  facts: React.ReactNode;
  picker: React.ReactNode;
}) {
  const { settings, onTuningChange } = useTuningControl(tuningParam);
  const sound = useNeckSound(settings.tuning);
  const current =
    shapes.find((shape) => shape.id === positionId) ?? shapes.find((shape) => shape.id === 'all') ?? shapes[0];
  const whole = current?.id === 'all';
  // A position with room round it; on a phone held upright only its frets, so it fits the screen.
  const narrow = useNarrowScreen();
  const fromFret = whole || !current ? 0 : Math.max(0, current.fromFret - 1);
  const toFret =
    whole || !current
      ? 15
      : Math.min(24, narrow ? Math.max(fromFret + 4, current.toFret + 1) : Math.max(fromFret + 12, current.toFret + 1));
  // A chosen position is an item of its own ("A minor pentatonic scale, position 1"), in its tuning.
  const position = current && !whole && shapes.length > 1 ? current : undefined;
  const progressItem: ProgressItem = {
    kind: item.kind,
    ref: refOf(item.path, { position: position?.id, tuning: position ? tuningParam : undefined }),
    title: clip(position ? `${title}, ${position.name.charAt(0).toLowerCase()}${position.name.slice(1)}` : title),
  };
  return (
    <Page screen={screen} title={title}>
      <ProgressPanel item={progressItem} />
      {picker}
      {shapes.length > 1 ? (
        <nav aria-label="Positions" className="positions">
          <ul className="chip-list">
            {shapes.map((shape) => (
              <li key={shape.id}>
                <Link
                  to="."
                  search={withSearch({ position: shape.id === 'all' ? undefined : shape.id })}
                  activeOptions={sameSearch}
                  replace
                >
                  {shape.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {current ? (
        <LearningMode
          settings={settings}
          notes={current.notes}
          fromFret={fromFret}
          toFret={toFret}
          title={`${title}, ${current.name}`}
          item={progressItem}
          ordered
        >
          <Fretboard
            {...settings}
            {...sound}
            notes={current.notes}
            fromFret={fromFret}
            toFret={toFret}
            label={`${title}, ${current.name}, on the fretboard`}
          />
          <TonePanel tuning={settings.tuning} notes={current.notes} kind={item.kind} />
        </LearningMode>
      ) : (
        <p className="callout">This pattern has no notes on this tuning's neck.</p>
      )}
      {facts}
      <NeckControls tuning={settings.tuning} onTuningChange={onTuningChange} />
    </Page>
  );
}

export function ScaleScreen() {
  const { root: rawRoot, type } = scaleRoute.useParams();
  const search = scaleRoute.useSearch();
  const root = parseRoot(rawRoot);
  const scaleType = resolveScaleType(decodeURIComponent(type));
  const { settings } = useTuningControl(search.tuning);
  const shapes = useMemo(
    () => (root && scaleType ? scaleShapes(root, scaleType.name, settings.tuning.pitches) : []),
    [root, scaleType, settings.tuning],
  );
  if (!root || !scaleType) return <NotFoundScreen />;
  const scale = Scale.get(`${root} ${scaleType.name}`);
  return (
    <ShapesPage
      screen="Scale"
      title={`${scale.name} scale`}
      item={{ kind: 'scale', path: `/scales/${segment(root)}/${segment(type)}` }}
      shapes={shapes}
      positionId={search.position}
      tuningParam={search.tuning}
      picker={<PatternPicker section="scales" root={root} type={type} tuning={search.tuning} />}
      facts={<Facts notes={scale.notes} intervals={scale.intervals} />}
    />
  );
}

export function ArpeggioScreen() {
  const { root: rawRoot, type } = arpeggioRoute.useParams();
  const search = arpeggioRoute.useSearch();
  const root = parseRoot(rawRoot);
  const chordType = resolveChordType(decodeURIComponent(type));
  const { settings } = useTuningControl(search.tuning);
  const shapes = useMemo(
    () => (root && chordType ? arpeggioShapes(root, chordTypeKey(chordType), settings.tuning.pitches) : []),
    [root, chordType, settings.tuning],
  );
  if (!root || !chordType) return <NotFoundScreen />;
  const chord = Chord.getChord(chordTypeKey(chordType), root);
  return (
    <ShapesPage
      screen="Arpeggio"
      title={`${root} ${chordType.name || chordType.aliases[0]} arpeggio`}
      item={{ kind: 'arpeggio', path: `/arpeggios/${segment(root)}/${segment(type)}` }}
      shapes={shapes}
      positionId={search.position}
      tuningParam={search.tuning}
      picker={<PatternPicker section="arpeggios" root={root} type={type} tuning={search.tuning} />}
      facts={<Facts notes={chord.notes} intervals={chord.intervals} symbol={guitarSymbol(chord)} />}
    />
  );
}

export function RootsScreen() {
  return (
    <Page screen="Roots" lead="Find every place a note lives on the neck.">
      <ul className="root-list">
        {ROOTS.map((root) => (
          <li key={root}>
            <Link to="/roots/$root" params={{ root }}>
              {root}
            </Link>
          </li>
        ))}
      </ul>
      <p className="hint">
        On a note&rsquo;s page, Learning mode asks you to find it on the neck; the <Link to="/quiz">Quiz</Link> asks
        about every note, and shows your slow spots.
      </p>
    </Page>
  );
}

export function RootScreen() {
  const { root: rawRoot } = rootNoteRoute.useParams();
  const search = rootNoteRoute.useSearch();
  const note = parseRoot(rawRoot);
  const { settings, onTuningChange } = useTuningControl(search.tuning);
  const sound = useNeckSound(settings.tuning);
  const notes = useMemo(
    () => (note ? rootNotesOnNeck(note, settings.tuning.pitches, 0, 12) : []),
    [note, settings.tuning],
  );
  if (!note) return <NotFoundScreen />;
  const enharmonic = Note.enharmonic(note);
  const rootItem: ProgressItem = { kind: 'root', ref: `/roots/${segment(note)}`, title: `The note ${note}` };
  return (
    <Page
      screen="Root"
      title={`The note ${note}`}
      lead={`Every ${note} from the nut to the 12th fret${enharmonic !== note ? ` (also written ${enharmonic})` : ''}; past the 12th fret the pattern repeats.`}
    >
      <ProgressPanel item={rootItem} />
      <ul className="root-list">
        {ROOTS.map((root) => (
          <li key={root}>
            <Link
              to="/roots/$root"
              params={{ root }}
              search={search.tuning ? { tuning: search.tuning } : {}}
              aria-current={Note.chroma(root) === Note.chroma(note) ? 'true' : undefined}
            >
              {root}
            </Link>
          </li>
        ))}
      </ul>
      <LearningMode settings={settings} notes={notes} fromFret={0} toFret={12} title={`every ${note}`} item={rootItem}>
        <Fretboard
          {...settings}
          {...sound}
          notes={notes}
          fromFret={0}
          toFret={12}
          label={`Every ${note} on the fretboard`}
        />
        <TonePanel tuning={settings.tuning} notes={notes} kind="root" />
      </LearningMode>
      <NeckControls tuning={settings.tuning} onTuningChange={onTuningChange} />
    </Page>
  );
}

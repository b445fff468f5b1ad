import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Fretboard } from '../../fretboard';
import { paths } from '../../routes/paths';
import {
  arpeggioShapes,
  chordTypeKey,
  chordVoicings,
  parseFrets,
  resolveChordType,
  resolveScaleType,
  sameFrets,
  rootNotesOnNeck,
  scaleShapes,
} from '../../theory';
import type { NeckNote } from '../../theory';
import { parseTuningParam } from '../neck/tuningParam';
import { useNeckSettings } from '../neck/useNeckSettings';

const embedRoute = getRouteApi(paths.embed);

interface EmbeddedPattern {
  title: string;
  notes: NeckNote[];
  muted: number[];
  fromFret: number;
  toFret: number;
  /** The full page of the same pattern. */
  href: string;
}

/**
 * What an /embed/... address shows: the same pattern as the page at the rest of the
 * address (/embed/chords/C/maj7 is /chords/C/maj7), as the fretboard alone.
 */
export function embeddedPattern(
  splat: string,
  tuningPitches: string[],
  search: { shape?: unknown; voicing?: unknown; position?: unknown },
): EmbeddedPattern | null {
  const [section, rawRoot, rawType] = splat.split('/').map((part) => decodeURIComponent(part));
  const href = `/${splat}`;
  if (!section || !rawRoot) return null;
  if (section === 'roots' && rawType === undefined) {
    const notes = rootNotesOnNeck(rawRoot, tuningPitches, 0, 12);
    return notes.length ? { title: `Every ${rawRoot}`, notes, muted: [], fromFret: 0, toFret: 12, href } : null;
  }
  if (!rawType) return null;
  if (section === 'chords') {
    const type = resolveChordType(rawType);
    const voicings = type ? chordVoicings(rawRoot, chordTypeKey(type), tuningPitches) : [];
    // `?shape=x35553`, or an older `?voicing=3` read in the order of the day it was made.
    const place = Math.max(0, Number(search.voicing ?? 1) - 1 || 0);
    const wanted =
      parseFrets(search.shape) ??
      (type && search.voicing !== undefined
        ? (chordVoicings(rawRoot, chordTypeKey(type), tuningPitches, { order: 'legacy' })[place]?.frets ?? null)
        : null);
    const voicing = (wanted && voicings.find((v) => sameFrets(v.frets, wanted))) || voicings[0];
    if (!voicing || !type) return null;
    const fromFret = voicing.maxFret <= 5 ? 0 : Math.max(0, voicing.minFret - 2);
    return {
      title: `${rawRoot} ${type.name || type.aliases[0]}`,
      notes: voicing.notes.filter((note) => note !== null),
      muted: voicing.frets.flatMap((fret, string) => (fret === -1 ? [string] : [])),
      fromFret,
      toFret: Math.min(24, Math.max(fromFret + 8, voicing.maxFret + 1)),
      href,
    };
  }
  if (section === 'scales' || section === 'arpeggios') {
    const shapes =
      section === 'scales'
        ? (() => {
            const type = resolveScaleType(rawType);
            return type ? scaleShapes(rawRoot, type.name, tuningPitches) : [];
          })()
        : (() => {
            const type = resolveChordType(rawType);
            return type ? arpeggioShapes(rawRoot, chordTypeKey(type), tuningPitches) : [];
          })();
    const shape = shapes.find((s) => s.id === search.position) ?? shapes.find((s) => s.id === 'all');
    if (!shape) return null;
    const whole = shape.id === 'all';
    return {
      title: `${rawRoot} ${rawType.replace(/-/g, ' ')}${section === 'arpeggios' ? ' arpeggio' : ''}`,
      notes: shape.notes,
      muted: [],
      fromFret: whole ? 0 : Math.max(0, shape.fromFret - 1),
      toFret: whole ? 15 : Math.min(24, shape.toFret + 1),
      href,
    };
  }
  return null;
}

/** The Embedded screen: the fretboard alone, for an iframe on a teacher's site. */
export function EmbeddedNeck() {
  const { _splat: splat = '' } = embedRoute.useParams();
  const search = embedRoute.useSearch() as Record<string, unknown>;
  const settings = useNeckSettings(parseTuningParam(search.tuning));
  const pattern = useMemo(
    () =>
      embeddedPattern(splat, settings.tuning.pitches, {
        shape: search.shape,
        voicing: search.voicing,
        position: search.position,
      }),
    [splat, settings.tuning, search.shape, search.voicing, search.position],
  );
  if (!pattern) {
    return (
      <article className="page embedded" data-screen="Embedded">
        <h1 className="visually-hidden">Fretboard</h1>
        <p>
          Nothing to show at this address. Embed a chord, scale, arpeggio or note, for example{' '}
          <code>/embed/chords/C/maj7</code> or <code>/embed/scales/A/minor-pentatonic</code>.
        </p>
      </article>
    );
  }
  return (
    <article className="page embedded" data-screen="Embedded">
      <h1 className="embedded-title">{pattern.title}</h1>
      <Fretboard
        {...settings}
        notes={pattern.notes}
        mutedStrings={pattern.muted}
        fromFret={pattern.fromFret}
        toFret={pattern.toFret}
        label={`${pattern.title} on the fretboard`}
      />
      <p className="embedded-link">
        <a href={pattern.href} target="_blank" rel="noopener">
          Open in Fretboard
        </a>
      </p>
    </article>
  );
}

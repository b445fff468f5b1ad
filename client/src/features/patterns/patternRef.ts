/**
 * A saved item's ref ('/chords/C/maj7?shape=x32010', '/scales/A/minor-pentatonic?position=box-1',
 * '/roots/E') read back into the pattern its page shows, by the page's own rules
 * (patternSearch.ts, which routes/patterns.tsx reads its query with): `?shape=` names a
 * chord's voicing by its frets, an older `?voicing=N` by its place (from 2) in the order of
 * the day it was saved; `?position=` a scale's or an arpeggio's shape by id; `?tuning=` the
 * tuning. Never throws: anything that is not a pattern page (a lesson, a song, a melody,
 * junk) gives null.
 */
import { Note } from 'tonal';
import { resolveChordType, resolveScaleType } from '../../theory';
import { parseTuningParam } from '../neck/tuningParam';
import { olderVoicingParam, positionParam, shapeParam } from './patternSearch';

export interface PatternRef {
  kind: 'chord' | 'scale' | 'arpeggio' | 'root';
  /** A pitch class: 'C', 'F#', 'Bb'. */
  root: string;
  /** The type as the link writes it ('maj7', 'minor-pentatonic'); empty for a root. */
  type: string;
  /** A chord's voicing by its frets ('x32010'). */
  shape?: string;
  /** An older link's voicing: its place, counted from 1, in the order of the day it was saved. */
  voicing?: number;
  /** A scale's or an arpeggio's shape id ('box-1'). */
  position?: string;
  /** The link's tuning, as the `tuning` parameter writes it ('DADGAD', 'C2-G2-D3-A3-E4-G4'). */
  tuning?: string;
}

const SECTIONS = { chords: 'chord', scales: 'scale', arpeggios: 'arpeggio', roots: 'root' } as const;

const decoded = (raw: string): string | null => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
};

function pitchClass(raw: string | undefined): string | null {
  const text = raw === undefined ? null : decoded(raw);
  if (!text) return null;
  const note = Note.get(text);
  return note.empty || note.oct !== undefined ? null : note.pc;
}

/** The pattern a ref opens, or null when it opens no chord, scale, arpeggio or root page. */
export function parsePatternRef(ref: unknown): PatternRef | null {
  if (typeof ref !== 'string' || ref.length > 300 || !ref.startsWith('/') || ref.startsWith('//')) return null;
  const [pathPart = '', query = ''] = ref.split(/\?(.*)/s, 2);
  const segments = pathPart.replace(/\/$/, '').split('/').slice(1);
  const kind = SECTIONS[segments[0] as keyof typeof SECTIONS];
  if (!kind) return null;
  const root = pitchClass(segments[1]);
  if (!root) return null;
  const search = new URLSearchParams(query);
  const tuning = parseTuningParam(search.get('tuning'));
  const withTuning = tuning ? { tuning } : {};

  if (kind === 'root') return segments.length === 2 ? { kind, root, type: '', ...withTuning } : null;
  if (segments.length !== 3) return null;
  const type = decoded(segments[2]!);
  if (!type) return null;

  if (kind === 'scale' ? !resolveScaleType(type) : !resolveChordType(type)) return null;
  if (kind === 'chord') {
    const shape = shapeParam(search.get('shape'));
    if (shape) return { kind, root, type, shape, ...withTuning };
    const voicing = olderVoicingParam(search.get('voicing'));
    return { kind, root, type, ...(voicing ? { voicing } : {}), ...withTuning };
  }
  const position = positionParam(search.get('position'));
  return { kind, root, type, ...(position ? { position } : {}), ...withTuning };
}

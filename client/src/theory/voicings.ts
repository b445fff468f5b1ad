// Over 350 lines on purpose: the voicing search (every fret combination a hand can hold, pruned as it
// goes) and its cache are one hot loop measured by bench/voicings.bench.ts; ranking.ts and hand.ts are apart.
import { Interval, Note } from 'tonal';
import { bitCount, chordModel, type ChordModel } from './chordTones';
import { chordTypeKey, resolveChordType } from './chordType';
import { fingerHand } from './hand';
import { MAX_FRET, spellMidi } from './neck';
import { legacyOrder } from './legacyOrder';
import { rankFound, type Found } from './ranking';
import { DEFAULT_TUNING, getTuning, STRING_COUNT, type Tuning } from './tunings';
import type { NeckNote, TuningSpec, Voicing, VoicingOptions } from './types';

/*
 * The rules, as a guitarist would state them:
 *
 * - Hand: at most one note per string; the fretted notes lie within `maxStretch` frets
 *   (default 4, so maxFret − minFret ≤ 3: frets 1–4 or 5–8); open strings ring anywhere.
 *   Frets 0 to 24. Fingers as the hand model gives them (hand.ts): four fingers, a barre
 *   by any of them, the thumb on the lowest string.
 * - Muting: any number of strings may be muted below the bass (the thumb or the pick skips
 *   them) or above the highest sounding string (left unstrummed, or damped by the fretting
 *   fingers); between sounding strings at most one (a fretting finger damps it, as
 *   in `3x0003`). At least three strings sound, two for a two-note chord (power chord "5").
 * - Completeness: as `chordTones.ts` rules it (only the fifth, and the natural 9th and 11th
 *   of a thirteenth chord, may be left out); what is left out is listed in `omitted`.
 * - Ranking: as a chord book orders them (ranking.ts).
 * - Drop voicings: a four-note chord in close position (every inversion) with the second
 *   (drop 2) or third (drop 3) voice from the top an octave lower, on exactly four strings.
 *   Shapes that only repeat twelve frets higher are shown once, the lower (or the one
 *   nearest `aroundFret`).
 */

const DEFAULT_STRETCH = 4;
const AROUND_REACH = 3;
const CACHE_SIZE = 64;

interface Search {
  tuning: Tuning;
  chord: ChordModel;
  stretch: number;
  openStrings: boolean;
  /** Bit per tone allowed in the bass. */
  bassTones: number;
  /** Bit per string that must sound, or null for any set. */
  mustSound: number | null;
  minStrings: number;
  drop: 2 | 3 | null;
  /** A tone that may sound only as the bass (a slash chord's bass from outside the chord), or -1. */
  bassOnly: number;
}

/** Undoes the drop: the four pitches, bass raised an octave, must be a close voicing. */
function isDrop(midi: readonly number[], drop: 2 | 3): boolean {
  const [low, a, b, top] = midi as [number, number, number, number];
  if (!(low < a && a < b && b < top) || top - a >= 12) return false;
  const raised = low + 12;
  return drop === 2 ? b < raised && raised < top : a < raised && raised < b;
}

/** Every voicing the hand can play, one window of frets at a time (its lowest fretted fret). */
function search(s: Search): Found[] {
  const { tuning, chord, stretch } = s;
  const found: Found[] = [];
  const frets = Array<number>(STRING_COUNT).fill(-1);
  const candidates: number[][] = Array.from({ length: STRING_COUNT }, () => []);
  const allTones = (1 << chord.tones.length) - 1;

  const leaf = (
    covered: number,
    soundMask: number,
    base: number,
    maxFret: number,
    bassTone: number,
    interiorMutes: number,
  ) => {
    if ((covered & chord.required) !== chord.required) return;
    const sounding = bitCount(soundMask);
    if (sounding < s.minStrings) return;
    if (s.drop !== null) {
      if (covered !== allTones || chord.tones.length !== 4) return;
      const midi = frets.flatMap((fret, string) => (fret < 0 ? [] : [tuning.midi[string]! + fret]));
      if (!isDrop(midi, s.drop)) return;
    }
    const hand = fingerHand(frets);
    if (!hand) return;
    const highest = 31 - Math.clz32(soundMask);
    found.push({
      frets: frets.slice(),
      hand,
      covered,
      bassTone,
      minFret: base,
      maxFret,
      muted: STRING_COUNT - sounding,
      // A power chord leaves the treble strings out by design; only a gap inside it counts.
      mutedAboveBass: interiorMutes + (chord.tones.length === 2 ? 0 : STRING_COUNT - 1 - highest),
      usesOpen: frets.includes(0),
    });
  };

  // Depth-first over strings, lowest first; `pending` counts mutes since the last sounding string.
  // `lastBaseString`: past it no string can fret the window's lowest fret, which must sound.
  let lastBaseString = -1;
  const walk = (
    string: number,
    covered: number,
    soundMask: number,
    base: number,
    hasBase: boolean,
    maxFret: number,
    bassTone: number,
    pending: number,
    interiorMutes: number,
  ): void => {
    if (string === STRING_COUNT) {
      if (hasBase) leaf(covered, soundMask, base, maxFret, bassTone, interiorMutes);
      return;
    }
    if (!hasBase && string > lastBaseString) return;
    const left = STRING_COUNT - string;
    if (bitCount(chord.required & ~covered) > left || bitCount(soundMask) + left < s.minStrings) return;
    for (const fret of candidates[string]!) {
      frets[string] = fret;
      if (fret < 0) {
        walk(
          string + 1,
          covered,
          soundMask,
          base,
          hasBase,
          maxFret,
          bassTone,
          soundMask ? pending + 1 : 0,
          interiorMutes,
        );
        continue;
      }
      const tone = chord.toneAt[(tuning.midi[string]! + fret) % 12]!;
      if (tone === s.bassOnly && soundMask) continue;
      let bass = bassTone;
      if (!soundMask) {
        if (!((s.bassTones >> tone) & 1)) continue;
        bass = tone;
      }
      const interior = interiorMutes + pending;
      if (interior > 1) continue;
      walk(
        string + 1,
        covered | (1 << tone),
        soundMask | (1 << string),
        base,
        hasBase || fret === base,
        fret > maxFret ? fret : maxFret,
        bass,
        0,
        interior,
      );
    }
    frets[string] = -1;
  };

  for (let base = 0; base <= MAX_FRET; base++) {
    const top = base === 0 ? 0 : Math.min(MAX_FRET, base + stretch - 1);
    lastBaseString = -1;
    for (let string = 0; string < STRING_COUNT; string++) {
      const list = candidates[string]!;
      list.length = 0;
      const mustSound = s.mustSound === null ? null : (s.mustSound >> string) & 1;
      if (mustSound !== 1) list.push(-1);
      if (mustSound === 0) continue;
      const open = tuning.midi[string]!;
      if (s.openStrings && chord.toneAt[open % 12] !== -1) list.push(0);
      for (let fret = Math.max(1, base); fret <= top; fret++) {
        if (chord.toneAt[(open + fret) % 12] === -1) continue;
        list.push(fret);
        if (fret === base) lastBaseString = string;
      }
    }
    if (base === 0 || lastBaseString >= 0) walk(0, 0, 0, base, base === 0, 0, -1, 0, 0);
  }
  return found;
}

/** Dresses found voicings with note names; voicings of one list share their NeckNote objects. */
function dresser(chord: ChordModel, tuning: Tuning): (f: Found) => Voicing {
  const notes = new Map<number, NeckNote>();
  const noteAt = (string: number, fret: number): NeckNote => {
    const key = string * 32 + fret;
    let note = notes.get(key);
    if (!note) {
      const midi = tuning.midi[string]! + fret;
      const tone = chord.tones[chord.toneAt[midi % 12]!]!;
      const pitch = spellMidi(midi, chord.notes);
      note = {
        string,
        fret,
        pitch,
        note: Note.pitchClass(pitch),
        interval: tone.interval,
        degree: tone.degree,
        isRoot: tone.inversion === 0,
      };
      notes.set(key, note);
    }
    return note;
  };
  const omitted = new Map<number, string[]>();
  const omittedFrom = (covered: number): string[] => {
    let list = omitted.get(covered);
    if (!list)
      omitted.set(covered, (list = chord.tones.filter((_, i) => !((covered >> i) & 1)).map((tone) => tone.interval)));
    return list;
  };
  return (f) => {
    const sounding = f.frets.map((fret, string) => (fret < 0 ? null : noteAt(string, fret)));
    return {
      frets: f.frets,
      fingers: f.hand.fingers,
      barres: f.hand.barres,
      difficulty: f.hand.difficulty,
      reach: f.hand.reach,
      notes: sounding,
      bass: sounding.find((note) => note !== null)!.note,
      inversion: chord.tones[f.bassTone]!.inversion,
      omitted: omittedFrom(f.covered),
      minFret: f.minFret,
      maxFret: f.maxFret,
    };
  };
}

/** The string sets drop voicings use when none is chosen: adjacent for drop 2, one skipped for drop 3. */
const DROP_STRING_SETS: Readonly<Record<2 | 3, number[][]>> = {
  2: [
    [0, 1, 2, 3],
    [1, 2, 3, 4],
    [2, 3, 4, 5],
  ],
  3: [
    [0, 2, 3, 4],
    [1, 3, 4, 5],
  ],
};

const cache = new Map<string, Voicing[]>();

/** Forgets remembered voicing lists (for benchmarks and tests). */
export function clearVoicingCache(): void {
  cache.clear();
}

const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Every playable voicing of a chord, best first (see the rules at the top of this file).
 * `root` is a note name ("C", "F#", "Bb"), `type` a chord type as `resolveChordType`
 * reads it ("maj7", "m", "minor-seventh"), `tuning` a preset id or six pitches. A bad
 * root, type, tuning or option gives [], never an exception. The lists are remembered
 * (a small cache) and share their notes: treat the returned voicings as read-only.
 */
export function chordVoicings(
  root: string,
  type: string,
  tuning: TuningSpec = DEFAULT_TUNING,
  options: VoicingOptions = {},
): Voicing[] {
  const note = typeof root === 'string' ? Note.get(root) : Note.get('');
  const chordType = resolveChordType(type);
  const resolvedTuning = getTuning(tuning);
  if (note.empty || !chordType || !resolvedTuning || typeof options !== 'object' || options === null) return [];

  const {
    maxStretch = DEFAULT_STRETCH,
    openStrings = true,
    bass = 'any',
    strings,
    aroundFret,
    drop,
    limit,
    order = 'book',
    rootless = false,
    bassNote,
  } = options;
  const slashBass = bassNote === undefined ? undefined : typeof bassNote === 'string' ? Note.get(bassNote) : null;
  if (slashBass === null || slashBass?.empty || (slashBass && bass !== 'any')) return [];
  if (order !== 'book' && order !== 'legacy') return [];
  if (typeof rootless !== 'boolean') return [];
  // Leaving the root to the bass player makes sense for chords of four tones or more.
  if (rootless && (chordType.intervals.length < 4 || bass === 'root' || bass === 0)) return [];
  if (!isWholeIn(maxStretch, 1, MAX_FRET + 1)) return [];
  if (bass !== 'any' && bass !== 'root' && !isWholeIn(bass, 0, 3)) return [];
  if (aroundFret !== undefined && !isWholeIn(aroundFret, 0, MAX_FRET)) return [];
  if (drop !== undefined && drop !== 2 && drop !== 3) return [];
  if (limit !== undefined && !isWholeIn(limit, 0, Number.MAX_SAFE_INTEGER)) return [];
  if (strings !== undefined && (!Array.isArray(strings) || strings.some((s) => !isWholeIn(s, 0, STRING_COUNT - 1))))
    return [];

  const key = JSON.stringify([
    note.pc,
    chordTypeKey(chordType),
    resolvedTuning.midi,
    maxStretch,
    openStrings !== false,
    bass,
    strings ?? null,
    aroundFret ?? null,
    drop ?? null,
    order,
    rootless,
    slashBass?.chroma ?? null,
  ]);
  let voicings = cache.get(key);
  if (voicings) {
    cache.delete(key);
  } else {
    voicings = computeVoicings(
      note.pc,
      chordType.intervals,
      resolvedTuning,
      {
        stretch: maxStretch,
        openStrings: openStrings !== false,
        bass,
        strings,
        aroundFret,
        drop: drop ?? null,
        rootless,
        bassNote: slashBass?.pc,
      },
      order,
    );
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, voicings);
  return voicings.slice(0, limit ?? voicings.length);
}

interface Settings {
  stretch: number;
  openStrings: boolean;
  bass: 'root' | 'any' | number;
  strings: readonly number[] | undefined;
  aroundFret: number | undefined;
  drop: 2 | 3 | null;
  rootless: boolean;
  /** A slash chord's bass (pitch class), a chord tone or not. */
  bassNote: string | undefined;
}

function computeVoicings(
  root: string,
  intervals: readonly string[],
  tuning: Tuning,
  settings: Settings,
  order: 'book' | 'legacy' = 'book',
): Voicing[] {
  // A slash chord's bass from outside the chord joins it as a tone that sounds only as the bass.
  const bassChroma = settings.bassNote === undefined ? -1 : Note.chroma(settings.bassNote)!;
  const outside =
    bassChroma >= 0 && !intervals.some((interval) => Note.chroma(Note.transpose(root, interval)) === bassChroma);
  const chord = chordModel(
    root,
    outside ? [...intervals, Interval.simplify(Interval.distance(root, settings.bassNote!))] : intervals,
  );
  const bassOnly = outside ? chord.tones.length - 1 : -1;
  if (settings.rootless) {
    // The root never sounds: it is no candidate anywhere, and no longer required.
    chord.toneAt[chord.tones[0]!.chroma] = -1;
    chord.required &= ~1;
  }
  const wantedInversion = settings.bass === 'root' ? 0 : settings.bass;
  let bassTones = 0;
  chord.tones.forEach((tone, i) => {
    if (settings.rootless && i === 0) return;
    if (bassChroma >= 0) {
      if (tone.chroma === bassChroma) bassTones |= 1 << i;
    } else if (wantedInversion === 'any' || tone.inversion === wantedInversion) bassTones |= 1 << i;
  });
  if (!bassTones) return [];

  const maskOf = (set: readonly number[]) => set.reduce((mask, string) => mask | (1 << string), 0);
  const stringSets: Array<number | null> = settings.drop
    ? (settings.strings ? [settings.strings] : DROP_STRING_SETS[settings.drop])
        .filter((set) => new Set(set).size === 4)
        .map(maskOf)
    : [settings.strings ? maskOf(settings.strings) : null];

  let found: Found[] = [];
  for (const mustSound of stringSets) {
    found = found.concat(
      search({
        tuning,
        chord,
        stretch: settings.stretch,
        openStrings: settings.openStrings,
        bassTones,
        mustSound,
        minStrings: chord.tones.length === 2 ? 2 : 3,
        drop: settings.drop,
        bassOnly,
      }),
    );
  }
  const around = settings.aroundFret;
  if (around !== undefined) found = found.filter((f) => Math.abs(f.minFret - around) <= AROUND_REACH);
  let ranked =
    order === 'legacy'
      ? legacyOrder(found, chord, around)
      : rankFound(found, chord, tuning, { aroundFret: around, chosenStrings: settings.strings !== undefined });
  if (settings.drop) {
    // On one string set each inversion has one shape, repeated twelve frets up: keep the first.
    const seen = new Set<string>();
    ranked = ranked.filter((f) => {
      const shape = `${f.frets.map((fret) => (fret < 0 ? 'x' : 'o')).join('')}:${f.bassTone}`;
      if (seen.has(shape)) return false;
      seen.add(shape);
      return true;
    });
    // As books list them: root position, then each inversion in turn.
    const inversion = (f: Found) => chord.tones[f.bassTone]!.inversion;
    if (order === 'book') ranked.sort((a, b) => inversion(a) - inversion(b));
  }

  return ranked.map(dresser(chord, tuning));
}

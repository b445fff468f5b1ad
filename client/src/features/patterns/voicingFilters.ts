// From the theory's files, not its index: the eager route file (routes/patterns.tsx) reads links with this
// module, and the index would bring tonal's dictionaries into the first page.
import { difficultyLabel } from '../../theory/hand';
import type { Voicing, VoicingOptions } from '../../theory/types';

/** The chord page's voicing filters as they travel in its link. */
export interface VoicingFilterSearch {
  stretch?: number;
  open?: 'no';
  bass?: 'root' | '1' | '2' | '3';
  strings?: string;
  around?: number;
  drop?: 2 | 3;
  /** Only the easy shapes, or the easy and medium ones (hand.ts's difficulty). */
  level?: 'easy' | 'medium';
  /** Without the root, as jazz players voice a chord over a bass player. */
  rootless?: 'yes';
}

export const STRING_SETS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '0,1,2,3', label: 'Strings 6–3 (low four)' },
  { value: '1,2,3,4', label: 'Strings 5–2 (middle four)' },
  { value: '2,3,4,5', label: 'Strings 4–1 (top four)' },
  { value: '0,1,2', label: 'Strings 6–4' },
  { value: '1,2,3', label: 'Strings 5–3' },
  { value: '2,3,4', label: 'Strings 4–2' },
  { value: '3,4,5', label: 'Strings 3–1 (top three)' },
];

/** Reads the filters from a link, dropping anything that is not one of the choices offered. */
export function parseVoicingFilters(search: Record<string, unknown>): VoicingFilterSearch {
  const out: VoicingFilterSearch = {};
  const stretch = Number(search.stretch);
  if ([3, 4, 5, 6].includes(stretch)) out.stretch = stretch;
  if (search.open === 'no') out.open = 'no';
  if (search.bass === 'root' || search.bass === '1' || search.bass === '2' || search.bass === '3')
    out.bass = search.bass;
  if (typeof search.strings === 'string' && STRING_SETS.some((set) => set.value === search.strings))
    out.strings = search.strings;
  const around = Number(search.around);
  if (Number.isInteger(around) && around >= 1 && around <= 20 && search.around !== '') out.around = around;
  const drop = Number(search.drop);
  if (drop === 2 || drop === 3) out.drop = drop;
  if (search.level === 'easy' || search.level === 'medium') out.level = search.level;
  if (search.rootless === 'yes') out.rootless = 'yes';
  return out;
}

/** The voicings the difficulty filter keeps, in their order. */
export function withinLevel(voicings: Voicing[], level: VoicingFilterSearch['level']): Voicing[] {
  if (!level) return voicings;
  const allowed = level === 'easy' ? ['easy'] : ['easy', 'medium'];
  return voicings.filter((v) => allowed.includes(difficultyLabel(v).level));
}

/** The theory engine's options for those filters. Drop voicings need four adjacent strings. */
export function voicingOptions(filters: VoicingFilterSearch): VoicingOptions {
  const strings = filters.strings?.split(',').map(Number);
  return {
    ...(filters.stretch ? { maxStretch: filters.stretch } : {}),
    ...(filters.open === 'no' ? { openStrings: false } : {}),
    ...(filters.bass ? { bass: filters.bass === 'root' ? 'root' : Number(filters.bass) } : {}),
    ...(strings && (!filters.drop || strings.length === 4) ? { strings } : {}),
    ...(filters.around ? { aroundFret: filters.around } : {}),
    ...(filters.drop ? { drop: filters.drop } : {}),
    ...(filters.rootless ? { rootless: true } : {}),
  };
}

import { useSearchPatch } from '../neck/useSearchPatch';
import { STRING_SETS, type VoicingFilterSearch } from './voicingFilters';

const AROUND = [1, 3, 5, 7, 9, 12, 15];

/** Filters a learner expects on the voicings; each choice goes in the link and starts at voicing 1. */
export function VoicingFilters({ filters }: { filters: VoicingFilterSearch }) {
  const patchSearch = useSearchPatch();
  const set = (patch: Record<string, string | undefined>) =>
    patchSearch({ ...patch, voicing: undefined, shape: undefined });
  const active = Object.keys(filters).length;
  return (
    <details className="voicing-filters" open={active > 0}>
      <summary>Filter voicings{active > 0 ? ` (${active} on)` : ''}</summary>
      <div className="neck-controls">
        <label>
          How hard
          <select value={filters.level ?? ''} onChange={(e) => set({ level: e.target.value || undefined })}>
            <option value="">Any</option>
            <option value="easy">Easy only (the simplest)</option>
            <option value="medium">Easy and medium</option>
          </select>
        </label>
        <label>
          Hand stretch
          <select value={filters.stretch ?? ''} onChange={(e) => set({ stretch: e.target.value || undefined })}>
            <option value="">4 frets (usual)</option>
            <option value="3">3 frets</option>
            <option value="5">5 frets</option>
            <option value="6">6 frets</option>
          </select>
        </label>
        <label>
          In the bass
          <select value={filters.bass ?? ''} onChange={(e) => set({ bass: e.target.value || undefined })}>
            <option value="">Any note</option>
            <option value="root">The root</option>
            <option value="1">The third (1st inversion)</option>
            <option value="2">The fifth (2nd inversion)</option>
            <option value="3">The seventh (3rd inversion)</option>
          </select>
        </label>
        <label>
          Strings
          <select value={filters.strings ?? ''} onChange={(e) => set({ strings: e.target.value || undefined })}>
            <option value="">Any</option>
            {STRING_SETS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Around fret
          <select value={filters.around ?? ''} onChange={(e) => set({ around: e.target.value || undefined })}>
            <option value="">Anywhere</option>
            {AROUND.map((fret) => (
              <option key={fret} value={fret}>
                {fret}
              </option>
            ))}
          </select>
        </label>
        <label>
          Drop voicings
          <select value={filters.drop ?? ''} onChange={(e) => set({ drop: e.target.value || undefined })}>
            <option value="">No</option>
            <option value="2">Drop 2</option>
            <option value="3">Drop 3</option>
          </select>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={filters.open === 'no'}
            onChange={(e) => set({ open: e.target.checked ? 'no' : undefined })}
          />
          No open strings
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={filters.rootless === 'yes'}
            onChange={(e) => set({ rootless: e.target.checked ? 'yes' : undefined })}
          />
          Rootless (jazz, for chords of four notes or more)
        </label>
        {active > 0 ? (
          <button
            type="button"
            className="button-secondary"
            onClick={() =>
              set({
                stretch: undefined,
                open: undefined,
                bass: undefined,
                strings: undefined,
                around: undefined,
                drop: undefined,
                level: undefined,
                rootless: undefined,
              })
            }
          >
            Clear filters
          </button>
        ) : null}
      </div>
    </details>
  );
}

import { useMemo } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { chordTypeOptions, ROOTS, scaleTypeOptions } from '../../theory/catalog';

type Section = 'chords' | 'scales' | 'arpeggios';

const typeLabel: Record<Section, string> = { chords: 'Chord type', scales: 'Scale', arpeggios: 'Arpeggio type' };

/**
 * Root and type of the pattern shown. Each choice is a link, so every state can be
 * shared; the reader's `tuning` in the link is kept, the position starts again.
 */
export function PatternPicker({
  section,
  root,
  type,
  tuning,
}: {
  section: Section;
  root: string;
  type: string;
  tuning?: string;
}) {
  const navigate = useNavigate();
  const options = useMemo(() => (section === 'scales' ? scaleTypeOptions() : chordTypeOptions()), [section]);
  const to = `/${section}/$root/$type` as const;
  const search = tuning ? { tuning } : {};
  const known = options.some((option) => option.slug === type);
  return (
    <div className="pattern-picker">
      <nav aria-label="Root note">
        <ul className="root-list">
          {ROOTS.map((choice) => (
            <li key={choice}>
              <Link
                to={to}
                params={{ root: choice, type }}
                search={search}
                aria-current={choice === root ? 'true' : undefined}
              >
                {choice}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <label className="type-select">
        {typeLabel[section]}
        <select
          value={known ? type : ''}
          onChange={(event) => void navigate({ to, params: { root, type: event.target.value }, search })}
        >
          {known ? null : <option value="">{type.replace(/-/g, ' ')}</option>}
          <optgroup label="Common">
            {options
              .filter((o) => o.common)
              .map((o) => (
                <option key={o.slug} value={o.slug}>
                  {o.label}
                </option>
              ))}
          </optgroup>
          <optgroup label="More">
            {options
              .filter((o) => !o.common)
              .map((o) => (
                <option key={o.slug} value={o.slug}>
                  {o.label}
                </option>
              ))}
          </optgroup>
        </select>
      </label>
    </div>
  );
}

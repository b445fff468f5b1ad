import { useId } from 'react';
import { DURATIONS, type Duration } from './melody';

export const durationLabel = (duration: Duration): string => duration.charAt(0).toUpperCase() + duration.slice(1);

/** The length the next tapped note gets: five radio buttons (arrow keys move between them). */
export function DurationPicker({ value, onChange }: { value: Duration; onChange: (duration: Duration) => void }) {
  const name = useId();
  return (
    <fieldset className="duration-picker">
      <legend>Note length</legend>
      {DURATIONS.map((d) => (
        <label key={d.name}>
          <input type="radio" name={name} value={d.name} checked={value === d.name} onChange={() => onChange(d.name)} />
          {durationLabel(d.name)}
        </label>
      ))}
    </fieldset>
  );
}

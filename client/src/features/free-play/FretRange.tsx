/** Which stretch of the neck is drawn. */
export interface FretWindow {
  from: number;
  to: number;
}

export const FRET_WINDOWS: readonly FretWindow[] = [
  { from: 0, to: 12 },
  { from: 0, to: 24 },
  { from: 5, to: 17 },
  { from: 12, to: 24 },
];

export function FretRange({ value, onChange }: { value: FretWindow; onChange: (window: FretWindow) => void }) {
  return (
    <label className="fret-range">
      Frets
      <select
        value={`${value.from}-${value.to}`}
        onChange={(event) => {
          const [from, to] = event.target.value.split('-').map(Number);
          onChange({ from: from!, to: to! });
        }}
      >
        {FRET_WINDOWS.map((w) => (
          <option key={`${w.from}-${w.to}`} value={`${w.from}-${w.to}`}>
            {w.from} to {w.to}
          </option>
        ))}
      </select>
    </label>
  );
}

import './metronome.css';
import { useId } from 'react';
import { TEMPO } from '../../constants/business';
import { stepTempo, TEMPO_PRESETS } from './metronomeSettings';

/**
 * A tempo of 40..220 BPM in steps of 10: a slider (arrow keys step it), − and + buttons,
 * and the spec's presets. The metronome and Melody Maker both use it.
 */
export function TempoControl({
  value,
  onChange,
  label = 'Tempo',
}: {
  value: number;
  onChange: (bpm: number) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="tempo-control" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-slider`} className="tempo-label">
        {label}
      </label>
      <div className="tempo-row">
        <button
          type="button"
          className="tempo-step"
          onClick={() => onChange(stepTempo(value, -1))}
          disabled={value <= TEMPO.min}
          aria-label="Slower"
        >
          −
        </button>
        <input
          id={`${id}-slider`}
          type="range"
          min={TEMPO.min}
          max={TEMPO.max}
          step={TEMPO.step}
          value={value}
          aria-valuetext={`${value} BPM`}
          onChange={(event) => onChange(stepTempo(Number(event.target.value), 0))}
        />
        <button
          type="button"
          className="tempo-step"
          onClick={() => onChange(stepTempo(value, 1))}
          disabled={value >= TEMPO.max}
          aria-label="Faster"
        >
          +
        </button>
        <output htmlFor={`${id}-slider`} className="tempo-value">
          {value} BPM
        </output>
      </div>
      <div className="tempo-presets">
        {TEMPO_PRESETS.map((preset) => (
          <button
            key={preset.label}
            type="button"
            className="button-secondary"
            aria-pressed={value === preset.bpm}
            onClick={() => onChange(preset.bpm)}
          >
            {preset.label} {preset.bpm}
          </button>
        ))}
      </div>
    </div>
  );
}

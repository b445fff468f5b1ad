/**
 * The heart and the tick as buttons: pure, and free of zod, so the placeholder a
 * first-page screen shows while the progress code loads looks like the real thing.
 */
import './progress.css';

function Heart() {
  return (
    <svg className="progress-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 5.5 3.6 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

function Tick() {
  return (
    <svg className="progress-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" />
      <path className="progress-tick" d="M7.5 12.5l3 3 6-6.5" />
    </svg>
  );
}

export type ToggleKind = 'favourite' | 'learned';

/**
 * A toggle button (aria-pressed). Its name stays the same when pressed, as screen
 * readers expect of a toggle; the state is the pressed state and the filled icon.
 */
export function ToggleButton({
  kind,
  label,
  pressed,
  disabled = false,
  onToggle,
}: {
  kind: ToggleKind;
  label: string;
  pressed: boolean;
  disabled?: boolean;
  onToggle?: () => void;
}) {
  return (
    <button
      type="button"
      className={`progress-toggle progress-toggle-${kind}`}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onToggle}
    >
      {kind === 'favourite' ? <Heart /> : <Tick />}
      <span>{label}</span>
    </button>
  );
}

export const FAVOURITE_LABEL = 'Favourite';
export const LEARNED_LABEL = 'Learned';

/** Both toggles, not yet usable: shown while the progress code loads. */
export function TogglesPlaceholder() {
  return (
    <div className="progress-toggles" aria-busy="true">
      <ToggleButton kind="favourite" label={FAVOURITE_LABEL} pressed={false} disabled />
      <ToggleButton kind="learned" label={LEARNED_LABEL} pressed={false} disabled />
    </div>
  );
}

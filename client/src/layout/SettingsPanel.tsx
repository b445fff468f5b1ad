import { BACKGROUNDS, type Background } from '../constants';
import { NeckControls } from '../features/neck/NeckControls';
import { useNeckSettings } from '../features/neck/useNeckSettings';
import { useSession } from '../machines/actors';
import { preferencesStore, usePreferences } from '../state';

const backgroundLabels: Record<Background, string> = {
  none: 'White',
  cream: 'Cream',
  sage: 'Sage',
  sky: 'Sky',
  slate: 'Slate',
};

/** The savable preferences (spec section 3): on this device, and in the account when signed in. */
export function SettingsPanel() {
  const { tuning } = useNeckSettings();
  const background = usePreferences((p) => p.background);
  const signedIn = useSession((snapshot) => snapshot.value.status === 'authenticated');
  return (
    <div className="settings">
      <NeckControls tuning={tuning} />
      <label>
        Background
        <select
          value={background}
          onChange={(event) => preferencesStore.trigger.setBackground({ background: event.target.value as Background })}
        >
          {BACKGROUNDS.map((choice) => (
            <option key={choice} value={choice}>
              {backgroundLabels[choice]}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">
        {signedIn ? 'Settings are saved on this device and in your account.' : 'Settings are saved on this device.'}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { COMMON_PAIRS, parsePair } from './pairs';
import { OneMinuteChanges } from './OneMinuteChanges';

/** One Minute Changes on the quiz screen: a pair picked from the common first changes. */
export function ChangesSection() {
  const [pair, setPair] = useState<readonly [string, string]>(COMMON_PAIRS[0]!);
  return (
    <>
      <label className="changes-pair">
        Chords{' '}
        <select
          value={pair.join('-')}
          onChange={(event) => {
            const picked = parsePair(event.target.value);
            if (picked) setPair(picked);
          }}
        >
          {COMMON_PAIRS.map(([a, b]) => (
            <option key={`${a}-${b}`} value={`${a}-${b}`}>
              {a} and {b}
            </option>
          ))}
        </select>
      </label>
      <OneMinuteChanges chords={pair} />
    </>
  );
}

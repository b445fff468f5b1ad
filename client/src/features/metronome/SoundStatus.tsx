import { Link } from '@tanstack/react-router';
import type { SoundProblem } from '../../audio/soundProblem';

/**
 * One line about the sound, read out when it changes: loading, or what to do when the
 * browser refused it. Renders an empty live region otherwise, so the first message is
 * announced too.
 */
export function SoundStatus({ loading, problem }: { loading: boolean; problem: SoundProblem | null }) {
  return (
    <p className={problem ? 'sound-status sound-status--problem' : 'sound-status'} role="status">
      {problem === 'blocked' ? (
        <>
          Your browser did not let this page play sound. Press the button again; if it stays silent, see{' '}
          <Link to="/troubleshooting">Troubleshooting</Link>.
        </>
      ) : problem === 'failed' ? (
        <>
          The sound could not be loaded. Check your connection and press the button again, or see{' '}
          <Link to="/troubleshooting">Troubleshooting</Link>.
        </>
      ) : loading ? (
        'Loading sound…'
      ) : null}
    </p>
  );
}

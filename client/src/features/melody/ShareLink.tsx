import { useId, useRef, useState } from 'react';
import './shareLink.css';

/** The link to share, shown in full, with a button that copies it (or selects it to copy by hand). */
export function ShareLink({ url, label }: { url: string; label: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const selectIt = (message: string) => {
    input.current?.focus();
    input.current?.select();
    setSaid(message);
  };
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard?.writeText) {
      selectIt('The link is selected: copy it with your device’s Copy command.');
      return;
    }
    clipboard.writeText(url).then(
      () => setSaid('Link copied.'),
      () => selectIt('Copying was not allowed here. The link is selected: copy it with your device’s Copy command.'),
    );
  };
  return (
    <div className="share-link">
      <label htmlFor={id}>{label}</label>
      <div className="share-link-row">
        <input id={id} ref={input} readOnly value={url} onFocus={(event) => event.target.select()} spellCheck={false} />
        <button type="button" className="button-secondary" onClick={copy}>
          Copy link
        </button>
      </div>
      <p className="hint" role="status">
        {said}
      </p>
    </div>
  );
}

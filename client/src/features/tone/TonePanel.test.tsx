import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SOUND_BLOCKED_MESSAGE } from '../../machines/toneMachine';
import { pageStore } from '../../state';
import { getTuning } from '../../theory/tunings';
import { SoundStatusText, TonePanel } from './TonePanel';

const standard = getTuning('STANDARD')!;
const cMajor = [
  { string: 1, fret: 3 },
  { string: 2, fret: 2 },
];

afterEach(() => pageStore.trigger.setToneControlsOpen({ open: false }));

describe('the tone panel', () => {
  it('offers Play and a closed "Sound" toggle that names the panel it opens', () => {
    const html = renderToStaticMarkup(<TonePanel tuning={standard} notes={cMajor} />);
    expect(html).toMatch(/<button type="button" class="tone-play">.*Play<\/button>/);
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain(`id="${controls}" class="tone-controls" hidden=""`);
  });

  it('has no Play button without notes, and a disabled one for an empty selection', () => {
    expect(renderToStaticMarkup(<TonePanel tuning={standard} />)).not.toContain('tone-play');
    expect(renderToStaticMarkup(<TonePanel tuning={standard} notes={[]} />)).toMatch(/class="tone-play" disabled=""/);
  });

  it('opens on toneControlsOpen with labelled selects at the defaults, and the slotted sections', () => {
    pageStore.trigger.setToneControlsOpen({ open: true });
    const html = renderToStaticMarkup(
      <TonePanel tuning={standard} notes={cMajor} kind="scale">
        <section aria-label="Metronome">metronome here</section>
      </TonePanel>,
    );
    expect(html).toContain('aria-expanded="true"');
    expect(html).not.toContain('hidden=""');
    for (const label of ['Sound', 'Order', 'Tempo', 'Octave'])
      expect(html).toMatch(new RegExp(`<label>${label}<select`));
    expect(html).toMatch(/<option value="2" selected="">Up and down<\/option>/);
    expect(html).toMatch(/<option value="3" selected="">100 BPM<\/option>/);
    expect(html).toMatch(/<option value="0" selected="">As written<\/option>/);
    expect(html).toMatch(/<option value="0" selected="">Plucked guitar<\/option>/);
    expect(html).toContain('Strums play the notes one by one');
    expect(html).toContain('metronome here');
  });

  it('brings the metronome when it opens, unless the screen shows its own', () => {
    pageStore.trigger.setToneControlsOpen({ open: true });
    // Rendered on the server the lazy metronome shows its loading line: proof it was asked for.
    expect(renderToStaticMarkup(<TonePanel tuning={standard} notes={cMajor} />)).toContain('Loading the metronome');
    expect(renderToStaticMarkup(<TonePanel tuning={standard} notes={cMajor} withoutMetronome />)).not.toContain(
      'metronome',
    );
  });
});

describe('the sound status', () => {
  it('says nothing when idle or ready, and "Loading sound…" while loading', () => {
    expect(renderToStaticMarkup(<SoundStatusText state="idle" message={undefined} />)).toBe(
      '<p class="tone-status" role="status"></p>',
    );
    expect(renderToStaticMarkup(<SoundStatusText state="loading" message={undefined} />)).toContain('Loading sound…');
  });

  it('shows why the sound is blocked, with a link to Troubleshooting', () => {
    const html = renderToStaticMarkup(<SoundStatusText state="blocked" message={SOUND_BLOCKED_MESSAGE} />);
    expect(html).toContain(
      'Your browser did not allow sound to start. Tap Play again; if it still stays silent, see <a href="/troubleshooting">Troubleshooting</a>.',
    );
  });
});

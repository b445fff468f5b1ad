import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMinutes, formatDateTime } from './format';
import { readPracticeFields } from './PracticeLogForm';
import { ToggleButton, TogglesPlaceholder } from './ToggleButton';

describe('the heart and the tick', () => {
  it('are toggle buttons whose name stays the same and whose state is aria-pressed', () => {
    const off = renderToStaticMarkup(<ToggleButton kind="favourite" label="Favourite" pressed={false} />);
    const on = renderToStaticMarkup(<ToggleButton kind="favourite" label="Favourite" pressed />);
    expect(off).toMatch(
      /<button type="button" class="progress-toggle progress-toggle-favourite" aria-pressed="false">/,
    );
    expect(on).toContain('aria-pressed="true"');
    for (const html of [off, on])
      expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>.*<\/svg><span>Favourite<\/span><\/button>$/);
  });

  it('show disabled while the progress code loads', () => {
    const html = renderToStaticMarkup(<TogglesPlaceholder />);
    expect(html.match(/disabled=""/g)).toHaveLength(2);
    expect(html).toContain('<span>Learned</span>');
  });
});

describe('the practice form', () => {
  it('reads minutes, an optional tempo and an optional note', () => {
    expect(readPracticeFields({ minutes: '12.5', tempo: '', note: '  ' })).toEqual({ ok: true, minutes: 12.5 });
    expect(readPracticeFields({ minutes: '10', tempo: '90', note: ' clean changes ' })).toEqual({
      ok: true,
      minutes: 10,
      tempo: 90,
      note: 'clean changes',
    });
  });

  it('says what to fix', () => {
    expect(readPracticeFields({ minutes: '', tempo: '', note: '' })).toEqual({
      ok: false,
      error: 'Enter how many minutes you practised, from 1 to 600.',
    });
    expect(readPracticeFields({ minutes: '601', tempo: '', note: '' }).ok).toBe(false);
    expect(readPracticeFields({ minutes: '5', tempo: '39', note: '' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Enter the tempo/),
    });
    expect(readPracticeFields({ minutes: '5', tempo: '90.5', note: '' }).ok).toBe(false);
    expect(readPracticeFields({ minutes: '5', tempo: '', note: 'x'.repeat(501) })).toEqual({
      ok: false,
      error: 'Keep the note to 500 characters.',
    });
  });
});

describe('the lists’ words', () => {
  it('counts minutes as people write them', () => {
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(12.5)).toBe('12.5 minutes');
    expect(formatMinutes(0.1 + 0.2)).toBe('0.3 minutes');
  });

  it('writes when a practice happened', () => {
    expect(formatDateTime('2025-03-03T18:30:00+01:00', 'en-GB', 'Europe/London')).toBe('3 Mar 2025, 17:30');
    expect(formatDateTime('whenever')).toBe('whenever');
  });
});

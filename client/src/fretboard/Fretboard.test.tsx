import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NeckNote } from '../theory/types';
import { getTuning } from '../theory/tunings';
import { Fretboard, type FretboardProps } from './Fretboard';

const standard = getTuning('STANDARD')!;

const note = (string: number, fret: number, name: string, interval: string, degree: string): NeckNote => ({
  string,
  fret,
  pitch: `${name}3`,
  note: name,
  interval,
  degree,
  isRoot: interval === '1P',
});

// C major, open position: x 3 2 0 1 0.
const cMajor: NeckNote[] = [
  note(1, 3, 'C', '1P', '1'),
  note(2, 2, 'E', '3M', '3'),
  note(3, 0, 'G', '5P', '5'),
  note(4, 1, 'C', '1P', '1'),
  note(5, 0, 'E', '3M', '3'),
];

const render = (props: Partial<FretboardProps> = {}) =>
  renderToStaticMarkup(
    <Fretboard tuning={standard} notes={cMajor} label="C major chord on the fretboard" {...props} />,
  );

/** Each grid cell's opening tag and content, by "string:fret". */
function cells(markup: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern =
    /<g role="gridcell"[^>]*data-string="(\d)" data-fret="(\d+)"[^>]*>.*?<\/title>(.*?)(?=<g role="gridcell"|<\/g><g role="row"|<\/g><\/svg>)/g;
  for (const match of markup.matchAll(pattern)) found.set(`${match[1]}:${match[2]}`, match[0]);
  return found;
}

const dotText = (cell: string | undefined) => /<text[^>]*>([^<]*)<\/text>/.exec(cell ?? '')?.[1] ?? null;
/** The centre x of a dot: its label is drawn centred on it. */
const dotX = (cell: string | undefined) => Number(/<text x="([\d.]+)"/.exec(cell ?? '')?.[1]);

afterEach(() => vi.restoreAllMocks());

describe('the fretboard', () => {
  it('is one focusable grid of 6 strings by the frets shown, named for the pattern', () => {
    const markup = render();
    expect(markup).toContain('role="grid"');
    expect(markup).toContain('aria-label="C major chord on the fretboard"');
    expect(markup).toContain('tabindex="0"');
    expect(markup.match(/role="row"/g)).toHaveLength(6);
    expect(cells(markup).size).toBe(6 * 13);
  });

  it('draws a dot labelled with the note name on each note of the pattern', () => {
    const all = cells(render());
    expect(dotText(all.get('1:3'))).toBe('C');
    expect(dotText(all.get('2:2'))).toBe('E');
    expect(dotText(all.get('3:0'))).toBe('G');
    expect(dotText(all.get('0:1'))).toBeNull();
  });

  it('labels dots with intervals, degrees, or nothing as the reader prefers', () => {
    expect(dotText(cells(render({ noteDisplay: 'INTERVALS' })).get('1:3'))).toBe('R');
    expect(dotText(cells(render({ noteDisplay: 'INTERVALS' })).get('2:2'))).toBe('3');
    expect(dotText(cells(render({ noteDisplay: 'DEGREES' })).get('1:3'))).toBe('1');
    const none = cells(render({ noteDisplay: 'NONE' }));
    expect(none.get('1:3')).toContain('fb-dot--root');
    expect(dotText(none.get('1:3'))).toBeNull();
  });

  it('draws roots as squares, not only in another colour', () => {
    const all = cells(render({ showColoredNotes: true }));
    expect(all.get('1:3')).toContain('fb-dot--root');
    expect(all.get('1:3')).toMatch(/<rect x="[\d.]+" y="[\d.]+" width="26" height="26" rx="5" fill="#D55E00"/);
    expect(all.get('2:2')).toContain('fb-dot--note');
    expect(all.get('2:2')).toContain('fill="#56B4E9"');
  });

  it('gives every position an accessible name and a hover title, empty ones too', () => {
    const all = cells(render());
    expect(all.get('1:3')).toContain('aria-label="string 5, fret 3, C, root"');
    expect(all.get('1:3')).toContain('<title>string 5, fret 3, C, root</title>');
    expect(all.get('2:2')).toContain('aria-label="string 4, fret 2, E, major third"');
    expect(all.get('0:1')).toContain('aria-label="string 6, fret 1, F"');
    for (const cell of all.values()) expect(cell).toMatch(/aria-label="string \d, fret \d+, [A-G][#b]?/);
  });

  it('names positions by string and fret only when a quiz hides the notes, dots included', () => {
    const all = cells(render({ namesHidden: true, noteDisplay: 'NONE' }));
    expect(all.get('1:3')).toContain('aria-label="string 5, fret 3"');
    expect(all.get('0:1')).toContain('aria-label="string 6, fret 1"');
    for (const cell of all.values()) expect(cell).not.toMatch(/aria-label="[^"]*[A-G][#b]?[,"]/);
    for (const cell of all.values()) expect(cell).not.toMatch(/<title>[^<]*, [A-G]/);
  });

  it('mirrors the x of every dot for a left-handed player', () => {
    const right = render();
    const left = render({ hand: 'LEFT' });
    const width = Number(/viewBox="0 0 ([\d.]+) /.exec(right)![1]);
    for (const id of ['1:3', '2:2', '3:0', '4:1']) {
      expect(dotX(cells(left).get(id))).toBeCloseTo(width - dotX(cells(right).get(id)), 1);
    }
  });

  it('orders rows as drawn: high string on top by default, low string on top when asked', () => {
    const rows = (markup: string) => [...markup.matchAll(/role="row" aria-label="(string \d)"/g)].map((m) => m[1]);
    expect(rows(render())[0]).toBe('string 1');
    expect(rows(render({ lowStringOnTop: true }))[0]).toBe('string 6');
  });

  it('draws the neck down the screen as a chord chart: portrait, rows are frets, the same cells, names and dots', () => {
    const markup = render({ neckDirection: 'DOWN', mutedStrings: [0] });
    const [width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(markup)!.slice(1).map(Number);
    expect(height).toBeGreaterThan(width!);
    const rows = [...markup.matchAll(/role="row" aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(rows.slice(0, 2)).toEqual(['open strings', 'fret 1']);
    expect(rows).toHaveLength(13);
    const all = cells(markup);
    expect(all.size).toBe(6 * 13);
    expect(all.get('1:3')).toContain('aria-label="string 5, fret 3, C, root"');
    expect(dotText(all.get('2:2'))).toBe('E');
    // Low string on the left: the C on string 5 is left of the E on string 4.
    expect(dotX(all.get('1:3'))).toBeLessThan(dotX(all.get('2:2')));
    expect(markup).toContain('data-muted-string="0"');
    expect(markup).toContain('data-direction="DOWN"');
  });

  it('marks active positions with data-active-fret and a highlight', () => {
    const all = cells(render({ activeNoteIds: new Set(['1:3', '0:5']) }));
    expect(all.get('1:3')).toContain('data-active-fret="true"');
    expect(all.get('1:3')).toContain('fb-halo');
    expect(all.get('0:5')).toContain('data-active-fret="true"');
    expect(all.get('2:2')).not.toContain('data-active-fret');
  });

  it('shows selected positions as selected dots, even off the pattern', () => {
    const all = cells(render({ notes: [], selected: [{ string: 0, fret: 3 }] }));
    expect(all.get('0:3')).toContain('aria-selected="true"');
    expect(all.get('0:3')).toContain('fb-selected-ring');
    expect(dotText(all.get('0:3'))).toBe('G');
    expect(all.get('0:4')).toContain('aria-selected="false"');
  });

  it('marks muted strings with an × and says so', () => {
    const markup = render({ mutedStrings: [0] });
    expect(markup).toContain('data-muted-string="0"');
    expect(cells(markup).get('0:0')).toContain('aria-label="string 6, fret 0, E, muted"');
  });

  it('shows only the chosen fret range, without the nut above fret 0', () => {
    const markup = render({ fromFret: 5, toFret: 9 });
    expect(cells(markup).size).toBe(6 * 5);
    expect(markup).not.toContain('fb-nut');
    expect(render()).toContain('fb-nut');
  });

  it('starts the keyboard focus on the first root shown', () => {
    const markup = render();
    const active = /aria-activedescendant="([^"]+)"/.exec(markup)![1];
    expect(markup).toContain(`id="${active}" aria-label="string 5, fret 3, C, root"`);
  });

  it('renders in StrictMode without console errors', () => {
    const error = vi.spyOn(console, 'error');
    renderToStaticMarkup(
      <StrictMode>
        <Fretboard
          tuning={standard}
          notes={cMajor}
          label="C major"
          toFret={24}
          hand="LEFT"
          lowStringOnTop
          showColoredNotes
        />
      </StrictMode>,
    );
    expect(error).not.toHaveBeenCalled();
  });
});

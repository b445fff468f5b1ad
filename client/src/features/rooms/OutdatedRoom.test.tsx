import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OutdatedRoom } from './OutdatedRoom';

describe('a room page older than its server', () => {
  it('says the app was updated and offers a reload', () => {
    const html = renderToStaticMarkup(<OutdatedRoom title="Tuesday lesson" reload={() => {}} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Reload the page to join the room again.');
    expect(html).toMatch(/<button type="button" class="button">Reload the page<\/button>/);
  });
});

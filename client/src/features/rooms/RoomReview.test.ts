import { describe, expect, it } from 'vitest';
import { joinPages, pageInput } from './RoomReview';

describe('a closed room read back in pages', () => {
  it('asks for the first page without `after`, and each next one after the last event it has', () => {
    expect(pageInput('abcdefghjkmn', null)).toEqual({ code: 'abcdefghjkmn' });
    expect(pageInput('abcdefghjkmn', 500)).toEqual({ code: 'abcdefghjkmn', after: 500 });
  });

  it('shows every page’s events in order, with the room as the newest page has it', () => {
    const first = { events: [1, 2], nextAfter: 2, title: 'Friday lesson (then)' };
    const second = { events: [3], nextAfter: null, title: 'Friday lesson' };
    expect(joinPages([first, second])).toEqual({ events: [1, 2, 3], nextAfter: null, title: 'Friday lesson' });
    expect(joinPages([])).toBeNull();
  });
});

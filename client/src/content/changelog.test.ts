import { describe, expect, it } from 'vitest';
import { changelog } from './changelog';
import { isIsoDate } from './formatDate';

describe('changelog', () => {
  it('has at least one entry', () => {
    expect(changelog.length).toBeGreaterThan(0);
  });

  it('dates every entry with a real ISO calendar day', () => {
    for (const entry of changelog) {
      expect(isIsoDate(entry.date), `${entry.title}: ${entry.date}`).toBe(true);
    }
  });

  it('lists entries newest first', () => {
    const dates = changelog.map((entry) => entry.date);
    // ISO days sort correctly as strings.
    const newestFirst = [...dates].sort((a, b) => b.localeCompare(a));
    expect(dates).toEqual(newestFirst);
  });

  it('gives every entry a title and at least one non-empty item', () => {
    for (const entry of changelog) {
      expect(entry.title.trim(), `title of ${entry.date}`).not.toBe('');
      expect(entry.items.length, `items of ${entry.date}`).toBeGreaterThan(0);
      for (const item of entry.items) {
        expect(item.trim(), `an item of ${entry.date}`).not.toBe('');
      }
    }
  });
});

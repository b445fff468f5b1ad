import { describe, expect, it } from 'vitest';
import { eventIdSchema, guestTokenSchema } from './inputSchemas';

describe('shared input fields', () => {
  it('takes an event id in either case and keeps it in lower case, so a retry matches the stored one', () => {
    expect(eventIdSchema.parse('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });

  it('refuses an event id that is not a UUID, saying what it must be', () => {
    const result = eventIdSchema.safeParse('42');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('eventId must be a UUID made by the client');
  });

  it('takes a guest token of the shape the server gives and refuses anything else', () => {
    expect(guestTokenSchema.safeParse('a'.repeat(43)).success).toBe(true);
    expect(guestTokenSchema.safeParse('short').success).toBe(false);
    expect(guestTokenSchema.safeParse('x'.repeat(30) + ' ').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './context';

describe('clientAddressOf (whom rate limits count against)', () => {
  it("takes Fastify's own reading of the address for HTTP requests", () => {
    expect(clientAddressOf({ headers: { 'x-forwarded-for': '203.0.113.9' }, ip: '198.51.100.7' }, true)).toBe(
      '198.51.100.7',
    );
  });

  it('at a WebSocket upgrade, takes the first forwarded hop only behind a trusted proxy', () => {
    const upgrade = { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.2' }, socket: { remoteAddress: '10.0.0.2' } };
    expect(clientAddressOf(upgrade, true)).toBe('203.0.113.9');
    // Anyone can write the header; without TRUST_PROXY it is not believed.
    expect(clientAddressOf(upgrade, false)).toBe('10.0.0.2');
  });

  it('answers null when nothing is known', () => {
    expect(clientAddressOf({ headers: {} }, true)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { SocketsPerAddress } from './socketsPerAddress';

describe('WebSockets per client address', () => {
  it('admits up to the cap per address, others apart, and again once one closes', () => {
    const sockets = new SocketsPerAddress(3);
    const closes = [1, 2, 3].map(() => sockets.opened('10.0.0.1'));
    expect(sockets.admits('10.0.0.1')).toBe(false);
    expect(sockets.admits('10.0.0.2')).toBe(true);
    closes[0]!();
    closes[0]!(); // a second close of the same socket counts once
    expect(sockets.admits('10.0.0.1')).toBe(true);
    sockets.opened('10.0.0.1');
    expect(sockets.admits('10.0.0.1')).toBe(false);
  });
});

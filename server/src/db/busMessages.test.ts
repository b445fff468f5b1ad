import { describe, expect, it } from 'vitest';
import { parseBusMessage, type BusMessage } from './busMessages';

const sent = (message: BusMessage, instance = 'i1') => JSON.stringify({ ...message, instance });

describe('bus messages read off the channel', () => {
  it('reads back every kind of message this code sends, with its sender', () => {
    const messages: BusMessage[] = [
      { type: 'appended', streamId: 'room-r1', version: 3 },
      { type: 'sessionRevoked', revoked: { kind: 'session', key: 'ab'.repeat(32) } },
      { type: 'sessionRevoked', revoked: { kind: 'user', userId: 'ana' } },
      { type: 'userChanged', userId: 'ana' },
      { type: 'roomSignal', roomId: 'r1', from: 'm1', signal: { type: 'pointer', at: { string: 2, fret: 5 } } },
      { type: 'presence', roomId: 'r1', kind: 'member', memberId: 'm1', present: true },
      { type: 'presence', roomId: 'r1', kind: 'here', memberIds: ['m1', 'm2'] },
      { type: 'presence', roomId: 'r1', kind: 'who' },
    ];
    for (const message of messages) expect(parseBusMessage(sent(message))).toEqual({ ...message, instance: 'i1' });
  });

  it('passes on nothing it did not send: a revocation that names no session or user, an unknown type, no sender', () => {
    expect(
      parseBusMessage(sent({ type: 'sessionRevoked', revoked: { kind: 'session', key: 'not-a-hash' } })),
    ).toBeNull();
    expect(parseBusMessage(sent({ type: 'sessionRevoked', revoked: { kind: 'user', userId: '' } }))).toBeNull();
    expect(parseBusMessage(sent({ type: 'userChanged', userId: '' }))).toBeNull();
    expect(parseBusMessage(JSON.stringify({ type: 'revoked', userId: 'ana', instance: 'i1' }))).toBeNull();
    expect(parseBusMessage(JSON.stringify({ type: 'userChanged', userId: 'ana' }))).toBeNull();
    expect(parseBusMessage('{"streamId":"revoked-user-ana","version":0}')).toBeNull();
    expect(parseBusMessage('not json')).toBeNull();
  });
});

import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { ABANDONED_BYTES, CONGESTED_BYTES, DirectLine, handoffItem, wsEncoder, type FeedSocket } from './directFeed';
import { transformer } from './transformer';
import { isPlainJson } from './plainJson';

function fakeSocket(readyState = 1) {
  const sent: string[] = [];
  const socket = {
    readyState,
    bufferedAmount: 0,
    terminated: false,
    send: (data: Buffer, options: { binary: boolean }) => void sent.push(options.binary ? '(binary)' : data.toString()),
    terminate: () => void (socket.terminated = true),
  };
  return { socket: socket as FeedSocket & typeof socket, sent };
}

/** What tRPC's WebSocket adapter sends for a `tracked(id, value)` item of subscription `subscription`. */
function asTrpcSendsIt(subscription: number | string, id: string, value: unknown, jsonrpc?: string) {
  return JSON.parse(
    wsEncoder.encode({
      id: subscription,
      jsonrpc,
      result: { type: 'data', id, data: transformer.output.serialize({ id, data: value }) },
    }),
  );
}

describe('items written straight to the socket', () => {
  it("are byte for byte what tRPC's adapter would have sent, and read back to the same value", () => {
    const { socket, sent } = fakeSocket();
    // An undefined field and a Date need superjson's meta: the direct frame keeps it.
    const value = { kind: 'event', event: { type: 'PatternShown', data: { voicing: undefined, at: new Date(5) } } };
    new DirectLine(socket, { id: 3, jsonrpc: undefined }, () => {}).send('12', value);
    new DirectLine(socket, { id: 'sub-1', jsonrpc: '2.0' }, () => {}).send('12', value);
    expect(JSON.parse(sent[0]!)).toEqual(asTrpcSendsIt(3, '12', value));
    expect(JSON.parse(sent[1]!)).toEqual(asTrpcSendsIt('sub-1', '12', value, '2.0'));
    const frame = JSON.parse(sent[0]!) as { result: { id: string; data: Parameters<typeof superjson.deserialize>[0] } };
    expect(frame.result.id).toBe('12'); // what the client resends as lastEventId
    expect(superjson.deserialize(frame.result.data)).toEqual({ id: '12', data: value });
  });

  it('skip superjson for plain JSON, with the very same result', () => {
    const { socket, sent } = fakeSocket();
    const line = new DirectLine(socket, { id: 1, jsonrpc: undefined }, () => {});
    const plain = {
      kind: 'event',
      event: {
        type: 'NotesMarked',
        data: { notes: [{ string: 0, fret: 3 }] },
        version: 4,
        at: '2026-11-21T12:00:00.000Z',
        actor: null,
      },
    };
    const special = [
      { a: undefined },
      { d: new Date(1) },
      // eslint-disable-next-line no-sparse-arrays -- a hole is one of the things superjson encodes
      [1, , 3],
      { n: -0 },
      { n: NaN },
      new Map([[1, 2]]),
      { nested: [{ deep: undefined }] },
    ];
    for (const value of [plain, ...special]) line.send('4', value);
    [plain, ...special].forEach((value, i) => expect(JSON.parse(sent[i]!)).toEqual(asTrpcSendsIt(1, '4', value)));
    expect(isPlainJson(plain)).toBe(true);
    expect(special.map(isPlainJson)).toEqual(special.map(() => false));
  });

  it('learn their subscription id when tRPC encodes the hand-over item, once', () => {
    const routes: unknown[] = [];
    const item = handoffItem({ kind: 'presence', memberId: 'm1', present: true }, (route) => void routes.push(route));
    const message = {
      id: 9,
      jsonrpc: '2.0',
      result: { type: 'data', id: '4', data: transformer.output.serialize({ id: '4', data: item }) },
    };
    const text = wsEncoder.encode(message);
    expect(routes).toEqual([{ id: 9, jsonrpc: '2.0' }]);
    expect(JSON.parse(text)).toEqual(asTrpcSendsIt(9, '4', { kind: 'presence', memberId: 'm1', present: true }, '2.0'));
    wsEncoder.encode(message);
    expect(routes).toHaveLength(1);
    // Any other item passes through untouched.
    wsEncoder.encode({
      id: 10,
      result: { type: 'data', data: transformer.output.serialize({ id: '5', data: { kind: 'presence' } }) },
    });
    expect(routes).toHaveLength(1);
  });

  it('stop for a closed socket, and cut a reader that has stopped reading', () => {
    const closed = fakeSocket(3);
    let ends = 0;
    const gone = new DirectLine(closed.socket, { id: 1, jsonrpc: undefined }, () => ends++);
    gone.send('1', {});
    expect(closed.sent).toEqual([]);
    expect(gone.ended).toBe(true);

    const slow = fakeSocket();
    const line = new DirectLine(slow.socket, { id: 1, jsonrpc: undefined }, () => ends++);
    slow.socket.bufferedAmount = CONGESTED_BYTES + 1;
    expect(line.congested).toBe(true);
    line.send('1', {});
    expect(slow.sent).toHaveLength(1); // congested still gets durable items
    slow.socket.bufferedAmount = ABANDONED_BYTES + 1;
    line.send('2', {});
    expect(slow.sent).toHaveLength(1);
    expect(slow.socket.terminated).toBe(true);
    expect(line.ended).toBe(true);
    expect(ends).toBe(2);
  });
});

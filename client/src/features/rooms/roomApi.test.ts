import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { REFUSALS, type Refusal } from '#events/refusals';
import { sendRoomCommand } from './roomApi';

// Every room command travels through the one procedure, rooms.command.
const raiseHand = vi.fn<(input: { eventId: string; command: { type: string } }) => Promise<{ changed: boolean }>>();
vi.mock('../../api/loadApi', () => ({
  loadApi: async () => ({ api: { rooms: { command: { mutate: raiseHand } } } }),
}));

/** A refusal as the server's error formatter sends it. */
const refused = (refusal: Refusal) =>
  TRPCClientError.from({
    error: {
      message: REFUSALS[refusal].sentence,
      code: -32600,
      data: { code: REFUSALS[refusal].code, httpStatus: 409, path: 'rooms.command', refusal, invalidInput: null },
    },
  });

describe('sending a room command', () => {
  // A block, not an arrow's value: a function returned from beforeEach is run as its teardown.
  beforeEach(() => {
    raiseHand.mockReset();
  });

  it('does not resend a command whose event id was already used: it would be refused again', async () => {
    raiseHand.mockRejectedValue(refused('ID_TAKEN'));
    await expect(sendRoomCommand({ code: 'ABCDEFGHJKLM' }, 'raiseHand', {})).rejects.toThrow(
      REFUSALS.ID_TAKEN.sentence,
    );
    expect(raiseHand).toHaveBeenCalledTimes(1);
  });

  it('resends a command the busy room refused, with the same event id, so it is recorded once', async () => {
    raiseHand.mockRejectedValueOnce(refused('ROOM_BUSY')).mockResolvedValueOnce({ changed: true });
    await expect(sendRoomCommand({ code: 'ABCDEFGHJKLM' }, 'raiseHand', {})).resolves.toEqual({ changed: true });
    expect(raiseHand).toHaveBeenCalledTimes(2);
    const [first, second] = raiseHand.mock.calls.map(([input]) => input.eventId);
    expect(second).toBe(first);
    expect(raiseHand.mock.calls.map(([input]) => input.command.type)).toEqual(['raiseHand', 'raiseHand']);
  });

  it('gives up on a room that stays busy, saying so', async () => {
    raiseHand.mockRejectedValue(refused('ROOM_BUSY'));
    await expect(sendRoomCommand({ code: 'ABCDEFGHJKLM' }, 'raiseHand', {})).rejects.toThrow(
      REFUSALS.ROOM_BUSY.sentence,
    );
    expect(raiseHand).toHaveBeenCalledTimes(4);
  });
});

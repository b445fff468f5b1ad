/**
 * Calling the rooms procedures (server/src/rooms/README.md): who is asking (the room code
 * and, for a guest, their token), one event id per user action kept across retries, and
 * errors as sentences fit to show.
 */
import { errorSentence } from '../../api/errorSentence';
import { loadApi } from '../../api/loadApi';
import type { ApiClient } from '../../api/trpc';
import type { RoomCommandInput, RoomCommandType } from '#events/roomCommands';

/** Which room and, for a guest, the token from joining. */
export interface RoomWho {
  code: string;
  guestToken?: string | undefined;
}

type Rooms = ApiClient['rooms'];
/** A room command (events/roomCommands.ts), or leaving and closing, which have procedures of their own. */
type CommandName = RoomCommandType | 'leave' | 'close';
type CommandFields<K extends CommandName> = K extends RoomCommandType
  ? Omit<Extract<RoomCommandInput, { type: K }>, 'type'>
  : Record<string, never>;

const BUSY_RETRIES = 3;

const withWho = (who: RoomWho) =>
  who.guestToken ? { code: who.code, guestToken: who.guestToken } : { code: who.code };

/**
 * Sends one room command. A refusal the server says may pass on a retry (a busy room: a
 * concurrent change) is retried at once with the same event id, so the command is
 * recorded once; any other refusal (an id already used) is final. Rejects with an Error
 * whose message is fit to show.
 */
export async function sendRoomCommand<K extends CommandName>(
  who: RoomWho,
  name: K,
  fields: CommandFields<K>,
): Promise<{ changed: boolean }> {
  const { api } = await loadApi();
  const room = { ...withWho(who), eventId: crypto.randomUUID() };
  const send = () => {
    if (name === 'leave') return api.rooms.leave.mutate(room);
    if (name === 'close') return api.rooms.close.mutate(room);
    // `CommandFields<K>` has checked the fields against this command's shape.
    return api.rooms.command.mutate({ ...room, command: { type: name, ...fields } as RoomCommandInput });
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const { sentence, retry, refusal } = errorSentence(error);
      if (refusal && retry && attempt < BUSY_RETRIES) continue;
      throw new Error(sentence, { cause: error });
    }
  }
}

export type RoomSignalInput = Parameters<Rooms['signal']['mutate']>[0]['signal'];

/** An ephemeral signal; a dropped one (over the rate, or a lost request) is not worth a message. */
export async function sendRoomSignal(who: RoomWho, signal: RoomSignalInput): Promise<void> {
  const { api } = await loadApi();
  await api.rooms.signal.mutate({ ...withWho(who), signal }).catch(() => undefined);
}

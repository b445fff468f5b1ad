/**
 * Calling the rooms procedures (server/src/rooms/README.md): who is asking (the room code
 * and, for a guest, their token), one event id per user action kept across retries, and
 * errors as sentences fit to show.
 */
import { TRPCClientError } from '@trpc/client';
import { loadApi } from '../../api/loadApi';
import type { ApiClient } from '../../api/trpc';
import type { RoomCommandInput, RoomCommandType } from '../../../../events/roomCommands';

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

/** The server's sentence for a refusal, or a plain one for a lost connection. */
export function problemMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if (code && code !== 'INTERNAL_SERVER_ERROR' && error.message) return error.message;
    if (!code) return 'The server could not be reached. Check your connection and try again.';
  }
  return 'Something went wrong on our side. Please try again.';
}

const isBusy = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'CONFLICT';

const withWho = (who: RoomWho) =>
  who.guestToken ? { code: who.code, guestToken: who.guestToken } : { code: who.code };

/**
 * Sends one room command. A busy room (a concurrent change) is retried with the same
 * event id, so the command is recorded once. Rejects with an Error whose message is fit to show.
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
      if (isBusy(error) && attempt < BUSY_RETRIES) continue;
      throw new Error(problemMessage(error), { cause: error });
    }
  }
}

export type RoomSignalInput = Parameters<Rooms['signal']['mutate']>[0]['signal'];

/** An ephemeral signal; a dropped one (over the rate, or a lost request) is not worth a message. */
export async function sendRoomSignal(who: RoomWho, signal: RoomSignalInput): Promise<void> {
  const { api } = await loadApi();
  await api.rooms.signal.mutate({ ...withWho(who), signal }).catch(() => undefined);
}

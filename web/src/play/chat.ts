// The chat's small rules on this side: how long a line may be, how it is counted, and who a line's speaker is.
import type { ChatLine } from '../../../protocol/index.ts';

/** The longest line the server takes, in characters (TABLE_CAPS.chatChars; a test holds the two equal). */
export const CHAT_MAX_CHARS = 200;

/** Characters as the server counts them, spaces at either end left out: code points, not UTF-16 units. */
export function chatLength(text: string): number {
  return [...text.trim()].length;
}

/** A person in the chat, the same across lines (what a mute holds): a seat, or a spectator by name. */
export function speaker(line: Pick<ChatLine, 'seat' | 'name'>): string {
  return line.seat === null ? `name:${line.name}` : `seat:${line.seat}`;
}

// "My matches": the matches this device holds seats at, as the server tells them now. Pure: the lobby fetches.
import { askOrder } from '../../../engine/index.ts';
import type { MatchInfo } from '../../../protocol/index.ts';
import type { MatchTicket, Mode } from '../lib/storage.ts';

/** How many of this device's matches the lobby asks the server about: the newest. */
export const MY_MATCHES_ASKED = 12;
/** How many finished ones stay in the list, marked, after the ones still going on. */
export const MY_FINISHED_SHOWN = 3;

/** Where a match of mine stands for me. */
export type MyTurn =
  | { readonly kind: 'yours' }
  | { readonly kind: 'theirs'; readonly seats: readonly number[] }
  | { readonly kind: 'game' }
  | { readonly kind: 'open' }
  /** `won`: this device's one player won (at hot-seat, everyone at the screen played, so nobody is "you"). */
  | { readonly kind: 'finished'; readonly won: boolean };

export interface MyMatch {
  readonly id: string;
  readonly info: MatchInfo;
  readonly mode: Mode;
  readonly mine: readonly number[];
  readonly since: number;
  readonly turn: MyTurn;
}

/** The tickets to ask about: the newest first (tickets from before "since" was kept count as oldest). */
export function newestTickets<T extends { readonly ticket: MatchTicket }>(tickets: readonly T[]): T[] {
  return [...tickets]
    .sort((a, b) => (b.ticket.since ?? 0) - (a.ticket.since ?? 0))
    .slice(0, MY_MATCHES_ASKED);
}

export function turnOf(info: MatchInfo, mine: readonly number[]): MyTurn {
  if (info.status === 'open') return { kind: 'open' };
  if (info.status === 'finished' || info.outcome)
    return {
      kind: 'finished',
      won: mine.length === 1 && (info.outcome?.winners.includes(mine[0]) ?? false),
    };
  const { waiting } = info.toAct;
  const seats = waiting.length > 0 ? waiting : askOrder(info.toAct);
  if (seats.some((s) => mine.includes(s))) return { kind: 'yours' };
  return seats.length > 0 ? { kind: 'theirs', seats } : { kind: 'game' };
}

/**
 * The list as shown: the matches going on, newest first (those waiting for this device are no more important than
 * the order the player started them in, which stays put as turns change); then the few latest finished ones.
 * Matches the server does not know (`info` null) drop out.
 */
export function myMatches(
  answers: readonly { readonly id: string; readonly ticket: MatchTicket; readonly info: MatchInfo | null }[],
): MyMatch[] {
  const rows = answers.flatMap(({ id, ticket, info }) => {
    if (!info) return [];
    const mine = Object.keys(ticket.tokens)
      .map(Number)
      .sort((a, b) => a - b);
    return [{ id, info, mode: ticket.mode, mine, since: ticket.since ?? 0, turn: turnOf(info, mine) }];
  });
  const newest = (a: MyMatch, b: MyMatch) => b.since - a.since;
  const going = rows.filter((r) => r.turn.kind !== 'finished').sort(newest);
  const finished = rows.filter((r) => r.turn.kind === 'finished').sort(newest);
  return [...going, ...finished.slice(0, MY_FINISHED_SHOWN)];
}

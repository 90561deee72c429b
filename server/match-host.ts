// What a live match (match-actor.ts) and the parts beside it use of the node that holds them: the hub's store,
// clock and bots (hub.ts), and the other nodes (server/cluster/). Written here, apart from the hub, so that the
// match's files and the hub's do not import each other. `Live` is the live match, which the hub and the cluster
// hand back and forth.
import type { AnyBots, AnyGame, PlayerSeat } from '../engine/index.ts';
import type { ChatChannel, ChatLine } from '../protocol/index.ts';
import type { Store } from '../store/index.ts';
import type { BotRunner } from './bots.ts';
import type { LogContext } from './logger.ts';
import type { ServerMetrics } from './metrics.ts';

/**
 * What a match's owner did, so that a node following it can do the same to its own copy and reach the same state
 * (the engine is deterministic): a player's move at a time, or the clock run to a time; or, for a table's entry
 * (a resignation, a vote, a seat taken back), `reread`: the followers read the match again from the store.
 */
export type Step =
  | { readonly seat: PlayerSeat; readonly move: unknown; readonly at: number }
  | { readonly advance: number }
  | { readonly reread: true };

export interface MatchHost<Live> {
  readonly store: Store;
  readonly bots: BotRunner;
  /** Where moves and timings are counted. */
  readonly metrics: ServerMetrics;
  /** Epoch milliseconds. */
  now(): number;
  /** Waits on the match clock are this many times shorter on the wall clock. */
  readonly timeScale: number;
  /** How long a person may be disconnected before the table calls them away. */
  readonly awayAfterMs: number;
  /** The served game with this id, if any. */
  game(id: string): AnyGame | undefined;
  /** The served game with this id under its rules of version `rules` (games/versions.ts), if this server has them. */
  gameAt(id: string, rules: number): AnyGame | undefined;
  /** How bots play the game with this id. */
  settings(gameId: string): AnyBots;
  /** The bot that plays a seat stored with `spec`. */
  playable(gameId: string, spec: string): string;
  /** How long a bot pauses before its move. */
  botPause(gameId: string, spec: string): number;
  log(line: string, context?: LogContext): void;
  /** A write failed: the copy is forgotten, and loaded again from the store. */
  drop(live: Live, error: unknown): void;
  /** The match may leave memory. */
  release(live: Live): void;
  /** A match stored a change. */
  stored(matchId: string): void;
  readonly cluster: MatchNodes<Live> | undefined;
}

/** What a live match tells the other nodes and asks of them (the rest of `Coordinator`, hub.ts). */
export interface MatchNodes<Live> {
  /** Who is connected to `live` through this node changed (or may have): the other nodes' copies hear of it. */
  present(live: Live): void;
  /** The owner stored a change: the other nodes' copies follow. */
  stored(matchId: string, before: number, step: Step): void;
  /** A vote to hand `seat` to a bot, made through this node: the other nodes' copies count it too. */
  voted(matchId: string, seat: PlayerSeat, voter: PlayerSeat): void;
  /** Takes a chat line from `who`'s allowance in the match, counted for every node. */
  takeChat(matchId: string, who: string, now: number): Promise<boolean>;
  /** A chat line kept through this node: the other nodes' copies pass it to their watchers of its channel. */
  chatted(matchId: string, channel: ChatChannel, line: ChatLine): void;
  /** A move made on a copy that this node does not drive, for the owner to judge. */
  forward(live: Live, seat: PlayerSeat, version: number, move: unknown): Promise<void>;
}

// Liar's Dice: the smallest complete game of hidden information and chance, and the model for the others.
// Rule and decision IDs (LD-…) point into DESIGN.md.
import { NOBODY, SPECTATOR, waitingFor } from '../../engine/index.ts';
import type { Game, Message, Outcome, PlayerSeat, Rng, Seat, Viewer } from '../../engine/index.ts';
import {
  ALL_BIDS,
  CHALLENGE,
  DEFAULT_DICE,
  FACES_IN_BID_ORDER,
  MAX_DICE,
  MAX_PLAYERS,
  MIN_DICE,
  bidIndex,
  countOnTable,
  rollDice,
  type Bid,
  type Face,
  type LiarsDiceMove,
} from './rules.ts';
import { texts } from './texts.ts';

export type { Bid, BidMove, ChallengeMove, Face, LiarsDiceMove } from './rules.ts';

export interface LiarsDiceOptions {
  /** Dice each player starts with, 1…6. */
  readonly dice: number;
}

/** What a challenge showed, public from then on: every die on the table and who paid for it. */
export interface Challenge {
  readonly round: number;
  readonly challenger: PlayerSeat;
  readonly bid: Bid;
  /** Every seat's dice as they were revealed (empty for seats already out). */
  readonly dice: readonly (readonly Face[])[];
  /** How many of them counted toward the bid, wild ones included. */
  readonly total: number;
  readonly loser: PlayerSeat;
}

/**
 * The full state. Arrays inside `dice` are replaced, never changed in place, and bids and challenges never
 * change once made: so events and the last challenge may share them, and `clone` copies little.
 */
export interface LiarsDiceState {
  readonly dicePerPlayer: number;
  /** Each seat's dice this round, sorted; empty once the seat is out. Secret: only its owner sees them. */
  dice: Face[][];
  /** 1 for the first round. */
  round: number;
  /** The seat to act, or −1 once the game is over. */
  turn: number;
  /** This round's bids, oldest first; the last is the one to raise or challenge. */
  bids: Bid[];
  /** Seats in the order they lost their last die. */
  eliminated: PlayerSeat[];
  lastChallenge: Challenge | null;
}

/** What one seat (or a spectator) may know: the state without any other seat's dice values. */
export interface LiarsDiceView {
  readonly viewer: Viewer;
  readonly dicePerPlayer: number;
  /** How many dice each seat holds: public, since losing a die is public. */
  readonly counts: readonly number[];
  /** The viewer's own dice, sorted; null for a spectator. */
  readonly ownDice: readonly Face[] | null;
  readonly round: number;
  readonly turn: number;
  readonly bids: readonly Bid[];
  readonly eliminated: readonly PlayerSeat[];
  readonly lastChallenge: Challenge | null;
}

export type LiarsDiceEvent =
  /** A round began: everyone still in rolled. `dice[s]` is null where the reader may not see that seat's dice. */
  | {
      readonly type: 'rolled';
      readonly round: number;
      readonly opener: PlayerSeat;
      readonly counts: readonly number[];
      readonly dice: readonly (readonly Face[] | null)[];
    }
  | { readonly type: 'bid'; readonly seat: PlayerSeat; readonly count: number; readonly face: Face }
  /** Someone called the last bid a lie: the whole table is revealed, to everyone. */
  | {
      readonly type: 'challenged';
      readonly seat: PlayerSeat;
      readonly bidder: PlayerSeat;
      readonly count: number;
      readonly face: Face;
      readonly dice: readonly (readonly Face[])[];
      readonly total: number;
    }
  | { readonly type: 'die-lost'; readonly seat: PlayerSeat; readonly left: number }
  | { readonly type: 'out'; readonly seat: PlayerSeat }
  | { readonly type: 'won'; readonly seat: PlayerSeat };

const NO_MOVES: readonly LiarsDiceMove[] = [];

/** The next seat after `seat`, in turn order, that still has dice (LD-6). */
function nextInPlay(dice: readonly (readonly Face[])[], seat: PlayerSeat): PlayerSeat {
  for (let step = 1; step <= dice.length; step++) {
    const next = (seat + step) % dice.length;
    if (dice[next].length > 0) return next;
  }
  return -1;
}

function countsOf(dice: readonly (readonly Face[])[]): number[] {
  return dice.map((hand) => hand.length);
}

/** The dice still in play: the most any bid may claim (LD-4). */
function diceLeft(dice: readonly (readonly Face[])[]): number {
  let n = 0;
  for (const hand of dice) n += hand.length;
  return n;
}

/** Everyone still in rolls in secret; `opener` bids first (LD-2). */
function startRound(state: LiarsDiceState, opener: PlayerSeat, rng: Rng): LiarsDiceEvent {
  state.round++;
  state.bids = [];
  state.turn = opener;
  for (let seat = 0; seat < state.dice.length; seat++) {
    if (state.dice[seat].length > 0) state.dice[seat] = rollDice(state.dice[seat].length, rng);
  }
  return {
    type: 'rolled',
    round: state.round,
    opener,
    counts: countsOf(state.dice),
    dice: state.dice.slice(),
  };
}

/** All dice are revealed; whoever was wrong loses a die (LD-7), and the game ends or a new round begins. */
function resolveChallenge(state: LiarsDiceState, challenger: PlayerSeat, rng: Rng): LiarsDiceEvent[] {
  const bid = state.bids[state.bids.length - 1];
  const revealed = state.dice.slice();
  const total = countOnTable(revealed, bid.face);
  const loser = total >= bid.count ? challenger : bid.seat;
  state.lastChallenge = { round: state.round, challenger, bid, dice: revealed, total, loser };

  const events: LiarsDiceEvent[] = [
    {
      type: 'challenged',
      seat: challenger,
      bidder: bid.seat,
      count: bid.count,
      face: bid.face,
      dice: revealed,
      total,
    },
  ];
  state.dice[loser] = state.dice[loser].slice(1);
  const left = state.dice[loser].length;
  events.push({ type: 'die-lost', seat: loser, left });

  if (left === 0) {
    state.eliminated.push(loser); // LD-8
    events.push({ type: 'out', seat: loser });
    if (state.eliminated.length === state.dice.length - 1) {
      const winner = nextInPlay(state.dice, loser);
      state.turn = -1;
      events.push({ type: 'won', seat: winner });
      return events;
    }
  }
  // LD-9: the loser opens the next round, or the next player still in if the loser is out.
  events.push(startRound(state, left > 0 ? loser : nextInPlay(state.dice, loser), rng));
  return events;
}

export const liarsDice: Game<LiarsDiceState, LiarsDiceMove, LiarsDiceView, LiarsDiceEvent, LiarsDiceOptions> =
  {
    id: 'liars-dice',
    players: { min: 2, max: MAX_PLAYERS },
    defaultOptions: { dice: DEFAULT_DICE },
    texts,

    parseOptions(raw) {
      if (raw === undefined || raw === null) return { dice: DEFAULT_DICE };
      if (typeof raw !== 'object' || Array.isArray(raw)) {
        throw new RangeError('liars-dice options must be an object');
      }
      for (const key of Object.keys(raw)) {
        if (key !== 'dice') throw new RangeError(`liars-dice has no option "${key}"; it has: dice`);
      }
      const dice = (raw as { dice?: unknown }).dice ?? DEFAULT_DICE;
      if (typeof dice !== 'number' || !Number.isInteger(dice) || dice < MIN_DICE || dice > MAX_DICE) {
        throw new RangeError(
          `liars-dice: dice per player must be a whole number from ${MIN_DICE} to ${MAX_DICE}`,
        );
      }
      return { dice };
    },

    setup({ players, options, rng }) {
      const state: LiarsDiceState = {
        dicePerPlayer: options.dice,
        // Only the hands' sizes matter here: startRound rolls them.
        dice: Array.from({ length: players }, () => new Array<Face>(options.dice).fill(1)),
        round: 0,
        turn: 0,
        bids: [],
        eliminated: [],
        lastChallenge: null,
      };
      startRound(state, 0, rng); // LD-D2: seat 0 opens the first round
      return state;
    },

    toAct(state) {
      return state.turn < 0 ? NOBODY : waitingFor(state.turn);
    },

    legalMoves(state, seat: Seat) {
      if (seat !== state.turn) return NO_MOVES;
      const last = state.bids[state.bids.length - 1];
      // LD-5: a raise is any later bid in the one bid order, up to the dice in play (LD-4).
      const from = last ? bidIndex(last.count, last.face) + 1 : 0;
      const to = diceLeft(state.dice) * FACES_IN_BID_ORDER.length;
      // LD-5: the opener must bid; after that, the last bid may be challenged.
      const moves: LiarsDiceMove[] = last ? [CHALLENGE] : [];
      for (let i = from; i < to; i++) moves.push(ALL_BIDS[i]);
      return moves;
    },

    apply(state, seat, move, ctx) {
      const player = seat as PlayerSeat;
      switch (move.type) {
        case 'bid':
          state.bids.push({ seat: player, count: move.count, face: move.face });
          state.turn = nextInPlay(state.dice, player);
          return [{ type: 'bid', seat: player, count: move.count, face: move.face }];
        case 'challenge':
          return resolveChallenge(state, player, ctx.rng);
      }
    },

    view(state, viewer) {
      return {
        viewer,
        dicePerPlayer: state.dicePerPlayer,
        counts: countsOf(state.dice),
        ownDice: viewer === SPECTATOR ? null : state.dice[viewer].slice(),
        round: state.round,
        turn: state.turn,
        bids: state.bids.slice(),
        eliminated: state.eliminated.slice(),
        lastChallenge: state.lastChallenge,
      };
    },

    viewEvent(event, viewer) {
      // The roll is the only secret an event carries; a challenge's reveal is public (LD-10).
      if (event.type !== 'rolled') return event;
      return {
        ...event,
        dice: event.dice.map((hand, seat) => (seat === viewer || hand?.length === 0 ? hand : null)),
      };
    },

    outcome(state): Outcome | null {
      if (state.turn >= 0) return null;
      const players = state.dice.length;
      const winner = nextInPlay(state.dice, state.eliminated[state.eliminated.length - 1]);
      // LD-11: a seat scores the number of players it outlasted.
      const scores = new Array<number>(players).fill(players - 1);
      state.eliminated.forEach((seat, place) => (scores[seat] = place));
      return { winners: [winner], scores, reason: 'last-with-dice' };
    },

    determinize(view, _seat, rng) {
      // Keep the viewer's own dice and everything public; every other hand is a fresh uniform roll of its size.
      return {
        dicePerPlayer: view.dicePerPlayer,
        dice: view.counts.map((n, seat) =>
          seat === view.viewer && view.ownDice ? view.ownDice.slice() : rollDice(n, rng),
        ),
        round: view.round,
        turn: view.turn,
        bids: view.bids.slice(),
        eliminated: view.eliminated.slice(),
        lastChallenge: view.lastChallenge,
      };
    },

    clone(state) {
      const dice: Face[][] = [];
      for (const hand of state.dice) dice.push(hand.slice());
      return {
        dicePerPlayer: state.dicePerPlayer,
        dice,
        round: state.round,
        turn: state.turn,
        bids: state.bids.slice(),
        eliminated: state.eliminated.slice(),
        lastChallenge: state.lastChallenge,
      };
    },

    moveKey(move) {
      return move.type === 'bid' ? `${move.count}x${move.face}` : 'liar';
    },

    narrate(event): Message {
      switch (event.type) {
        case 'rolled': {
          // A redacted roll shows one hand at most: the reader's own.
          const visible = event.dice.filter(
            (hand): hand is readonly Face[] => hand !== null && hand.length > 0,
          );
          const params = { round: event.round, player: { seat: event.opener } };
          if (visible.length === 1)
            return { key: 'log.rolled-own', params: { ...params, dice: visible[0].join(' ') } };
          return { key: 'log.rolled', params };
        }
        case 'bid':
          return {
            key: 'log.bid',
            params: { player: { seat: event.seat }, count: event.count, face: event.face },
          };
        case 'challenged':
          return {
            key: 'log.challenged',
            params: {
              player: { seat: event.seat },
              bidder: { seat: event.bidder },
              count: event.count,
              face: event.face,
              total: event.total,
            },
          };
        case 'die-lost':
          return { key: 'log.die-lost', params: { player: { seat: event.seat }, left: event.left } };
        case 'out':
          return { key: 'log.out', params: { player: { seat: event.seat } } };
        case 'won':
          return { key: 'log.won', params: { player: { seat: event.seat } } };
      }
    },

    describeMove(move) {
      switch (move.type) {
        case 'bid':
          return { key: 'move.bid', params: { count: move.count, face: move.face } };
        case 'challenge':
          return { key: 'move.challenge' };
      }
    },

    describeView(view) {
      const lines: Message[] = [{ key: 'view.round', params: { round: view.round } }];
      if (view.ownDice) lines.push({ key: 'view.own', params: { dice: view.ownDice.join(' ') } });
      const inPlay = view.counts.map((n, seat) => ({ seat, n })).filter(({ n }) => n > 0);
      for (const { seat, n } of inPlay)
        lines.push({ key: 'view.count', params: { player: { seat }, count: n } });
      const last = view.bids[view.bids.length - 1];
      if (last) {
        lines.push({
          key: 'view.bid',
          params: { player: { seat: last.seat }, count: last.count, face: last.face },
        });
      }
      if (view.turn >= 0) lines.push({ key: 'view.turn', params: { player: { seat: view.turn } } });
      return lines;
    },
  };

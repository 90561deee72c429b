// Liar's Dice's rules: the options, the deal, whose turn it is, the legal bids and the challenge, a round's
// start and end, and who won. Rule and decision IDs (LD-…) point into DESIGN.md.
import { NOBODY, waitingFor } from '../../engine/index.ts';
import type {
  Acting,
  ApplyContext,
  Outcome,
  PlayerSeat,
  Rng,
  Seat,
  SetupContext,
} from '../../engine/index.ts';
import {
  ALL_BIDS,
  CHALLENGE,
  DEFAULT_DICE,
  FACES_IN_BID_ORDER,
  MAX_DICE,
  MIN_DICE,
  bidIndex,
  countOnTable,
  rollDice,
} from './content.ts';
import {
  countsOf,
  diceLeft,
  type Face,
  type LiarsDiceEvent,
  type LiarsDiceMove,
  type LiarsDiceOptions,
  type LiarsDiceState,
} from './state.ts';

const NO_MOVES: readonly LiarsDiceMove[] = [];

export function parseOptions(raw: unknown): LiarsDiceOptions {
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
}

export function setup({ players, options, rng }: SetupContext<LiarsDiceOptions>): LiarsDiceState {
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
}

export function toAct(state: LiarsDiceState): Acting {
  return state.turn < 0 ? NOBODY : waitingFor(state.turn);
}

export function legalMoves(state: LiarsDiceState, seat: Seat): readonly LiarsDiceMove[] {
  if (seat !== state.turn) return NO_MOVES;
  const last = state.bids[state.bids.length - 1];
  // LD-5: a raise is any later bid in the one bid order, up to the dice in play (LD-4).
  const from = last ? bidIndex(last.count, last.face) + 1 : 0;
  const to = diceLeft(state.dice) * FACES_IN_BID_ORDER.length;
  // LD-5: the opener must bid; after that, the last bid may be challenged.
  const moves: LiarsDiceMove[] = last ? [CHALLENGE] : [];
  for (let i = from; i < to; i++) moves.push(ALL_BIDS[i]);
  return moves;
}

export function apply(
  state: LiarsDiceState,
  seat: Seat,
  move: LiarsDiceMove,
  ctx: ApplyContext,
): LiarsDiceEvent[] {
  const player = seat as PlayerSeat;
  switch (move.type) {
    case 'bid':
      state.bids.push({ seat: player, count: move.count, face: move.face });
      state.turn = nextInPlay(state.dice, player);
      return [{ type: 'bid', seat: player, count: move.count, face: move.face }];
    case 'challenge':
      return resolveChallenge(state, player, ctx.rng);
  }
}

export function outcome(state: LiarsDiceState): Outcome | null {
  if (state.turn >= 0) return null;
  const players = state.dice.length;
  const winner = nextInPlay(state.dice, state.eliminated[state.eliminated.length - 1]);
  // LD-11: a seat scores the number of players it outlasted.
  const scores = new Array<number>(players).fill(players - 1);
  state.eliminated.forEach((seat, place) => (scores[seat] = place));
  return { winners: [winner], scores, reason: 'last-with-dice' };
}

/** The next seat after `seat`, in turn order, that still has dice (LD-6). */
function nextInPlay(dice: readonly (readonly Face[])[], seat: PlayerSeat): PlayerSeat {
  for (let step = 1; step <= dice.length; step++) {
    const next = (seat + step) % dice.length;
    if (dice[next].length > 0) return next;
  }
  return -1;
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

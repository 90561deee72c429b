// A review of one seat's decisions in a finished match: for each, the hard bot searches from what that seat knew
// at that moment (its view, its legal moves, the clock), never from the match's true state or from hindsight.
import type { AnyBots, AnyGame, BotInput, MatchRecord, PlayerSeat } from '../engine/index.ts';
import { Match, isReacting, keyOf } from '../engine/index.ts';
import { ismctsBot } from './ismcts.ts';

/** A decision the seat made: the moment as it saw it, and what it chose. */
export interface Decision {
  /** The entry of the record that holds the choice. */
  readonly index: number;
  readonly input: BotInput<unknown, unknown>;
  readonly chosen: unknown;
}

/** One decision, judged. Chances are the searcher's mean rewards for the seat, in [0, 1]. */
export interface JudgedDecision {
  readonly index: number;
  /** Milliseconds since the match began, when the choice was made. */
  readonly at: number;
  readonly chosen: unknown;
  readonly chosenChance: number;
  /** The bot's choice and its chance (the same move as `chosen` when the bot agrees). */
  readonly best: unknown;
  readonly bestChance: number;
  /** How many options the seat had. */
  readonly options: number;
}

/** A gap in the chance of winning from which the bot's choice counts as clearly better: ten points. */
export const CLEAR_GAP = 0.1;

/** Whether the bot's choice was clearly better than the seat's (the review marks it on the timeline). */
export function clearlyBetter(decision: JudgedDecision): boolean {
  return decision.bestChance - decision.chosenChance >= CLEAR_GAP - 1e-9; // (a sum's rounding is no gap)
}

/**
 * Every moment of the record where `seat` chose among two options or more and made the choice itself (not a
 * bot holding its seat), with the view it had then: the match is stepped through entry by entry.
 */
export function decisionsOf(game: AnyGame, record: MatchRecord, seat: PlayerSeat): Decision[] {
  const match = Match.begin(game, record);
  const decisions: Decision[] = [];
  record.log.forEach((entry, index) => {
    if (entry.seat === seat && !match.botHolds(seat)) {
      const moves = match.legalMoves(seat);
      const acting = match.toAct();
      const reacting = isReacting(acting, seat);
      if (moves.length + (reacting ? 1 : 0) > 1) {
        const input = { view: match.view(seat), seat, moves, time: entry.at, reacting };
        decisions.push({ index, input, chosen: entry.move });
      }
    }
    match.replayEntry(entry, index);
  });
  return decisions;
}

/** Fewer visits than this and a chosen move is judged again by a search held to it alone. */
const MIN_VISITS = 30;

/**
 * One decision judged by ISMCTS with `iterations` per search (and at most `ms` each, where given), from the
 * decision's input alone. The bot's choice is its most tried option; a chosen move the search hardly tried is
 * searched on its own with a quarter of the budget, so its chance is measured, not guessed.
 */
export function judge(
  game: AnyGame,
  bots: AnyBots,
  decision: Decision,
  budget: { readonly iterations: number; readonly ms?: number; readonly seed: string },
): JudgedDecision {
  const bot = ismctsBot(game, bots, budget);
  const judged = bot.analyse(decision.input);
  const best = judged[0];
  const chosenKey = keyOf(game, decision.chosen);
  let chosen = judged.find((option) => option.move !== null && keyOf(game, option.move) === chosenKey);
  if (!chosen || chosen.visits < MIN_VISITS) {
    const alone = ismctsBot(game, bots, {
      ...budget,
      iterations: Math.max(MIN_VISITS * 2, Math.round(budget.iterations / 4)),
      seed: `${budget.seed}/chosen`,
    });
    chosen = alone.analyse(decision.input, [decision.chosen])[0];
  }
  const chosenChance = chosen?.chance ?? 0;
  // The seat's own move is the best where the bot's choice does no better than it.
  const agree = !best || best.chance <= chosenChance;
  return {
    index: decision.index,
    at: decision.input.time,
    chosen: decision.chosen,
    chosenChance,
    best: agree ? decision.chosen : best.move,
    bestChance: agree ? chosenChance : best.chance,
    options: decision.input.moves.length + (decision.input.reacting ? 1 : 0),
  };
}

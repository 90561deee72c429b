// A position to measure search from (bench/, `npm run bench`): a Harbinger choosing where to go, twelve minutes
// into the hour, when Keystones, Duel cards, Fate cards and the Gatekeeper's next coming are all unknown to it.
import { Match, MatchDriver, Rng, type BotInput } from '../../engine/index.ts';
import { atmosfearBots } from './bots.ts';
import { atmosfear, type AtmosfearMove, type AtmosfearView } from './index.ts';
import type { AtmosfearState } from './state.ts';

type AnyMatch = Match<AtmosfearState, AtmosfearMove, unknown, unknown, unknown>;

/**
 * Plays a match with the heuristic on every seat, in virtual time (each move a person's time), until it ends or
 * `stop` says so for the decision about to be made.
 */
export function playByHeuristic(
  match: AnyMatch,
  seed: string,
  stop: (input: BotInput<AtmosfearView, AtmosfearMove>) => boolean,
): BotInput<AtmosfearView, AtmosfearMove> | null {
  const driver = new MatchDriver(match, atmosfearBots.moveMs);
  const rng = Rng.fromSeed(`${seed}/bots`);
  while (match.outcome() === null) {
    const ask = driver.next();
    if (ask === null) {
      driver.wait();
      continue;
    }
    const input = {
      view: match.view(ask.seat) as AtmosfearView,
      seat: ask.seat,
      moves: match.legalMoves(ask.seat),
      time: match.time,
      reacting: ask.reacting,
    };
    if (stop(input)) return input;
    driver.answer(ask.seat, atmosfearBots.heuristic!(input, rng));
  }
  return null;
}

/**
 * A match with the heuristic on every seat, from `seed`, played until a Harbinger must choose among several
 * squares to go to, twelve minutes into the hour: that choice as its bot receives it.
 */
export function harbingerMidHour(players = 4, seed = 'bench'): BotInput<AtmosfearView, AtmosfearMove> {
  const seats = Array.from({ length: players }, (_, s) => ({ name: `P${s + 1}` }));
  const match = Match.create(atmosfear, { seats, seed });
  const found = playByHeuristic(match, seed, (input) => {
    const state = match.state as AtmosfearState;
    const late = state.hourStart >= 0 && match.time - state.hourStart > 12 * 60_000;
    return late && state.role[input.seat] === 'harbinger' && state.stage === 'move' && input.moves.length > 2;
  });
  if (!found) throw new Error(`seed ${seed}: the match ended before a Harbinger's move twelve minutes in`);
  return found;
}

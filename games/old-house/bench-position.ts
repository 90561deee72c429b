// A position to measure search from (bench/, `npm run bench`): a hunter's first choice of round 2, the point
// where the hunters' belief (belief.ts) and the Phantom's hidden route first both matter to every iteration.
import { Match, Rng, nextToDecide, type BotInput } from '../../engine/index.ts';
import { oldHouseBots } from './bots.ts';
import { oldHouse, type OldHouseMove, type OldHouseView } from './index.ts';
import { PHANTOM, type OldHouseState } from './state.ts';

/**
 * Plays a match with the heuristic bots on every seat, from `seed`, until a hunter seat must choose among
 * several moves in the hunters' turn of round 2, and returns that choice as its bot receives it.
 */
export function hunterAtRoundTwo(players = 2, seed = 'bench'): BotInput<OldHouseView, OldHouseMove> {
  const seats = Array.from({ length: players }, (_, s) => ({ name: `P${s + 1}` }));
  const match = Match.create(oldHouse, { seats, seed });
  const rng = Rng.fromSeed(`${seed}/bots`);
  for (;;) {
    const state = match.state as OldHouseState;
    if (match.outcome() !== null || state.round > 2) {
      throw new Error(`seed ${seed}: the match never reached the hunters' turn of round 2`);
    }
    const seat = nextToDecide(match.toAct(), 0);
    if (seat === null) throw new Error('old-house: nobody to act in a game that goes on');
    const input = {
      view: match.view(seat),
      seat,
      moves: match.legalMoves(seat),
      time: match.time,
      reacting: false,
    };
    if (state.round === 2 && state.phase === 'hunters' && seat !== PHANTOM && input.moves.length > 1) {
      return input as BotInput<OldHouseView, OldHouseMove>;
    }
    match.play(seat, oldHouseBots.heuristic!(input, rng), match.time);
  }
}

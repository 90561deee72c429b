// The bots: sensible, blind to what their seat may not see, and better than chance.
import { describe, expect, it } from 'vitest';
import { createBot, ismctsBot } from '../../ai/index.ts';
import { Rng, applyMove, canonicalJson, nextToDecide } from '../../engine/index.ts';
import { startRoute } from './belief.ts';
import { bitHi, bitLo, cellByName } from './board.ts';
import { heuristicMove, oldHouseBots } from './bots.ts';
import { EXORCIST, MEDIUM, RUNNER } from './content.ts';
import { evaluate } from './evaluation.ts';
import { oldHouse, type OldHouseState } from './index.ts';
import { caughtChance } from './reach.ts';
import { trapWeights } from './trap-odds.ts';

const game = oldHouse;
const c = cellByName;

function midnight(cell: number, heroes: string[], steps = 6): OldHouseState {
  const rng = Rng.fromSeed('bots');
  const state = game.setup({ players: 2, options: game.options.defaults, rng });
  game.apply(state, 1, { type: 'hero', hunter: RUNNER }, { rng, time: 0 });
  game.apply(state, 1, { type: 'hero', hunter: MEDIUM }, { rng, time: 0 });
  game.apply(state, 0, { type: 'draft', mode: 'four' }, { rng, time: 0 });
  for (let i = 0; i < 4; i++) game.apply(state, 0, game.legalMoves(state, 0)[0], { rng, time: 0 });
  state.cell = cell;
  state.route = [cell];
  state.openingLeft = 0;
  state.roll = state.stepsLeft = steps;
  state.cardsThisTurn = 0;
  startRoute(state, bitLo(cell), bitHi(cell));
  heroes.forEach((name, h) => (state.heroCell[h] = c(name)));
  return state;
}

function choose(state: OldHouseState, seat: number, seed = 'choice') {
  return heuristicMove(game.view(state, seat), seat, game.legalMoves(state, seat), Rng.fromSeed(seed));
}

/** Plays `games` matches of the given bots (Phantom first) with the kernel's functions; the Phantom's wins. */
function phantomWins(phantom: string, hunters: string, games: number, players = 2): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const rng = Rng.fromSeed(`bots ${g}`);
    const state = game.setup({ players, options: game.options.defaults, rng });
    const bots = Array.from({ length: players }, (_, s) =>
      createBot(s === 0 ? phantom : hunters, game, oldHouseBots, `${g}/${s}`),
    );
    while (game.outcome(state) === null) {
      const seat = nextToDecide(game.toAct(state), 0)!;
      const moves = game.legalMoves(state, seat);
      const move = bots[seat].chooseMove({
        view: game.view(state, seat),
        seat,
        moves,
        time: 0,
        reacting: false,
      });
      applyMove(game, state, seat, move, { rng, time: 0 }); // the checked door: a bot's move must be legal
    }
    if (game.outcome(state)!.winners.includes(0)) wins++;
  }
  return wins;
}

describe('the heuristic Phantom', () => {
  it('strikes a relic in reach that no hero can punish', () => {
    const state = midnight(c('B4'), ['G7', 'G6'], 2);
    expect(choose(state, 0)).toEqual({ type: 'step', dir: 'w' }); // A4, with both heroes far away
  });

  it('leaves a relic alone when heroes stand ready to strike a weakened Phantom, and plays its cards to hide', () => {
    const state = midnight(c('A5'), ['B4', 'C4'], 3); // A4 is one step south; both heroes stand by it
    state.damage = 5;
    const moves: string[] = [];
    for (let i = 0; i < 5 && state.phase === 'phantom'; i++) {
      const move = choose(state, 0, `spread ${i}`);
      moves.push(game.wire!.moveKey!(move));
      game.apply(state, 0, move, { rng: Rng.fromSeed('x'), time: 0 });
    }
    expect(state.cell).not.toBe(c('A4'));
    expect(moves.filter((k) => ['n', 'e', 's', 'w', 'still'].includes(k)).length).toBe(3);
  });

  it('OH-D39 the heuristic Phantom ending on an intact relic destroys it rather than spare it', () => {
    const state = midnight(c('A4'), ['G7', 'G6'], 1);
    state.stepsLeft = 0;
    state.cardsThisTurn = 1;
    expect(game.legalMoves(state, 0).map((m) => m.type)).toContain('spare');
    for (let i = 0; i < 10; i++) expect(choose(state, 0, `relic ${i}`).type).toBe('end-turn');
  });

  it('OH-D32 expects traps beside intact relics and just around where the table thought it was, not on it', () => {
    const state = midnight(c('D4'), ['G7', 'G6']);
    state.trapPlacedAt = [0];
    state.trapKnown = [0, 0];
    const weights = new Float64Array(49);
    trapWeights(state, 0, weights);
    expect(weights[c('D5')]).toBeGreaterThan(weights[c('A3')]); // a step from where it was known to be
    expect(weights[c('A3')]).toBeGreaterThan(weights[c('D4')]); // beside the A4 relic
    expect(weights[c('D4')]).toBeLessThan(weights[c('A3')] / 4); // where it was: the trap would come too late
    expect(weights[c('G1')]).toBeLessThan(weights[c('A3')] / 4); // far from everything
  });
});

describe('the heuristic hunters', () => {
  it('OH-D38 a lone hunter chooses the Exorcist, then the Medium', () => {
    const rng = Rng.fromSeed('heroes');
    const state = game.setup({ players: 2, options: game.options.defaults, rng });
    const first = choose(state, 1);
    expect(first).toEqual({ type: 'hero', hunter: EXORCIST });
    game.apply(state, 1, first, { rng, time: 0 });
    const second = choose(state, 1);
    expect(second).toEqual({ type: 'hero', hunter: MEDIUM });
    game.apply(state, 1, second, { rng, time: 0 });
    expect(state.heroChar).toEqual([EXORCIST, MEDIUM]);
  });

  it('walk onto a revealed Phantom and accuse it', () => {
    const state = midnight(c('C4'), ['D5', 'G7']);
    state.revealed = c('C4');
    game.apply(state, 0, { type: 'end-turn' }, { rng: Rng.fromSeed('r'), time: 0 });
    state.heroRoll[0] = 3;
    state.hunterCards = 0;
    const move = choose(state, 1);
    expect(move).toEqual({ type: 'move', hero: 0, cell: c('C4') });
    game.apply(state, 1, move, { rng: Rng.fromSeed('r'), time: 0 });
    expect(choose(state, 1)).toEqual({ type: 'accuse', hero: 0 });
  });

  it('banish an entity about to destroy a relic', () => {
    const state = midnight(c('G7'), ['D2', 'D6']);
    state.entities = [1, c('B2'), 1];
    game.apply(state, 0, { type: 'end-turn' }, { rng: Rng.fromSeed('r'), time: 0 });
    state.entities = [1, c('B2'), 1];
    state.heroRoll[0] = 4;
    state.hunterCards = 0;
    expect(choose(state, 1)).toEqual({ type: 'move', hero: 0, cell: c('B2') });
  });
});

describe('bots see only their view', () => {
  it('choose the same move in states that differ only in what their seat cannot see', () => {
    const rng = Rng.fromSeed('blind');
    let compared = 0;
    for (let g = 0; g < 6; g++) {
      const state = game.setup({ players: 2 + (g % 3), options: game.options.defaults, rng });
      while (game.outcome(state) === null) {
        const seat = nextToDecide(game.toAct(state), 0)!;
        const moves = game.legalMoves(state, seat);
        if (moves.length > 1 && rng.int(4) === 0) {
          const other = game.determinize(game.view(state, seat), seat, rng);
          const here = heuristicMove(state, seat, moves, Rng.fromSeed('same'));
          const there = heuristicMove(other, seat, game.legalMoves(other, seat), Rng.fromSeed('same'));
          expect(canonicalJson(there)).toBe(canonicalJson(here));
          compared++;
        }
        game.apply(state, seat, moves[rng.int(moves.length)], { rng, time: 0 });
      }
    }
    expect(compared).toBeGreaterThan(50);
  });
});

describe('strength', () => {
  it('the heuristic hunters beat a random Phantom, and the heuristic Phantom beats random hunters', () => {
    expect(phantomWins('random', 'heuristic', 30)).toBeLessThanOrEqual(3);
    expect(phantomWins('heuristic', 'random', 30)).toBeGreaterThanOrEqual(27);
  });

  it('ISMCTS plays both sides through the generic bot, and beats a random side on either', () => {
    expect(phantomWins('ismcts-60', 'random', 3, 3)).toBe(3);
    expect(phantomWins('random', 'ismcts-60', 3, 3)).toBe(0);
  });

  it('OH-D31 the search tries the heuristic first: with one iteration it plays as the heuristic would', () => {
    // Phantom decisions of a heuristic game; a one-iteration search plays the one move it expanded.
    const agree = (prior: number) => {
      let same = 0;
      let asked = 0;
      const rng = Rng.fromSeed('prior');
      const state = game.setup({ players: 4, options: game.options.defaults, rng });
      while (game.outcome(state) === null && asked < 40) {
        const seat = nextToDecide(game.toAct(state), 0)!;
        const moves = game.legalMoves(state, seat);
        const input = { view: game.view(state, seat), seat, moves, time: 0, reacting: false };
        const move = heuristicMove(input.view, seat, moves, Rng.fromSeed(`h ${asked} ${moves.length}`));
        if (seat === 0 && moves.length >= 3) {
          const bot = ismctsBot(game, oldHouseBots, { seed: `s ${asked}`, iterations: 1, prior });
          if (canonicalJson(bot.chooseMove(input)) === canonicalJson(move)) same++;
          asked++;
        }
        game.apply(state, seat, move, { rng, time: 0 });
      }
      return same / asked;
    };
    expect(oldHouseBots.searchPrior).toBe(1);
    expect(agree(1)).toBeGreaterThan(0.7);
    expect(agree(0)).toBeLessThan(0.5);
  });

  it("OH-D35 the lobby's levels are budgets of 3, 30 and 300 iterations, and medium beats easy on both sides", () => {
    expect(oldHouseBots.levels).toEqual({ easy: 3, medium: 30, hard: 300 });
    const budget = (level: string) => {
      const bot = createBot(`ismcts:${level}`, game, oldHouseBots, 'levels') as ReturnType<typeof ismctsBot>;
      const state = midnight(c('D4'), ['A1', 'G7']);
      bot.chooseMove({
        view: game.view(state, 0),
        seat: 0,
        moves: game.legalMoves(state, 0),
        time: 0,
        reacting: false,
      });
      return bot.stats.iterations;
    };
    expect([budget('easy'), budget('medium'), budget('hard')]).toEqual([3, 30, 300]);
    // 99.5 % over 200 games in the balance document; two seeded games a side here.
    expect(phantomWins('ismcts:medium', 'ismcts:easy', 2)).toBe(2);
    expect(phantomWins('ismcts:easy', 'ismcts:medium', 2)).toBe(0);
  });

  it('the evaluation prefers relics for the Phantom and banishment for the hunters, and knows exposure', () => {
    const state = midnight(c('D4'), ['A1', 'G7']);
    const base = evaluate(state, true);
    state.destroyed = 0b11;
    expect(evaluate(state, true)).toBeGreaterThan(base);
    state.destroyed = 0;
    state.damage = 3;
    expect(evaluate(state, true)).toBeLessThan(base);
    expect(caughtChance(1, 1)).toBeGreaterThan(caughtChance(1, 10));
    expect(caughtChance(0, 3)).toBe(0);
  });
});

// The bots: the heuristic plays with sense from its seat's view, search scores a position it stops short of the
// end by how soon each seat could wake, and both play only legal moves and beat chance.
import { describe, expect, it } from 'vitest';
import { createBot, levelIterations } from '../../ai/index.ts';
import { LEVELS, Rng, applyMove, nextToDecide, type PlayerSeat } from '../../engine/index.ts';
import { stepsTo } from './board.ts';
import { midnightersBots } from './bots.ts';
import {
  BRIDGE,
  CORRIDORS,
  DREAMWALK,
  GREEN,
  LOCATION_COUNT,
  SQUARE,
  STAR,
  TOWN_HALL,
  VERTIGO,
} from './content.ts';
import { evaluate } from './evaluation.ts';
import { dealt, game, haunt, key, play, table, trap } from './fixtures.ts';
import { CORRIDOR_CELLS, heuristicMove } from './heuristic.ts';
import type { MidnightersMove, MidnightersState } from './state.ts';

/** The heuristic's choice for `seat` from its view, as the `heuristic` bot makes it. */
function choice(state: MidnightersState, seat: PlayerSeat, seed = 'choice'): string | null {
  const move = heuristicMove(game.view(state, seat), seat, game.legalMoves(state, seat), Rng.fromSeed(seed));
  return move && key(move);
}

function stepsToBridge(state: MidnightersState, location: number): number {
  const out = new Int8Array(LOCATION_COUNT);
  stepsTo(state, BRIDGE, out);
  return out[location] < 0 ? 99 : out[location];
}

describe('the heuristic Midnighter', () => {
  it('walks to the Bridge and wakes there with a Midnight Star', () => {
    const state = table(2, { hands: [[DREAMWALK, STAR]], avatars: [SQUARE, 0] });
    expect(choice(state, 0)).toBe('ws'); // the Square's south edge leads onto the Bridge
    play(state, 0, 'ws');
    expect(choice(state, 0)).toBe('star');
    play(state, 0, 'star');
    expect(game.outcome(state)).toEqual({ winners: [0], reason: 'woke' });
  });

  it('heads for the Town Hall to shed a nightmare, and plays its Star there instead of walking on', () => {
    const free = table(2, { hands: [[DREAMWALK, STAR]], avatars: [TOWN_HALL, 0] });
    expect(choice(free, 0)).toBe('we'); // nothing to shed: on to the Bridge, east
    const haunted = table(2, { hands: [[DREAMWALK, STAR]], avatars: [TOWN_HALL, 0] });
    haunt(haunted, 0, GREEN);
    haunted.actions = 1;
    expect(choice(haunted, 0)).toBe('star');
  });

  it('springs its trap on a rival who reaches the Bridge, and lets a haunted one pass', () => {
    for (const haunted of [false, true]) {
      const state = table(2, { hands: [[DREAMWALK, STAR]], avatars: [SQUARE, 0] });
      trap(state, 1, DREAMWALK, BRIDGE);
      if (haunted) haunt(state, 0, GREEN);
      play(state, 0, 'ws');
      expect(state.window?.owners).toBe(0b10); // seat 1's trap now has someone on it
      expect(choice(state, 1)).toBe(haunted ? 'pass' : '!0');
    }
  });

  it('turns the map against a rival one step from waking when it has nothing better to do', () => {
    const state = table(2, { hands: [[VERTIGO]], avatars: [5, SQUARE] });
    const before = stepsToBridge(state, SQUARE);
    const move = choice(state, 0);
    expect(move).toMatch(/^v/);
    play(state, 0, move!);
    expect(stepsToBridge(state, SQUARE)).toBeGreaterThan(before);
  });

  it('MID-D36 as the Director, fills a corner with the Corridors and starts every avatar on the corner one', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      const state = dealt(3, `director ${g}`, { layout: 'director' });
      while (state.phase === 'arrange')
        play(state, state.director, choice(state, state.director, `arrange ${g}`)!);
      // The Corridors lie on A1, B1, C1, A2, B2, A3: every unique location is at least three steps from A1.
      expect(CORRIDOR_CELLS.map((cell) => state.grid[cell] < CORRIDORS).every(Boolean)).toBe(true);
      while (state.phase === 'settle') {
        const move = choice(state, state.director, `settle ${g}`)!;
        expect(state.cellOf[Number(move.slice(1))]).toBe(0);
        play(state, state.director, move);
        checked++;
      }
    }
    expect(checked).toBe(18);
  });

  it('MID-D32 scores a position by how soon each seat could wake: shares of one, the nearest seat first', () => {
    const state = table(3, { hands: [[STAR], [], []], avatars: [SQUARE, 0, 0] });
    const shares = evaluate(state);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(shares[0]).toBeGreaterThan(0.5); // one Dreamwalk and a Star from waking
    expect(shares[1]).toBeGreaterThan(shares[2]); // the same way to go, but seat 1 plays first
    haunt(state, 0, GREEN); // now it must first go and shed it, at one action a turn
    expect(evaluate(state)[0]).toBeLessThan(shares[0] / 2);
    expect(midnightersBots.evaluate).toBe(evaluate);
    expect(midnightersBots.playoutDepth).toBeGreaterThan(0);
  });

  it('MID-D36 a searching Director lays out the map and the avatars as the heuristic does, without searching', () => {
    const state = dealt(3, 'searching director', { layout: 'director' });
    const bot = createBot('ismcts:hard', game, midnightersBots, 'director');
    const rng = Rng.fromSeed('director');
    let placed = 0;
    while (state.phase === 'arrange' || state.phase === 'settle') {
      const seat = state.director;
      const moves = game.legalMoves(state, seat);
      const move = bot.chooseMove({
        view: game.view(state, seat),
        seat,
        moves,
        time: 0,
        reacting: false,
      }) as MidnightersMove;
      if (move.type === 'place' && placed < CORRIDORS) expect(move.cell).toBe(CORRIDOR_CELLS[placed++]);
      if (move.type === 'settle') expect(state.cellOf[move.location]).toBe(0);
      applyMove(game, state, seat, move, { rng, time: 0 });
    }
    expect(placed).toBe(CORRIDORS);
    expect(new Set(state.avatar).size).toBe(1);
  });

  it('MID-D33 the levels search more at each step up, and every level plays legal moves to the end', () => {
    const budgets = LEVELS.map((level) => levelIterations(midnightersBots, level));
    for (let i = 1; i < budgets.length; i++) expect(budgets[i]).toBeGreaterThan(budgets[i - 1] * 2);
    const state = dealt(3, 'levels');
    const bots = LEVELS.map((level, s) => createBot(`ismcts:${level}`, game, midnightersBots, `level ${s}`));
    const rng = Rng.fromSeed('levels');
    let moves = 0;
    while (game.outcome(state) === null && moves < 15) {
      const seat = nextToDecide(game.toAct(state), 0);
      if (seat === null) {
        applyMove(game, state, 'system', game.legalMoves(state, 'system')[0], { rng, time: 0 }); // begin, close
        continue;
      }
      const move = bots[seat].chooseMove({
        view: game.view(state, seat),
        seat,
        moves: game.legalMoves(state, seat),
        time: 0,
        reacting: false,
      }) as MidnightersMove;
      applyMove(game, state, seat, move, { rng, time: 0 }); // the checked door: a bot's move must be legal
      moves++;
    }
    expect(moves).toBe(15);
  });

  it('beats random players: a short search wins most two-player games through the checked door', () => {
    let wins = 0;
    const games = 8;
    for (let g = 0; g < games; g++) {
      const rng = Rng.fromSeed(`vs random ${g}`);
      const state = game.setup({
        players: 2,
        options: { layout: 'random', windowMs: 20_000, director: 'random' },
        rng,
      });
      const searcher = g % 2;
      const bots = [0, 1].map((s) =>
        createBot(s === searcher ? 'ismcts-30' : 'random', game, midnightersBots, `${g}/${s}`),
      );
      let time = 0;
      while (game.outcome(state) === null) {
        const acting = game.toAct(state);
        const seat = nextToDecide(acting, 0);
        if (seat === null) {
          applyMove(game, state, 'system', game.legalMoves(state, 'system')[0], {
            rng,
            time: (time += 20_000),
          });
          continue;
        }
        const moves = game.legalMoves(state, seat);
        const reacting = acting.reacting.includes(seat);
        const move =
          bots[seat].chooseMove({ view: game.view(state, seat), seat, moves, time, reacting }) ??
          moves.find((m) => m.type === 'pass')!;
        applyMove(game, state, seat, move, { rng, time });
      }
      if (game.outcome(state)!.winners.includes(searcher)) wins++;
    }
    // ISMCTS-30 wins about 70 % against random players (`nocturne simulate --game midnighters --players 2 --bots
    // ismcts-30,random --games 100 --seed vsr --options '{"layout":"random","director":"random"}'`: 69 %).
    expect(wins).toBeGreaterThanOrEqual(5);
  });
});

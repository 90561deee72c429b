// The views and the determinizations: leak-free, consistent with what each seat knows, and snapshots.
import { describe, expect, it } from 'vitest';
import { ismctsBot } from '../../ai/index.ts';
import { NOBODY, type AnyBots, Rng, SPECTATOR, canonicalJson, nextToDecide } from '../../engine/index.ts';
import { has } from './board.ts';
import { oldHouseBots } from './bots.ts';
import { game, randomStates } from './fixtures.ts';
import { possibleCells, type OldHouseState } from './index.ts';

describe('views and determinizations', () => {
  it('OH-11 OH-28 a hunter never sees the Phantom’s cell or route; the Phantom never sees a trap’s cell', () => {
    for (const state of randomStates('views', 9, 11)) {
      for (let seat = 0; seat < state.players; seat++) {
        const view = game.view(state, seat);
        if (seat === 0) {
          expect(view.trapCells).toEqual([]);
          expect(view.possible).toEqual([]);
          expect(view.cell).toBe(state.cell);
        } else {
          expect(view.cell).toBe(-1);
          expect(view.route).toEqual([]);
          expect(view.trapKnown).toEqual([]);
          expect(view.trapCells).toEqual(state.trapCells);
        }
      }
      const spectator = game.view(state, SPECTATOR);
      expect([spectator.cell, spectator.route, spectator.trapCells, spectator.possible]).toEqual([
        -1,
        [],
        [],
        [],
      ]);
    }
  });

  it('OH-D37 a seat that is not at the table gets no view', () => {
    for (const state of randomStates('no seat', 3, 5)) {
      for (const seat of [state.players, 4, 7, -1, 1.5]) {
        expect(() => game.view(state, seat)).toThrow(RangeError);
      }
      expect(() => game.view(state, state.players - 1)).not.toThrow();
    }
  });

  it('OH-D28 a determinization keeps the view, draws only the hidden, and carries no search state', () => {
    const rng = Rng.fromSeed('determinize');
    for (const state of randomStates('det', 9, 9)) {
      for (let seat = 0; seat < state.players; seat++) {
        const view = game.view(state, seat);
        const world = game.determinize(view, seat, rng);
        expect(canonicalJson(game.view(world, seat))).toBe(canonicalJson(view));
        // A plain state, shaped as a real one: the horizon is the search's (oldHouseBots.horizon), not the game's.
        expect(Object.keys(world).sort()).toEqual(Object.keys(state).sort());
        expect(world).not.toHaveProperty('horizon');
        expect(world).not.toHaveProperty('value');
        expect(JSON.parse(JSON.stringify(world))).toEqual(world);
        expect(possibleCells(world)).toContain(world.cell);
        if (seat === 0) {
          // Traps drawn where the Phantom cannot rule them out, no two sharing a row or column.
          world.trapCells.forEach((cell, i) =>
            expect(has(state.trapKnown[i * 2], state.trapKnown[i * 2 + 1], cell)).toBe(false),
          );
          expect(new Set(world.trapCells.map((x) => x % 7)).size).toBe(world.trapCells.length);
          expect(new Set(world.trapCells.map((x) => Math.floor(x / 7))).size).toBe(world.trapCells.length);
        } else {
          expect(world.trapCells).toEqual(state.trapCells);
          expect(world.route.length).toBe(state.route.length);
        }
      }
    }
  });

  it('OH-D28 the bots declare the horizon (the Phantom looks three turns past its own, the hunters one); the game plays every world to a real end', () => {
    const horizon = oldHouseBots.horizon!;
    expect(horizon).toBeDefined();
    expect(oldHouseBots.evaluate).toBeDefined(); // a horizon is scored by the evaluation
    expect([horizon.side(0), horizon.replies(0)]).toEqual([0, 3]);
    for (const seat of [1, 2, 3]) expect([horizon.side(seat), horizon.replies(seat)]).toEqual([1, 1]);
    // The rules hold no search hook: a determinized world played on ends as a real match does.
    const rng = Rng.fromSeed('horizon');
    let worlds = 0;
    for (const state of randomStates('horizon', 6, 13)) {
      const seat = nextToDecide(game.toAct(state), 0)!;
      if (state.phase === 'twilight') continue;
      const world = game.determinize(game.view(state, seat), seat, rng);
      for (let i = 0; i < 5000 && game.outcome(world) === null; i++) {
        const actor = nextToDecide(game.toAct(world), 0)!;
        const moves = game.legalMoves(world, actor);
        game.apply(world, actor, moves[rng.int(moves.length)], { rng, time: 0 });
      }
      const outcome = game.outcome(world)!;
      expect(outcome).not.toBeNull();
      expect(['relics', 'banished', 'dawn']).toContain(outcome.reason);
      expect(outcome.winners.length).toBeGreaterThan(0);
      expect(game.toAct(world)).toEqual(NOBODY);
      worlds++;
    }
    expect(worlds).toBeGreaterThan(10);
  });

  it('OH-D28 a search holds only its own side’s moves in its tree: the other side answers by policy', () => {
    // Moves in the tree per side, for a short search of `seat` with the given settings.
    const treeMoves = (state: OldHouseState, seat: number, bots: AnyBots) => {
      const bot = ismctsBot(game, bots, { seed: 'tree', iterations: 40 });
      bot.chooseMove({
        view: game.view(state, seat),
        seat,
        moves: game.legalMoves(state, seat),
        time: 0,
        reacting: false,
      });
      const own = bot.stats.tree.seats.reduce((sum, n, s) => sum + ((s === 0) === (seat === 0) ? n : 0), 0);
      return { own, other: bot.stats.tree.seats.reduce((sum, n) => sum + n, 0) - own };
    };
    const noHorizon = { ...oldHouseBots, horizon: undefined } as AnyBots;
    let searched = 0;
    let unbounded = 0;
    for (const state of randomStates('tree', 3, 29)) {
      if (state.phase === 'twilight') continue;
      const seat = nextToDecide(game.toAct(state), 0)!;
      if (game.legalMoves(state, seat).length < 2) continue;
      const bounded = treeMoves(state, seat, oldHouseBots as AnyBots);
      expect(bounded.own).toBeGreaterThan(0);
      expect(bounded.other).toBe(0);
      if (treeMoves(state, seat, noHorizon).other > 0) unbounded++;
      searched++;
    }
    expect(searched).toBeGreaterThan(5);
    expect(unbounded).toBeGreaterThan(0); // without the horizon, the other side's moves enter the tree
  });

  it('views are snapshots and clones are independent', () => {
    const rng = Rng.fromSeed('snap');
    for (const state of randomStates('snapshots', 4, 17)) {
      const views = ([0, 1, SPECTATOR] as const).map((v) => game.view(state, v));
      const seen = views.map((v) => canonicalJson(v));
      const copy = game.clone(state);
      const before = canonicalJson(state);
      for (let i = 0; i < 20 && game.outcome(copy) === null; i++) {
        const seat = nextToDecide(game.toAct(copy), 0)!;
        const moves = game.legalMoves(copy, seat);
        game.apply(copy, seat, moves[rng.int(moves.length)], { rng, time: 0 });
      }
      expect(canonicalJson(state)).toBe(before);
      views.forEach((v, i) => expect(canonicalJson(v)).toBe(seen[i]));
    }
  });
});

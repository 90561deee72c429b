// The hunters' knowledge, the views and the determinizations: exact, leak-free, and consistent.
import { describe, expect, it } from 'vitest';
import { ismctsBot } from '../../ai/index.ts';
import {
  LANGS,
  NOBODY,
  type AnyBots,
  Rng,
  SPECTATOR,
  canonicalJson,
  formatMessage,
  nextToDecide,
} from '../../engine/index.ts';
import { sampleRoute, spread, spreadHi, spreadLo } from './belief.ts';
import { CELLS, NEIGHBOUR, bitHi, bitLo, cellsOf, has } from './board.ts';
import { oldHouse, possibleCells, type OldHouseState } from './index.ts';
import { oldHouseBots } from './bots.ts';

const game = oldHouse;

/** Random reachable states along random games, every `every` moves. */
function* randomStates(seed: string, games: number, every = 5): Generator<OldHouseState> {
  const rng = Rng.fromSeed(seed);
  for (let g = 0; g < games; g++) {
    const state = game.setup({ players: 2 + (g % 3), options: {}, rng });
    for (let i = 0; game.outcome(state) === null; i++) {
      const seat = nextToDecide(game.toAct(state), 0)!;
      const moves = game.legalMoves(state, seat);
      game.apply(state, seat, moves[rng.int(moves.length)], { rng, time: 0 });
      if (i % every === 0 && game.outcome(state) === null) yield state;
    }
  }
}

/** Every cell a route could end on, by brute force over all routes that satisfy each step's allowed cells. */
function endsByEnumeration(state: OldHouseState): Set<number> {
  const steps = state.pub.length / 2;
  const allowed: [number, number][] = [];
  for (let k = 0; k < steps; k++) {
    let lo = state.pub[k * 2];
    let hi = state.pub[k * 2 + 1];
    if (k === 0) {
      lo &= state.originLo;
      hi &= state.originHi;
    }
    // The hunters' own traps: a step taken after a trap was set did not end on it (nor while it stood).
    const g = state.segStart + k;
    if (k > 0) {
      state.trapCells.forEach((cell, i) => {
        if (state.trapPlacedAt[i] < g) {
          lo &= ~bitLo(cell);
          hi &= ~bitHi(cell);
        }
      });
      for (let i = 0; i < state.trapsGone.length; i += 3) {
        if (state.trapsGone[i + 1] < g && g <= state.trapsGone[i + 2]) {
          lo &= ~bitLo(state.trapsGone[i]);
          hi &= ~bitHi(state.trapsGone[i]);
        }
      }
    }
    allowed.push([lo, hi]);
  }
  // Forward over sets of cells, one step at a time, by listing neighbours one by one (no bit tricks).
  let frontier = new Set(cellsOf(allowed[0][0], allowed[0][1]));
  for (let k = 1; k < steps; k++) {
    const next = new Set<number>();
    for (const cell of frontier) {
      for (const to of [cell, ...[0, 1, 2, 3].map((d) => NEIGHBOUR[cell * 8 + d]).filter((n) => n >= 0)]) {
        if (has(allowed[k][0], allowed[k][1], to)) next.add(to);
      }
    }
    frontier = next;
  }
  return frontier;
}

describe('what the hunters know (OH-D16)', () => {
  it('OH-D16 the set of possible cells always holds the Phantom and equals a brute-force count of routes', () => {
    let checked = 0;
    for (const state of randomStates('exact', 30, 3)) {
      const now = possibleCells(state);
      expect(now).toContain(state.cell);
      expect(new Set(now)).toEqual(endsByEnumeration(state));
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('OH-D16 a sampled route is one of those: every step allowed, each step next to the last, traces on time', () => {
    const rng = Rng.fromSeed('routes');
    for (const state of randomStates('sample', 12, 7)) {
      const route = sampleRoute(state.possible, rng);
      expect(route).toHaveLength(state.route.length);
      route.forEach((cell, k) =>
        expect(has(state.possible[k * 2], state.possible[k * 2 + 1], cell)).toBe(true),
      );
      for (let k = 1; k < route.length; k++) {
        const a = route[k - 1];
        const b = route[k];
        expect(a === b || [0, 1, 2, 3].some((d) => NEIGHBOUR[a * 8 + d] === b)).toBe(true);
      }
      // A trace says where the Phantom was at its step (it may have come back since it was found).
      for (let i = 0; i < state.traces.length; i += 2)
        expect(route[state.traces[i + 1]]).toBe(state.traces[i]);
    }
  });

  it('OH-D10 one Move card spreads the set by one step or none, walls or not', () => {
    spread(bitLo(0), bitHi(0));
    expect(cellsOf(spreadLo(), spreadHi())).toEqual([0, 1, 7]);
    const g7 = CELLS - 1;
    spread(bitLo(g7), bitHi(g7));
    expect(cellsOf(spreadLo(), spreadHi())).toEqual([41, 47, 48]);
    const d4 = 24;
    spread(bitLo(d4), bitHi(d4));
    expect(cellsOf(spreadLo(), spreadHi())).toEqual([17, 23, 24, 25, 31]);
  });
});

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

describe('texts', () => {
  it('has every key in every language, and narrates every event, move and view line in full', () => {
    const en = Object.keys(game.texts.en).sort();
    for (const lang of LANGS) expect(Object.keys(game.texts[lang]).sort()).toEqual(en);
    const rng = Rng.fromSeed('texts');
    const check = (message: { key: string } | null) => {
      if (!message) return;
      for (const lang of LANGS) {
        expect(game.texts[lang][message.key], `${lang} ${message.key}`).toBeTruthy();
        const text = formatMessage(game.texts, lang, message, ['A', 'B', 'C', 'D']);
        expect(text, text).not.toMatch(/\{\w+\}|%[HhEeDL]/);
      }
    };
    for (let g = 0; g < 12; g++) {
      const state = game.setup({ players: 2 + (g % 3), options: {}, rng });
      while (game.outcome(state) === null) {
        const seat = nextToDecide(game.toAct(state), 0)!;
        const moves = game.legalMoves(state, seat);
        moves.forEach((m) => check(game.describeMove!(m)));
        for (const event of game.apply(state, seat, moves[rng.int(moves.length)], { rng, time: 0 })) {
          for (let v = 0; v < state.players; v++) check(game.narrate!(game.viewEvent!(event, v)!));
        }
        if (rng.int(40) === 0)
          for (let v = 0; v < state.players; v++) game.describeView!(game.view(state, v)).forEach(check);
      }
      check({ key: `reason.${game.outcome(state)!.reason}` });
    }
  });
});

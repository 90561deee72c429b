// What the board derives from a seat's view, proved over whole heuristic games seat by seat: every target on the
// map is (or leads only to) a legal move, the prepared steps stay legal, the hand limit is the rules', and what a
// Motel, Square or Dream Catcher showed is told only to its reader. And every key the board builds is in its
// dictionary.
import { describe, expect, it } from 'vitest';
import { Rng, SYSTEM, nextToDecide } from '../../../engine/index.ts';
import { midnightersBots } from '../bots.ts';
import { KINDS, LOCATIONS } from '../content.ts';
import { midnighters, type MidnightersEvent, type MidnightersState } from '../index.ts';
import { moveKey } from '../moves.ts';
import { viewEvent } from '../view.ts';
import {
  NO_MODE,
  freshOf,
  handLimit,
  movesOf,
  targetsOf,
  validMode,
  type Mode,
  type TargetKind,
} from './derive.ts';
import { texts } from './texts.ts';

const game = midnighters;

/** Plays a whole match by the heuristic, calling `each` before every move with the seat to move and its moves. */
function playOut(
  seed: string,
  layout: 'director' | 'random',
  each: (state: MidnightersState, seat: number, events: readonly MidnightersEvent[]) => void,
): MidnightersState {
  const rng = Rng.fromSeed(seed);
  const state = game.setup({ players: 3, options: { layout, windowMs: 20_000, director: 'random' }, rng });
  let events: MidnightersEvent[] = [];
  for (let step = 0; step < 4000 && state.phase !== 'over'; step++) {
    const acting = game.toAct(state);
    const seat = nextToDecide(acting, 0);
    if (seat === null) {
      const close = game.legalMoves(state, SYSTEM)[0];
      events = game.apply(state, SYSTEM, close, { rng, time: 0 });
      continue;
    }
    const moves = game.legalMoves(state, seat);
    each(state, seat, events);
    const view = game.view(state, seat);
    const move = midnightersBots.heuristic!({ view, seat, moves, time: 0, reacting: false }, rng)!;
    events = game.apply(state, seat, move, { rng, time: 0 });
  }
  return state;
}

describe('the map’s targets', () => {
  it('are legal moves, or lead only to legal moves, in every step of whole games', () => {
    const seen = new Set<TargetKind>();
    for (const [seed, layout] of [
      ['targets 1', 'director'],
      ['targets 2', 'random'],
      ['targets 3', 'random'],
    ] as const) {
      playOut(seed, layout, (state, seat) => {
        const view = game.view(state, seat);
        const moves = game.legalMoves(state, seat);
        const keys = new Set(moves.map(moveKey));
        const modes: Mode[] = [
          NO_MODE,
          { kind: 'vertigo', location: null },
          { kind: 'trap', with: null },
          { kind: 'swap' },
          { kind: 'relocate', cell: null },
        ];
        for (const m of movesOf(moves, 'vertigo').slice(0, 1))
          modes.push({ kind: 'vertigo', location: m.location });
        for (const m of movesOf(moves, 'trap').slice(0, 1)) modes.push({ kind: 'trap', with: m.with });
        for (const m of movesOf(moves, 'relocate').slice(0, 1))
          modes.push({ kind: 'relocate', cell: m.cell });
        for (const raw of modes) {
          const mode = validMode(raw, view, seat, moves);
          for (const turn of [0, 1]) {
            for (const [cell, target] of targetsOf(view, seat, moves, mode, turn)) {
              seen.add(target.kind);
              expect(cell).toBeGreaterThanOrEqual(0);
              expect(cell).toBeLessThan(12);
              if (target.move) expect(keys.has(moveKey(target.move)), moveKey(target.move)).toBe(true);
              else if (target.kind === 'vertigo-pick')
                expect(moves.some((m) => m.type === 'vertigo' && m.location === target.location)).toBe(true);
              else if (target.kind === 'relocate-pick')
                expect(moves.some((m) => m.type === 'relocate' && m.cell === cell)).toBe(true);
              // A walk target is the location the Dreamwalk arrives on.
              if (target.kind === 'walk') expect(view.grid[cell]).toBe(target.location);
            }
          }
        }
        // Nobody else's move is ever offered on the map.
        for (const other of [0, 1, 2]) {
          if (other === seat) continue;
          const theirs = game.legalMoves(state, other);
          if (theirs.length === 0)
            expect(targetsOf(game.view(state, other), other, theirs, NO_MODE, 0).size).toBe(0);
        }
        expect(handLimit(view, seat)).toBe(
          Math.max(0, (state.reshuffles > 0 ? 7 : 5) - state.nightmares[seat].length),
        );
      });
    }
    expect([...seen]).toEqual(expect.arrayContaining(['walk', 'place', 'settle', 'vertigo-pick', 'trap']));
  });
});

describe('what the reader was shown', () => {
  it('is told to the reader alone', () => {
    let looks = 0;
    for (let game = 0; game < 30 && looks < 3; game++)
      playOut(`looks ${game}`, 'random', (_state, _seat, events) => {
        for (const e of events) {
          if (e.type !== 'looked') continue;
          for (const viewer of [0, 1, 2]) {
            const fresh = freshOf([viewEvent(e, viewer)], viewer);
            if (viewer === e.seat) {
              expect(fresh.looked?.at).toBe(e.at);
              expect(fresh.looked?.cards).toEqual(e.cards);
              looks++;
            } else expect(fresh.looked).toBeNull();
          }
        }
      });
    expect(looks).toBeGreaterThan(0);
  });
});

describe('the board’s dictionary', () => {
  it('holds every key the board builds from the game’s names', () => {
    const built = [
      ...[
        'walk',
        'go',
        'send',
        'place',
        'settle',
        'vertigo-pick',
        'vertigo-swap',
        'trap',
        'relocate-pick',
      ].map((k) => `badge.${k}`),
      ...[
        'forest',
        'motel-look',
        'motel-give',
        'restaurant',
        'catcher',
        'discard',
        'send',
        'relocate',
        'take',
      ].flatMap((k) => [`pending.${k}`, `deciding.${k}`]),
      'pending.forest-text',
      'pending.restaurant-text',
      ...['star', 'catcher', 'angle'].map((k) => `explain.${k}`),
      ...KINDS.map((k) => `help.${k}`),
      ...KINDS.map((k) => `trap-does.${k}`),
      ...LOCATIONS.map((l) => `place.${l}`),
      ...[0, 1, 2, 3].map((t) => `turn.${t}`),
      'vertigo.cw',
      'vertigo.ccw',
    ];
    for (const lang of ['en', 'ru', 'et'] as const)
      for (const key of built) expect(Object.hasOwn(texts[lang], key), `${lang} ${key}`).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { MoveError } from './errors.ts';
import type { Game } from './game.ts';
import { canonicalJson } from './json.ts';
import { waitingFor } from './acting.ts';
import { checkMove } from './play.ts';
import { Rng } from './rng.ts';

/** A one-seat game whose legal moves are whatever JSON values it is given, with or without its own move keys. */
function gameOf(moves: readonly unknown[], keyed: boolean): Game<null, unknown, null, never, null> {
  return {
    id: 'any-moves',
    options: { players: { min: 1, max: 1 }, defaults: null, parse: () => null },
    texts: {} as never,
    setup: () => null,
    toAct: () => waitingFor(0),
    legalMoves: () => moves,
    apply: () => [],
    view: () => null,
    outcome: () => null,
    determinize: () => null,
    clone: () => null,
    ...(keyed ? { wire: { moveKey: (move: unknown) => String((move as { k?: unknown } | null)?.k) } } : {}),
  } as Game<null, unknown, null, never, null>;
}

/** What checkMove accepted before it compared data directly: the legal move with the same canonical JSON. */
function byCanonicalJson(moves: readonly unknown[], raw: unknown): unknown {
  let key: string;
  try {
    key = canonicalJson(raw, 16);
  } catch {
    return undefined;
  }
  return moves.find((m) => canonicalJson(m) === key);
}

function accepted(game: Game<null, unknown, null, never, null>, raw: unknown): unknown {
  try {
    return checkMove(game, null, 0, raw);
  } catch (error) {
    expect(error).toBeInstanceOf(MoveError);
    return undefined;
  }
}

const LEGAL: readonly unknown[] = [
  { k: 1, cell: 4 },
  { k: 2, path: [1, [2, 3]], note: 'a "quoted" \u2028 text' },
  { k: 3, nested: { b: null, a: true } },
  { k: 4, zero: 0 },
  { k: 5, deep: JSON.parse('['.repeat(14) + '1' + ']'.repeat(14)) as unknown },
  [1, 2, 3],
  'pass',
  7,
  null,
];

/** Inputs near the legal moves: reordered, with extra or missing keys, other types, prototypes, too deep. */
function variants(move: unknown, rng: Rng): unknown[] {
  const out: unknown[] = [move, JSON.parse(JSON.stringify(move)) as unknown];
  if (move !== null && typeof move === 'object' && !Array.isArray(move)) {
    const entries = Object.entries(move);
    out.push(Object.fromEntries(entries.reverse()));
    out.push({ ...move, extra: 1 }, { ...move, ignored: undefined });
    out.push(Object.fromEntries(entries.slice(1)));
    out.push(JSON.parse(`{"__proto__":{"x":1},${JSON.stringify(move).slice(1)}`) as unknown);
    out.push(Object.assign(Object.create({ inherited: 1 }) as object, move));
    out.push(Object.assign(Object.create(null) as object, move));
    for (const [key, value] of entries) {
      out.push({ ...move, [key]: typeof value === 'number' ? String(value) : [value] });
      if (value === 0) out.push({ ...move, [key]: -0 }, { ...move, [key]: NaN });
    }
    out.push({ ...move, deeper: JSON.parse('['.repeat(20) + ']'.repeat(20)) as unknown });
  }
  if (Array.isArray(move))
    out.push([...move].reverse(), [...move, 4], move.slice(1), Object.assign({}, move));
  out.push(String(move), rng.int(10), undefined, new Date(0), [move]);
  return out;
}

describe('checkMove', () => {
  it('accepts exactly what the canonical JSON comparison accepted, and hands back the game’s own move', () => {
    const rng = Rng.fromSeed('play-test');
    for (const keyed of [false, true]) {
      const game = gameOf(LEGAL, keyed);
      for (const move of LEGAL) {
        for (const raw of variants(move, rng)) {
          const expected = byCanonicalJson(LEGAL, raw);
          const got = accepted(game, raw);
          expect(got, `${keyed ? 'keyed' : 'unkeyed'}: ${String(JSON.stringify(raw))}`).toBe(expected);
        }
      }
    }
  });

  it('refuses input nested deeper than a move may be, even when a legal move is that deep', () => {
    const deep = JSON.parse('['.repeat(18) + ']'.repeat(18)) as unknown;
    const error = (() => {
      try {
        checkMove(gameOf([deep], false), null, 0, JSON.parse(JSON.stringify(deep)));
      } catch (e) {
        return e as MoveError;
      }
      return null;
    })();
    expect(error?.code).toBe('malformed-move');
  });
});

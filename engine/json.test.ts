import { describe, expect, it } from 'vitest';
import { canonicalJson, hashJson, jsonEqual } from './json.ts';

/** `levels` arrays, one inside the other, around a 0. */
function nested(levels: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe('canonicalJson', () => {
  it('sorts object keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1, 2], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,1,2]},"b":1}');
    expect(canonicalJson({ b: 1, a: 2 })).toBe(canonicalJson({ a: 2, b: 1 }));
  });

  it('writes the same text as JSON.stringify for plain data', () => {
    const value = {
      name: 'Полночь "owl"\n',
      n: -1.5e-7,
      yes: true,
      no: false,
      none: null,
      list: [0, 'a', [], {}],
    };
    expect(JSON.parse(canonicalJson(value))).toEqual(value);
    expect(canonicalJson('a"b\\c')).toBe(JSON.stringify('a"b\\c'));
  });

  it('skips keys whose value is undefined, as JSON does', () => {
    expect(canonicalJson({ a: 1, gone: undefined })).toBe('{"a":1}');
  });

  it('accepts objects without a prototype', () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.z = 1;
    bare.a = 2;
    expect(canonicalJson(bare)).toBe('{"a":2,"z":1}');
  });

  it('rejects functions, anywhere', () => {
    expect(() => canonicalJson(() => 1)).toThrow(TypeError);
    expect(() => canonicalJson({ move: { run: () => 1 } })).toThrow(TypeError);
    expect(() => canonicalJson([1, () => 1])).toThrow(TypeError);
  });

  it('rejects class instances (Date, Map, own classes)', () => {
    class Card {
      rank = 7;
    }
    expect(() => canonicalJson(new Date(0))).toThrow(/not a plain object/);
    expect(() => canonicalJson(new Map())).toThrow(/not a plain object/);
    expect(() => canonicalJson({ card: new Card() })).toThrow(/not a plain object/);
  });

  it('rejects numbers JSON cannot hold', () => {
    for (const bad of [NaN, Infinity, -Infinity]) {
      expect(() => canonicalJson(bad)).toThrow(/finite/);
      expect(() => canonicalJson({ x: [bad] })).toThrow(/finite/);
    }
  });

  it('rejects undefined, symbols and bigints where a value is needed', () => {
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
    expect(() => canonicalJson([1, undefined])).toThrow(TypeError);
    expect(() => canonicalJson(Symbol('x'))).toThrow(TypeError);
    expect(() => canonicalJson(10n)).toThrow(TypeError);
  });

  it('rejects nesting deeper than the limit, and cycles', () => {
    expect(canonicalJson(nested(64))).toBe('['.repeat(64) + '0' + ']'.repeat(64));
    expect(() => canonicalJson(nested(65))).toThrow(/nested too deeply/);
    expect(canonicalJson(nested(3), 3)).toBe('[[[0]]]');
    expect(() => canonicalJson(nested(4), 3)).toThrow(/nested too deeply/);
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => canonicalJson(loop)).toThrow(/nested too deeply/);
  });
});

describe('jsonEqual', () => {
  it('is deep equality that ignores key order', () => {
    expect(jsonEqual({ a: [1, { b: 2, c: 3 }] }, { a: [1, { c: 3, b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: '1' })).toBe(false);
  });
});

describe('hashJson', () => {
  it('is 16 hex digits and stable: pinned for one value, so stored proofs stay valid', () => {
    expect(hashJson({ seats: [0, 1], board: 'x' })).toBe('2a9d781f14b05e53');
    expect(hashJson({ board: 'x', seats: [0, 1] })).toBe('2a9d781f14b05e53');
    expect(hashJson(null)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('does not depend on key order', () => {
    const a = { state: { hand: [3, 1], deck: { top: 7, size: 40 } }, rng: [1, 2, 3, 4] };
    const b = { rng: [1, 2, 3, 4], state: { deck: { size: 40, top: 7 }, hand: [3, 1] } };
    expect(hashJson(a)).toBe(hashJson(b));
  });

  it('differs for different data, including near neighbours', () => {
    const pairs: [unknown, unknown][] = [
      [
        [1, 2],
        [2, 1],
      ],
      [{ a: 1 }, { a: '1' }],
      [{ a: 1 }, { b: 1 }],
      ['', null],
      [0, false],
      [{ a: [] }, { a: {} }],
      ['ab', 'ba'],
    ];
    for (const [x, y] of pairs)
      expect(hashJson(x), `${canonicalJson(x)} vs ${canonicalJson(y)}`).not.toBe(hashJson(y));
  });

  it('gives no collisions among many similar states', () => {
    const hashes = new Set<string>();
    for (let i = 0; i < 20_000; i++) hashes.add(hashJson({ turn: i % 4, stones: [i, i >> 3], log: i % 7 }));
    expect(hashes.size).toBe(20_000);
  });
});

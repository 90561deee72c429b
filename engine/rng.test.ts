import { describe, expect, it } from 'vitest';
import { Rng, cryptoSeed } from './rng.ts';

function take(rng: Rng, n: number): number[] {
  return Array.from({ length: n }, () => rng.nextU32());
}

/** sfc32 seeded by cyrb128 as published (bryc, "PRNGs in JavaScript"), written out independently of rng.ts. */
function referenceStream(seed: string, n: number): number[] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  let [a, b, c, d] = [h1 | 0, h2 | 0, h3 | 0, h4 | 0];
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return Array.from({ length: n }, next);
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((s, c) => s + c, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

describe('Rng streams', () => {
  it('the same seed gives the same stream', () => {
    expect(take(Rng.fromSeed('midnight'), 1000)).toEqual(take(Rng.fromSeed('midnight'), 1000));
  });

  it('is sfc32 seeded by cyrb128, so every platform draws the same numbers', () => {
    for (const seed of ['', 'a', 'nocturne', '0123456789abcdef0123456789abcdef', 'Полночь']) {
      expect(take(Rng.fromSeed(seed), 2000)).toEqual(referenceStream(seed, 2000));
    }
  });

  it('keeps its first numbers for a pinned seed (stored matches replay with them)', () => {
    expect(take(Rng.fromSeed('nocturne'), 4)).toEqual([1679788887, 2702254846, 2020140139, 37148455]);
    expect(Rng.fromSeed('nocturne').save()).toEqual([2764374604, 2541410801, 898513558, 668970778]);
  });

  it('different seeds give different streams, even seeds one character apart', () => {
    const seeds = ['a', 'b', 'seed1', 'seed2', 'seed10', '1deed'];
    const streams = seeds.map((seed) => take(Rng.fromSeed(seed), 100));
    for (let i = 0; i < streams.length; i++) {
      for (let j = i + 1; j < streams.length; j++) {
        const same = streams[i].filter((v, k) => v === streams[j][k]).length;
        expect(same, `${seeds[i]} vs ${seeds[j]}`).toBeLessThan(2);
      }
    }
  });

  it('save/restore continues exactly where it left off', () => {
    const rng = Rng.fromSeed('save');
    take(rng, 17);
    const saved = rng.save();
    const after = take(rng, 100);
    expect(take(Rng.restore(saved), 100)).toEqual(after);
    // A saved position is plain JSON and survives a round trip through text.
    const revived = JSON.parse(JSON.stringify(saved)) as [number, number, number, number];
    expect(take(Rng.restore(revived), 100)).toEqual(after);
  });

  it('saves one representation per position: four unsigned 32-bit words, equal after a restore', () => {
    // The match hash includes the saved position, so a restored stream must save exactly as the original does.
    const rng = Rng.fromSeed('words');
    for (let i = 0; i < 200; i++) {
      const saved = rng.save();
      for (const word of saved) {
        expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32, `word ${word} after ${i} draws`).toBe(
          true,
        );
      }
      expect(Rng.restore(saved).save()).toEqual(saved);
      rng.nextU32();
    }
  });

  it('fork gives a stream independent of the parent', () => {
    const parent = Rng.fromSeed('fork');
    const child = parent.fork();
    const childDraws = take(child, 100);
    const parentDraws = take(parent, 100);
    expect(childDraws.filter((v, i) => v === parentDraws[i]).length).toBeLessThan(2);

    // Drawing from the child does not move the parent: a twin parent that forked but never used its child
    // continues identically, and its child is the same stream.
    const twin = Rng.fromSeed('fork');
    const twinChild = twin.fork();
    take(twin, 100);
    expect(take(twin, 50)).toEqual(take(parent, 50));
    expect(take(twinChild, 100)).toEqual(childDraws);

    // Two forks in a row are different streams.
    const a = parent.fork();
    const b = parent.fork();
    expect(take(a, 20)).not.toEqual(take(b, 20));
  });
});

describe('Rng draws', () => {
  it('int(n) stays in [0, n) and is a whole number', () => {
    const rng = Rng.fromSeed('range');
    for (const n of [1, 2, 3, 6, 7, 10, 1000, 2 ** 31 + 1, 3 * 2 ** 30, 2 ** 32]) {
      for (let i = 0; i < 2000; i++) {
        const v = rng.int(n);
        expect(Number.isInteger(v) && v >= 0 && v < n, `int(${n}) gave ${v}`).toBe(true);
      }
    }
    expect(rng.int(1)).toBe(0);
  });

  it('int(6) is roughly uniform (chi-square, 5 degrees of freedom)', () => {
    const rng = Rng.fromSeed('chi-square');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]++;
    // 20.5 is the 0.1% critical value; a fixed seed makes this deterministic, 30 leaves room.
    expect(chiSquare(counts)).toBeLessThan(30);
    expect(Math.min(...counts)).toBeGreaterThan(9_500);
  });

  it('int(n) has no modulo bias when n does not divide 2^32', () => {
    // n = 3·2^30: plain `u % n` would land below 2^30 half the time instead of a third.
    const rng = Rng.fromSeed('bias');
    const n = 3 * 2 ** 30;
    let low = 0;
    const draws = 30_000;
    for (let i = 0; i < draws; i++) if (rng.int(n) < 2 ** 30) low++;
    expect(Math.abs(low / draws - 1 / 3)).toBeLessThan(0.02);
  });

  it('between(lo, hi) covers both ends and nothing outside', () => {
    const rng = Rng.fromSeed('between');
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(rng.between(-2, 3));
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(rng.between(5, 5)).toBe(5);
  });

  it('float() is in [0, 1) with a mean near one half', () => {
    const rng = Rng.fromSeed('float');
    let sum = 0;
    for (let i = 0; i < 20_000; i++) {
      const f = rng.float();
      expect(f >= 0 && f < 1).toBe(true);
      sum += f;
    }
    expect(Math.abs(sum / 20_000 - 0.5)).toBeLessThan(0.01);
  });

  it('pick returns an element and reaches every one', () => {
    const rng = Rng.fromSeed('pick');
    const items = ['moon', 'owl', 'candle'] as const;
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(rng.pick(items));
    expect([...seen].sort()).toEqual(['candle', 'moon', 'owl']);
  });

  it('shuffle is a permutation of the same array, and every order is about equally likely', () => {
    const rng = Rng.fromSeed('shuffle');
    const items = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = rng.shuffle(items);
    expect(shuffled).toBe(items); // in place
    expect(shuffled.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(shuffled).not.toEqual(Array.from({ length: 52 }, (_, i) => i));

    const orders = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = rng.shuffle(['a', 'b', 'c']).join('');
      orders.set(key, (orders.get(key) ?? 0) + 1);
    }
    expect(orders.size).toBe(6);
    expect(chiSquare([...orders.values()])).toBeLessThan(30);
  });

  it('shuffle with the same seed gives the same order', () => {
    const deck = () => Array.from({ length: 20 }, (_, i) => i);
    expect(Rng.fromSeed('deal').shuffle(deck())).toEqual(Rng.fromSeed('deal').shuffle(deck()));
    expect(Rng.fromSeed('deal').shuffle(deck())).not.toEqual(Rng.fromSeed('deal2').shuffle(deck()));
  });

  it('bad bounds throw a RangeError', () => {
    const rng = Rng.fromSeed('bounds');
    for (const n of [0, -1, 1.5, NaN, Infinity, 2 ** 32 + 1])
      expect(() => rng.int(n), `int(${n})`).toThrow(RangeError);
    expect(() => rng.between(6, 1)).toThrow(RangeError);
    expect(() => rng.between(0.5, 2.5)).toThrow(RangeError);
    expect(() => rng.between(0, NaN)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});

describe('cryptoSeed', () => {
  it('gives 32 hex digits, different on every call', () => {
    const seeds = Array.from({ length: 20 }, () => cryptoSeed());
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(seeds).size).toBe(seeds.length);
  });
});

/**
 * The kernel's random generator: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), 128 bits of
 * state that serialise as four numbers. Fast enough for search, and the same stream in Node and browsers.
 */
export type RngState = readonly [number, number, number, number];

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(a: number, b: number, c: number, d: number) {
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    this.d = d >>> 0;
  }

  /** A generator whose whole stream is a function of `seed` (any string, e.g. a match seed). */
  static fromSeed(seed: string): Rng {
    const [a, b, c, d] = seedWords(seed);
    const rng = new Rng(a, b, c, d);
    for (let i = 0; i < 12; i++) rng.nextU32(); // mix the seed words through the state
    return rng;
  }

  /** Continues exactly where `save()` left off. */
  static restore(state: RngState): Rng {
    return new Rng(state[0], state[1], state[2], state[3]);
  }

  /** The position in the stream as four unsigned 32-bit words, the same however it was reached. */
  save(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  /** A new generator whose stream is independent of this one's future (for a bot's own randomness). */
  fork(): Rng {
    return new Rng(this.nextU32(), this.nextU32(), this.nextU32(), this.nextU32() | 1);
  }

  /** A uniform 32-bit unsigned integer. */
  nextU32(): number {
    const a = this.a,
      b = this.b,
      c = this.c,
      d = this.d;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return this.nextU32() / 4294967296;
  }

  /** A uniform integer in [0, n), without modulo bias. `n` is at most 2^32. */
  int(n: number): number {
    if (!(n > 0) || n > 4294967296 || n !== Math.floor(n)) throw new RangeError(`Rng.int: bad bound ${n}`);
    let u = this.nextU32();
    // The rejection limit lies above 2^32 − n, so most draws are accepted before it is computed.
    if (u >= 4294967296 - n) {
      const limit = 4294967296 - (4294967296 % n);
      while (u >= limit) u = this.nextU32();
    }
    return u % n;
  }

  /** A uniform integer in [lo, hi]. */
  between(lo: number, hi: number): number {
    if (!Number.isInteger(lo) || !Number.isInteger(hi)) {
      throw new RangeError(`Rng.between: bad bounds ${lo}, ${hi}`);
    }
    return lo + this.int(hi - lo + 1);
  }

  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty list');
    return items[this.int(items.length)];
  }

  /** Shuffles in place (Fisher–Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }
}

/** A fresh match seed from the platform's cryptographic source (Web Crypto: Node 20 and every browser). */
export function cryptoSeed(): string {
  const words = new Uint32Array(4);
  globalThis.crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

/** Four 32-bit words from a string: cyrb128-style mixing, so similar seeds give unrelated streams. */
function seedWords(seed: string): [number, number, number, number] {
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
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Plain JSON data: what states, moves, views and events are made of, so they can be stored and sent. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * JSON with object keys sorted, so equal data always gives the same text (for keys, hashes and equality).
 * Throws a TypeError on anything that is not plain JSON data (functions, class instances, cycles, NaN).
 */
export function canonicalJson(value: unknown, maxDepth = 64): string {
  return write(value, maxDepth);
}

function write(value: unknown, depth: number): string {
  if (depth < 0) throw new TypeError('nested too deeply');
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('not a finite number');
      return String(value);
    case 'string':
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + write(value[i], depth - 1);
        return out + ']';
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) throw new TypeError('not a plain object');
      const keys = Object.keys(value).sort();
      let out = '{';
      for (let i = 0; i < keys.length; i++) {
        const v = (value as Record<string, unknown>)[keys[i]];
        if (v === undefined) continue;
        out += (out.length > 1 ? ',' : '') + JSON.stringify(keys[i]) + ':' + write(v, depth - 1);
      }
      return out + '}';
    }
    default:
      throw new TypeError(`not JSON data: ${typeof value}`);
  }
}

/** Deep equality of two JSON values (key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * A 64-bit hash (two independent 32-bit lanes of a Murmur-style mix) of a value's canonical JSON, as 16 hex
 * digits. Used to prove that a replay reproduces a state bit for bit; not a cryptographic hash.
 */
export function hashJson(value: unknown): string {
  const text = canonicalJson(value);
  let h1 = 0xdeadbeef ^ text.length,
    h2 = 0x41c6ce57 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

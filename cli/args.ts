import { UsageError } from './errors.ts';

/** The options a command takes: each a string value (`--seed S`, `--seed=S`) or a flag (`--json`). */
export type OptionSpec = Readonly<Record<string, 'string' | 'boolean'>>;

export type OptionValues<S extends OptionSpec> = {
  -readonly [K in keyof S]?: S[K] extends 'boolean' ? boolean : string;
};

export interface ParsedArgs<S extends OptionSpec> {
  readonly options: OptionValues<S>;
  readonly positionals: readonly string[];
}

/**
 * Reads `argv` against `spec`. Long options only, plus `-h` for `--help`; `--` ends the options. Every
 * mistake — an unknown option, a missing value, an option given twice — is a UsageError for `command`.
 */
export function parseArgs<S extends OptionSpec>(
  argv: readonly string[],
  spec: S,
  command: string,
): ParsedArgs<S> {
  const options: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-h') {
      options.help = true;
      continue;
    }
    if (!arg.startsWith('--')) {
      if (arg.startsWith('-') && arg.length > 1) throw new UsageError(`unknown option ${arg}`, command);
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const type = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (type === undefined) {
      const hint = closest(name, Object.keys(spec));
      throw new UsageError(`unknown option --${name}${hint ? ` (did you mean --${hint}?)` : ''}`, command);
    }
    if (Object.hasOwn(options, name)) throw new UsageError(`--${name} is given twice`, command);
    if (type === 'boolean') {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`, command);
      options[name] = true;
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) value = argv[++i];
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`, command);
    options[name] = value;
  }
  return { options: options as OptionValues<S>, positionals };
}

/** A whole number in [min, max] from an option's text, or a UsageError naming the option. */
export function integerOption(text: string, name: string, command: string, min: number, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range =
      max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number ${min}–${max}`;
    throw new UsageError(`--${name} must be ${range}, not "${text}"`, command);
  }
  return value;
}

/** A positive number (fractions allowed) up to `max`, or a UsageError naming the option. */
export function positiveOption(text: string, name: string, command: string, max: number): number {
  const value = /^\d*\.?\d+$/.test(text) ? Number(text) : NaN;
  if (!(value > 0 && value <= max))
    throw new UsageError(`--${name} must be a number above 0 and at most ${max}, not "${text}"`, command);
  return value;
}

/** The known option nearest to a mistyped one, if it is near enough to be a typo. */
function closest(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const candidate of known) {
    const d = editDistance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length];
}

/** Quotes an argument for a POSIX shell when it needs it, so a printed command line can be pasted back. */
export function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

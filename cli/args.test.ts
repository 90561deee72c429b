import { describe, expect, it } from 'vitest';
import { integerOption, parseArgs, positiveOption, shellQuote } from './args.ts';
import { UsageError } from './errors.ts';
import { captureIo, main } from './main.ts';

const SPEC = { game: 'string', games: 'string', json: 'boolean', help: 'boolean' } as const;

describe('parseArgs', () => {
  it('reads --name value, --name=value, flags, positionals and --', () => {
    const { options, positionals } = parseArgs(
      ['a', '--game', 'x', '--games=3', '--json', '--', '--b'],
      SPEC,
      't',
    );
    expect(options).toEqual({ game: 'x', games: '3', json: true });
    expect(positionals).toEqual(['a', '--b']);
    expect(parseArgs(['-h'], SPEC, 't').options.help).toBe(true);
  });

  it.each([
    [['--gmae', 'x'], 'unknown option --gmae (did you mean --game?)'],
    [['--colour'], 'unknown option --colour'],
    [['-x'], 'unknown option -x'],
    [['--game'], '--game needs a value'],
    [['--game', '--json'], '--game needs a value'],
    [['--game='], '--game needs a value'],
    [['--json=yes'], '--json takes no value'],
    [['--game', 'a', '--game', 'b'], '--game is given twice'],
  ])('%j → %s', (argv, message) => {
    expect(() => parseArgs(argv, SPEC, 't')).toThrow(new UsageError(message, 't'));
  });

  it('checks numbers', () => {
    expect(integerOption('12', 'games', 't', 1, 100)).toBe(12);
    expect(() => integerOption('0', 'games', 't', 1, 100)).toThrow(
      '--games must be a whole number 1–100, not "0"',
    );
    expect(() => integerOption('2.5', 'games', 't', 1, 100)).toThrow(UsageError);
    expect(() => integerOption('-3', 'games', 't', 1, 100)).toThrow(UsageError);
    expect(() => integerOption('1e3', 'games', 't', 1, 10_000)).toThrow(UsageError);
    expect(positiveOption('0.5', 'seconds', 't', 60)).toBe(0.5);
    expect(() => positiveOption('0', 'seconds', 't', 60)).toThrow(
      '--seconds must be a number above 0 and at most 60',
    );
  });

  it('quotes for the shell only what needs it', () => {
    expect(shellQuote('tic-tac-toe')).toBe('tic-tac-toe');
    expect(shellQuote('ismcts:hard,random')).toBe('ismcts:hard,random');
    expect(shellQuote("it's a seed")).toBe(`'it'\\''s a seed'`);
  });
});

/** Runs the CLI in-process; returns the exit code and what it wrote. */
async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

describe('usage errors exit 2 with one line and the usage text', () => {
  it.each([
    [[], 'nocturne: which command?'],
    [['deal'], 'nocturne: unknown command "deal"'],
    [['simulate'], 'nocturne simulate: --game is required (one of: tic-tac-toe'],
    [['simulate', '--game', 'chess'], 'nocturne simulate: unknown game "chess"; there are: tic-tac-toe'],
    [
      ['simulate', '--game', 'tic-tac-toe', '--players', '3'],
      'nocturne simulate: tic-tac-toe is for 2 players, not 3',
    ],
    [['simulate', '--game', 'tic-tac-toe', '--players', 'two'], '--players must be a whole number'],
    [
      ['simulate', '--game', 'tic-tac-toe', '--bots', 'random,random,random'],
      'nocturne simulate: tic-tac-toe is for 2 players, not 3',
    ],
    [
      ['simulate', '--game', 'tic-tac-toe', '--players', '2', '--bots', 'random,random,random'],
      '--bots lists 3 bots for 2 players: give one per seat, or a single bot for every seat',
    ],
    [
      ['simulate', '--game', 'tic-tac-toe', '--bots', 'alphazero'],
      'nocturne simulate: unknown bot "alphazero": use random',
    ],
    [['simulate', '--game', 'tic-tac-toe', '--bots', 'ismcts-0'], 'unknown bot "ismcts-0"'],
    [['simulate', '--game', 'tic-tac-toe', '--bots', 'random,'], '--bots has an empty entry'],
    [
      ['simulate', '--game', 'tic-tac-toe', '--games', '0'],
      '--games must be a whole number 1–10000000, not "0"',
    ],
    [['simulate', '--game', 'tic-tac-toe', '--games', '-5'], '--games must be a whole number'],
    [['simulate', '--game', 'tic-tac-toe', 'extra'], 'unexpected argument "extra"'],
    [['replay'], 'nocturne replay: which record? give the FILE to replay'],
    [['replay', 'a.json', '--lang', 'fr'], '--lang must be one of en, ru, et, not "fr"'],
    [['bench', '--seconds', 'soon'], 'nocturne bench: --seconds must be a number above 0'],
    [['bench', '--game', 'go'], 'nocturne bench: unknown game "go"'],
    [['bench', '--vs-boardgame-io', '--seconds', '1'], '--vs-boardgame-io runs its own fixed plan'],
  ])('%j', async (argv, message) => {
    const { code, stdout, stderr } = await run(...argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    const [first, blank, usage] = stderr.split('\n');
    expect(first).toContain(message);
    expect(blank).toBe('');
    expect(usage).toMatch(/^Usage: nocturne/);
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('--help and help print the usage on stdout and exit 0', async () => {
    expect(await run('--help')).toMatchObject({
      code: 0,
      stderr: '',
      stdout: expect.stringMatching(/^Usage: nocturne <command>/),
    });
    expect(await run('help', 'replay')).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Usage: nocturne replay/),
    });
    expect(await run('simulate', '--help')).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Usage: nocturne simulate/),
    });
    expect(await run('bench', '-h')).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Usage: nocturne bench/),
    });
  });
});

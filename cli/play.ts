// `nocturne play`: a match against bots in the terminal, told in words (the game's own texts).
import { writeFileSync } from 'node:fs';
import type { Bot } from '../ai/index.ts';
import { createBot } from '../ai/index.ts';
import type { AnyGame, AnyPresentation, Lang, Message } from '../engine/index.ts';
import {
  LANGS,
  Match,
  MatchDriver,
  canonicalJson,
  cryptoSeed,
  formatMessage,
  keyOf,
} from '../engine/index.ts';
import { botsFor, gameById, games as registry, presentationFor } from '../games/index.ts';
import { checkName } from '../protocol/index.ts';
import { integerOption, parseArgs } from './args.ts';
import { UsageError } from './errors.ts';
import { playerRange } from './format.ts';
import type { Io } from './io.ts';
import { outcomeLines } from './replay.ts';
import { cliTexts } from './texts.ts';

export const PLAY_USAGE = `Usage: nocturne play [--game G] [--players N] [--bots B] [--seat K] [--name NAME]
                     [--lang en|ru|et] [--seed S] [--record FILE]

Plays a match against bots in this terminal. On your turn it shows what you see and lists your legal moves:
answer with a move's number or its short name (for Liar's Dice: 3x4, liar). An empty answer or end of input
quits.

  --game G       ${Object.keys(registry).join(', ')} (default: liars-dice)
  --players N    seats in all, you included (default: 3 where the game allows, else its fewest)
  --bots B       the bots' kind: random, heuristic, ismcts, ismcts-<iterations>, ismcts:easy|medium|hard
                 (default: heuristic)
  --seat K       your seat, 1 first (default: 1)
  --name NAME    your name at the table (default: Player)
  --lang L       ${LANGS.join(', ')} (default: en)
  --seed S       the match's seed, to play the same deal again (default: a fresh one)
  --record FILE  write the match record there at the end, for nocturne replay
`;

const OPTIONS = {
  game: 'string',
  players: 'string',
  bots: 'string',
  seat: 'string',
  name: 'string',
  lang: 'string',
  seed: 'string',
  record: 'string',
  help: 'boolean',
} as const;

export async function playCommand(argv: readonly string[], io: Io): Promise<number> {
  const { options, positionals } = parseArgs(argv, OPTIONS, 'play');
  if (options.help) {
    io.out(PLAY_USAGE);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`, 'play');
  let game: AnyGame;
  try {
    game = gameById(options.game ?? 'liars-dice');
  } catch (error) {
    throw new UsageError((error as Error).message, 'play');
  }
  const range = game.options.players;
  const players =
    options.players === undefined
      ? Math.min(range.max, Math.max(range.min, 3))
      : integerOption(options.players, 'players', 'play', range.min, range.max);
  if (players < range.min || players > range.max) {
    throw new UsageError(`${game.id} is for ${playerRange(range)} players`, 'play');
  }
  const human = options.seat === undefined ? 0 : integerOption(options.seat, 'seat', 'play', 1, players) - 1;
  const lang = (options.lang ?? 'en') as Lang;
  if (!LANGS.includes(lang)) throw new UsageError(`--lang must be one of ${LANGS.join(', ')}`, 'play');
  const seed = options.seed ?? cryptoSeed();
  const spec = options.bots ?? 'heuristic';
  const settings = botsFor(game.id);
  let bots: (Bot | null)[];
  try {
    bots = Array.from({ length: players }, (_, s) =>
      s === human ? null : createBot(spec, game, settings, `${seed}/bot/${s}`),
    );
  } catch (error) {
    throw new UsageError((error as Error).message, 'play');
  }
  const name = checkName(options.name ?? 'Player');
  if (!name.ok) throw new UsageError(`--name: ${name.reason}`, 'play');
  const names = Array.from({ length: players }, (_, s) => (s === human ? name.name : `${spec} ${s + 1}`));
  const seats = names.map((name, s) => (s === human ? { name } : { name, bot: spec }));
  const match = Match.create(game, { seats, seed });
  const presentation = presentationFor(game.id);
  const say = (message: Message) => formatMessage(presentation.texts, lang, message, names);
  const chrome = (key: string, params?: Message['params']) =>
    formatMessage(cliTexts, lang, { key, params }, names);
  /** What the human's seat may see of what was just played. */
  const tell = (applied: Parameters<typeof match.eventsFor>[0]) => {
    for (const event of match.eventsFor(applied, human)) {
      const message = presentation.narrate?.(event);
      io.out(`· ${message ? say(message) : canonicalJson(event)}\n`);
    }
  };
  const driver = new MatchDriver(match, settings.moveMs?.bind(settings));

  io.out(chrome('play.title', { game: presentation.texts[lang].name ?? game.id, seed }) + '\n');
  io.out(chrome('play.seats', { seats: names.join(', ') }) + '\n\n');

  while (match.outcome() === null) {
    const ask = driver.next();
    if (ask === null) {
      tell(driver.wait());
      continue;
    }
    const { seat, reacting } = ask;
    const moves = match.legalMoves(seat);
    let move: unknown;
    if (seat === human) {
      const view = match.view(human);
      for (const line of presentation.describeView?.(view) ?? []) io.out(`  ${say(line)}\n`);
      io.out(menu(game, presentation, moves, say, io.columns, chrome));
      if (reacting) io.out(chrome('play.let-pass') + '\n');
      move = await askMove(game, moves, reacting, io, chrome('play.prompt'), chrome('play.unknown'));
      if (move === undefined) {
        io.out(chrome('play.bye') + '\n');
        return 0;
      }
    } else {
      move = bots[seat]!.chooseMove({ view: match.view(seat), seat, moves, time: match.time, reacting });
    }
    tell(driver.answer(seat, move));
  }
  io.out('\n' + outcomeLines(presentation, match.outcome()!, lang, names).join('\n') + '\n');
  if (options.record) {
    writeFileSync(options.record, JSON.stringify(match.record, null, 1) + '\n');
    io.out(chrome('play.recorded', { file: options.record }) + '\n');
  }
  return 0;
}

/** Menus longer than this show their start and say how to name the rest. */
const MENU_ITEMS = 24;

/** The legal moves, numbered, in as many columns as the terminal holds. */
function menu(
  game: AnyGame,
  presentation: AnyPresentation,
  moves: readonly unknown[],
  say: (m: Message) => string,
  columns: number,
  chrome: (key: string, params?: Message['params']) => string,
): string {
  const items = moves
    .slice(0, MENU_ITEMS)
    .map(
      (move, i) =>
        `${String(i + 1).padStart(3)}) ${presentation.describeMove ? say(presentation.describeMove(move)) : canonicalJson(move)}`,
    );
  const width = Math.max(...items.map((item) => item.length)) + 2;
  const perRow = Math.max(1, Math.floor(Math.max(columns, width) / width));
  let out = '';
  for (let i = 0; i < items.length; i += perRow) {
    out +=
      items
        .slice(i, i + perRow)
        .map((item) => item.padEnd(width))
        .join('')
        .trimEnd() + '\n';
  }
  if (moves.length > MENU_ITEMS) {
    const example = keyOf(game, moves[moves.length - 1]);
    out += chrome('play.more', { count: moves.length - MENU_ITEMS, example }) + '\n';
  }
  return out;
}

/**
 * Asks until the answer names a legal move (by number or by its key), or 0 to let the moment pass where the
 * seat may; undefined when the player quits.
 */
async function askMove(
  game: AnyGame,
  moves: readonly unknown[],
  reacting: boolean,
  io: Io,
  prompt: string,
  unknown: string,
): Promise<unknown> {
  for (;;) {
    const answer = (await io.readLine(prompt))?.trim();
    if (!answer) return undefined;
    const n = /^\d+$/.test(answer) ? Number(answer) : NaN;
    if (n === 0 && reacting) return null;
    if (n >= 1 && n <= moves.length) return moves[n - 1];
    const named = moves.find((move) => keyOf(game, move).toLowerCase() === answer.toLowerCase());
    if (named !== undefined) return named;
    io.out(unknown + '\n');
  }
}

import { readFileSync } from 'node:fs';
import type {
  AnyGame,
  AnyPresentation,
  Lang,
  MatchRecord,
  Message,
  Outcome,
  PlayerSeat,
  Seat,
  TableEntry,
  TableSeat,
} from '../engine/index.ts';
import {
  DEFAULT_TABLE,
  LANGS,
  Match,
  MoveError,
  SYSTEM,
  TABLE,
  canonicalJson,
  eventsFor,
  formatMessage,
  reasonMessage,
} from '../engine/index.ts';
import { gameAt, games as registry, presentationFor, rulesOf } from '../games/index.ts';
import { rulesVersion } from '../games/versions.ts';
import { printableName } from '../protocol/index.ts';
import { parseArgs } from './args.ts';
import { CliError, UsageError } from './errors.ts';
import { clock, playerRange, trimmed } from './format.ts';
import type { Io } from './io.ts';
import { cliTexts } from './texts.ts';

export const REPLAY_USAGE = `Usage: nocturne replay FILE [--lang en|ru|et] [--as SEAT]

Replays a match record (as written by nocturne simulate --records), checking every move, and tells the
match move by move: who moved when, what they did, what happened, and how it ended.

  --lang L     the language of the narration: ${LANGS.join(', ')} (default: en)
  --as SEAT    tell it as one seat saw it (a seat number, 1 first, or a seat's name): other seats' moves
               are shown only through the events that seat saw; by default everything is shown, since a
               finished record is public
`;

export interface NarrateOptions {
  readonly lang: Lang;
  /** Tell the match as this seat saw it; everything in full when absent. */
  readonly as?: PlayerSeat;
}

/** Checks that parsed JSON has the shape of a match record; says what is missing otherwise. */
export function asRecord(value: unknown): MatchRecord {
  const fail = (what: string): never => {
    throw new CliError(`not a match record: ${what}`);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('not a JSON object');
  const r = value as Record<string, unknown>;
  if (typeof r.game !== 'string') fail('"game" is missing or not a string');
  if (typeof r.seed !== 'string') fail('"seed" is missing or not a string');
  if (!Array.isArray(r.seats) || r.seats.length === 0) fail('"seats" is missing or empty');
  (r.seats as unknown[]).forEach((seat, i) => {
    if (typeof seat !== 'object' || seat === null || typeof (seat as { name?: unknown }).name !== 'string') {
      fail(`seat ${i + 1} has no name`);
    }
  });
  if (!Array.isArray(r.log)) fail('"log" is missing or not a list');
  (r.log as unknown[]).forEach((entry, i) => {
    const e = entry as Record<string, unknown> | null;
    if (typeof e !== 'object' || e === null) return fail(`log entry ${i} is not an object`);
    if (!('move' in e)) fail(`log entry ${i} has no move`);
    if (e.seat !== SYSTEM && e.seat !== TABLE && !(typeof e.seat === 'number' && Number.isInteger(e.seat)))
      fail(`log entry ${i} has no seat`);
    if (typeof e.at !== 'number' || !Number.isFinite(e.at)) fail(`log entry ${i} has no time`);
  });
  if (r.rules !== undefined && !(Number.isSafeInteger(r.rules) && (r.rules as number) >= 1))
    fail('"rules" is not a version number');
  return value as MatchRecord;
}

/**
 * The match told move by move in `lang`, as the kernel replays it through the checked door (a MoveError names
 * the first entry that does not replay).
 */
export function narrate(
  game: AnyGame,
  presentation: AnyPresentation,
  record: MatchRecord,
  options: NarrateOptions,
): string {
  const { lang } = options;
  const players = record.seats.length;
  if (players < game.options.players.min || players > game.options.players.max) {
    throw new CliError(
      `the record has ${players} seats, but ${game.id} is for ${playerRange(game.options.players)} players`,
    );
  }
  const names = shownNames(record);
  const say = (message: Message) => formatMessage(presentation.texts, lang, message, names);
  const chrome = (key: string, params?: Message['params']) =>
    formatMessage(cliTexts, lang, { key, params }, names);
  const nameOf = (seat: Seat | TableSeat) =>
    seat === SYSTEM
      ? chrome('replay.system')
      : seat === TABLE
        ? chrome('replay.table')
        : (names[seat] ?? `#${seat + 1}`);
  const rules = record.table ?? DEFAULT_TABLE;
  const level = { text: `level.${rules.botLevel}` };
  /** Seats out so far: whether a seat's leaving ends the match. */
  const out = new Set<PlayerSeat>();
  const tellTable = (entry: TableEntry) => {
    if (entry.type === 'halt') return chrome('replay.table.halt');
    const seat = { seat: entry.seat };
    if (entry.type === 'bot-takes' || entry.type === 'player-returns')
      return chrome(`replay.table.${entry.type}`, { seat });
    let then = 'replay.then.bot';
    if (entry.type === 'resign' || rules.onTimeout === 'lose') {
      out.add(entry.seat);
      then = players - out.size <= 1 ? 'replay.then.ends' : 'replay.then.out';
    }
    return chrome(`replay.table.${entry.type}`, { seat, then: chrome(then, { level }) });
  };
  const describe = (move: unknown) =>
    presentation.describeMove ? say(presentation.describeMove(move)) : canonicalJson(move);
  const tell = (event: unknown) => {
    if (!presentation.narrate) return canonicalJson(event);
    const message = presentation.narrate(event);
    return message === null ? null : say(message);
  };

  const gameName = presentation.texts[lang].name ?? presentation.texts.en.name ?? game.id;
  const lines = [
    chrome('replay.title', { game: gameName, seed: record.seed }),
    chrome('replay.seats', { seats: names.map((name, s) => `${s + 1} ${name}`).join(', ') }),
  ];
  if (rules.clock) {
    const then = chrome(`replay.clock.${rules.onTimeout}`, { level });
    const seconds = (ms: number) => trimmed(ms / 1000);
    lines.push(
      chrome('replay.clock', {
        reserve: seconds(rules.clock.reserveMs),
        increment: seconds(rules.clock.incrementMs),
        then,
      }),
    );
  }
  if (options.as !== undefined) lines.push(chrome('replay.as', { seat: { seat: options.as } }));
  lines.push('');

  const width = String(record.log.length).length;
  let replayed: Match<unknown, unknown, unknown, unknown, unknown>;
  try {
    replayed = Match.replay(game, record, ({ seat, move, at, events }, i) => {
      if (seat === TABLE) {
        // The table's entries are public: every seat saw them happen.
        lines.push(`${String(i + 1).padStart(width)}  ${clock(at)}  ${nameOf(seat)}: ${tellTable(move)}`);
        return;
      }
      const seen = options.as === undefined || seat === options.as;
      // As one seat, another seat's move shows only through the events that seat saw: the contract has no
      // redaction for moves, and a secret choice (an ATMOSFEAR duel) must not leak through its description.
      const head = `${String(i + 1).padStart(width)}  ${clock(at)}  ${nameOf(seat)}`;
      lines.push(seen ? `${head}: ${describe(move)}` : head);
      const shown = options.as === undefined ? events : eventsFor(game, events, options.as);
      for (const event of shown) {
        const text = tell(event);
        if (text !== null) lines.push(`${' '.repeat(width + 2)}· ${text}`);
      }
    });
  } catch (error) {
    if (error instanceof MoveError || error instanceof RangeError) {
      throw new CliError(`the record does not replay: ${error.message}`);
    }
    throw error;
  }

  lines.push('');
  const outcome = replayed.outcome();
  lines.push(...(outcome ? outcomeLines(presentation, outcome, lang, names) : [chrome('replay.unfinished')]));
  return lines.join('\n') + '\n';
}

const OPTIONS = { lang: 'string', as: 'string', help: 'boolean' } as const;

/** Reads and checks a match record from `file`, and finds its game; a CliError says what is wrong. */
export function readRecord(file: string): {
  record: MatchRecord;
  game: AnyGame;
  presentation: AnyPresentation;
} {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      `cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    );
  }
  let record: MatchRecord;
  try {
    record = asRecord(JSON.parse(text));
  } catch (error) {
    if (error instanceof SyntaxError) throw new CliError(`${file} is not JSON: ${error.message}`);
    throw new CliError(`${file}: ${(error as Error).message}`);
  }
  if (!registry[record.game]) {
    throw new CliError(
      `${file} is a record of "${record.game}", which is not a game here (${Object.keys(registry).join(', ')})`,
    );
  }
  // Replayed under the rules it was played under, never today's in their place.
  const rules = rulesVersion(record);
  const game = gameAt(record.game, rules);
  if (!game) {
    throw new CliError(
      `${file} was played under version ${rules} of the rules of ${record.game}, which this release no longer ` +
        `has (it has version ${rulesOf(record.game)}), so it cannot replay it`,
    );
  }
  return { record, game, presentation: presentationFor(game.id) };
}

/** `nocturne replay FILE …`: returns the exit code. */
export function replayCommand(argv: readonly string[], io: Io): number {
  const cmd = 'replay';
  const { options, positionals } = parseArgs(argv, OPTIONS, cmd);
  if (options.help) {
    io.out(REPLAY_USAGE);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('which record? give the FILE to replay', cmd);
  if (positionals.length > 1) throw new UsageError(`one FILE at a time, not ${positionals.length}`, cmd);
  const lang = options.lang ?? 'en';
  if (!(LANGS as readonly string[]).includes(lang)) {
    throw new UsageError(`--lang must be one of ${LANGS.join(', ')}, not "${lang}"`, cmd);
  }

  const file = positionals[0];
  const { record, game, presentation } = readRecord(file);
  const as = options.as === undefined ? undefined : seatOf(options.as, record, cmd);
  try {
    io.out(narrate(game, presentation, record, { lang: lang as Lang, as }));
  } catch (error) {
    if (error instanceof CliError) throw new CliError(`${file}: ${error.message}`);
    throw error;
  }
  return 0;
}

/**
 * The seats' names as this terminal shows them: a record is anyone's file, so a name is printed only as far as it
 * is a printable name (protocol/names.ts), never a terminal escape or a bidi override; `#2` when nothing is left.
 */
export function shownNames(record: MatchRecord): string[] {
  return record.seats.map((seat, s) => printableName(seat.name, `#${s + 1}`));
}

/** `--as` (`--seat`): a seat number (1 first) or a seat's name as shown. */
export function seatOf(text: string, record: MatchRecord, cmd: string, option = '--as'): PlayerSeat {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (n >= 1 && n <= record.seats.length) return n - 1;
  const names = shownNames(record);
  const byName = names.indexOf(printableName(text, ''));
  if (byName >= 0) return byName;
  const seats = names.map((name, s) => `${s + 1} ${name}`).join(', ');
  throw new UsageError(`${option} ${text}: no such seat in this match (seats: ${seats})`, cmd);
}

/** How a match ended, in words: the winners, why, and the scores where the game keeps them. */
export function outcomeLines(
  presentation: AnyPresentation,
  outcome: Outcome,
  lang: Lang,
  names: readonly string[],
): string[] {
  const chrome = (key: string, params?: Message['params']) =>
    formatMessage(cliTexts, lang, { key, params }, names);
  const nameOf = (seat: PlayerSeat) => names[seat] ?? `#${seat + 1}`;
  const key =
    outcome.winners.length === 0
      ? 'replay.nobody'
      : outcome.winners.length === 1
        ? 'replay.winner'
        : 'replay.winners';
  // The table's reasons (a timeout, a resignation) are the faces' words, not the game's.
  const texts = outcome.reason.startsWith('table.') ? cliTexts : presentation.texts;
  const reason = formatMessage(texts, lang, reasonMessage(outcome), names);
  const lines = [
    `${chrome(key, { names: outcome.winners.map(nameOf).join(', ') })} ${chrome('replay.reason', { reason })}`,
  ];
  if (outcome.scores) {
    const scores = outcome.scores.map((score, s) => `${nameOf(s)} ${trimmed(score)}`).join(', ');
    lines.push(chrome('replay.scores', { scores }));
  }
  return lines;
}

// The `nocturne` command line: play against bots, simulate bot matches, replay a match record, measure the engine's speed.
import { adminCommand, ADMIN_USAGE } from './admin.ts';
import { backupCommand, BACKUP_USAGE } from './backup.ts';
import { benchCommand, BENCH_USAGE } from './bench.ts';
import { clientCommand, CLIENT_USAGE } from './client.ts';
import { CliError, UsageError } from './errors.ts';
import type { Io } from './io.ts';
import { printableText } from '../protocol/index.ts';
import { playCommand, PLAY_USAGE } from './play.ts';
import { replayCommand, REPLAY_USAGE } from './replay.ts';
import { reviewCommand, REVIEW_USAGE } from './review.ts';
import { simulateCommand, SIMULATE_USAGE } from './simulate.ts';

export { captureIo, processIo, type CapturedIo, type Io } from './io.ts';

export const USAGE = `Usage: nocturne <command> [options]

Commands:
  play       play a match against bots in this terminal
  simulate   play bots against each other and report win rates with confidence intervals
  replay     replay a match record and tell it move by move
  review     judge one seat's decisions in a match record, from what it saw, with the hard bot
  bench      measure the engine's and the bots' speed
  client     play one match on a running server (npm start) with a scripted client
  backup     write a consistent copy of a running server's SQLite store
  admin      the operator's commands: matches being played, ending one, a match's chat and its mutes
  help       show this text; nocturne <command> --help shows a command's options

Exit codes: 0 done, 1 failed, 2 wrongly called.
`;

const COMMANDS: Record<
  string,
  { run: (argv: readonly string[], io: Io) => number | Promise<number>; usage: string }
> = {
  play: { run: playCommand, usage: PLAY_USAGE },
  simulate: { run: simulateCommand, usage: SIMULATE_USAGE },
  replay: { run: replayCommand, usage: REPLAY_USAGE },
  review: { run: reviewCommand, usage: REVIEW_USAGE },
  bench: { run: benchCommand, usage: BENCH_USAGE },
  client: { run: clientCommand, usage: CLIENT_USAGE },
  backup: { run: backupCommand, usage: BACKUP_USAGE },
  admin: { run: adminCommand, usage: ADMIN_USAGE },
};

/**
 * Runs the command line `argv` (without node and the script) and returns the exit code: 0 done, 1 a failure
 * (one line on stderr, no stack trace unless it is a bug), 2 a usage error (one line and the usage text).
 */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined) throw new UsageError('which command?');
    if (name === 'help' || name === '--help' || name === '-h') {
      const topic = rest[0] === undefined ? undefined : COMMANDS[rest[0]];
      io.out(topic ? topic.usage : USAGE);
      return 0;
    }
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command) throw new UsageError(`unknown command "${name}"`);
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      const prefix = error.command ? `nocturne ${error.command}` : 'nocturne';
      io.err(
        `${prefix}: ${printableText(error.message)}\n\n${error.command ? COMMANDS[error.command].usage : USAGE}`,
      );
      return 2;
    }
    if (error instanceof CliError) {
      // A message may quote a file or a server (a record's game, a name): shown as one line that steers nothing.
      io.err(`nocturne: ${printableText(error.message)}\n`);
      return 1;
    }
    // Anything else is a bug: say so, with the stack, so it can be reported.
    io.err(
      `nocturne: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 1;
  }
}

// `nocturne admin`: the operator's view of a running server through /api/admin (server/admin-routes.ts): the
// matches being played, ending a stuck one, and a match's chat with where each line came from, to mute an address.
import type { MatchSummary } from '../protocol/index.ts';
import { printableName, printableText } from '../protocol/index.ts';
import { parseArgs } from './args.ts';
import { CliError, UsageError } from './errors.ts';
import type { Io } from './io.ts';

export const ADMIN_USAGE = `Usage: nocturne admin <list | halt ID | chat ID | mute ID ADDRESS> [--server URL]

The operator's commands, for a server started with ADMIN_TOKEN set; this command reads the same ADMIN_TOKEN from
its environment (never from its arguments, which other users of the machine can see).

  list              the matches being played, newest first
  halt ID           ends match ID: nobody wins, and every seat is told the operator ended it
  chat ID           the last lines of match ID's chat, with the address each came from
  mute ID ADDRESS   refuses chat from ADDRESS in match ID from now on, on every node

  --server URL   the server (default: http://localhost:8080)
`;

const OPTIONS = { server: 'string', help: 'boolean' } as const;
/** What each action takes after its name, in words and in number. */
const ARGUMENTS: Record<string, readonly [number, string]> = {
  list: [0, 'nothing more'],
  halt: [1, 'a match id'],
  chat: [1, 'a match id'],
  mute: [2, 'a match id and an address'],
};

export async function adminCommand(
  argv: readonly string[],
  io: Io,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  const cmd = 'admin';
  const { options, positionals } = parseArgs(argv, OPTIONS, cmd);
  if (options.help) {
    io.out(ADMIN_USAGE);
    return 0;
  }
  const [action, ...rest] = positionals;
  if (action === undefined || !Object.hasOwn(ARGUMENTS, action))
    throw new UsageError('say what to do: list, halt, chat or mute', cmd);
  const [count, words] = ARGUMENTS[action];
  if (rest.length !== count) throw new UsageError(`${action} takes ${words}`, cmd);
  const token = env.ADMIN_TOKEN;
  if (!token) throw new UsageError('set ADMIN_TOKEN to the server’s operator token', cmd);
  const server = (options.server ?? 'http://localhost:8080').replace(/\/+$/, '');
  const call = (method: string, path: string, body?: unknown) => request(server, token, method, path, body);
  const id = encodeURIComponent(rest[0] ?? '');
  switch (action) {
    case 'list': {
      const { matches, more } = (await call('GET', '/api/admin/matches')) as {
        matches: MatchSummary[];
        more: boolean;
      };
      io.out(matchLines(matches).join('\n') + '\n');
      if (more) io.out(`…and more: only the newest ${matches.length} are shown.\n`);
      return 0;
    }
    case 'halt': {
      const { version } = (await call('POST', `/api/admin/matches/${id}/halt`)) as { version: number };
      io.out(
        `Ended match ${printableText(rest[0])} at move ${version}: every seat is told the operator ended it.\n`,
      );
      return 0;
    }
    case 'chat': {
      const { lines } = (await call('GET', `/api/admin/matches/${id}/chat`)) as { lines: OperatorLine[] };
      io.out(lines.length === 0 ? 'No chat in this match.\n' : lines.map(chatLine).join('\n') + '\n');
      return 0;
    }
    default: {
      await call('POST', `/api/admin/matches/${id}/mutes`, { address: rest[1] });
      io.out(`Muted ${printableText(rest[1])} in the chat of match ${printableText(rest[0])}.\n`);
      return 0;
    }
  }
}

interface OperatorLine {
  readonly channel: string;
  readonly at: number;
  readonly name: string;
  readonly text: string;
  readonly address: string | null;
}

/** One line per match: id, game, when it was made, and who sits where (names as text that steers nothing). */
function matchLines(matches: readonly MatchSummary[]): string[] {
  if (matches.length === 0) return ['No match is being played.'];
  return matches.map((m) => {
    const seats = m.seats
      .map((s) => (s.bot !== null ? `bot ${s.bot}` : printableName(s.name ?? '', 'open')))
      .join(', ');
    return `${m.id}  ${m.game}  created ${new Date(m.createdAt).toISOString()}  move ${m.version}  ${seats}`;
  });
}

function chatLine(line: OperatorLine): string {
  const when = new Date(line.at).toISOString();
  const from = line.address ?? 'address not kept';
  return `${when}  ${line.channel}  ${printableName(line.name, '?')} (${printableText(from)}): ${printableText(line.text)}`;
}

async function request(server: string, token: string, method: string, path: string, body?: unknown) {
  let res: Response;
  try {
    res = await fetch(server + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new CliError(`cannot reach the server at ${server}: is it running?`);
  }
  const answer = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  if (res.status === 404 && path === '/api/admin/matches')
    throw new CliError(`the server at ${server} has no operator's pages: start it with ADMIN_TOKEN set`);
  if (!res.ok)
    throw new CliError(`the server refused: ${printableText(answer.error?.message ?? String(res.status))}`);
  return answer as unknown;
}

// `nocturne client`: a scripted player for a running server — creates a match with bots, sits down, and plays
// it to the end over WebSocket with a bot of its own, telling the match as its seat sees it.
import WebSocket from 'ws';
import type { Bot } from '../ai/index.ts';
import { createBot } from '../ai/index.ts';
import type { AnyGame, Lang, Message } from '../engine/index.ts';
import { LANGS, canonicalJson, formatMessage, isReacting, mayAct } from '../engine/index.ts';
import { botsFor, gameById, games as registry, presentationFor } from '../games/index.ts';
import type { ServerMessage } from '../protocol/index.ts';
import { printableName, printableText } from '../protocol/index.ts';
import { integerOption, parseArgs } from './args.ts';
import { CliError, UsageError } from './errors.ts';
import type { Io } from './io.ts';
import { outcomeLines } from './replay.ts';

export const CLIENT_USAGE = `Usage: nocturne client [--server URL] [--game G] [--players N] [--bots B1,B2,…] [--me BOT]
                       [--name NAME] [--lang en|ru|et]

Plays one match on a running server (npm start): creates it with bots in the other seats, sitting in seat 1,
joins over WebSocket and plays every move with its own bot until the end, telling what its seat sees.

  --server URL   the server (default: http://localhost:8080)
  --game G       ${Object.keys(registry).join(', ')} (default: liars-dice)
  --players N    seats in all (default: 3 where the game allows, else its fewest)
  --bots B,…     the server's bots for the other seats, one spec or one per seat (default: heuristic)
  --me BOT       the bot that plays this client's seat (default: heuristic)
  --name NAME    this seat's name (default: Scripted)
  --lang L       ${LANGS.join(', ')} (default: en)
`;

const OPTIONS = {
  server: 'string',
  game: 'string',
  players: 'string',
  bots: 'string',
  me: 'string',
  name: 'string',
  lang: 'string',
  help: 'boolean',
} as const;

/** What the client reads of the server's messages (docs/api.md). */
async function call(
  server: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(server + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new CliError(`cannot reach the server at ${server}: is it running (npm start)?`);
  }
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const error = answer.error as { message?: string } | undefined;
    throw new CliError(`the server refused ${method} ${path}: ${error?.message ?? res.status}`);
  }
  return answer;
}

export async function clientCommand(argv: readonly string[], io: Io): Promise<number> {
  const { options, positionals } = parseArgs(argv, OPTIONS, 'client');
  if (options.help) {
    io.out(CLIENT_USAGE);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`, 'client');
  let game: AnyGame;
  try {
    game = gameById(options.game ?? 'liars-dice');
  } catch (error) {
    throw new UsageError((error as Error).message, 'client');
  }
  const { min, max } = game.options.players;
  const players =
    options.players === undefined
      ? Math.min(max, Math.max(min, 3))
      : integerOption(options.players, 'players', 'client', min, max);
  const specs = (options.bots ?? 'heuristic').split(',');
  if (specs.length !== 1 && specs.length !== players - 1) {
    throw new UsageError(`--bots names one bot, or one for each of the other ${players - 1} seats`, 'client');
  }
  const lang = (options.lang ?? 'en') as Lang;
  if (!LANGS.includes(lang)) throw new UsageError(`--lang must be one of ${LANGS.join(', ')}`, 'client');
  let me: Bot;
  try {
    me = createBot(options.me ?? 'heuristic', game, botsFor(game.id), `client-${Date.now()}`);
  } catch (error) {
    throw new UsageError((error as Error).message, 'client');
  }
  const server = (options.server ?? 'http://localhost:8080').replace(/\/$/, '');

  // This client's seat is claimed in the request that creates the match: nobody can take it in between.
  const seats = [
    { name: options.name ?? 'Scripted' },
    ...Array.from({ length: players - 1 }, (_, i) => ({ bot: specs[specs.length === 1 ? 0 : i] })),
  ];
  const created = await call(server, 'POST', '/api/matches', { game: game.id, players, seats });
  const id = printableText(String(created.id));
  const token = (created.seats as { token?: string }[] | undefined)?.[0]?.token;
  io.out(`match ${id} on ${server}\n`);

  let names: string[] = [];
  const presentation = presentationFor(game.id);
  const say = (message: Message) => formatMessage(presentation.texts, lang, message, names);
  const socket = new WebSocket(server.replace(/^http/, 'ws') + '/ws');
  return new Promise<number>((resolve, reject) => {
    socket.on('error', () => reject(new CliError(`the WebSocket to ${server} failed`)));
    socket.on('close', () => reject(new CliError('the server closed the connection before the end')));
    socket.on('open', () => socket.send(JSON.stringify({ type: 'join', match: id, token })));
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (
        message.type === 'seats' ||
        message.type === 'table' ||
        message.type === 'chat' ||
        message.type === 'suggestion'
      )
        return;
      if (message.type === 'error') {
        io.err(`server: ${printableText(message.message)}\n`);
        return;
      }
      // Whatever the server says, a name is printed only as far as it is a printable name.
      if (message.type === 'sync')
        names = message.seats.map((s, i) => printableName(s.name ?? '', `#${i + 1}`));
      for (const entry of message.type === 'sync' ? message.history : message.entries) {
        for (const event of entry.events) {
          const line = presentation.narrate?.(event);
          io.out(`· ${line ? say(line) : canonicalJson(event)}\n`);
        }
      }
      if (message.outcome) {
        io.out('\n' + outcomeLines(presentation, message.outcome, lang, names).join('\n') + '\n');
        socket.removeAllListeners('close');
        socket.close();
        resolve(0);
        return;
      }
      if (mayAct(message.toAct, 0) && message.legalMoves.length > 0) {
        const reacting = isReacting(message.toAct, 0);
        const move = me.chooseMove({
          view: message.view,
          seat: 0,
          moves: message.legalMoves,
          time: 0,
          reacting,
        });
        if (move !== null) socket.send(JSON.stringify({ type: 'move', version: message.version, move }));
      }
    });
  });
}

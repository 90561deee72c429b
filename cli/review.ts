// `nocturne review FILE --seat S`: one seat's decisions in a match record, each judged by the hard bot from what
// that seat saw at the time (ai/review.ts), the same review the server makes.
import type { Lang } from '../engine/index.ts';
import { LANGS, formatMessage } from '../engine/index.ts';
import { clearlyBetter, decisionsOf, judge } from '../ai/index.ts';
import { botsFor } from '../games/index.ts';
import { parseArgs } from './args.ts';
import { UsageError } from './errors.ts';
import { clock } from './format.ts';
import type { Io } from './io.ts';
import { readRecord, seatOf, shownNames } from './replay.ts';

export const REVIEW_USAGE = `Usage: nocturne review FILE --seat SEAT [--iterations N] [--lang en|ru|et]

Reviews one seat's decisions in a match record: for each choice it made among two options or more, the
hard bot searches from what that seat could see at that moment (no hindsight, nothing hidden from it) and
tells its own choice and each one's chance of winning. Choices where the bot's chance was at least ten
points higher are marked.

  --seat SEAT     the seat to review: a seat number (1 first) or a seat's name
  --iterations N  ISMCTS iterations per search (default 1000, as the server's reviews)
  --lang L        the language of the moves: ${LANGS.join(', ')} (default: en)
`;

const OPTIONS = { seat: 'string', iterations: 'string', lang: 'string', help: 'boolean' } as const;

export function reviewCommand(argv: readonly string[], io: Io): number {
  const cmd = 'review';
  const { options, positionals } = parseArgs(argv, OPTIONS, cmd);
  if (options.help) {
    io.out(REVIEW_USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError('give one FILE to review', cmd);
  if (options.seat === undefined) throw new UsageError('whose decisions? give --seat', cmd);
  const lang = (options.lang ?? 'en') as Lang;
  if (!LANGS.includes(lang)) throw new UsageError(`--lang must be one of ${LANGS.join(', ')}`, cmd);
  const iterations = Number(options.iterations ?? 1000);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > 100_000)
    throw new UsageError('--iterations must be a whole number from 1 to 100000', cmd);

  const { record, game, presentation } = readRecord(positionals[0]);
  const seat = seatOf(options.seat, record, cmd, '--seat');
  const bots = botsFor(game.id);
  const say = (move: unknown) =>
    move === null
      ? '(let it pass)'
      : presentation.describeMove
        ? formatMessage(presentation.texts, lang, presentation.describeMove(move), shownNames(record))
        : JSON.stringify(move);
  const started = performance.now();
  const decisions = decisionsOf(game, record, seat);
  let marked = 0;
  io.out(
    `${shownNames(record)[seat]}: ${decisions.length} decisions, judged with ${iterations} iterations each\n`,
  );
  for (const decision of decisions) {
    const judged = judge(game, bots, decision, { iterations, seed: `review/${decision.index}` });
    const better = clearlyBetter(judged);
    if (better) marked++;
    const pct = (chance: number) => `${Math.round(chance * 100)}%`;
    const line =
      judged.best === judged.chosen
        ? `${say(judged.chosen)} (${pct(judged.chosenChance)}), as the bot would`
        : `${say(judged.chosen)} (${pct(judged.chosenChance)}); the bot: ${say(judged.best)} (${pct(judged.bestChance)})`;
    io.out(`${better ? '◀' : ' '} move ${decision.index + 1} at ${clock(judged.at)}: ${line}\n`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.out(`${marked} of ${decisions.length} marked: the bot's choice clearly better. ${seconds} s.\n`);
  return 0;
}

// Generic checks that every registered game must pass: random full games with junk input, replay, and leaks.
import { createBot } from '../ai/index.ts';
import type { AnyBots, AnyGame, MatchRecord, PlayerSeat, Viewer } from '../engine/index.ts';
import {
  MoveError,
  Match,
  MatchDriver,
  Rng,
  SPECTATOR,
  applyMove,
  askOrder,
  canGoOn,
  canonicalJson,
  hashJson,
  isReacting,
  mayAct,
} from '../engine/index.ts';
import { botsFor } from '../games/index.ts';

/** A failed check, with what was expected and the seed that reproduces it. */
export class HarnessFailure extends Error {
  override readonly name = 'HarnessFailure';
}

export interface HarnessOptions {
  /** Matches to play. */
  readonly games: number;
  /** Every match's seed derives from this one. */
  readonly seed: string;
  /** A match that runs longer than this many moves fails the check (every game must end). */
  readonly maxMoves?: number;
  /** How bots play the game (its pace, for the simulated clock); default: the registry's. */
  readonly bots?: AnyBots;
}

/** Player counts to cycle through: every count the game allows. */
function playerCounts(game: AnyGame): number[] {
  const counts: number[] = [];
  for (let n = game.options.players.min; n <= game.options.players.max; n++) counts.push(n);
  return counts;
}

function newMatch(game: AnyGame, players: number, seed: string) {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
  return Match.create(game, { seats, seed });
}

type AnyMatch = Match<unknown, unknown, unknown, unknown, unknown>;

/**
 * Plays one step of `match` as every driver does (engine/drive.ts), each seat deciding at random: a reacting
 * seat lets the moment pass as often as it takes any one move.
 */
function randomStep(driver: MatchDriver<unknown, unknown, unknown, unknown, unknown>, rng: Rng): void {
  const ask = driver.next();
  if (ask === null) {
    driver.wait();
    return;
  }
  const moves = driver.match.legalMoves(ask.seat);
  const i = rng.int(moves.length + (ask.reacting ? 1 : 0));
  driver.answer(ask.seat, i < moves.length ? moves[i] : null);
}

function driverFor(match: AnyMatch, bots: AnyBots) {
  return new MatchDriver(match, bots.moveMs?.bind(bots));
}

/** Moves nobody should be able to play: each must be refused with the given code. */
function junkMoves(legal: unknown): { move: unknown; codes: readonly string[]; what: string }[] {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const deep: unknown[] = [];
  let cursor = deep;
  for (let i = 0; i < 40; i++) cursor.push((cursor = []));
  const malformed = ['malformed-move'];
  const wrong = ['illegal-move'];
  return [
    { move: () => 0, codes: malformed, what: 'a function' },
    { move: cyclic, codes: malformed, what: 'a cyclic object' },
    { move: deep, codes: malformed, what: 'a deeply nested array' },
    { move: { type: 'x'.repeat(10_000) }, codes: malformed, what: 'an oversized move' },
    { move: Number.NaN, codes: malformed, what: 'NaN' },
    { move: undefined, codes: malformed, what: 'undefined' },
    { move: new Date(0), codes: malformed, what: 'a Date' },
    { move: null, codes: wrong, what: 'null' },
    { move: 'pass', codes: wrong, what: 'a string' },
    { move: { nonsense: true }, codes: wrong, what: 'an unknown object' },
    { move: [legal], codes: wrong, what: 'a legal move wrapped in an array' },
    {
      move: legal !== null && typeof legal === 'object' ? { ...legal, extra: 1 } : { legal },
      codes: wrong,
      what: 'a legal move with an extra field',
    },
  ];
}

function expectRefused(
  game: AnyGame,
  state: unknown,
  seat: unknown,
  move: unknown,
  codes: readonly string[],
  context: string,
): void {
  const before = hashJson(state);
  const rng = Rng.fromSeed('junk');
  try {
    applyMove(game, state, seat, move, { rng, time: 0 });
  } catch (error) {
    if (!(error instanceof MoveError)) {
      throw new HarnessFailure(`${context}: refused with ${String(error)} instead of a MoveError`);
    }
    if (!codes.includes(error.code)) {
      throw new HarnessFailure(`${context}: refused as ${error.code}, expected ${codes.join(' or ')}`);
    }
    if (hashJson(state) !== before) throw new HarnessFailure(`${context}: the refusal changed the state`);
    return;
  }
  throw new HarnessFailure(`${context}: was accepted`);
}

/**
 * Random full games: in every position each legal move of each seat to act is accepted (tried on a copy),
 * junk and out-of-turn moves are refused with a typed error and no change, and every game ends.
 * Returns the records of the finished matches (for the replay check).
 */
export function checkRandomGames(game: AnyGame, options: HarnessOptions) {
  const records: { record: MatchRecord; hash: string }[] = [];
  const counts = playerCounts(game);
  const maxMoves = options.maxMoves ?? 100_000;
  const bots = options.bots ?? botsFor(game.id);
  for (let g = 0; g < options.games; g++) {
    const seed = `${options.seed}/${g}`;
    const players = counts[g % counts.length];
    const match = newMatch(game, players, seed);
    const driver = driverFor(match, bots);
    const rng = Rng.fromSeed(seed + '/moves');
    let checked = -1;
    let steps = 0;
    while (!match.outcome()) {
      const context = `${game.id}, ${players} players, seed ${seed}, move ${match.version}`;
      if (++steps > maxMoves) throw new HarnessFailure(`${context}: the game did not end`);
      if (checked !== match.version) {
        checked = match.version;
        checkPosition(game, match, players, context);
      }
      try {
        randomStep(driver, rng);
      } catch (error) {
        throw new HarnessFailure(`${context}: ${String(error)}`);
      }
    }
    const after = hashJson(match.state);
    expectRefused(
      game,
      match.state,
      0,
      null,
      ['game-over'],
      `${game.id}, seed ${seed}: a move after the end`,
    );
    if (hashJson(match.state) !== after)
      throw new HarnessFailure(`${game.id}: refusal changed a finished state`);
    records.push({ record: match.record, hash: match.hash() });
  }
  return records;
}

/**
 * One position: the game waits for someone or for its clock; every seat that may act has a move, and each of
 * its legal moves is accepted (tried on a copy); junk and out-of-turn moves are refused with a typed error and
 * no change.
 */
function checkPosition(game: AnyGame, match: AnyMatch, players: number, context: string): void {
  const now = match.toAct();
  if (!canGoOn(now)) {
    throw new HarnessFailure(`${context}: the game waits for nobody and not for its clock, but is not over`);
  }
  const acting = askOrder(now);
  for (const seat of acting) {
    const legal = match.legalMoves(seat);
    if (legal.length === 0)
      throw new HarnessFailure(`${context}: seat ${seat} may act but has no legal move`);
    for (const move of legal) {
      const copy = game.clone(match.state);
      try {
        applyMove(game, copy, seat, move, { rng: Rng.fromSeed('try'), time: match.time });
      } catch (error) {
        throw new HarnessFailure(`${context}: legal move ${canonicalJson(move)} refused: ${String(error)}`);
      }
    }
    for (const junk of junkMoves(legal[0])) {
      expectRefused(game, match.state, seat, junk.move, junk.codes, `${context}: ${junk.what}`);
    }
  }
  if (acting.length === 0) return; // only the clock may act now
  // A seat that is not to act may not play even another seat's legal move.
  const idle = Array.from({ length: players }, (_, s) => s).find((s) => !mayAct(now, s));
  const someMove = match.legalMoves(acting[0])[0];
  if (idle !== undefined) {
    if (match.legalMoves(idle).length > 0)
      throw new HarnessFailure(`${context}: seat ${idle} has moves but may not act`);
    expectRefused(
      game,
      match.state,
      idle,
      someMove,
      ['not-your-turn'],
      `${context}: seat ${idle} out of turn`,
    );
  }
  expectRefused(game, match.state, 99, someMove, ['not-your-turn'], `${context}: seat 99`);
}

/** Replaying each finished match's log (after a trip through JSON) reproduces its state and random stream. */
export function checkReplay(game: AnyGame, finished: readonly { record: MatchRecord; hash: string }[]): void {
  for (const { record, hash } of finished) {
    const replayed = Match.replay(game, JSON.parse(JSON.stringify(record)) as MatchRecord);
    if (replayed.hash() !== hash) {
      throw new HarnessFailure(
        `${game.id}, seed ${record.seed}: the replay's hash ${replayed.hash()} ≠ ${hash}`,
      );
    }
  }
}

/**
 * Hidden information: in random reachable positions, for each seat p, a determinization of p's view looks the
 * same to p; the view is a snapshot that later moves do not change; and the ISMCTS bot with a fixed seed picks
 * the same move in two states that differ only in what p cannot see.
 */
export function checkNoLeaks(
  game: AnyGame,
  options: HarnessOptions & { readonly botIterations?: number },
): void {
  const counts = playerCounts(game);
  // A secret schedule (Game.timing.secretSchedule): the system seat's due time must be the state's alone, so a seat's
  // determinization draws it afresh; one always equal to the truth was read from the view.
  let timed = 0;
  let guessed = 0;
  for (let g = 0; g < options.games; g++) {
    const seed = `${options.seed}/${g}`;
    const players = counts[g % counts.length];
    const match = newMatch(game, players, seed);
    const driver = driverFor(match, options.bots ?? botsFor(game.id));
    const rng = Rng.fromSeed(seed + '/leak');
    let step = 0;
    while (!match.outcome()) {
      const context = `${game.id}, ${players} players, seed ${seed}, move ${step}`;
      const viewers: Viewer[] = [SPECTATOR];
      for (let p = 0; p < players; p++) viewers.push(p);
      const before = viewers.map((viewer) => ({
        viewer,
        view: match.view(viewer),
        seen: canonicalJson(match.view(viewer)),
      }));
      for (const { viewer, view, seen } of before) {
        if (viewer === SPECTATOR) continue;
        const world = game.determinize(view, viewer, rng);
        if (game.timing?.secretSchedule && match.toAct().system && game.toAct(world).system) {
          timed++;
          if (game.timing?.dueAt?.(world) !== match.nextDue()) guessed++;
        }
        const again = canonicalJson(game.view(world, viewer));
        if (again !== seen) {
          throw new HarnessFailure(
            `${context}: seat ${viewer}'s view of a determinization differs:\n${seen}\n${again}`,
          );
        }
        if (mayAct(match.toAct(), viewer) && step % 3 === 0)
          checkBotBlind(game, match, viewer, world, options, context);
      }
      const version = match.version;
      while (match.version === version && !match.outcome()) randomStep(driver, rng);
      for (const { viewer, view, seen } of before) {
        if (canonicalJson(view) !== seen) {
          throw new HarnessFailure(`${context}: ${String(viewer)}'s view changed when the state moved on`);
        }
      }
      step++;
    }
  }
  if (game.timing?.secretSchedule && timed > 20 && guessed === 0) {
    throw new HarnessFailure(
      `${game.id}: in ${timed} determinizations the system seat's next due time was always the true one: ` +
        'its secret schedule can be read from the views',
    );
  }
}

function checkBotBlind(
  game: AnyGame,
  match: AnyMatch,
  seat: PlayerSeat,
  otherWorld: unknown,
  options: { readonly botIterations?: number; readonly seed: string; readonly bots?: AnyBots },
  context: string,
): void {
  const iterations = options.botIterations ?? 64;
  const bots = options.bots ?? botsFor(game.id);
  const reacting = isReacting(match.toAct(), seat);
  const choose = (state: unknown) =>
    canonicalJson(
      createBot(`ismcts-${iterations}`, game, bots, `${options.seed}/bot`).chooseMove({
        view: game.view(state, seat),
        seat,
        moves: game.legalMoves(state, seat),
        time: match.time,
        reacting,
      }),
    );
  const real = choose(match.state);
  const other = choose(otherWorld);
  if (real !== other) {
    throw new HarnessFailure(
      `${context}: seat ${seat}'s bot chose ${real} in the real state but ${other} in another`,
    );
  }
}

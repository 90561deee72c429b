// Matches keep the rules they were started under (games/versions.ts): a stored match is rebuilt with its game's
// rule set of its own version, never with today's in its place.
//
// A match not yet finished under a version this release no longer has cannot go on: its log means something
// only under those rules. It is ended with the table's halt (TBL-D9, engine/table-rules.ts), the entry that already
// means "the server ended it, nobody wins", which every face and the CLI replay already tell in every language;
// its log is kept as it was, so a release that has those rules still replays it. The halt is stored without
// replaying anything (there is nothing to replay it with), at the time of the last entry, so that no clock runs
// out between them in that replay; whoever joins it later is told why in words (`RulesGone`).
import type { AnyGame, LogEntry } from '../engine/index.ts';
import { TABLE, TABLE_REASONS } from '../engine/index.ts';
import { gameAt, games as registry, rulesOf } from '../games/index.ts';
import { rulesVersion } from '../games/versions.ts';
import { StaleVersionError, type Store, type StoredMatch } from '../store/index.ts';
import type { LogContext } from './logger.ts';
import { Refusal } from './refusal.ts';

/** Whether `served` is the registry's game (which lists its versions), not one a test serves of its own. */
function registered(served: AnyGame): boolean {
  return Object.hasOwn(registry, served.id) && registry[served.id] === served;
}

/** The version new matches of `served` are played under; a game outside the registry has only version 1. */
export function currentRules(served: AnyGame): number {
  return registered(served) ? rulesOf(served.id) : 1;
}

/** `served`'s rule set of version `rules`, or undefined when this release no longer has it. */
export function ruleSetAt(served: AnyGame, rules: number): AnyGame | undefined {
  if (registered(served)) return gameAt(served.id, rules);
  return rules === 1 ? served : undefined;
}

/** The refusal a person gets for a match whose rules this server no longer has. */
export class RulesGone extends Refusal {
  constructor(stored: StoredMatch) {
    // Halted here (or about to be), rather than ended in play under its own rules before.
    const halted = stored.status !== 'finished' || stored.outcome?.reason === TABLE_REASONS.halt;
    super(
      'rules-gone',
      `This match was played under version ${rulesVersion(stored)} of the rules of ${stored.game}, which this ` +
        'server no longer has, so it cannot be shown here' +
        (halted ? '; it was ended (nobody wins) and its record is kept.' : '; its record is kept.'),
    );
  }
}

interface Host {
  readonly store: Store;
  now(): number;
  log(line: string, context?: LogContext): void;
}

/**
 * Ends `stored` with a halt if it is not finished and `served` no longer has its rules (see above); then, or
 * when it had finished already, throws `RulesGone`. Does nothing when its rules are here.
 */
export async function refuseIfRulesGone(host: Host, served: AnyGame, stored: StoredMatch): Promise<void> {
  const rules = rulesVersion(stored);
  if (ruleSetAt(served, rules)) return;
  if (stored.status !== 'finished') {
    const halt: LogEntry = { seat: TABLE, move: { type: 'halt' }, at: stored.log.at(-1)?.at ?? 0 };
    const outcome = { winners: [], reason: TABLE_REASONS.halt };
    try {
      await host.store.appendMoves(stored.id, stored.log.length, [halt], { outcome, at: host.now() });
      host.log(
        `halted: played under rules version ${rules} of ${stored.game}, which this release no longer has ` +
          `(it has version ${currentRules(served)}); its record is kept`,
        { match: stored.id },
      );
    } catch (error) {
      // Another node halted it (or it moved) first: the next load sees what it did.
      if (!(error instanceof StaleVersionError)) throw error;
    }
  }
  throw new RulesGone(stored);
}

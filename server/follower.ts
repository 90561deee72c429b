// Following a match that another node drives (server/cluster/): the owner alone judges, stores and runs the bots
// and the clock; a copy here does what the owner did (the engine is deterministic) and tells its own watchers, or
// reads the match again from the store when it missed something. When the owner goes, this node may take over.
import type { StoredMatch } from '../store/index.ts';
import type { Step } from './match-host.ts';
import type { LiveMatch } from './match-actor.ts';

/**
 * Does what the owner did (`step`, made at version `before`) to this copy, and tells this node's watchers. False
 * when this copy is not at `before` (it missed a change, or is ahead): the caller reloads it from the store.
 */
export function follow(live: LiveMatch, before: number, step: Step): boolean {
  if (live.broken || before !== live.version) return before < live.version;
  if ('reread' in step) return false;
  let applied;
  try {
    applied =
      'advance' in step ? live.match.advance(step.advance) : live.match.play(step.seat, step.move, step.at);
  } catch {
    return false;
  }
  live.followed(before, applied);
  return true;
}

/**
 * Takes the store's copy of the match as this one's (a change was missed, or this node takes the match over);
 * watchers get a fresh sync when anything they see may have changed.
 */
export function resync(live: LiveMatch, stored: StoredMatch): void {
  if (live.broken) return;
  if (stored.log.length !== live.version || stored.status !== live.status) {
    live.reread(stored);
    // Play may have begun (the last seat was claimed through another node): the owner's bots start.
    live.scheduleWork();
  } else {
    live.seated(stored);
  }
}

/** This node drives the match from now on, from the store's copy: its bots and clock go on here. */
export function lead(live: LiveMatch, stored: StoredMatch): void {
  resync(live, stored);
  live.driving = true;
  live.scheduleWork();
}

/** Another node drives the match now: this copy stops its clock (its bots' moves, if any, go to the owner). */
export function stopDriving(live: LiveMatch): void {
  live.driving = false;
  live.referee.stopClock();
}

// Which matches being played the lobby lists for anyone to watch.
import type { MatchSummary } from '../../../protocol/index.ts';

/**
 * A match being played is listed when at least two people play it (online or at one screen): the matches worth
 * watching. One person against bots is listed only on that person's device (to go back to it): such a match
 * waits for its one player forever, so strangers' abandoned solo matches would pile up in everyone's list.
 */
export function listedAsPlaying(match: MatchSummary, mine: boolean): boolean {
  return mine || match.seats.filter((s) => s.bot === null).length >= 2;
}

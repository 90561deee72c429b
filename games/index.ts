// The registry: every game the platform serves, each with how its bots play it and what it says, one line per
// game folder (checks/game-template.test.ts holds every folder to the template and to this list). The browser
// loads the same folders lazily by name (web/src/lib/games.ts).
import type { AnyBots, AnyGame, AnyPresentation, Game, GameBots, Presentation } from '../engine/index.ts';
import { NO_BOTS } from '../engine/index.ts';
import { atmosfear } from './atmosfear/index.ts';
import { atmosfearBots } from './atmosfear/bots.ts';
import { atmosfearPresentation } from './atmosfear/presentation.ts';
import { atrah } from './atrah/index.ts';
import { atrahBots } from './atrah/bots.ts';
import { atrahPresentation } from './atrah/presentation.ts';
import { liarsDice } from './liars-dice/index.ts';
import { liarsDiceBots } from './liars-dice/bots.ts';
import { liarsDicePresentation } from './liars-dice/presentation.ts';
import { midnighters } from './midnighters/index.ts';
import { midnightersBots } from './midnighters/bots.ts';
import { midnightersPresentation } from './midnighters/presentation.ts';
import { oldHouse } from './old-house/index.ts';
import { oldHouseBots } from './old-house/bots.ts';
import { oldHousePresentation } from './old-house/presentation.ts';
import { ticTacToe } from './tic-tac-toe/index.ts';
import { ticTacToeBots } from './tic-tac-toe/bots.ts';
import { ticTacToePresentation } from './tic-tac-toe/presentation.ts';
import { CURRENT_RULES } from './versions.ts';

/** A game as the platform serves it: its rules, its bots and its words. */
export interface Registered {
  readonly game: AnyGame;
  readonly bots: AnyBots;
  readonly presentation: AnyPresentation;
  /** The version of `game`'s rules: every match records the one it is played under (store column `rules`). */
  readonly rules: number;
  /** The rule sets of earlier versions this release still has, by version: their matches replay under them. */
  readonly older: Readonly<Record<number, AnyGame>>;
}

// Bumping a game's rules: when a change alters what a stored log means (a rule, a random draw, an option's
// default), raise its number in games/versions.ts and keep the old rule set beside it: copy the files the change
// touches into games/<game>/v<old>/ (importing the unchanged ones from the folder) and pass its Game to `entry`
// below, in `older` under the old number, so matches played before still replay and finish as they were played.
// A version left out of `older` is one this release no longer has: its finished matches are served but not
// replayed, and the server halts those still being played (server/rules-versions.ts).

/** A game's three parts, checked to speak of the same state, moves, views and events, then registered as one. */
export function entry<S, M, V, E, O>(
  game: Game<S, M, V, E, O>,
  bots: GameBots<S, M, V>,
  presentation: Presentation<S, M, V, E>,
  older: Readonly<Record<number, AnyGame>> = {},
): Registered {
  return {
    game: game as unknown as AnyGame,
    bots: bots as unknown as AnyBots,
    presentation: presentation as unknown as AnyPresentation,
    rules: Object.hasOwn(CURRENT_RULES, game.id) ? CURRENT_RULES[game.id] : 1,
    older,
  };
}

const registered: readonly Registered[] = [
  entry(ticTacToe, ticTacToeBots, ticTacToePresentation),
  entry(liarsDice, liarsDiceBots, liarsDicePresentation),
  entry(atrah, atrahBots, atrahPresentation),
  entry(oldHouse, oldHouseBots, oldHousePresentation),
  entry(midnighters, midnightersBots, midnightersPresentation),
  entry(atmosfear, atmosfearBots, atmosfearPresentation),
];

const byId: Readonly<Record<string, Registered>> = Object.fromEntries(registered.map((r) => [r.game.id, r]));

/** Every game by its id, in the lobby's order. */
export const games: Readonly<Record<string, AnyGame>> = Object.fromEntries(
  registered.map((r) => [r.game.id, r.game]),
);

/** The registered game with this id, or a RangeError listing the ones there are. */
function registeredById(id: string): Registered {
  if (!Object.hasOwn(byId, id))
    throw new RangeError(`unknown game "${id}"; there are: ${Object.keys(byId).join(', ')}`);
  return byId[id];
}

/** The game with this id, or a RangeError listing the ones there are. */
export function gameById(id: string): AnyGame {
  return registeredById(id).game;
}

/** The version of the rules new matches of the game with this id are played under, or a RangeError as `gameById`. */
export function rulesOf(id: string): number {
  return registeredById(id).rules;
}

/**
 * The game with this id under its rules of version `rules` (absent: 1, the version of every match stored before
 * versions were recorded); undefined when this release no longer has that version. A RangeError for an unknown id.
 */
export function gameAt(id: string, rules = 1): AnyGame | undefined {
  const registered = registeredById(id);
  if (rules === registered.rules) return registered.game;
  return Object.hasOwn(registered.older, rules) ? registered.older[rules] : undefined;
}

/** Which version of its game's rules `ruleSet` is, for one of this registry's (current or kept); else undefined. */
export function versionOf(ruleSet: AnyGame): number | undefined {
  if (!Object.hasOwn(byId, ruleSet.id)) return undefined;
  const registered = byId[ruleSet.id];
  if (registered.game === ruleSet) return registered.rules;
  const kept = Object.entries(registered.older).find(([, game]) => game === ruleSet);
  return kept ? Number(kept[0]) : undefined;
}

/** How bots play the game with this id; a game without settings of its own is searched uniformly. */
export function botsFor(id: string): AnyBots {
  return Object.hasOwn(byId, id) ? byId[id].bots : NO_BOTS;
}

/** What the game with this id says (its texts, log lines, move names), or a RangeError as `gameById`. */
export function presentationFor(id: string): AnyPresentation {
  return registeredById(id).presentation;
}

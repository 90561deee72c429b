// The content of the Old House as data: the 13 two-faced action cards (OH-D7), the six hunters (OH-D6), and the
// numbers the rules count with. Decision IDs (OH-D…) point into DESIGN.md.
import { RELIC_CELLS } from './board.ts';

/** OH-1, OH-2, OH-26: the game's clock, the Phantom's goal and the hunters'. */
export const ROUNDS = 7;
export const RELICS_TO_WIN = 6;
export const BANISHMENT = 7;

/** OH-4, OH-D10: the Phantom Move cards, each a step in any of the four directions; all come back each round. */
export const MOVE_CARDS = 20;
/** OH-9: the most Summon cards the Phantom may hold. */
export const MAX_SUMMONS_HELD = 3;
/** OH-31: six Entity tokens, four Pentagram tokens. */
export const MAX_ENTITIES = 6;
export const MAX_PENTAGRAMS = 4;
/** OH-D34: with three heroes, the traps and the Pentagrams that may lie on the board at once. */
export const MAX_TRAPS_THREE_HEROES = 1;
export const MAX_PENTAGRAMS_THREE_HEROES = 2;
/** OH-12, OH-D14: the Phantom's two turns before the hunters' first, in round 1 only. */
export const OPENING_TURNS = 2;
/** OH-8: cards taken openly, or 1 + a die. */
export const OPEN_PICKS = 4;
/** OH-D9: what an Acceleration adds, on each side. */
export const PHANTOM_ACCELERATION = 2;
export const HERO_ACCELERATION = 2;
/** OH-D12: banishment levels a sprung trap costs the Phantom, and what the Engineer adds while she hunts (OH-D6). */
export const TRAP_DAMAGE = 1;
export const ENGINEER_TRAP_DAMAGE = 2;

/** A card's dark face: what the Phantom may do with it (OH-8). Summons name their entity kind. */
export type DarkFace = 'shadows' | 'poltergeist' | 'slime' | 'horror' | 'acceleration';
/** A card's light face: what the hunters may do with it (OH-10). */
export type LightFace = 'trap' | 'pentagram' | 'acceleration';

export interface ActionCard {
  readonly dark: DarkFace;
  readonly light: LightFace;
}

/**
 * OH-D7: the 13 action cards in the order they are laid out. Each Summon hides a hunters' tool on its back, so
 * whatever the Phantom takes, it also denies: the six Summons back three Traps and three Pentagrams; the three
 * Horrors back two Pentagrams and an Acceleration; the four dark Accelerations back two Traps and two
 * Accelerations. Faces: dark 6 Summons, 3 Horror, 4 Acceleration; light 5 Traps, 5 Pentagrams (four tokens),
 * 3 Accelerations.
 */
export const ACTION_CARDS: readonly ActionCard[] = [
  { dark: 'shadows', light: 'trap' },
  { dark: 'shadows', light: 'pentagram' },
  { dark: 'poltergeist', light: 'trap' },
  { dark: 'poltergeist', light: 'pentagram' },
  { dark: 'slime', light: 'trap' },
  { dark: 'slime', light: 'pentagram' },
  { dark: 'horror', light: 'pentagram' },
  { dark: 'horror', light: 'acceleration' },
  { dark: 'horror', light: 'pentagram' },
  { dark: 'acceleration', light: 'trap' },
  { dark: 'acceleration', light: 'trap' },
  { dark: 'acceleration', light: 'acceleration' },
  { dark: 'acceleration', light: 'acceleration' },
];
export const ALL_CARDS = (1 << ACTION_CARDS.length) - 1;

function maskOf(test: (card: ActionCard) => boolean): number {
  let mask = 0;
  ACTION_CARDS.forEach((card, i) => {
    if (test(card)) mask |= 1 << i;
  });
  return mask;
}

/** Cards by face, as bitmasks over ACTION_CARDS. */
export const SUMMON_CARDS = maskOf(
  (c) => c.dark === 'shadows' || c.dark === 'poltergeist' || c.dark === 'slime',
);
export const SUMMON_OF_KIND: readonly number[] = [
  maskOf((c) => c.dark === 'shadows'),
  maskOf((c) => c.dark === 'poltergeist'),
  maskOf((c) => c.dark === 'slime'),
];
export const HORROR_CARDS = maskOf((c) => c.dark === 'horror');
export const DARK_ACCELERATION = maskOf((c) => c.dark === 'acceleration');
export const TRAP_CARDS = maskOf((c) => c.light === 'trap');
export const PENTAGRAM_CARDS = maskOf((c) => c.light === 'pentagram');
export const LIGHT_ACCELERATION = maskOf((c) => c.light === 'acceleration');

/** The lowest card of a mask (the one a play uses up), as a single bit. */
export function lowestCard(mask: number): number {
  return mask & -mask;
}

/** The hunters (OH-5, OH-D6), in the order of their cards. */
export const HUNTERS = ['medium', 'exorcist', 'runner', 'engineer', 'scholar', 'photographer'] as const;
export type Hunter = (typeof HUNTERS)[number];
export const MEDIUM = 0;
export const EXORCIST = 1;
export const RUNNER = 2;
export const ENGINEER = 3;
export const SCHOLAR = 4;
export const PHOTOGRAPHER = 5;

/**
 * OH-5, OH-18, OH-D5: each hunter's portrait on the board, where the hero starts. The portraits are the framed
 * starting cells, and the relics stand on them: hunter i starts on relic i.
 */
export const PORTRAITS: readonly number[] = RELIC_CELLS;

/** OH-6: the most heroes at a table (four players, or two with one seat moving two). */
export const MAX_HEROES = 3;

/** OH-6: heroes in play by number of players; seat 0 is always the Phantom. */
export function heroSeats(players: number): number[] {
  if (players === 2) return [1, 1];
  return Array.from({ length: players - 1 }, (_, i) => i + 1);
}

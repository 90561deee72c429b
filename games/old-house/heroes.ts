// The hunter's choice of heroes at a two-player table (OH-6): before the first Twilight the one hunter seat
// chooses two heroes, one at a time, and each starts on its portrait (OH-5, OH-D5). At three and four players
// the Hunter cards are dealt at random instead (rules.ts).
import { HUNTERS, PORTRAITS } from './content.ts';
import type { OldHouseEvent as Event, OldHouseMove as Move, OldHouseState as State } from './state.ts';

/** OH-6: two heroes for the lone hunter seat. */
export const HEROES_CHOSEN = 2;
/** The seat that chooses: the one hunter seat at a two-player table. */
export const CHOOSER = 1;

const HERO: readonly Move[] = HUNTERS.map((_, hunter) => Object.freeze({ type: 'hero', hunter }));

/** The heroes the hunter may still choose. */
export function heroMoves(state: State): Move[] {
  return HERO.filter((m) => m.type === 'hero' && !state.heroChar.includes(m.hunter));
}

/** A hero joins the hunt on its portrait; after the second, the first Twilight begins. */
export function chooseHero(state: State, hunter: number, events: Event[]): void {
  const hero = state.heroChar.length;
  state.heroChar.push(hunter);
  state.heroSeat.push(CHOOSER);
  state.heroCell.push(PORTRAITS[hunter]);
  state.heroRoll.push(0);
  state.heroFlags.push(0);
  events.push({ type: 'hero-chosen', hero, hunter, cell: PORTRAITS[hunter] });
  if (state.heroChar.length === HEROES_CHOSEN) {
    state.phase = 'twilight';
    events.push({ type: 'round', round: state.round }); // the first night begins
  }
}

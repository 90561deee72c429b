// The answers a game's `toAct` gives (engine/game.ts), built cheaply; how drivers read them is
// engine/turn-order.ts.
import type { Acting, PlayerSeat } from './game.ts';

// The shared answers below are read-only by their types, not frozen: V8 reads frozen objects and arrays more
// slowly, and toAct runs in search's hot path (a frozen `waitingFor` cost random games 5 %).
const NONE: readonly PlayerSeat[] = [];

/** Nobody acts: the game is over. */
export const NOBODY: Acting = { waiting: NONE, reacting: NONE, system: false };

/** Only the game itself acts (a chance step, or a clock that runs while nobody may move). */
export const SYSTEM_ONLY: Acting = { waiting: NONE, reacting: NONE, system: true };

const alone: Acting[] = [];

/** The game waits for this one seat: the common case, one shared answer per seat. */
export function waitingFor(seat: PlayerSeat): Acting {
  return (alone[seat] ??= { waiting: [seat], reacting: NONE, system: false });
}

/** An `Acting` from its parts; what is left out is empty. */
export function acting(parts: Partial<Acting>): Acting {
  return {
    waiting: parts.waiting ?? NONE,
    reacting: parts.reacting ?? NONE,
    system: parts.system ?? false,
    ...(parts.simultaneous ? { simultaneous: true } : {}),
  };
}

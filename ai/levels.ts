// The lobby's bot levels: ISMCTS budgets, and how fast a bot of each level plays at a table.
import type { AnyBots, Level } from '../engine/index.ts';
import { DEFAULT_THINK_MS, LEVELS } from '../engine/index.ts';

/** Levels are ISMCTS budgets, in iterations per move, unless the game sets its own (`GameBots.levels`). */
export const DIFFICULTY: Readonly<Record<Level, number>> = { easy: 200, medium: 1000, hard: 5000 };

/** The iterations per move of a level in this game. */
export function levelIterations(bots: AnyBots, level: Level): number {
  return (bots.levels ?? DIFFICULTY)[level];
}

/** The level a bot spec names (`ismcts:hard`), or null for a spec of no level. */
export function levelOf(spec: string): Level | null {
  const m = /^ismcts:(\w+)$/.exec(spec);
  return m && (LEVELS as readonly string[]).includes(m[1]) ? (m[1] as Level) : null;
}

/**
 * A bot's pause before each move at a table, [least, most] milliseconds: its level's in the game's settings,
 * else the medium level's (bots of no level), else a human-like default.
 */
export function thinkMs(bots: AnyBots, spec: string): readonly [number, number] {
  return bots.thinkMs?.[levelOf(spec) ?? 'medium'] ?? DEFAULT_THINK_MS;
}

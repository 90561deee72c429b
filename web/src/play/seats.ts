// Who is who at a table: display names for seats (bots get night-creature names), and, for hot-seat play,
// which of this device's seats the screen belongs to and when the device must change hands.
import type { Acting, Level } from '../../../engine/index.ts';
import { LEVELS, nextToDecide, seatBit } from '../../../engine/index.ts';
import type { SeatPublic } from '../../../protocol/index.ts';
import type { Translate } from '../i18n/index.ts';

export { LEVELS, type Level };

export function botSpec(level: Level): string {
  return `ismcts:${level}`;
}

/** The level of a bot spec made by the lobby, or null for any other bot (made elsewhere, e.g. the CLI). */
export function levelOf(spec: string): Level | null {
  const level = spec.startsWith('ismcts:') ? spec.slice('ismcts:'.length) : '';
  return (LEVELS as readonly string[]).includes(level) ? (level as Level) : null;
}

const CREATURES = 6;

/** A seat's name as shown: the player's own, a bot's creature name, or "Seat 3 (free)". */
export function seatName(seat: SeatPublic, t: Translate): string {
  if (seat.bot !== null) {
    const creature = t(`bot.creature.${(seat.seat % CREATURES) + 1}` as 'bot.creature.1');
    const level = levelOf(seat.bot);
    return level ? t('bot.named', { creature, level: t(`level.${level}`) }) : creature;
  }
  return seat.name ?? t('seat.free', { n: seat.seat + 1 });
}

export function seatNames(seats: readonly SeatPublic[], t: Translate): string[] {
  return seats.map((s) => seatName(s, t));
}

/** Short names for the log: bots without their level. */
export function shortNames(seats: readonly SeatPublic[], t: Translate): string[] {
  return seats.map((s) =>
    s.bot !== null ? t(`bot.creature.${(s.seat % CREATURES) + 1}` as 'bot.creature.1') : seatName(s, t),
  );
}

/**
 * Hot-seat: the seat the screen should belong to. The first of this device's seats to decide, in the order every
 * driver asks seats (engine/turn-order.ts: reacting seats first, then those the game waits for), leaving out the
 * seats that let this moment pass; when none is left, the screen stays with whoever holds the device.
 */
export function seatToShow(
  toAct: Acting,
  mine: readonly number[],
  current: number | null,
  letPass: readonly number[] = [],
): number | null {
  let skip = ~0;
  for (const seat of mine) skip &= ~seatBit(seat);
  for (const seat of letPass) skip |= seatBit(seat);
  return nextToDecide(toAct, skip) ?? current ?? mine[0] ?? null;
}

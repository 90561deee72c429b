// The board's names for the game's things, from the game's own texts (`say`).
import type { BoardProps } from '../../ui.ts';
import { COLOURS, HARBINGERS } from '../content.ts';

export type Ui = BoardProps['ui'];
export type Say = BoardProps['say'];

export function harbingerName(say: Say, h: number): string {
  return say({ key: `harbinger.${HARBINGERS[h]}` });
}

export function colourName(say: Say, c: number): string {
  return say({ key: `colour.${COLOURS[c]}` });
}

/** A Duel card's face: A for the Ace (it beats only a 7), else its number. */
export function cardFace(value: number): string {
  return value === 1 ? 'A' : String(value);
}

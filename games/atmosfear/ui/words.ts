// The board's names for the game's things, from the game's own texts (`say`).
import type { BoardProps } from '../../ui.ts';
import { COLOURS, HARBINGERS } from '../content.ts';
import type { Fear } from '../state.ts';

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

/** A die's face as drawn: ⚀ … ⚅. */
export function dieFace(value: number): string {
  return String.fromCodePoint(0x2680 + value - 1);
}

/** A fear's words: one of ours in the reader's language, or what a person wrote, as plain text. */
export function fearText(say: Say, fear: Fear): string {
  return fear.key !== null ? say({ key: fear.key }) : (fear.text ?? '');
}

// The move a player has chosen and not yet confirmed. A choice belongs to one set of legal moves: a new set (a
// new step, or the same moves after new events) clears it, so a choice is never confirmed in a step it was not
// made in.
import { useState } from 'react';
import { atrah, type AtrahMove } from '../index.ts';

/** A move's short key (`r0`, `s3`, `k2`, …): its identity in the step's list and in the board's data-attributes. */
export const keyOf = (move: AtrahMove) => atrah.wire!.moveKey!(move);

export function useChosenMove(legalMoves: readonly AtrahMove[], eventsKey: number) {
  /** Names the step: its events and its legal moves. */
  const step = `${eventsKey}|${legalMoves.map(keyOf).join(',')}`;
  const [choice, setChoice] = useState<{ sig: string; key: string } | null>(null);
  const chosen =
    choice && choice.sig === step ? (legalMoves.find((m) => keyOf(m) === choice.key) ?? null) : null;
  const choose = (move: AtrahMove) => setChoice({ sig: step, key: keyOf(move) });
  return { step, chosen, choose };
}

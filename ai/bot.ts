import type { BotInput } from '../engine/index.ts';

/** A player that is not a person. It is given its seat's view and legal moves — never the state. */
export interface Bot<V = unknown, M = unknown> {
  /** What it is, e.g. "ismcts-1000". */
  readonly name: string;
  /** One of `input.moves`; or null, only when `input.reacting`, to let the moment pass. */
  chooseMove(input: BotInput<V, M>): M | null;
}

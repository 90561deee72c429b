// The version of each game's rules that new matches are played under: raised when a rule changes what a stored
// log means (games/index.ts says how to keep the old rule set). Apart from the registry so that the browser reads
// it without loading every game.
export const CURRENT_RULES: Readonly<Record<string, number>> = {
  'tic-tac-toe': 1,
  'liars-dice': 1,
  atrah: 1,
  'old-house': 1,
  midnighters: 1,
  atmosfear: 1,
};

/** The version a match record or stored match was played under: one without any was played under version 1. */
export function rulesVersion(played: { readonly rules?: number }): number {
  return played.rules ?? 1;
}

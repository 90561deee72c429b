// A move's short key (engine/game.ts moveKey): its type and its one number, so search and the checked door
// compare moves without building JSON.
import type { AtmosfearMove } from './state.ts';

export function moveKey(move: AtmosfearMove): string {
  switch (move.type) {
    case 'fear':
      return 'key' in move ? `fear:${move.key}` : `fear=${move.text}`;
    case 'roll':
      return `roll:${move.dice}`;
    case 'go':
    case 'fly':
      return `${move.type}:${move.to}`;
    case 'duel':
    case 'dice-duel':
      return `${move.type}:${move.with}`;
    case 'card':
    case 'pick':
      return `${move.type}:${move.value}`;
    case 'occupy':
      return `occupy:${move.victim}`;
    default:
      return move.type;
  }
}

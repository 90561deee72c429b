// The line at the top of the table: what the game waits for now, and from whom.
import type { MidnightersView } from '../view.ts';
import { secondsLeft } from './clock.ts';
import { inWindow, nextToSettle, type Move } from './derive.ts';
import { locationName, player, type Say, type Ui } from './words.ts';

/** What the game waits for now, said to the reader. */
export function statusLine(
  view: MidnightersView,
  me: number | null,
  moves: readonly Move[],
  clock: number,
  ui: Ui,
  say: Say,
): string {
  switch (view.phase) {
    case 'arrange':
      return me === view.director
        ? ui('status.arrange-me', { n: view.toPlace.length })
        : ui('status.arrange', { player: player(view.director), n: view.toPlace.length });
    case 'settle':
      return me === view.director
        ? ui('status.settle-me', { player: player(nextToSettle(view)) })
        : ui('status.settle', { player: player(view.director) });
    case 'begin':
      return ui('status.begin');
    case 'over':
      return view.winner >= 0 ? ui('status.woke', { player: player(view.winner) }) : ui('status.faded');
    case 'turn': {
      const first = view.pending[0];
      if (first) {
        if (first.seat === me && moves.length > 0) return ui(`pending.${first.kind}`);
        return ui('status.deciding', { player: player(first.seat), what: ui(`deciding.${first.kind}`) });
      }
      if (view.window) {
        return inWindow(view, moves)
          ? ui('status.window-me', { s: secondsLeft(view, clock) })
          : ui('status.window', { s: secondsLeft(view, clock) });
      }
      const actions = view.actions;
      if (view.actor !== view.turn)
        return view.actor === me
          ? ui('status.turn-controlled-me', { player: player(view.turn), actions })
          : ui('status.turn-controlled', { player: player(view.turn), actor: player(view.actor), actions });
      return view.turn === me
        ? ui('status.turn-me', { actions })
        : ui('status.turn', {
            player: player(view.turn),
            actions,
            location: locationName(say, view.avatar[view.turn]),
          });
    }
  }
  return '';
}

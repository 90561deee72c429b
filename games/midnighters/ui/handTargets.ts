// What the hand's cards do when chosen now: a card is a button only when choosing it makes or prepares a legal
// move (a discard, a blind swap, a trap's second card, or an action of the turn).
import { KINDS, STAR, SUSPENSE } from '../content.ts';
import { moveKey } from '../moves.ts';
import type { Pending } from '../state.ts';
import { movesOf, type Mode, type Move } from './derive.ts';
import type { HandTarget } from './Hand.tsx';
import { kindName, moveName, type Say, type Ui } from './words.ts';

/** What the hand asks for now, above its cards. */
export function handHint(mode: Mode, pending: Pending | null, ui: Ui): string | null {
  if (pending?.kind === 'discard') return ui('hand.hint-discard');
  if (mode.kind === 'trap' && mode.with === null) return ui('trap.pick-card');
  if (mode.kind === 'swap') return ui('swap.pick');
  return null;
}

/** What choosing each kind of card in the hand does now. */
export function handTargets(
  moves: readonly Move[],
  mode: Mode,
  pending: Pending | null,
  myTurn: boolean,
  setMode: (mode: Mode) => void,
  commit: (move: Move) => void,
  ui: Ui,
  say: Say,
): Map<number, HandTarget> {
  const out = new Map<number, HandTarget>();
  const direct = (move: Move) => ({
    label: moveName(say, move),
    key: moveKey(move),
    onPick: () => commit(move),
  });
  if (pending?.kind === 'discard') {
    for (const m of movesOf(moves, 'discard')) out.set(m.kind, direct(m));
    return out;
  }
  if (!myTurn) return out;
  if (mode.kind === 'swap') {
    for (const m of movesOf(moves, 'swap')) out.set(m.kind, direct(m));
    return out;
  }
  if (mode.kind === 'trap' && mode.with === null) {
    for (const kind of new Set(movesOf(moves, 'trap').map((m) => m.with)))
      out.set(kind, {
        label: ui('trap.with', { kind: kindName(say, kind) }),
        onPick: () => setMode({ kind: 'trap', with: kind }),
      });
    return out;
  }
  if (mode.kind !== 'none') return out;
  for (const m of moves) {
    if (m.type === 'star') out.set(STAR, direct(m));
    else if (m.type === 'catcher' || m.type === 'angle') out.set(KINDS.indexOf(m.type), direct(m));
  }
  if (moves.some((m) => m.type === 'vertigo'))
    out.set(KINDS.indexOf('vertigo'), {
      label: ui('turn.vertigo'),
      onPick: () => setMode({ kind: 'vertigo', location: null }),
    });
  if (moves.some((m) => m.type === 'trap'))
    out.set(SUSPENSE, { label: ui('turn.trap'), onPick: () => setMode({ kind: 'trap', with: null }) });
  if (moves.some((m) => m.type === 'walk'))
    out.set(KINDS.indexOf('dreamwalk'), {
      label: ui('hand.walk'),
      onPick: () => (document.querySelector('.mn-cell.target') as HTMLElement | null)?.focus(),
    });
  return out;
}

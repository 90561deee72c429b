// What a click on a cell of the house does now: the mode the seat's controls set, the cells it makes clickable
// (each a move, or an entity to select), and the marks the house draws on them. Only the engine's legal moves
// make a cell a target.
import type { OldHouseView } from '../index.ts';
import { sameMove, stepTarget, type Move } from './derive.ts';
import type { CellMark } from './House.tsx';
import { describe, type Say, type Ui } from './words.ts';

/** What a click on a cell means now. */
export type Mode =
  { kind: 'default' } | { kind: 'trap' } | { kind: 'summon' } | { kind: 'creep'; from: number };
export type CellTarget = { move: Move } | { select: number };
/** What a cell's click does, for its `data-action` (tests and styles read it). */
export type ActionKind = 'step' | 'select' | 'move' | 'trap' | 'creep' | 'summon';

const ofType = <T extends Move['type']>(legalMoves: readonly Move[], type: T) =>
  legalMoves.filter((m): m is Extract<Move, { type: T }> => m.type === type);

/** The mode the seat chose, while its moves are still legal; else the default. */
export function modeNow(mode: Mode, legalMoves: readonly Move[]): Mode {
  if (mode.kind === 'trap' && !legalMoves.some((m) => m.type === 'trap')) return { kind: 'default' };
  if (mode.kind === 'summon' && !legalMoves.some((m) => m.type === 'summon')) return { kind: 'default' };
  if (mode.kind === 'creep' && !legalMoves.some((m) => m.type === 'creep' && m.from === mode.from))
    return { kind: 'default' };
  return mode;
}

/** The heroes this seat may move now, each once. */
export function movableHeroes(legalMoves: readonly Move[]): number[] {
  return [...new Set(ofType(legalMoves, 'move').map((m) => m.hero))];
}

/** What each cell does on a click now. */
export function cellTargets(
  view: OldHouseView,
  legalMoves: readonly Move[],
  mode: Mode,
  activeHero: number | null,
): Map<number, CellTarget> {
  const targets = new Map<number, CellTarget>();
  if (mode.kind === 'trap') for (const m of ofType(legalMoves, 'trap')) targets.set(m.cell, { move: m });
  else if (mode.kind === 'summon')
    for (const m of ofType(legalMoves, 'summon')) targets.set(m.cell, { move: m });
  else if (mode.kind === 'creep') {
    for (const m of ofType(legalMoves, 'creep')) if (m.from === mode.from) targets.set(m.to, { move: m });
  } else if (view.role === 'hunter') {
    for (const m of ofType(legalMoves, 'move')) if (m.hero === activeHero) targets.set(m.cell, { move: m });
  } else if (view.role === 'phantom') {
    for (const m of ofType(legalMoves, 'creep')) targets.set(m.from, { select: m.from });
    for (const m of ofType(legalMoves, 'step')) targets.set(stepTarget(view.cell, m.dir), { move: m });
  }
  return targets;
}

/** The marks the house draws on the targets: what a click does, in words, and which is being prepared. */
export function cellMarks(
  targets: ReadonlyMap<number, CellTarget>,
  pending: Move | null,
  ui: Ui,
  say: Say,
): Map<number, CellMark> {
  const marks = new Map<number, CellMark>();
  for (const [cell, target] of targets) {
    const action = 'select' in target ? ui('cell.select-entity') : say(describe(target.move));
    const kind: ActionKind = 'select' in target ? 'select' : (target.move.type as ActionKind);
    marks.set(cell, {
      action,
      kind,
      chosen: pending !== null && 'move' in target && sameMove(pending, target.move),
    });
  }
  return marks;
}

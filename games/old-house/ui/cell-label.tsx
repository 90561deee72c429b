// A cell's label, read out when it takes focus: its name and kind, then everything the seat can see on it, then
// what a click on it does now.
import { CELL_TYPE, ENTITY_KINDS, RELIC_AT, START, cellName } from '../board.ts';
import type { OldHouseView } from '../index.ts';
import { UNARMED, relicIntact } from '../state.ts';
import type { CellMark } from './House.tsx';
import { hunterName, type Say, type Ui } from './words.ts';

/** The labeller of every cell for one drawing of the house (the view's traces and visits are read once). */
export function cellLabels(
  view: OldHouseView,
  marks: ReadonlyMap<number, CellMark>,
  aid: ReadonlySet<number>,
  ui: Ui,
  say: Say,
): (cell: number) => string {
  const role = view.role;
  const traceAt = new Map<number, number>();
  for (let i = 0; i < view.traces.length; i += 2) traceAt.set(view.traces[i], view.traces[i + 1]);
  const visitBy = new Map<number, number>();
  for (let i = 0; i < view.visits.length; i += 2) visitBy.set(view.visits[i], view.visits[i + 1]);

  return (cell) => {
    const parts = [cellName(cell)];
    const type = CELL_TYPE[cell];
    if (cell === START) parts.push(say({ key: 'board.start' }));
    else if (type >= 0) parts.push(say({ key: `board.cell.${ENTITY_KINDS[type]}` }));
    const relic = RELIC_AT[cell];
    if (relic >= 0) {
      const name = say({ key: `board.relic.${relic}` });
      parts.push(ui(relicIntact(view.destroyed, relic) ? 'cell.relic' : 'cell.relic-destroyed', { name }));
    }
    if (view.pentagrams.includes(cell)) parts.push(ui('cell.pentagram'));
    const trap = view.trapCells.indexOf(cell);
    if (trap >= 0) parts.push(ui(view.trapPlacedAt[trap] === UNARMED ? 'cell.trap-unarmed' : 'cell.trap'));
    const trace = traceAt.get(cell);
    if (trace !== undefined && trace >= 0) parts.push(ui('cell.trace', { step: trace }));
    else if (trace !== undefined) {
      // As printed (OH-D16): a trace tells where, not when; what the search's moment tells, the label says.
      const by = visitBy.get(cell);
      parts.push(by === undefined ? ui('cell.trace-here') : ui('cell.trace-by', { step: by }));
    }
    for (let i = 0; i < view.entities.length; i += 3)
      if (view.entities[i + 1] === cell) parts.push(say({ key: `entity.${ENTITY_KINDS[view.entities[i]]}` }));
    view.heroCell.forEach((c, h) => {
      if (c === cell) parts.push(ui('cell.hero', { n: h + 1, name: hunterName(view, h, say) }));
    });
    if (role === 'phantom' && view.cell === cell) parts.push(ui('cell.you'));
    if (view.revealed === cell) parts.push(ui('cell.revealed'));
    if (role === 'phantom') {
      const ks = view.route.flatMap((c, k) => (k > 0 && c === cell ? [k] : []));
      if (ks.length > 0) parts.push(ui('cell.route', { steps: ks.join(', ') }));
    }
    if (aid.has(cell)) parts.push(ui('cell.possible'));
    const mark = marks.get(cell);
    if (mark?.action) parts.push(mark.chosen ? ui('cell.chosen', { action: mark.action }) : mark.action);
    return parts.join(', ');
  };
}

// The map in the middle of the table with its legend: which printed ways to light (where a Dreamwalk can go),
// the cell chosen in a step being prepared, and what each cell holds and what a press on it does.
import { ARROWS, DIRECTIONS, KIND_OF, turnedArrows } from '../content.ts';
import { cellName } from '../describe.ts';
import { FACE_DOWN, type MidnightersView } from '../view.ts';
import { standing, type Fresh, type Mode, type Target } from './derive.ts';
import { DreamMap } from './DreamMap.tsx';
import { explainCell } from './explanations.ts';
import { dirName, kindName, locationName, moveName, player, type Say, type Ui } from './words.ts';

export function MapArea(props: {
  view: MidnightersView;
  me: number | null;
  targets: ReadonlyMap<number, Target>;
  mode: Mode;
  fresh: Fresh;
  eventsKey: number;
  onCell: (cell: number) => void;
  ui: Ui;
  say: Say;
}) {
  const { view, me, targets, mode, ui, say } = props;
  const chosen =
    mode.kind === 'vertigo' && mode.location !== null
      ? view.cellOf[mode.location]
      : mode.kind === 'relocate'
        ? mode.cell
        : null;
  return (
    <div className="mn-board">
      <DreamMap
        view={view}
        me={me}
        targets={targets}
        chosen={chosen}
        lit={litWays(view, targets)}
        fresh={props.fresh}
        eventsKey={props.eventsKey}
        describe={(cell) => cellLabel(view, me, targets, chosen, cell, ui, say)}
        explain={(cell) => explainCell(view, me, cell, ui, say)}
        onCell={props.onCell}
        ui={ui}
        say={say}
      />
      <Legend ui={ui} />
    </div>
  );
}

/** The printed edges to light, per location: the ways a Dreamwalk can take from where it stands. */
function litWays(view: MidnightersView, targets: ReadonlyMap<number, Target>): Map<number, Set<number>> {
  const lit = new Map<number, Set<number>>();
  const light = (location: number, dir: number) => {
    if (location < 0) return;
    const edge = (dir - view.turns[location] + 4) & 3;
    const set = lit.get(location) ?? new Set<number>();
    set.add(edge);
    lit.set(location, set);
  };
  for (const target of targets.values()) {
    if (target.kind === 'walk' && target.dir) light(view.avatar[view.turn], DIRECTIONS.indexOf(target.dir));
  }
  return lit;
}

/** A cell's spoken name: what lies there, who stands and what traps wait on it, then what a press does. */
function cellLabel(
  view: MidnightersView,
  me: number | null,
  targets: ReadonlyMap<number, Target>,
  chosen: number | null,
  cell: number,
  ui: Ui,
  say: Say,
): string {
  const location = view.grid[cell];
  const parts = [cellName(cell)];
  if (location === -1) parts.push(ui('cell.empty'));
  else if (location === FACE_DOWN) parts.push(ui('cell.face-down'));
  else {
    parts.push(locationName(say, location));
    const ways = DIRECTIONS.flatMap((_, d) =>
      turnedArrows(ARROWS[location], view.turns[location]) & (1 << d) ? [dirName(say, d)] : [],
    );
    parts.push(ui('cell.ways', { ways: ways.join(ui('list.separator')) }));
    const here = standing(view, location).map((s) =>
      s === me ? ui('cell.you') : ui('cell.avatar', { player: player(s) }),
    );
    if (here.length > 0) parts.push(ui('cell.here', { names: here.join(ui('list.separator')) }));
    view.traps.forEach((list, owner) => {
      for (const trap of list) {
        if (trap.location !== location) continue;
        parts.push(
          !trap.cards
            ? ui('cell.trap', { player: player(owner) })
            : owner === me
              ? ui('cell.trap-own', { kind: kindName(say, KIND_OF[trap.cards[1]]) })
              : ui('cell.trap-known', {
                  player: player(owner),
                  kind: kindName(say, KIND_OF[trap.cards[1]]),
                }),
        );
      }
    });
  }
  // What a press does, after the words its badge shows (a spoken name holds what is seen: WCAG 2.5.3).
  const target = targets.get(cell);
  if (target) {
    const badge = ui(`badge.${target.kind}`);
    const action =
      target.kind === 'trade'
        ? ui('pending.restaurant-with', {
            location: locationName(say, target.location),
            cell: cellName(cell),
          })
        : target.move
          ? moveName(say, target.move)
          : null;
    parts.push(action === null ? badge : ui('cell.action', { badge, action }));
  }
  if (chosen === cell) parts.push(ui('badge.chosen'));
  return parts.join('. ');
}

/** What the marks on the map mean. */
function Legend({ ui }: { ui: Ui }) {
  return (
    <details className="mn-legend">
      <summary>{ui('legend.title')}</summary>
      <ul>
        <li>{ui('legend.arrows')}</li>
        <li>{ui('legend.lit')}</li>
        <li>{ui('legend.target')}</li>
        <li>{ui('legend.pawns')}</li>
        <li>{ui('legend.traps')}</li>
      </ul>
    </details>
  );
}

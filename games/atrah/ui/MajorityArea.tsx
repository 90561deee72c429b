// The Majority area: a column per family with the cards sent or left there, ranked by count (the two largest
// score double, ATR-23), each with its two tiles beneath (ATR-15, ATR-26), and the legend of the tiles in play.
// A column's name is the control when taking its last card is a legal move (ATR-20).
import type { AtrahMove, AtrahView } from '../index.ts';
import { ABILITY, FAMILY_COUNT, FLAT_POINTS, conditionOf, valueOf, type Family } from '../content.ts';
import { FamilyGlyph, Pick } from './parts.tsx';
import { TileLegend } from './Reference.tsx';
import { cardLabel, cardName, familyName, type Say, type Ui } from './words.tsx';
import { explainColumn, explainSunk, explainTile } from './explanations.ts';

export function MajorityArea({
  view,
  me,
  ranking,
  doubled,
  byKey,
  chosen,
  choose,
  sunk,
  claimed,
  eventsKey,
  seatNames,
  ui,
  say,
}: {
  view: AtrahView;
  me: number | null;
  ranking: readonly Family[];
  doubled: ReadonlySet<number>;
  byKey: ReadonlyMap<string, AtrahMove>;
  chosen: AtrahMove | null;
  choose: (move: AtrahMove) => void;
  /** How many cards each column received with the latest events (they play their arrival). */
  sunk: readonly number[];
  /** The tiles claimed with the latest events. */
  claimed: ReadonlySet<number>;
  eventsKey: number;
  seatNames: readonly string[];
  ui: Ui;
  say: Say;
}) {
  return (
    <section className="at-majority" aria-labelledby="at-majority-title">
      <h2 id="at-majority-title" className="at-heading">
        {ui('majority.title')}
      </h2>
      <p className="at-hint">{ui('majority.hint')}</p>
      <div className="at-columns">
        {Array.from({ length: FAMILY_COUNT }, (_, f) => {
          const column = view.majority[f];
          const rank = ranking.indexOf(f as Family) + 1;
          const take = byKey.get(`m${f}`);
          const selected = chosen?.type === 'majority' && chosen.family === f;
          const last = column[column.length - 1];
          const name = familyName(say, f);
          const label = [
            ui('column.label', { family: name, count: column.length, rank }),
            doubled.has(f) ? ui('column.doubled') : '',
            column.length > 0 ? ui('column.last', { card: cardName(say, last) }) : '',
            take ? ui('column.take-target') : '',
          ]
            .filter(Boolean)
            .join('. ');
          return (
            <div
              key={f}
              className={`at-column at-f${f}${doubled.has(f) ? ' doubled' : ''}${take ? ' target' : ''}${selected ? ' chosen' : ''}`}
              data-column={f}
              data-count={column.length}
            >
              {/* The family's name is the control when the column is a Take target; the whole head answers. */}
              <div className="at-col-head">
                <Pick
                  className="at-col-name"
                  name={label}
                  move={take}
                  chosen={selected}
                  choose={choose}
                  explain={explainColumn(view, f, rank, ui, say)}
                >
                  <FamilyGlyph family={f} size={18} />
                  <span>{name}</span>
                </Pick>
                <span className="at-col-count" aria-hidden="true">
                  {column.length}
                </span>
                <span className={`at-col-rank${doubled.has(f) ? ' doubled' : ''}`} aria-hidden="true">
                  {doubled.has(f) ? '×2' : `#${rank}`}
                </span>
              </div>
              <ol className="at-col-cards" aria-label={ui('column.cards', { family: name })}>
                {column.map((card, i) => {
                  const isFresh = i >= column.length - sunk[f];
                  return (
                    <li
                      key={isFresh ? `${i}-${eventsKey}` : i}
                      className={`at-chip at-f${f}${isFresh ? ' fresh' : ''}${i === column.length - 1 ? ' last' : ''}`}
                      aria-label={cardLabel(say, ui, card)}
                      // A column may hold dozens of cards: they explain themselves to a pointer or a finger,
                      // and the keyboard reads the column from its focusable head.
                      data-explain={explainSunk(card, i === column.length - 1, ui, say)}
                    >
                      {valueOf(card)}
                    </li>
                  );
                })}
              </ol>
              <div className="at-tiles">
                {[f, ABILITY + f].map((tile) => (
                  <TileChip
                    key={tile}
                    view={view}
                    tile={tile}
                    me={me}
                    fresh={claimed.has(tile)}
                    offered={byKey.has(`c${tile}`)}
                    eventsKey={eventsKey}
                    seatNames={seatNames}
                    ui={ui}
                    say={say}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </div>
      <TileLegend view={view} ui={ui} say={say} />
    </section>
  );
}

/** A tile under its column: who holds it, or whether the reader is shut out of it or may claim it now. */
function TileChip({
  view,
  tile,
  me,
  fresh,
  offered,
  eventsKey,
  seatNames,
  ui,
  say,
}: {
  view: AtrahView;
  tile: number;
  me: number | null;
  fresh: boolean;
  offered: boolean;
  eventsKey: number;
  seatNames: readonly string[];
  ui: Ui;
  say: Say;
}) {
  const colour = tile % ABILITY;
  const holder = view.tiles[tile];
  const flat = tile < ABILITY;
  const condition = flat ? null : conditionOf(view.faces, colour);
  const closed = flat && me !== null && holder < 0 && ((view.declined[me] >> colour) & 1) === 1;
  const what = flat ? ui('tile.flat', { points: FLAT_POINTS[colour] }) : say({ key: `tile.${condition}` });
  const label = [
    ui(flat ? 'tile.label-flat' : 'tile.label-ability', { family: familyName(say, colour), what }),
    holder >= 0 ? ui('tile.held', { name: seatNames[holder] ?? '' }) : '',
    closed ? ui('tile.closed') : '',
    offered ? ui('tile.offered') : '',
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <span
      key={fresh ? `t-${eventsKey}` : 't'}
      className={`at-tile at-f${colour}${flat ? ' flat' : ' ability'}${holder >= 0 ? ' held' : ''}${closed ? ' closed' : ''}${fresh ? ' fresh' : ''}${offered ? ' offered' : ''}`}
      role="img"
      aria-label={label}
      data-tile={tile}
      data-holder={holder}
      data-explain={explainTile(view, tile, holder >= 0 ? (seatNames[holder] ?? '') : null, ui, say)}
      tabIndex={0}
    >
      <span className="at-tile-needs" aria-hidden="true">
        {ui('tile.needs', { count: flat ? 3 : 4 })}
      </span>
      <span className="at-tile-what" aria-hidden="true">
        {flat ? FLAT_POINTS[colour] : ui(`tile.short.${condition}`)}
      </span>
      {holder >= 0 && (
        <span className="at-tile-holder" aria-hidden="true">
          {seatNames[holder] ?? ''}
        </span>
      )}
    </span>
  );
}

// The players: each one's collection by family, Fish, tiles and score, with a live estimate while the match runs
// (majorities as they stand now, ATR-23, ATR-24) and the final score once it is over. The board draws no end
// screen of its own: the table's EndScreen (web/src/table) announces the result, and these panels keep the sheets.
import type { AtrahView } from '../index.ts';
import { ABILITY, conditionOf } from '../content.ts';
import { fishPoints, type Estimate, type ScoreSheet } from '../score.ts';
import type { Freshness } from './freshness.ts';
import { collectionByFamily } from './layout.ts';
import { FamilyGlyph, FishIcon } from './parts.tsx';
import { familyName, type Say, type Ui } from './words.tsx';
import { explainFish, explainGroup, explainTile } from './explanations.ts';

export function Players({
  view,
  me,
  estimate,
  doubled,
  fresh,
  eventsKey,
  seatNames,
  ui,
  say,
}: {
  view: AtrahView;
  me: number | null;
  estimate: Estimate;
  doubled: ReadonlySet<number>;
  fresh: Freshness;
  eventsKey: number;
  seatNames: readonly string[];
  ui: Ui;
  say: Say;
}) {
  return (
    <section className="at-players" aria-labelledby="at-players-title">
      <h2 id="at-players-title" className="at-heading">
        {ui('players.title')}
      </h2>
      <p className="at-hint">{ui(view.turn >= 0 ? 'players.hint' : 'players.final')}</p>
      <div className="at-player-list">
        {Array.from({ length: view.players }, (_, seat) => (
          <PlayerPanel
            key={seat}
            view={view}
            seat={seat}
            me={me}
            sheet={estimate.sheets[seat]}
            doubled={doubled}
            gained={fresh.gained.get(seat)}
            fishWon={fresh.fishWon.some((w) => w.seat === seat)}
            eventsKey={eventsKey}
            name={seatNames[seat] ?? ''}
            ui={ui}
            say={say}
          />
        ))}
      </div>
    </section>
  );
}

/** One player's collection and score. */
function PlayerPanel({
  view,
  seat,
  me,
  sheet,
  doubled,
  gained,
  fishWon,
  eventsKey,
  name,
  ui,
  say,
}: {
  view: AtrahView;
  seat: number;
  me: number | null;
  sheet: ScoreSheet;
  doubled: ReadonlySet<number>;
  gained: ReadonlySet<number> | undefined;
  fishWon: boolean;
  eventsKey: number;
  name: string;
  ui: Ui;
  say: Say;
}) {
  const groups = collectionByFamily(view.collections[seat]);
  const acting = view.turn === seat;
  const fish = view.fish[seat];
  const tiles = Object.entries(sheet.tiles).map(([t, points]) => ({ tile: Number(t), points }));
  return (
    <article
      className={`at-player${acting ? ' acting' : ''}${seat === me ? ' mine' : ''}`}
      aria-labelledby={`at-player-${seat}`}
      data-player={seat}
      data-estimate={sheet.total}
    >
      <header>
        <h3 id={`at-player-${seat}`}>
          {acting && <span aria-hidden="true">▶ </span>}
          {seat === me ? ui('player.you', { name }) : name}
        </h3>
        <span className="at-estimate">
          <span aria-hidden="true">{view.turn >= 0 ? `≈ ${sheet.total}` : sheet.total}</span>
          <span className="sr-only">
            {ui(view.turn >= 0 ? 'player.estimate' : 'player.final', { points: sheet.total })}
          </span>
        </span>
      </header>
      {view.first === seat && (
        <p className="at-first">{ui(view.firstDrawn ? 'player.first-drawn' : 'player.first')}</p>
      )}
      <ul className="at-groups">
        {groups.map((values, f) =>
          values.length === 0 ? null : (
            <li
              key={gained?.has(f) ? `${f}-${eventsKey}` : f}
              className={`at-group at-f${f}${gained?.has(f) ? ' fresh' : ''}`}
              aria-label={ui(doubled.has(f) ? 'group.label-doubled' : 'group.label', {
                family: familyName(say, f),
                values: values.join(', '),
                points: sheet.families[f],
              })}
              data-explain={explainGroup(f, values, sheet.families[f], doubled.has(f), ui, say)}
              tabIndex={0}
            >
              <span className="at-group-name" aria-hidden="true">
                <FamilyGlyph family={f} size={16} />
                {familyName(say, f)}
              </span>
              <span className="at-group-values" aria-hidden="true">
                {values.map((v, i) => (
                  <span key={i} className={`at-chip at-f${f}`}>
                    {v}
                  </span>
                ))}
              </span>
              <span className={`at-group-points${doubled.has(f) ? ' doubled' : ''}`} aria-hidden="true">
                {doubled.has(f) ? `${sheet.families[f]} (×2)` : sheet.families[f]}
              </span>
            </li>
          ),
        )}
        {groups.every((g) => g.length === 0) && <li className="at-hint">{ui('player.no-cards')}</li>}
      </ul>
      <p
        key={fishWon ? `fish-${eventsKey}` : 'fish'}
        className={`at-player-fish${fishWon ? ' fresh' : ''}`}
        data-explain={explainFish(fish, fishPoints(fish), ui, say)}
        tabIndex={0}
      >
        <FishIcon size={13} /> {ui('player.fish', { count: fish, points: fishPoints(fish) })}
      </p>
      {tiles.length > 0 && (
        <ul className="at-player-tiles">
          {tiles.map(({ tile, points }) => (
            <li
              key={tile}
              className={`at-tile at-f${tile % ABILITY} held ${tile < ABILITY ? 'flat' : 'ability'}`}
              data-explain={explainTile(view, tile, name, ui, say)}
              tabIndex={0}
            >
              {tile < ABILITY
                ? ui('player.tile-flat', { points })
                : ui('player.tile-ability', {
                    tile: ui(`tile.short.${conditionOf(view.faces, tile - ABILITY)}`),
                    points,
                  })}
            </li>
          ))}
        </ul>
      )}
      {sheet.headStart > 0 && (
        <p className="at-head-start">{ui('player.head-start', { points: sheet.headStart })}</p>
      )}
    </article>
  );
}

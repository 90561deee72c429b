// The table's reminders of the scoring rules, on screen for everyone: the two Reference cards in the ring of the
// play area (the Fish scale and the Majority rule), and the legend of the tiles in play under the Majority area.
import type { AtrahView } from '../index.ts';
import { COLOURS, FISH_CARD, FLAT_POINTS, conditionOf } from '../content.ts';
import type { ScreenCell } from './layout.ts';
import { FamilyGlyph, FishIcon } from './parts.tsx';
import { familyName, type Say, type Ui } from './words.tsx';
import { explainReference } from './explanations.ts';

/** A Reference card at ring space `ring`, drawn at its place `at` on the reader's grid. */
export function ReferenceCard({
  view,
  ring,
  at,
  ui,
  say,
}: {
  view: AtrahView;
  ring: number;
  at: ScreenCell;
  ui: Ui;
  say: Say;
}) {
  const fishCard = ring === FISH_CARD;
  return (
    <div
      className={`at-cell at-ref${fishCard ? ' fish-card' : ' majority-card'}`}
      style={{ gridRow: at.row + 1, gridColumn: at.col + 2 }}
      role="img"
      aria-label={say({ key: fishCard ? 'reference.fish' : 'reference.majority' })}
      data-ref={fishCard ? 'fish' : 'majority'}
      data-explain={explainReference(view, ring, ui, say)}
      tabIndex={0}
    >
      <span className="at-ref-title" aria-hidden="true">
        {ui(fishCard ? 'ref.fish' : 'ref.majority')}
      </span>
      {fishCard ? (
        <span className="at-ref-body" aria-hidden="true">
          <span>
            <FishIcon size={11} /> 1–2 ×1
          </span>
          <span>3–4 ×2</span>
          <span>5+ ×3</span>
        </span>
      ) : (
        <span className="at-ref-body" aria-hidden="true">
          {ui('ref.majority-rule')}
        </span>
      )}
    </div>
  );
}

/** What the tiles' short words mean: each family's flat tile and the ability face up this match (ATR-D10, ATR-D11). */
export function TileLegend({ view, ui, say }: { view: AtrahView; ui: Ui; say: Say }) {
  return (
    <section className="at-legend" aria-labelledby="at-legend-title">
      <h3 id="at-legend-title">{ui('faces.title')}</h3>
      <p className="at-hint">{ui('faces.hint')}</p>
      <ul>
        {COLOURS.map((_, c) => {
          const condition = conditionOf(view.faces, c);
          return (
            <li key={c} className={`at-f${c}`} data-legend={c}>
              <span className="at-legend-family">
                <FamilyGlyph family={c} size={16} /> {familyName(say, c)}
              </span>
              <span className="at-legend-tile">
                <span className="at-legend-short">{FLAT_POINTS[c]}</span>{' '}
                {ui('faces.flat', { points: FLAT_POINTS[c] })}
              </span>
              <span className="at-legend-tile">
                <span className="at-legend-short">{ui(`tile.short.${condition}`)}</span>{' '}
                {say({ key: `tile.${condition}` })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

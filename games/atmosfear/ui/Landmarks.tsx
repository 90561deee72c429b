// What the board is drawn around: the Well of Fears in the hub, and each sector's Harbinger named in its loop.
import { Fragment } from 'react';
import { HARBINGERS } from '../content.ts';
import { WELL_RADIUS, type Sector } from './geometry.ts';
import type { Say, Ui } from './words.ts';

/** The Well of Fears in the hub: a dark shaft with a ring of stones round its mouth; it explains itself. */
export function Well({ title, explain }: { title: string; explain: string }) {
  return (
    <g className="atm-well" role="img" aria-label={title} tabIndex={0} data-explain={explain}>
      <circle r={WELL_RADIUS} fill="url(#atm-well-depth)" />
      <circle className="atm-well-rim" r={WELL_RADIUS} />
      <circle className="atm-well-mist" r={WELL_RADIUS * 0.55} />
    </g>
  );
}

/** A sector's Harbinger, written inside its loop on the hub's side, along the loop and never upside down. */
export function SectorName({ sector, say, ui }: { sector: Sector; say: Say; ui: Ui }) {
  // The last word says who it is ("Bathory", "Samedi"): a whole name would reach the loop's squares.
  const name = say({ key: `harbinger.${HARBINGERS[sector.harbinger]}` })
    .split(' ')
    .slice(-1)[0];
  const lines = sector.sewer ? [name, ui('map.sewer')] : [name];
  const inward = sector.angle + Math.PI;
  const reach = lines.length > 1 ? 36 : 38;
  let turn = (sector.angle * 180) / Math.PI + 90;
  turn = ((turn % 360) + 360) % 360;
  if (turn > 90 && turn < 270) turn -= 180;
  const x = sector.centre.x + reach * Math.cos(inward);
  const y = sector.centre.y + reach * Math.sin(inward);
  return (
    <text
      className={`atm-sector-name atm-h-${sector.harbinger}${sector.sewer ? ' atm-sewer' : ''}`}
      transform={`translate(${x} ${y}) rotate(${turn})`}
      aria-hidden="true"
    >
      {lines.map((line, i) => (
        <Fragment key={i}>
          {/* Two lines on the map, but words apart when read as text ("Chantraine Sewer", not "ChantraineSewer"). */}
          {i > 0 && ' '}
          <tspan x={0} y={(i - (lines.length - 1) / 2) * 12.5} className={i > 0 ? 'atm-sewer-word' : ''}>
            {line}
          </tspan>
        </Fragment>
      ))}
    </text>
  );
}

// A location card as it lies on the dream map: its ways out drawn as tracks from the middle to the edges it may
// be left by, each ending in an arrow (MID-D2), turned as the card is turned; its name and picture stay upright.
// The turn is a CSS transform, so a Vertigo's quarter turn is seen turning.
import type { ReactNode } from 'react';
import { ARROWS, FOREST, LOCATIONS, isUnique } from '../content.ts';
import { locationName, type Say } from './words.ts';

/** Pictures of the unique locations, on a 24 × 24 box (the Corridors show their number). */
const PICTURES: Readonly<Record<string, readonly string[]>> = {
  forest: ['M12 2.5l5 6.5h-2.6l4 5.5h-3.3l3 4.5H5.9l3-4.5H5.6l4-5.5H7z', 'M11 19h2v3h-2z'],
  square: [
    'M12 4a8 8 0 1 1 0 16 8 8 0 1 1 0-16z',
    'M12 4v16M4 12h16',
    'M12 9.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 1 1 0-5z',
  ],
  motel: [
    'M3 6v13M3 14.5h18V19M21 14.5v-1.8a2.7 2.7 0 0 0-2.7-2.7H10.5v4.5',
    'M7 9.6a2 2 0 1 1 0 4 2 2 0 1 1 0-4z',
  ],
  restaurant: ['M6 3v6.5a2.2 2.2 0 0 0 4.4 0V3M8.2 3v18', 'M17 3c-2.4 2-2.6 8 0 9.2V21'],
  'town-hall': ['M2.5 9L12 3l9.5 6z', 'M5 10.5v7.5M9.7 10.5v7.5M14.3 10.5v7.5M19 10.5v7.5', 'M2.5 20.5h19'],
  bridge: [
    'M1.5 10.5h21',
    'M3 10.5v9M21 10.5v9',
    'M5.5 19.5c1.2-6 11.8-6 13 0',
    'M8 10.5v4M12 10.5v3M16 10.5v4',
  ],
};

/** The quarter turn of each edge's arrow in the card's own picture: north, east, south, west. */
const EDGE_TURNS = [0, 90, 180, 270];

export function LocationPicture({ location, size = 26 }: { location: number; size?: number }) {
  const paths = PICTURES[LOCATIONS[location]] ?? [];
  return (
    <svg
      className="mn-picture"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d, i) => (
        <path
          key={i}
          d={d}
          fill={i === 0 && location === FOREST ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

/**
 * The tracks and arrows of a location, in the card's own picture (as printed), on a 100 × 100 box. `lit` holds
 * the printed edges (0 north … 3 west) to light: the way a Dreamwalk would take now.
 */
export function Ways({ location, lit }: { location: number; lit: ReadonlySet<number> }) {
  const arrows = ARROWS[location];
  const unique = isUnique(location);
  return (
    <svg className="mn-ways-svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {EDGE_TURNS.map((deg, edge) =>
        arrows & (1 << edge) ? (
          <g key={edge} transform={`rotate(${deg} 50 50)`} className={lit.has(edge) ? 'lit' : undefined}>
            <line className="mn-track" x1="50" y1="50" x2="50" y2="17" />
            <polygon className="mn-arrow" points="50,2.5 38.5,17 61.5,17" />
          </g>
        ) : null,
      )}
      <circle className={`mn-hub${unique ? ' unique' : ''}`} cx="50" cy="50" r={unique ? 17 : 8} />
    </svg>
  );
}

export function LocationCard(props: {
  location: number;
  /** Quarter turns clockwise, counted on (not modulo 4), so that every turn is drawn the short way round. */
  spin: number;
  lit: ReadonlySet<number>;
  say: Say;
  children?: ReactNode;
}) {
  const { location, spin, lit, say } = props;
  const unique = isUnique(location);
  return (
    <div className={`mn-loc mn-l-${LOCATIONS[location]}${unique ? ' unique' : ' corridor'}`}>
      <div className="mn-ways-box">
        <div className="mn-ways" style={{ transform: `rotate(${spin * 90}deg)` }}>
          <Ways location={location} lit={lit} />
        </div>
      </div>
      <span className="mn-loc-name">{locationName(say, location)}</span>
      <span className="mn-loc-mark" aria-hidden="true">
        {unique ? (
          <LocationPicture location={location} />
        ) : (
          <span className="mn-corridor-no">{location + 1}</span>
        )}
      </span>
      {props.children}
    </div>
  );
}

/** A unique location still face down while the Director lays out the map. */
export function FaceDownLocation() {
  return (
    <div className="mn-loc face-down">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M15 3a9 9 0 1 0 6 15.7A8 8 0 0 1 15 3z" fill="currentColor" />
      </svg>
    </div>
  );
}

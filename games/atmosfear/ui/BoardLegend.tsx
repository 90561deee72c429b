// The board's key: what each kind of square, a Keystone, a Gate and each kind of piece looks like, with its name.
import type { ReactNode } from 'react';
import { BLACK_HOLE, COMPASS, HEADSTONE, HOME, KEYSTONE, KINDS, LIGHTNING, RING, SKULL } from '../board.ts';
import { GateMark, Gems } from './Marks.tsx';
import { SquareShape } from './SquareShape.tsx';
import type { Say, Ui } from './words.ts';
import './board-map.css';

const LEGEND_KINDS = [HOME, RING, 0, KEYSTONE, LIGHTNING, COMPASS, SKULL, BLACK_HOLE, HEADSTONE];

/** What each kind of square, a Keystone, a Gate and each kind of piece looks like, with its name. */
export function BoardLegend({ say, ui }: { say: Say; ui: Ui }) {
  const swatch = (children: ReactNode, className = '') => (
    <svg className={`atm-swatch ${className}`} viewBox="-18 -18 36 36" aria-hidden="true">
      {children}
    </svg>
  );
  const piece = (role: string, harbinger = -1) => (
    <g className={`atm-piece atm-role-${role}${harbinger >= 0 ? ` atm-h-${harbinger}` : ''}`}>
      <circle className="atm-token" r={10.5} />
      {harbinger >= 0 && <circle className="atm-token-ring" r={8.8} strokeWidth={3.2} />}
      <text className="atm-token-number" y={4} fontSize={12}>
        3
      </text>
    </g>
  );
  return (
    <div className="atm-legend">
      <h3>{ui('map.legend')}</h3>
      <ul>
        {LEGEND_KINDS.map((kind) => (
          <li key={kind} data-legend={KINDS[kind]}>
            {swatch(
              <g className={`atm-sq atm-k-${KINDS[kind]} ${kind === RING || kind === HOME ? '' : 'atm-h-2'}`}>
                <SquareShape kind={kind} size={kind === HEADSTONE ? 30 : 26} home={0} />
              </g>,
            )}
            <span>{ui(`map.kind.${KINDS[kind]}`)}</span>
          </li>
        ))}
        <li>
          {swatch(
            <g transform="scale(1.8)">
              <Gems at={{ x: 0, y: 0 }} colours={[3]} hooks={false} />
            </g>,
          )}
          <span>{ui('map.stone')}</span>
        </li>
        <li>
          {swatch(<GateMark at={{ x: -10, y: 11 }} hooks={false} />)}
          <span>{ui('map.gate')}</span>
        </li>
        <li>
          {swatch(piece('skull'))}
          <span>{say({ key: 'role.skull' })}</span>
        </li>
        <li>
          {swatch(piece('harbinger', 2))}
          <span>{say({ key: 'role.harbinger' })}</span>
        </li>
        <li>
          {swatch(piece('ranger'))}
          <span>{say({ key: 'role.ranger' })}</span>
        </li>
      </ul>
    </div>
  );
}

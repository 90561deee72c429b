// The hunters' aid (OH-D40): the cells where the Phantom may be, shaded on the house. It is on until the player
// switches it off, remembered on this device: a newcomer's first hunt starts with it, and it shows only what the
// whole table has seen.
import { useState } from 'react';
import { aidOn } from './derive.ts';
import type { Ui } from './words.ts';

const AID_KEY = 'nocturne.old-house.aid';

/** Whether the aid is on, and the switch that remembers it. */
export function useAid(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return aidOn(globalThis.localStorage?.getItem(AID_KEY) ?? null);
    } catch {
      return true;
    }
  });
  const set = (next: boolean) => {
    setOn(next);
    try {
      globalThis.localStorage?.setItem(AID_KEY, next ? 'on' : 'off');
    } catch {
      // storage blocked: the switch simply is not remembered
    }
  };
  return [on, set];
}

/** The switch under the house (a hunter's page only), and how many cells the aid shades. */
export function AidSwitch(props: {
  hunter: boolean;
  on: boolean;
  setOn(on: boolean): void;
  cells: number;
  ui: Ui;
}) {
  const { ui } = props;
  return (
    <>
      {props.hunter && (
        <label className="oh-aid">
          <input
            type="checkbox"
            checked={props.on}
            onChange={(e) => props.setOn(e.target.checked)}
            data-aid=""
          />
          <span>{ui('aid.toggle')}</span>
        </label>
      )}
      {props.cells > 0 && <p className="oh-aid-count">{ui('aid.count', { count: props.cells })}</p>}
    </>
  );
}

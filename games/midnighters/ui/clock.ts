// The game's clock as the board reads it: a trap's window counts down on it.
import { useEffect, useState } from 'react';
import type { MidnightersView } from '../view.ts';

/** The game's clock, read at each render and rendered again while a trap's window is open (for its countdown). */
export function useClock(now: (() => number) | undefined, running: boolean): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running || !now) return;
    const timer = setInterval(() => setTick((t) => t + 1), 250);
    return () => clearInterval(timer);
  }, [running, now]);
  return running && now ? now() : 0;
}

/** Whole seconds until the open window closes (its full length where no clock runs, as in a replay). */
export function secondsLeft(view: MidnightersView, clock: number): number {
  if (!view.window) return 0;
  if (clock <= 0) return Math.round(view.options.windowMs / 1000);
  return Math.max(0, Math.ceil((view.window.closesAt - clock) / 1000));
}

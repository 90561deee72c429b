// A piece that walks is shown going square by square: the latest batch of events played as steps, a walk along a
// shortest way, a flight, a throw or a fall as one glide; at once for a reader who asks for less motion.
import { useEffect, useMemo, useState } from 'react';
import type { AtmosfearEvent } from '../state.ts';
import type { AtmosfearView } from '../view.ts';
import { walkPath, type BoardGeometry } from './geometry.ts';

/** One step of the animation: where a seat's piece goes next, and how long it takes to get there. */
interface Step {
  readonly seat: number;
  readonly square: number;
  readonly ms: number;
}

const STEP_MS = 120;
/** A flight, a throw or a fall is seen as one glide. */
const GLIDE_MS = 450;
/** Long enough for the piece to be painted where it started before it sets off. */
const SET_OFF_MS = 30;

function reducedMotion(): boolean {
  return typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The batch's moves as steps: a walk square by square along a shortest way, anything else in one glide. */
function framesOf(
  events: readonly AtmosfearEvent[],
  geometry: BoardGeometry,
): {
  starts: Map<number, number>;
  frames: Step[];
} {
  const starts = new Map<number, number>();
  const frames: Step[] = [];
  if (reducedMotion()) return { starts, frames };
  for (const event of events) {
    if (event.type !== 'moved' || event.from === event.to) continue;
    if (!starts.has(event.seat)) starts.set(event.seat, event.from);
    const path =
      event.how === 'walk' ? walkPath(geometry.layout, geometry.flipped, event.from, event.to) : null;
    if (path) for (const square of path.slice(1)) frames.push({ seat: event.seat, square, ms: STEP_MS });
    else frames.push({ seat: event.seat, square: event.to, ms: GLIDE_MS });
  }
  return { starts, frames };
}

/**
 * Where each seat's piece is shown now while the batch of `eventsKey` plays, and how long its last step takes;
 * the view's squares once it has played (and at once when the reader asks for less motion).
 */
export function useWalks(
  view: AtmosfearView,
  events: readonly AtmosfearEvent[],
  eventsKey: number,
  geometry: BoardGeometry,
): { square: readonly number[]; ms: readonly number[] } {
  // Keyed on the batch alone: only a new batch sets pieces walking (the one the board opens with has been seen).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the batch's events and board are the key's own
  const { starts, frames } = useMemo(() => framesOf(events, geometry), [eventsKey]);
  const [clock, setClock] = useState({ key: eventsKey, step: Infinity });
  if (clock.key !== eventsKey) setClock({ key: eventsKey, step: 0 });
  const step = clock.key === eventsKey ? clock.step : 0;
  const playing = frames.length > 0 && step <= frames.length;

  useEffect(() => {
    if (!playing) return;
    const wait = step === 0 ? SET_OFF_MS : frames[step - 1].ms;
    const timer = setTimeout(() => setClock({ key: eventsKey, step: step + 1 }), wait);
    return () => clearTimeout(timer);
  }, [playing, step, eventsKey, frames]);

  const square = view.at.slice();
  const ms = view.at.map(() => 0);
  if (playing) {
    for (const [seat, from] of starts) square[seat] = from;
    for (const frame of frames.slice(0, step)) {
      square[frame.seat] = frame.square;
      ms[frame.seat] = frame.ms;
    }
  }
  return { square, ms };
}

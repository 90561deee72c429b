import { useEffect, useState } from 'react';

/**
 * The match clock read again every `everyMs`, so what counts down on screen moves on its own between the server's
 * messages. Without a clock (a replay) it stays at `fallback`.
 */
export function useNow(now: (() => number) | undefined, fallback: number, everyMs = 250): number {
  const [, setTick] = useState(0);
  const ticking = now !== undefined;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setTick((t) => t + 1), everyMs);
    return () => clearInterval(timer);
  }, [ticking, everyMs]);
  return now ? now() : fallback;
}

import { duration, number } from './format.ts';
import type { Io } from './io.ts';

/**
 * A one-line progress bar on stderr — count, percentage, rate and ETA — drawn only when stderr is a terminal
 * and at most ten times a second; on a pipe or in a file it writes nothing at all.
 */
export class ProgressBar {
  private readonly started: number;
  private lastDrawn = -Infinity;
  private drawn = false;

  constructor(
    private readonly io: Io,
    private readonly total: number,
    private readonly unit: string,
  ) {
    this.started = io.now();
  }

  /** `done` of the total are finished. */
  update(done: number): void {
    if (!this.io.isTTY) return;
    const now = this.io.now();
    if (done < this.total && now - this.lastDrawn < 100) return;
    this.lastDrawn = now;
    this.drawn = true;
    this.io.err('\r' + this.line(done, now) + '\x1b[K');
  }

  /** Clears the bar, leaving the terminal as it was. */
  finish(): void {
    if (this.drawn) this.io.err('\r\x1b[K');
    this.drawn = false;
  }

  line(done: number, now: number): string {
    const fraction = this.total > 0 ? done / this.total : 1;
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? (this.total - done) / rate : Infinity;
    const counts = `${done}/${this.total}`;
    const figures = `${(fraction * 100).toFixed(1).padStart(5)}%  ${number(rate, 1)} ${this.unit}/s  ETA ${duration(eta)}`;
    const width = Math.max(10, Math.min(40, this.io.columns - counts.length - figures.length - 6));
    const full = Math.round(fraction * width);
    return `[${'█'.repeat(full)}${'░'.repeat(width - full)}] ${counts}  ${figures}`;
  }
}

/** Small text helpers shared by the commands' tables and lines. */

/** Lays rows out in columns two spaces apart; `align` says per column whether text sits left or right. */
export function formatTable(
  rows: readonly (readonly string[])[],
  align: readonly ('left' | 'right')[],
): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (align[i] === 'right' ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** 0.4567 → "45.7%". */
export function percent(fraction: number, digits = 1): string {
  return `${(fraction * 100).toFixed(digits)}%`;
}

/** A count or rate with thousands separators and at most `digits` decimals: 1234567.8 → "1,234,568". */
export function number(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A figure with only as many decimals as it needs, at most `digits`: 85.5 → "85.5", 85 → "85". */
export function trimmed(value: number, digits = 2): string {
  return String(Number(value.toFixed(digits)));
}

/** Milliseconds as a clock: 65000 → "1:05", 3723500 → "1:02:03.500". */
export function clock(ms: number): string {
  const whole = Math.floor(ms / 1000);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const rest = ms - whole * 1000;
  const text =
    h > 0
      ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
      : `${m}:${String(s).padStart(2, '0')}`;
  return rest > 0 ? `${text}.${String(Math.round(rest)).padStart(3, '0')}` : text;
}

/** Seconds as a short duration for an ETA: 75 → "1:15", 4000 → "1:06:40". */
export function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '–:––';
  return clock(Math.round(seconds) * 1000);
}

/** A game's player counts for a message: "2" or "2–6". */
export function playerRange(players: { readonly min: number; readonly max: number }): string {
  return players.min === players.max ? `${players.min}` : `${players.min}–${players.max}`;
}

// A benchmark's report: numbers as people read them, in columns.

/** A number with thousands separators and `digits` decimals; a dash for what was not measured. */
export function num(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A share as a percentage. */
export function pct(fraction: number): string {
  return `${num(fraction * 100)}%`;
}

/** Rows of cells as aligned columns: the first `rightFrom` left-aligned, the rest right-aligned. */
export function table(rows: readonly (readonly string[])[], rightFrom = 1): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i >= rightFrom ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

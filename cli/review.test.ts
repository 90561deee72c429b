import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchRecord } from '../engine/index.ts';
import { decisionsOf } from '../ai/index.ts';
import { gameById } from '../games/index.ts';
import { captureIo, main } from './main.ts';

let dir: string;
let file: string;
let record: MatchRecord;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nocturne-review-'));
  const argv = [
    'simulate',
    '--game',
    'liars-dice',
    '--players',
    '2',
    '--bots',
    'random,heuristic',
    '--games',
    '1',
  ];
  expect(await main([...argv, '--seed', 'review', '--records', dir], captureIo())).toBe(0);
  file = join(dir, '1.json');
  record = JSON.parse(readFileSync(file, 'utf8'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function review(...argv: string[]) {
  const io = captureIo();
  const code = await main(['review', ...argv], io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

describe('nocturne review', () => {
  it('judges every decision of the seat, in words, and marks the clearly worse ones', async () => {
    const { code, stdout, stderr } = await review(file, '--seat', '1', '--iterations', '100');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const decisions = decisionsOf(gameById('liars-dice'), record, 0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      new RegExp(`^.+: ${decisions.length} decisions, judged with 100 iterations each$`),
    );
    const judged = lines.slice(1, -1);
    expect(judged.map((l) => Number(/move (\d+) at/.exec(l)![1]))).toEqual(decisions.map((d) => d.index + 1));
    for (const line of judged)
      expect(line).toMatch(/^[◀ ] move \d+ at \d+:\d\d: (Bid \d+ × \d+|Call liar) \(\d+%\)/);
    const marked = judged.filter((l) => l.startsWith('◀')).length;
    expect(lines.at(-1)).toMatch(new RegExp(`^${marked} of ${decisions.length} marked`));
  });

  it('asks for the seat, and names the seats it knows', async () => {
    expect((await review(file)).stderr).toMatch(/give --seat/);
    const wrong = await review(file, '--seat', '9');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/--seat 9: no such seat in this match \(seats: 1 .+, 2 .+\)/);
    expect((await review(file, '--seat', '1', '--iterations', '0')).code).toBe(2);
  });
});

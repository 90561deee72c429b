import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Match } from '../engine/index.ts';
import { ticTacToe } from '../games/tic-tac-toe/index.ts';
import { captureIo, main } from './main.ts';

describe('nocturne play', () => {
  it('plays a whole tic-tac-toe match against a bot from typed answers, then writes a record that replays', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nocturne-play-')), 'match.json');
    // Every cell's name, in order: whichever are still free, one of them is always legal; a wrong answer
    // before each re-prompts. Answers by key ("4") and by menu number are both accepted.
    const answers = ['nonsense', ...Array.from({ length: 9 }, (_, i) => String(i)), ...Array(9).fill('1')];
    const io = captureIo({ input: answers });
    const code = await main(
      ['play', '--game', 'tic-tac-toe', '--bots', 'random', '--seed', 'p1', '--record', file],
      io,
    );
    expect(code).toBe(0);
    expect(io.stdout).toContain('Tic-tac-toe (seed p1)');
    expect(io.stdout).toContain('Row 1:');
    expect(io.stdout).toContain('That is not one of your moves');
    expect(io.stdout).toMatch(/Winner|Winners/);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    const replayed = Match.replay(ticTacToe, record);
    expect(replayed.outcome()).not.toBeNull();
    expect(record.seats[0]).toEqual({ name: 'Player' });
  });

  it('takes --name as a printable name in its normal form, and refuses one that is not (exit 2, with the reason)', async () => {
    const io = captureIo({ input: [''] });
    expect(await main(['play', '--game', 'tic-tac-toe', '--name', ' \uff21nn ', '--seed', 'n'], io)).toBe(0);
    expect(io.stdout).toContain('At the table: Ann, ');
    for (const name of ['\u001b[31mEve', 'Eve\u202e', 'x'.repeat(41)]) {
      const bad = captureIo({ input: [''] });
      expect(await main(['play', '--name', name], bad)).toBe(2);
      expect(bad.stderr).toMatch(/^nocturne play: --name: A name (may not|is 1 to 40)/);
      expect(bad.stdout).toBe('');
    }
  });

  it('quits on an empty answer or the end of input', async () => {
    for (const input of [[''], []]) {
      const io = captureIo({ input });
      expect(await main(['play', '--seed', 'q'], io)).toBe(0);
      expect(io.stdout).toContain('Goodbye.');
      expect(io.stdout).toContain('Your dice:');
    }
  });

  it('shows the start of a long menu and how to name the rest, and accepts a move by name', async () => {
    const io = captureIo({ input: ['2x3', ''] });
    await main(['play', '--game', 'liars-dice', '--players', '2', '--seed', 'names'], io);
    expect(io.stdout).toContain('… and');
    expect(io.stdout).toContain('bids 2 × 3');
  });

  it('speaks Russian and Estonian', async () => {
    const ru = captureIo({ input: [''] });
    await main(['play', '--lang', 'ru', '--seed', 'r'], ru);
    expect(ru.stdout).toContain('Ваши кубики');
    const et = captureIo({ input: [''] });
    await main(['play', '--lang', 'et', '--seed', 'r'], et);
    expect(et.stdout).toContain('Sinu täringud');
  });

  it('refuses a bad call with the usage text', async () => {
    for (const argv of [
      ['play', '--game', 'chess'],
      ['play', '--players', '9'],
      ['play', '--seat', '4'],
      ['play', '--lang', 'fr'],
      ['play', '--bots', 'genius'],
    ]) {
      const io = captureIo();
      expect(await main(argv, io)).toBe(2);
      expect(io.stderr).toContain('Usage: nocturne play');
    }
  });
});

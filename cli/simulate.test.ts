import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SimulationResult } from '../ai/simulate.ts';
import { simulate as simulatePlan } from '../ai/simulate.ts';
import type { MatchRecord } from '../engine/index.ts';
import { Match } from '../engine/index.ts';
import { testBots, testGames, testPresentation } from '../engine/test-games/index.ts';
import { captureIo, main } from './main.ts';
import { narrate } from './replay.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function simulate(...argv: string[]) {
  const io = captureIo();
  const code = await main(['simulate', '--game', 'tic-tac-toe', ...argv], io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

async function simulateJson(...argv: string[]): Promise<SimulationResult & { command: string }> {
  const { code, stdout, stderr } = await simulate(...argv, '--json');
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(stdout);
}

describe('nocturne simulate', () => {
  it('gives the same JSON for the same seed', async () => {
    const argv = ['--bots', 'ismcts-50,random', '--games', '6', '--seed', 'fixed'];
    const first = await simulateJson(...argv);
    expect(await simulateJson(...argv)).toEqual(first);
    expect(first).toMatchObject({
      game: 'tic-tac-toe',
      players: 2,
      bots: ['ismcts-50', 'random'],
      games: 6,
      seed: 'fixed',
      fairShare: 0.5,
      command:
        'nocturne simulate --game tic-tac-toe --players 2 --bots ismcts-50,random --games 6 --seed fixed --json',
    });
    const other = await simulateJson('--bots', 'random', '--games', '20', '--seed', 'other');
    const again = await simulateJson('--bots', 'random', '--games', '20', '--seed', 'another');
    expect(other.results).not.toEqual(again.results);
  });

  it('rotates seats, so each bot plays each seat equally often, and counts every game', async () => {
    const result = await simulateJson('--bots', 'heuristic,random', '--games', '10', '--seed', 'rotate');
    for (const r of result.results) {
      expect(r.games).toBe(10);
      expect(r.bySeat.map((s) => [s.seat, s.games])).toEqual([
        [1, 5],
        [2, 5],
      ]);
    }
    // Every game gives out exactly one win in all: a draw splits it between the two seats.
    const wins = result.results.reduce((sum, r) => sum + r.wins, 0);
    expect(wins).toBeCloseTo(10, 12);
    expect(Object.values(result.endings).reduce((a, b) => a + b, 0)).toBe(10);
    const heuristic = result.results.find((r) => r.bot === 'heuristic')!;
    expect(heuristic.winRate).toBeGreaterThan(0.5);
    expect(heuristic.ci95[0]).toBeLessThanOrEqual(heuristic.winRate);
    expect(heuristic.ci95[1]).toBeGreaterThanOrEqual(heuristic.winRate);
    expect(heuristic.meanScore).toBeNull(); // tic-tac-toe keeps no score
    expect(result.figures).toEqual({}); // nor figures of its own
  });

  it('with one bot for every seat, reports it per seat position (who moves first)', async () => {
    const result = await simulateJson('--bots', 'random', '--games', '40', '--seed', 'first-mover');
    expect(result.bots).toEqual(['random', 'random']);
    expect(result.results).toHaveLength(1);
    const [r] = result.results;
    expect(r.games).toBe(80);
    expect(r.bySeat.map((s) => s.games)).toEqual([40, 40]);
    expect(r.bySeat[0].wins + r.bySeat[1].wins).toBeCloseTo(40, 12);
  });

  it('writes each match record, seats rotated, with the seeds derived from the run seed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nocturne-records-'));
    dirs.push(dir);
    const { code } = await simulate(
      '--bots',
      'heuristic,random',
      '--games',
      '3',
      '--seed',
      'rec',
      '--records',
      dir,
    );
    expect(code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['1.json', '2.json', '3.json']);
    const records = [1, 2, 3].map(
      (n) => JSON.parse(readFileSync(join(dir, `${n}.json`), 'utf8')) as MatchRecord,
    );
    expect(records.map((r) => r.seats.map((s) => s.bot))).toEqual([
      ['heuristic', 'random'],
      ['random', 'heuristic'],
      ['heuristic', 'random'],
    ]);
    expect(records.map((r) => r.seed)).toEqual(['rec/1', 'rec/2', 'rec/3']);
    expect(records[0].log.length).toBeGreaterThanOrEqual(5);
  });

  it('plays every match with the options given, checked by the game, and says so in the command', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nocturne-options-'));
    dirs.push(dir);
    const io = captureIo();
    const argv = ['simulate', '--game', 'liars-dice', '--games', '2', '--seed', 'opt', '--records', dir];
    expect(await main([...argv, '--options', '{"dice":3}'], io)).toBe(0);
    const record = JSON.parse(readFileSync(join(dir, '1.json'), 'utf8')) as MatchRecord;
    expect(record.options).toEqual({ dice: 3 });
    expect(io.stdout).toContain(`--options '{"dice":3}'`);
    const bad = captureIo();
    expect(await main([...argv, '--options', '{"dice":"many"}'], bad)).toBe(2);
    expect(bad.stderr).toContain('--options:');
    expect(await main([...argv, '--options', '{dice'], captureIo())).toBe(2);
  });

  it('prints a table with the interval, the fair share and the command that reproduces it', async () => {
    const { code, stdout, stderr } = await simulate(
      '--bots',
      'heuristic,random',
      '--games',
      '8',
      '--seed',
      'table',
    );
    expect(code).toBe(0);
    expect(stderr).toBe(''); // not a terminal: no progress bar
    expect(stdout).toContain('tic-tac-toe: 2 players, 8 games, seed table');
    expect(stdout).toMatch(/^bot\s+seat\s+games\s+wins\s+win rate\s+95% CI\s+mean length$/m);
    expect(stdout).toMatch(/^heuristic\s+all\s+8\s/m);
    expect(stdout).toMatch(/^\s+1\s+4\s/m);
    expect(stdout).toContain('fair share (1/2): 50.0%');
    expect(stdout).toContain(
      'reproduce: nocturne simulate --game tic-tac-toe --players 2 --bots heuristic,random --games 8 --seed table\n',
    );
  });

  it('picks and prints a fresh seed when none is given, and that seed reproduces the run', async () => {
    const first = await simulateJson('--games', '3');
    expect(first.seed).toMatch(/^[0-9a-f]{32}$/);
    const again = await simulateJson('--games', '3', '--seed', first.seed);
    expect(again.results).toEqual(first.results);
  });

  it('draws a progress bar on a terminal, and clears it', async () => {
    let clock = 0;
    const io = captureIo({ isTTY: true, now: () => (clock += 50) });
    expect(await main(['simulate', '--game', 'tic-tac-toe', '--games', '30', '--seed', 'bar'], io)).toBe(0);
    expect(io.stderr).toMatch(/\r\[[█░]+\] \d+\/30 +\d+\.\d% +[\d,.]+ games\/s +ETA \d+:\d\d/);
    expect(io.stderr).toContain('30/30  100.0%');
    expect(io.stderr.endsWith('\r\x1b[K')).toBe(true);
  });

  it('keeps the bots in their seats in a game whose seats play roles, and names the role of each seat row', async () => {
    // Old House: seat 1 is the Phantom (Presentation.seatRole), so rotating would mix roles; seats stay fixed.
    const io = captureIo();
    const argv = ['--game', 'old-house', '--players', '3', '--bots', 'heuristic,random,random'];
    expect(await main(['simulate', ...argv, '--games', '4', '--seed', 'roles'], io)).toBe(0);
    expect(io.stdout).toContain(
      'bots by seat, the same in every game: heuristic (1 · Phantom), random (2 · Hunter), random (3 · Hunter)',
    );
    expect(io.stdout).toMatch(/^heuristic\s+all\s+4\s/m);
    expect(io.stdout).toMatch(/^\s+1 · Phantom\s+4\s/m);
    expect(io.stdout).toMatch(/^\s+2 · Hunter\s+4\s/m);
    expect(io.stdout).toMatch(/^Phantom \(seat 1: heuristic\) won [\d.]+ of 4: [\d.]+% \(95% CI /m);
    expect(io.stdout).toMatch(/^Hunter \(seats 2, 3: random\) won [\d.]+ of 4: /m);
    expect(io.stdout).not.toContain('seats rotate');

    const asJson = captureIo();
    await main(['simulate', ...argv, '--games', '4', '--seed', 'roles', '--json'], asJson);
    const json = JSON.parse(asJson.stdout) as SimulationResult;
    expect(json.seating).toBe('fixed');
    expect(json.roles).toEqual(['Phantom', 'Hunter', 'Hunter']);
    const [phantom, hunters] = json.byRole;
    expect(phantom).toMatchObject({ role: 'Phantom', seats: [1], bots: ['heuristic'], games: 4 });
    expect(hunters).toMatchObject({ role: 'Hunter', seats: [2, 3], bots: ['random'], games: 4 });
    expect(phantom.wins + hunters.wins).toBeCloseTo(4, 12); // one side wins every game
    expect(json.results[0]).toMatchObject({ bot: 'heuristic', games: 4 });
    expect(json.results[0].bySeat).toEqual([expect.objectContaining({ seat: 1, role: 'Phantom', games: 4 })]);
    // The game's own figures (Presentation.figures), each a mean over the four games.
    expect(Object.keys(json.figures)).toEqual(['relics destroyed', 'banishment', 'rounds']);
    expect(json.figures.rounds).toBeGreaterThanOrEqual(1);
    expect(json.figures['relics destroyed']).toBeGreaterThan(0); // the heuristic Phantom destroys some
    expect(json.figures['relics destroyed']).toBeLessThanOrEqual(6);
  });

  it('rotates the seats of a game with roles on request, so each row tells which bot played which role', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nocturne-records-'));
    dirs.push(dir);
    const io = captureIo();
    const argv = ['--game', 'old-house', '--bots', 'heuristic,random', '--games', '4', '--seed', 'spin'];
    expect(await main(['simulate', ...argv, '--seats', 'rotate', '--records', dir], io)).toBe(0);
    expect(io.stdout).toContain('bots by seat in game 1: heuristic, random; seats rotate every game');
    expect(io.stdout.match(/^\s+1 · Phantom\s+2\s/gm)).toHaveLength(2); // heuristic's row and random's
    expect(io.stdout).toMatch(/^Phantom \(seat 1: heuristic, random\) won /m);
    expect(io.stdout).toContain('--seats rotate');
    const records = [1, 2, 3, 4].map(
      (n) => JSON.parse(readFileSync(join(dir, `${n}.json`), 'utf8')) as MatchRecord,
    );
    expect(records.map((r) => r.seats[0].bot)).toEqual(['heuristic', 'random', 'heuristic', 'random']);

    const bad = captureIo();
    expect(await main(['simulate', ...argv, '--seats', 'shuffle'], bad)).toBe(2);
    expect(bad.stderr).toContain('--seats is rotate or fixed, not "shuffle"');
  });

  it('keeps seats fixed on request in a game whose seats are alike, and names no roles there', async () => {
    const fixed = await simulateJson(
      '--bots',
      'heuristic,random',
      '--games',
      '4',
      '--seed',
      'f',
      '--seats',
      'fixed',
    );
    expect(fixed).toMatchObject({ seating: 'fixed', roles: null, byRole: [] });
    expect(fixed.results.map((r) => r.bySeat.map((s) => [s.seat, s.games]))).toEqual([[[1, 4]], [[2, 4]]]);
    const rotated = await simulateJson('--bots', 'heuristic,random', '--games', '4', '--seed', 'f');
    expect(rotated.seating).toBe('rotate');
  });

  // The kernel's test-only games: chance steps, simultaneous secret choices, out-of-turn reactions, a clock.
  it.each(testGames)('plays $id to the end, and its records replay and narrate', (game) => {
    const players = game.options.players.min;
    const records: MatchRecord[] = [];
    const result = simulatePlan(
      {
        game,
        players,
        bots: Array.from({ length: players }, () => 'random'),
        games: 4,
        seed: 'kernel',
        settings: testBots(game),
        presentation: testPresentation(game),
      },
      { onMatch: (_, record) => records.push(record) },
    );
    expect(Object.values(result.endings).reduce((a, b) => a + b, 0)).toBe(4);
    for (const record of records) {
      expect(Match.replay(game, record).outcome()).not.toBeNull();
      expect(narrate(game, testPresentation(game), record, { lang: 'en' })).not.toContain(
        'The record ends before the game does.',
      );
    }
  });
});

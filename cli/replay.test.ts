import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyPresentation, MatchRecord } from '../engine/index.ts';
import { Match } from '../engine/index.ts';
import { gameById, presentationFor } from '../games/index.ts';
import { captureIo, main } from './main.ts';
import { narrate } from './replay.ts';

let dir: string;
let file: string;
let record: MatchRecord;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nocturne-replay-'));
  const io = captureIo();
  const argv = ['simulate', '--game', 'tic-tac-toe', '--bots', 'heuristic,random', '--games', '2'];
  expect(await main([...argv, '--seed', 'narrate', '--records', dir], io)).toBe(0);
  file = join(dir, '1.json');
  record = JSON.parse(readFileSync(file, 'utf8'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function replay(...argv: string[]) {
  const io = captureIo();
  const code = await main(['replay', ...argv], io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

function writeRecord(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

describe('nocturne replay', () => {
  it('narrates a record written by simulate --records, move by move, then the outcome', async () => {
    const { code, stdout, stderr } = await replay(file);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('Tic-tac-toe, seed narrate/1');
    expect(lines[1]).toBe('Seats: 1 heuristic, 2 random');
    // The first move: its number, its time, who made it, the move, and what happened.
    expect(stdout).toMatch(/^1 {2}0:01 {2}heuristic: Mark b2\n {3}· heuristic marks b2\.$/m);
    expect(stdout).toMatch(/^2 {2}0:02 {2}random: Mark [a-c][1-3]$/m);
    const moves = lines.filter((line) => /^\s?\d+ {2}\d:\d\d {2}/.test(line));
    expect(moves).toHaveLength(record.log.length);
    expect(stdout).toMatch(
      /\n(Winner: (heuristic|random)\. Why: Three in a row\.|Winners: heuristic, random\. Why: The board is full\.)\n$/,
    );
  });

  it('prints the names of a public record safely: no terminal escape, bidi override or line break gets through', async () => {
    const hostile = {
      ...record,
      seats: [{ name: '\u001b]0;pwned\u0007\u001b[2J\u202eEve\nroot' }, { name: '\u200b\u0000' }],
    };
    const { code, stdout } = await replay(writeRecord('hostile.json', hostile));
    expect(code).toBe(0);
    // Nothing but printable text and line ends: no control character (ESC, BEL, NUL), no bidi or zero-width one.
    expect(stdout).not.toMatch(/(?!\n)[\p{Cc}\p{Cf}]/u);
    expect(stdout.split('\n')[1]).toBe('Seats: 1 ]0;pwned[2JEveroot, 2 #2');
  });

  it('tells it in Russian and Estonian', async () => {
    const ru = await replay(file, '--lang', 'ru');
    expect(ru.code).toBe(0);
    expect(ru.stdout).toContain('Крестики-нолики, сид narrate/1');
    expect(ru.stdout).toContain('heuristic: Поставить на b2');
    expect(ru.stdout).toContain('· heuristic ставит знак на b2.');
    const et = await replay(file, '--lang', 'et');
    expect(et.stdout).toContain('heuristic: Märgi b2');
    expect(et.stdout).toMatch(/(Võitja|Võitjad): /);
  });

  it('as one seat, shows the others’ moves only through the events that seat saw', async () => {
    const { code, stdout } = await replay(file, '--as', '2');
    expect(code).toBe(0);
    expect(stdout).toContain('As seen by random.');
    expect(stdout).toMatch(/^1 {2}0:01 {2}heuristic\n {3}· heuristic marks b2\.$/m);
    expect(stdout).toMatch(/^2 {2}0:02 {2}random: Mark /m);
    expect((await replay(file, '--as', 'heuristic')).stdout).toContain('As seen by heuristic.');
    const bad = await replay(file, '--as', '3');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--as 3: no such seat in this match (seats: 1 heuristic, 2 random)');
  });

  it('reports a record that does not replay, naming the entry, without a stack trace', async () => {
    const tampered = JSON.parse(JSON.stringify(record)) as { log: { move: unknown }[] };
    tampered.log[1].move = tampered.log[0].move; // the same cell twice
    const { code, stdout, stderr } = await replay(writeRecord('tampered.json', tampered));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `nocturne: ${join(dir, 'tampered.json')}: the record does not replay: log entry 1: That move is not allowed now.\n`,
    );
  });

  it.each([
    ['missing.json', null, 'cannot read {file}: no such file'],
    ['broken.json', '{"game": ', '{file} is not JSON: '],
    ['list.json', [1, 2], '{file}: not a match record: not a JSON object'],
    [
      'nolog.json',
      { game: 'tic-tac-toe', seed: 's', seats: [{ name: 'a' }, { name: 'b' }] },
      '"log" is missing',
    ],
    [
      'chess.json',
      { game: 'chess', seed: 's', seats: [{ name: 'a' }], log: [] },
      '{file} is a record of "chess", which is not a game here',
    ],
    [
      'rules-gone.json',
      { game: 'tic-tac-toe', seed: 's', seats: [{ name: 'a' }, { name: 'b' }], log: [], rules: 99 },
      '{file} was played under version 99 of the rules of tic-tac-toe, which this release no longer has',
    ],
    [
      'rules-bad.json',
      { game: 'tic-tac-toe', seed: 's', seats: [{ name: 'a' }, { name: 'b' }], log: [], rules: 'two' },
      '{file}: not a match record: "rules" is not a version number',
    ],
    [
      'three.json',
      { game: 'tic-tac-toe', seed: 's', seats: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], log: [] },
      'the record has 3 seats, but tic-tac-toe is for 2 players',
    ],
  ])('fails clearly on %s', async (name, content, message) => {
    const path = content === null ? join(dir, name) : writeRecord(name, content);
    const { code, stderr } = await replay(path);
    expect(code).toBe(1);
    expect(stderr).toContain(message.replace('{file}', path));
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('tells an unfinished record as such', async () => {
    const short = { ...record, log: record.log.slice(0, 2) };
    const { code, stdout } = await replay(writeRecord('short.json', short));
    expect(code).toBe(0);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe('The record ends before the game does.');
  });

  it('falls back to canonical JSON where a game cannot describe its moves or tell its events', () => {
    const plain: AnyPresentation = {
      ...presentationFor('tic-tac-toe'),
      describeMove: undefined,
      narrate: undefined,
    };
    const text = narrate(gameById('tic-tac-toe'), plain, record, { lang: 'en' });
    expect(text).toMatch(
      /^1 {2}0:01 {2}heuristic: \{"cell":4\}\n {3}· \{"cell":4,"seat":0,"type":"marked"\}$/m,
    );
  });
});

describe('nocturne replay tells the table in words', () => {
  const game = () => gameById('tic-tac-toe')!;
  const tableRecord = () => {
    const match = Match.create(game(), {
      seats: [{ name: 'Ann' }, { name: '\u202eBo\u001b[31m' }],
      seed: 'table',
      table: { clock: { reserveMs: 60_000, incrementMs: 5_000 }, onTimeout: 'bot', botLevel: 'medium' },
    });
    match.play(0, match.legalMoves(0)[0], 1_000);
    match.advance(61_000); // Bo runs out: a bot plays
    match.play(1, match.legalMoves(1)[0], 62_000);
    match.tableEntry({ type: 'player-returns', seat: 1 }, 63_000);
    match.tableEntry({ type: 'resign', seat: 0 }, 64_000);
    return match.record;
  };

  it('the time limit, a timeout, a bot, the return and a resignation, in three languages, names sanitised', () => {
    const en = narrate(game(), presentationFor('tic-tac-toe'), tableRecord(), { lang: 'en' });
    expect(en).toContain(
      'Time limit: 60 s and 5 s a turn; a seat out of time is played by a bot (medium) until its player returns.',
    );
    expect(en).toMatch(
      /^2 {2}1:01 {2}the table: Bo\[31m ran out of time: a bot \(medium\) plays the seat until its player returns\.$/m,
    );
    expect(en).toMatch(/the table: Bo\[31m is back and plays again\.$/m);
    expect(en).toMatch(/the table: Ann resigned: the match ends\.$/m);
    expect(en).toMatch(/Winner: Bo\[31m\. Why: the other seats resigned\.\n$/);
    expect(en.includes('\u202e') || en.includes('\u001b')).toBe(false);
    expect(narrate(game(), presentationFor('tic-tac-toe'), tableRecord(), { lang: 'ru' })).toContain(
      'Ann сдался: партия окончена.',
    );
    expect(narrate(game(), presentationFor('tic-tac-toe'), tableRecord(), { lang: 'et' })).toContain(
      'Ann andis alla: partii lõpeb.',
    );
  });

  it('TBL-D9 a match the operator ended, in three languages: nobody wins, and why', () => {
    const match = Match.create(game(), { seats: [{ name: 'Ann' }, { name: 'Bo' }], seed: 'halt' });
    match.play(0, match.legalMoves(0)[0], 1_000);
    match.tableEntry({ type: 'halt' }, 2_000);
    const tell = (lang: 'en' | 'ru' | 'et') =>
      narrate(game(), presentationFor('tic-tac-toe'), match.record, { lang });
    expect(tell('en')).toMatch(/the table: The server’s operator ended the match\.$/m);
    expect(tell('en')).toMatch(/Nobody wins\. Why: the server’s operator ended the match\.\n$/);
    expect(tell('ru')).toContain('Администратор сервера завершил партию.');
    expect(tell('et')).toContain('Serveri haldaja lõpetas mängu.');
  });
});

// Summarises the records written by `nocturne simulate --game old-house --records DIR`: who played the Phantom,
// how often each way of winning happened, relics destroyed, banishment dealt and rounds played — the figures
// docs/balance/old-house.md reports beside simulate's table.
//
//   node --import tsx games/old-house/balance-report.ts DIR
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Match, type MatchRecord } from '../../engine/index.ts';
import { oldHouse } from './index.ts';
import { relicsDestroyed, type OldHouseState } from './state.ts';

interface Tally {
  games: number;
  wins: number;
  relics: number;
  damage: number;
  rounds: number;
  endings: Record<string, number>;
}

export function summarise(dir: string): Map<string, Tally> {
  const byPhantom = new Map<string, Tally>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as MatchRecord;
    const match = Match.replay(oldHouse, record);
    const state = match.state as OldHouseState;
    const outcome = match.outcome();
    if (!outcome) continue;
    const phantom = record.seats[0].bot ?? record.seats[0].name;
    const t = byPhantom.get(phantom) ?? { games: 0, wins: 0, relics: 0, damage: 0, rounds: 0, endings: {} };
    t.games++;
    if (outcome.winners.includes(0)) t.wins++;
    t.relics += relicsDestroyed(state.destroyed);
    t.damage += state.damage;
    t.rounds += state.round;
    t.endings[outcome.reason] = (t.endings[outcome.reason] ?? 0) + 1;
    byPhantom.set(phantom, t);
  }
  return byPhantom;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: balance-report.ts DIR');
  console.log('Phantom played by | games | Phantom wins | relics destroyed | banishment | rounds | endings');
  console.log('--- | ---: | ---: | ---: | ---: | ---: | ---');
  for (const [bot, t] of summarise(dir)) {
    const pct = ((100 * t.wins) / t.games).toFixed(1);
    const endings = Object.entries(t.endings)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    const mean = (x: number) => (x / t.games).toFixed(2);
    console.log(
      `${bot} | ${t.games} | ${pct}% | ${mean(t.relics)} | ${mean(t.damage)} | ${mean(t.rounds)} | ${endings}`,
    );
  }
}

// Summarises the records written by `nocturne simulate --game old-house --records DIR`: who played the Phantom
// and who hunted, the Phantom's win rate with its 95% interval, how often each way of winning happened (OH-D30),
// relics destroyed, banishment dealt and rounds played — the figures docs/balance/old-house.md reports beside
// simulate's table. Each record is replayed through the kernel, so a record that does not replay is an error.
//
//   node --import tsx games/old-house/balance-report.ts DIR [DIR …]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { wilsonInterval } from '../../cli/stats.ts';
import { Match, type MatchRecord } from '../../engine/index.ts';
import { oldHouse } from './index.ts';
import { relicsDestroyed, type OldHouseState } from './state.ts';

export interface Tally {
  games: number;
  wins: number;
  relics: number;
  damage: number;
  rounds: number;
  endings: Record<string, number>;
}

/** Per table (players, the Phantom's bot, the hunters' bots): what the records in `dir` add up to. */
export function summarise(dir: string): Map<string, Tally> {
  const tables = new Map<string, Tally>();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  for (const file of files) {
    const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as MatchRecord;
    const match = Match.replay(oldHouse, record);
    const state = match.state as OldHouseState;
    const outcome = match.outcome();
    if (!outcome) continue;
    const bot = (s: number) => record.seats[s].bot ?? record.seats[s].name;
    const hunters = [...new Set(record.seats.slice(1).map((_, i) => bot(i + 1)))].join('+');
    const key = `${record.seats.length} | ${bot(0)} | ${hunters}`;
    const t = tables.get(key) ?? {
      games: 0,
      wins: 0,
      relics: 0,
      damage: 0,
      rounds: 0,
      endings: {},
    };
    t.games++;
    if (outcome.winners.includes(0)) t.wins++;
    t.relics += relicsDestroyed(state.destroyed);
    t.damage += state.damage;
    t.rounds += state.round;
    t.endings[outcome.reason] = (t.endings[outcome.reason] ?? 0) + 1;
    tables.set(key, t);
  }
  return tables;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) throw new Error('usage: balance-report.ts DIR [DIR …]');
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    'players | Phantom | hunters | games | Phantom wins | 95% CI | relics destroyed | banishment | rounds | relics (Phantom) | banished | dawn',
  );
  console.log('---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---:');
  for (const dir of dirs) {
    for (const [key, t] of summarise(dir)) {
      const [lo, hi] = wilsonInterval(t.wins, t.games); // as `nocturne simulate` prints it
      const mean = (x: number) => (x / t.games).toFixed(2);
      const ending = (reason: string) => {
        const n = t.endings[reason] ?? 0;
        return `${n} (${pct(n / t.games)})`;
      };
      console.log(
        `${key} | ${t.games} | ${pct(t.wins / t.games)} | ${pct(lo)} – ${pct(hi)} | ${mean(t.relics)} | ` +
          `${mean(t.damage)} | ${mean(t.rounds)} | ${ending('relics')} | ${ending('banished')} | ${ending('dawn')}`,
      );
    }
  }
}

// Fits the search's evaluation (evaluation.ts, OH-D28) on heuristic self-play: a logistic model of the Phantom's
// chance to win, from `features` at the two points where a search's horizon stops (bots.ts) — play passing to the
// hunters (their turn has begun) and to the Phantom. Prints both weight vectors for evaluation.ts.
//
//   node --import tsx games/old-house/fit-evaluation.ts [games]
import { Rng, nextToDecide } from '../../engine/index.ts';
import { heuristicMove, oldHouseBots } from './bots.ts';
import { features } from './evaluation.ts';
import { oldHouse as game } from './index.ts';

const side = oldHouseBots.horizon!.side;

interface Sample {
  readonly x: number[];
  readonly huntersNext: boolean;
}

/** Plays heuristic games at 2, 3 and 4 players and returns the samples with the Phantom's result (1 won). */
export function collect(games: number): { samples: Sample[]; won: number[] } {
  const samples: Sample[] = [];
  const won: number[] = [];
  for (let g = 0; g < games; g++) {
    const rng = Rng.fromSeed(`fit ${g}`);
    const state = game.setup({ players: 2 + (g % 3), options: game.options.defaults, rng });
    const mine: Sample[] = [];
    while (game.outcome(state) === null) {
      const seat = nextToDecide(game.toAct(state), 0)!;
      const moves = game.legalMoves(state, seat);
      const move = moves.length === 1 ? moves[0] : heuristicMove(state, seat, moves, rng);
      game.apply(state, seat, move, { rng, time: 0 });
      const next = nextToDecide(game.toAct(state), 0);
      if (game.outcome(state) === null && next !== null && side(next) !== side(seat)) {
        mine.push({ x: features(state), huntersNext: state.phase === 'hunters' });
      }
    }
    const y = game.outcome(state)!.winners.includes(0) ? 1 : 0;
    for (const s of mine) {
      samples.push(s);
      won.push(y);
    }
  }
  return { samples, won };
}

/** Logistic regression by gradient descent on standardised features, with a little L2; weights, intercept last. */
export function fit(xs: readonly number[][], ys: readonly number[]): number[] {
  const d = xs[0].length;
  const mean = new Array<number>(d).fill(0);
  const sd = new Array<number>(d).fill(0);
  for (const x of xs) x.forEach((v, j) => (mean[j] += v / xs.length));
  for (const x of xs) x.forEach((v, j) => (sd[j] += (v - mean[j]) ** 2 / xs.length));
  for (let j = 0; j < d; j++) sd[j] = Math.sqrt(sd[j]) || 1;
  const z = xs.map((x) => x.map((v, j) => (v - mean[j]) / sd[j]));
  const w = new Array<number>(d + 1).fill(0);
  for (let it = 0; it < 2000; it++) {
    const grad = new Array<number>(d + 1).fill(0);
    for (let i = 0; i < z.length; i++) {
      let s = w[d];
      for (let j = 0; j < d; j++) s += w[j] * z[i][j];
      const e = 1 / (1 + Math.exp(-s)) - ys[i];
      for (let j = 0; j < d; j++) grad[j] += e * z[i][j];
      grad[d] += e;
    }
    for (let j = 0; j <= d; j++) w[j] -= 0.5 * (grad[j] / z.length + (j < d ? 0.001 * w[j] : 0));
  }
  const out = new Array<number>(d + 1).fill(0);
  out[d] = w[d];
  for (let j = 0; j < d; j++) {
    out[j] = w[j] / sd[j];
    out[d] -= (w[j] * mean[j]) / sd[j];
  }
  return out.map((v) => Math.round(v * 1000) / 1000);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { samples, won } = collect(Number(process.argv[2] ?? 900));
  for (const huntersNext of [true, false]) {
    const xs: number[][] = [];
    const ys: number[] = [];
    samples.forEach((s, i) => {
      if (s.huntersNext === huntersNext) {
        xs.push(s.x);
        ys.push(won[i]);
      }
    });
    const name = huntersNext ? 'WEIGHTS_HUNTERS_NEXT' : 'WEIGHTS_PHANTOM_NEXT';
    console.log(`export const ${name} = ${JSON.stringify(fit(xs, ys))}; // ${xs.length} positions`);
  }
}

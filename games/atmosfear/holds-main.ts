// How long a Black Hole holds a player, and how often a STOP! voids a turn (docs/balance/atmosfear.md): heuristic
// bots on every seat, in virtual time, as `nocturne simulate` plays them.
// Usage: node --import tsx games/atmosfear/holds-main.ts PLAYERS GAMES SEED ['{"minutes":"table"}']
import { Match, MatchDriver, Rng } from '../../engine/index.ts';
import { atmosfearBots } from './bots.ts';
import { atmosfear, type AtmosfearView } from './index.ts';
import type { AtmosfearOptions, AtmosfearState } from './state.ts';

const [players = 4, games = 100] = process.argv.slice(2, 4).map(Number);
const seed = process.argv[4] ?? 'holds';
const options = { ...atmosfear.options.defaults, ...JSON.parse(process.argv[5] ?? '{}') } as AtmosfearOptions;

const holds: number[] = [];
let appearances = 0;
let stops = 0;
let voided = 0;
let heldAppearances = 0;
let releasesWhileHeld = 0;
let heldTurnsPassed = 0;
for (let g = 0; g < games; g++) {
  const seats = Array.from({ length: players }, (_, s) => ({ name: `p${s + 1}` }));
  const match = Match.create(atmosfear, { seats, seed: `${seed}/${g}`, options });
  const driver = new MatchDriver(match, atmosfearBots.moveMs);
  const rng = Rng.fromSeed(`${seed}/${g}/bots`);
  const since = new Array<number>(players).fill(-1);
  while (match.outcome() === null) {
    const before = (match.state as AtmosfearState).stuck;
    const ask = driver.next();
    const applied =
      ask === null
        ? driver.wait()
        : driver.answer(
            ask.seat,
            atmosfearBots.heuristic!(
              {
                view: match.view(ask.seat) as AtmosfearView,
                seat: ask.seat,
                moves: match.legalMoves(ask.seat),
                time: match.time,
                reacting: ask.reacting,
              },
              rng,
            ),
          );
    for (const entry of applied) {
      for (const e of entry.events) {
        if (e.type === 'gatekeeper') {
          appearances++;
          if (e.stop) stops++;
          if (before !== 0) {
            heldAppearances++;
            if (e.instruction === 'release') releasesWhileHeld++;
          }
        } else if (e.type === 'void') voided++;
        else if (e.type === 'held') heldTurnsPassed++;
      }
    }
    const state = match.state as AtmosfearState;
    for (let s = 0; s < players; s++) {
      const stuck = (state.stuck & (1 << s)) !== 0;
      if (stuck && since[s] < 0) since[s] = match.time;
      else if (!stuck && since[s] >= 0) {
        holds.push(match.time - since[s]);
        since[s] = -1;
      }
    }
  }
  // A hold the hour's end cut short counts as long as it lasted.
  for (let s = 0; s < players; s++) if (since[s] >= 0) holds.push(match.time - since[s]);
}
holds.sort((a, b) => a - b);
const at = (q: number) =>
  holds.length === 0 ? 0 : holds[Math.min(holds.length - 1, Math.floor(q * holds.length))];
const min = (ms: number) => (ms / 60_000).toFixed(1);
console.log(
  JSON.stringify({
    players,
    games,
    options,
    holds: holds.length,
    holdsPerGame: +(holds.length / games).toFixed(2),
    holdMinutes: { median: min(at(0.5)), p95: min(at(0.95)), longest: min(holds[holds.length - 1] ?? 0) },
    heldTurnsPassedPerGame: +(heldTurnsPassed / games).toFixed(2),
    releaseShareWhileHeld: +(releasesWhileHeld / Math.max(1, heldAppearances)).toFixed(3),
    appearancesPerGame: +(appearances / games).toFixed(1),
    stopShare: +(stops / Math.max(1, appearances)).toFixed(3),
    voidedTurnsPerGame: +(voided / games).toFixed(2),
  }),
);

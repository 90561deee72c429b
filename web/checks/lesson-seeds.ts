// Looks for a lesson's seed: plays a game's lesson on seeds `<prefix><n>` and each of the given seats with a learner
// who follows the coach (web/src/learn/walk.ts), and lists the seeds where every step to read is shown in order (each
// outcome told) and the game is still going at the end: those that show every step first, then by fewest learner
// moves. How each lesson's seed was chosen:
//
//   node --import tsx web/checks/lesson-seeds.ts <game> [part=1] [from=1] [to=100] [seats=the lesson's]
//   node --import tsx web/checks/lesson-seeds.ts midnighters 1 1 400 0,1
import { gameById } from '../../games/index.ts';
import type { Lesson } from '../../games/ui.ts';
import { walkLesson } from '../src/learn/walk.ts';

const [game, part = '1', from = '1', to = '100', seatList] = process.argv.slice(2);
if (!game) {
  console.error('usage: lesson-seeds.ts <game> [part] [from] [to] [seats, e.g. 0,1]');
  process.exit(2);
}
const { lessons } = (await import(`../../games/${game}/ui/lesson.ts`)) as { lessons: readonly Lesson[] };
const base = lessons[Number(part) - 1];
const prefix = base.seed.replace(/\d+$/, '');
const seats = seatList ? seatList.split(',').map(Number) : [base.seat];
const found: { seed: string; seat: number; moves: number; every: boolean }[] = [];
for (let n = Number(from); n <= Number(to); n++) {
  for (const seat of seats) {
    const lesson = { ...base, seed: `${prefix}${n}`, seat };
    try {
      const walk = walkLesson(gameById(game), lesson, 'coach');
      const shown = new Set(walk.shown.map((s) => s.step));
      const toRead = lesson.steps.every((step, i) => step.done !== undefined || shown.has(i));
      if (walk.finished && toRead && walk.local.outcome() === null)
        found.push({ seed: lesson.seed, seat, moves: walk.moves, every: shown.size === lesson.steps.length });
    } catch {
      // a seed on which the coach's move is refused: not one to teach with
    }
  }
}
found.sort((a, b) => Number(b.every) - Number(a.every) || a.moves - b.moves);
for (const f of found)
  console.log(
    `${f.seed}\tseat ${f.seat}\t${f.moves} learner moves\t${f.every ? 'every step shown' : 'a step done early'}`,
  );
console.log(`${found.length} of ${(Number(to) - Number(from) + 1) * seats.length} seeds tell every outcome`);

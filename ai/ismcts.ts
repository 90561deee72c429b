import type { Acting, AnyBots, AnyGame, BotInput, PlayerSeat } from '../engine/index.ts';
import { DEFAULT_MOVE_MS, Rng, SYSTEM, isReacting, keyOf, nextTurn, rewardOf } from '../engine/index.ts';
import type { Bot } from './bot.ts';

export interface IsmctsOptions {
  /** Budget in iterations (the default budget is 1,000 iterations). */
  readonly iterations?: number;
  /** Budget in milliseconds of thinking; when both are given, whichever runs out first. */
  readonly ms?: number;
  /** UCB exploration constant for rewards in [0, 1]. */
  readonly exploration?: number;
  /** The bot's own random stream: determinizations and rollouts never use the match's. */
  readonly seed: string;
  /** Rollout policy: the game's heuristic where it has one (the default: stronger), or uniform random (faster). */
  readonly rollout?: 'random' | 'heuristic';
  /** A rollout longer than this many moves is scored as a tie between all seats (or by the game's evaluation). */
  readonly maxRolloutMoves?: number;
  /** Moves a rollout plays before the evaluation scores it. Default: the game's `playoutDepth`, else to the end. */
  readonly playoutDepth?: number;
  /** Progressive bias toward the heuristic's own choice. Default: the game's `searchPrior`, else 0. */
  readonly prior?: number;
}

/** What the last search did, for benchmarks, tests and curious people. */
export interface SearchStats {
  iterations: number;
  ms: number;
  /** Moves played inside the tree in the last search, per seat, and by the system seat (its timed events). */
  readonly tree: { seats: number[]; system: number };
  /** The searcher's estimated reward for the move it chose, in [0, 1]. */
  value: number;
}

/** One option of a decision as a search judged it: how often it was tried, and the searcher's chance with it. */
export interface JudgedOption<M> {
  /** The move, or null for letting the moment pass. */
  readonly move: M | null;
  readonly visits: number;
  /** The searcher's mean reward after this option, in [0, 1]: its chance of winning, as far as search can tell. */
  readonly chance: number;
}

/** The child key of letting the moment pass. */
const LET_PASS = '~';

/** How one seat's choice has done at a node where several seats choose at once and in secret. */
interface Choice {
  readonly seat: PlayerSeat;
  readonly move: unknown;
  visits: number;
  available: number;
  reward: number;
}

/** A node of the search tree: the position after `move` by `actor` (the root has neither). */
class Node {
  readonly children = new Map<string, Node>();
  visits = 0;
  /** How often this node's move was legal when its parent was visited (ISMCTS availability count). */
  available = 0;
  /** Sum of the rewards of `actor` over the playouts through this node. */
  reward = 0;
  /** The child key the rollout policy chose here, on the first visit (only when searching with a prior). */
  hint: string | undefined;
  /** Where seats choose at once (`Acting.simultaneous`): each seat's choices, judged apart from the others'. */
  choices: Map<string, Choice> | undefined;

  constructor(
    readonly parent: Node | null,
    readonly actor: PlayerSeat,
    readonly move: unknown,
  ) {}
}

/** A move decided but still under way (real-time games: it lands when a person would have finished it). */
interface Underway {
  readonly seat: PlayerSeat;
  readonly move: unknown;
  readonly key: string;
  readonly at: number;
}

/**
 * Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse, 2012), generic over
 * the game contract. Each iteration draws a determinization of what the bot's seat knows, walks the one tree of
 * that seat's information set with UCB over availability counts, plays out, and backs up each seat's reward.
 *
 * It plays the contract's one reading of who acts (engine/turn-order.ts): the system seat's timed events fall due
 * on a simulated clock that every move advances by the time a person takes over it (`GameBots.moveMs`);
 * reacting seats may let the moment pass, a choice in the tree like any move; seats that choose at once and in
 * secret are judged each by its own statistics (decoupled UCT), so none of them sees another's choice; in a
 * real-time game every seat decides at once and each move lands when it is done. With a `horizon`, the tree
 * holds only the searcher's side's moves, the other sides reply by policy, and the evaluation scores the rest.
 */
export function ismctsBot<V, M>(
  game: AnyGame,
  bots: AnyBots,
  options: IsmctsOptions,
): Bot<V, M> & {
  readonly stats: SearchStats;
  /**
   * Searches as `chooseMove` does and tells how each option did, most tried first. With `only`, the search
   * considers only those options at the root (a review's way to judge one move it would not have tried much).
   */
  analyse(input: BotInput<V, M>, only?: readonly (M | null)[]): JudgedOption<M>[];
} {
  const rng = Rng.fromSeed(options.seed);
  const maxIterations = options.iterations ?? (options.ms === undefined ? 1000 : Infinity);
  const msBudget = options.ms ?? Infinity;
  const c = options.exploration ?? 0.7;
  const evaluate = bots.evaluate;
  const depth = evaluate ? (options.playoutDepth ?? bots.playoutDepth ?? Infinity) : Infinity;
  const maxRollout = Math.min(options.maxRolloutMoves ?? 10_000, depth);
  const heuristic = options.rollout === 'random' ? undefined : bots.heuristic;
  // A game's playout policy is its heuristic read straight from the simulated state: the same choices, no view.
  const playout = heuristic ? bots.playout : undefined;
  if (options.rollout === 'heuristic' && !heuristic)
    throw new RangeError(`${game.id} has no heuristic for rollouts`);
  const prior = heuristic ? (options.prior ?? bots.searchPrior ?? 0) : 0;
  const horizon = evaluate ? bots.horizon : undefined;
  const moveMs = bots.moveMs;
  const realTime = game.timing?.realTime === true;
  const stats: SearchStats = { iterations: 0, ms: 0, tree: { seats: [], system: 0 }, value: 0.5 };
  const keys: string[] = []; // the options' child keys at the node being visited, reused

  // One simulated world per iteration: the state, its clock, who let this moment pass, and moves under way.
  let state: unknown;
  let time = 0;
  let passed = 0;
  let inTree = false;
  let acting: Acting;
  let reacting = false;
  const underway: Underway[] = [];
  const ctx = { rng, time: 0 }; // every simulated move's context, reused
  // The horizon's count: the side that acts now, and how often play has passed between sides.
  let side = 0;
  let changes = 0;
  let replies = Infinity;
  /** The root's options a search is held to (their child keys), or null for all of them. */
  let rootOnly: ReadonlySet<string> | null = null;
  /** The simultaneous choices picked on the way down, for backpropagation. */
  const path: { choices: Map<string, Choice>; picked: Choice[] }[] = [];

  function key(seat: PlayerSeat, move: unknown): string {
    return move === null ? seat + ':' + LET_PASS : seat + ':' + keyOf(game, move);
  }

  function countTree(seat: PlayerSeat | typeof SYSTEM): void {
    if (seat === SYSTEM) stats.tree.system++;
    else stats.tree.seats[seat] = (stats.tree.seats[seat] ?? 0) + 1;
  }

  /** The system seat's move, at `at`; the moment changes for everyone. */
  function playSystem(at: number): void {
    if (at > time) time = at;
    const [move] = game.legalMoves(state, SYSTEM);
    ctx.time = time;
    game.apply(state, SYSTEM, move, ctx);
    if (inTree) countTree(SYSTEM);
    passed = 0;
  }

  /** When the system seat is due, Infinity when it is not to act. */
  function due(now: Acting): number {
    if (!now.system) return Infinity;
    return game.timing?.dueAt?.(state) ?? time;
  }

  /** Whether `move` is still among `seat`'s legal moves (a move judged after the world changed under it). */
  function stillLegal(seat: PlayerSeat, moveKey: string): boolean {
    for (const move of game.legalMoves(state, seat)) if (key(seat, move) === moveKey) return true;
    return false;
  }

  /**
   * Plays the world on until a seat must decide, and returns it (`acting` and `reacting` describe its moment);
   * null when the game is over or nobody can act. Timed events and moves under way happen on the way.
   */
  function nextDecider(): PlayerSeat | null {
    for (;;) {
      if (game.outcome(state) !== null) return null;
      acting = game.toAct(state);
      const dueAt = due(acting);
      let skip = passed;
      for (let i = 0; i < underway.length; i++) skip |= 1 << underway[i].seat;
      const seat = nextTurn(acting, skip, dueAt <= time);
      if (seat === SYSTEM) {
        playSystem(dueAt);
        continue;
      }
      if (seat !== null) {
        // The common case, taken quickly: nobody may react, so nobody may let the moment pass.
        reacting = acting.reacting.length > 0 && isReacting(acting, seat);
        return seat;
      }
      // The move done first lands first; between moves done at the same moment (only a simulated clock makes
      // them), chance decides, so the searcher, which always decides first, wins no ties it would not win.
      let first = -1;
      let ties = 0;
      for (let i = 0; i < underway.length; i++) {
        if (first < 0 || underway[i].at < underway[first].at) {
          first = i;
          ties = 1;
        } else if (underway[i].at === underway[first].at && rng.int(++ties) === 0) first = i;
      }
      if (first >= 0 && underway[first].at < dueAt) {
        const [landing] = underway.splice(first, 1);
        time = landing.at;
        if (stillLegal(landing.seat, landing.key)) {
          ctx.time = time;
          game.apply(state, landing.seat, landing.move, ctx);
          if (inTree) countTree(landing.seat);
          passed = 0;
        }
        continue;
      }
      if (dueAt === Infinity) return null; // a stalled game, scored as it stands
      time = dueAt;
    }
  }

  /** A seat's decision (null: let the moment pass), played on the simulated clock. */
  function decide(seat: PlayerSeat, move: unknown): void {
    if (move === null) {
      passed |= 1 << seat;
      return;
    }
    // A turn with no clock running (the common case, kept quick) is played a person's move later.
    if (realTime || acting.system || moveMs !== undefined) {
      if (!onTheClock(seat, move)) return;
    } else time += DEFAULT_MOVE_MS;
    ctx.time = time;
    game.apply(state, seat, move, ctx);
    if (inTree) countTree(seat);
    passed = 0;
  }

  /**
   * A decision against the clock: in a real-time game the move is under way until it lands; otherwise the timed
   * events that fall due while it is being made come first, and it is judged after them. True when the move is
   * to be played now (at `time`).
   */
  function onTheClock(seat: PlayerSeat, move: unknown): boolean {
    const at = time + (moveMs ? moveMs.call(bots, state, seat, move) : DEFAULT_MOVE_MS);
    if (realTime) {
      underway.push({ seat, move, key: key(seat, move), at });
      return false;
    }
    // (`acting` is the moment the seat decided in: nothing has changed since.)
    if (acting.system && due(acting) <= at) {
      for (let dueAt = due(acting); dueAt <= at; acting = game.toAct(state), dueAt = due(acting)) {
        if (game.outcome(state) !== null) return false;
        playSystem(dueAt);
      }
      if (game.outcome(state) !== null || !stillLegal(seat, key(seat, move))) return false;
    }
    time = at;
    return true;
  }

  /** The playout policy's choice for `seat` (null: let the moment pass). */
  function policy(seat: PlayerSeat, moves: readonly unknown[]): unknown {
    if (playout)
      return moves.length === 1 && !reacting
        ? moves[0]
        : playout.call(bots, state, seat, moves, reacting, rng);
    if (heuristic) {
      const view = game.view(state, seat);
      return heuristic.call(bots, { view, seat, moves, time, reacting }, rng);
    }
    const n = moves.length + (reacting ? 1 : 0);
    const i = rng.int(n);
    return i < moves.length ? moves[i] : null;
  }

  /** Which side a seat plays, for the horizon. */
  function sideOf(seat: PlayerSeat): number {
    return horizon ? horizon.side(seat) : seat;
  }

  /** Counts a change of side as `next` comes to decide; true once the horizon is reached. */
  function atHorizon(next: PlayerSeat): boolean {
    if (!horizon) return false;
    const s = horizon.side(next);
    if (s !== side) {
      side = s;
      changes++;
    }
    return changes > replies;
  }

  function iterate(root: Node, input: BotInput<V, M>): void {
    state = game.determinize(input.view, input.seat, rng);
    time = input.time;
    passed = 0;
    if (underway.length > 0) underway.length = 0;
    inTree = true;
    acting = game.toAct(state);
    reacting = input.reacting;
    const mySide = sideOf(input.seat);
    replies = horizon ? horizon.replies(input.seat) : Infinity;
    side = mySide;
    changes = 0;
    if (path.length > 0) path.length = 0;
    let node = root;
    let seat: PlayerSeat | null = input.seat; // the root is always the searcher's decision

    // Selection and expansion, while the seat to decide is on the searcher's side (any seat without a horizon).
    let stopped = false;
    while (seat !== null && (!horizon || sideOf(seat) === mySide)) {
      if (acting.simultaneous && acting.waiting.length > 1 && acting.waiting.includes(seat)) {
        // Seats that choose at once: each picks by its own statistics, blind to the others' picks.
        const picked = chooseTogether(node, acting.waiting);
        path.push({ choices: node.choices!, picked });
        let joint = '';
        for (const choice of picked) joint += key(choice.seat, choice.move) + '&';
        let child = node.children.get(joint);
        const fresh = child === undefined;
        if (!child) {
          child = new Node(node, picked[0].seat, null);
          node.children.set(joint, child);
        }
        // A pick after the first is played only if it is still legal: the clock may have run out on the moment
        // (a timed event falling due while the first pick was made, voiding what the others chose).
        picked.forEach((choice, i) => {
          if (i === 0 || stillLegal(choice.seat, key(choice.seat, choice.move)))
            decide(choice.seat, choice.move);
        });
        node = child;
        seat = nextDecider();
        if (seat !== null && atHorizon(seat)) stopped = true;
        if (fresh || stopped) break;
        continue;
      }
      let moves = game.legalMoves(state, seat);
      let mayPass = reacting;
      if (node === root && rootOnly) {
        const only = rootOnly;
        moves = moves.filter((move) => only.has(key(seat!, move)));
        mayPass = reacting && only.has(key(seat, null));
      }
      const options = moves.length + (mayPass ? 1 : 0);
      if (options === 0) break;
      let untried = 0;
      for (let i = 0; i < options; i++) {
        keys[i] = i < moves.length ? seat + ':' + keyOf(game, moves[i]) : seat + ':' + LET_PASS;
        if (!node.children.has(keys[i])) untried++;
      }
      if (prior > 0 && node.hint === undefined) node.hint = key(seat, policy(seat, moves));
      let chosen: Node;
      if (untried > 0) {
        // Expand one untried option: the policy's own choice first where there is a prior, else uniformly.
        let i = prior > 0 && !node.children.has(node.hint!) ? keys.indexOf(node.hint!) : -1;
        if (i < 0 || i >= options) {
          i = 0;
          let pick = rng.int(untried);
          while (node.children.has(keys[i]) || pick-- > 0) i++;
        }
        chosen = new Node(node, seat, i < moves.length ? moves[i] : null);
        node.children.set(keys[i], chosen);
      } else {
        chosen = node;
        let bestScore = -Infinity;
        for (let i = 0; i < options; i++) {
          const child = node.children.get(keys[i])!;
          child.available++;
          let score = child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
          if (keys[i] === node.hint) score += prior / (child.visits + 1);
          if (score > bestScore) {
            bestScore = score;
            chosen = child;
          }
        }
      }
      decide(seat, chosen.move);
      const expanded = untried > 0;
      node = chosen;
      seat = nextDecider();
      if (horizon && seat !== null && atHorizon(seat)) stopped = true;
      if (expanded || stopped) break;
    }

    // Rollout, by policy, to the end, to the horizon, or to the playout's depth.
    inTree = false;
    let steps = 0;
    while (seat !== null && !stopped && steps < maxRollout) {
      if (horizon && atHorizon(seat)) {
        stopped = true;
        break;
      }
      const moves = game.legalMoves(state, seat);
      if (moves.length === 0 && !reacting) break;
      decide(seat, policy(seat, moves));
      seat = nextDecider();
      steps++;
    }

    // Backpropagation: each node keeps the reward of the seat whose move led to it. A playout cut short is
    // scored by the game's evaluation where it has one, else as a tie.
    const outcome = game.outcome(state);
    const estimate =
      outcome === null && evaluate && (stopped || seat !== null) ? evaluate.call(bots, state) : null;
    for (let n: Node | null = node; n !== null; n = n.parent) {
      n.visits++;
      if (n.parent) n.reward += estimate ? estimate[n.actor] : rewardOf(outcome, n.actor);
    }
    for (const { picked } of path) {
      for (const choice of picked) {
        choice.visits++;
        choice.reward += estimate ? estimate[choice.seat] : rewardOf(outcome, choice.seat);
      }
    }
  }

  /** Decoupled UCT at a node where `seats` choose at once: each seat's pick by its own choices' statistics. */
  function chooseTogether(node: Node, seats: readonly PlayerSeat[]): Choice[] {
    const choices = (node.choices ??= new Map());
    const picked: Choice[] = [];
    for (const seat of seats) {
      let best: Choice | undefined;
      let bestScore = -Infinity;
      const untried: Choice[] = [];
      for (const move of game.legalMoves(state, seat)) {
        const k = key(seat, move);
        let choice = choices.get(k);
        if (!choice) {
          choice = { seat, move, visits: 0, available: 0, reward: 0 };
          choices.set(k, choice);
        }
        choice.available++;
        if (choice.visits === 0) {
          untried.push(choice);
          continue;
        }
        const score =
          choice.reward / choice.visits + c * Math.sqrt(Math.log(choice.available) / choice.visits);
        if (score > bestScore) {
          bestScore = score;
          best = choice;
        }
      }
      picked.push(untried.length > 0 ? untried[rng.int(untried.length)] : best!);
    }
    return picked;
  }

  return {
    name: 'ismcts',
    stats,
    chooseMove(input: BotInput<V, M>): M | null {
      if (input.moves.length === 1 && !input.reacting) {
        stats.iterations = 0;
        stats.value = 0.5;
        return input.moves[0];
      }
      // A move the game's bots make by rule (engine/bots.ts `byRule`) is played as given, without searching.
      const ruled = bots.byRule?.call(bots, input, rng);
      if (ruled !== undefined && ruled !== null) return ruled as M;
      return pick(search(input, null), input);
    },
    analyse(input: BotInput<V, M>, only?: readonly (M | null)[]): JudgedOption<M>[] {
      const options: (M | null)[] = [...input.moves];
      if (input.reacting) options.push(null);
      const root = search(input, only ? new Set(only.map((move) => key(input.seat, move))) : null);
      return options
        .map((move) => {
          const k = key(input.seat, move);
          const judged = root.choices?.get(k) ?? root.children.get(k);
          return {
            move,
            visits: judged?.visits ?? 0,
            chance: judged?.visits ? judged.reward / judged.visits : 0,
          };
        })
        .filter((option) => option.visits > 0)
        .sort((a, b) => b.visits - a.visits);
    },
  };

  /** Grows a tree from `input`'s moment within the budget (held to `only`'s options at the root, when given). */
  function search(input: BotInput<V, M>, only: ReadonlySet<string> | null): Node {
    const start = performance.now();
    stats.iterations = 0;
    stats.tree.seats = [];
    stats.tree.system = 0;
    stats.value = 0.5;
    rootOnly = only;
    const root = new Node(null, input.seat, null);
    let iterations = 0;
    try {
      while (iterations < maxIterations) {
        iterate(root, input);
        iterations++;
        if ((iterations & 15) === 0 && performance.now() - start >= msBudget) break;
      }
    } finally {
      rootOnly = null;
    }
    stats.iterations = iterations;
    stats.ms = performance.now() - start;
    return root;
  }

  /** The searcher's move: the most visited of the options really open to it now; a mixed one where seats choose at once. */
  function pick(root: Node, input: BotInput<V, M>): M | null {
    const options: (M | null)[] = [...input.moves];
    if (input.reacting) options.push(null);
    if (root.choices) {
      // Where seats choose at once, a fixed answer can be read: play each choice as often as the search did.
      const mine = options.map((move) => root.choices!.get(key(input.seat, move)));
      const total = mine.reduce((sum, choice) => sum + (choice?.visits ?? 0), 0);
      let ticket = rng.float() * total;
      for (let i = 0; i < options.length; i++) {
        const choice = mine[i];
        if (!choice || choice.visits === 0) continue;
        ticket -= choice.visits;
        if (ticket < 0 || i === options.length - 1) {
          stats.value = choice.reward / choice.visits;
          return options[i];
        }
      }
    }
    let best = options[0];
    let bestVisits = -1;
    for (const move of options) {
      const child = root.children.get(key(input.seat, move));
      if (child && child.visits > bestVisits) {
        bestVisits = child.visits;
        best = move;
        stats.value = child.reward / child.visits;
      }
    }
    return best;
  }
}

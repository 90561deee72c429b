import type { AnyGame, ApplyContext, BotInput, PlayerSeat, Seat } from '../engine/index.ts';
import { Rng, SYSTEM, keyOf, rewardOf } from '../engine/index.ts';
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
  /** A rollout longer than this many moves is scored as a tie between all seats (or by `Game.evaluate`). */
  readonly maxRolloutMoves?: number;
  /**
   * Moves a rollout plays before the game's `evaluate` scores it; only for games with `evaluate`. Default: the
   * game's `playoutDepth`, else to the end of the game.
   */
  readonly playoutDepth?: number;
  /**
   * Progressive bias toward the heuristic's own choice: that child is expanded first and its score gets
   * `prior / (visits + 1)`. Default: the game's `searchPrior`, else 0 (none); none with random rollouts.
   */
  readonly prior?: number;
}

/** What the last search did, for benchmarks and curious people. */
export interface SearchStats {
  iterations: number;
  ms: number;
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

  constructor(
    readonly parent: Node | null,
    readonly actor: PlayerSeat,
    readonly move: unknown,
  ) {}
}

/**
 * Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse, 2012), generic over
 * the game contract. Each iteration draws a determinization of what the bot's seat knows, walks the one tree
 * of that seat's information set with UCB over availability counts, plays out, and backs up each seat's reward.
 */
export function ismctsBot<V, M>(
  game: AnyGame,
  options: IsmctsOptions,
): Bot<V, M> & { readonly stats: SearchStats } {
  const rng = Rng.fromSeed(options.seed);
  const maxIterations = options.iterations ?? (options.ms === undefined ? 1000 : Infinity);
  const msBudget = options.ms ?? Infinity;
  const c = options.exploration ?? 0.7;
  const evaluate = game.evaluate;
  const depth = evaluate ? (options.playoutDepth ?? game.playoutDepth ?? Infinity) : Infinity;
  const maxRollout = Math.min(options.maxRolloutMoves ?? 10_000, depth);
  const heuristic = options.rollout === 'random' ? undefined : game.heuristic;
  // A game's playout policy is its heuristic read straight from the simulated state: the same choices, no view.
  const playout = heuristic ? game.playout : undefined;
  if (options.rollout === 'heuristic' && !heuristic)
    throw new RangeError(`${game.id} has no heuristic for rollouts`);
  const prior = heuristic ? (options.prior ?? game.searchPrior ?? 0) : 0; // a bias toward the heuristic's choice
  const stats: SearchStats = { iterations: 0, ms: 0 };
  const keys: string[] = []; // the legal moves' child keys at the node being visited, reused
  /** The seat that moves next in a simulated state; system moves are played on the spot. */
  function nextActor(state: unknown, ctx: ApplyContext): PlayerSeat | null {
    for (;;) {
      if (game.outcome(state)) return null;
      const seats = game.toAct(state);
      const player = firstPlayer(seats);
      if (player !== null) return player;
      if (!seats.includes(SYSTEM)) return null; // nobody can act: a stuck game, scored as it stands
      const [move] = game.legalMoves(state, SYSTEM);
      game.apply(state, SYSTEM, move, ctx);
    }
  }

  function rolloutMove(state: unknown, actor: PlayerSeat, moves: readonly unknown[], time: number): unknown {
    if (playout) return moves.length === 1 ? moves[0] : playout.call(game, state, actor, moves, rng);
    if (!heuristic) return moves[rng.int(moves.length)];
    return heuristic.call(game, { view: game.view(state, actor), seat: actor, moves, time }, rng);
  }

  function iterate(root: Node, input: BotInput<V, M>): void {
    const state = game.determinize(input.view, input.seat, rng);
    const ctx = { rng, time: input.time };
    let node = root;
    let actor: PlayerSeat | null = input.seat;

    // Selection and expansion: descend while every legal move already has a child.
    while (actor !== null) {
      const moves = game.legalMoves(state, actor);
      if (moves.length === 0) break;
      let untried = 0;
      for (let i = 0; i < moves.length; i++) {
        keys[i] = actor + ':' + keyOf(game, moves[i]);
        if (!node.children.has(keys[i])) untried++;
      }
      if (prior > 0 && node.hint === undefined)
        node.hint = actor + ':' + keyOf(game, rolloutMove(state, actor, moves, ctx.time));
      if (untried > 0) {
        // Expand one untried move: the policy's own choice first where there is a prior, else uniformly.
        let i = prior > 0 && !node.children.has(node.hint!) ? keys.indexOf(node.hint!) : -1;
        if (i < 0 || i >= moves.length) {
          i = 0;
          let pick = rng.int(untried);
          while (node.children.has(keys[i]) || pick-- > 0) i++;
        }
        const child = new Node(node, actor, moves[i]);
        node.children.set(keys[i], child);
        game.apply(state, actor, moves[i], ctx);
        node = child;
        actor = nextActor(state, ctx);
        break;
      }
      let best = node;
      let bestScore = -Infinity;
      for (let i = 0; i < moves.length; i++) {
        const child = node.children.get(keys[i])!;
        child.available++;
        let score = child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
        if (keys[i] === node.hint) score += prior / (child.visits + 1);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      node = best;
      game.apply(state, actor, node.move, ctx);
      actor = nextActor(state, ctx);
    }

    // Rollout to the end of the game.
    let steps = 0;
    while (actor !== null && steps < maxRollout) {
      const moves = game.legalMoves(state, actor);
      if (moves.length === 0) break;
      game.apply(state, actor, rolloutMove(state, actor, moves, ctx.time), ctx);
      actor = nextActor(state, ctx);
      steps++;
    }

    // Backpropagation: each node keeps the reward of the seat whose move led to it. A playout cut short is
    // scored by the game's evaluation where it has one, else as a tie.
    const outcome = game.outcome(state);
    const estimate = outcome === null && actor !== null && evaluate ? evaluate.call(game, state) : null;
    for (let n: Node | null = node; n !== null; n = n.parent) {
      n.visits++;
      if (n.parent) n.reward += estimate ? estimate[n.actor] : rewardOf(outcome, n.actor);
    }
  }

  return {
    name: 'ismcts',
    stats,
    chooseMove(input: BotInput<V, M>): M {
      const start = performance.now();
      stats.iterations = 0;
      if (input.moves.length === 1) return input.moves[0];
      const root = new Node(null, input.seat, null);
      let iterations = 0;
      while (iterations < maxIterations) {
        iterate(root, input);
        iterations++;
        if ((iterations & 15) === 0 && performance.now() - start >= msBudget) break;
      }
      stats.iterations = iterations;
      stats.ms = performance.now() - start;
      // The most visited of the moves that are really legal now.
      let best = input.moves[0];
      let bestVisits = -1;
      for (const move of input.moves) {
        const child = root.children.get(input.seat + ':' + keyOf(game, move));
        if (child && child.visits > bestVisits) {
          bestVisits = child.visits;
          best = move;
        }
      }
      return best;
    },
  };
}

function firstPlayer(seats: readonly Seat[]): PlayerSeat | null {
  for (const seat of seats) if (seat !== SYSTEM) return seat;
  return null;
}

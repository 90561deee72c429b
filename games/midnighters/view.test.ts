// What each seat may know of Midnighters (MID-D9, MID-D16, MID-D21): views, event redaction, determinizations,
// and the checked door refusing what is not a legal move.
import { describe, expect, it } from 'vitest';
import { Rng, SPECTATOR, SYSTEM, canonicalJson, mayAct, nextToDecide } from '../../engine/index.ts';
import {
  ANGLE,
  BLUE,
  BRIDGE,
  CARDS,
  CATCHER,
  DREAMWALK,
  FOREST,
  KIND_OF,
  MOTEL,
  SQUARE,
  STAR,
  SUSPENSE,
  VERTIGO,
  nightmareOf,
} from './content.ts';
import {
  OPTIONS,
  dealt,
  game,
  give,
  haunt,
  key,
  keys,
  ofType,
  play,
  playAll,
  randomStates,
  refuse,
  table,
  trap,
} from './fixtures.ts';
import type { MidnightersState } from './state.ts';
import { FACE_DOWN, type MidnightersView } from './view.ts';

/** Every card of a state with the place it lies in (a card found twice is a fault, and so named). */
function places(state: MidnightersState, faults: string[]): Map<number, string> {
  const out = new Map<number, string>();
  const put = (card: number, where: string) => {
    if (out.has(card)) faults.push(`card ${card} in ${out.get(card)} and ${where}`);
    out.set(card, where);
  };
  state.deck.forEach((c, i) => put(c, `deck${i}`));
  state.discard.forEach((c, i) => put(c, `discard${i}`));
  state.played.forEach((c, i) => put(c, `played${i}`));
  state.hands.forEach((hand, s) => hand.forEach((c) => put(c, `hand${s}`)));
  state.nightmares.forEach((cards, s) => cards.forEach((c) => put(c, `nightmare${s}`)));
  state.traps.forEach((traps, s) =>
    traps.forEach((t, i) => t.cards.forEach((c, j) => put(c, `trap${s}.${i}.${j}`))),
  );
  return out;
}

const STATES = [...randomStates('views', 12, 11)];

describe('views', () => {
  it('a view holds the seat’s own hand, only the others’ cards it was shown, and the counts of all', () => {
    expect(STATES.length).toBeGreaterThan(200);
    const faults: string[] = [];
    let hidden = 0;
    let openCards = 0;
    for (const state of STATES) {
      for (let seat = 0; seat < state.players; seat++) {
        const view = game.view(state, seat);
        if (canonicalJson(view.hands[seat]) !== canonicalJson(state.hands[seat])) faults.push('own hand');
        // Another's hand (MID-D35): the cards the seat knows, in card order, then one null per card it does not.
        state.hands.forEach((hand, s) => {
          if (view.hands[s].length !== hand.length) faults.push('hand count');
          if (s === seat) return;
          const known = hand
            .filter((card) => (state.knownBy[card] & (1 << seat)) !== 0)
            .sort((a, b) => a - b);
          const expected = [...known, ...hand.slice(known.length).map(() => null)];
          if (canonicalJson(view.hands[s]) !== canonicalJson(expected))
            faults.push(`seat ${seat} sees hand ${s}`);
          hidden += hand.length - known.length;
        });
        if (view.deck.length !== state.deck.length || view.discard.length !== state.discard.length)
          faults.push('pile counts');
        // Trap places for all; kinds for the owner, and for those who know its cards (MID-D21, MID-33, MID-D16).
        state.traps.forEach((traps, owner) =>
          traps.forEach((t, i) => {
            const seen = view.traps[owner][i];
            if (seen.location !== t.location) faults.push('trap place');
            const known = (state.knownBy[t.cards[0]] & state.knownBy[t.cards[1]] & (1 << seat)) !== 0;
            if (owner === seat && !known) faults.push('own trap unknown');
            if (canonicalJson(seen.cards) !== canonicalJson(known ? t.cards : null)) faults.push('trap kind');
          }),
        );
      }
      // The spectator sees what every seat sees, no more (public information): an open hand too (MID-D16).
      const spectator = game.view(state, SPECTATOR);
      const seats = [...Array(state.players).keys()].map((s) => game.view(state, s));
      const seenByAll = (pick: (v: MidnightersView) => readonly unknown[]) =>
        pick(seats[0]).map((x, i) =>
          seats.every((v) => canonicalJson(pick(v)[i]) === canonicalJson(x)) ? x : null,
        );
      const publicOnly = (name: string, pick: (v: MidnightersView) => readonly unknown[]) => {
        if (canonicalJson(pick(spectator)) !== canonicalJson(seenByAll(pick)))
          faults.push(`spectator ${name}`);
      };
      // A hand, as a multiset: the cards every seat's view shows (MID-D35).
      spectator.hands.forEach((hand, s) => {
        const all = state.hands[s]
          .filter((c) => seats.every((v) => v.hands[s].includes(c)))
          .sort((a, b) => a - b);
        if (
          canonicalJson(hand) !== canonicalJson([...all, ...state.hands[s].slice(all.length).map(() => null)])
        )
          faults.push('spectator hand');
      });
      publicOnly('deck', (v) => v.deck);
      publicOnly('discard', (v) => v.discard);
      publicOnly('trap', (v) => v.traps.flat().map((t) => t.cards));
      openCards += spectator.hands.flat().filter((c) => c !== null).length;
    }
    expect(faults).toEqual([]);
    expect(hidden).toBeGreaterThan(100);
    expect(openCards).toBeGreaterThan(10);
  });

  it('MID-D10 what the Motel shows stays in the viewer’s view, and only in it', () => {
    const state = table(3, { hands: [[STAR], [DREAMWALK, VERTIGO, CATCHER]], avatars: [MOTEL, 0, 0] });
    expect(game.view(state, 0).hands[1]).toEqual([null, null, null]);
    const events = playAll(state, 0, 'star', 'l1');
    expect(game.view(state, 0).hands[1]).toEqual(state.hands[1]);
    expect(game.view(state, 2).hands[1]).toEqual([null, null, null]);
    const looked = ofType(events, 'looked')[0];
    expect(game.wire!.viewEvent!(looked, 0)).toEqual(looked);
    expect(game.wire!.viewEvent!(looked, 1)).toEqual({ ...looked, cards: null });
    expect(game.wire!.viewEvent!(looked, SPECTATOR)).toEqual({ ...looked, cards: null });
  });

  it('MID-D13 what a Dream Catcher shows of the deck is its player’s alone', () => {
    const state = table(3, { hands: [[CATCHER]] });
    const [second, top] = state.deck.slice(-2);
    play(state, 0, 'dc');
    const mine = game.view(state, 0);
    expect(mine.deck.slice(-2)).toEqual([second, top]);
    expect(mine.deck.slice(0, -2).every((c) => c === null)).toBe(true);
    expect(mine.pending[0]).toEqual({ kind: 'catcher', seat: 0, cards: [top, second] });
    const theirs = game.view(state, 1);
    expect(theirs.deck.every((c) => c === null)).toBe(true);
    expect(theirs.pending[0]).toEqual({ kind: 'catcher', seat: 0, cards: [] });
  });

  it('MID-D9 the discard a seat looked through on the Square is in its view; a face-down discard is not in the others’', () => {
    const state = table(3, { hands: [[STAR, VERTIGO], [ANGLE]], avatars: [SQUARE, 0, 0] });
    const secret = state.hands[1].pop()!;
    state.discard.push(secret);
    state.knownBy[secret] = 0b010;
    expect(game.view(state, 0).discard).toEqual([null]);
    expect(game.view(state, 1).discard).toEqual([secret]);
    play(state, 0, 'star');
    expect(game.view(state, 0).discard).toEqual([secret]);
    expect(game.view(state, 2).discard).toEqual([null]);
    // A card played goes face up: everyone sees it in the pile.
    const vertigo = state.hands[0][0];
    playAll(state, 0, 'v0cw', 'end');
    for (const viewer of [0, 1, 2]) expect(game.view(state, viewer).discard).toContain(vertigo);
  });

  it('MID-D21 the others see where a trap lies and whose it is, never its kind, in views and in events', () => {
    const state = table(3, { hands: [[SUSPENSE, CATCHER, DREAMWALK]] });
    const events = play(state, 0, `t${CATCHER}.${FOREST}`);
    const set = ofType(events, 'trap-set')[0];
    expect(set.with).toBe(CATCHER);
    for (const viewer of [1, 2, SPECTATOR] as const) {
      expect(game.wire!.viewEvent!(set, viewer)).toEqual({ ...set, with: null });
      expect(game.view(state, viewer).traps[0]).toEqual([{ cards: null, location: FOREST, seen: 0 }]);
      const drew = ofType(events, 'drew')[0];
      expect(game.wire!.viewEvent!(drew, viewer)).toEqual({ ...drew, cards: [null, null] });
    }
    expect(game.view(state, 0).traps[0][0].cards).toEqual(state.traps[0][0].cards);
    expect(canonicalJson(game.view(state, 1))).not.toContain(`"with":${CATCHER}`);
  });

  it('MID-33 a turn played for someone else: the one playing it sees what it chooses and draws, in views and in events', () => {
    const state = table(3, { hands: [[DREAMWALK, SUSPENSE, CATCHER, ANGLE]], avatars: [5, 0, 0] });
    trap(state, 1, CATCHER, FOREST);
    play(state, 0, 'we');
    play(state, 1, '!0'); // seat 1's Dream Catcher trap takes seat 0's next turn
    playAll(state, 0, 'end');
    play(state, 1, 'end');
    play(state, 2, 'end');
    expect([state.turn, state.actor]).toEqual([0, 1]);
    const events = playAll(state, 1, 'da', `t${CATCHER}.${SQUARE}`);
    const kind = KIND_OF[state.hands[0][0]];
    events.push(...playAll(state, 1, `x${kind}`, 'end'));
    // The trap is seat 0's; seat 1, who chose it, knows its kind too; seat 2 and the spectator do not.
    const set = ofType(events, 'trap-set')[0];
    expect(set).toMatchObject({ seat: 0, with: CATCHER, shownTo: 0b011, open: false });
    for (const viewer of [0, 1] as const) {
      expect(game.wire!.viewEvent!(set, viewer)).toEqual(set);
      expect(game.view(state, viewer).traps[0]).toEqual([{ ...state.traps[0][0] }]);
    }
    for (const viewer of [2, SPECTATOR] as const) {
      expect(game.wire!.viewEvent!(set, viewer)).toEqual({ ...set, with: null });
      expect(game.view(state, viewer).traps[0][0].cards).toBeNull();
    }
    // What it drew for seat 0 (after the trap, in the swap, at the turn's end) and the card it put under.
    const drawn = [...ofType(events, 'drew').flatMap((e) => e.cards), ofType(events, 'swapped')[0].card];
    expect(drawn).toHaveLength(4);
    const under = state.deck[0];
    expect(KIND_OF[under]).toBe(kind);
    for (const card of [...drawn, under]) expect(state.knownBy[card as number]).toBe(0b011);
    for (const e of events.filter((e) => e.type === 'drew' || e.type === 'swapped')) {
      expect(game.wire!.viewEvent!(e, 1)).toEqual(e);
      expect(game.wire!.viewEvent!(e, 0)).toEqual(e);
      expect(canonicalJson(game.wire!.viewEvent!(e, 2))).not.toBe(canonicalJson(e));
    }
    expect(game.view(state, 1).deck[0]).toBe(under);
    expect(game.view(state, 2).deck[0]).toBeNull();
  });

  it('MID-D16 an open hand: where its cards go is seen by all, the spectator too; a trap set before it opened stays hidden', () => {
    const state = table(3, { hands: [[SUSPENSE, CATCHER, VERTIGO, ANGLE]] });
    trap(state, 0, DREAMWALK, BRIDGE);
    haunt(state, 0, BLUE);
    const events = playAll(state, 0, 'da', `x${VERTIGO}`, `t${CATCHER}.${SQUARE}`);
    const given = state.deck[0];
    expect(KIND_OF[given]).toBe(VERTIGO);
    expect(state.knownBy[given]).toBe(0b111);
    for (const viewer of [1, 2, SPECTATOR] as const) {
      for (const e of events.filter(
        (e) => e.type === 'swapped' || e.type === 'trap-set' || e.type === 'drew',
      ))
        expect(game.wire!.viewEvent!(e, viewer)).toEqual(e);
      const view = game.view(state, viewer);
      expect(view.hands[0]).toEqual(state.hands[0].slice().sort((a, b) => a - b));
      expect(view.deck[0]).toBe(given);
      expect(view.traps[0].map((t) => t.cards)).toEqual([null, state.traps[0][1].cards]);
    }
    expect(KIND_OF[state.traps[0][1].cards[1]]).toBe(CATCHER);
    // A determinization keeps the open trap's cards and who knows them.
    const world = game.determinize(game.view(state, 1), 1, Rng.fromSeed('open'));
    expect(world.traps[0][1].cards).toEqual(state.traps[0][1].cards);
    expect(game.view(world, 1)).toEqual(game.view(state, 1));
  });

  it('MID-D9 MID-D16 MID-33 an event shows each viewer only cards it knows; where a card left a hand for, exactly those who know', () => {
    const rng = Rng.fromSeed('events');
    const faults: string[] = [];
    let checked = 0;
    for (let g = 0; g < 15; g++) {
      const state = game.setup({ players: 2 + (g % 5), options: OPTIONS, rng });
      const all = (1 << state.players) - 1;
      const viewers = [SPECTATOR, ...Array(state.players).keys()] as const;
      const knows = (viewer: (typeof viewers)[number], card: number) =>
        viewer === SPECTATOR ? state.knownBy[card] === all : (state.knownBy[card] & (1 << viewer)) !== 0;
      for (let i = 0, time = 0; i < 3000 && game.outcome(state) === null; i++, time += 30_000) {
        const seat = nextToDecide(game.toAct(state), 0) ?? SYSTEM;
        const moves = game.legalMoves(state, seat);
        const events = game.apply(state, seat, moves[rng.int(moves.length)], { rng, time });
        for (const e of events) {
          for (const viewer of viewers) {
            const seen = game.wire!.viewEvent!(e, viewer) as typeof e;
            const fault = (what: string) => faults.push(`${e.type} ${what} for ${viewer} in game ${g}`);
            if (e.type === 'drew' && seen.type === 'drew') {
              e.cards.forEach((c, j) => seen.cards[j] !== null && !knows(viewer, c!) && fault('shown'));
            } else if (e.type === 'discarded' && seen.type === 'discarded') {
              if ((seen.card !== null) !== knows(viewer, e.card!)) fault('card');
            } else if (e.type === 'swapped' && seen.type === 'swapped') {
              if ((seen.kind !== null) !== knows(viewer, state.deck[0])) fault('kind');
              if (seen.card !== null && !knows(viewer, e.card!)) fault('card');
            } else if (e.type === 'trap-set' && seen.type === 'trap-set') {
              const trap = state.traps[e.seat][state.traps[e.seat].length - 1];
              if ((seen.with !== null) !== knows(viewer, trap.cards[1])) fault('kind');
            } else continue;
            checked++;
          }
        }
      }
    }
    expect(faults).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('MID-D35 another’s hand shows only the known cards, as a multiset, and a count: playing or swapping tells nothing more', () => {
    /** Seat 0 holds `kinds`; seat 1 knows the cards at `known`; seat 0 plays `moves`; what seat 1 sees of the hand, by kind. */
    const seen = (kinds: number[], known: number[], moves: string[]) => {
      const state = table(3, { hands: [kinds] });
      for (const i of known) state.knownBy[state.hands[0][i]] |= 0b010;
      const events = playAll(state, 0, ...moves);
      const hand = game.view(state, 1).hands[0].map((c) => (c === null ? null : KIND_OF[c]));
      const told = events.map((e) =>
        canonicalJson(game.wire!.viewEvent!(e, 1)).replace(/"card":\d+/g, '"card":0'),
      );
      return { hand, told };
    };
    // X holds Suspense, Suspense, Vertigo* or Suspense, Dreamwalk, Vertigo*; a blind swap gives a Suspense away.
    const a = seen([SUSPENSE, SUSPENSE, VERTIGO], [2], [`x${SUSPENSE}`]);
    const b = seen([SUSPENSE, DREAMWALK, VERTIGO], [2], [`x${SUSPENSE}`]);
    expect(a.hand).toEqual([VERTIGO, null, null]);
    expect(b.hand).toEqual(a.hand);
    // X holds Dreamwalk*, Dreamwalk, Suspense or Dreamwalk*, Vertigo, Suspense, and plays a Dreamwalk.
    const c = seen([DREAMWALK, DREAMWALK, SUSPENSE], [0], ['ws']);
    const d = seen([DREAMWALK, VERTIGO, SUSPENSE], [0], ['ws']);
    expect(c.hand).toEqual([null, null]);
    expect(d.hand).toEqual(c.hand);
    expect(d.told).toEqual(c.told);
    // A seat that knew a card of the kind played, but not the one taken, forgets one: it knows one fewer is left.
    const state = table(3, { hands: [[DREAMWALK, DREAMWALK, SUSPENSE]] });
    state.knownBy[state.hands[0][0]] |= 0b010;
    state.knownBy[state.hands[0][1]] |= 0b100;
    play(state, 0, 'ws');
    const left = [1, 2].map((viewer) => game.view(state, viewer).hands[0].filter((c) => c !== null));
    expect(left.map((cards) => cards.length).sort()).toEqual([0, 0]);
  });

  it('the Director’s face-down locations are hidden from every seat until the game begins', () => {
    const state = dealt(3, 'layout', { layout: 'director' });
    while (state.phase === 'arrange') play(state, state.director, keys(state, state.director)[0]);
    for (const viewer of [0, 1, 2, SPECTATOR] as const) {
      const view = game.view(state, viewer);
      expect(view.grid.filter((l) => l === FACE_DOWN)).toHaveLength(6);
      for (let l = 6; l < 12; l++) expect(view.cellOf[l]).toBe(-1);
    }
  });

  it('views are snapshots and clones are independent', () => {
    const rng = Rng.fromSeed('snap');
    for (const state of STATES.slice(0, 40)) {
      const views = ([0, 1, SPECTATOR] as const).map((v) => game.view(state, v));
      const seen = views.map((v) => canonicalJson(v));
      const copy = game.clone(state);
      const before = canonicalJson(state);
      for (let i = 0; i < 20 && game.outcome(copy) === null; i++) {
        const seat = nextToDecide(game.toAct(copy), 0) ?? SYSTEM;
        const moves = game.legalMoves(copy, seat);
        game.apply(copy, seat, moves[rng.int(moves.length)], { rng, time: 1e9 });
      }
      expect(canonicalJson(state)).toBe(before);
      views.forEach((v, i) => expect(canonicalJson(v)).toBe(seen[i]));
    }
  });
});

describe('determinizations', () => {
  it('a determinization keeps everything the seat knows and deals every other card once, in places it cannot rule out', () => {
    const rng = Rng.fromSeed('determinize');
    const faults: string[] = [];
    let compared = 0;
    for (const state of STATES) {
      const truth = places(state, faults);
      if (truth.size !== CARDS) faults.push('a card missing from the table');
      for (let seat = 0; seat < state.players; seat++) {
        const view = game.view(state, seat);
        const world = game.determinize(view, seat, rng);
        if (canonicalJson(game.view(world, seat)) !== canonicalJson(view)) faults.push('the view changed');
        if (Object.keys(world).sort().join() !== Object.keys(state).sort().join()) faults.push('shape');
        const dealtTo = places(world, faults);
        if (dealtTo.size !== CARDS) faults.push('a card missing from the world');
        // What the seat knows is where it is.
        for (let card = 0; card < CARDS; card++) {
          if (state.knownBy[card] & (1 << seat) && dealtTo.get(card) !== truth.get(card))
            faults.push(
              `seat ${seat} knew card ${card} in ${truth.get(card)}, dealt to ${dealtTo.get(card)}`,
            );
        }
        // What the rules require of hidden places: no nightmare in a hand once play has begun, and none face
        // down in the discard (every nightmare goes there face up); a trap is a Suspense and another director card.
        if (state.phase === 'turn' && world.hands.flat().some((c) => KIND_OF[c] < 0))
          faults.push('nightmare in hand');
        for (const c of world.discard)
          if (nightmareOf(c) >= 0 && !state.discard.includes(c))
            faults.push('nightmare face down in the discard');
        for (const t of world.traps.flat()) {
          if (KIND_OF[t.cards[0]] !== SUSPENSE || KIND_OF[t.cards[1]] < 0 || KIND_OF[t.cards[1]] === SUSPENSE)
            faults.push('a trap of the wrong cards');
        }
        // The seat's own choices are the same in the world as at the table.
        if (nextToDecide(game.toAct(state), 0) === seat) {
          compared++;
          if (game.legalMoves(world, seat).map(key).join() !== keys(state, seat).join())
            faults.push(`seat ${seat}'s moves differ`);
        }
      }
    }
    expect(faults).toEqual([]);
    expect(compared).toBeGreaterThan(100);
  });

  it('a determinized world plays on to a real end', () => {
    const rng = Rng.fromSeed('play on');
    let ended = 0;
    for (const state of STATES.filter((_, i) => i % 25 === 0)) {
      const seat = nextToDecide(game.toAct(state), 0) ?? 0;
      const world = game.determinize(game.view(state, seat), seat, rng);
      for (let i = 0; i < 4000 && game.outcome(world) === null; i++) {
        const actor = nextToDecide(game.toAct(world), 0) ?? SYSTEM;
        const moves = game.legalMoves(world, actor);
        game.apply(world, actor, moves[rng.int(moves.length)], { rng, time: 1e9 + i });
      }
      if (game.outcome(world) !== null) ended++;
    }
    expect(ended).toBeGreaterThan(5);
  });
});

describe('the checked door', () => {
  it('refuses what is not a legal move, with a clear error, and changes nothing', () => {
    let checked = 0;
    for (const state of STATES.filter((_, i) => i % 5 === 0)) {
      const seat = nextToDecide(game.toAct(state), 0);
      if (seat === null) continue;
      for (const raw of [
        null,
        'end',
        42,
        [],
        { type: 'nonsense' },
        { type: 'walk' },
        { type: 'spring', trap: 99 },
        { type: 'go', location: -5 },
        { type: 'discard', kind: 'dreamwalk' },
        { type: 'end', extra: true },
        { type: 'begin' },
      ]) {
        refuse(state, seat, raw, 'illegal-move');
      }
      refuse(state, seat, { type: 'walk', dir: 'n'.repeat(5000) }, 'malformed-move');
      const idle = [...Array(state.players).keys()].find((s) => keys(state, s).length === 0);
      if (idle !== undefined) refuse(state, idle, game.legalMoves(state, seat)[0], 'not-your-turn');
      refuse(state, state.players, { type: 'end' }, 'not-your-turn');
      refuse(state, -1, { type: 'end' }, 'not-your-turn');
      refuse(
        state,
        SYSTEM,
        { type: 'begin' },
        mayAct(game.toAct(state), SYSTEM) ? 'illegal-move' : 'not-your-turn',
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('a refused move names why: not your turn, not allowed now', () => {
    const state = table(3, { hands: [[DREAMWALK]] });
    expect(refuse(state, 1, { type: 'end' }, 'not-your-turn').message).toBe('It is not your turn.');
    expect(refuse(state, 0, { type: 'walk', dir: 'e' }, 'illegal-move').message).toBe(
      'That move is not allowed now.',
    );
    give(state, 0, SUSPENSE);
    trap(state, 1, ANGLE, FOREST);
    refuse(state, 0, { type: 'spring', trap: 0 }, 'illegal-move'); // seat 1's trap is not seat 0's to spring
    expect(keys(state, 0)).toContain('ws');
  });
});

// What each square, card and token on the table says when a player points at it, focuses it or presses it long
// (issue 27): what it is and what it does, in the player's language, built only from the reader's view — another
// player's Keystones are a count, a face-down Duel card is face down, and a fear in the Well is never named
// unless it is the reader's own.
import {
  BLACK_HOLE,
  COMPASS,
  HEADSTONE,
  HOME,
  KEYSTONE,
  KIND,
  LIGHTNING,
  OWNER,
  PART,
  RING,
  SEWER,
  SKULL,
} from '../board.ts';
import { FATES, OCCUPATIONS, POWERS, powerOf } from '../content.ts';
import { squareName } from '../describe.ts';
import type { AtmosfearView } from '../view.ts';
import { cardFace, colourName, fearText, harbingerName, type Say, type Ui } from './words.ts';

/** A text that starts a sentence. */
function capital(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a kind of square does, by itself. */
function squareDoes(view: AtmosfearView, square: number, names: readonly string[], ui: Ui, say: Say): string {
  const name = capital(say(squareName(square)));
  switch (KIND[square]) {
    case KEYSTONE:
      return ui('about.sq.keystone', { name });
    case LIGHTNING:
      return ui('about.sq.lightning', { name });
    case COMPASS:
      return ui('about.sq.compass', { name });
    case SKULL:
      return ui('about.sq.skull', { name });
    case BLACK_HOLE:
      return ui(view.options.blackHole === 'roll' ? 'about.sq.black-hole-roll' : 'about.sq.black-hole', {
        name,
      });
    case HEADSTONE: {
      const owner = OWNER[square];
      const harbinger = harbingerName(say, owner);
      const claimed = view.harbinger.indexOf(owner);
      return claimed >= 0 && view.role[claimed] === 'harbinger'
        ? ui('about.sq.headstone-claimed', { harbinger, player: names[claimed] ?? `#${claimed + 1}` })
        : ui('about.sq.headstone', { harbinger });
    }
    case HOME:
      return ui('about.sq.home', { name });
    case RING:
      return ui('about.sq.ring');
    default:
      return ui(PART[square] === SEWER ? 'about.sq.plain-sewer' : 'about.sq.plain', { name });
  }
}

/** A piece in words, as the board names it. */
export function pieceWords(
  view: AtmosfearView,
  seat: number,
  names: readonly string[],
  ui: Ui,
  say: Say,
): string {
  const player = names[seat] ?? `#${seat + 1}`;
  const n = view.number[seat];
  const role = view.role[seat];
  return role === 'harbinger' && view.harbinger[seat] >= 0
    ? ui('map.piece.harbinger', { player, n, harbinger: harbingerName(say, view.harbinger[seat]) })
    : ui(role === 'ranger' ? 'map.piece.ranger' : 'map.piece.skull', { player, n });
}

/**
 * A square of the board: what it is and does, then the Keystones lying on it, a Gate standing on it and the
 * pieces on it (`here`: the seats standing there, as drawn).
 */
export function explainSquare(
  view: AtmosfearView,
  square: number,
  stones: readonly number[],
  here: readonly number[],
  names: readonly string[],
  ui: Ui,
  say: Say,
): string {
  const parts = [squareDoes(view, square, names, ui, say)];
  if (stones.length > 0)
    parts.push(
      ui('about.stones', {
        n: stones.length,
        colours: stones.map((c) => colourName(say, c)).join(ui('map.list.separator')),
      }),
    );
  if (view.gates.includes(square)) parts.push(ui('about.gate'));
  if (here.length > 0)
    parts.push(
      ui('about.here', {
        pieces: here.map((s) => pieceWords(view, s, names, ui, say)).join(ui('map.list.separator')),
      }),
    );
  return parts.join(' ');
}

/** The Well of Fears in the hub. */
export function explainWell(ui: Ui): string {
  return ui('about.well');
}

/** A Duel card, face up: the Ace beats only a 7; otherwise the higher card wins. */
export function explainDuelCard(value: number, ui: Ui): string {
  return value === 1 ? ui('about.card.ace') : ui('about.card', { card: cardFace(value) });
}

/** A Duel card laid face down in a duel: the reader's own names its value, anyone else's only that it lies. */
export function explainLaidCard(mine: number, ui: Ui): string {
  return mine > 0 ? ui('about.card.laid-own', { card: cardFace(mine) }) : ui('about.card.laid');
}

/** One of the reader's own Keystones: its colour, and the power it gives the reader's Harbinger. */
export function explainOwnKeystone(
  view: AtmosfearView,
  seat: number,
  colour: number,
  ui: Ui,
  say: Say,
): string {
  const h = view.harbinger[seat];
  const name = colourName(say, colour);
  if (view.role[seat] !== 'harbinger' || h < 0) return ui('about.key.plain', { colour: name });
  const power = powerOf(h, colour);
  return ui('about.key.own', {
    colour: name,
    harbinger: harbingerName(say, h),
    power: say({ key: `power.${POWERS[power]}` }),
    does: explainPower(h, power, ui, say),
  });
}

/** What a power of a Harbinger's index does (the Occupation, that Harbinger's own). */
export function explainPower(harbinger: number, power: number, ui: Ui, say: Say): string {
  return POWERS[power] === 'occupation'
    ? say({ key: `occupation.${OCCUPATIONS[harbinger]}` })
    : ui(`about.power.${POWERS[power]}`);
}

/** A row of the reader's Keystone index: which colour gives which power, and whether it is held. */
export function explainIndexRow(harbinger: number, colour: number, held: boolean, ui: Ui, say: Say): string {
  const power = powerOf(harbinger, colour);
  return ui(held ? 'about.index.held' : 'about.index', {
    colour: colourName(say, colour),
    power: say({ key: `power.${POWERS[power]}` }),
    does: explainPower(harbinger, power, ui, say),
  });
}

/** Someone else's Keystones: only how many, never which colours (the slab is secret). */
export function explainKeyCount(player: string, n: number, ui: Ui): string {
  return ui('about.keys.other', { player, n });
}

/** A player's token beside their name: their part in the game. */
export function explainSeat(
  view: AtmosfearView,
  seat: number,
  names: readonly string[],
  ui: Ui,
  say: Say,
): string {
  const player = names[seat] ?? `#${seat + 1}`;
  const role = view.role[seat];
  if (role === 'harbinger' && view.harbinger[seat] >= 0)
    return ui('about.seat.harbinger', { player, harbinger: harbingerName(say, view.harbinger[seat]) });
  return ui(role === 'ranger' ? 'about.seat.ranger' : 'about.seat.skull', { player, n: view.number[seat] });
}

/** A Fate card, played face up. */
export function explainFate(fate: number, ui: Ui, say: Say): string {
  return ui('about.fate', { fate: say({ key: `fate.${FATES[fate]}` }) });
}

/** The Fate deck, face down. */
export function explainFateDeck(view: AtmosfearView, ui: Ui): string {
  return ui('about.fates', { n: view.fatesLeft });
}

/** The reader's own fear in the Well. */
export function explainOwnFear(view: AtmosfearView, ui: Ui, say: Say): string {
  return view.fear ? ui('about.fear.own', { fear: fearText(say, view.fear) }) : ui('about.fear.none');
}

/** Someone's place at the Well: whether their fear is in it (never what it says). */
export function explainWritten(player: string, done: boolean, ui: Ui): string {
  return ui(done ? 'about.fear.written' : 'about.fear.writing', { player });
}

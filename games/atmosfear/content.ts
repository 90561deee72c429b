// ATMOSFEAR's content as data: the six Harbingers and their colours, the Keystone powers and each character's
// index, the Occupation penalties, the Duel card sets, the Fate cards, the Gatekeeper's instructions and the
// numbers of the hour. Rule IDs (ATM-…) point into ../../../shared/rules/atmosfear.md, decisions (ATM-D…) into
// DESIGN.md.

/** ATM-D2: the six Harbingers, in this order everywhere (a Harbinger's id is its index). */
export const HARBINGERS = ['gevaudan', 'hellin', 'khufu', 'bathory', 'samedi', 'chantraine'] as const;
export const HARBINGER_COUNT = 6;

/**
 * ATM-D2: the colour of each Harbinger's Province, and so of the six Keystones on it: a colour's id is the id of
 * the Harbinger whose Province holds it (Gevaudan's forest green, Hellin's spectral blue, Khufu's desert yellow,
 * Bathory's blood red, Samedi's voodoo purple, Chantraine's witch-fire orange).
 */
export const COLOURS = ['green', 'blue', 'yellow', 'red', 'purple', 'orange'] as const;
export const COLOUR_COUNT = 6;
/** Keystones of one colour (ATM-5: six sets of six). */
export const STONES_PER_COLOUR = 6;
/** All six colours, as a bitmask of colour ids. */
export const ALL_COLOURS = (1 << COLOUR_COUNT) - 1;

/** The six Keystone powers (ATM-22 … ATM-30). */
export const POWERS = ['duel', 'flight', 'double', 'release', 'gates', 'occupation'] as const;
export type Power = (typeof POWERS)[number];
export const DUEL = 0;
export const FLIGHT = 1;
export const DOUBLE = 2;
export const RELEASE = 3;
export const GATES = 4;
export const OCCUPATION = 5;

/**
 * ATM-D3: a Harbinger's Keystone index, as a Latin square: colour c gives Harbinger h the power (c − h) mod 6, so
 * its own colour gives Duel (ATM-22) and every colour gives each power to exactly one Harbinger — no colour is
 * strong for everyone, and each Harbinger wants a different Keystone first.
 */
export function powerOf(harbinger: number, colour: number): number {
  return (colour - harbinger + COLOUR_COUNT) % COLOUR_COUNT;
}

/** The colour that gives `harbinger` the power `power`. */
export function colourFor(harbinger: number, power: number): number {
  return (harbinger + power) % COLOUR_COUNT;
}

/**
 * ATM-D4: the Soul Ranger index (public sources): every colour releases a Soul Ranger from the Sewers; yellow and
 * blue also let it roll one die or two.
 */
export const RANGER_DOUBLE_COLOURS = (1 << COLOURS.indexOf('yellow')) | (1 << COLOURS.indexOf('blue'));

/**
 * ATM-D5: each Harbinger's Occupation penalty (ATM-30), done to a player whose square it lands on while it holds
 * its Occupation Keystone.
 * - `maul` (Gevaudan, the werewolf): the victim misses its next turn.
 * - `hurl` (Hellin, the poltergeist): the victim is thrown to a free Compass of Hellin's choice.
 * - `entomb` (Khufu, the mummy): the victim goes back to its own Headstone (a Soul Ranger to its Sewer's Skull).
 * - `drain` (Bathory, the vampire): one of the victim's Keystones, picked unseen, goes back to its Province.
 * - `raise` (Samedi, the zombie lord): the victim is sent to the nearest Black Hole.
 * - `hex` (Chantraine, the witch): the victim loses one Duel card at random, or its next turn if it has none.
 */
export const OCCUPATIONS = ['maul', 'hurl', 'entomb', 'drain', 'raise', 'hex'] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

/** Card values: the Ace is 1 (it beats a 7 and nothing else, ATM-23). */
export const ACE = 1;

/**
 * ATM-D6: the Duel card sets, one per Harbinger, six cards each. The Harbingers whose Headstones are harder to
 * reach (ATM-13, ATM-D1: Gevaudan, Khufu and Bathory) hold a stronger set.
 */
export const DUEL_SETS: readonly (readonly number[])[] = [
  [ACE, 2, 3, 5, 6, 7], // Gevaudan
  [ACE, 2, 3, 4, 5, 7], // Hellin
  [ACE, 2, 3, 5, 6, 7], // Khufu
  [ACE, 2, 3, 5, 6, 7], // Bathory
  [ACE, 2, 3, 4, 5, 7], // Samedi
  [ACE, 2, 3, 4, 5, 7], // Chantraine
];

/** Whether card `a` beats card `b` in a duel (ATM-23): the higher wins, but an Ace beats a 7 and nothing else. */
export function beats(a: number, b: number): boolean {
  if (a === ACE && b === 7) return true;
  if (b === ACE && a === 7) return false;
  return a > b;
}

/**
 * ATM-D9: the twelve Fate cards, three of each in the deck of 36 (ATM-31), each obeyed at once by whoever draws it.
 * - `black-hole`: go to the nearest Black Hole (banished).
 * - `freedom`: leave the Black Hole you are in; if you are in none, move one Gate of your choice away.
 * - `again`: take another turn when this one ends.
 * - `sleep`: miss your next turn.
 * - `steal`: take one Keystone, unseen, from a player of your choice.
 * - `lose`: one of your Keystones, at random, goes back to its Province.
 * - `wings`: fly to any free Compass.
 * - `swap`: change places with a player of your choice.
 * - `headstone`: go back to your own Headstone (a Soul Ranger to its Sewer's Skull).
 * - `duel`: take back one Duel card you have spent (a Harbinger with Duel cards), else nothing.
 * - `number`: roll a die; your own number takes a Keystone, unseen, from the player of your choice; any other
 *   sends you to the nearest Black Hole.
 * - `shield`: the next Keystone anyone would take from you, you keep.
 */
export const FATES = [
  'black-hole',
  'freedom',
  'again',
  'sleep',
  'steal',
  'lose',
  'wings',
  'swap',
  'headstone',
  'duel',
  'number',
  'shield',
] as const;
export type Fate = (typeof FATES)[number];
export const FATE_COPIES = 3;

/**
 * ATM-D10: what the Gatekeeper does when he appears (ATM-2), by kind.
 * - `taunt`: he only speaks (and the table stops while he does).
 * - `banish`: the one he names goes to the nearest Black Hole.
 * - `release`: everyone in a Black Hole is free.
 * - `curfew`: Soul Rangers not freed by a Keystone go back to the Sewers, and stay there until he lifts it.
 * - `lift`: the curfew is lifted: Soul Rangers may walk the Provinces until the next one.
 * - `gate`: he puts a Gate on a path (or, all four being out, moves one).
 * - `fate`: the one he names takes a Fate card.
 * - `bargain`: the one he names chooses a prize for itself or a penalty for an opponent of its choice.
 * - `number`: the one he names rolls a die; its own number takes a Keystone from the richest opponent, any other
 *   loses one of its own back to its Province.
 */
export const INSTRUCTIONS = [
  'taunt',
  'banish',
  'release',
  'curfew',
  'lift',
  'gate',
  'fate',
  'bargain',
  'number',
] as const;
export type Instruction = (typeof INSTRUCTIONS)[number];

/**
 * ATM-D11: how often each kind comes, early in the hour and late in it (the weights move between the two as the
 * hour passes: he grows more menacing).
 */
export const INSTRUCTION_WEIGHTS: Readonly<Record<Instruction, readonly [number, number]>> = {
  taunt: [5, 2],
  banish: [1, 3],
  release: [2, 1],
  curfew: [1, 2],
  lift: [2, 1],
  gate: [2, 2],
  fate: [3, 3],
  bargain: [3, 3],
  number: [1, 3],
};

/**
 * ATM-D12: whom he singles out: by character (a Harbinger's name), by Numb Skull number, whose turn it is, or the
 * Chosen One; the one named is always a player at the table.
 */
export const CALLS = ['character', 'number', 'turn', 'chosen'] as const;
export type Call = (typeof CALLS)[number];

/**
 * ATM-D13: a bargain's two sides (ATM-2): the prize for the one he names, or the penalty it puts on an opponent.
 * - `keystone` / `black-hole`: take a Keystone, unseen, from any opponent — or send one to the nearest Black Hole.
 * - `turn` / `sleep`: take another turn after the current one — or make an opponent miss its next turn.
 * - `compass` / `lose`: fly to any free Compass — or send one of an opponent's Keystones back to its Province.
 */
export const BARGAINS = [
  ['keystone', 'black-hole'],
  ['turn', 'sleep'],
  ['compass', 'lose'],
] as const;

/** The numbers of the hour (ATM-D14), in milliseconds of play at the printed 60 minutes; shorter games scale. */
export const HOUR = {
  /** ATM-1: the printed length. */
  length: 60 * 60_000,
  /** ATM-14: the Soul Ranger draft. */
  draftAt: 10 * 60_000,
  /** ATM-D14: his appearances, about 40 an hour: the gap before the next, early and late, is drawn around these. */
  gapEarly: 105_000,
  gapLate: 70_000,
  /** How far a gap may stray from its mean, each way (a share of it). */
  gapSpread: 0.5,
  /** No random appearance this close to the draft or the end. */
  clearOfLandmarks: 20_000,
  /** While he speaks nobody may move (ATM-3). */
  speechMs: 6_000,
  /** How long the one he names has to choose a bargain's side; then he chooses the prize. */
  answerMs: 20_000,
} as const;

/**
 * ATM-D26: the hour fitted to the table, in minutes by number of players: each player's turns are spread over
 * the same hour, so the printed one is generous to three players (the Gatekeeper wins 2 of 400 heuristic games)
 * and hard on six (51 %); these lengths bring him to 25–31 % at every table (docs/balance/atmosfear.md).
 */
export const FITTED_MINUTES: Readonly<Record<number, number>> = { 3: 28, 4: 38, 5: 53, 6: 72 };

/** ATM-D15: how long everyone has to write a fear for the Well before the hour begins; then one is given. */
export const FEAR_WRITING_MS = 120_000;
/** ATM-D15: a fear is at most this many characters, plain text. */
export const FEAR_MAX_CHARS = 80;
/** ATM-D15: the fears bots (and anyone who writes none in time) put into the Well: keys into the texts. */
export const FEARS = [
  'fear.dark',
  'fear.spiders',
  'fear.deep-water',
  'fear.heights',
  'fear.buried',
  'fear.mirrors',
  'fear.dolls',
  'fear.crowds',
  'fear.forgotten',
  'fear.dentist',
  'fear.clowns',
  'fear.silence',
] as const;

// Every text of ATRAH in English, Russian and Estonian: names, cards, tiles, effects, the log, move menus and
// the table in words. A family is part of a key, so each language writes its name in the form its sentence
// needs; `{player}` is a seat's name, `{value}` a card's value, `{stack}` a stack's number (1 … 6, clockwise
// from the Fish card).
import type { Texts } from '../../engine/index.ts';
import { ABILITY_FACES, COLOURS, FAMILIES, type Condition, type EffectKind } from './content.ts';
import type { Phase } from './state.ts';

type Dict = Record<string, string>;

/** What each language must say; per-family sentences are functions of the family's name. */
/** Which colour each ability face belongs to (ATR-D10), for the table's tile lines. */
const FACE_COLOUR: Readonly<Record<string, number>> = Object.fromEntries(
  ABILITY_FACES.flatMap((faces, colour) => faces.map((face) => [face, colour])),
);

interface Words {
  readonly name: string;
  readonly summary: string;
  /** Family names, hierarchy order, as a heading (nominative plural). */
  readonly families: readonly string[];
  readonly colours: readonly string[];
  readonly card: (family: string) => string;
  readonly took: (family: string) => string;
  readonly drew: (family: string) => string;
  readonly sent: (family: string) => string;
  readonly snatched: (family: string) => string;
  readonly kept: (family: string) => string;
  readonly keptExtra: (family: string) => string;
  readonly discarded: (family: string) => string;
  readonly moveMajority: (family: string) => string;
  readonly moveKeep: (family: string) => string;
  readonly moveExtra: (family: string) => string;
  readonly moveClaim: (colour: string) => string;
  /** A flat tile's line on the table, by colour name: it asks 3 different values and gives `{points}`. */
  readonly flatTile: (colour: string) => string;
  /** An ability tile's line on the table, by colour name and the text of its face up. */
  readonly abilityTile: (colour: string, face: string) => string;
  readonly stack: (family: string) => string;
  readonly majority: (family: string) => string;
  readonly collection: (family: string) => string;
  readonly hand: (family: string) => string;
  readonly conditions: Readonly<Record<Condition, string>>;
  readonly effects: Readonly<Record<EffectKind, string>>;
  readonly phases: Readonly<Record<Exclude<Phase, 'over'>, string>>;
  readonly sides: readonly string[];
  readonly fixed: Dict;
}

function build(w: Words): Dict {
  const d: Dict = { name: w.name, summary: w.summary, ...w.fixed };
  FAMILIES.forEach((id, f) => {
    const name = w.families[f];
    d[`family.${id}`] = name;
    d[`card.${id}`] = w.card(name);
    d[`log.took.${id}`] = w.took(name);
    d[`log.drew.${id}`] = w.drew(name);
    d[`log.sent.${id}`] = w.sent(name);
    d[`log.snatched.${id}`] = w.snatched(name);
    d[`log.kept.${id}`] = w.kept(name);
    d[`log.kept-extra.${id}`] = w.keptExtra(name);
    d[`log.discarded.${id}`] = w.discarded(name);
    d[`move.majority.${id}`] = w.moveMajority(name);
    d[`move.keep.${id}`] = w.moveKeep(name);
    d[`move.extra.${id}`] = w.moveExtra(name);
    d[`view.stack.${id}`] = w.stack(name);
    d[`view.majority.${id}`] = w.majority(name);
    d[`view.collection.${id}`] = w.collection(name);
    d[`view.hand.${id}`] = w.hand(name);
  });
  COLOURS.forEach((id, c) => {
    d[`colour.${id}`] = w.colours[c];
    d[`move.claim.${id}`] = w.moveClaim(w.colours[c]);
    d[`view.flat.${id}`] = w.flatTile(w.colours[c]);
  });
  for (const [condition, text] of Object.entries(w.conditions)) {
    d[`tile.${condition}`] = text;
    d[`log.claimed.${condition}`] = d['log.claimed-ability'].replace('{tile}', text);
    d[`view.ability.${condition}`] = w.abilityTile(w.colours[FACE_COLOUR[condition]], text);
  }
  delete d['log.claimed-ability'];
  for (const [effect, text] of Object.entries(w.effects)) d[`effect.${effect}`] = text;
  for (const [phase, text] of Object.entries(w.phases)) d[`view.phase.${phase}`] = text;
  (['south', 'west', 'north', 'east'] as const).forEach((side, i) => {
    d[`view.seat.${side}`] = d['view.seat'].replace('{side}', w.sides[i]);
  });
  delete d['view.seat'];
  return d;
}

const en = build({
  name: 'ATRAH',
  summary:
    'Draft deep-sea creatures from a shared grid. Keep one family each turn; the rest sink to the Majority ' +
    'area and decide which families score double.',
  families: ['Big Creatures', 'Big Teeth', 'Tentacles', 'Luminous Creatures', 'Shells'],
  colours: ['purple', 'blue', 'green', 'yellow', 'red'],
  card: (f) => `${f} {value}`,
  took: (f) => `{player} takes ${f} {value} from stack {stack}.`,
  drew: (f) => `{player} draws ${f} {value} from the pile.`,
  sent: (f) => `{player} sends ${f} {value} from stack {stack} down to the Majority area.`,
  snatched: (f) => `{player} pulls ${f} {value} out of the Majority area into their collection.`,
  kept: (f) => `{player} keeps ${f}: {values}.`,
  keptExtra: (f) => `{player} also keeps ${f}: {values}.`,
  discarded: (f) => `${f} {value} sinks to the Majority area.`,
  moveMajority: (f) => `Take the last ${f} card of the Majority area`,
  moveKeep: (f) => `Keep ${f}`,
  moveExtra: (f) => `Also keep ${f}`,
  moveClaim: (c) => `Claim the ${c} ability tile`,
  flatTile: (c) =>
    `  ${c[0].toUpperCase() + c.slice(1)} tile, 3 different values: {points|one=# point|other=# points}`,
  abilityTile: (c, face) => `  ${c[0].toUpperCase() + c.slice(1)} tile, 4 different values: ${face}`,
  stack: (f) =>
    `Stack {stack}: ${f} {value} on top, {height|one=# card|other=# cards}, {fish} Fish beside it.`,
  majority: (f) => `Majority area, ${f}: {count|one=# card|other=# cards} ({values}).`,
  collection: (f) => `  ${f}: {values}`,
  hand: (f) => `In front of the player: ${f} {value}.`,
  conditions: {
    'third-family': 'Your cards of the family ranked third in the Majority area score double',
    'five-sets': '6 points per set of one card of each of the five families',
    'zero-each': '3 points per card of value 0',
    'zero-five': '12 points for exactly five cards of value 0; 8 for six or more',
    'fish-each': '2 more points per Fish',
    'fish-six': '12 points for exactly 6 Fish; 8 for seven or more',
    pairs: '3 points per pair of identical cards',
    triples: '7 points per three identical cards',
    'most-family': '3 points per card of your largest family',
    'per-card': '1 point per card in your collection',
  },
  effects: {
    draw: 'Draw a card from the pile; its own effect does not apply.',
    extra: 'Keep one more family this turn.',
    send: 'Send a visible card of the play area to the Majority area.',
    take: 'Take the last card of a Majority column into your collection.',
    boat: 'Move the Boat {arrows|one=# space|other=# spaces} clockwise; stop by a stack with Fish to gain one.',
  },
  phases: {
    take: 'Turn {turn}: {player} chooses a row.',
    effects: '{player} resolves the card effects.',
    keep: '{player} chooses the family to keep.',
    extra: '{player} chooses an additional family to keep.',
    claim: '{player} may claim a tile.',
  },
  sides: ['south', 'west', 'north', 'east'],
  fixed: {
    'log.drew-none': 'The pile is empty: {player} draws nothing.',
    'log.boat': '{player} moves the Boat {arrows|one=# space|other=# spaces} to stack {stack}.',
    'log.boat-fish':
      '{player} moves the Boat {arrows|one=# space|other=# spaces} to stack {stack} and catches a Fish.',
    'log.boat-fish-card': '{player} moves the Boat {arrows|one=# space|other=# spaces} onto the Fish card.',
    'log.boat-majority-card':
      '{player} moves the Boat {arrows|one=# space|other=# spaces} onto the Majority card.',
    'log.fizzled.send': 'There is no card to send: the effect is lost.',
    'log.fizzled.majority': 'The Majority area is empty: there is nothing to take.',
    'log.claimed-flat': '{player} claims the {points}-point tile.',
    'log.claimed-ability': '{player} claims the tile “{tile}”.',
    'log.declined': '{player} leaves the {points}-point tile and may never take it.',
    'log.waits': '{player} claims no tile for now.',
    'log.turn': 'Turn {turn}: {player} plays.',
    'log.ended': 'Three stacks are empty: the game is over.',
    'move.row': 'Take the row of stacks {a} and {b}',
    'move.send': 'Send the top card of stack {stack} to the Majority area',
    'move.fizzle': 'Take from the Majority area now, while it is empty: the effect is lost',
    'move.boat': 'Move the Boat {arrows|one=# space|other=# spaces}',
    'move.claim-flat': 'Claim the {points}-point tile',
    'move.decline': 'Claim no tile',
    'view.over': 'The game is over.',
    'view.first': 'First turn: {player}.',
    'view.first-drawn': 'First turn, drawn at random: {player}.',
    'view.seat': 'You sit at the {side} side. Your rows: A (stacks {a}), B (stacks {b}), C (stacks {c}).',
    'view.stack-empty': 'Stack {stack}: empty, {fish} Fish beside it.',
    'view.boat': 'The Boat is on stack {stack}.',
    'view.boat-fish-card': 'The Boat is on the Fish card.',
    'view.boat-majority-card': 'The Boat is on the Majority card.',
    'view.pile': 'Draw pile: {count|one=# card|other=# cards}.',
    'view.tiles-free': 'Tiles still in the Majority area:',
    'view.player': '{player}: {fish} Fish.',
    'view.head-start': '  Head start: {points|one=# point|other=# points}.',
    'tile.flat': '{points|one=# point|other=# points}',
    'reference.fish':
      'Points per Fish: 1 each for one or two, 2 each for three or four, 3 each for five or more.',
    'reference.majority':
      'The two families with the most cards in the Majority area score double; ties go to the family further left.',
    'reason.three-stacks-empty': 'Three stacks are empty',
  },
});

const ru = build({
  name: 'АТРА',
  summary:
    'Собирайте глубоководных существ с общего поля. Каждый ход оставляйте себе одно семейство, остальное ' +
    'опускается в зону большинства и решает, какие семейства принесут двойные очки.',
  families: ['Большие существа', 'Зубастые', 'Щупальца', 'Светящиеся', 'Раковины'],
  colours: ['фиолетовый', 'синий', 'зелёный', 'жёлтый', 'красный'],
  card: (f) => `«${f} {value}»`,
  took: (f) => `{player} берёт карту «${f} {value}» из стопки {stack}.`,
  drew: (f) => `{player} тянет из колоды карту «${f} {value}».`,
  sent: (f) => `{player} отправляет карту «${f} {value}» из стопки {stack} в зону большинства.`,
  snatched: (f) => `{player} забирает карту «${f} {value}» из зоны большинства в свою коллекцию.`,
  kept: (f) => `{player} добавляет в коллекцию семейство «${f}»: {values}.`,
  keptExtra: (f) => `{player} добавляет в коллекцию ещё и семейство «${f}»: {values}.`,
  discarded: (f) => `Карта «${f} {value}» уходит в зону большинства.`,
  moveMajority: (f) => `Забрать последнюю карту «${f}» из зоны большинства`,
  moveKeep: (f) => `Оставить себе семейство «${f}»`,
  moveExtra: (f) => `Оставить себе ещё и семейство «${f}»`,
  moveClaim: (c) => `Взять особый жетон (${c} цвет, четыре значения)`,
  flatTile: (c) => `  Жетон (${c} цвет), три разных значения: ценность {points}`,
  abilityTile: (c, face) => `  Жетон (${c} цвет), четыре разных значения: ${face.toLowerCase()}`,
  stack: (f) =>
    `Стопка {stack}: сверху «${f} {value}», {height|one=# карта|few=# карты|many=# карт|other=# карты}, рядом {fish|one=# рыбка|few=# рыбки|many=# рыбок|other=# рыбки}.`,
  majority: (f) =>
    `Зона большинства, «${f}»: {count|one=# карта|few=# карты|many=# карт|other=# карты} ({values}).`,
  collection: (f) => `  «${f}»: {values}`,
  hand: (f) => `Перед игроком: «${f} {value}».`,
  conditions: {
    'third-family': 'Ваши карты семейства, третьего по числу карт в зоне большинства, приносят двойные очки',
    'five-sets': '6 очков за каждый набор из карт всех пяти семейств',
    'zero-each': '3 очка за каждую карту ценностью 0',
    'zero-five': '12 очков ровно за пять карт ценностью 0; 8 — за шесть и больше',
    'fish-each': 'Ещё 2 очка за каждую рыбку',
    'fish-six': '12 очков ровно за 6 рыбок; 8 — за семь и больше',
    pairs: '3 очка за каждую пару одинаковых карт',
    triples: '7 очков за каждые три одинаковые карты',
    'most-family': '3 очка за каждую карту вашего самого большого семейства',
    'per-card': '1 очко за каждую карту в коллекции',
  },
  effects: {
    draw: 'Возьмите карту из колоды; её собственный эффект не действует.',
    extra: 'В этот ход оставьте себе ещё одно семейство.',
    send: 'Отправьте открытую карту с поля в зону большинства.',
    take: 'Заберите последнюю карту одного из столбцов зоны большинства в свою коллекцию.',
    boat: 'Сдвиньте лодку по часовой стрелке на {arrows|one=# шаг|few=# шага|many=# шагов|other=# шага}; остановка у стопки с рыбками приносит рыбку.',
  },
  phases: {
    take: 'Ход {turn}: {player} выбирает ряд.',
    effects: '{player} применяет эффекты карт.',
    keep: '{player} выбирает семейство для коллекции.',
    extra: '{player} выбирает дополнительное семейство.',
    claim: '{player} может взять особый жетон.',
  },
  sides: ['южной', 'западной', 'северной', 'восточной'],
  fixed: {
    'log.drew-none': 'Колода пуста: {player} ничего не тянет.',
    'log.boat':
      '{player} сдвигает лодку на {arrows|one=# шаг|few=# шага|many=# шагов|other=# шага}, к стопке {stack}.',
    'log.boat-fish':
      '{player} сдвигает лодку на {arrows|one=# шаг|few=# шага|many=# шагов|other=# шага}, к стопке {stack}, и ловит рыбку.',
    'log.boat-fish-card':
      '{player} сдвигает лодку на {arrows|one=# шаг|few=# шага|many=# шагов|other=# шага}, на памятку «Рыбки».',
    'log.boat-majority-card':
      '{player} сдвигает лодку на {arrows|one=# шаг|few=# шага|many=# шагов|other=# шага}, на памятку «Большинство».',
    'log.fizzled.send': 'Отправлять в зону большинства нечего: эффект пропадает.',
    'log.fizzled.majority': 'Зона большинства пуста: забрать нечего.',
    'log.claimed-flat': '{player} берёт особый жетон ценностью {points}.',
    'log.claimed-ability': '{player} берёт особый жетон «{tile}».',
    'log.declined': '{player} отказывается от жетона ценностью {points} и больше не сможет его взять.',
    'log.waits': '{player} пока не берёт жетон.',
    'log.turn': 'Ход {turn}: играет {player}.',
    'log.ended': 'Три стопки опустели: игра окончена.',
    'move.row': 'Взять ряд из стопок {a} и {b}',
    'move.send': 'Отправить верхнюю карту стопки {stack} в зону большинства',
    'move.fizzle': 'Забрать из зоны большинства сейчас, пока она пуста: эффект пропадёт',
    'move.boat': 'Сдвинуть лодку на {arrows|one=# шаг|few=# шага|many=# шагов|other=# шага}',
    'move.claim-flat': 'Взять жетон ценностью {points}',
    'move.decline': 'Не брать жетон',
    'view.over': 'Игра окончена.',
    'view.first': 'Первый ход: {player}.',
    'view.first-drawn': 'Первый ход по жребию: {player}.',
    'view.seat':
      'Вы сидите у {side} стороны стола. Ваши ряды: A (стопки {a}), B (стопки {b}), C (стопки {c}).',
    'view.stack-empty':
      'Стопка {stack}: пуста, рядом {fish|one=# рыбка|few=# рыбки|many=# рыбок|other=# рыбки}.',
    'view.boat': 'Лодка стоит на стопке {stack}.',
    'view.boat-fish-card': 'Лодка стоит на памятке «Рыбки».',
    'view.boat-majority-card': 'Лодка стоит на памятке «Большинство».',
    'view.pile': 'В колоде {count|one=# карта|few=# карты|many=# карт|other=# карты}.',
    'view.tiles-free': 'Особые жетоны, ещё лежащие в зоне большинства:',
    'view.player': '{player}: {fish|one=# рыбка|few=# рыбки|many=# рыбок|other=# рыбки}.',
    'view.head-start': '  Фора за очерёдность: {points|one=# очко|few=# очка|many=# очков|other=# очка}.',
    'tile.flat': 'Ценность {points}',
    'reference.fish': 'Очки за каждую рыбку: по 1 за одну-две, по 2 за три-четыре, по 3 за пять и больше.',
    'reference.majority':
      'Два семейства с наибольшим числом карт в зоне большинства приносят двойные очки; при равенстве побеждает то, что левее.',
    'reason.three-stacks-empty': 'Три стопки опустели',
  },
});

const et = build({
  name: 'ATRAH',
  summary:
    'Kogu ühiselt väljalt süvamere olendeid. Igal käigul jäta endale üks perekond, ülejäänu vajub ' +
    'enamusalale ja otsustab, millised perekonnad annavad kahekordseid punkte.',
  families: ['Suured olendid', 'Hambulised', 'Kombitsad', 'Helendajad', 'Karbid'],
  colours: ['lilla', 'sinine', 'roheline', 'kollane', 'punane'],
  card: (f) => `„${f} {value}“`,
  took: (f) => `{player} võtab virnast {stack} kaardi „${f} {value}“.`,
  drew: (f) => `{player} tõmbab pakist kaardi „${f} {value}“.`,
  sent: (f) => `{player} saadab virnast {stack} kaardi „${f} {value}“ enamusalale.`,
  snatched: (f) => `{player} võtab enamusalalt kaardi „${f} {value}“ oma kollektsiooni.`,
  kept: (f) => `{player} lisab oma kollektsiooni perekonna „${f}“: {values}.`,
  keptExtra: (f) => `{player} lisab kollektsiooni ka perekonna „${f}“: {values}.`,
  discarded: (f) => `Kaart „${f} {value}“ vajub enamusalale.`,
  moveMajority: (f) => `Võta enamusalalt viimane kaart „${f}“`,
  moveKeep: (f) => `Jäta endale „${f}“`,
  moveExtra: (f) => `Jäta endale ka „${f}“`,
  moveClaim: (c) => `Võta eriplaat (${c}, neli väärtust)`,
  flatTile: (c) => `  Eriplaat (${c}), kolm eri väärtust: väärtus {points}`,
  abilityTile: (c, face) =>
    `  Eriplaat (${c}), neli eri väärtust: ${face.charAt(0).toLowerCase() + face.slice(1)}`,
  stack: (f) => `Virn {stack}: peal „${f} {value}“, {height|one=# kaart|other=# kaarti}, kõrval {fish} kala.`,
  majority: (f) => `Enamusala, „${f}“: {count|one=# kaart|other=# kaarti} ({values}).`,
  collection: (f) => `  „${f}“: {values}`,
  hand: (f) => `Mängija ees: „${f} {value}“.`,
  conditions: {
    'third-family': 'Sinu kaardid perekonnast, mis on enamusalal kolmandal kohal, annavad topeltpunkte',
    'five-sets': '6 punkti iga komplekti eest, kus on kaart kõigist viiest perekonnast',
    'zero-each': '3 punkti iga 0-väärtusega kaardi eest',
    'zero-five': '12 punkti täpselt viie 0-väärtusega kaardi eest; 8 kuue või enama eest',
    'fish-each': '2 lisapunkti iga kala eest',
    'fish-six': '12 punkti täpselt 6 kala eest; 8 seitsme või enama eest',
    pairs: '3 punkti iga ühesuguste kaartide paari eest',
    triples: '7 punkti iga kolme ühesuguse kaardi eest',
    'most-family': '3 punkti iga kaardi eest sinu suurimast perekonnast',
    'per-card': '1 punkt iga kaardi eest sinu kollektsioonis',
  },
  effects: {
    draw: 'Tõmba pakist kaart; selle enda efekt ei kehti.',
    extra: 'Jäta sel käigul endale veel üks perekond.',
    send: 'Saada mänguväljalt üks nähtav kaart enamusalale.',
    take: 'Võta enamusala ühe veeru viimane kaart oma kollektsiooni.',
    boat: 'Liiguta paati päripäeva {arrows|one=# koht|other=# kohta} edasi; peatus kaladega virna juures annab kala.',
  },
  phases: {
    take: '{turn}. käik: {player} valib rea.',
    effects: '{player} rakendab kaartide efekte.',
    keep: '{player} valib perekonna, mille endale jätab.',
    extra: '{player} valib lisaperekonna.',
    claim: '{player} võib võtta eriplaadi.',
  },
  sides: ['lõunapoolses', 'läänepoolses', 'põhjapoolses', 'idapoolses'],
  fixed: {
    'log.drew-none': 'Pakk on tühi: {player} ei saa midagi tõmmata.',
    'log.boat': '{player} liigutab paati {arrows} koha võrra, virna {stack} juurde.',
    'log.boat-fish': '{player} liigutab paati {arrows} koha võrra, virna {stack} juurde, ja püüab kala.',
    'log.boat-fish-card': '{player} liigutab paati {arrows} koha võrra, kalade abikaardile.',
    'log.boat-majority-card': '{player} liigutab paati {arrows} koha võrra, enamuse abikaardile.',
    'log.fizzled.send': 'Enamusalale pole midagi saata: efekt jääb ära.',
    'log.fizzled.majority': 'Enamusala on tühi: võtta pole midagi.',
    'log.claimed-flat': '{player} võtab eriplaadi väärtusega {points}.',
    'log.claimed-ability': '{player} võtab eriplaadi „{tile}“.',
    'log.declined': '{player} loobub eriplaadist väärtusega {points} ega saa seda enam kunagi võtta.',
    'log.waits': '{player} ei võta praegu eriplaati.',
    'log.turn': '{turn}. käik: mängib {player}.',
    'log.ended': 'Kolm virna on tühjad: mäng on läbi.',
    'move.row': 'Võta rida virnadest {a} ja {b}',
    'move.send': 'Saada virna {stack} pealmine kaart enamusalale',
    'move.fizzle': 'Võta enamusalalt kohe, kui see on tühi: efekt jääb ära',
    'move.boat': 'Liiguta paati {arrows} koha võrra',
    'move.claim-flat': 'Võta eriplaat väärtusega {points}',
    'move.decline': 'Ära võta eriplaati',
    'view.over': 'Mäng on läbi.',
    'view.first': 'Esimene käik: {player}.',
    'view.first-drawn': 'Esimene käik loosi järgi: {player}.',
    'view.seat': 'Istud laua {side} servas. Sinu read: A (virnad {a}), B (virnad {b}), C (virnad {c}).',
    'view.stack-empty': 'Virn {stack}: tühi, kõrval {fish} kala.',
    'view.boat': 'Paat on virna {stack} peal.',
    'view.boat-fish-card': 'Paat on kalade abikaardil.',
    'view.boat-majority-card': 'Paat on enamuse abikaardil.',
    'view.pile': 'Pakis on {count|one=# kaart|other=# kaarti}.',
    'view.tiles-free': 'Enamusalal veel ootavad eriplaadid:',
    'view.player': '{player}: {fish} kala.',
    'view.head-start': '  Käigujärjekorra edumaa: {points|one=# punkt|other=# punkti}.',
    'tile.flat': 'Väärtus {points}',
    'reference.fish':
      'Punktid kala kohta: üks või kaks kala — 1, kolm või neli — 2, viis või enam — 3 iga kala eest.',
    'reference.majority':
      'Kaks perekonda, kel on enamusalal kõige rohkem kaarte, annavad topeltpunkte; viigi korral võidab vasakpoolsem.',
    'reason.three-stacks-empty': 'Kolm virna on tühjad',
  },
});

export const texts: Texts = { en, ru, et };

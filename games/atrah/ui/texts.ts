import type { Texts } from '../../../engine/index.ts';
import type { Condition } from '../content.ts';

// The board's own words and the How-to-play page, in our own words. Card names, effects, tile faces and move
// names come from the game's texts (games/atrah/texts.ts); these are the table's labels, hints and the
// "what does this do" sentences. `{card}` is a card's name ("Tentacles 2"), `{stack}` a stack's number 1 … 6,
// `{row}` a row's letter A … C (A farthest from you).

type Dict = Record<string, string>;

/** Short tile faces for the small tiles on screen; the full face is in the label and the list below. */
type Short = Readonly<Record<Condition, string>>;

function withShort(dict: Dict, short: Short): Dict {
  const out: Dict = { ...dict };
  for (const [condition, text] of Object.entries(short)) out[`tile.short.${condition}`] = text;
  return out;
}

const en = withShort(
  {
    'area.title': 'Play area',
    'area.label': 'The play area: six stacks around the draw pile, seen from your side',
    'area.rows-hint':
      'Your three rows run across the grid: A is the farthest, C the nearest. Pick one with its letter or a lit stack.',
    'side.0': 'you sit at the south side',
    'side.1': 'you sit at the west side',
    'side.2': 'you sit at the north side',
    'side.3': 'you sit at the east side',
    'ref.fish': 'Fish',
    'ref.majority': 'Majority',
    'ref.majority-rule': 'top 2 ×2',
    'stack.label': 'Stack {stack}: {card}.',
    'stack.empty-short': 'empty',
    'stack.height': '{count|one=# card|other=# cards} left.',
    'stack.fish': '{count} Fish beside it.',
    'stack.boat': 'The Boat lies on it: its card cannot be taken or sent.',
    'stack.send-target': 'Press to choose it as the card to send.',
    'stack.in-row': 'In your row {row}: press to choose that row.',
    'pile.label': 'Draw pile: {count|one=# card|other=# cards}, face down',
    'pile.short': 'pile',
    'boat.on-stack': 'The Boat is on stack {stack}',
    'boat.on-fish-card': 'The Boat is on the Fish card',
    'boat.on-majority-card': 'The Boat is on the Majority card',
    'card.label': '{card}. Effect: {effect}',
    'card.label-plain': '{card}, no effect',
    'x.card':
      '{card}: worth {value|one=# point|other=# points} in a collection, doubled while its family is one of the two majority families.',
    'x.card-zero': '{card}: worth no points itself, though some ability tiles score cards of value 0.',
    'x.card-effect': 'When taken from a row: {effect}',
    'x.card-plain': 'It has no effect.',
    'x.stack':
      'Stack {stack}: {height|one=# card|other=# cards}, {fish} Fish beside it; its row takes the top card.',
    'x.stack-empty':
      'Stack {stack} is empty ({fish} Fish still beside it): its row gives one card now. Three empty stacks end the game.',
    'x.pile':
      'Draw pile, {count|one=# card|other=# cards} face down: a Draw effect gives you its top card, whose own effect does not apply.',
    'x.ref-fish': 'Fish reference card. {rule}',
    'x.ref-majority': 'Majority reference card. {rule}',
    'x.ref-boat-here': 'The Boat rests here now, blocking no stack.',
    'x.ref-boat': 'The Boat may stop here, but finds no Fish.',
    'x.column': '{family} column of the Majority area: {count|one=# card|other=# cards}, rank {rank}.',
    'x.column-doubled':
      'As one of the two fullest columns, its family scores double in every collection now.',
    'x.column-rule':
      'The two fullest columns make their families score double in every collection; ties go to the column further left.',
    'x.sunk': '{card} in the Majority area: it counts towards the {family} majority.',
    'x.sunk-last': 'As the last card of its column, a Take effect may pull it into a collection.',
    'x.sunk-under': 'Only the last card of a column can be taken back.',
    'x.tile-flat':
      '{family} points tile, worth {points|one=# point|other=# points}: claim it with three different {family} values in your collection, on a turn a {family} card joins it.',
    'x.tile-ability':
      '{family} ability tile, claimed with four different {family} values in your collection. At the end: {rule}.',
    'x.tile-one': 'A player holds at most one tile of each colour.',
    'x.tile-held': 'Held by {name}.',
    'x.group':
      '{family} in this collection: {values} ({count|one=# card|other=# cards}), worth {points|one=# point|other=# points} now.',
    'x.group-doubled': 'Doubled: the family is one of the two majority families.',
    'x.group-single': 'It scores double if the family gets one of the two fullest Majority columns.',
    'x.fish': '{count} Fish, worth {points|one=# point|other=# points} at the end.',
    'fx.draw': 'Draw',
    'fx.extra': '+1 family',
    'fx.send': 'Send',
    'fx.take': 'Take',
    'fx.boat': 'Boat {arrows}',
    'list.and': ' and ',
    'panel.your-turn': 'Your move',
    'panel.their-turn': '{name} is playing',
    'panel.over': 'The game is over',
    'panel.wait': 'Watch the table: every move is told in the log.',
    'step.take': 'Take a row',
    'step.effects': 'Resolve effects',
    'step.keep': 'Keep a family',
    'step.claim': 'Claim a tile',
    'hand.yours': 'Your cards this turn',
    'hand.theirs': 'In front of {name}',
    'hand.pending': 'Still to resolve: {effects}.',
    'hint.take': 'Choose one of your three rows. You take the top card of each of its open stacks.',
    'hint.effects':
      'Every effect must be resolved; you choose the order. Pick the next one (and its target), then confirm.',
    'hint.keep':
      'Choose the family you keep: all its cards join your collection, the others sink to the Majority area.',
    'hint.extra': 'An effect lets you keep one more family ({extras} left). Choose it.',
    'hint.claim':
      'You now hold enough different {family} values for a tile of their colour: claim one now, or leave it.',
    'tile.offered': 'offered to you now',
    'options.label': 'Your choices',
    'preview.none': 'Choose an option to see what it does.',
    confirm: 'Confirm: {move}',
    'confirm.none': 'Confirm',
    'option.row': 'Row {row}: {cards}',
    'option.gain': '{points} now',
    'option.take': 'Take {card} from the Majority area',
    'option.send': 'Send {card} (stack {stack})',
    'explain.row': 'You take row {row}:',
    'explain.row-card': '{card} from stack {stack}. Effect: {effect}',
    'explain.row-card-plain': '{card} from stack {stack}, no effect.',
    'explain.row-blocked': 'The Boat blocks stack {stack}: its card stays where it is.',
    'explain.row-next':
      'Then you resolve the effects, keep one family, and the rest sinks to the Majority area.',
    'explain.fizzle':
      'The Majority area is empty, so the Take finds nothing and is lost. Resolve the Send first to take back the card it sends.',
    'explain.send': '{card} leaves stack {stack} and goes to the {family} column of the Majority area.',
    'explain.send-column':
      'That column will then hold {count|one=# card|other=# cards}. The sent card’s own effect does nothing.',
    'explain.send-below':
      'The next card of the stack turns face up ({count|one=# card|other=# cards} left there).',
    'explain.send-empties': 'The stack will be empty.',
    'explain.take':
      '{card}, the last card of its column, goes straight into your collection; its effect does nothing.',
    'explain.take-claim': 'It counts as a card you added this turn, so it can open a tile claim.',
    'explain.boat-card':
      'The Boat sails {arrows|one=# space|other=# spaces} clockwise onto a reference card: no Fish there.',
    'explain.boat-fish':
      'The Boat sails {arrows|one=# space|other=# spaces} clockwise to stack {stack}, which has {fish} Fish: you catch one.',
    'explain.boat-empty':
      'The Boat sails {arrows|one=# space|other=# spaces} clockwise to stack {stack}; no Fish is left there.',
    'explain.boat-blocks': 'While the Boat stays there, nobody can take or send the card of stack {stack}.',
    'explain.keep': 'Your {family} cards ({values}) join your collection.',
    'explain.keep-more': 'Then you may keep {count|one=# more family|other=# more families}.',
    'explain.keep-rest': 'The rest sinks to the Majority area: {cards}.',
    'explain.gain': 'Were the game to end right after, your score would change by {points}.',
    'explain.claim-flat': 'You take the tile worth {points|one=# point|other=# points}.',
    'explain.claim-ability': 'You take the tile “{tile}”, scored at the end of the game.',
    'explain.claim-now': 'Right now it would be worth {points|one=# point|other=# points}.',
    'explain.claim-one': 'You hold one tile per colour: the other tile of this colour is then closed to you.',
    'explain.decline-forfeit':
      'You leave the {points}-point tile for good; the tile for four different values stays open to you.',
    'explain.decline-wait': 'You take nothing now; you may claim this tile on a later turn while it is free.',
    'majority.title': 'Majority area',
    'majority.hint':
      'Cards you do not keep land here, one column per family. The two fullest columns score double for everyone; ties go to the column further left.',
    'column.label': '{family}: {count|one=# card|other=# cards}, rank {rank}',
    'column.doubled': 'scores double now',
    'column.last': 'last card {card}',
    'column.take-target': 'press to choose it for your Take effect',
    'column.cards': 'Cards in the {family} column, oldest first',
    'faces.title': 'The tiles in play',
    'faces.hint':
      'A tile marked “3 values” may be claimed with three different values of its family in your collection, one marked “4 values” with four. Each tile scores at the end:',
    'faces.flat': '{points|one=# point|other=# points}',
    'tile.flat': '{points|one=# point|other=# points}',
    'tile.needs': '{count|one=# value|other=# values}',
    'tile.label-flat': '{family} tile for three different values: {what}',
    'tile.label-ability': '{family} tile for four different values: {what}',
    'tile.held': 'held by {name}',
    'tile.closed': 'you left it and may never take it',
    'group.label': '{family}: {values}; worth {points}',
    'group.label-doubled': '{family}: {values}; worth {points}, doubled by the majority',
    'players.title': 'Collections and scores',
    'players.hint':
      'The score is what each player would have if the game ended now, with today’s majorities.',
    'players.final': 'The game is over: these are the final scores.',
    'player.final': 'Final score: {points}',
    'player.you': '{name} (you)',
    'player.estimate': 'Score if the game ended now: about {points}',
    'player.no-cards': 'No cards yet.',
    'player.fish': 'Fish: {count}, worth {points|one=# point|other=# points}',
    'player.tile-flat': 'Tile: {points|one=# point|other=# points}',
    'player.tile-ability': 'Tile “{tile}”: worth {points|one=# point|other=# points} now',
    'player.head-start': 'Head start for a later seat: {points|one=# point|other=# points}.',
    'player.first': 'Took the first turn.',
    'player.first-drawn': 'Drawn at random to take the first turn.',
    'how.goal.title': 'The goal',
    'how.goal.1':
      'You are collecting creatures of the deep. At the end each card is worth its value, Fish and tiles add more, and the highest score wins.',
    'how.goal.2':
      'Which families are worth the most is decided together: the two families with the most cards in the Majority area count double for everybody.',
    'how.table.title': 'The table',
    'how.table.1':
      'Six face-up stacks surround the draw pile on a 3×3 grid; two corners hold reference cards. The board turns the grid so that your side is at the bottom.',
    'how.table.2':
      'Your three rows run across the grid from side to side: row A is the farthest, row C the nearest. Each row holds two stacks. Beside each stack wait a few Fish, and the Boat sails around the ring of eight outer spaces.',
    'how.turn.title': 'Your turn, step by step',
    'how.turn.1':
      '1. Take a row: the top card of each of its two stacks comes to you. A stack with the Boat on it is out of reach, so that row gives one card.',
    'how.turn.first-random': 'Who plays first is drawn at random; then everyone plays in turn, clockwise.',
    'how.turn.first-seat-1':
      'In this match seat 1, the player who created it, plays first; then everyone plays in turn, clockwise.',
    'how.turn.2':
      '2. Resolve every effect on the cards you took, in the order you like. A Draw effect is carried out at once.',
    'how.turn.3':
      '3. Keep one family: all your cards of that family go into your collection; everything else sinks to its column in the Majority area. A “+1 family” effect lets you keep a second family.',
    'how.turn.4':
      '4. If a card joined your collection this turn, you may claim a tile of its colour (see below). Then the next player, clockwise, plays.',
    'how.effects.title': 'Effects',
    'how.effects.1':
      'Draw: take the top card of the pile as well. +1 family: keep one more family this turn. Send: push a visible top card of any stack down to the Majority area. Take: pull the last card of a Majority column into your collection.',
    'how.effects.2':
      'Boat: move the Boat clockwise by its number. If it stops beside a stack that still has Fish, you catch one. A card reached by Send, Take or Draw never uses its own effect.',
    'how.effects.3':
      'The order is yours, even one that loses an effect: a Take resolved while the Majority area is empty finds nothing. With a Send in the same turn, send first and the Take can pull back a card.',
    'how.tiles.title': 'Tiles',
    'how.tiles.1':
      'Each colour has two tiles. With three different values of a family in your collection you may take its points tile (8 down to 4); with four different values, its ability tile, which scores by its own rule at the end.',
    'how.tiles.2':
      'You may hold only one tile per colour. If you turn down the points tile when it is offered, it is gone for you; the ability tile can still come later.',
    'how.end.title': 'The end',
    'how.end.1':
      'When a turn ends with three stacks empty, the game is over. Card values (doubled for the two majority families), Fish and tiles are added up.',
    'how.end.2':
      'Fish are worth more in numbers: 1 each for one or two, 2 each for three or four, 3 each for five or more.',
    'how.end.head-start':
      'In this match later seats start with a few points, because the first seats may get one turn more: 0 and 5 with two players; 0, 4 and 8 with three; 0, 2, 5 and 7 with four.',
    'how.screen.title': 'Playing on this screen',
    'how.screen.1':
      'Each step shows your choices in the panel beside the grid; you can also press a lit row letter, stack or Majority column. Read what the choice will do, then confirm it. Nothing happens before you confirm.',
    'how.screen.2':
      'Every control is reachable with Tab and pressed with Enter or Space. Each player’s collection shows the score they would have right now, so you can see what a card is worth.',
  },
  {
    'third-family': '3rd family ×2',
    'five-sets': '6 per set of 5',
    'zero-each': '3 per 0',
    'zero-five': 'five 0s: 12',
    'fish-each': '+2 per Fish',
    'fish-six': '6 Fish: 12',
    pairs: '3 per pair',
    triples: '7 per triple',
    'most-family': '3 per card of top family',
    'per-card': '1 per card',
  },
);

const ru = withShort(
  {
    'area.title': 'Игровое поле',
    'area.label': 'Игровое поле: шесть стопок вокруг колоды, вид с вашей стороны',
    'area.rows-hint':
      'Ваши три ряда идут поперёк поля: A — самый дальний, C — ближний. Выберите ряд по букве или по подсвеченной стопке.',
    'side.0': 'вы сидите с южной стороны',
    'side.1': 'вы сидите с западной стороны',
    'side.2': 'вы сидите с северной стороны',
    'side.3': 'вы сидите с восточной стороны',
    'ref.fish': 'Рыбки',
    'ref.majority': 'Большинство',
    'ref.majority-rule': 'первые 2 ×2',
    'stack.label': 'Стопка {stack}: {card}.',
    'stack.empty-short': 'пусто',
    'stack.height': 'В стопке {count|one=# карта|few=# карты|many=# карт|other=# карты}.',
    'stack.fish': 'Рядом {count|one=# рыбка|few=# рыбки|many=# рыбок|other=# рыбки}.',
    'stack.boat': 'На ней стоит лодка: её карту нельзя ни взять, ни отправить.',
    'stack.send-target': 'Нажмите, чтобы отправить эту карту.',
    'stack.in-row': 'В вашем ряду {row}: нажмите, чтобы выбрать этот ряд.',
    'pile.label': 'Колода: {count|one=# карта|few=# карты|many=# карт|other=# карты} рубашкой вверх',
    'pile.short': 'колода',
    'boat.on-stack': 'Лодка стоит на стопке {stack}',
    'boat.on-fish-card': 'Лодка стоит на памятке «Рыбки»',
    'boat.on-majority-card': 'Лодка стоит на памятке «Большинство»',
    'card.label': '{card}. Эффект: {effect}',
    'card.label-plain': '{card}, без эффекта',
    'x.card':
      '{card}: в коллекции приносит {value|one=# очко|few=# очка|many=# очков|other=# очка}, вдвое больше, пока её семейство в большинстве.',
    'x.card-zero': '{card}: сама очков не приносит, но некоторые особые жетоны считают карты ценностью 0.',
    'x.card-effect': 'Если взять её из ряда: {effect}',
    'x.card-plain': 'Эффекта у неё нет.',
    'x.stack':
      'Стопка {stack}: {height|one=# карта|few=# карты|many=# карт|other=# карты}, рядом {fish|one=# рыбка|few=# рыбки|many=# рыбок|other=# рыбки}; её ряд забирает верхнюю карту.',
    'x.stack-empty':
      'Стопка {stack} пуста (рядом {fish|one=# рыбка|few=# рыбки|many=# рыбок|other=# рыбки}): её ряд теперь даёт одну карту. Три пустые стопки кончают игру.',
    'x.pile':
      'Колода, {count|one=# карта|few=# карты|many=# карт|other=# карты} рубашкой вверх: эффект «Тянуть» даёт её верхнюю карту, а эффект этой карты не действует.',
    'x.ref-fish': 'Памятка «Рыбки». {rule}',
    'x.ref-majority': 'Памятка «Большинство». {rule}',
    'x.ref-boat-here': 'Сейчас здесь стоит лодка и не закрывает ни одной стопки.',
    'x.ref-boat': 'Лодка может здесь остановиться, но рыбок тут нет.',
    'x.column':
      'Столбец «{family}» зоны большинства: {count|one=# карта|few=# карты|many=# карт|other=# карты}, место {rank}.',
    'x.column-doubled':
      'Это один из двух самых полных столбцов: сейчас его семейство приносит двойные очки в каждой коллекции.',
    'x.column-rule':
      'Два самых полных столбца удваивают очки своих семейств в каждой коллекции; при равенстве выигрывает левый.',
    'x.sunk': 'Карта {card} в зоне большинства: она добавляет вес семейству «{family}».',
    'x.sunk-last': 'Она последняя в столбце, поэтому эффект «Забрать» может взять её в коллекцию.',
    'x.sunk-under': 'Забрать из столбца можно только последнюю карту.',
    'x.tile-flat':
      'Жетон «{family}» с очками: {points|one=# очко|few=# очка|many=# очков|other=# очка}. Его берут с тремя разными значениями этого семейства в коллекции, в ход, когда туда пришла карта этого семейства.',
    'x.tile-ability':
      'Особый жетон «{family}»: его берут с четырьмя разными значениями этого семейства в коллекции. В конце игры: {rule}.',
    'x.tile-one': 'У игрока может быть только один жетон каждого цвета.',
    'x.tile-held': 'Он у игрока {name}.',
    'x.group':
      '«{family}» в этой коллекции: {values} ({count|one=# карта|few=# карты|many=# карт|other=# карты}), сейчас {points|one=# очко|few=# очка|many=# очков|other=# очка}.',
    'x.group-doubled': 'Очки удвоены: семейство сейчас в большинстве.',
    'x.group-single': 'Очки удвоятся, если столбец этого семейства станет одним из двух самых полных.',
    'x.fish':
      '{count|one=# рыбка|few=# рыбки|many=# рыбок|other=# рыбки}, в конце игры {points|one=# очко|few=# очка|many=# очков|other=# очка}.',
    'fx.draw': 'Тянуть',
    'fx.extra': '+1 сем.',
    'fx.send': 'Отправить',
    'fx.take': 'Забрать',
    'fx.boat': 'Лодка {arrows}',
    'list.and': ' и ',
    'panel.your-turn': 'Ваш ход',
    'panel.their-turn': 'Ходит {name}',
    'panel.over': 'Игра окончена',
    'panel.wait': 'Следите за столом: каждый ход записан в журнале.',
    'step.take': 'Взять ряд',
    'step.effects': 'Применить эффекты',
    'step.keep': 'Оставить семейство',
    'step.claim': 'Взять жетон',
    'hand.yours': 'Ваши карты в этом ходу',
    'hand.theirs': 'Перед игроком {name}',
    'hand.pending': 'Ещё применить: {effects}.',
    'hint.take': 'Выберите один из трёх своих рядов. Вы берёте верхнюю карту каждой доступной стопки в нём.',
    'hint.effects':
      'Все эффекты обязательны, порядок выбираете вы. Выберите следующий (и его цель), затем подтвердите.',
    'hint.keep':
      'Выберите семейство: все его карты уйдут в вашу коллекцию, остальные опустятся в зону большинства.',
    'hint.extra': 'Эффект позволяет оставить ещё одно семейство (осталось: {extras}). Выберите его.',
    'hint.claim':
      'У вас достаточно разных значений семейства «{family}» для жетона этого цвета: возьмите его сейчас или откажитесь.',
    'tile.offered': 'предложен вам сейчас',
    'options.label': 'Ваши варианты',
    'preview.none': 'Выберите вариант, чтобы увидеть, что он сделает.',
    confirm: 'Подтвердить: {move}',
    'confirm.none': 'Подтвердить',
    'option.row': 'Ряд {row}: {cards}',
    'option.gain': '{points} сейчас',
    'option.take': 'Забрать {card} из зоны большинства',
    'option.send': 'Отправить {card} (стопка {stack})',
    'explain.row': 'Вы берёте ряд {row}:',
    'explain.row-card': '{card} из стопки {stack}. Эффект: {effect}',
    'explain.row-card-plain': '{card} из стопки {stack}, без эффекта.',
    'explain.row-blocked': 'Лодка закрывает стопку {stack}: её карта остаётся на месте.',
    'explain.row-next':
      'Затем вы применяете эффекты и оставляете одно семейство, а остальное опускается в зону большинства.',
    'explain.fizzle':
      'Зона большинства пуста, так что забрать нечего и эффект пропадёт. Если сначала отправить карту, её можно будет забрать.',
    'explain.send': 'Карта {card} уходит из стопки {stack} в столбец «{family}» зоны большинства.',
    'explain.send-column':
      'В этом столбце станет {count|one=# карта|few=# карты|many=# карт|other=# карты}. Эффект отправленной карты не действует.',
    'explain.send-below':
      'Следующая карта стопки откроется (в стопке {count|one=останется # карта|few=останутся # карты|many=останется # карт|other=останется # карты}).',
    'explain.send-empties': 'Стопка опустеет.',
    'explain.take':
      'Карта {card}, последняя в своём столбце, сразу уходит в вашу коллекцию; её эффект не действует.',
    'explain.take-claim': 'Она считается добавленной в этом ходу, поэтому может открыть право на жетон.',
    'explain.boat-card':
      'Лодка делает {arrows|one=# шаг|few=# шага|many=# шагов|other=# шага} по часовой стрелке и встаёт на памятку: рыбок там нет.',
    'explain.boat-fish':
      'Лодка делает {arrows|one=# шаг|few=# шага|many=# шагов|other=# шага} по часовой стрелке к стопке {stack}, где {fish|one=есть # рыбка|few=есть # рыбки|many=есть # рыбок|other=есть # рыбки}. Вы ловите одну.',
    'explain.boat-empty':
      'Лодка делает {arrows|one=# шаг|few=# шага|many=# шагов|other=# шага} по часовой стрелке к стопке {stack}; рыбок там не осталось.',
    'explain.boat-blocks': 'Пока лодка стоит там, карту стопки {stack} никто не может взять или отправить.',
    'explain.keep': 'Ваши карты семейства «{family}» ({values}) уходят в коллекцию.',
    'explain.keep-more':
      'Затем можно оставить ещё {count|one=# семейство|few=# семейства|many=# семейств|other=# семейства}.',
    'explain.keep-rest': 'Остальное опустится в зону большинства: {cards}.',
    'explain.gain': 'Если бы игра кончилась сразу после этого, ваш счёт изменился бы на {points}.',
    'explain.claim-flat': 'Вы берёте жетон ценностью {points}.',
    'explain.claim-ability': 'Вы берёте жетон «{tile}»; он приносит очки в конце игры.',
    'explain.claim-now': 'Сейчас он принёс бы {points|one=# очко|few=# очка|many=# очков|other=# очка}.',
    'explain.claim-one':
      'У вас может быть только один жетон каждого цвета: второй жетон этого цвета станет недоступен.',
    'explain.decline-forfeit':
      'Вы навсегда отказываетесь от жетона ценностью {points}; жетон за четыре разных значения остаётся доступным.',
    'explain.decline-wait':
      'Сейчас вы ничего не берёте; этот жетон можно будет взять в другой ход, пока он свободен.',
    'majority.title': 'Зона большинства',
    'majority.hint':
      'Сюда опускаются карты, которые никто не оставил, по столбцу на семейство. Два самых полных столбца приносят всем двойные очки; при равенстве выигрывает левый.',
    'column.label': '«{family}»: {count|one=# карта|few=# карты|many=# карт|other=# карты}, место {rank}',
    'column.doubled': 'сейчас даёт двойные очки',
    'column.last': 'последняя карта {card}',
    'column.take-target': 'нажмите, чтобы забрать из него карту',
    'column.cards': 'Карты столбца «{family}», от старой к новой',
    'faces.title': 'Жетоны в игре',
    'faces.hint':
      'Жетон с пометкой «3 знач.» можно взять с тремя разными значениями его семейства в коллекции, с пометкой «4 знач.» — с четырьмя. Вот что каждый жетон приносит в конце игры:',
    'faces.flat': '{points|one=# очко|few=# очка|many=# очков|other=# очка}',
    'tile.flat': 'ценность {points}',
    'tile.needs': '{count} знач.',
    'tile.label-flat': 'Жетон «{family}» за три разных значения: {what}',
    'tile.label-ability': 'Жетон «{family}» за четыре разных значения: {what}',
    'tile.held': 'у игрока {name}',
    'tile.closed': 'вы от него отказались и больше не можете взять',
    'group.label': '«{family}»: {values}; очков: {points}',
    'group.label-doubled': '«{family}»: {values}; очков: {points}, удвоено большинством',
    'players.title': 'Коллекции и очки',
    'players.hint': 'Очки — это счёт каждого, если бы игра кончилась сейчас, при нынешнем большинстве.',
    'players.final': 'Игра окончена: это итоговые очки.',
    'player.final': 'Итог: {points}',
    'player.you': '{name} (вы)',
    'player.estimate': 'Счёт, если бы игра кончилась сейчас: около {points}',
    'player.no-cards': 'Карт пока нет.',
    'player.fish': 'Рыбки: {count}, это {points|one=# очко|few=# очка|many=# очков|other=# очка}',
    'player.tile-flat': 'Жетон: {points|one=# очко|few=# очка|many=# очков|other=# очка}',
    'player.tile-ability': 'Жетон «{tile}»: сейчас {points|one=# очко|few=# очка|many=# очков|other=# очка}',
    'player.head-start': 'Фора за очерёдность: {points|one=# очко|few=# очка|many=# очков|other=# очка}.',
    'player.first': 'Первый ход в партии.',
    'player.first-drawn': 'Первый ход в партии, по жребию.',
    'how.goal.title': 'Цель',
    'how.goal.1':
      'Вы собираете обитателей глубин. В конце каждая карта приносит свою ценность, рыбки и жетоны добавляют ещё, и побеждает набравший больше всех.',
    'how.goal.2':
      'Какие семейства ценнее, решают все вместе: два семейства с наибольшим числом карт в зоне большинства приносят двойные очки каждому.',
    'how.table.title': 'Стол',
    'how.table.1':
      'Шесть открытых стопок лежат вокруг колоды на поле 3×3, в двух углах — памятки. Поле повёрнуто так, что ваша сторона внизу.',
    'how.table.2':
      'Ваши три ряда идут поперёк поля: ряд A — дальний, ряд C — ближний. В каждом ряду две стопки. Рядом со стопками ждут рыбки, а лодка ходит по кругу из восьми крайних мест.',
    'how.turn.title': 'Ваш ход по шагам',
    'how.turn.1':
      '1. Возьмите ряд: к вам приходит верхняя карта каждой из двух его стопок. Стопка под лодкой недоступна, тогда ряд даёт одну карту.',
    'how.turn.first-random':
      'Кто ходит первым, решает жребий; затем все ходят по очереди по часовой стрелке.',
    'how.turn.first-seat-1':
      'В этой партии первым ходит место 1 — тот, кто её создал; затем все ходят по очереди по часовой стрелке.',
    'how.turn.2': '2. Примените все эффекты взятых карт в любом порядке. Эффект «Тянуть» выполняется сразу.',
    'how.turn.3':
      '3. Оставьте одно семейство: все ваши карты этого семейства идут в коллекцию, остальное опускается в свой столбец зоны большинства. Эффект «+1 семейство» позволяет оставить второе.',
    'how.turn.4':
      '4. Если в этом ходу в коллекцию пришла карта, можно взять жетон её цвета (см. ниже). Затем ходит следующий игрок по часовой стрелке.',
    'how.effects.title': 'Эффекты',
    'how.effects.1':
      'Тянуть: вытяните ещё верхнюю карту колоды. +1 семейство: оставьте в этом ходу ещё одно семейство. Отправить: столкните открытую верхнюю карту любой стопки в зону большинства. Забрать: возьмите последнюю карту столбца зоны большинства в коллекцию.',
    'how.effects.2':
      'Лодка: сдвиньте лодку по часовой стрелке на её число. Если она остановилась у стопки, где ещё есть рыбки, вы ловите одну. Карта, полученная отправкой, забором или из колоды, свой эффект не применяет.',
    'how.effects.3':
      'Порядок выбираете вы, даже такой, при котором эффект пропадает: «Забрать» из пустой зоны большинства ничего не даёт. Если в этом же ходу есть «Отправить», отправьте карту первой, и «Забрать» сможет её взять.',
    'how.tiles.title': 'Жетоны',
    'how.tiles.1':
      'У каждого цвета два жетона. С тремя разными значениями одного семейства в коллекции можно взять его жетон с очками (от 8 до 4); с четырьмя — особый жетон, который считает очки по своему правилу в конце.',
    'how.tiles.2':
      'Жетон каждого цвета можно иметь только один. Если отказаться от жетона с очками, когда его предлагают, он для вас потерян; особый жетон ещё можно получить позже.',
    'how.end.title': 'Конец игры',
    'how.end.1':
      'Когда ход заканчивается с тремя пустыми стопками, игра окончена. Складываются ценности карт (удвоенные для двух семейств большинства), рыбки и жетоны.',
    'how.end.2': 'Рыбки ценнее в количестве: по 1 за одну-две, по 2 за три-четыре, по 3 за пять и больше.',
    'how.end.head-start':
      'В этой партии поздние места начинают с очками форы, потому что первые могут сходить лишний раз: 0 и 5 при двух игроках; 0, 4 и 8 при трёх; 0, 2, 5 и 7 при четырёх.',
    'how.screen.title': 'Как играть на этом экране',
    'how.screen.1':
      'На каждом шаге ваши варианты показаны на панели рядом с полем; можно также нажать подсвеченную букву ряда, стопку или столбец зоны большинства. Прочтите, что сделает выбор, и подтвердите. До подтверждения ничего не происходит.',
    'how.screen.2':
      'Все элементы доступны клавишей Tab и нажимаются Enter или пробелом. В коллекции каждого игрока показан его счёт на данный момент, чтобы было видно, сколько стоит карта.',
  },
  {
    'third-family': '3-е семейство ×2',
    'five-sets': '6 за набор из 5',
    'zero-each': '3 за каждый 0',
    'zero-five': 'пять нулей: 12',
    'fish-each': '+2 за рыбку',
    'fish-six': '6 рыбок: 12',
    pairs: '3 за пару',
    triples: '7 за тройку',
    'most-family': '3 за карту главного семейства',
    'per-card': '1 за карту',
  },
);

const et = withShort(
  {
    'area.title': 'Mänguväli',
    'area.label': 'Mänguväli: kuus virna ümber paki, vaade sinu poolt',
    'area.rows-hint':
      'Sinu kolm rida jooksevad üle välja: A on kõige kaugem, C kõige lähem. Vali rida tähe või esiletõstetud virnaga.',
    'side.0': 'istud lõunaservas',
    'side.1': 'istud lääneservas',
    'side.2': 'istud põhjaservas',
    'side.3': 'istud idaservas',
    'ref.fish': 'Kalad',
    'ref.majority': 'Enamus',
    'ref.majority-rule': '2 esimest ×2',
    'stack.label': 'Virn {stack}: {card}.',
    'stack.empty-short': 'tühi',
    'stack.height': '{count|one=# kaart|other=# kaarti} alles.',
    'stack.fish': 'Kõrval {count} kala.',
    'stack.boat': 'Selle peal on paat: selle kaarti ei saa võtta ega saata.',
    'stack.send-target': 'Vajuta, et valida see saadetavaks kaardiks.',
    'stack.in-row': 'Sinu reas {row}: vajuta, et valida see rida.',
    'pile.label': 'Pakk: {count|one=# kaart|other=# kaarti}, pilt allpool',
    'pile.short': 'pakk',
    'boat.on-stack': 'Paat on virna {stack} peal',
    'boat.on-fish-card': 'Paat on kalade abikaardil',
    'boat.on-majority-card': 'Paat on enamuse abikaardil',
    'card.label': '{card}. Efekt: {effect}',
    'card.label-plain': '{card}, efektita',
    'x.card':
      '{card}: kollektsioonis {value|one=# punkt|other=# punkti}, kahekordselt, kui selle perekond on enamuses.',
    'x.card-zero': '{card}: ise punkte ei anna, kuid mõni võimeplaat loeb 0-väärtusega kaarte.',
    'x.card-effect': 'Reast võttes: {effect}',
    'x.card-plain': 'Efekti sel pole.',
    'x.stack':
      'Virn {stack}: {height|one=# kaart|other=# kaarti}, kõrval {fish} kala; selle rida annab pealmise kaardi.',
    'x.stack-empty':
      'Virn {stack} on tühi (kõrval {fish} kala): selle rida annab nüüd ühe kaardi. Kolm tühja virna lõpetavad mängu.',
    'x.pile':
      'Pakk, {count|one=# kaart|other=# kaarti} pilt allpool: tõmbamise efekt annab selle pealmise kaardi, mille enda efekt ei kehti.',
    'x.ref-fish': 'Kalade abikaart. {rule}',
    'x.ref-majority': 'Enamuse abikaart. {rule}',
    'x.ref-boat-here': 'Paat on praegu siin ega kata ühtki virna.',
    'x.ref-boat': 'Paat võib siin peatuda, kuid kalu siin pole.',
    'x.column': 'Enamusala veerg „{family}“: {count|one=# kaart|other=# kaarti}, koht {rank}.',
    'x.column-doubled':
      'See on üks kahest kõige täiemast veerust: selle perekond annab praegu igas kollektsioonis topeltpunkte.',
    'x.column-rule':
      'Kaks kõige täiemat veergu kahekordistavad oma perekonna punktid igas kollektsioonis; viigi korral võidab vasakpoolsem.',
    'x.sunk': '{card} enamusalal: lisab kaalu perekonnale „{family}“.',
    'x.sunk-last': 'See on veeru viimane kaart, nii et võtmise efekt võib selle kollektsiooni tõmmata.',
    'x.sunk-under': 'Veerust saab tagasi võtta ainult viimase kaardi.',
    'x.tile-flat':
      'Perekonna „{family}“ punktiplaat: {points|one=# punkt|other=# punkti}. Selle saab võtta, kui kollektsioonis on selle perekonna kolm eri väärtust ja sel käigul lisandus sinna selle perekonna kaart.',
    'x.tile-ability': 'Perekonna „{family}“ võimeplaat, võetav nelja eri väärtusega. Mängu lõpus: {rule}.',
    'x.tile-one': 'Igast värvist võib mängijal olla vaid üks plaat.',
    'x.tile-held': 'See on mängijal {name}.',
    'x.group':
      '„{family}“ selles kollektsioonis: {values} ({count|one=# kaart|other=# kaarti}), praegu {points|one=# punkt|other=# punkti}.',
    'x.group-doubled': 'Kahekordne: perekond on enamuses.',
    'x.group-single': 'Kahekordistub, kui selle perekonna veerg saab üheks kahest kõige täiemast.',
    'x.fish': '{count} kala, mängu lõpus {points|one=# punkt|other=# punkti}.',
    'fx.draw': 'Tõmba',
    'fx.extra': '+1 perek.',
    'fx.send': 'Saada',
    'fx.take': 'Võta',
    'fx.boat': 'Paat {arrows}',
    'list.and': ' ja ',
    'panel.your-turn': 'Sinu käik',
    'panel.their-turn': 'Mängib {name}',
    'panel.over': 'Mäng on läbi',
    'panel.wait': 'Jälgi lauda: iga käik on kirjas logis.',
    'step.take': 'Võta rida',
    'step.effects': 'Rakenda efektid',
    'step.keep': 'Jäta perekond',
    'step.claim': 'Võta eriplaat',
    'hand.yours': 'Sinu kaardid sel käigul',
    'hand.theirs': 'Mängija {name} ees',
    'hand.pending': 'Veel rakendada: {effects}.',
    'hint.take': 'Vali üks oma kolmest reast. Võtad selle iga avatud virna pealmise kaardi.',
    'hint.effects':
      'Kõik efektid tuleb rakendada, järjekorra valid sina. Vali järgmine (ja selle sihtmärk), siis kinnita.',
    'hint.keep':
      'Vali perekond, mille jätad: kõik selle kaardid lähevad sinu kollektsiooni, ülejäänud vajuvad enamusalale.',
    'hint.extra': 'Efekt lubab jätta veel ühe perekonna (alles {extras}). Vali see.',
    'hint.claim':
      'Sul on piisavalt perekonna „{family}“ eri väärtusi selle värvi eriplaadi jaoks: võta see kohe või jäta.',
    'tile.offered': 'pakutakse sulle praegu',
    'options.label': 'Sinu valikud',
    'preview.none': 'Vali variant, et näha, mida see teeb.',
    confirm: 'Kinnita: {move}',
    'confirm.none': 'Kinnita',
    'option.row': 'Rida {row}: {cards}',
    'option.gain': '{points} praegu',
    'option.take': 'Võta enamusalalt {card}',
    'option.send': 'Saada {card} (virn {stack})',
    'explain.row': 'Võtad rea {row}:',
    'explain.row-card': '{card} virnast {stack}. Efekt: {effect}',
    'explain.row-card-plain': '{card} virnast {stack}, efektita.',
    'explain.row-blocked': 'Paat katab virna {stack}: selle kaart jääb paigale.',
    'explain.row-next': 'Siis rakendad efektid, jätad ühe perekonna ja ülejäänu vajub enamusalale.',
    'explain.fizzle':
      'Enamusala on tühi, nii et võtta pole midagi ja efekt jääb ära. Kui enne kaart saata, saab selle tagasi võtta.',
    'explain.send': '{card} lahkub virnast {stack} ja läheb enamusala veergu „{family}“.',
    'explain.send-column':
      'Selles veerus on siis {count|one=# kaart|other=# kaarti}. Saadetud kaardi enda efekt ei kehti.',
    'explain.send-below':
      'Virna järgmine kaart pöördub pildiga üles (virna jääb {count|one=# kaart|other=# kaarti}).',
    'explain.send-empties': 'Virn jääb tühjaks.',
    'explain.take': '{card}, oma veeru viimane kaart, läheb otse sinu kollektsiooni; selle efekt ei kehti.',
    'explain.take-claim': 'See loeb sel käigul lisatud kaardiks, nii et võib avada eriplaadi võtmise.',
    'explain.boat-card':
      'Paat sõidab päripäeva {arrows|one=# koht|other=# kohta} edasi abikaardile: seal kalu pole.',
    'explain.boat-fish':
      'Paat sõidab päripäeva {arrows|one=# koht|other=# kohta} edasi virna {stack} juurde, kus on {fish} kala: püüad ühe.',
    'explain.boat-empty':
      'Paat sõidab päripäeva {arrows|one=# koht|other=# kohta} edasi virna {stack} juurde; kalu seal enam pole.',
    'explain.boat-blocks': 'Kuni paat seal on, ei saa keegi virna {stack} pealmist kaarti võtta ega saata.',
    'explain.keep': 'Sinu perekonna „{family}“ kaardid ({values}) lähevad kollektsiooni.',
    'explain.keep-more': 'Seejärel võid jätta veel {count|one=# perekonna|other=# perekonda}.',
    'explain.keep-rest': 'Ülejäänu vajub enamusalale: {cards}.',
    'explain.gain': 'Kui mäng lõppeks kohe pärast seda, muutuks sinu punktisumma {points} võrra.',
    'explain.claim-flat': 'Võtad eriplaadi väärtusega {points}.',
    'explain.claim-ability': 'Võtad eriplaadi „{tile}“; see annab punkte mängu lõpus.',
    'explain.claim-now': 'Praegu annaks see punkte: {points}.',
    'explain.claim-one':
      'Igast värvist saad hoida ühte eriplaati: selle värvi teine plaat jääb sulle suletuks.',
    'explain.decline-forfeit':
      'Loobud eriplaadist väärtusega {points} jäädavalt; nelja eri väärtuse plaat jääb sulle avatuks.',
    'explain.decline-wait':
      'Praegu ei võta sa midagi; võid selle plaadi võtta hilisemal käigul, kui see on vaba.',
    'majority.title': 'Enamusala',
    'majority.hint':
      'Siia vajuvad kaardid, mida keegi ei jätnud, iga perekond oma veergu. Kaks kõige täiemat veergu annavad kõigile topeltpunkte; viigi korral võidab vasakpoolsem.',
    'column.label': '„{family}“: {count|one=# kaart|other=# kaarti}, koht {rank}',
    'column.doubled': 'annab praegu topeltpunkte',
    'column.last': 'viimane kaart {card}',
    'column.take-target': 'vajuta, et võtta sellest veerust kaart',
    'column.cards': 'Veeru „{family}“ kaardid, vanimast uuemani',
    'faces.title': 'Mängus olevad eriplaadid',
    'faces.hint':
      'Märkega „3 väärt.“ plaadi võib võtta, kui kollektsioonis on selle perekonnast kolm eri väärtust, märkega „4 väärt.“ plaadi nelja korral. Iga plaat annab mängu lõpus:',
    'faces.flat': '{points|one=# punkt|other=# punkti}',
    'tile.flat': 'väärtus {points}',
    'tile.needs': '{count} väärt.',
    'tile.label-flat': 'Perekonna „{family}“ eriplaat kolme eri väärtuse eest: {what}',
    'tile.label-ability': 'Perekonna „{family}“ eriplaat nelja eri väärtuse eest: {what}',
    'tile.held': 'on mängijal {name}',
    'tile.closed': 'loobusid sellest ega saa seda enam võtta',
    'group.label': '„{family}“: {values}; punkte {points}',
    'group.label-doubled': '„{family}“: {values}; punkte {points}, enamus kahekordistab',
    'players.title': 'Kollektsioonid ja punktid',
    'players.hint': 'Punktid on igaühe tulemus, kui mäng lõppeks praegu, tänase enamusega.',
    'players.final': 'Mäng on läbi: need on lõplikud punktid.',
    'player.final': 'Lõpptulemus: {points}',
    'player.you': '{name} (sina)',
    'player.estimate': 'Punktisumma, kui mäng lõppeks praegu: umbes {points}',
    'player.no-cards': 'Kaarte veel pole.',
    'player.fish': 'Kalu: {count}, {points|one=# punkt|other=# punkti}',
    'player.tile-flat': 'Eriplaat: {points|one=# punkt|other=# punkti}',
    'player.tile-ability': 'Eriplaat „{tile}“: praegu {points|one=# punkt|other=# punkti}',
    'player.head-start': 'Hilisema koha edumaa: {points|one=# punkt|other=# punkti}.',
    'player.first': 'Tegi esimese käigu.',
    'player.first-drawn': 'Loos andis talle esimese käigu.',
    'how.goal.title': 'Eesmärk',
    'how.goal.1':
      'Sa kogud süvamere olendeid. Lõpus annab iga kaart oma väärtuse, kalad ja eriplaadid lisavad veel, ning võidab suurim punktisumma.',
    'how.goal.2':
      'Millised perekonnad on kõige väärtuslikumad, otsustatakse üheskoos: kaks perekonda, kel on enamusalal kõige rohkem kaarte, annavad kõigile topeltpunkte.',
    'how.table.title': 'Laud',
    'how.table.1':
      'Kuus avatud virna on 3×3 väljal ümber paki, kahes nurgas on abikaardid. Laud on pööratud nii, et sinu serv on all.',
    'how.table.2':
      'Sinu kolm rida jooksevad üle välja: rida A on kaugeim, rida C lähim. Igas reas on kaks virna. Virnade kõrval ootavad kalad ja paat sõidab ringi mööda kaheksat äärmist kohta.',
    'how.turn.title': 'Sinu käik samm-sammult',
    'how.turn.1':
      '1. Võta rida: selle kahe virna pealmised kaardid tulevad sulle. Paadi all olev virn pole kättesaadav, siis annab rida ühe kaardi.',
    'how.turn.first-random': 'Kes alustab, otsustab loos; siis käiakse kordamööda päripäeva.',
    'how.turn.first-seat-1':
      'Selles mängus alustab koht 1 ehk mängu looja; siis käiakse kordamööda päripäeva.',
    'how.turn.2': '2. Rakenda kõik võetud kaartide efektid sobivas järjekorras. Tõmbamised tehakse kohe.',
    'how.turn.3':
      '3. Jäta üks perekond: kõik selle perekonna kaardid lähevad sinu kollektsiooni, ülejäänu vajub enamusala oma veergu. Efekt „+1 perekond“ lubab jätta teisegi.',
    'how.turn.4':
      '4. Kui sel käigul lisandus kollektsiooni kaart, võid võtta selle värvi eriplaadi (vt allpool). Siis mängib järgmine mängija päripäeva.',
    'how.effects.title': 'Efektid',
    'how.effects.1':
      'Tõmba: võta lisaks paki pealmine kaart. +1 perekond: jäta sel käigul veel üks perekond. Saada: lükka mõne virna nähtav pealmine kaart enamusalale. Võta: tõmba enamusala veeru viimane kaart oma kollektsiooni.',
    'how.effects.2':
      'Paat: liiguta paati päripäeva selle numbri võrra. Kui see peatub virna juures, kus on veel kalu, püüad ühe. Saatmise, võtmise või tõmbamisega saadud kaardi enda efekt ei kehti.',
    'how.effects.3':
      'Järjekorra valid sina, ka sellise, kus mõni efekt jääb ära: „Võta“ tühjalt enamusalalt ei anna midagi. Kui samal käigul on ka „Saada“, saada enne kaart, siis saab „Võta“ selle kätte.',
    'how.tiles.title': 'Eriplaadid',
    'how.tiles.1':
      'Igal värvil on kaks plaati. Kui kollektsioonis on ühest perekonnast kolm eri väärtust, võid võtta selle punktiplaadi (8 kuni 4); nelja eri väärtusega selle võimeplaadi, mis annab lõpus punkte oma reegli järgi.',
    'how.tiles.2':
      'Igast värvist võib sul olla vaid üks plaat. Kui loobud pakutud punktiplaadist, on see sinu jaoks kadunud; võimeplaadi võid saada ka hiljem.',
    'how.end.title': 'Lõpp',
    'how.end.1':
      'Kui käik lõpeb kolme tühja virnaga, on mäng läbi. Liidetakse kaartide väärtused (kahe enamusperekonna omad kahekordselt), kalad ja eriplaadid.',
    'how.end.2':
      'Kalad on hulgakaupa väärtuslikumad: üks või kaks — 1 iga eest, kolm või neli — 2, viis või enam — 3 iga eest.',
    'how.end.head-start':
      'Selles mängus alustavad hilisemad kohad mõne punktiga, sest esimesed võivad saada ühe käigu rohkem: kahe mängijaga 0 ja 5; kolmega 0, 4 ja 8; neljaga 0, 2, 5 ja 7.',
    'how.screen.title': 'Mängimine sellel ekraanil',
    'how.screen.1':
      'Igal sammul näitab välja kõrval olev paneel sinu valikuid; võid vajutada ka esiletõstetud rea tähte, virna või enamusala veergu. Loe, mida valik teeb, ja kinnita. Enne kinnitamist ei juhtu midagi.',
    'how.screen.2':
      'Kõik nupud on kättesaadavad Tab-klahviga ja vajutatavad Enteri või tühikuga. Iga mängija kollektsiooni juures on tema praegune punktisumma, nii et näed, mida kaart väärt on.',
  },
  {
    'third-family': '3. perekond ×2',
    'five-sets': '6 viie komplekti eest',
    'zero-each': '3 iga 0 eest',
    'zero-five': 'viis nulli: 12',
    'fish-each': '+2 kala eest',
    'fish-six': '6 kala: 12',
    pairs: '3 paari eest',
    triples: '7 kolmiku eest',
    'most-family': '3 suurima perekonna kaardi eest',
    'per-card': '1 kaardi eest',
  },
);

export const texts: Texts = { en, ru, et };

import type { Texts } from '../../../engine/index.ts';

// The board's own words and its How-to-play page, in our own words. The game's texts (hunters, entities, card
// faces, relic names, the log) come from ../texts.ts through `say`. `{cell}` is a cell such as "C3".
export const texts: Texts = {
  en: {
    'map.private': 'Your private map: only you see where you are and the way you came',
    'map.hunters': 'The house, as the hunters see it',
    'map.watch': 'The house',
    'map.label': 'The house: 7 × 7 cells, A to G from west to east, 1 to 7 from south to north',
    'aid.toggle': 'Aid: shade the cells where the Phantom could be',
    'aid.count': 'Shaded cells, where the Phantom could be: {count}.',
    'cell.select-entity': 'choose this entity to move it',
    'cell.relic': 'relic: {name}',
    'cell.relic-destroyed': 'destroyed relic: {name}',
    'cell.pentagram': 'pentagram',
    'cell.trap': 'our trap, armed',
    'cell.trap-unarmed': 'our trap, armed once the Phantom’s next turn is over',
    'cell.trace': 'trace of card {step}',
    'cell.trace-here': 'trace: the Phantom passed here this night',
    'cell.trace-by': 'trace: the Phantom passed here by card {step}',
    'cell.hero': 'hero {n}, {name}',
    'cell.you': 'you are here',
    'cell.revealed': 'the Phantom, revealed',
    'cell.route': 'on your route at card {steps}',
    'cell.possible': 'the Phantom could be here',
    'cell.chosen': 'chosen: {action}; press again to confirm',
    'x.cell-start':
      '{cell}, the Phantom’s start: it counts as a cell of every kind, so any Summon card can be played here.',
    'x.cell-typed': '{cell}: {kind}. The Phantom standing here may play “{card}”.',
    'x.cell-plain': '{cell}: a plain cell, of no entity’s kind.',
    'x.relic':
      '{cell}, relic: {name}, on a hero’s portrait ({hero} starts here). The Phantom destroys it by ending its turn here, an entity by staying here two Phantom turns in a row.',
    'x.relic-destroyed': '{cell}, relic: {name}, on a hero’s portrait ({hero} starts here). It is destroyed.',
    'x.pentagram':
      'A pentagram: every Move card that leaves the Phantom in the nine cells around it leaves a trace there at once.',
    'x.trap':
      'Our trap, hidden from the Phantom: a Move card that leaves it here costs it {damage|one=# banishment level|other=# banishment levels} and shows it on the board; an entity passing through is banished.',
    'x.trap-unarmed': 'Our trap, hidden from the Phantom: it is armed once the Phantom’s next turn is over.',
    'x.trace-step': 'A trace: the Phantom passed here tonight with its Move card {step}.',
    'x.trace-by': 'A trace: the Phantom passed here tonight, by its Move card {step} at the latest.',
    'x.trace': 'A trace: the Phantom passed here tonight.',
    'x.entity': 'An entity, {entity}: {text} A hero who ends a move here banishes it.',
    'x.hero': 'Hero {n}, {name}: {text}',
    'x.phantom-you': 'You, the Phantom, are here; only you see it.',
    'x.phantom-revealed': 'The Phantom stands revealed here, in sight of all until its next turn.',
    'x.route':
      'Your route passed here ({count|one=card|other=cards} {steps}): a hero who searches here tonight finds a trace.',
    'x.action':
      'Action card. Dark side, for the Phantom: {dark}. {darkText} Light side, for the hunters: {light}. {lightText}',
    'x.action-taken': 'The Phantom took it this Twilight, so the hunters lose its light side.',
    'x.hand-dark': 'The Phantom holds {count|one=# card|other=# cards} “{name}”: {text}',
    'x.hand-light': 'The hunters hold {count|one=# card|other=# cards} “{name}”: {text}',
    'x.move-cards':
      'The Phantom’s Move cards: {hand} of {max} left tonight. Each one played moves it one cell, face down; the hunters learn its way only from traces.',
    'x.hero-item': 'Hero {n}, {name}, on {cell}, moved by {player}: {text}',
    'x.hunter-card': '{name}: {text} Starts on the portrait at {cell}.',
    'x.track-time':
      'Night {round} of {rounds}. Unless the Phantom destroys {relics} relics before the last night ends, the hunters win.',
    'x.track-banish':
      'Banishment: {damage} of {max|one=# level|other=# levels}. At the last level the Phantom is banished and the hunters win; right accusations and sprung traps add levels.',
    'x.track-relics': 'Relics destroyed: {destroyed} of {max}. When they are all gone, the Phantom wins.',
    'track.time': 'Night',
    'track.time-label': 'Time: night {round} of {rounds}',
    'track.banish': 'Banishment',
    'track.banish-label': 'Banishment: {damage} of {max|one=# level|other=# levels}',
    'track.relics': 'Relics',
    'track.relics-label': 'Relics destroyed: {destroyed} of {max}',
    'track.hand': 'Move cards',
    'track.hand-label': 'The Phantom’s Move cards: {hand} of {max} left tonight',
    'status.twilight': 'Night {round}, Twilight: the Phantom chooses its cards.',
    'status.heroes': 'Before the first night: the hunter chooses two heroes.',
    'status.opening': 'Night {round}, the Phantom’s opening turn: die {roll}, steps left: {steps}.',
    'status.phantom': 'Night {round}, Midnight: the Phantom’s turn, die {roll}, steps left: {steps}.',
    'status.hunters': 'Night {round}, Midnight: the hunters’ turn, dice {rolls}.',
    'status.hunters-last':
      'Night {round}: the Phantom’s cards are spent; the hunters’ last turn tonight, dice {rolls}.',
    'status.over.relics': 'The game is over: six relics are destroyed.',
    'status.over.banished': 'The game is over: the Phantom is banished.',
    'status.over.dawn': 'The game is over: the hunters held out for seven nights.',
    'hint.draft-mode':
      'Choose how to take your cards: four openly, or roll the die and take one more than it shows.',
    'hint.draft-pick':
      'Choose a card, then confirm ({left} to go). You take them from left to right; what you take, the hunters lose (its light side).',
    'hint.phantom':
      'Your turn, steps left: {steps}. A step is a Move card (an arrow, or a cell next to you on the map) or a step of one of your entities. Then play action cards, or end the turn.',
    'hint.phantom-opening':
      'Opening turn (steps left: {steps}): get away from the start before the hunters move. No relic can be destroyed yet.',
    'hint.phantom-cards': 'Your moving is over: play action cards, or end the turn.',
    'hint.creep': 'Choose where {entity} on {cell} goes: a highlighted cell, then confirm.',
    'hint.summon': 'Choose a highlighted cell for the new entity, then confirm.',
    'hint.hero': 'Hero {n} ({hero}, roll {roll}): choose a highlighted cell, then confirm.',
    'hint.trap': 'Choose a highlighted cell for the trap, then confirm.',
    'hint.hunters-after': 'Your heroes have moved: accuse, play cards, or end your part of the turn.',
    'pending.confirm': 'Confirm',
    'pending.cancel': 'Cancel',
    'explain.move': '{hero} walks to {cell} and searches it for the Phantom’s traces.',
    'explain.move-medium': '{hero} walks to {cell} and searches it and the four cells around it for traces.',
    'explain.move-banish': 'Ending there banishes {entity}.',
    'explain.trap':
      'A trap on {cell}, hidden from the Phantom. Armed after its next turn: a Move card that leaves it there costs it {damage|one=# banishment level|other=# banishment levels} and shows it on the board.',
    'explain.step': 'Play a Move card and go to {cell}. Nobody else sees where.',
    'explain.still': 'Play a Move card and stay on {cell}.',
    'explain.creep': '{entity} goes from {from} to {to}, using one step of your die.',
    'explain.summon':
      'Put {entity} on {cell}. The hunters learn what kind of cell you stand on, and your moving ends for this turn.',
    'explain.pick':
      'You take “{dark}”; the hunters lose its light side, “{light}”. The cards to its left are passed for this night.',
    'explain.end': 'End your turn; the hunters move next.',
    'explain.end-wait': 'End your turn without moving: a Move card is spent all the same.',
    'explain.end-relic': 'End your turn on {cell}: the relic is destroyed and you are shown on the board.',
    'explain.spare':
      'End your turn on {cell} and leave the relic standing: you stay hidden, and nobody learns that you spared it.',
    'explain.end-opening': 'End this opening turn.',
    'explain.attack': 'One step of your die breaks this pentagram.',
    'explain.horror': 'This hero’s next roll counts as 1. Your moving ends for this turn.',
    'explain.accelerate-phantom': 'Two more steps this turn.',
    'explain.accelerate': 'This hero may go two cells further this turn.',
    'explain.accuse':
      'Say the Phantom is on {cell}. Right: {damage|one=# banishment level|other=# banishment levels} and it is shown. Wrong: this hero misses the next turn.',
    'explain.accuse-free':
      'Say the Phantom is on {cell}. Right: {damage|one=# banishment level|other=# banishment levels} and it is shown. Wrong: no cost.',
    'explain.flash': 'Once a turn: learn whether the Phantom is in this hero’s row or column.',
    'explain.pentagram':
      'Draw a pentagram on {cell}: the Phantom leaves a trace at once in the nine cells around it.',
    'explain.trap-mode': 'Then choose a cell: no relic, and no row or column shared with another trap.',
    'explain.done': 'Your heroes are done for this turn; the Phantom moves next.',
    'explain.done-last': 'Your heroes are done; when every hunter is, dawn comes.',
    'draft.title': 'Twilight: the action cards',
    'draft.legend':
      'Each card: above, the Phantom’s side; below, the hunters’. The Phantom takes its cards from left to right; the rest go to the hunters.',
    'draft.four': 'The Phantom takes four cards; {left} to go.',
    'draft.rolled': 'The Phantom rolled {roll}; {left|one=# card|other=# cards} to go.',
    'draft.taken': 'the Phantom’s',
    'draft.card': 'Card: {dark} for the Phantom, {light} for the hunters',
    'draft.card-taken': 'Card taken by the Phantom: {dark} (the hunters lose {light})',
    'draft.rules':
      'Of identical cards side by side only the first may be taken, and the Phantom may hold at most {max|one=# Summon|other=# Summons}.',
    'draft.summons-full':
      'The Phantom holds {max|one=# Summon|other=# Summons}, the most it may: the other Summons in the row are locked.',
    'draft.lock-passed': 'passed: left of the last card taken',
    'draft.lock-summons': 'locked: already {max|one=# Summon|other=# Summons}',
    'draft.lock-twin': 'same as the card to its left: only the first may be taken',
    'draft.lock-room': 'too far right: the picks still to come would not fit after it',
    'choose.title': 'The hunter’s heroes',
    'choose.legend':
      'With two players the hunter chooses two of the six heroes; with three or four they are dealt. Each starts on its portrait.',
    'choose.portrait': 'starts on {cell}',
    'choose.taken': 'chosen: hero {n}',
    'hint.heroes': 'Choose a hero, then confirm ({left} to go).',
    'explain.hero': '{hero} joins the hunt on {cell}. {text}',
    'phantom.title': 'Your turn',
    'phantom.facts': 'Die {roll} · steps left {steps} · Move cards {hand}',
    'phantom.steps': 'Move cards',
    'phantom.entities': 'Your entities',
    'phantom.entity': 'Move the entity on {cell}: {entity}',
    'phantom.summon': 'Summon an entity…',
    'hunters.title': 'Your heroes',
    'hunters.choose': 'Move hero {n}, {hero} (roll {roll})',
    'hunters.trap': 'Set a trap…',
    'hunters.trap-cancel': 'Do not set a trap',
    'hero.roll': 'roll {roll}',
    'hero.skipping': 'sits this turn out',
    'hero.moved': 'moved',
    'hero.accelerated': 'accelerated',
    'hero.accused': 'accused',
    'hero.frightened': 'frightened: next roll counts as 1',
    'hero.skip-next': 'misses the next turn',
    'hero.double-spent': 'double strike spent until dawn',
    'hands.title': 'Cards',
    'hands.yours': 'Yours',
    'hands.phantom': 'The Phantom’s',
    'hands.ours': 'Ours, the hunters’',
    'hands.hunters': 'The hunters’',
    'hands.move-cards': 'Move cards × {hand}',
    'hands.card': '{name} × {count}',
    'hands.none': 'None',
    'heroes.title': 'The heroes',
    'heroes.item': '{name} on {cell} ({player})',
    'summary.title': 'Night {round} is over: what happened',
    'summary.totals':
      'Relics destroyed this night: {relics} ({total} of 6 in all). Banishment dealt this night: {damage} ({banished} of 7 in all).',
    'summary.partial': 'This page may have missed some of this night’s events.',
    'summary.quiet': 'A quiet night: no trace found, nothing destroyed.',
    'how.goal.title': 'Who wins',
    'how.goal.1':
      'One player is the Phantom, moving unseen through an old house; the others hunt it together. The Phantom wins by destroying six of the house’s relics.',
    'how.goal.2':
      'The hunters win by dealing the Phantom seven levels of banishment, or simply by keeping a relic standing until the seventh night is over.',
    'how.house.title': 'The house',
    'how.house.1':
      'The board is 7 by 7 cells, columns A to G and rows 1 to 7. Four corner rooms have one door each onto the central corridor; heroes walk round the walls, but the Phantom drifts straight through them.',
    'how.house.2':
      'Six relics stand in the framed cells, the heroes’ portraits: each hero starts on one. The Phantom starts where the corridors cross (the yellow triangle). Small marks show the cells where each kind of entity can be summoned.',
    'how.twilight.title': 'Twilight',
    'how.twilight.1':
      'Each night begins with thirteen two-sided action cards in a row. The Phantom takes four, or rolls a die and takes one more than the roll, always from left to right. Every card it takes is a card the hunters do not get: they receive the rest, turned to their light side (traps, pentagrams, accelerations).',
    'how.phantom.title': 'The Phantom’s turn',
    'how.phantom.1':
      'The Phantom rolls one die, as printed, at every table size. Each step is either a Move card (one cell in any direction, or staying put) played on its private map, or one step of an entity it summoned. Only the Phantom sees its own position and route.',
    'how.phantom.1-party':
      'In this match the Phantom’s die is matched to the heroes (our variant): against a lone hunter a 1 or a 2 is rolled again, once; against three heroes it rolls three dice, keeps the highest and adds one. Each step is either a Move card (one cell in any direction, or staying put) played on its private map, or one step of an entity it summoned. Only the Phantom sees its own position and route.',
    'how.phantom.2':
      'Ending a turn on a relic, the Phantom may destroy it (and is then shown on the board until it moves again) or leave it standing and stay hidden. Once it has played a Move card it may play action cards: a Summon puts an entity on a free cell of its kind (an entity wrecks a relic by lingering on it), a Horror frightens a hero; either ends its moving for the turn. An Acceleration adds two steps and may come first.',
    'how.phantom.3':
      'A night lasts until the Phantom’s twenty Move cards are spent; the Phantom may play none in a turn, but such a turn still spends one, since the night ends only when the cards run out (a departure from the printed rules, which let it wait for free). The first night opens with two Phantom turns in a row, and by the end of the second it must have left its start.',
    'how.hunters.title': 'The hunters’ turn',
    'how.hunters.1':
      'Every hero rolls and walks to any cell within the roll. Then it searches: if the Phantom passed that cell at any time this night, even before it was last seen, a trace appears there. A trace tells where the Phantom went, not when: a hero on a traced cell cannot be sure the Phantom still stands there.',
    'how.hunters.1-stamped':
      'Every hero rolls and walks to any cell within the roll. Then it searches: if the Phantom passed that cell at any time this night, even before it was last seen, a trace appears with the number of the card it last played there. In this match a trace tells where and when (our variant).',
    'how.hunters.2':
      'A hero standing where the Phantom is can accuse it: a right guess costs the Phantom a level of banishment and shows where it stands; a wrong one costs the hero its next turn (it does not move, search, draw or set a trap; with two players the hunter’s other hero still plays its turn). Traps are set in secret (with three heroes, one at a time) and banish every entity that walks into one. A pentagram (with three heroes, at most two on the board) searches the nine cells around it when drawn, and then every Move card that leaves the Phantom in its ring leaves a trace there.',
    'how.hunters.2-stamped':
      'A hero standing where the Phantom is can accuse it: a right guess costs the Phantom a level of banishment and shows it with its route this night; a wrong one costs the hero its next turn (it does not move, search, draw or set a trap; with two players the hunter’s other hero still plays its turn). Traps are set in secret (with three heroes, one at a time) and banish every entity that walks into one. A pentagram (with three heroes, at most two on the board) searches the nine cells around it when drawn, and then every Move card that leaves the Phantom in its ring leaves a trace there.',
    'how.hunters.traps':
      'A trap works from the moment it is set, as printed: the Phantom or an entity that steps onto it, even on the very next turn, is caught. A caught Phantom takes a level of banishment (three while the Engineer hunts), is shown on the board, and its turn ends.',
    'how.hunters.traps-armed':
      'In this match a trap works only once the Phantom’s next turn is over (our variant): until then it catches nothing. A caught Phantom takes a level of banishment (three while the Engineer hunts), is shown on the board, and its turn ends.',
    'how.hunters.3':
      'With two players the hunter chooses its two heroes before the first night; with three or four they are dealt. Each hunter has a gift, shown in the list of heroes. The aid shades every cell the Phantom could still be on, worked out from everything the table has seen; it is on until you switch it off.',
    'how.dawn.title': 'Dawn',
    'how.dawn.1':
      'When the Phantom’s cards are spent the hunters take one last turn, then dawn comes: the traps are shown, the board is cleared, and the Time track moves on. A summary of the night appears above the board.',
    'how.screen.title': 'Playing on this screen',
    'how.screen.1':
      'Click a highlighted cell to choose it: the panel beside the map says what will happen. Confirm it, or click the cell again. Buttons say what they do before you press them.',
    'how.screen.2':
      'At one screen, a curtain hides the table whenever the device passes between the Phantom and the hunters, so nobody sees the other side’s secrets.',
    'how.keys.title': 'With the keyboard',
    'how.keys.1':
      'Tab reaches the map and every button. On the map, the arrow keys move between cells, and Enter or Space chooses or confirms a cell. Each cell’s label reads out its coordinate, its kind and everything on it.',
  },
  ru: {
    'map.private': 'Ваша тайная карта: только вы видите, где вы и каким путём пришли',
    'map.hunters': 'Дом глазами охотников',
    'map.watch': 'Дом',
    'map.label': 'Дом: 7 × 7 ячеек, от A до G с запада на восток, от 1 до 7 с юга на север',
    'aid.toggle': 'Подсказка: затенить ячейки, где может быть Фантом',
    'aid.count': 'Затенённых ячеек, где может быть Фантом: {count}.',
    'cell.select-entity': 'выбрать эту сущность, чтобы её передвинуть',
    'cell.relic': 'реликвия: {name}',
    'cell.relic-destroyed': 'уничтоженная реликвия: {name}',
    'cell.pentagram': 'пентаграмма',
    'cell.trap': 'наша ловушка, взведена',
    'cell.trap-unarmed': 'наша ловушка, взведётся после следующего хода Фантома',
    'cell.trace': 'след карты {step}',
    'cell.trace-here': 'след: Фантом проходил здесь этой ночью',
    'cell.trace-by': 'след: Фантом проходил здесь не позже карты {step}',
    'cell.hero': 'герой {n}, {name}',
    'cell.you': 'вы здесь',
    'cell.revealed': 'Фантом, раскрыт',
    'cell.route': 'на вашем пути, карта {steps}',
    'cell.possible': 'Фантом может быть здесь',
    'cell.chosen': 'выбрано: {action}; нажмите ещё раз, чтобы подтвердить',
    'x.cell-start':
      '{cell}, старт Фантома: считается ячейкой любого типа, так что здесь можно сыграть любой призыв.',
    'x.cell-typed': '{cell}: {kind}. Стоя здесь, Фантом может сыграть карту «{card}».',
    'x.cell-plain': '{cell}: обычная ячейка, не связанная ни с одной сущностью.',
    'x.relic':
      '{cell}, реликвия: {name}, на портрете героя (здесь начинает {hero}). Фантом уничтожает её, закончив здесь свой ход, а сущность — простояв здесь два хода Фантома подряд.',
    'x.relic-destroyed':
      '{cell}, реликвия: {name}, на портрете героя (здесь начинает {hero}). Она уничтожена.',
    'x.pentagram':
      'Пентаграмма: каждая карта хода, оставившая Фантома на одной из девяти ячеек вокруг неё, сразу оставляет там след.',
    'x.trap':
      'Наша ловушка, скрытая от Фантома: карта хода, оставившая его здесь, стоит ему {damage|one=# уровня|few=# уровней|many=# уровней|other=# уровня} изгнания и показывает его на доске; сущность, прошедшая через неё, изгнана.',
    'x.trap-unarmed': 'Наша ловушка, скрытая от Фантома: она взведётся после его следующего хода.',
    'x.trace-step': 'След: Фантом проходил здесь этой ночью с картой хода {step}.',
    'x.trace-by': 'След: Фантом проходил здесь этой ночью, не позже карты хода {step}.',
    'x.trace': 'След: Фантом проходил здесь этой ночью.',
    'x.entity': 'Сущность, {entity}: {text} Герой, закончивший здесь ход, изгоняет её.',
    'x.hero': 'Герой {n}, {name}: {text}',
    'x.phantom-you': 'Вы, Фантом, здесь; это видите только вы.',
    'x.phantom-revealed': 'Фантом раскрыт здесь и виден всем до своего следующего хода.',
    'x.route':
      'Ваш путь прошёл здесь ({count|one=карта|few=карты|many=карты|other=карты} {steps}): герой, который обыщет эту ячейку этой ночью, найдёт след.',
    'x.action':
      'Карта действия. Тёмная сторона, для Фантома: {dark}. {darkText} Светлая сторона, для охотников: {light}. {lightText}',
    'x.action-taken': 'Фантом взял её в эти сумерки, и охотники лишились её светлой стороны.',
    'x.hand-dark': 'У Фантома {count|one=# карта|few=# карты|many=# карт|other=# карты} «{name}»: {text}',
    'x.hand-light': 'У охотников {count|one=# карта|few=# карты|many=# карт|other=# карты} «{name}»: {text}',
    'x.move-cards':
      'Карты хода Фантома: {hand} из {max} на эту ночь. Каждая сыгранная карта переносит его на одну ячейку рубашкой вверх; охотники узнают его путь только по следам.',
    'x.hero-item': 'Герой {n}, {name}, на {cell}, ходит игрок {player}: {text}',
    'x.hunter-card': '{name}: {text} Начинает на портрете {cell}.',
    'x.track-time':
      'Ночь {round} из {rounds}. Если Фантом не уничтожит {relics} реликвий до конца последней ночи, побеждают охотники.',
    'x.track-banish':
      'Изгнание: {damage} из {max|one=# уровня|few=# уровней|many=# уровней|other=# уровня}. На последнем уровне Фантом изгнан и охотники побеждают; уровни дают верные обвинения и сработавшие ловушки.',
    'x.track-relics': 'Уничтожено реликвий: {destroyed} из {max}. Когда погибнут все, побеждает Фантом.',
    'track.time': 'Ночь',
    'track.time-label': 'Время: ночь {round} из {rounds}',
    'track.banish': 'Изгнание',
    'track.banish-label':
      'Изгнание: {damage} из {max|one=# уровня|few=# уровней|many=# уровней|other=# уровня}',
    'track.relics': 'Реликвии',
    'track.relics-label': 'Уничтожено реликвий: {destroyed} из {max}',
    'track.hand': 'Карты хода',
    'track.hand-label': 'Карт хода у Фантома: {hand} из {max} на эту ночь',
    'status.twilight': 'Ночь {round}, сумерки: Фантом выбирает карты.',
    'status.heroes': 'Перед первой ночью: охотник выбирает двух героев.',
    'status.opening': 'Ночь {round}, первый ход Фантома: на кубике {roll}, осталось шагов: {steps}.',
    'status.phantom': 'Ночь {round}, полночь: ходит Фантом, на кубике {roll}, осталось шагов: {steps}.',
    'status.hunters': 'Ночь {round}, полночь: ходят охотники, на кубиках {rolls}.',
    'status.hunters-last':
      'Ночь {round}: карты Фантома кончились; последний ход охотников в эту ночь, на кубиках {rolls}.',
    'status.over.relics': 'Игра окончена: шесть реликвий уничтожены.',
    'status.over.banished': 'Игра окончена: Фантом изгнан.',
    'status.over.dawn': 'Игра окончена: охотники продержались семь ночей.',
    'hint.draft-mode':
      'Решите, как взять карты: четыре в открытую или бросить кубик и взять на одну больше выпавшего.',
    'hint.draft-pick':
      'Выберите карту и подтвердите (осталось {left}). Карты берутся слева направо; что берёте вы, теряют охотники (её светлую сторону).',
    'hint.phantom':
      'Ваш ход: шагов — {steps}. Шаг — это карта хода (стрелка или соседняя ячейка на карте) или шаг одной из ваших сущностей. Потом сыграйте карты действий или закончите ход.',
    'hint.phantom-opening':
      'Первый ход: шагов — {steps}, чтобы уйти от старта, пока охотники не двинулись. Реликвии пока уничтожать нельзя.',
    'hint.phantom-cards': 'Движение окончено: сыграйте карты действий или закончите ход.',
    'hint.creep': 'Куда пойдёт {entity} с {cell}: выберите подсвеченную ячейку и подтвердите.',
    'hint.summon': 'Выберите подсвеченную ячейку для новой сущности и подтвердите.',
    'hint.hero': 'Герой {n} ({hero}, бросок {roll}): выберите подсвеченную ячейку и подтвердите.',
    'hint.trap': 'Выберите подсвеченную ячейку для ловушки и подтвердите.',
    'hint.hunters-after': 'Ваши герои походили: обвиняйте, играйте карты или закончите свою часть хода.',
    'pending.confirm': 'Подтвердить',
    'pending.cancel': 'Отмена',
    'explain.move': '{hero}: идёт на {cell} и ищет там следы Фантома.',
    'explain.move-medium': '{hero}: идёт на {cell} и ищет следы там и на четырёх соседних ячейках.',
    'explain.move-banish': 'Остановка там изгоняет: {entity}.',
    'explain.trap':
      'Ловушка на {cell}, скрытая от Фантома. Взводится после его следующего хода: карта хода, оставившая его там, стоит ему {damage|one=# уровня|few=# уровней|many=# уровней|other=# уровня} изгнания и показывает его на доске.',
    'explain.step': 'Сыграть карту хода и перейти на {cell}. Никто больше не видит куда.',
    'explain.still': 'Сыграть карту хода и остаться на {cell}.',
    'explain.creep': '{entity}: с {from} на {to}, за один шаг вашего кубика.',
    'explain.summon':
      'Поставить на {cell}: {entity}. Охотники узнают, на какой ячейке вы стоите, а вы в этот ход больше не движетесь.',
    'explain.pick':
      'Вы берёте «{dark}»; охотники теряют её светлую сторону — «{light}». Карты левее неё в эту ночь уже не взять.',
    'explain.end': 'Закончить ход; дальше ходят охотники.',
    'explain.end-wait': 'Закончить ход, не двигаясь: карта хода всё равно тратится.',
    'explain.end-relic': 'Закончить ход на {cell}: реликвия уничтожена, а вы показаны на доске.',
    'explain.spare':
      'Закончить ход на {cell}, не трогая реликвию: вы остаётесь скрытым, и никто не узнает, что вы её пощадили.',
    'explain.end-opening': 'Закончить этот первый ход.',
    'explain.attack': 'Один шаг вашего кубика ломает эту пентаграмму.',
    'explain.horror': 'Следующий бросок этого героя считается за 1. В этот ход вы больше не движетесь.',
    'explain.accelerate-phantom': 'Ещё два шага в этот ход.',
    'explain.accelerate': 'Этот герой может пройти на две ячейки дальше в этот ход.',
    'explain.accuse':
      'Заявить, что Фантом на {cell}. Верно: {damage|one=# уровень|few=# уровня|many=# уровней|other=# уровня} изгнания, и он показан. Неверно: герой пропускает следующий ход.',
    'explain.accuse-free':
      'Заявить, что Фантом на {cell}. Верно: {damage|one=# уровень|few=# уровня|many=# уровней|other=# уровня} изгнания, и он показан. Неверно: без потерь.',
    'explain.flash': 'Раз за ход: узнать, есть ли Фантом в ряду или столбце этого героя.',
    'explain.pentagram':
      'Нарисовать пентаграмму на {cell}: на девяти ячейках вокруг Фантом сразу оставляет след.',
    'explain.trap-mode': 'Затем выберите ячейку: не реликвию и не в ряду или столбце другой ловушки.',
    'explain.done': 'Ваши герои закончили этот ход; дальше ходит Фантом.',
    'explain.done-last': 'Ваши герои закончили; когда закончат все охотники, наступит рассвет.',
    'draft.title': 'Сумерки: карты действий',
    'draft.legend':
      'На каждой карте: сверху — сторона Фантома, снизу — сторона охотников. Фантом берёт карты слева направо; остальные достаются охотникам.',
    'draft.four': 'Фантом берёт четыре карты; осталось {left}.',
    'draft.rolled':
      'Фантом выбросил {roll}; осталось взять {left|one=# карту|few=# карты|many=# карт|other=# карты}.',
    'draft.taken': 'у Фантома',
    'draft.card': 'Карта: {dark} для Фантома, {light} для охотников',
    'draft.card-taken': 'Карту взял Фантом: {dark} (охотники теряют {light})',
    'draft.rules':
      'Из одинаковых карт подряд можно взять только первую, а у Фантома может быть не больше {max|one=# карты призыва|few=# карт призыва|many=# карт призыва|other=# карты призыва}.',
    'draft.summons-full':
      'У Фантома уже {max|one=# карта призыва|few=# карты призыва|many=# карт призыва|other=# карты призыва}, больше нельзя: остальные карты призыва в ряду заблокированы.',
    'draft.lock-passed': 'пропущена: левее последней взятой',
    'draft.lock-summons':
      'заблокирована: уже {max|one=# призыв|few=# призыва|many=# призывов|other=# призыва}',
    'draft.lock-twin': 'такая же, как слева: взять можно только первую',
    'draft.lock-room': 'слишком далеко справа: после неё не хватит карт на оставшийся выбор',
    'choose.title': 'Герои охотника',
    'choose.legend':
      'Вдвоём охотник выбирает двух героев из шести; втроём и вчетвером их раздают. Каждый начинает на своём портрете.',
    'choose.portrait': 'начинает на {cell}',
    'choose.taken': 'выбран: герой {n}',
    'hint.heroes': 'Выберите героя и подтвердите (осталось {left}).',
    'explain.hero': '{hero} вступает в охоту на {cell}. {text}',
    'phantom.title': 'Ваш ход',
    'phantom.facts': 'Кубик {roll} · шагов осталось {steps} · карт хода {hand}',
    'phantom.steps': 'Карты хода',
    'phantom.entities': 'Ваши сущности',
    'phantom.entity': 'Двигать сущность на {cell}: {entity}',
    'phantom.summon': 'Призвать сущность…',
    'hunters.title': 'Ваши герои',
    'hunters.choose': 'Ходит герой {n}, {hero} (бросок {roll})',
    'hunters.trap': 'Поставить ловушку…',
    'hunters.trap-cancel': 'Не ставить ловушку',
    'hero.roll': 'бросок {roll}',
    'hero.skipping': 'пропускает этот ход',
    'hero.moved': 'походил',
    'hero.accelerated': 'ускорен',
    'hero.accused': 'обвинил',
    'hero.frightened': 'напуган: следующий бросок — 1',
    'hero.skip-next': 'пропустит следующий ход',
    'hero.double-spent': 'двойной удар потрачен до рассвета',
    'hands.title': 'Карты',
    'hands.yours': 'Ваши',
    'hands.phantom': 'У Фантома',
    'hands.ours': 'Наши, охотничьи',
    'hands.hunters': 'У охотников',
    'hands.move-cards': 'Карты хода × {hand}',
    'hands.card': '{name} × {count}',
    'hands.none': 'Нет',
    'heroes.title': 'Герои',
    'heroes.item': '{name} на {cell} ({player})',
    'summary.title': 'Ночь {round} окончена: что случилось',
    'summary.totals':
      'Реликвий уничтожено за ночь: {relics} (всего {total} из 6). Изгнания нанесено за ночь: {damage} (всего {banished} из 7).',
    'summary.partial': 'Эта страница могла пропустить часть событий этой ночи.',
    'summary.quiet': 'Тихая ночь: следов не найдено, ничего не разрушено.',
    'how.goal.title': 'Кто побеждает',
    'how.goal.1':
      'Один игрок — Фантом, невидимо бродящий по старому дому; остальные охотятся на него вместе. Фантом побеждает, уничтожив шесть реликвий дома.',
    'how.goal.2':
      'Охотники побеждают, нанеся Фантому семь уровней изгнания или просто сохранив хотя бы одну реликвию до конца седьмой ночи.',
    'how.house.title': 'Дом',
    'how.house.1':
      'Поле — 7 на 7 ячеек, столбцы от A до G и ряды от 1 до 7. У четырёх угловых комнат по одной двери в центральный коридор; герои обходят стены, а Фантом проплывает сквозь них.',
    'how.house.2':
      'Шесть реликвий стоят в ячейках с рамками — на портретах героев: каждый герой начинает на одном из них. Фантом начинает на пересечении коридоров (жёлтый треугольник). Маленькие значки отмечают ячейки, где можно призвать сущность каждого вида.',
    'how.twilight.title': 'Сумерки',
    'how.twilight.1':
      'Каждая ночь начинается с ряда из тринадцати двусторонних карт действий. Фантом берёт четыре или бросает кубик и берёт на одну больше выпавшего, всегда слева направо. Каждая взятая им карта не достаётся охотникам: они получают остальные светлой стороной вверх (ловушки, пентаграммы, ускорения).',
    'how.phantom.title': 'Ход Фантома',
    'how.phantom.1':
      'Фантом бросает один кубик, как в правилах, при любом числе игроков. Каждый шаг — это либо карта хода (на одну ячейку в любую сторону или на месте), сыгранная на его тайной карте, либо шаг призванной им сущности. Своё положение и путь видит только Фантом.',
    'how.phantom.1-party':
      'В этой партии кубик Фантома зависит от числа героев (наш вариант): против одного охотника единица или двойка перебрасывается один раз; против трёх героев он бросает три кубика, берёт наибольший и прибавляет один. Каждый шаг — это либо карта хода (на одну ячейку в любую сторону или на месте), сыгранная на его тайной карте, либо шаг призванной им сущности. Своё положение и путь видит только Фантом.',
    'how.phantom.2':
      'Закончив ход на реликвии, Фантом может уничтожить её (и тогда показывается на доске, пока снова не двинется) или оставить её и остаться скрытым. Сыграв карту хода, он может играть карты действий: призыв ставит сущность на свободную ячейку её вида (сущность разрушает реликвию, задержавшись на ней), ужас пугает героя; после любой из них он в этот ход больше не движется. Ускорение добавляет два шага и может идти первым.',
    'how.phantom.3':
      'Ночь длится, пока не кончатся двадцать карт хода Фантома; Фантом может не играть ни одной за ход, но такой ход всё равно тратит одну карту: ночь кончается, только когда карты кончатся (отступление от правил, где ждать можно даром). Первая ночь открывается двумя ходами Фантома подряд, и к концу второго он должен уйти со старта.',
    'how.hunters.title': 'Ход охотников',
    'how.hunters.1':
      'Каждый герой бросает кубик и идёт на любую ячейку в пределах броска. Затем он ищет: если Фантом проходил здесь когда угодно этой ночью, даже до того, как его видели в последний раз, здесь появляется след. След говорит, где прошёл Фантом, но не когда: герой на ячейке со следом не знает наверняка, стоит ли Фантом всё ещё там.',
    'how.hunters.1-stamped':
      'Каждый герой бросает кубик и идёт на любую ячейку в пределах броска. Затем он ищет: если Фантом проходил здесь когда угодно этой ночью, даже до того, как его видели в последний раз, появляется след с номером карты, сыгранной тут последней. В этой партии след говорит, где и когда (наш вариант).',
    'how.hunters.2':
      'Герой, стоящий там, где Фантом, может его обвинить: верная догадка стоит Фантому уровня изгнания и показывает, где он стоит; неверная стоит герою следующего хода (он не ходит, не ищет, не рисует и не ставит ловушку; при двух игроках другой герой того же игрока ходит как обычно). Ловушки ставятся тайно (с тремя героями — по одной) и изгоняют любую сущность, которая в них войдёт. Пентаграмма (с тремя героями — не больше двух на поле), когда её рисуют, обыскивает девять ячеек вокруг, а потом каждая карта хода, оставившая Фантома в её круге, оставляет там след.',
    'how.hunters.2-stamped':
      'Герой, стоящий там, где Фантом, может его обвинить: верная догадка стоит Фантому уровня изгнания и показывает его вместе с маршрутом этой ночи; неверная стоит герою следующего хода (он не ходит, не ищет, не рисует и не ставит ловушку; при двух игроках другой герой того же игрока ходит как обычно). Ловушки ставятся тайно (с тремя героями — по одной) и изгоняют любую сущность, которая в них войдёт. Пентаграмма (с тремя героями — не больше двух на поле), когда её рисуют, обыскивает девять ячеек вокруг, а потом каждая карта хода, оставившая Фантома в её круге, оставляет там след.',
    'how.hunters.traps':
      'Ловушка действует с той минуты, как её поставили, как в правилах: Фантом или сущность, ступившие на неё, даже в самый следующий ход, пойманы. Пойманный Фантом получает уровень изгнания (три, пока охотится Инженер), появляется на поле, и его ход кончается.',
    'how.hunters.traps-armed':
      'В этой партии ловушка начинает действовать только после следующего хода Фантома (наш вариант): до тех пор она никого не ловит. Пойманный Фантом получает уровень изгнания (три, пока охотится Инженер), появляется на поле, и его ход кончается.',
    'how.hunters.3':
      'Вдвоём охотник выбирает двух героев перед первой ночью; втроём и вчетвером их раздают. У каждого охотника свой дар — он указан в списке героев. Подсказка затеняет все ячейки, где ещё может быть Фантом, по всему, что видел стол; она включена, пока вы её не выключите.',
    'how.dawn.title': 'Рассвет',
    'how.dawn.1':
      'Когда карты Фантома кончаются, охотники делают последний ход, и наступает рассвет: ловушки открываются, доска очищается, жетон времени сдвигается. Над доской появляется итог ночи.',
    'how.screen.title': 'Игра на этом экране',
    'how.screen.1':
      'Нажмите подсвеченную ячейку, чтобы выбрать её: панель рядом с картой скажет, что произойдёт. Подтвердите или нажмите на ячейку ещё раз. Кнопки говорят, что делают, до нажатия.',
    'how.screen.2':
      'За одним экраном занавес скрывает стол всякий раз, когда устройство переходит от Фантома к охотникам и обратно, чтобы никто не видел чужих тайн.',
    'how.keys.title': 'С клавиатуры',
    'how.keys.1':
      'Tab доходит до карты и всех кнопок. На карте стрелки переходят между ячейками, Enter или пробел выбирают или подтверждают ячейку. Подпись ячейки называет её координату, вид и всё, что на ней.',
  },
  et: {
    'map.private': 'Sinu salajane kaart: ainult sina näed, kus sa oled ja kust tulid',
    'map.hunters': 'Maja, nagu jahimehed seda näevad',
    'map.watch': 'Maja',
    'map.label': 'Maja: 7 × 7 ruutu, A kuni G läänest itta, 1 kuni 7 lõunast põhja',
    'aid.toggle': 'Abi: varjuta ruudud, kus Fantoom võib olla',
    'aid.count': 'Varjutatud ruute, kus Fantoom võib olla: {count}.',
    'cell.select-entity': 'vali see olend, et seda liigutada',
    'cell.relic': 'reliikvia: {name}',
    'cell.relic-destroyed': 'hävitatud reliikvia: {name}',
    'cell.pentagram': 'pentagramm',
    'cell.trap': 'meie püünis, valmis',
    'cell.trap-unarmed': 'meie püünis, valmis pärast Fantoomi järgmist käiku',
    'cell.trace': 'kaardi {step} jälg',
    'cell.trace-here': 'jälg: Fantoom käis siin sel ööl',
    'cell.trace-by': 'jälg: Fantoom käis siin hiljemalt kaardiga {step}',
    'cell.hero': 'kangelane {n}, {name}',
    'cell.you': 'sa oled siin',
    'cell.revealed': 'Fantoom, nähtav',
    'cell.route': 'sinu teel, kaart {steps}',
    'cell.possible': 'Fantoom võib olla siin',
    'cell.chosen': 'valitud: {action}; vajuta uuesti kinnitamiseks',
    'x.cell-start':
      '{cell}, Fantoomi algruut: loeb iga tüüpi ruuduks, nii et siin võib mängida iga kutsumise.',
    'x.cell-typed': '{cell}: {kind}. Siin seistes võib Fantoom mängida kaardi „{card}“.',
    'x.cell-plain': '{cell}: tavaline ruut, ühegi olendi tüübita.',
    'x.relic':
      '{cell}, reliikvia: {name}, kangelase portreel (siit alustab {hero}). Fantoom hävitab selle, kui lõpetab siin oma käigu, olend siis, kui seisab siin kaks Fantoomi käiku järjest.',
    'x.relic-destroyed':
      '{cell}, reliikvia: {name}, kangelase portreel (siit alustab {hero}). See on hävitatud.',
    'x.pentagram':
      'Pentagramm: iga käigukaart, mis jätab Fantoomi selle ümber olevale üheksale ruudule, jätab sinna kohe jälje.',
    'x.trap':
      'Meie püünis, Fantoomi eest peidus: käigukaart, mis jätab ta siia, maksab talle {damage|one=# väljaajamise taseme|other=# väljaajamise taset} ja näitab teda laual; sellest läbi minev olend aetakse välja.',
    'x.trap-unarmed': 'Meie püünis, Fantoomi eest peidus: see rakendub pärast Fantoomi järgmist käiku.',
    'x.trace-step': 'Jälg: Fantoom käis siit täna öösel läbi käigukaardiga {step}.',
    'x.trace-by': 'Jälg: Fantoom käis siit täna öösel läbi, hiljemalt käigukaardiga {step}.',
    'x.trace': 'Jälg: Fantoom käis siit täna öösel läbi.',
    'x.entity': 'Olend, {entity}: {text} Kangelane, kes lõpetab siin käigu, ajab selle välja.',
    'x.hero': 'Kangelane {n}, {name}: {text}',
    'x.phantom-you': 'Sina, Fantoom, oled siin; seda näed ainult sina.',
    'x.phantom-revealed': 'Fantoom on siin paljastatud ja kõigile näha kuni oma järgmise käiguni.',
    'x.route':
      'Sinu tee läks siit läbi ({count|one=kaart|other=kaardid} {steps}): kangelane, kes siin täna öösel otsib, leiab jälje.',
    'x.action':
      'Tegevuskaart. Tume pool, Fantoomile: {dark}. {darkText} Hele pool, jahimeestele: {light}. {lightText}',
    'x.action-taken':
      'Fantoom võttis selle kaardi sel hämarikul, nii et jahimehed jäävad ilma selle heledast poolest.',
    'x.hand-dark': 'Fantoomil on {count|one=# kaart|other=# kaarti} „{name}“: {text}',
    'x.hand-light': 'Jahimeestel on {count|one=# kaart|other=# kaarti} „{name}“: {text}',
    'x.move-cards':
      'Fantoomi käigukaardid: {hand} / {max} sel ööl. Iga mängitud kaart viib ta ühe ruudu edasi, pilt allpool; jahimehed saavad tema teed teada ainult jälgedest.',
    'x.hero-item': 'Kangelane {n}, {name}, ruudul {cell}, liigutab {player}: {text}',
    'x.hunter-card': '{name}: {text} Alustab portreelt ruudul {cell}.',
    'x.track-time':
      'Öö {round} / {rounds}. Kui Fantoom ei hävita viimase öö lõpuks {relics} reliikviat, võidavad jahimehed.',
    'x.track-banish':
      'Väljaajamine: {damage} / {max|one=# tase|other=# taset}. Viimasel tasemel on Fantoom välja aetud ja jahimehed võidavad; tasemeid annavad õiged süüdistused ja rakendunud püünised.',
    'x.track-relics': 'Hävitatud reliikviaid: {destroyed} / {max}. Kui kõik on hävinud, võidab Fantoom.',
    'track.time': 'Öö',
    'track.time-label': 'Aeg: öö {round} / {rounds}',
    'track.banish': 'Väljaajamine',
    'track.banish-label': 'Väljaajamine: {damage} / {max|one=# tase|other=# taset}',
    'track.relics': 'Reliikviad',
    'track.relics-label': 'Hävitatud reliikviaid: {destroyed} / {max}',
    'track.hand': 'Käigukaardid',
    'track.hand-label': 'Fantoomi käigukaarte: {hand} / {max} sel ööl alles',
    'status.twilight': 'Öö {round}, hämarik: Fantoom valib kaarte.',
    'status.heroes': 'Enne esimest ööd: jahimees valib kaks kangelast.',
    'status.opening': 'Öö {round}, Fantoomi avakäik: täringul {roll}, samme jäänud {steps}.',
    'status.phantom': 'Öö {round}, kesköö: Fantoomi käik, täringul {roll}, samme jäänud {steps}.',
    'status.hunters': 'Öö {round}, kesköö: jahimeeste käik, täringutel {rolls}.',
    'status.hunters-last':
      'Öö {round}: Fantoomi kaardid on otsas; jahimeeste viimane käik sel ööl, täringutel {rolls}.',
    'status.over.relics': 'Mäng on läbi: kuus reliikviat on hävitatud.',
    'status.over.banished': 'Mäng on läbi: Fantoom on välja aetud.',
    'status.over.dawn': 'Mäng on läbi: jahimehed pidasid seitse ööd vastu.',
    'hint.draft-mode':
      'Vali, kuidas kaarte võtta: neli avalikult või viska täringut ja võta ühe võrra rohkem, kui see näitab.',
    'hint.draft-pick':
      'Vali kaart, siis kinnita ({left} veel). Kaarte võetakse vasakult paremale; mida sina võtad, jääb jahimeestel saamata (selle hele pool).',
    'hint.phantom':
      'Sinu käik, samme jäänud: {steps}. Samm on käigukaart (nool või naaberruut kaardil) või ühe sinu olendi samm. Seejärel mängi tegevuskaarte või lõpeta käik.',
    'hint.phantom-opening':
      'Avakäik (samme jäänud: {steps}): enne jahimeeste liikumist tuleb stardist eemale saada. Reliikviaid veel hävitada ei saa.',
    'hint.phantom-cards': 'Liikumine on läbi: mängi tegevuskaarte või lõpeta käik.',
    'hint.creep': 'Vali, kuhu läheb {entity} ruudult {cell}: esiletõstetud ruut, siis kinnita.',
    'hint.summon': 'Vali uuele olendile esiletõstetud ruut, siis kinnita.',
    'hint.hero': 'Kangelane {n} ({hero}, vise {roll}): vali esiletõstetud ruut, siis kinnita.',
    'hint.trap': 'Vali püünisele esiletõstetud ruut, siis kinnita.',
    'hint.hunters-after': 'Sinu kangelased on liikunud: süüdista, mängi kaarte või lõpeta oma osa käigust.',
    'pending.confirm': 'Kinnita',
    'pending.cancel': 'Loobu',
    'explain.move': '{hero}: läheb ruudule {cell} ja otsib sealt Fantoomi jälgi.',
    'explain.move-medium': '{hero}: läheb ruudule {cell} ja otsib jälgi seal ning neljal naaberruudul.',
    'explain.move-banish': 'Sinna peatumine ajab välja: {entity}.',
    'explain.trap':
      'Püünis ruudul {cell}, Fantoomi eest peidus. Valmis pärast tema järgmist käiku: käigukaart, mis jätab ta sinna, maksab talle {damage|one=# väljaajamise taseme|other=# väljaajamise taset} ja näitab teda laual.',
    'explain.step': 'Mängi käigukaart ja mine ruudule {cell}. Keegi teine ei näe, kuhu.',
    'explain.still': 'Mängi käigukaart ja jää ruudule {cell}.',
    'explain.creep': '{entity}: ruudult {from} ruudule {to}, ühe täringusammu eest.',
    'explain.summon':
      'Pane ruudule {cell}: {entity}. Jahimehed saavad teada, millisel ruudul sa seisad, ja sel käigul sa enam ei liigu.',
    'explain.pick':
      'Võtad kaardi „{dark}“; jahimeestel jääb saamata selle hele pool „{light}“. Sellest vasakul olevaid kaarte sel ööl enam võtta ei saa.',
    'explain.end': 'Lõpeta käik; järgmisena liiguvad jahimehed.',
    'explain.end-wait': 'Lõpeta käik liikumata: käigukaart kulub ikkagi.',
    'explain.end-relic': 'Lõpeta käik ruudul {cell}: reliikvia hävib ja sind näidatakse laual.',
    'explain.spare':
      'Lõpeta käik ruudul {cell} ja jäta reliikvia alles: jääd varjatuks ja keegi ei saa teada, et sa selle säästsid.',
    'explain.end-opening': 'Lõpeta see avakäik.',
    'explain.attack': 'Üks täringusamm lõhub selle pentagrammi.',
    'explain.horror': 'Selle kangelase järgmine vise loeb 1. Sel käigul sa enam ei liigu.',
    'explain.accelerate-phantom': 'Sel käigul kaks sammu rohkem.',
    'explain.accelerate': 'See kangelane võib sel käigul minna kaks ruutu kaugemale.',
    'explain.accuse':
      'Ütle, et Fantoom on ruudul {cell}. Õige: {damage|one=# väljaajamise tase|other=# väljaajamise taset} ja ta on nähtav. Vale: kangelane jätab järgmise käigu vahele.',
    'explain.accuse-free':
      'Ütle, et Fantoom on ruudul {cell}. Õige: {damage|one=# väljaajamise tase|other=# väljaajamise taset} ja ta on nähtav. Vale: hind puudub.',
    'explain.flash': 'Kord käigul: saad teada, kas Fantoom on selle kangelase reas või veerus.',
    'explain.pentagram':
      'Joonista pentagramm ruudule {cell}: selle ümber üheksal ruudul jätab Fantoom kohe jälje.',
    'explain.trap-mode':
      'Seejärel vali ruut: mitte reliikvia ja mitte teise püünisega samas reas või veerus.',
    'explain.done': 'Sinu kangelased on selle käiguga valmis; järgmisena liigub Fantoom.',
    'explain.done-last': 'Sinu kangelased on valmis; kui kõik jahimehed on, saabub koit.',
    'draft.title': 'Hämarik: tegevuskaardid',
    'draft.legend':
      'Igal kaardil: üleval Fantoomi pool, all jahimeeste pool. Fantoom võtab kaardid vasakult paremale; ülejäänud saavad jahimehed.',
    'draft.four': 'Fantoom võtab neli kaarti; {left} veel.',
    'draft.rolled': 'Fantoom viskas {roll}; võtta veel {left|one=# kaart|other=# kaarti}.',
    'draft.taken': 'Fantoomi oma',
    'draft.card': 'Kaart: {dark} Fantoomile, {light} jahimeestele',
    'draft.card-taken': 'Fantoomi võetud kaart: {dark} (jahimeestel jääb saamata {light})',
    'draft.rules':
      'Ühesugustest kõrvuti kaartidest saab võtta ainult esimese ja Fantoomil võib olla kõige rohkem {max|one=# kutsumiskaart|other=# kutsumiskaarti}.',
    'draft.summons-full':
      'Fantoomil on juba {max|one=# kutsumiskaart|other=# kutsumiskaarti}, rohkem ei tohi: ülejäänud kutsumiskaardid reas on lukus.',
    'draft.lock-passed': 'vahele jäetud: viimati võetust vasakul',
    'draft.lock-summons': 'lukus: juba {max|one=# kutsumine|other=# kutsumist}',
    'draft.lock-twin': 'sama mis vasakul: võtta saab ainult esimese',
    'draft.lock-room': 'liiga paremal: järgmised valikud ei mahuks selle järele',
    'choose.title': 'Jahimehe kangelased',
    'choose.legend':
      'Kahe mängijaga valib jahimees kuuest kangelasest kaks; kolme või nelja mängijaga jagatakse need välja. Igaüks alustab oma portreelt.',
    'choose.portrait': 'alustab ruudult {cell}',
    'choose.taken': 'valitud: kangelane {n}',
    'hint.heroes': 'Vali kangelane, siis kinnita ({left} veel).',
    'explain.hero': '{hero} liitub jahiga ruudul {cell}. {text}',
    'phantom.title': 'Sinu käik',
    'phantom.facts': 'Täring {roll} · samme alles {steps} · käigukaarte {hand}',
    'phantom.steps': 'Käigukaardid',
    'phantom.entities': 'Sinu olendid',
    'phantom.entity': 'Liiguta olendit ruudul {cell}: {entity}',
    'phantom.summon': 'Kutsu olend…',
    'hunters.title': 'Sinu kangelased',
    'hunters.choose': 'Liigub kangelane {n}, {hero} (vise {roll})',
    'hunters.trap': 'Sea püünis…',
    'hunters.trap-cancel': 'Ära sea püünist',
    'hero.roll': 'vise {roll}',
    'hero.skipping': 'jätab selle käigu vahele',
    'hero.moved': 'liikus',
    'hero.accelerated': 'kiirendatud',
    'hero.accused': 'süüdistas',
    'hero.frightened': 'hirmul: järgmine vise loeb 1',
    'hero.skip-next': 'jätab järgmise käigu vahele',
    'hero.double-spent': 'topeltlöök koidikuni kasutatud',
    'hands.title': 'Kaardid',
    'hands.yours': 'Sinu omad',
    'hands.phantom': 'Fantoomi omad',
    'hands.ours': 'Meie, jahimeeste omad',
    'hands.hunters': 'Jahimeeste omad',
    'hands.move-cards': 'Käigukaardid × {hand}',
    'hands.card': '{name} × {count}',
    'hands.none': 'Pole',
    'heroes.title': 'Kangelased',
    'heroes.item': '{name} ruudul {cell} ({player})',
    'summary.title': 'Öö {round} on läbi: mis juhtus',
    'summary.totals':
      'Sel ööl hävitatud reliikviaid: {relics} (kokku {total} / 6). Sel ööl tehtud väljaajamist: {damage} (kokku {banished} / 7).',
    'summary.partial': 'See leht võis osa selle öö sündmustest vahele jätta.',
    'summary.quiet': 'Vaikne öö: jälgi ei leitud, midagi ei hävinud.',
    'how.goal.title': 'Kes võidab',
    'how.goal.1':
      'Üks mängija on Fantoom, kes liigub nähtamatult läbi vana maja; teised jahivad teda koos. Fantoom võidab, kui hävitab kuus maja reliikviat.',
    'how.goal.2':
      'Jahimehed võidavad, kui teevad Fantoomile seitse väljaajamise taset või hoiavad lihtsalt mõne reliikvia alles seitsmenda öö lõpuni.',
    'how.house.title': 'Maja',
    'how.house.1':
      'Laud on 7 korda 7 ruutu, veerud A kuni G ja read 1 kuni 7. Neljal nurgatoal on igaühel üks uks keskkoridori; kangelased käivad seintest ümber, Fantoom aga hõljub neist läbi.',
    'how.house.2':
      'Kuus reliikviat seisavad raamitud ruutudel, kangelaste portreedel: iga kangelane alustab ühelt neist. Fantoom alustab koridoride ristumiskohast (kollane kolmnurk). Väikesed märgid näitavad ruute, kuhu iga liiki olendit saab kutsuda.',
    'how.twilight.title': 'Hämarik',
    'how.twilight.1':
      'Iga öö algab kolmeteistkümne kahepoolse tegevuskaardiga reas. Fantoom võtab neli või viskab täringut ja võtab ühe võrra rohkem, alati vasakult paremale. Iga tema võetud kaart jääb jahimeestel saamata: nemad saavad ülejäänud, hele pool üleval (püünised, pentagrammid, kiirused).',
    'how.phantom.title': 'Fantoomi käik',
    'how.phantom.1':
      'Fantoom viskab nagu reeglites ühte täringut, olgu mängijaid kui palju tahes. Iga samm on kas käigukaart (üks ruut ükskõik mis suunas või paigale jäämine) tema salajasel kaardil või tema kutsutud olendi samm. Oma asukohta ja teed näeb ainult Fantoom.',
    'how.phantom.1-party':
      'Selles mängus sõltub Fantoomi täring kangelaste arvust (meie variant): ühe jahimehe vastu visatakse 1 või 2 korra uuesti; kolme kangelase vastu viskab ta kolme täringut, võtab suurima ja liidab ühe. Iga samm on kas käigukaart (üks ruut ükskõik mis suunas või paigale jäämine) tema salajasel kaardil või tema kutsutud olendi samm. Oma asukohta ja teed näeb ainult Fantoom.',
    'how.phantom.2':
      'Reliikviale käiku lõpetades võib Fantoom selle hävitada (ja jääb siis laual nähtavaks, kuni taas liigub) või jätta selle alles ja jääda varjatuks. Kui ta on mänginud käigukaardi, võib ta mängida tegevuskaarte: kutsumine paneb olendi oma liigi vabale ruudule (olend lõhub reliikvia, kui jääb sellele pidama), hirm hirmutab kangelast; kummagi järel ta sel käigul enam ei liigu. Kiirus lisab kaks sammu ja võib tulla esimesena.',
    'how.phantom.3':
      'Öö kestab, kuni Fantoomi kakskümmend käigukaarti on otsas; Fantoom võib käigul jätta kaardi mängimata, kuid selline käik kulutab ikkagi ühe, sest öö lõpeb alles siis, kui kaardid on otsas (kõrvalekalle reeglitest, kus oodata saab tasuta). Esimene öö algab kahe järjestikuse Fantoomi käiguga ja teise lõpuks peab ta olema stardist lahkunud.',
    'how.hunters.title': 'Jahimeeste käik',
    'how.hunters.1':
      'Iga kangelane viskab täringut ja kõnnib ükskõik millisele ruudule viske piires. Siis ta otsib: kui Fantoom käis sel ruudul ükskõik millal sel ööl, ka enne, kui teda viimati nähti, ilmub sinna jälg. Jälg ütleb, kus Fantoom käis, aga mitte millal: jäljega ruudul seisev kangelane ei tea kindlalt, kas Fantoom on ikka veel seal.',
    'how.hunters.1-stamped':
      'Iga kangelane viskab täringut ja kõnnib ükskõik millisele ruudule viske piires. Siis ta otsib: kui Fantoom käis sel ruudul ükskõik millal sel ööl, ka enne, kui teda viimati nähti, ilmub jälg selle kaardi numbriga, mille ta seal viimati mängis. Selles mängus ütleb jälg, kus ja millal (meie variant).',
    'how.hunters.2':
      'Kangelane, kes seisab Fantoomiga samal ruudul, võib teda süüdistada: õige arvamus maksab Fantoomile väljaajamise taseme ja näitab, kus ta seisab; vale maksab kangelasele järgmise käigu (ta ei liigu, ei otsi, ei joonista ega sea püünist; kahe mängijaga teeb sama mängija teine kangelane oma käigu nagu tavaliselt). Püünised seatakse salaja (kolme kangelasega korraga üks) ja need peletavad minema iga olendi, kes neisse astub. Pentagramm (kolme kangelasega laual kõige rohkem kaks) otsib joonistamisel läbi üheksa ruutu enda ümber ning seejärel jätab iga käigukaart, mis jätab Fantoomi selle ringi, sinna jälje.',
    'how.hunters.2-stamped':
      'Kangelane, kes seisab Fantoomiga samal ruudul, võib teda süüdistada: õige arvamus maksab Fantoomile väljaajamise taseme ja näitab teda koos selle öö teekonnaga; vale maksab kangelasele järgmise käigu (ta ei liigu, ei otsi, ei joonista ega sea püünist; kahe mängijaga teeb sama mängija teine kangelane oma käigu nagu tavaliselt). Püünised seatakse salaja (kolme kangelasega korraga üks) ja need peletavad minema iga olendi, kes neisse astub. Pentagramm (kolme kangelasega laual kõige rohkem kaks) otsib joonistamisel läbi üheksa ruutu enda ümber ning seejärel jätab iga käigukaart, mis jätab Fantoomi selle ringi, sinna jälje.',
    'how.hunters.traps':
      'Püünis toimib kohe, kui see on pandud, nagu reeglites: Fantoom või olend, kes sellele astub, kasvõi kohe järgmisel käigul, jääb vahele. Vahele jäänud Fantoom saab väljaajamise taseme (kolm, kui Insener jahib), ilmub lauale ja tema käik lõpeb.',
    'how.hunters.traps-armed':
      'Selles mängus hakkab püünis toimima alles pärast Fantoomi järgmist käiku (meie variant): seni ei püüa see kedagi. Vahele jäänud Fantoom saab väljaajamise taseme (kolm, kui Insener jahib), ilmub lauale ja tema käik lõpeb.',
    'how.hunters.3':
      'Kahe mängijaga valib jahimees oma kaks kangelast enne esimest ööd; kolme või nelja mängijaga jagatakse need välja. Igal jahimehel on oma anne, mis on kirjas kangelaste nimekirjas. Abi varjutab kõik ruudud, kus Fantoom veel olla võib, kõige põhjal, mida laud on näinud; see on sees, kuni sa selle välja lülitad.',
    'how.dawn.title': 'Koit',
    'how.dawn.1':
      'Kui Fantoomi kaardid on otsas, teevad jahimehed viimase käigu ja saabub koit: püünised näidatakse, laud tühjendatakse ja ajamärk liigub edasi. Laua kohale ilmub öö kokkuvõte.',
    'how.screen.title': 'Sellel ekraanil mängimine',
    'how.screen.1':
      'Klõpsa esiletõstetud ruudul, et see valida: kaardi kõrval olev paneel ütleb, mis juhtub. Kinnita või klõpsa ruudul uuesti. Nupud ütlevad enne vajutamist, mida nad teevad.',
    'how.screen.2':
      'Ühe ekraani taga peidab eesriie laua alati, kui seade liigub Fantoomi ja jahimeeste vahel, nii et keegi ei näe teise poole saladusi.',
    'how.keys.title': 'Klaviatuuriga',
    'how.keys.1':
      'Tab jõuab kaardini ja kõigi nuppudeni. Kaardil liiguvad nooleklahvid ruutude vahel ning Enter või tühik valib või kinnitab ruudu. Iga ruudu silt loeb ette selle koordinaadi, liigi ja kõik, mis sellel on.',
  },
};

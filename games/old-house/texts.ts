// Every text of the Old House in English, Russian and Estonian: board labels, cards, hunters, entities, moves,
// log lines, the table in words and the ways a game ends. Our own words throughout.
//
// Hunters, entity kinds and card faces are part of a key (`log.hero-moved.medium`), so each language says them
// in its own grammar: the templates below use %H / %h for a hunter (capitalised at the start of a sentence, or
// not), %E / %e for an entity, %D / %L for a card's dark and light faces, and are expanded for every one of them.
import type { Lang, Texts } from '../../engine/index.ts';
import { ENTITY_KINDS } from './board.ts';
import { ACTION_CARDS, HUNTERS } from './content.ts';

interface Words {
  /** Per hunter: as the subject at the start of a sentence, and in the middle of one. */
  readonly hunters: Readonly<Record<(typeof HUNTERS)[number], readonly [string, string]>>;
  /** Per entity kind: as a subject, and as an object. */
  readonly entities: Readonly<Record<(typeof ENTITY_KINDS)[number], readonly [string, string]>>;
  readonly dark: Readonly<Record<string, string>>;
  readonly light: Readonly<Record<string, string>>;
  /** Texts with no template, and the templates. */
  readonly plain: Readonly<Record<string, string>>;
  readonly perHunter: Readonly<Record<string, string>>;
  readonly perEntity: Readonly<Record<string, string>>;
  readonly perHunterEntity: Readonly<Record<string, string>>;
  readonly perCard: Readonly<Record<string, string>>;
  /** Keys to set after expansion (a hunter whose line differs). */
  readonly overrides: Readonly<Record<string, string>>;
}

function expand(w: Words): Record<string, string> {
  const out: Record<string, string> = { ...w.plain };
  for (const [key, template] of Object.entries(w.perHunter)) {
    for (const hunter of HUNTERS) {
      const [cap, mid] = w.hunters[hunter];
      out[`${key}.${hunter}`] = template.replaceAll('%H', cap).replaceAll('%h', mid);
    }
  }
  for (const [key, template] of Object.entries(w.perEntity)) {
    for (const kind of ENTITY_KINDS) {
      const [subject, object] = w.entities[kind];
      out[`${key}.${kind}`] = template.replaceAll('%E', subject).replaceAll('%e', object);
    }
  }
  for (const [key, template] of Object.entries(w.perHunterEntity)) {
    for (const hunter of HUNTERS) {
      for (const kind of ENTITY_KINDS) {
        const [cap, mid] = w.hunters[hunter];
        const [subject, object] = w.entities[kind];
        out[`${key}.${hunter}.${kind}`] = template
          .replaceAll('%H', cap)
          .replaceAll('%h', mid)
          .replaceAll('%E', subject)
          .replaceAll('%e', object);
      }
    }
  }
  for (const [key, template] of Object.entries(w.perCard)) {
    for (const card of ACTION_CARDS) {
      out[`${key}.${card.dark}.${card.light}`] = template
        .replaceAll('%D', w.dark[card.dark])
        .replaceAll('%L', w.light[card.light]);
    }
  }
  for (const face of Object.keys(w.dark)) out[`card.dark.${face}`] = w.dark[face];
  for (const face of Object.keys(w.light)) out[`card.light.${face}`] = w.light[face];
  for (const hunter of HUNTERS) out[`hunter.${hunter}`] = w.hunters[hunter][0];
  for (const kind of ENTITY_KINDS) out[`entity.${kind}`] = w.entities[kind][0];
  return { ...out, ...w.overrides };
}

const en: Words = {
  hunters: {
    medium: ['The Medium', 'the Medium'],
    exorcist: ['The Exorcist', 'the Exorcist'],
    runner: ['The Runner', 'the Runner'],
    engineer: ['The Engineer', 'the Engineer'],
    scholar: ['The Scholar', 'the Scholar'],
    photographer: ['The Photographer', 'the Photographer'],
  },
  entities: {
    shadows: ['The Shadow', 'a Shadow'],
    poltergeist: ['The Poltergeist', 'a Poltergeist'],
    slime: ['The Slime', 'a Slime'],
  },
  dark: {
    shadows: 'Summon: Shadow',
    poltergeist: 'Summon: Poltergeist',
    slime: 'Summon: Slime',
    horror: 'Horror',
    acceleration: 'Acceleration',
  },
  light: { trap: 'Trap', pentagram: 'Pentagram', acceleration: 'Acceleration' },
  plain: {
    name: 'Mystery of the Old House',
    summary:
      'One player is a Phantom moving unseen through an old house to destroy six relics; the others hunt it by its traces, with traps and pentagrams, for seven nights.',
    'board.start': 'The Phantom’s start: counts as every kind of cell',
    'board.relic.0': 'The Music Box',
    'board.relic.1': 'The Grandfather Clock',
    'board.relic.2': 'The Family Portrait',
    'board.relic.3': 'The Mirror',
    'board.relic.4': 'The Diary',
    'board.relic.5': 'The Candelabrum',
    'board.room.kitchen': 'Kitchen',
    'board.room.study': 'Study',
    'board.room.library': 'Library',
    'board.room.nursery': 'Nursery',
    'board.room.hall': 'Hall',
    'board.wall': 'Wall: heroes, Poltergeists and Slime go round it; the Phantom and Shadows pass through',
    'board.door': 'Door',
    'board.cell.shadows': 'Shadow cell',
    'board.cell.poltergeist': 'Poltergeist cell',
    'board.cell.slime': 'Slime cell',
    'board.portrait': 'Portrait: where this hunter starts',
    'board.time': 'Time: round {round} of 7',
    'board.damage': 'Banishment: {damage} of 7',
    'board.trace': 'Trace, step {step}',
    'board.possible': 'The Phantom may be here',
    'role.phantom': 'Phantom',
    'role.hunter': 'Hunter',
    'card.dark.shadows.text': 'Standing on a Shadow cell (or the start), put a Shadow on a free Shadow cell.',
    'card.dark.poltergeist.text':
      'Standing on a Poltergeist cell (or the start), put a Poltergeist on a free Poltergeist cell.',
    'card.dark.slime.text': 'Standing on a Slime cell (or the start), put a Slime on a free Slime cell.',
    'card.dark.horror.text': 'Frighten a hero: its next roll counts as 1.',
    'card.dark.acceleration.text': 'Two more steps on this turn’s die.',
    'card.light.trap.text':
      'Set a trap in secret on a cell that holds no relic and shares no row or column with another trap. It costs the Phantom a banishment level and banishes entities.',
    'card.light.pentagram.text':
      'Draw a pentagram on your hero’s cell: each Move card that leaves the Phantom in the ring of nine cells around it leaves a trace there at once.',
    'card.light.acceleration.text': 'Your hero may move two cells further this turn.',
    'hunter.medium.text': 'Her search also feels the four cells around her.',
    'hunter.exorcist.text': 'Once a night, a right accusation costs the Phantom two banishment levels.',
    'hunter.runner.text': 'Adds 1 to every roll.',
    'hunter.engineer.text': 'While the Engineer hunts, each sprung trap costs the Phantom two levels more.',
    'hunter.scholar.text': 'A wrong accusation costs her no turn.',
    'hunter.photographer.text':
      'Each turn, after moving, her flash shows whether the Phantom is in her row or column.',
    'entity.shadows.text': 'Passes through walls; a trap banishes it like any entity.',
    'entity.poltergeist.text': 'Moves diagonally as well.',
    'entity.slime.text': 'Heroes cannot walk through it; they may still end on it.',
    'entity.text':
      'Moves on the Phantom’s die; destroys a relic by ending two Phantom turns in a row on it; banished by a hero ending on it.',
    'log.round': 'Round {round} begins.',
    'log.draft-four': 'The Phantom takes four cards openly.',
    'log.draft-roll': 'The Phantom rolls {roll}: it takes {picks} cards.',
    'log.drafted': 'The hunters take the other {cards} cards, light side up.',
    'log.phantom-turn': 'The Phantom’s turn: it rolls {roll}.',
    'log.phantom-turn-opening': 'The Phantom’s opening turn: it rolls {roll}.',
    'log.phantom-step-hidden': 'The Phantom plays a Move card (card {step} of its route).',
    'log.phantom-step': 'The Phantom plays a Move card and is on {cell} (card {step} of its route).',
    'log.alarm': 'A pentagram flares: the Phantom was on {cell} with card {step}.',
    'log.trap-sprung': 'A trap snaps shut on {cell}: the Phantom takes {damage} banishment and is revealed.',
    'log.revealed': 'The Phantom appears on {cell}. Its route: {route}.',
    'log.revealed-here': 'The Phantom appears on {cell}.',
    'log.relic-destroyed.phantom': 'The Phantom destroys the relic on {cell}.',
    'log.pentagram-broken': 'The pentagram on {cell} is broken.',
    'log.lingered': 'The Phantom waits; a Move card is spent all the same.',
    'log.turn-ended': 'The Phantom ends its turn.',
    'log.night-over': 'The Phantom’s cards are spent: the hunters have one last turn tonight.',
    'log.hunters-turn': 'The hunters’ turn: they roll {rolls}.',
    'log.accelerated-phantom': 'The Phantom speeds up: two more steps.',
    'log.trap-set-hidden': '{player} sets a trap somewhere.',
    'log.trap-set': '{player} sets a trap on {cell}.',
    'log.hunter-done': '{player} is done.',
    'log.dawn': 'Dawn: round {round} is over and the board is cleared.',
    'log.dawn-traps': 'Dawn: round {round} is over; the traps were on {traps}.',
    'log.game-over.relics': 'Six relics are destroyed: the Phantom wins.',
    'log.game-over.banished': 'The Phantom is banished: the hunters win.',
    'log.game-over.dawn': 'Seven nights have passed and the relics stand: the hunters win.',
    'move.draft-four': 'Take four cards openly',
    'move.draft-roll': 'Roll, and take 1 + the die in cards',
    'move.step.n': 'Move north',
    'move.step.e': 'Move east',
    'move.step.s': 'Move south',
    'move.step.w': 'Move west',
    'move.step.still': 'Play a card and stay put',
    'move.creep': 'Move the entity from {from} to {to}',
    'move.attack': 'Attack the pentagram on {cell}',
    'move.summon': 'Summon an entity on {cell}',
    'move.horror': 'Horror on hero {hero}',
    'move.accelerate-phantom': 'Acceleration: two more steps',
    'move.accelerate': 'Acceleration for hero {hero}',
    'move.end-turn': 'End the turn',
    'move.spare': 'End the turn and leave the relic standing (stay hidden)',
    'move.move': 'Hero {hero} to {cell}',
    'move.accuse': 'Hero {hero} accuses: the Phantom is here',
    'move.flash': 'Hero {hero} takes a flash photograph',
    'move.trap': 'Set a trap on {cell}',
    'move.pentagram': 'Hero {hero} draws a pentagram',
    'move.done': 'End your part of the turn',
    'view.round.heroes': 'Before round {round}: the hunter chooses two heroes.',
    'view.round.twilight': 'Round {round} of 7, Twilight: the Phantom takes its cards.',
    'view.round.phantom': 'Round {round} of 7, Midnight: the Phantom’s turn.',
    'view.round.hunters': 'Round {round} of 7, Midnight: the hunters’ turn.',
    'view.round.over': 'Round {round} of 7.',
    'view.over.relics': 'Game over: the Phantom destroyed six relics.',
    'view.over.banished': 'Game over: the Phantom is banished.',
    'view.over.dawn': 'Game over: the hunters held out for seven rounds.',
    'view.you-phantom': 'You are the Phantom, unseen on {cell}.',
    'view.you-hunter': 'You hunt the Phantom.',
    'view.spectator': 'You are watching.',
    'view.relics': 'Relics destroyed: {destroyed} of 6; still standing on {standing}.',
    'view.damage': 'Banishment: {damage} of 7.',
    'view.hand': 'Move cards in the Phantom’s hand: {hand}; on its route: {played}.',
    'view.revealed': 'The Phantom stands revealed on {cell}.',
    'view.possible': 'The Phantom can be on {count|one=# cell|other=# cells}: {cells}.',
    'view.phantom-cards':
      'The Phantom’s cards: Summon {summons}, Horror {horror}, Acceleration {acceleration}.',
    'view.hunter-cards':
      'The hunters’ cards: Trap {traps}, Pentagram {pentagrams}, Acceleration {acceleration}.',
    'view.traps': 'Your traps: {cells}.',
    'view.traps-hidden': 'Traps set: {count}.',
    'view.pentagrams': 'Pentagrams: {cells}.',
    'view.traces': 'Traces: {traces}.',
    'view.turn-phantom': 'The Phantom is moving: {steps} steps left.',
    'view.turn-hunters': 'The hunters are moving.',
    'reason.relics': 'The Phantom destroyed six relics',
    'reason.banished': 'The Phantom was banished',
    'reason.dawn': 'The hunters held out for seven rounds',
  },
  perHunter: {
    'log.horror': '%H is struck with horror: the next roll counts as 1.',
    'log.accelerated': '%H speeds up: two more cells.',
    'log.hero-moved': '%H goes from {from} to {to}.',
    'log.hero-chosen': '%H joins the hunt on {cell}.',
    'move.hero': 'Choose %h',
    'log.searched-nothing': '%H searches {cells}: no trace.',
    'log.searched': '%H finds traces: {traces}.',
    'log.accused-right': '%H accuses on {cell}, rightly: {damage} banishment.',
    'log.accused-wrong': '%H accuses on {cell}, wrongly, and loses the next turn.',
    'log.flash-seen': '%H’s flash catches the Phantom in the same row or column.',
    'log.flash-unseen': '%H’s flash shows no Phantom in the same row or column.',
    'log.pentagram': '%H draws a pentagram on {cell}.',
    'view.hero': 'Hero {hero}, %h, on {cell} ({player}).',
  },
  perEntity: {
    'log.summoned': 'The Phantom summons %e on {cell}.',
    'log.entity-moved': '%E moves from {from} to {to}.',
    'log.entity-trapped': '%E walks into a trap on {cell} and is banished.',
    'log.relic-destroyed': '%E destroys the relic on {cell}.',
    'view.entity': '%E on {cell}.',
  },
  perHunterEntity: { 'log.entity-banished': '%H banishes %e on {cell}.' },
  perCard: {
    'log.picked': 'The Phantom takes “%D”; the hunters lose its “%L”.',
    'move.pick': 'Take “%D” (“%L” on its back)',
  },
  overrides: { 'log.accused-wrong.scholar': 'The Scholar accuses on {cell}, wrongly, but loses no turn.' },
};

const ru: Words = {
  hunters: {
    medium: ['Медиум', 'медиум'],
    exorcist: ['Экзорцист', 'экзорцист'],
    runner: ['Бегун', 'бегун'],
    engineer: ['Инженер', 'инженер'],
    scholar: ['Учёный', 'учёный'],
    photographer: ['Фотограф', 'фотограф'],
  },
  entities: {
    shadows: ['Тень', 'тень'],
    poltergeist: ['Полтергейст', 'полтергейста'],
    slime: ['Слизь', 'слизь'],
  },
  dark: {
    shadows: 'Призыв: Тень',
    poltergeist: 'Призыв: Полтергейст',
    slime: 'Призыв: Слизь',
    horror: 'Ужас',
    acceleration: 'Ускорение',
  },
  light: { trap: 'Ловушка', pentagram: 'Пентаграмма', acceleration: 'Ускорение' },
  plain: {
    name: 'Тайна старого дома',
    summary:
      'Один игрок — невидимый Фантом, который бродит по старому дому и хочет уничтожить шесть реликвий; остальные семь ночей выслеживают его по следам, с ловушками и пентаграммами.',
    'board.start': 'Старт Фантома: считается ячейкой любого типа',
    'board.relic.0': 'Музыкальная шкатулка',
    'board.relic.1': 'Напольные часы',
    'board.relic.2': 'Семейный портрет',
    'board.relic.3': 'Зеркало',
    'board.relic.4': 'Дневник',
    'board.relic.5': 'Канделябр',
    'board.room.kitchen': 'Кухня',
    'board.room.study': 'Кабинет',
    'board.room.library': 'Библиотека',
    'board.room.nursery': 'Детская',
    'board.room.hall': 'Коридор',
    'board.wall': 'Стена: герои, полтергейсты и слизь обходят её, Фантом и тени проходят насквозь',
    'board.door': 'Дверь',
    'board.cell.shadows': 'Ячейка теней',
    'board.cell.poltergeist': 'Ячейка полтергейста',
    'board.cell.slime': 'Ячейка слизи',
    'board.portrait': 'Портрет: здесь начинает этот охотник',
    'board.time': 'Время: раунд {round} из 7',
    'board.damage': 'Изгнание: {damage} из 7',
    'board.trace': 'След, шаг {step}',
    'board.possible': 'Фантом может быть здесь',
    'role.phantom': 'Фантом',
    'role.hunter': 'Охотник',
    'card.dark.shadows.text':
      'Стоя на ячейке теней (или на старте), поставьте тень на свободную ячейку теней.',
    'card.dark.poltergeist.text':
      'Стоя на ячейке полтергейста (или на старте), поставьте полтергейста на свободную ячейку полтергейста.',
    'card.dark.slime.text':
      'Стоя на ячейке слизи (или на старте), поставьте слизь на свободную ячейку слизи.',
    'card.dark.horror.text': 'Напугайте героя: его следующий бросок считается за 1.',
    'card.dark.acceleration.text': 'Ещё два шага к броску этого хода.',
    'card.light.trap.text':
      'Тайно поставьте ловушку на ячейку без реликвии, не в одном ряду и не в одном столбце с другой ловушкой. Она стоит Фантому уровень изгнания и изгоняет сущностей.',
    'card.light.pentagram.text':
      'Начертите пентаграмму на ячейке своего героя: каждая карта хода, после которой Фантом оказался в кольце из девяти ячеек вокруг неё, сразу оставляет там след.',
    'card.light.acceleration.text': 'В этот ход ваш герой может пройти на две ячейки дальше.',
    'hunter.medium.text': 'При поиске чувствует ещё и четыре соседние ячейки.',
    'hunter.exorcist.text': 'Раз за ночь верное обвинение стоит Фантому двух уровней изгнания.',
    'hunter.runner.text': 'Прибавляет 1 к каждому броску.',
    'hunter.engineer.text':
      'Пока инженер в игре, каждая сработавшая ловушка стоит Фантому на два уровня больше.',
    'hunter.scholar.text': 'Ошибочное обвинение не стоит ему хода.',
    'hunter.photographer.text':
      'Каждый ход, после перемещения, вспышка показывает, есть ли Фантом в том же ряду или столбце.',
    'entity.shadows.text': 'Проходит сквозь стены; ловушка изгоняет её, как любую сущность.',
    'entity.poltergeist.text': 'Ходит ещё и по диагонали.',
    'entity.slime.text': 'Герои не могут пройти сквозь неё, но могут остановиться на ней.',
    'entity.text':
      'Ходит на бросок Фантома; уничтожает реликвию, если два хода Фантома подряд заканчивает на ней; изгоняется героем, вставшим на её ячейку.',
    'log.round': 'Начинается раунд {round}.',
    'log.draft-four': 'Фантом открыто берёт четыре карты.',
    'log.draft-roll': 'Фантом выбрасывает {roll} и берёт карт: {picks}.',
    'log.drafted': 'Остальные карты ({cards}) достаются охотникам светлой стороной вверх.',
    'log.phantom-turn': 'Ход Фантома: на кубике {roll}.',
    'log.phantom-turn-opening': 'Начальный ход Фантома: на кубике {roll}.',
    'log.phantom-step-hidden': 'Фантом играет карту хода (карта {step} на его маршруте).',
    'log.phantom-step': 'Фантом играет карту хода и оказывается на {cell} (карта {step} на его маршруте).',
    'log.alarm': 'Пентаграмма вспыхивает: с картой {step} Фантом был на {cell}.',
    'log.trap-sprung': 'На {cell} захлопывается ловушка: Фантом получает изгнание ({damage}) и раскрыт.',
    'log.revealed': 'Фантом появляется на {cell}. Его маршрут: {route}.',
    'log.revealed-here': 'Фантом появляется на {cell}.',
    'log.relic-destroyed.phantom': 'Фантом уничтожает реликвию на {cell}.',
    'log.pentagram-broken': 'Пентаграмма на {cell} разрушена.',
    'log.lingered': 'Фантом выжидает, но карта хода всё равно уходит.',
    'log.turn-ended': 'Фантом заканчивает ход.',
    'log.night-over': 'Карты хода у Фантома кончились: у охотников последний ход этой ночи.',
    'log.hunters-turn': 'Ход охотников: на кубиках {rolls}.',
    'log.accelerated-phantom': 'Фантом ускоряется: ещё два шага.',
    'log.trap-set-hidden': '{player} где-то ставит ловушку.',
    'log.trap-set': '{player} ставит ловушку на {cell}.',
    'log.hunter-done': '{player}: ход окончен.',
    'log.dawn': 'Рассвет: раунд {round} окончен, поле очищено.',
    'log.dawn-traps': 'Рассвет: раунд {round} окончен; ловушки стояли на {traps}.',
    'log.game-over.relics': 'Шесть реликвий уничтожены: Фантом побеждает.',
    'log.game-over.banished': 'Фантом изгнан: охотники побеждают.',
    'log.game-over.dawn': 'Прошло семь ночей, а реликвии целы: охотники побеждают.',
    'move.draft-four': 'Взять четыре карты открыто',
    'move.draft-roll': 'Бросить кубик и взять 1 + выпавшее число карт',
    'move.step.n': 'На север',
    'move.step.e': 'На восток',
    'move.step.s': 'На юг',
    'move.step.w': 'На запад',
    'move.step.still': 'Сыграть карту и остаться на месте',
    'move.creep': 'Передвинуть сущность с {from} на {to}',
    'move.attack': 'Атаковать пентаграмму на {cell}',
    'move.summon': 'Призвать сущность на {cell}',
    'move.horror': 'Ужас на героя {hero}',
    'move.accelerate-phantom': 'Ускорение: ещё два шага',
    'move.accelerate': 'Ускорение для героя {hero}',
    'move.end-turn': 'Закончить ход',
    'move.spare': 'Закончить ход, не трогая реликвию (остаться скрытым)',
    'move.move': 'Герой {hero} на {cell}',
    'move.accuse': 'Герой {hero} обвиняет: Фантом здесь',
    'move.flash': 'Герой {hero} делает снимок со вспышкой',
    'move.trap': 'Поставить ловушку на {cell}',
    'move.pentagram': 'Герой {hero} чертит пентаграмму',
    'move.done': 'Закончить свою часть хода',
    'view.round.heroes': 'Перед раундом {round}: охотник выбирает двух героев.',
    'view.round.twilight': 'Раунд {round} из 7, сумерки: Фантом выбирает карты.',
    'view.round.phantom': 'Раунд {round} из 7, полночь: ходит Фантом.',
    'view.round.hunters': 'Раунд {round} из 7, полночь: ходят охотники.',
    'view.round.over': 'Раунд {round} из 7.',
    'view.over.relics': 'Игра окончена: Фантом уничтожил шесть реликвий.',
    'view.over.banished': 'Игра окончена: Фантом изгнан.',
    'view.over.dawn': 'Игра окончена: охотники продержались семь раундов.',
    'view.you-phantom': 'Вы — Фантом, невидимый на {cell}.',
    'view.you-hunter': 'Вы охотитесь на Фантома.',
    'view.spectator': 'Вы наблюдаете.',
    'view.relics': 'Уничтожено реликвий: {destroyed} из 6; ещё стоят на {standing}.',
    'view.damage': 'Изгнание: {damage} из 7.',
    'view.hand': 'Карт хода на руке у Фантома: {hand}; на его маршруте: {played}.',
    'view.revealed': 'Фантом раскрыт и стоит на {cell}.',
    'view.possible':
      'Фантом может быть на {count|one=# ячейке|few=# ячейках|many=# ячейках|other=# ячейки}: {cells}.',
    'view.phantom-cards': 'Карты Фантома: призыв {summons}, ужас {horror}, ускорение {acceleration}.',
    'view.hunter-cards':
      'Карты охотников: ловушка {traps}, пентаграмма {pentagrams}, ускорение {acceleration}.',
    'view.traps': 'Ваши ловушки: {cells}.',
    'view.traps-hidden': 'Поставлено ловушек: {count}.',
    'view.pentagrams': 'Пентаграммы: {cells}.',
    'view.traces': 'Следы: {traces}.',
    'view.turn-phantom': 'Ходит Фантом: осталось шагов — {steps}.',
    'view.turn-hunters': 'Ходят охотники.',
    'reason.relics': 'Фантом уничтожил шесть реликвий',
    'reason.banished': 'Фантом изгнан',
    'reason.dawn': 'Охотники продержались семь раундов',
  },
  perHunter: {
    'log.horror': '%H в ужасе: следующий бросок считается за 1.',
    'log.accelerated': '%H ускоряется: ещё две ячейки.',
    'log.hero-moved': '%H идёт с {from} на {to}.',
    'log.hero-chosen': '%H вступает в охоту на {cell}.',
    'move.hero': 'Выбрать героя: %h',
    'log.searched-nothing': '%H осматривает {cells}: следов нет.',
    'log.searched': '%H находит следы: {traces}.',
    'log.accused-right': '%H обвиняет на {cell} — и прав: изгнание ({damage}).',
    'log.accused-wrong': '%H обвиняет на {cell} — и ошибается: следующий ход пропущен.',
    'log.flash-seen': 'Вспышка: %h видит Фантома в том же ряду или столбце.',
    'log.flash-unseen': 'Вспышка: в том же ряду и столбце Фантома нет, говорит %h.',
    'log.pentagram': '%H чертит пентаграмму на {cell}.',
    'view.hero': 'Герой {hero} — %h, на {cell} ({player}).',
  },
  perEntity: {
    'log.summoned': 'Фантом призывает %e на {cell}.',
    'log.entity-moved': '%E перемещается с {from} на {to}.',
    'log.entity-trapped': '%E попадает в ловушку на {cell} и изгнана.',
    'log.relic-destroyed': '%E уничтожает реликвию на {cell}.',
    'view.entity': '%E на {cell}.',
  },
  perHunterEntity: { 'log.entity-banished': '%H изгоняет %e с {cell}.' },
  perCard: {
    'log.picked': 'Фантом берёт «%D»; «%L» с её оборота охотникам не достанется.',
    'move.pick': 'Взять «%D» (на обороте «%L»)',
  },
  overrides: {
    'log.accused-wrong.scholar': 'Учёный обвиняет на {cell} — и ошибается, но хода не теряет.',
    'log.entity-trapped.poltergeist': 'Полтергейст попадает в ловушку на {cell} и изгнан.',
  },
};

const et: Words = {
  hunters: {
    medium: ['Meedium', 'meedium'],
    exorcist: ['Eksortsist', 'eksortsist'],
    runner: ['Jooksja', 'jooksja'],
    engineer: ['Insener', 'insener'],
    scholar: ['Teadlane', 'teadlane'],
    photographer: ['Fotograaf', 'fotograaf'],
  },
  entities: {
    shadows: ['Vari', 'varju'],
    poltergeist: ['Poltergeist', 'poltergeisti'],
    slime: ['Lima', 'lima'],
  },
  dark: {
    shadows: 'Kutsumine: Vari',
    poltergeist: 'Kutsumine: Poltergeist',
    slime: 'Kutsumine: Lima',
    horror: 'Hirm',
    acceleration: 'Kiirus',
  },
  light: { trap: 'Püünis', pentagram: 'Pentagramm', acceleration: 'Kiirus' },
  plain: {
    name: 'Vana maja saladus',
    summary:
      'Üks mängija on nähtamatu Fantoom, kes hiilib läbi vana maja, et hävitada kuus reliikviat; teised jälitavad teda seitse ööd jälgede järgi, püüniste ja pentagrammidega.',
    'board.start': 'Fantoomi algruut: loeb iga tüüpi ruuduks',
    'board.relic.0': 'Muusikakarp',
    'board.relic.1': 'Kapp-kell',
    'board.relic.2': 'Perekonnaportree',
    'board.relic.3': 'Peegel',
    'board.relic.4': 'Päevik',
    'board.relic.5': 'Küünlajalg',
    'board.room.kitchen': 'Köök',
    'board.room.study': 'Kabinet',
    'board.room.library': 'Raamatukogu',
    'board.room.nursery': 'Lastetuba',
    'board.room.hall': 'Koridor',
    'board.wall':
      'Sein: kangelased, poltergeistid ja lima käivad sellest ümber, Fantoom ja varjud lähevad läbi',
    'board.door': 'Uks',
    'board.cell.shadows': 'Varjude ruut',
    'board.cell.poltergeist': 'Poltergeisti ruut',
    'board.cell.slime': 'Lima ruut',
    'board.portrait': 'Portree: siit alustab see jahimees',
    'board.time': 'Aeg: {round}. voor 7-st',
    'board.damage': 'Väljaajamine: {damage} 7-st',
    'board.trace': 'Jälg, samm {step}',
    'board.possible': 'Fantoom võib olla siin',
    'role.phantom': 'Fantoom',
    'role.hunter': 'Jahimees',
    'card.dark.shadows.text': 'Varjude ruudul (või algruudul) seistes pane vari vabale varjude ruudule.',
    'card.dark.poltergeist.text':
      'Poltergeisti ruudul (või algruudul) seistes pane poltergeist vabale poltergeisti ruudule.',
    'card.dark.slime.text': 'Lima ruudul (või algruudul) seistes pane lima vabale lima ruudule.',
    'card.dark.horror.text': 'Hirmuta kangelast: tema järgmine vise loeb ühena.',
    'card.dark.acceleration.text': 'Selle käigu viskele kaks sammu juurde.',
    'card.light.trap.text':
      'Pane salaja püünis ruudule, kus pole reliikviat ja mis ei jaga rida ega veergu teise püünisega. See maksab Fantoomile ühe väljaajamise taseme ja ajab olendid minema.',
    'card.light.pentagram.text':
      'Joonista pentagramm oma kangelase ruudule: iga liikumiskaart, mille järel Fantoom on selle ümber olevas üheksa ruudu ringis, jätab sinna kohe jälje.',
    'card.light.acceleration.text': 'Sinu kangelane võib sel käigul liikuda kaks ruutu kaugemale.',
    'hunter.medium.text': 'Otsides tunneb ta ka nelja naaberruutu.',
    'hunter.exorcist.text': 'Kord öö jooksul maksab õige süüdistus Fantoomile kaks väljaajamise taset.',
    'hunter.runner.text': 'Liidab igale viskele 1.',
    'hunter.engineer.text':
      'Kuni insener mängus on, maksab iga lõksu läinud püünis Fantoomile kaks taset rohkem.',
    'hunter.scholar.text': 'Vale süüdistus ei maksa talle käiku.',
    'hunter.photographer.text':
      'Igal käigul, pärast liikumist, näitab välk, kas Fantoom on samas reas või veerus.',
    'entity.shadows.text': 'Läheb seintest läbi; püünis peletab selle minema nagu iga olendi.',
    'entity.poltergeist.text': 'Liigub ka diagonaalis.',
    'entity.slime.text': 'Kangelased ei saa sellest läbi minna, kuid võivad sellel peatuda.',
    'entity.text':
      'Liigub Fantoomi viske arvelt; hävitab reliikvia, kui lõpetab sellel kaks Fantoomi käiku järjest; kaob, kui kangelane peatub tema ruudul.',
    'log.round': 'Algab {round}. voor.',
    'log.draft-four': 'Fantoom võtab avalikult neli kaarti.',
    'log.draft-roll': 'Fantoom veeretab {roll} ja võtab {picks} kaarti.',
    'log.drafted': 'Ülejäänud {cards} kaarti saavad jahimehed, hele pool üleval.',
    'log.phantom-turn': 'Fantoomi käik: täringul {roll}.',
    'log.phantom-turn-opening': 'Fantoomi avakäik: täringul {roll}.',
    'log.phantom-step-hidden': 'Fantoom mängib liikumiskaardi (tema teekonna {step}. kaart).',
    'log.phantom-step': 'Fantoom mängib liikumiskaardi ja on ruudul {cell} (teekonna {step}. kaart).',
    'log.alarm': 'Pentagramm sähvatab: {step}. kaardiga oli Fantoom ruudul {cell}.',
    'log.trap-sprung': 'Ruudul {cell} klõpsab püünis: Fantoom saab väljaajamist {damage} ja on paljastatud.',
    'log.revealed': 'Fantoom ilmub ruudule {cell}. Tema teekond: {route}.',
    'log.revealed-here': 'Fantoom ilmub ruudule {cell}.',
    'log.relic-destroyed.phantom': 'Fantoom hävitab reliikvia ruudul {cell}.',
    'log.pentagram-broken': 'Pentagramm ruudul {cell} on purustatud.',
    'log.lingered': 'Fantoom ootab, kuid liikumiskaart kulub ikkagi.',
    'log.turn-ended': 'Fantoom lõpetab käigu.',
    'log.night-over': 'Fantoomi liikumiskaardid on otsas: jahimeestel on selle öö viimane käik.',
    'log.hunters-turn': 'Jahimeeste käik: täringutel {rolls}.',
    'log.accelerated-phantom': 'Fantoom kiirendab: kaks sammu juurde.',
    'log.trap-set-hidden': '{player} paneb kuhugi püünise.',
    'log.trap-set': '{player} paneb püünise ruudule {cell}.',
    'log.hunter-done': '{player} on valmis.',
    'log.dawn': 'Koidik: {round}. voor on läbi ja laud puhastatakse.',
    'log.dawn-traps': 'Koidik: {round}. voor on läbi; püünised olid ruutudel {traps}.',
    'log.game-over.relics': 'Kuus reliikviat on hävitatud: Fantoom võidab.',
    'log.game-over.banished': 'Fantoom on välja aetud: jahimehed võidavad.',
    'log.game-over.dawn': 'Seitse ööd on möödas ja reliikviad püsivad: jahimehed võidavad.',
    'move.draft-four': 'Võta avalikult neli kaarti',
    'move.draft-roll': 'Veereta ja võta 1 + täringu silmad kaarte',
    'move.step.n': 'Põhja',
    'move.step.e': 'Itta',
    'move.step.s': 'Lõunasse',
    'move.step.w': 'Läände',
    'move.step.still': 'Mängi kaart ja jää paigale',
    'move.creep': 'Vii olend ruudult {from} ruudule {to}',
    'move.attack': 'Ründa pentagrammi ruudul {cell}',
    'move.summon': 'Kutsu olend ruudule {cell}',
    'move.horror': 'Hirm kangelasele {hero}',
    'move.accelerate-phantom': 'Kiirus: kaks sammu juurde',
    'move.accelerate': 'Kiirus kangelasele {hero}',
    'move.end-turn': 'Lõpeta käik',
    'move.spare': 'Lõpeta käik ja jäta reliikvia puutumata (jää varjatuks)',
    'move.move': 'Kangelane {hero} ruudule {cell}',
    'move.accuse': 'Kangelane {hero} süüdistab: Fantoom on siin',
    'move.flash': 'Kangelane {hero} teeb välguga foto',
    'move.trap': 'Pane püünis ruudule {cell}',
    'move.pentagram': 'Kangelane {hero} joonistab pentagrammi',
    'move.done': 'Lõpeta oma osa käigust',
    'view.round.heroes': 'Enne {round}. vooru: jahimees valib kaks kangelast.',
    'view.round.twilight': '{round}. voor 7-st, hämarik: Fantoom valib kaarte.',
    'view.round.phantom': '{round}. voor 7-st, kesköö: käib Fantoom.',
    'view.round.hunters': '{round}. voor 7-st, kesköö: käivad jahimehed.',
    'view.round.over': '{round}. voor 7-st.',
    'view.over.relics': 'Mäng on läbi: Fantoom hävitas kuus reliikviat.',
    'view.over.banished': 'Mäng on läbi: Fantoom on välja aetud.',
    'view.over.dawn': 'Mäng on läbi: jahimehed pidasid vastu seitse vooru.',
    'view.you-phantom': 'Sina oled Fantoom, nähtamatu ruudul {cell}.',
    'view.you-hunter': 'Sina jahid Fantoomi.',
    'view.spectator': 'Sina vaatad pealt.',
    'view.relics': 'Hävitatud reliikviaid: {destroyed} 6-st; alles ruutudel {standing}.',
    'view.damage': 'Väljaajamine: {damage} 7-st.',
    'view.hand': 'Fantoomi käes liikumiskaarte: {hand}; tema teekonnal: {played}.',
    'view.revealed': 'Fantoom seisab paljastatuna ruudul {cell}.',
    'view.possible': 'Fantoom võib olla {count|one=# ruudul|other=# ruudul}: {cells}.',
    'view.phantom-cards': 'Fantoomi kaardid: kutsumine {summons}, hirm {horror}, kiirus {acceleration}.',
    'view.hunter-cards':
      'Jahimeeste kaardid: püünis {traps}, pentagramm {pentagrams}, kiirus {acceleration}.',
    'view.traps': 'Sinu püünised: {cells}.',
    'view.traps-hidden': 'Püüniseid pandud: {count}.',
    'view.pentagrams': 'Pentagrammid: {cells}.',
    'view.traces': 'Jäljed: {traces}.',
    'view.turn-phantom': 'Käib Fantoom: samme jäänud {steps}.',
    'view.turn-hunters': 'Käivad jahimehed.',
    'reason.relics': 'Fantoom hävitas kuus reliikviat',
    'reason.banished': 'Fantoom aeti välja',
    'reason.dawn': 'Jahimehed pidasid vastu seitse vooru',
  },
  perHunter: {
    'log.horror': '%H on hirmul: järgmine vise loeb ühena.',
    'log.accelerated': '%H kiirendab: kaks ruutu juurde.',
    'log.hero-moved': '%H läheb ruudult {from} ruudule {to}.',
    'log.hero-chosen': '%H liitub jahiga ruudul {cell}.',
    'move.hero': 'Vali %h',
    'log.searched-nothing': '%H otsib ruutudel {cells}: jälgi pole.',
    'log.searched': '%H leiab jäljed: {traces}.',
    'log.accused-right': '%H süüdistab ruudul {cell} ja õigesti: väljaajamist {damage}.',
    'log.accused-wrong': '%H süüdistab ruudul {cell}, kuid eksib ja jääb järgmisest käigust ilma.',
    'log.flash-seen': 'Välk: %h näeb Fantoomi samas reas või veerus.',
    'log.flash-unseen': 'Välk: samas reas ega veerus pole Fantoomi, teatab %h.',
    'log.pentagram': '%H joonistab pentagrammi ruudule {cell}.',
    'view.hero': 'Kangelane {hero}, %h, ruudul {cell} ({player}).',
  },
  perEntity: {
    'log.summoned': 'Fantoom kutsub ruudule {cell} %e.',
    'log.entity-moved': '%E liigub ruudult {from} ruudule {to}.',
    'log.entity-trapped': '%E astub ruudul {cell} püünisesse ja kaob.',
    'log.relic-destroyed': '%E hävitab reliikvia ruudul {cell}.',
    'view.entity': '%E ruudul {cell}.',
  },
  perHunterEntity: { 'log.entity-banished': '%H ajab ruudult {cell} välja %e.' },
  perCard: {
    'log.picked': 'Fantoom võtab kaardi „%D“; jahimeestel jääb saamata selle tagakülg „%L“.',
    'move.pick': 'Võta kaart „%D“ (tagaküljel „%L“)',
  },
  overrides: {
    'log.accused-wrong.scholar': 'Teadlane süüdistab ruudul {cell} ja eksib, kuid käiku ei kaota.',
  },
};

const WORDS: Readonly<Record<Lang, Words>> = { en, ru, et };

export const texts: Texts = {
  en: expand(WORDS.en),
  ru: expand(WORDS.ru),
  et: expand(WORDS.et),
};

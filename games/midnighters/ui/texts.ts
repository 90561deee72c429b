import type { Texts } from '../../../engine/index.ts';

// The board's own words and its How-to-play page, in our own words. The game's names (cards, locations,
// nightmares, moves) come from ../texts.ts through `say` and are passed in as parameters.
export const texts: Texts = {
  en: {
    'list.separator': ', ',
    'names.nobody': 'nobody',
    'cards.none': 'no cards',
    'cards.times': '{n} × {name}',

    'map.label':
      'The dream map: 4 × 3 locations, columns A to D from west to east, rows 1 to 3 from north to south',
    'map.you': 'you',
    'badge.walk': 'Go here',
    'badge.go': 'Go here',
    'badge.trade': 'Trade',
    'pending.restaurant-with': 'Trade places with {location} ({cell})',
    'badge.send': 'Send here',
    'badge.place': 'Lay here',
    'badge.settle': 'Put here',
    'badge.vertigo-pick': 'Choose',
    'badge.vertigo-swap': 'Trade',
    'badge.trap': 'Trap',
    'badge.relocate-pick': 'Move here',
    'badge.chosen': 'chosen',

    'cell.empty': 'empty',
    'cell.face-down': 'a unique location, face down',
    'cell.ways': 'ways out: {ways}',
    'cell.you': 'you',
    'cell.avatar': '{player}',
    'cell.here': 'here: {names}',
    'cell.trap': 'a trap of {player}',
    'cell.trap-own': 'your trap (Suspense and {kind})',
    'cell.trap-known': 'a trap of {player} (Suspense and {kind})',
    'cell.action': '{badge}: {action}',

    'options.window': 'In this match a trap’s window stays open {s|one=# second|other=# seconds}.',

    'news.reshuffled':
      'The deck ran out: the discard pile is shuffled into a new deck, and from now on hands hold up to {limit|one=# card|other=# cards} (one fewer per nightmare).',
    'news.nightmare': '{player} now has {nightmare}.',
    'news.nightmare-void': '{player} drew {nightmare} in the Town Hall: it has no power there.',
    'news.nightmare-void-given':
      '{player} was handed {nightmare} in the Town Hall: it has no power there and is discarded.',
    'news.caught': 'Caught by a trap: {names}. They skip their next turn.',

    'status.arrange-me':
      'You are the Director: lay out the dream map, card by card ({n|one=# card|other=# cards} to go).',
    'status.arrange':
      '{player}, the Director, is laying out the dream map ({n|one=# card|other=# cards} to go).',
    'status.settle-me': 'Put every avatar on a Corridor: now the avatar of {player}.',
    'status.settle': '{player}, the Director, is putting the avatars on Corridors.',
    'status.begin': 'The dream begins…',
    'status.woke': '{player} crossed the Bridge and woke up.',
    'status.faded': 'The dream faded: nobody woke up.',
    'status.deciding': 'Waiting for {player}: {what}.',
    'status.window-me':
      'Someone is on a location where your trap lies: spring it or let it pass ({s|one=# second|other=# seconds} left).',
    'status.window':
      'Traps may be sprung now: waiting for their owners ({s|one=# second|other=# seconds} at most).',
    'status.turn-me': 'Your turn: {actions|one=# action|other=# actions} left.',
    'status.turn': 'Turn of {player}, on {location}: {actions|one=# action|other=# actions} left.',
    'status.turn-controlled-me':
      'Your trap took this turn: you play for {player} ({actions|one=# action|other=# actions} left).',
    'status.turn-controlled':
      '{actor} plays the turn of {player} ({actions|one=# action|other=# actions} left).',

    'deciding.forest': 'where the Forest takes them',
    'deciding.motel-look': 'whose hand to look at',
    'deciding.motel-give': 'whether to hand over their nightmares',
    'deciding.restaurant': 'which location to trade places with',
    'deciding.catcher': 'what to do with the top of the deck',
    'deciding.discard': 'which card to discard',
    'deciding.send': 'where their Dreamwalk trap sends someone',
    'deciding.relocate': 'where their Vertigo trap moves a location',
    'deciding.take': 'whose turn their Dream Catcher trap takes',

    'pending.forest': 'The Forest: where to?',
    'pending.forest-text': 'Choose a location in the Forest’s row or column: you go there at once.',
    'pending.motel-look': 'The Motel: whose hand?',
    'pending.motel-look-text': 'Choose a Midnighter: you see their hand (only you).',
    'pending.motel-give': 'The Motel: hand over your nightmares?',
    'pending.motel-give-text':
      'The hand of {player}: {cards}. You may hand them your {n|one=nightmare|other=# nightmares}; its effects go on, on them.',
    'pending.restaurant': 'The Restaurant: trade places',
    'pending.restaurant-text':
      'Choose a location: it and the Restaurant’s card change places on the map, each with whoever stands on it.',
    'pending.catcher': 'Dream Catcher: the top of the deck',
    'catcher.bury-0': 'Leave both on top: {first}, then {second}',
    'catcher.bury-0-one': 'Leave {first} on top',
    'catcher.bury-1': 'Put the top card, {first}, under the deck',
    'catcher.bury-2': 'Put the second card, {second}, under the deck',
    'catcher.bury-3': 'Put both under the deck: {first}, then {second}',
    'pending.catcher-text':
      'These are the next cards of the deck, the top one first (only you see them). Put any of them under the deck, or leave them.',
    'pending.discard': 'Too many cards',
    'pending.discard-text':
      'Your hand holds more than {limit|one=# card|other=# cards}: choose a card to discard, face down.',
    'pending.send': 'Your Dreamwalk trap',
    'pending.send-self': 'Send yourself to any Corridor, or stay where you are.',
    'pending.send-text': 'Send {player} to any Corridor, or leave them where they stand.',
    'pending.relocate': 'Your Vertigo trap',
    'pending.relocate-text':
      'Move {location} to any cell of the map (choose it on the map): it trades places with the card there.',
    'pending.relocate-turn': 'How should it lie at {cell}?',
    'pending.take': 'Your Dream Catcher trap',
    'pending.take-text': 'Choose whose next turn you play, with their hand and their avatar.',

    'arrange.title': 'Lay out the dream map',
    'arrange.corridor': 'Next: {location}, turned {turn}. Turn it as you like, then choose an empty cell.',
    'arrange.face-down':
      'Next: a unique location, face down (nobody knows which). Choose an empty cell for it.',
    'arrange.turn-ccw': 'Turn it anticlockwise',
    'arrange.turn-cw': 'Turn it clockwise',
    'arrange.hint': 'Cards left to lay: {n}. Once all are down, you put the avatars on Corridors.',
    'settle.title': 'Put the avatars down',
    'settle.text': 'Choose the Corridor where {player} falls asleep (on the map, or here).',
    'turn.0': 'as printed',
    'turn.1': 'a quarter turn clockwise',
    'turn.2': 'upside down',
    'turn.3': 'a quarter turn anticlockwise',

    'window.title': 'Your trap!',
    'window.star':
      '{player} plays a Midnight Star on {location}, where your trap lies: a Midnight Star trap steals what it does.',
    'window.arrived': '{names} now stands on {location}, where your trap lies.',
    'window.countdown': '{s|one=# second|other=# seconds} left to decide',
    'window.cannot': 'You cannot spring a trap now (the Colourless Nightmare): let it pass.',
    'window.spring':
      'Spring the trap on {location} (Suspense and {kind}): {n|one=catches # Midnighter|other=catches # Midnighters}',
    'window.pass': 'Let it pass',
    'window.others':
      'A trap may be sprung: the game waits for its owner ({s|one=# second|other=# seconds} at most).',

    'seen.hand': 'What you saw: the hand of {player}',
    'seen.discard': 'What you saw: the discard pile ({n|one=# card|other=# cards})',
    'seen.deck': 'What you saw: the top of the deck',
    'seen.private': 'Only you see this.',
    'seen.close': 'Put it aside',

    'turn.title': 'What you can do',
    'turn.hint':
      'A highlighted location on the map is one Dreamwalk away: click it, or use the buttons. Every other action is below.',
    'turn.hint-nowalk': 'No Dreamwalk can take you anywhere now. What could help:',
    'turn.hint-spent': 'No actions are left this turn: end it, and you draw back up to your hand limit.',
    'turn.help.swap': 'a blind swap: one of your cards for the top of the deck, which may be a Dreamwalk',
    'turn.help.trap': 'a trap on a place the others must pass, to slow whoever leads',
    'turn.help.vertigo': 'a Vertigo, turning a place so that its arrows lead where you need',
    'turn.help.star': 'a Midnight Star on a unique place you stand on, for its power',
    'turn.help.end':
      'ending the turn: you draw up to your hand limit, and the new cards may bring a Dreamwalk',
    'turn.walks': 'Dreamwalks',
    'turn.walk': 'Dreamwalk {dir}, to {location}',
    'turn.vertigo': 'Vertigo: turn or move a location',
    'turn.trap': 'Set a trap (2 actions)',
    'turn.swap': 'Swap a card with the deck, blind',
    'turn.cancel': 'Cancel',
    'turn.spring': 'Spring your trap on {location} (Suspense and {kind})',
    'explain.vertigo':
      'Any location, anywhere: a quarter turn either way, or trade places with a neighbour. Whoever stands on it rides along.',
    'explain.trap':
      'A Suspense and one other card, face down, on a unique location. Everyone sees where it lies, only you what it is.',
    'explain.swap': 'One action: a card of your choice goes under the deck, you take the top card.',
    'explain.star': 'Activate the unique location you stand on.',
    'explain.catcher': 'Look at the top two cards of the deck; put any of them under it.',
    'explain.angle': 'Costs no action and gives you one more.',
    'explain.end': 'The cards you played are discarded, then you draw up to your hand limit ({limit}).',
    'vertigo.pick': 'Choose the location to turn or move, on the map.',
    'vertigo.how': 'What happens to {location}?',
    'vertigo.cw': 'Turn it clockwise',
    'vertigo.ccw': 'Turn it anticlockwise',
    'vertigo.swap': 'Move it {dir}, trading places with {other}',
    'trap.pick-card': 'Choose the card to lay with the Suspense: it decides what the trap does.',
    'trap.with': 'Suspense and {kind}',
    'trap.pick-location': 'Suspense and {kind}: choose the unique location it lies on.',
    'trap-does.dreamwalk': 'Sprung, it sends you and those caught to any Corridors.',
    'trap-does.star':
      'Sprung when a rival plays a Midnight Star there, it takes what the location does for yourself.',
    'trap-does.vertigo': 'Sprung, it moves the location anywhere on the map and turns it.',
    'trap-does.angle': 'Sprung, those caught lose all their traps.',
    'trap-does.catcher': 'Sprung, you look at the hand of one caught and play their next turn.',
    'trap-does.suspense': 'A trap needs a Suspense and another kind of card.',
    'swap.pick': 'Choose the card that goes under the deck.',

    'place.forest': 'Forest: jump to any location in its row or column.',
    'place.square': 'Square: look through the whole discard pile, face-down cards too.',
    'place.motel': 'Motel: look at a Midnighter’s hand, and you may hand them your nightmares.',
    'place.restaurant': 'Restaurant: it trades places with any other location on the map.',
    'place.town-hall':
      'Town Hall: you shed all your nightmares, the Midnight Horror too; everyone else’s are lifted, except the Midnight Horror.',
    'place.bridge': 'Bridge: you wake up and win (only without a nightmare).',
    'place.corridor-1': 'A Corridor has nothing to activate.',
    'place.corridor-2': 'A Corridor has nothing to activate.',
    'place.corridor-3': 'A Corridor has nothing to activate.',
    'place.corridor-4': 'A Corridor has nothing to activate.',
    'place.corridor-5': 'A Corridor has nothing to activate.',
    'place.corridor-6': 'A Corridor has nothing to activate.',
    'about.location.unique': '{does} To use it, stand on it and play a Midnight Star.',
    'about.location.corridor':
      '{name}: a Corridor, a plain stretch of the dream that only leads on. It has nothing to activate.',
    'about.location.face-down':
      'A unique location, face down: nobody knows which it is until every avatar lies on a Corridor.',
    'about.cell.empty': 'An empty cell of the dream map: the Director lays a location here.',
    'about.cell.avatars': 'Standing here: {names}.',
    'about.trap':
      'A trap of {player} on {location}, face down: whoever comes there may be caught and skip a turn.',
    'about.trap-own': 'Your trap on {location}: Suspense and {kind}. {does}',
    'about.trap-known': 'A trap of {player} on {location}: Suspense and {kind}. {does}',
    'about.card': '{kind}: {help} {cost}',
    'about.card.face-down': 'A card face down: you do not know what it is.',
    'about.cost.dreamwalk': 'Costs one action.',
    'about.cost.suspense': 'Setting a trap costs two actions.',
    'about.cost.star': 'Costs one action.',
    'about.cost.vertigo': 'Costs one action.',
    'about.cost.angle': 'Costs no action.',
    'about.cost.catcher': 'Costs one action.',
    'about.nightmare':
      'A nightmare: {name}. {rule} It also lowers its holder’s hand limit by one, and nobody wakes while holding it.',
    'about.deck':
      'The deck: {n|one=# card|other=# cards}, face down. Hands are refilled from it; when it runs out, the discard pile becomes the new deck.',
    'about.discard':
      'The discard pile: {n|one=# card|other=# cards}. The Square lets you look through all of it.',

    'hand.title': 'Your hand',
    'hand.title-of': 'The hand of {player}: you play this turn',
    'hand.limit': '{n} of {limit}',
    'hand.empty': 'No cards.',
    'hand.card': '{kind}: {help}',
    'hand.walk': 'Dreamwalk: choose a highlighted location on the map',
    'hand.hint-discard': 'Choose a card to discard.',
    'help.dreamwalk': 'One step along an arrow of your location.',
    'help.suspense': 'With another card, a trap on a unique location.',
    'help.star': 'Activates the unique location you stand on.',
    'help.vertigo': 'Turns a location, or moves it by one place.',
    'help.angle': 'One more action, for free.',
    'help.catcher': 'See the top of the deck and bury what you like.',

    'piles.title': 'The cards',
    'piles.deck': 'Deck: {n|one=# card|other=# cards}',
    'piles.discard': 'Discard pile: {n|one=# card|other=# cards}',
    'piles.not-reshuffled': 'Hand limit: 5, minus one per nightmare. When the deck runs out it rises to 7.',
    'piles.reshuffled':
      'The deck has been remade {n|one=once|other=# times}: hands now hold {limit}, minus one per nightmare. The dream fades if the deck runs out a fourth time.',
    'piles.played': 'Played this turn',

    'players.title': 'The Midnighters',
    'players.you': '{name} (you)',
    'players.director': 'Director',
    'players.turn': 'turn',
    'players.skips': 'skips the next turn',
    'players.controlled': 'next turn played by {player}',
    'players.at': 'on {location}',
    'players.asleep': 'not yet in the dream',
    'players.cards': '{n|one=# card|other=# cards} in hand',
    'players.open-hand': 'Open hand: {cards}',
    'players.trap': 'Trap on {location} (face down)',
    'players.trap-own': 'Your trap on {location}: Suspense and {kind}',
    'players.trap-known': 'Trap on {location}: Suspense and {kind}',

    'legend.title': 'What the map shows',
    'legend.arrows':
      'Each location has arrows on some of its edges: you may leave it only that way. Arrows turn with the card.',
    'legend.lit': 'A bright arrow is a way your Dreamwalk can take now.',
    'legend.target': 'A highlighted location with a label is what a click (or Enter) does now.',
    'legend.pawns': 'The numbered pawns are the Midnighters’ avatars, in their colours.',
    'legend.traps': 'A small mark in a player’s colour is a trap; only its owner knows what it is.',

    'how.goal.title': 'The goal',
    'how.goal.1':
      'Everyone is caught in the same dream. The first Midnighter to stand on the Bridge and activate it with a Midnight Star wakes up and wins.',
    'how.goal.2':
      'You cannot wake while a nightmare lies in front of you: get rid of it first, at the Town Hall or the Motel.',
    'how.map.title': 'The dream map',
    'how.map.1':
      'Twelve locations lie on a grid of four by three: six Corridors and six unique places. Each has arrows on some edges; a Dreamwalk takes you one location along one of them. The place you arrive on need not point back.',
    'how.map.2-random':
      'In this match the map is dealt at random: the twelve locations lie face up on the grid, each turned by chance, and every avatar starts on a Corridor drawn by lot. The Director (chosen in the lobby) lays out nothing; the seat after it plays first.',
    'how.map.2':
      'At the start the Director (chosen in the lobby, or drawn at random) lays out the map: the Corridors face up, turned as it likes, and the unique places face down, so nobody knows where the Bridge is until every avatar sleeps on a Corridor. The seat after the Director plays first. The lobby can have the map dealt at random instead.',
    'how.map.3':
      'Vertigo changes the map for everyone: it turns any location a quarter turn, or makes it trade places with a neighbour, with the Midnighters on it.',
    'how.turn.title': 'A turn',
    'how.turn.1':
      'You have two actions. Playing a card is one action; a Dutch Angle costs nothing and gives one more. Swapping a card blindly with the deck is one action; setting a trap is two.',
    'how.turn.2':
      'A Midnight Star activates the unique location you stand on. A Dream Catcher shows you the top of the deck.',
    'how.turn.3':
      'When you end the turn the cards you played are discarded and you draw back up to your hand limit: five cards, minus one per nightmare.',
    'how.places.title': 'The unique places',
    'how.places.1':
      'Forest: jump along its row or column. Square: look through the discard pile. Motel: look at someone’s hand and you may pass your nightmares to them. Restaurant: trade its place with any location.',
    'how.places.2':
      'Town Hall: you shed all your nightmares, the Midnight Horror too, and everyone else’s are lifted, except the Midnight Horror. A nightmare that comes to someone standing in the Town Hall (drawn, or handed over at the Motel) has no power and is discarded. Bridge: wake up.',
    'how.traps.title': 'Traps',
    'how.traps.1':
      'A trap is a Suspense and one more card, laid face down on a unique location. Everyone sees where your traps lie, never what they are.',
    'how.traps.2':
      'When someone comes onto your trapped location, or plays a Midnight Star there, the game asks you whether to spring it, with a countdown. Whoever stands there is caught and skips a turn; the second card says what else happens.',
    'how.traps.3':
      'On your own turn you may spring a trap for free. Letting the moment pass loses nothing: the game asks again when someone new arrives.',
    'how.nightmares.title': 'Nightmares',
    'how.nightmares.1':
      'Six nightmares are shuffled into the deck. One drawn takes effect at once and lies face up in front of you: one Dreamwalk a turn, an open hand, one action a turn, a spinning room, forgetting, or the Horror, which no Town Hall but your own lifts. At once means this turn: the one-action nightmare drawn by your first action leaves you no second.',
    'how.nightmares.2':
      'Each nightmare also lowers your hand limit by one. The board shows each one’s effect when you point at it.',
    'how.deck.title': 'The deck runs out',
    'how.deck.1':
      'When the deck is empty the discard pile becomes the new deck and hands may hold seven cards from then on. If it runs out a fourth time, the dream fades and nobody wins.',
    'how.screen.title': 'On this screen',
    'how.screen.1':
      'Highlighted locations are where a click acts; bright arrows are the ways a Dreamwalk can take. Every action also has a button beside the map, saying what it does.',
    'how.screen.2':
      'Keyboard: Tab reaches the map and every button; on the map the arrow keys move between locations and Enter acts. A screen reader hears each location, who stands there and what a press does.',
  },
  ru: {
    'list.separator': ', ',
    'names.nobody': 'никто',
    'cards.none': 'нет карт',
    'cards.times': '{n} × {name}',

    'map.label':
      'Карта сна: 4 × 3 локации, столбцы от A до D с запада на восток, ряды от 1 до 3 с севера на юг',
    'map.you': 'вы',
    'badge.walk': 'Идти сюда',
    'badge.go': 'Сюда',
    'badge.trade': 'Обменять',
    'pending.restaurant-with': 'Поменяться местами с локацией «{location}» ({cell})',
    'badge.send': 'Отправить сюда',
    'badge.place': 'Выложить',
    'badge.settle': 'Поставить',
    'badge.vertigo-pick': 'Выбрать',
    'badge.vertigo-swap': 'Обменять',
    'badge.trap': 'Ловушка',
    'badge.relocate-pick': 'Перенести сюда',
    'badge.chosen': 'выбрано',

    'cell.empty': 'пусто',
    'cell.face-down': 'уникальная локация рубашкой вверх',
    'cell.ways': 'выходы: {ways}',
    'cell.you': 'вы',
    'cell.avatar': '{player}',
    'cell.here': 'здесь: {names}',
    'cell.trap': 'ловушка игрока {player}',
    'cell.trap-own': 'ваша ловушка (Саспенс и {kind})',
    'cell.trap-known': 'ловушка игрока {player} (Саспенс и {kind})',
    'cell.action': '{badge}: {action}',

    'options.window':
      'В этой партии на решение о ловушке даётся {s|one=# секунда|few=# секунды|many=# секунд}.',

    'news.reshuffled':
      'Колода кончилась: сброс перемешан в новую колоду, и теперь на руке можно держать до {limit|one=# карты|few=# карт|many=# карт} (на одну меньше за каждый кошмар).',
    'news.nightmare': 'У игрока {player} теперь {nightmare}.',
    'news.nightmare-void': '{player} вытягивает {nightmare} в Ратуше: там он не действует.',
    'news.nightmare-void-given':
      'Игроку {player} в Ратуше передан {nightmare}: там он не действует и уходит в сброс.',
    'news.caught': 'В ловушку попали: {names}. Они пропускают следующий ход.',

    'status.arrange-me':
      'Вы Постановщик: выложите карту сна, карту за картой (осталось {n|one=# карта|few=# карты|many=# карт}).',
    'status.arrange':
      '{player}, Постановщик, выкладывает карту сна (осталось {n|one=# карта|few=# карты|many=# карт}).',
    'status.settle-me': 'Поставьте каждый аватар на Коридор: сейчас аватар игрока {player}.',
    'status.settle': '{player}, Постановщик, ставит аватары на Коридоры.',
    'status.begin': 'Сон начинается…',
    'status.woke': '{player} перешёл Мост и проснулся.',
    'status.faded': 'Сон развеялся: никто не проснулся.',
    'status.deciding': 'Ждём игрока {player}: {what}.',
    'status.window-me':
      'Кто-то стоит на локации с вашей ловушкой: активируйте её или пропустите (осталось {s|one=# секунда|few=# секунды|many=# секунд}).',
    'status.window':
      'Сейчас можно активировать ловушки: ждём их владельцев (не дольше {s|one=# секунды|few=# секунд|many=# секунд}).',
    'status.turn-me': 'Ваш ход: осталось {actions|one=# действие|few=# действия|many=# действий}.',
    'status.turn':
      'Ходит {player}, локация «{location}»: осталось {actions|one=# действие|few=# действия|many=# действий}.',
    'status.turn-controlled-me':
      'Ваша ловушка забрала этот ход: вы играете за игрока {player} (осталось {actions|one=# действие|few=# действия|many=# действий}).',
    'status.turn-controlled':
      '{actor} играет ход за игрока {player} (осталось {actions|one=# действие|few=# действия|many=# действий}).',

    'deciding.forest': 'куда его перенесёт Лес',
    'deciding.motel-look': 'чьи карты посмотреть',
    'deciding.motel-give': 'отдать ли свои кошмары',
    'deciding.restaurant': 'с какой локацией поменяться местами',
    'deciding.catcher': 'что делать с верхом колоды',
    'deciding.discard': 'какую карту сбросить',
    'deciding.send': 'куда его ловушка Снохождения кого-то отправит',
    'deciding.relocate': 'куда его ловушка Вертиго перенесёт локацию',
    'deciding.take': 'чей ход заберёт его ловушка Ловца снов',

    'pending.forest': 'Лес: куда?',
    'pending.forest-text': 'Выберите локацию в ряду или столбце Леса: вы сразу переходите туда.',
    'pending.motel-look': 'Мотель: чьи карты?',
    'pending.motel-look-text': 'Выберите Полуночника: вы увидите его карты (только вы).',
    'pending.motel-give': 'Мотель: отдать кошмары?',
    'pending.motel-give-text':
      'Карты игрока {player}: {cards}. Можно отдать ему {n|one=ваш кошмар|few=ваши # кошмара|many=ваши # кошмаров}; их действие продолжится на нём.',
    'pending.restaurant': 'Ресторан: поменяться местами',
    'pending.restaurant-text':
      'Выберите локацию: она и карта Ресторана меняются местами на карте, вместе со всеми, кто на них стоит.',
    'pending.catcher': 'Ловец снов: верх колоды',
    'catcher.bury-0': 'Оставить обе наверху: {first}, затем {second}',
    'catcher.bury-0-one': 'Оставить {first} наверху',
    'catcher.bury-1': 'Верхнюю карту, {first}, — под колоду',
    'catcher.bury-2': 'Вторую карту, {second}, — под колоду',
    'catcher.bury-3': 'Обе под колоду: {first}, затем {second}',
    'pending.catcher-text':
      'Это следующие карты колоды, верхняя первой (их видите только вы). Положите любые из них под колоду или оставьте.',
    'pending.discard': 'Слишком много карт',
    'pending.discard-text':
      'На руке больше {limit|one=# карты|few=# карт|many=# карт}: выберите карту, которую сбросить рубашкой вверх.',
    'pending.send': 'Ваша ловушка Снохождения',
    'pending.send-self': 'Отправьтесь на любой Коридор или останьтесь на месте.',
    'pending.send-text': 'Отправьте игрока {player} на любой Коридор или оставьте на месте.',
    'pending.relocate': 'Ваша ловушка Вертиго',
    'pending.relocate-text':
      'Перенесите локацию «{location}» на любую клетку карты (выберите её на карте): она поменяется местами с картой, что там лежит.',
    'pending.relocate-turn': 'Как ей лежать на {cell}?',
    'pending.take': 'Ваша ловушка Ловца снов',
    'pending.take-text': 'Выберите, чей следующий ход вы сыграете его картами и его аватаром.',

    'arrange.title': 'Выложите карту сна',
    'arrange.corridor': 'Следующая: {location}, {turn}. Поверните как хотите и выберите пустую клетку.',
    'arrange.face-down':
      'Следующая: уникальная локация рубашкой вверх (никто не знает какая). Выберите для неё пустую клетку.',
    'arrange.turn-ccw': 'Повернуть против часовой стрелки',
    'arrange.turn-cw': 'Повернуть по часовой стрелке',
    'arrange.hint': 'Осталось выложить: {n}. Когда всё выложено, вы ставите аватары на Коридоры.',
    'settle.title': 'Поставьте аватары',
    'settle.text': 'Выберите Коридор, где засыпает {player} (на карте или здесь).',
    'turn.0': 'как напечатано',
    'turn.1': 'на четверть по часовой стрелке',
    'turn.2': 'вверх ногами',
    'turn.3': 'на четверть против часовой стрелки',

    'window.title': 'Ваша ловушка!',
    'window.star':
      '{player} играет Полночную звезду на локации «{location}», где лежит ваша ловушка: ловушка со Звездой забирает её действие себе.',
    'window.arrived': '{names}: теперь на локации «{location}», где лежит ваша ловушка.',
    'window.countdown': 'На решение: {s|one=# секунда|few=# секунды|many=# секунд}',
    'window.cannot': 'Сейчас вы не можете активировать ловушку (Бесцветный кошмар): пропустите.',
    'window.spring':
      'Активировать ловушку на локации «{location}» (Саспенс и {kind}): {n|one=попадётся # Полуночник|few=попадутся # Полуночника|many=попадутся # Полуночников}',
    'window.pass': 'Пропустить',
    'window.others':
      'Можно активировать ловушку: игра ждёт её владельца (не дольше {s|one=# секунды|few=# секунд|many=# секунд}).',

    'seen.hand': 'Вы увидели: карты игрока {player}',
    'seen.discard': 'Вы увидели: сброс ({n|one=# карта|few=# карты|many=# карт})',
    'seen.deck': 'Вы увидели: верх колоды',
    'seen.private': 'Это видите только вы.',
    'seen.close': 'Убрать',

    'turn.title': 'Что можно сделать',
    'turn.hint':
      'Подсвеченная локация на карте — в одном Снохождении: нажмите на неё или на кнопку. Все остальные действия — ниже.',
    'turn.hint-nowalk': 'Сейчас Снохождение никуда не ведёт. Что может помочь:',
    'turn.hint-spent':
      'Действий в этом ходу не осталось: завершите его, и вы доберёте карты до предела руки.',
    'turn.help.swap': 'обмен вслепую: ваша карта на верхнюю карту колоды — вдруг это Снохождение',
    'turn.help.trap': 'ловушка на месте, мимо которого не пройти другим, — задержать лидера',
    'turn.help.vertigo': 'Вертиго: повернуть место так, чтобы стрелки вели куда нужно',
    'turn.help.star': 'Полночная звезда на уникальном месте, где вы стоите, — ради его силы',
    'turn.help.end':
      'закончить ход: вы доберёте карты до предела руки — среди них может оказаться Снохождение',
    'turn.walks': 'Снохождения',
    'turn.walk': 'Снохождение {dir}: {location}',
    'turn.vertigo': 'Вертиго: повернуть или сдвинуть локацию',
    'turn.trap': 'Поставить ловушку (2 действия)',
    'turn.swap': 'Обменять карту с колодой вслепую',
    'turn.cancel': 'Отмена',
    'turn.spring': 'Активировать вашу ловушку на локации «{location}» (Саспенс и {kind})',
    'explain.vertigo':
      'Любая локация, где угодно: поворот на четверть в любую сторону или обмен местами с соседней. Кто на ней стоит — едет вместе с ней.',
    'explain.trap':
      'Саспенс и ещё одна карта рубашкой вверх на уникальной локации. Все видят, где она лежит, но только вы знаете, что это.',
    'explain.swap': 'Одно действие: выбранная карта уходит под колоду, вы берёте верхнюю.',
    'explain.star': 'Активирует уникальную локацию, на которой вы стоите.',
    'explain.catcher': 'Посмотрите две верхние карты колоды и положите любые из них под неё.',
    'explain.angle': 'Не стоит действия и даёт ещё одно.',
    'explain.end': 'Сыгранные карты уходят в сброс, затем вы добираете карты до лимита руки ({limit}).',
    'vertigo.pick': 'Выберите на карте локацию, которую повернуть или сдвинуть.',
    'vertigo.how': 'Что сделать с локацией «{location}»?',
    'vertigo.cw': 'Повернуть по часовой стрелке',
    'vertigo.ccw': 'Повернуть против часовой стрелки',
    'vertigo.swap': 'Сдвинуть {dir}, поменяв местами с локацией «{other}»',
    'trap.pick-card': 'Выберите карту, которая ляжет с Саспенсом: от неё зависит, что сделает ловушка.',
    'trap.with': 'Саспенс и {kind}',
    'trap.pick-location': 'Саспенс и {kind}: выберите уникальную локацию для ловушки.',
    'trap-does.dreamwalk': 'Сработав, отправляет вас и попавшихся на любые Коридоры.',
    'trap-does.star':
      'Срабатывает, когда соперник играет там Полночную звезду: действие локации достаётся вам.',
    'trap-does.vertigo': 'Сработав, переносит локацию куда угодно на карте и поворачивает её.',
    'trap-does.angle': 'Сработав, лишает попавшихся всех их ловушек.',
    'trap-does.catcher': 'Сработав, показывает вам карты одного попавшегося, и вы играете его следующий ход.',
    'trap-does.suspense': 'Для ловушки нужны Саспенс и карта другого вида.',
    'swap.pick': 'Выберите карту, которая уйдёт под колоду.',

    'place.forest': 'Лес: перейти на любую локацию в его ряду или столбце.',
    'place.square': 'Площадь: просмотреть весь сброс, включая карты рубашкой вверх.',
    'place.motel': 'Мотель: посмотреть карты Полуночника и, если хотите, отдать ему свои кошмары.',
    'place.restaurant': 'Ресторан: меняется местами с любой другой локацией карты.',
    'place.town-hall':
      'Ратуша: вы сбрасываете все свои кошмары, и Полночный ужас тоже; у остальных снимаются все, кроме Полночного ужаса.',
    'place.bridge': 'Мост: вы просыпаетесь и побеждаете (только без кошмаров).',
    'place.corridor-1': 'В Коридоре нечего активировать.',
    'place.corridor-2': 'В Коридоре нечего активировать.',
    'place.corridor-3': 'В Коридоре нечего активировать.',
    'place.corridor-4': 'В Коридоре нечего активировать.',
    'place.corridor-5': 'В Коридоре нечего активировать.',
    'place.corridor-6': 'В Коридоре нечего активировать.',
    'about.location.unique': '{does} Чтобы её использовать, встаньте на неё и сыграйте Полночную звезду.',
    'about.location.corridor':
      '{name}: Коридор, простой отрезок сна, который лишь ведёт дальше. В нём нечего активировать.',
    'about.location.face-down':
      'Уникальная локация рубашкой вверх: никто не знает, какая это, пока все аватары не лягут на Коридоры.',
    'about.cell.empty': 'Пустая клетка карты сна: сюда Постановщик положит локацию.',
    'about.cell.avatars': 'Здесь стоят: {names}.',
    'about.trap':
      'Ловушка игрока {player} на локации «{location}», рубашкой вверх: кто сюда придёт, может попасться и пропустить ход.',
    'about.trap-own': 'Ваша ловушка на локации «{location}»: Саспенс и {kind}. {does}',
    'about.trap-known': 'Ловушка игрока {player} на локации «{location}»: Саспенс и {kind}. {does}',
    'about.card': '{kind}: {help} {cost}',
    'about.card.face-down': 'Карта рубашкой вверх: вы не знаете, что это.',
    'about.cost.dreamwalk': 'Стоит одно действие.',
    'about.cost.suspense': 'Ловушка стоит два действия.',
    'about.cost.star': 'Стоит одно действие.',
    'about.cost.vertigo': 'Стоит одно действие.',
    'about.cost.angle': 'Не стоит ни одного действия.',
    'about.cost.catcher': 'Стоит одно действие.',
    'about.nightmare':
      'Кошмар: {name}. {rule} Ещё он уменьшает предел руки владельца на одну карту, и с ним нельзя проснуться.',
    'about.deck':
      'Колода: {n|one=# карта|few=# карты|many=# карт|other=# карты}, рубашкой вверх. Из неё добирают карты; когда она кончится, сброс станет новой колодой.',
    'about.discard':
      'Сброс: {n|one=# карта|few=# карты|many=# карт|other=# карты}. На Площади его можно просмотреть целиком.',

    'hand.title': 'Ваши карты',
    'hand.title-of': 'Карты игрока {player}: этот ход играете вы',
    'hand.limit': '{n} из {limit}',
    'hand.empty': 'Карт нет.',
    'hand.card': '{kind}: {help}',
    'hand.walk': 'Снохождение: выберите подсвеченную локацию на карте',
    'hand.hint-discard': 'Выберите карту для сброса.',
    'help.dreamwalk': 'Шаг по стрелке вашей локации.',
    'help.suspense': 'Вместе с другой картой — ловушка на уникальной локации.',
    'help.star': 'Активирует уникальную локацию, где вы стоите.',
    'help.vertigo': 'Поворачивает локацию или сдвигает её на одно место.',
    'help.angle': 'Ещё одно действие, бесплатно.',
    'help.catcher': 'Посмотрите верх колоды и уберите вниз что хотите.',

    'piles.title': 'Карты',
    'piles.deck': 'Колода: {n|one=# карта|few=# карты|many=# карт}',
    'piles.discard': 'Сброс: {n|one=# карта|few=# карты|many=# карт}',
    'piles.not-reshuffled': 'Лимит руки: 5, минус один за каждый кошмар. Когда колода кончится, он станет 7.',
    'piles.reshuffled':
      'Колода собрана заново {n|one=# раз|few=# раза|many=# раз}: теперь лимит руки {limit}, минус один за каждый кошмар. Если колода кончится в четвёртый раз, сон развеется.',
    'piles.played': 'Сыграно в этот ход',

    'players.title': 'Полуночники',
    'players.you': '{name} (вы)',
    'players.director': 'Постановщик',
    'players.turn': 'ходит',
    'players.skips': 'пропускает следующий ход',
    'players.controlled': 'следующий ход сыграет {player}',
    'players.at': 'локация «{location}»',
    'players.asleep': 'ещё не во сне',
    'players.cards': 'на руке {n|one=# карта|few=# карты|many=# карт}',
    'players.open-hand': 'Открытые карты: {cards}',
    'players.trap': 'Ловушка на локации «{location}» (рубашкой вверх)',
    'players.trap-own': 'Ваша ловушка на локации «{location}»: Саспенс и {kind}',
    'players.trap-known': 'Ловушка на локации «{location}»: Саспенс и {kind}',

    'legend.title': 'Что показывает карта',
    'legend.arrows':
      'На краях каждой локации есть стрелки: уйти с неё можно только по ним. Стрелки поворачиваются вместе с картой.',
    'legend.lit': 'Яркая стрелка — путь, которым сейчас может пойти ваше Снохождение.',
    'legend.target': 'Подсвеченная локация с подписью — то, что сейчас сделает нажатие (или Enter).',
    'legend.pawns': 'Фишки с номерами — аватары Полуночников, каждая своего цвета.',
    'legend.traps': 'Маленькая метка цвета игрока — ловушка; что это за ловушка, знает только её владелец.',

    'how.goal.title': 'Цель',
    'how.goal.1':
      'Все попали в один и тот же сон. Первый Полуночник, который встанет на Мост и активирует его Полночной звездой, просыпается и побеждает.',
    'how.goal.2':
      'Пока перед вами лежит кошмар, проснуться нельзя: сначала избавьтесь от него в Ратуше или в Мотеле.',
    'how.map.title': 'Карта сна',
    'how.map.1':
      'Двенадцать локаций лежат на сетке четыре на три: шесть Коридоров и шесть уникальных мест. На краях у каждой есть стрелки; Снохождение переводит вас на одну локацию по одной из них. Локация, куда вы пришли, не обязана указывать обратно.',
    'how.map.2-random':
      'В этой партии карта разложена случайно: двенадцать мест лежат на поле лицом вверх, каждое повёрнуто как выпало, а каждый аватар начинает на Коридоре, выбранном жребием. Постановщик (выбранный в лобби) ничего не выкладывает; первым ходит место после него.',
    'how.map.2':
      'В начале Постановщик (выбранный в лобби или жребием) выкладывает карту: Коридоры лицом вверх, повёрнутые как он хочет, а уникальные места рубашкой вверх, так что никто не знает, где Мост, пока все аватары не уснут на Коридорах. Первым ходит место после Постановщика. В лобби можно выбрать и случайную раскладку.',
    'how.map.3':
      'Вертиго меняет карту для всех: поворачивает любую локацию на четверть или меняет её местами с соседней вместе с Полуночниками на ней.',
    'how.turn.title': 'Ход',
    'how.turn.1':
      'У вас два действия. Сыграть карту — одно действие; Голландский угол ничего не стоит и даёт ещё одно. Обмен карты с колодой вслепую — одно действие, ловушка — два.',
    'how.turn.2':
      'Полночная звезда активирует уникальную локацию, где вы стоите. Ловец снов показывает верх колоды.',
    'how.turn.3':
      'Когда вы заканчиваете ход, сыгранные карты уходят в сброс, и вы добираете карты до лимита: пять, минус одна за каждый кошмар.',
    'how.places.title': 'Уникальные места',
    'how.places.1':
      'Лес: прыжок по его ряду или столбцу. Площадь: просмотр сброса. Мотель: посмотреть чьи-то карты и, если хотите, передать ему свои кошмары. Ресторан: поменять его место с любой локацией.',
    'how.places.2':
      'Ратуша: вы сбрасываете все свои кошмары, и Полночный ужас тоже, а у остальных снимаются все, кроме Полночного ужаса. Кошмар, который достался стоящему в Ратуше (вытянут или передан в Мотеле), не действует и уходит в сброс. Мост: проснуться.',
    'how.traps.title': 'Ловушки',
    'how.traps.1':
      'Ловушка — это Саспенс и ещё одна карта, положенные рубашкой вверх на уникальную локацию. Все видят, где лежат ваши ловушки, но никогда — какие они.',
    'how.traps.2':
      'Когда кто-то приходит на локацию с вашей ловушкой или играет там Полночную звезду, игра спрашивает, активировать ли её, и отсчитывает время. Кто там стоит, попадается и пропускает ход; вторая карта говорит, что будет ещё.',
    'how.traps.3':
      'В свой ход можно активировать ловушку бесплатно. Пропустить момент ничего не стоит: игра спросит снова, когда придёт кто-то новый.',
    'how.nightmares.title': 'Кошмары',
    'how.nightmares.1':
      'Шесть кошмаров замешаны в колоду. Вытянутый кошмар действует сразу и ложится перед вами лицом вверх: одно Снохождение за ход, открытые карты, одно действие за ход, кружащаяся комната, забвение или Ужас, которого снимает только ваша собственная Ратуша. Сразу — значит в этот же ход: кошмар одного действия, вытянутый первым действием, не оставляет второго.',
    'how.nightmares.2':
      'Каждый кошмар ещё и уменьшает лимит руки на один. Если навести на кошмар, доска покажет, что он делает.',
    'how.deck.title': 'Колода кончилась',
    'how.deck.1':
      'Когда колода пуста, сброс становится новой колодой, и с этих пор на руке можно держать семь карт. Если колода кончится в четвёртый раз, сон развеется и никто не победит.',
    'how.screen.title': 'На этом экране',
    'how.screen.1':
      'Подсвеченные локации — там, где нажатие что-то сделает; яркие стрелки — пути Снохождения. У каждого действия есть и кнопка рядом с картой с его описанием.',
    'how.screen.2':
      'Клавиатура: Tab ведёт к карте и ко всем кнопкам; на карте стрелки переходят между локациями, а Enter действует. Экранный диктор называет каждую локацию, кто на ней стоит и что сделает нажатие.',
  },
  et: {
    'list.separator': ', ',
    'names.nobody': 'mitte keegi',
    'cards.none': 'kaarte pole',
    'cards.times': '{n} × {name}',

    'map.label': 'Unenäo kaart: 4 × 3 paika, veerud A kuni D läänest itta, read 1 kuni 3 põhjast lõunasse',
    'map.you': 'sina',
    'badge.walk': 'Mine siia',
    'badge.go': 'Siia',
    'badge.trade': 'Vaheta',
    'pending.restaurant-with': 'Vaheta kohad paigaga {location} ({cell})',
    'badge.send': 'Saada siia',
    'badge.place': 'Pane siia',
    'badge.settle': 'Pane siia',
    'badge.vertigo-pick': 'Vali',
    'badge.vertigo-swap': 'Vaheta',
    'badge.trap': 'Lõks',
    'badge.relocate-pick': 'Vii siia',
    'badge.chosen': 'valitud',

    'cell.empty': 'tühi',
    'cell.face-down': 'ainulaadne paik, tagurpidi',
    'cell.ways': 'väljapääsud: {ways}',
    'cell.you': 'sina',
    'cell.avatar': '{player}',
    'cell.here': 'siin: {names}',
    'cell.trap': 'mängija {player} lõks',
    'cell.trap-own': 'sinu lõks (Põnevus ja {kind})',
    'cell.trap-known': 'mängija {player} lõks (Põnevus ja {kind})',
    'cell.action': '{badge}: {action}',

    'options.window': 'Selles mängus on lõksu aken avatud {s|one=# sekund|other=# sekundit}.',

    'news.reshuffled':
      'Pakk sai otsa: kaardipakk segatakse äravisatud kaartidest uuesti ja nüüdsest mahub kätte kuni {limit|one=# kaart|other=# kaarti} (iga õudusunenägu ühe võrra vähem).',
    'news.nightmare': 'Mängijal {player} on nüüd {nightmare}.',
    'news.nightmare-void': '{player} tõmbas Raekojas kaardi {nightmare}: seal pole sel jõudu.',
    'news.nightmare-void-given':
      '{player} sai Raekojas üle kaardi {nightmare}: seal pole sel jõudu ja see heidetakse ära.',
    'news.caught': 'Lõksu jäid: {names}. Nad jätavad järgmise käigu vahele.',

    'status.arrange-me':
      'Sina oled Lavastaja: lao unenäo kaart välja, kaart kaardi järel (jäänud {n|one=# kaart|other=# kaarti}).',
    'status.arrange':
      '{player}, Lavastaja, laob unenäo kaarti välja (jäänud {n|one=# kaart|other=# kaarti}).',
    'status.settle-me': 'Pane iga avatar Koridorile: nüüd mängija {player} avatar.',
    'status.settle': '{player}, Lavastaja, paneb avatare Koridoridele.',
    'status.begin': 'Uni algab…',
    'status.woke': '{player} ületas Silla ja ärkas.',
    'status.faded': 'Uni haihtus: keegi ei ärganud.',
    'status.deciding': 'Ootame mängijat {player}: {what}.',
    'status.window-me':
      'Keegi on paigas, kus on sinu lõks: vallanda see või lase mööda (jäänud {s|one=# sekund|other=# sekundit}).',
    'status.window':
      'Nüüd võib lõkse vallandada: ootame nende omanikke (kõige rohkem {s|one=# sekund|other=# sekundit}).',
    'status.turn-me': 'Sinu käik: jäänud {actions|one=# tegevus|other=# tegevust}.',
    'status.turn': 'Käib {player}, paigas {location}: jäänud {actions|one=# tegevus|other=# tegevust}.',
    'status.turn-controlled-me':
      'Sinu lõks võttis selle käigu: mängid mängija {player} eest (jäänud {actions|one=# tegevus|other=# tegevust}).',
    'status.turn-controlled':
      '{actor} mängib mängija {player} käiku (jäänud {actions|one=# tegevus|other=# tegevust}).',

    'deciding.forest': 'kuhu Mets ta viib',
    'deciding.motel-look': 'kelle kaarte vaadata',
    'deciding.motel-give': 'kas anda oma õudusunenäod ära',
    'deciding.restaurant': 'millise paigaga kohad vahetada',
    'deciding.catcher': 'mida teha paki pealmiste kaartidega',
    'deciding.discard': 'millise kaardi ära visata',
    'deciding.send': 'kuhu tema Unekõnni lõks kellegi saadab',
    'deciding.relocate': 'kuhu tema Vertiigo lõks paiga viib',
    'deciding.take': 'kelle käigu tema Unenäopüüdja lõks võtab',

    'pending.forest': 'Mets: kuhu?',
    'pending.forest-text': 'Vali paik Metsa reas või veerus: lähed sinna kohe.',
    'pending.motel-look': 'Motell: kelle kaardid?',
    'pending.motel-look-text': 'Vali Keskööhulkur: näed tema kaarte (ainult sina).',
    'pending.motel-give': 'Motell: anda õudusunenäod ära?',
    'pending.motel-give-text':
      'Mängija {player} kaardid: {cards}. Võid anda talle {n|one=oma õudusunenäo|other=oma # õudusunenägu}; nende mõju jätkub temal.',
    'pending.restaurant': 'Restoran: vaheta kohad',
    'pending.restaurant-text':
      'Vali paik: see ja Restorani kaart vahetavad kaardil kohad koos kõigiga, kes neil seisavad.',
    'pending.catcher': 'Unenäopüüdja: paki pealmised',
    'catcher.bury-0': 'Jäta mõlemad peale: {first}, siis {second}',
    'catcher.bury-0-one': 'Jäta {first} peale',
    'catcher.bury-1': 'Pane pealmine kaart, {first}, paki alla',
    'catcher.bury-2': 'Pane teine kaart, {second}, paki alla',
    'catcher.bury-3': 'Pane mõlemad paki alla: {first}, siis {second}',
    'pending.catcher-text':
      'Need on paki järgmised kaardid, pealmine esimesena (näed neid ainult sina). Pane ükskõik millised paki alla või jäta need.',
    'pending.discard': 'Liiga palju kaarte',
    'pending.discard-text':
      'Sul on käes rohkem kui {limit|one=# kaart|other=# kaarti}: vali kaart, mis visatakse tagurpidi ära.',
    'pending.send': 'Sinu Unekõnni lõks',
    'pending.send-self': 'Saada end ükskõik millisele Koridorile või jää paigale.',
    'pending.send-text': 'Saada {player} ükskõik millisele Koridorile või jäta ta paigale.',
    'pending.relocate': 'Sinu Vertiigo lõks',
    'pending.relocate-text':
      'Vii paik {location} kaardil ükskõik millisele ruudule (vali see kaardil): see vahetab kohad seal oleva kaardiga.',
    'pending.relocate-turn': 'Kuidas see ruudul {cell} lebab?',
    'pending.take': 'Sinu Unenäopüüdja lõks',
    'pending.take-text': 'Vali, kelle järgmise käigu sa mängid tema kaartide ja avatariga.',

    'arrange.title': 'Lao unenäo kaart välja',
    'arrange.corridor': 'Järgmine: {location}, {turn}. Pööra seda nagu soovid ja vali tühi ruut.',
    'arrange.face-down':
      'Järgmine: ainulaadne paik, tagurpidi (keegi ei tea, milline). Vali sellele tühi ruut.',
    'arrange.turn-ccw': 'Pööra vastupäeva',
    'arrange.turn-cw': 'Pööra päripäeva',
    'arrange.hint': 'Välja panna jäänud: {n}. Kui kõik on maas, paned avatarid Koridoridele.',
    'settle.title': 'Pane avatarid maha',
    'settle.text': 'Vali Koridor, kus {player} magama jääb (kaardil või siin).',
    'turn.0': 'nagu trükitud',
    'turn.1': 'veerand pööret päripäeva',
    'turn.2': 'tagurpidi',
    'turn.3': 'veerand pööret vastupäeva',

    'window.title': 'Sinu lõks!',
    'window.star':
      '{player} mängib Keskööstaari paigas {location}, kus on sinu lõks: Keskööstaari lõks võtab selle toime endale.',
    'window.arrived': '{names} on nüüd paigas {location}, kus on sinu lõks.',
    'window.countdown': 'Otsustamiseks jäänud {s|one=# sekund|other=# sekundit}',
    'window.cannot': 'Sa ei saa praegu lõksu vallandada (Värvitu õudusunenägu): lase mööda.',
    'window.spring':
      'Vallanda lõks paigas {location} (Põnevus ja {kind}): {n|one=püüab # Keskööhulkuri|other=püüab # Keskööhulkurit}',
    'window.pass': 'Lase mööda',
    'window.others':
      'Lõksu võib vallandada: mäng ootab selle omanikku (kõige rohkem {s|one=# sekund|other=# sekundit}).',

    'seen.hand': 'Sa nägid: mängija {player} kaardid',
    'seen.discard': 'Sa nägid: äravisatud kaardid ({n|one=# kaart|other=# kaarti})',
    'seen.deck': 'Sa nägid: paki pealmised kaardid',
    'seen.private': 'Seda näed ainult sina.',
    'seen.close': 'Pane kõrvale',

    'turn.title': 'Mida saad teha',
    'turn.hint':
      'Esiletõstetud paik kaardil on ühe Unekõnni kaugusel: klõpsa sellel või nupul. Kõik muud tegevused on allpool.',
    'turn.hint-nowalk': 'Ükski Unekõnd ei vii praegu kuhugi. Mis võiks aidata:',
    'turn.hint-spent': 'Sel käigul tegevusi enam pole: lõpeta käik ja võta kaarte juurde kuni käe piirini.',
    'turn.help.swap': 'pimevahetus: üks sinu kaart paki pealmise vastu — see võib olla Unekõnd',
    'turn.help.trap': 'lõks kohta, millest teised peavad mööduma, et juhti pidurdada',
    'turn.help.vertigo': 'Vertiigo: pööra kohta nii, et nooled viiksid sinna, kuhu vaja',
    'turn.help.star': 'Keskööstaar unikaalsel kohal, kus seisad, selle väe pärast',
    'turn.help.end': 'lõpeta käik: võtad kaarte käe piirini ja nende hulgas võib olla Unekõnd',
    'turn.walks': 'Unekõnnid',
    'turn.walk': 'Unekõnd {dir}: {location}',
    'turn.vertigo': 'Vertiigo: pööra või nihuta paika',
    'turn.trap': 'Sea lõks (2 tegevust)',
    'turn.swap': 'Vaheta kaart pimesi pakiga',
    'turn.cancel': 'Tühista',
    'turn.spring': 'Vallanda oma lõks paigas {location} (Põnevus ja {kind})',
    'explain.vertigo':
      'Ükskõik milline paik, ükskõik kus: veerand pööret kumbapidi või kohavahetus naabriga. Kes seal seisab, sõidab kaasa.',
    'explain.trap':
      'Põnevus ja üks teine kaart tagurpidi ainulaadsel paigal. Kõik näevad, kus see on, ainult sina tead, mis see on.',
    'explain.swap': 'Üks tegevus: valitud kaart läheb paki alla, sina võtad pealmise.',
    'explain.star': 'Käivitab ainulaadse paiga, kus sa seisad.',
    'explain.catcher': 'Vaata paki kahte pealmist kaarti ja pane ükskõik millised neist paki alla.',
    'explain.angle': 'Ei maksa tegevust ja annab ühe juurde.',
    'explain.end': 'Mängitud kaardid visatakse ära, siis võtad kaarte käe piirini ({limit}).',
    'vertigo.pick': 'Vali kaardil paik, mida pöörata või nihutada.',
    'vertigo.how': 'Mis juhtub paigaga {location}?',
    'vertigo.cw': 'Pööra päripäeva',
    'vertigo.ccw': 'Pööra vastupäeva',
    'vertigo.swap': 'Nihuta {dir}, vahetades kohad paigaga {other}',
    'trap.pick-card': 'Vali kaart, mis läheb Põnevuse juurde: see otsustab, mida lõks teeb.',
    'trap.with': 'Põnevus ja {kind}',
    'trap.pick-location': 'Põnevus ja {kind}: vali ainulaadne paik, kuhu lõks läheb.',
    'trap-does.dreamwalk': 'Vallandudes saadab sind ja lõksu jäänuid ükskõik millistele Koridoridele.',
    'trap-does.star': 'Vallandub, kui vastane mängib seal Keskööstaari: paiga toime saad sina.',
    'trap-does.vertigo': 'Vallandudes viib paiga ükskõik kuhu kaardil ja pöörab seda.',
    'trap-does.angle': 'Vallandudes kaotavad lõksu jäänud kõik oma lõksud.',
    'trap-does.catcher': 'Vallandudes näed ühe lõksu jäänu kaarte ja mängid tema järgmise käigu.',
    'trap-does.suspense': 'Lõksuks on vaja Põnevust ja teist liiki kaarti.',
    'swap.pick': 'Vali kaart, mis läheb paki alla.',

    'place.forest': 'Mets: hüppa ükskõik millisele paigale selle reas või veerus.',
    'place.square': 'Väljak: vaata läbi kõik äravisatud kaardid, ka tagurpidi olevad.',
    'place.motel': 'Motell: vaata ühe Keskööhulkuri kaarte ja soovi korral anna talle oma õudusunenäod.',
    'place.restaurant': 'Restoran: vahetab kohad ükskõik millise teise paigaga kaardil.',
    'place.town-hall':
      'Raekoda: heidad ära kõik oma õudusunenäod, ka Keskööõuduse; teiste omad kaovad, peale Keskööõuduse.',
    'place.bridge': 'Sild: ärkad ja võidad (ainult ilma õudusunenäota).',
    'place.corridor-1': 'Koridoris pole midagi käivitada.',
    'place.corridor-2': 'Koridoris pole midagi käivitada.',
    'place.corridor-3': 'Koridoris pole midagi käivitada.',
    'place.corridor-4': 'Koridoris pole midagi käivitada.',
    'place.corridor-5': 'Koridoris pole midagi käivitada.',
    'place.corridor-6': 'Koridoris pole midagi käivitada.',
    'about.location.unique': '{does} Selle kasutamiseks seisa sellel ja mängi Keskööstaar.',
    'about.location.corridor':
      '{name}: Koridor, unenäo lihtne lõik, mis ainult viib edasi. Sellel pole midagi käivitada.',
    'about.location.face-down':
      'Ainulaadne paik, tagurpidi: keegi ei tea, milline see on, kuni kõik avatarid on Koridoridel.',
    'about.cell.empty': 'Unenäokaardi tühi lahter: Lavastaja paneb siia paiga.',
    'about.cell.avatars': 'Siin seisavad: {names}.',
    'about.trap':
      'Mängija {player} lõks paigas {location}, tagurpidi: kes sinna tuleb, võib lõksu jääda ja käigu vahele jätta.',
    'about.trap-own': 'Sinu lõks paigas {location}: Põnevus ja {kind}. {does}',
    'about.trap-known': 'Mängija {player} lõks paigas {location}: Põnevus ja {kind}. {does}',
    'about.card': '{kind}: {help} {cost}',
    'about.card.face-down': 'Tagurpidi kaart: sa ei tea, mis see on.',
    'about.cost.dreamwalk': 'Maksab ühe tegevuse.',
    'about.cost.suspense': 'Lõksu seadmine maksab kaks tegevust.',
    'about.cost.star': 'Maksab ühe tegevuse.',
    'about.cost.vertigo': 'Maksab ühe tegevuse.',
    'about.cost.angle': 'Ei maksa ühtki tegevust.',
    'about.cost.catcher': 'Maksab ühe tegevuse.',
    'about.nightmare':
      'Õudusunenägu: {name}. {rule} See vähendab ka omaniku käe piiri ühe kaardi võrra ja sellega ei saa ärgata.',
    'about.deck':
      'Pakk: {n|one=# kaart|other=# kaarti}, tagurpidi. Sellest võetakse kaarte juurde; kui see saab otsa, saab äravisatud kaartidest uus pakk.',
    'about.discard':
      'Äravisatud kaardid: {n|one=# kaart|other=# kaarti}. Väljakul saab need kõik läbi vaadata.',

    'hand.title': 'Sinu kaardid',
    'hand.title-of': 'Mängija {player} kaardid: selle käigu mängid sina',
    'hand.limit': '{n} / {limit}',
    'hand.empty': 'Kaarte pole.',
    'hand.card': '{kind}: {help}',
    'hand.walk': 'Unekõnd: vali kaardil esiletõstetud paik',
    'hand.hint-discard': 'Vali kaart, mis ära visata.',
    'help.dreamwalk': 'Samm su paiga noole suunas.',
    'help.suspense': 'Koos teise kaardiga lõks ainulaadsel paigal.',
    'help.star': 'Käivitab ainulaadse paiga, kus sa seisad.',
    'help.vertigo': 'Pöörab paika või nihutab seda ühe koha võrra.',
    'help.angle': 'Üks tegevus juurde, tasuta.',
    'help.catcher': 'Vaata paki pealmisi ja pane alla, mida tahad.',

    'piles.title': 'Kaardid',
    'piles.deck': 'Pakk: {n|one=# kaart|other=# kaarti}',
    'piles.discard': 'Äravisatud: {n|one=# kaart|other=# kaarti}',
    'piles.not-reshuffled':
      'Käe piir: 5, iga õudusunenägu ühe võrra vähem. Kui pakk otsa saab, tõuseb see 7-ni.',
    'piles.reshuffled':
      'Pakk on uuesti kokku pandud {n|one=# kord|other=# korda}: nüüd mahub kätte {limit}, iga õudusunenägu ühe võrra vähem. Kui pakk saab neljandat korda otsa, uni haihtub.',
    'piles.played': 'Selles käigus mängitud',

    'players.title': 'Keskööhulkurid',
    'players.you': '{name} (sina)',
    'players.director': 'Lavastaja',
    'players.turn': 'käib',
    'players.skips': 'jätab järgmise käigu vahele',
    'players.controlled': 'järgmise käigu mängib {player}',
    'players.at': 'paigas {location}',
    'players.asleep': 'pole veel unes',
    'players.cards': 'käes {n|one=# kaart|other=# kaarti}',
    'players.open-hand': 'Avatud kaardid: {cards}',
    'players.trap': 'Lõks paigas {location} (tagurpidi)',
    'players.trap-own': 'Sinu lõks paigas {location}: Põnevus ja {kind}',
    'players.trap-known': 'Lõks paigas {location}: Põnevus ja {kind}',

    'legend.title': 'Mida kaart näitab',
    'legend.arrows':
      'Igal paigal on mõnel serval nooled: sealt saab lahkuda ainult nende suunas. Nooled pöörduvad koos kaardiga.',
    'legend.lit': 'Hele nool on tee, mida su Unekõnd praegu võtta saab.',
    'legend.target': 'Esiletõstetud ja sildiga paik näitab, mida klõps (või Enter) praegu teeb.',
    'legend.pawns': 'Numbritega nupud on Keskööhulkurite avatarid, igaüks oma värvi.',
    'legend.traps': 'Väike mängija värvi märk on lõks; mis lõks see on, teab ainult omanik.',

    'how.goal.title': 'Eesmärk',
    'how.goal.1':
      'Kõik on sattunud samasse unenägu. Esimene Keskööhulkur, kes seisab Sillal ja käivitab selle Keskööstaariga, ärkab ja võidab.',
    'how.goal.2': 'Kui su ees on õudusunenägu, ei saa sa ärgata: vabane sellest enne Raekojas või Motellis.',
    'how.map.title': 'Unenäo kaart',
    'how.map.1':
      'Kaksteist paika lebavad neli korda kolm ruudustikul: kuus Koridori ja kuus ainulaadset paika. Igal on mõnel serval nooled; Unekõnd viib sind ühe paiga võrra ühe noole suunas. Paik, kuhu jõuad, ei pea tagasi näitama.',
    'how.map.2-random':
      'Selles mängus on kaart jagatud juhuslikult: kaksteist paika on väljal näoga üles, igaüks juhuslikult pööratud, ja iga avatar alustab loosiga valitud Koridorilt. Lavastaja (valitud fuajees) ei lao midagi; esimesena käib temale järgnev koht.',
    'how.map.2':
      'Alguses laob Lavastaja (valitud fuajees või loositud) kaardi välja: Koridorid näoga üles, pööratud nagu ta soovib, ja ainulaadsed paigad tagurpidi, nii et keegi ei tea, kus on Sild, enne kui kõik avatarid Koridoridel magavad. Esimesena käib Lavastajale järgnev koht. Fuajees saab valida ka juhusliku kaardi.',
    'how.map.3':
      'Vertiigo muudab kaarti kõigi jaoks: see pöörab mis tahes paika veerandi võrra või vahetab selle koha naabriga koos seal olevate Keskööhulkuritega.',
    'how.turn.title': 'Käik',
    'how.turn.1':
      'Sul on kaks tegevust. Kaardi mängimine on üks tegevus; Hollandi nurk ei maksa midagi ja annab ühe juurde. Kaardi pimesi vahetamine pakiga on üks tegevus, lõks on kaks.',
    'how.turn.2':
      'Keskööstaar käivitab ainulaadse paiga, kus sa seisad. Unenäopüüdja näitab paki pealmisi kaarte.',
    'how.turn.3':
      'Kui lõpetad käigu, visatakse mängitud kaardid ära ja sa võtad kaarte käe piirini: viis, iga õudusunenägu ühe võrra vähem.',
    'how.places.title': 'Ainulaadsed paigad',
    'how.places.1':
      'Mets: hüpe mööda selle rida või veergu. Väljak: vaata äravisatud kaardid läbi. Motell: vaata kellegi kaarte ja soovi korral anna talle oma õudusunenäod. Restoran: vaheta selle koht ükskõik millise paigaga.',
    'how.places.2':
      'Raekoda: heidad ära kõik oma õudusunenäod, ka Keskööõuduse, ja teiste omad kaovad, peale Keskööõuduse. Õudusunenägu, mis tuleb Raekojas seisjale (tõmmatud või Motellis üle antud), ei mõju ja heidetakse ära. Sild: ärka.',
    'how.traps.title': 'Lõksud',
    'how.traps.1':
      'Lõks on Põnevus ja veel üks kaart, pandud tagurpidi ainulaadsele paigale. Kõik näevad, kus su lõksud on, kuid mitte kunagi, mis need on.',
    'how.traps.2':
      'Kui keegi tuleb paika, kus on su lõks, või mängib seal Keskööstaari, küsib mäng, kas see vallandada, ja loeb aega. Kes seal seisab, jääb lõksu ja jätab käigu vahele; teine kaart ütleb, mis veel juhtub.',
    'how.traps.3':
      'Oma käigul saad lõksu tasuta vallandada. Hetke mööda laskmine ei maksa midagi: mäng küsib uuesti, kui keegi uus saabub.',
    'how.nightmares.title': 'Õudusunenäod',
    'how.nightmares.1':
      'Kuus õudusunenägu on pakki segatud. Tõmmatud õudusunenägu mõjub kohe ja lebab su ees näoga üles: üks Unekõnd käigus, avatud kaardid, üks tegevus käigus, keerlev tuba, unustus või Õudus, mida eemaldab ainult sinu enda Raekoda. Kohe tähendab samal käigul: ühe tegevuse õudusunenägu, mis tõmmati esimese tegevusega, teist ei jäta.',
    'how.nightmares.2':
      'Iga õudusunenägu vähendab ka käe piiri ühe võrra. Kui osutad õudusunenäole, näitab laud, mida see teeb.',
    'how.deck.title': 'Pakk saab otsa',
    'how.deck.1':
      'Kui pakk on tühi, saavad äravisatud kaartidest uus pakk ja nüüdsest mahub kätte seitse kaarti. Kui pakk saab otsa neljandat korda, uni haihtub ja keegi ei võida.',
    'how.screen.title': 'Sellel ekraanil',
    'how.screen.1':
      'Esiletõstetud paigad on need, kus klõps midagi teeb; heledad nooled on Unekõnni teed. Igal tegevusel on ka nupp kaardi kõrval, mis ütleb, mida see teeb.',
    'how.screen.2':
      'Klaviatuur: Tab viib kaardile ja kõigile nuppudele; kaardil liiguvad nooleklahvid paikade vahel ja Enter tegutseb. Ekraanilugeja kuuleb iga paika, kes seal seisab ja mida vajutus teeb.',
  },
};

import type { Texts } from '../../../engine/index.ts';

// The table's questions outside the turn itself: laying out the map, a trap's window, the cards and
// locations that ask for a choice; the table merges these into its dictionary (texts.ts).
export const promptTexts: Texts = {
  en: {
    'pending.restaurant-with': 'Trade places with {location} ({cell})',

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
    'vertigo.pick': 'Choose the location to turn or move, on the map.',
    'vertigo.how': 'What happens to {location}?',
    'vertigo.cw': 'Turn it clockwise',
    'vertigo.ccw': 'Turn it anticlockwise',
    'vertigo.swap': 'Move it {dir}, trading places with {other}',
    'swap.pick': 'Choose the card that goes under the deck.',
  },
  ru: {
    'pending.restaurant-with': 'Поменяться местами с локацией «{location}» ({cell})',

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
    'vertigo.pick': 'Выберите на карте локацию, которую повернуть или сдвинуть.',
    'vertigo.how': 'Что сделать с локацией «{location}»?',
    'vertigo.cw': 'Повернуть по часовой стрелке',
    'vertigo.ccw': 'Повернуть против часовой стрелки',
    'vertigo.swap': 'Сдвинуть {dir}, поменяв местами с локацией «{other}»',
    'swap.pick': 'Выберите карту, которая уйдёт под колоду.',
  },
  et: {
    'pending.restaurant-with': 'Vaheta kohad paigaga {location} ({cell})',

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
    'vertigo.pick': 'Vali kaardil paik, mida pöörata või nihutada.',
    'vertigo.how': 'Mis juhtub paigaga {location}?',
    'vertigo.cw': 'Pööra päripäeva',
    'vertigo.ccw': 'Pööra vastupäeva',
    'vertigo.swap': 'Nihuta {dir}, vahetades kohad paigaga {other}',
    'swap.pick': 'Vali kaart, mis läheb paki alla.',
  },
};

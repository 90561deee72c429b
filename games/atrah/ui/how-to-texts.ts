import type { Texts } from '../../../engine/index.ts';

// The How-to-play page of ATRAH, in our own words; the table merges these into its dictionary (texts.ts).
export const howToTexts: Texts = {
  en: {
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
  ru: {
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
  et: {
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
};

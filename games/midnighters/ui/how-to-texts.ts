import type { Texts } from '../../../engine/index.ts';

// The How-to-play page of Midnighters, in our own words; the table merges these into its dictionary (texts.ts).
export const howToTexts: Texts = {
  en: {
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

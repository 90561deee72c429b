import type { Texts } from '../../../engine/index.ts';
import { explainTexts } from './explanation-texts.ts';
import { mapTexts } from './map-texts.ts';

// The table's own words and its How-to-play page, in our own words. The game's names (Harbingers, colours,
// powers, squares, the Gatekeeper's lines) come from ../texts.ts through `say`; the board's from map-texts.ts.
const table: Texts = {
  en: {
    'clock.left': 'The hour',
    'clock.not-yet': 'The hour begins when every fear is in the Well',
    'clock.aria': 'Time left in the hour: {time}',
    'clock.minutes': '{n|one=# minute left|other=# minutes left}',
    'clock.seconds': '{n|one=# second left|other=# seconds left}',
    'bar.appearances': '{n|one=He has come # time|other=He has come # times}',
    'bar.drafted': 'The Numb Skulls’ time is up: the Soul Rangers are out',
    'voice.on': 'His voice: on',
    'voice.off': 'His voice: off',

    'gk.title': 'The Gatekeeper',
    'gk.unheard': 'The Gatekeeper is speaking. Nobody moves.',
    'gk.voided': 'What {player} was doing is void.',
    'gk.names': 'He means {player}.',
    'gk.names-you': 'He means you.',
    'gk.silence': 'Nobody moves while he speaks: {time}',
    'gk.choose': 'His bargain',
    'gk.choose-in': 'Choose within {time}, or he takes the prize for you.',
    'gk.prize': 'Prize:',
    'gk.penalty': 'Penalty:',
    'gk.they-choose': '{player} is choosing ({time} left).',

    'well.title': 'The Well of Fears',
    'well.intro':
      'Before the hour begins, everyone drops their greatest fear into the Well. Nobody will know which is yours — until the Well gives it back. The fears we offer are dealt so that no two players hold the same one.',
    'well.time': 'Time to write: {time}',
    'well.label': 'Your greatest fear (plain words, up to 80 characters)',
    'well.count': '{n|one=# character left|other=# characters left}',
    'well.drop': 'Drop it into the Well',
    'well.or': 'Or take one of ours:',
    'well.take': 'Take this one',
    'well.yours': 'Your fear is in the Well: “{fear}”',
    'well.written': 'in the Well',
    'well.writing': 'still writing',

    'duel.title': 'Duel: {attacker} against {defender}',
    'duel.laid': 'a card, face down',
    'duel.choosing': 'choosing…',
    'duel.lay': 'Lay a Duel card face down',
    'duel.lay-card': 'Lay {card} face down',
    'duel.ace': 'The higher card wins; the Ace beats only a 7.',

    'moment.tie': 'A tie: nobody wins the duel.',
    'moment.duel-won': '{player} wins the duel.',
    'moment.dice-duel': 'Dice duel: {player} against {other}.',
    'moment.well': 'The Well gives up a fear',
    'moment.fear-own': 'It was {player}’s own fear! Back to the start.',
    'moment.fear-not': 'Not {player}’s fear.',

    'seats.title': 'The players',
    'seats.you': '(you)',
    'seats.number': 'Numb Skull {n}',
    'seats.keys': '{n|one=# Keystone|other=# Keystones}',
    'seats.no-keys': 'no Keystones',
    'seats.cards': '{n|one=# Duel card|other=# Duel cards}',
    'seats.stuck': 'in a Black Hole',
    'seats.sleeping': 'misses a turn',
    'seats.shielded': 'shielded',
    'seats.escaped': 'escaped!',

    'mine.title': 'You',
    'mine.index': '{harbinger}’s Keystone index: what each colour gives you',
    'mine.held': 'held',
    'mine.ranger':
      'As a Soul Ranger you take Keystones by landing on players. A curfew keeps you in the Sewers unless a Keystone frees you.',
    'mine.cards': 'Your Duel cards:',
    'mine.fear': 'Your fear in the Well: “{fear}”',

    'goal.fear': 'Write your fear for the Well.',
    'goal.skull':
      'Race to a free Headstone before the clock shows {time}: land on it exactly and you become its Harbinger.',
    'goal.harbinger': 'As {harbinger}, collect a Keystone of every colour: land exactly on Keystone squares.',
    'goal.home':
      'You hold all six colours: take the Ring Road Home, roll a 6, and hope the Well gives you somebody else’s fear.',
    'goal.ranger-roam':
      'Soul Ranger: you may walk the Provinces now. Land on players to take their Keystones.',
    'goal.ranger-curfew':
      'Soul Ranger: the curfew holds you in the Sewers. Land on players there, or wait for him to lift it.',

    'prompt.over': 'The hour is over.',
    'prompt.choosing': '{player} is choosing…',
    'prompt.duel': 'A duel is on.',
    'prompt.waiting': '{player} is playing.',
    'prompt.roll': 'Your turn: roll.',
    'prompt.move': 'Choose where to go: the lit squares on the board.',
    'prompt.after': 'You have landed. Use what the square offers, or end your turn.',
    'prompt.on-board': 'Choose on the board: the lit squares.',
    'dice.rolled': 'Rolled: {dice}',
    'target.go': 'Go here',
    'target.fly': 'Fly here',
    'target.pick': 'Choose this square',

    'pending.bargain': 'Choose his prize for you, or a penalty for an opponent.',
    'pending.bargain-keystone': 'From whom do you take a Keystone, unseen?',
    'pending.bargain-black-hole': 'Whom do you send to the nearest Black Hole?',
    'pending.bargain-sleep': 'Who misses their next turn?',
    'pending.bargain-lose': 'Whose Keystone goes back to its Province?',
    'pending.compass': 'Choose a free Compass to fly to.',
    'pending.hurl': 'Choose the Compass you throw your victim to.',
    'pending.steal': 'From whom does your Fate card take a Keystone?',
    'pending.number': 'Your number came up: from whom do you take a Keystone?',
    'pending.swap': 'With whom do you change places?',
    'pending.gate': 'Where does the Gate you passed go? Choose a square, or leave it where it is.',
    'pending.freedom': 'Which Gate do you take off the board?',
    'pending.steal-ranger': 'You landed on several players: whom do you rob?',

    'how.goal.title': 'Escape before the hour is his',
    'how.goal.1':
      'The Gatekeeper gives you {hour}, and his clock never stops. To escape, become a Harbinger, gather a Keystone of each of the six colours, go Home, roll a 6 — and draw a fear from the Well that is not your own.',
    'how.hour.60': 'one hour',
    'how.hour.table': 'an hour fitted to the table, from 28 minutes for three players to 72 for six',
    'how.hour.30': '30 minutes',
    'how.hour.20': '20 minutes',
    'how.hour.10': '10 minutes',
    'how.goal.2':
      'The first to escape wins. If the hour runs out first, or too many of you are still Numb Skulls at the draft (ten minutes into the printed hour), the Gatekeeper wins.',
    'how.race.title': 'The first minutes',
    'how.race.1':
      'Everyone starts as a Numb Skull at Home. Roll and move along the Ring Road and into a Province, either way round but never turning back within a turn; land exactly on a free Headstone to become that Harbinger.',
    'how.race.2':
      'At ten minutes (a third of the way through a shorter hour) whoever is still a Numb Skull becomes a Soul Ranger, and every unclaimed Province sinks into its Sewer.',
    'how.keys.title': 'Keystones and their powers',
    'how.keys.1':
      'A Harbinger walks the Provinces and takes a Keystone by landing exactly on a Keystone square; the Ring Road is closed to it until it holds all six colours.',
    'how.keys.2':
      'Every colour gives your Harbinger a power, shown in your index: Duel, Flight to a Compass, Double Dice, release from a Black Hole, passing Gates, and an Occupation that punishes a player whose square you land on, a Headstone included.',
    'how.keys.3':
      'Everyone sees a Keystone taken from the board; one taken from a player in secret is known only to the two of you — unless it is the taker’s own colour and brings its Duel cards, which everyone sees picked up. The others see only how many you hold.',
    'how.board.title': 'The squares',
    'how.board.1':
      'A Lightning Strike lets you challenge a player on your square to a duel: both lay a Duel card face down, then both flip; the higher wins, and an Ace beats only a 7. A Compass lets you fly. A Skull is where dice duels are fought: equal dice are rolled again until one side wins.',
    'how.board.2':
      '{hole} A Gate may stand anywhere off the Ring Road, even on a Keystone square or a Headstone, and blocks the way: roll your own number to pass it or land on it. The legend under the players shows every kind of square.',
    'how.hole.gatekeeper':
      'A Black Hole holds you until the Gatekeeper frees you (or a Keystone does): while you wait your turns pass, and while anyone is held he comes to release about every other time.',
    'how.hole.roll':
      'In this match a Black Hole holds you until you roll your own number on your turn, the Gatekeeper frees you, or a Keystone does.',
    'how.gk.title': 'The Gatekeeper',
    'how.gk.1':
      'Every couple of minutes he breaks in. The table stops while he speaks, and a STOP! makes void whatever was in progress, a duel included. He singles players out by their Harbinger, their number, their turn or as the Chosen One.',
    'how.gk.2':
      'Some of his instructions are bargains: a prize for you, or a penalty for an opponent of your choice. You have a few seconds to choose; otherwise he gives you the prize. He grows crueller as the hour passes.',
    'how.rangers.title': 'Soul Rangers',
    'how.rangers.1':
      'A Soul Ranger starts on a Skull in a Sewer and takes Keystones by landing on other players — anywhere, even in their own Home groove. It can win too: six colours, Home, a 6 and a fear that is not its own.',
    'how.rangers.2':
      'Soul Rangers begin in the Sewers: only a Keystone, or the Gatekeeper lifting his curfew after they exist, lets them into the Provinces. A new curfew sends them back unless a Keystone frees them.',
    'how.home.title': 'Going Home',
    'how.home.1':
      'With all six colours, take the Ring Road to your own Home and roll a 6. Then the Well gives up a fear: if it is yours — the same words as yours, whoever wrote them — you are sent back to the start; if not, you have escaped.',
    'how.screen.title': 'At this table',
    'how.screen.1':
      'The clock at the top is the server’s and is the same on every screen; it grows urgent as time runs out. The lit squares on the board are where you can go; Tab and Enter reach them from the keyboard.',
    'how.screen.2':
      'At one screen, a curtain hides each player’s Keystones and Duel cards from the others between turns — and the hour keeps running behind it, so pass the device quickly.',
    'how.screen.3':
      'His voice and his sting can be switched off at the top of the board; everything he says is also written on screen.',
  },
  ru: {
    'clock.left': 'Час',
    'clock.not-yet': 'Час начнётся, когда все страхи окажутся в Колодце',
    'clock.aria': 'До конца часа: {time}',
    'clock.minutes':
      '{n|one=Осталась # минута|few=Осталось # минуты|many=Осталось # минут|other=Осталось # минуты}',
    'clock.seconds':
      '{n|one=Осталась # секунда|few=Осталось # секунды|many=Осталось # секунд|other=Осталось # секунды}',
    'bar.appearances':
      '{n|one=Он являлся # раз|few=Он являлся # раза|many=Он являлся # раз|other=Он являлся # раза}',
    'bar.drafted': 'Время Черепков вышло: Странники душ в игре',
    'voice.on': 'Его голос: вкл.',
    'voice.off': 'Его голос: выкл.',

    'gk.title': 'Привратник',
    'gk.unheard': 'Говорит Привратник. Никто не двигается.',
    'gk.voided': 'То, что делал игрок {player}, отменено.',
    'gk.names': 'Он обращается к игроку {player}.',
    'gk.names-you': 'Он обращается к вам.',
    'gk.silence': 'Пока он говорит, никто не ходит: {time}',
    'gk.choose': 'Его сделка',
    'gk.choose-in': 'Выберите за {time}, иначе он сам выберет вам награду.',
    'gk.prize': 'Награда:',
    'gk.penalty': 'Кара:',
    'gk.they-choose': 'Выбирает {player} (осталось {time}).',

    'well.title': 'Колодец страхов',
    'well.intro':
      'Пока час не начался, каждый бросает в Колодец свой самый сильный страх. Никто не узнает, какой из них ваш, — пока Колодец не вернёт его. Наши страхи раздаются так, что у двух игроков не бывает одного и того же.',
    'well.time': 'Время написать: {time}',
    'well.label': 'Ваш самый сильный страх (простыми словами, до 80 знаков)',
    'well.count': '{n|one=Остался # знак|few=Осталось # знака|many=Осталось # знаков|other=Осталось # знака}',
    'well.drop': 'Бросить в Колодец',
    'well.or': 'Или взять один из наших:',
    'well.take': 'Взять этот',
    'well.yours': 'Ваш страх в Колодце: «{fear}»',
    'well.written': 'в Колодце',
    'well.writing': 'ещё пишет',

    'duel.title': 'Дуэль: {attacker} против игрока {defender}',
    'duel.laid': 'карта рубашкой вверх',
    'duel.choosing': 'выбирает…',
    'duel.lay': 'Положите карту Дуэли рубашкой вверх',
    'duel.lay-card': 'Положить {card} рубашкой вверх',
    'duel.ace': 'Побеждает старшая карта; Туз бьёт только семёрку.',

    'moment.tie': 'Ничья: дуэль никто не выиграл.',
    'moment.duel-won': 'Дуэль выигрывает {player}.',
    'moment.dice-duel': 'Дуэль на кубиках: {player} против игрока {other}.',
    'moment.well': 'Колодец отдаёт страх',
    'moment.fear-own': 'Это страх самого игрока {player}! Назад, на старт.',
    'moment.fear-not': 'Это не страх игрока {player}.',

    'seats.title': 'Игроки',
    'seats.you': '(вы)',
    'seats.number': 'Черепок {n}',
    'seats.keys': '{n|one=# Ключ-камень|few=# Ключа-камня|many=# Ключей-камней|other=# Ключа-камня}',
    'seats.no-keys': 'нет Ключей-камней',
    'seats.cards': '{n|one=# карта Дуэли|few=# карты Дуэли|many=# карт Дуэли|other=# карты Дуэли}',
    'seats.stuck': 'в Чёрной дыре',
    'seats.sleeping': 'пропускает ход',
    'seats.shielded': 'под защитой',
    'seats.escaped': 'на свободе!',

    'mine.title': 'Вы',
    'mine.index': 'Указатель Ключей-камней: {harbinger} — что даёт каждый цвет',
    'mine.held': 'есть',
    'mine.ranger':
      'Странник душ забирает Ключи-камни, вставая на клетку игрока. Комендантский час держит вас в Клоаке, если Ключ-камень не освобождает.',
    'mine.cards': 'Ваши карты Дуэли:',
    'mine.fear': 'Ваш страх в Колодце: «{fear}»',

    'goal.fear': 'Напишите свой страх для Колодца.',
    'goal.skull':
      'Успейте на свободное Надгробие, пока часы не покажут {time}: встаньте на него точно — и станете его Вестником.',
    'goal.harbinger':
      'Вы — {harbinger}: соберите Ключ-камень каждого цвета, вставая точно на клетки Ключей-камней.',
    'goal.home':
      'У вас все шесть цветов: по Кольцевой дороге Домой, выбросить 6 — и надеяться, что Колодец отдаст чужой страх.',
    'goal.ranger-roam':
      'Странник душ: сейчас можно ходить по Провинциям. Вставайте на игроков, чтобы забрать их Ключи-камни.',
    'goal.ranger-curfew':
      'Странник душ: комендантский час держит вас в Клоаке. Ловите игроков там или ждите, пока он его снимет.',

    'prompt.over': 'Час окончен.',
    'prompt.choosing': 'Выбирает {player}…',
    'prompt.duel': 'Идёт дуэль.',
    'prompt.waiting': 'Ходит {player}.',
    'prompt.roll': 'Ваш ход: бросайте.',
    'prompt.move': 'Выберите, куда идти: подсвеченные клетки на поле.',
    'prompt.after': 'Вы на месте. Воспользуйтесь клеткой или закончите ход.',
    'prompt.on-board': 'Выберите на поле: подсвеченные клетки.',
    'dice.rolled': 'Выпало: {dice}',
    'target.go': 'Идти сюда',
    'target.fly': 'Лететь сюда',
    'target.pick': 'Выбрать эту клетку',

    'pending.bargain': 'Выберите его награду для себя или кару для соперника.',
    'pending.bargain-keystone': 'У кого вы втайне заберёте Ключ-камень?',
    'pending.bargain-black-hole': 'Кого вы отправите в ближайшую Чёрную дыру?',
    'pending.bargain-sleep': 'Кто пропустит следующий ход?',
    'pending.bargain-lose': 'Чей Ключ-камень вернётся в свою Провинцию?',
    'pending.compass': 'Выберите свободный Компас, куда лететь.',
    'pending.hurl': 'Выберите Компас, куда вы швырнёте жертву.',
    'pending.steal': 'У кого карта Судьбы заберёт Ключ-камень?',
    'pending.number': 'Выпало ваше число: у кого вы заберёте Ключ-камень?',
    'pending.swap': 'С кем вы поменяетесь местами?',
    'pending.gate': 'Куда переставить пройденные Врата? Выберите клетку или оставьте их на месте.',
    'pending.freedom': 'Какие Врата убрать с поля?',
    'pending.steal-ranger': 'Здесь несколько игроков: кого вы ограбите?',

    'how.goal.title': 'Сбежать, пока час не стал его',
    'how.goal.1':
      'Привратник даёт вам {hour}, и его часы не останавливаются. Чтобы сбежать, станьте Вестником, соберите Ключи-камни всех шести цветов, вернитесь Домой, выбросите 6 — и вытяните из Колодца чужой страх.',
    'how.hour.60': 'один час',
    'how.hour.table': 'час по числу игроков: от 28 минут на троих до 72 на шестерых',
    'how.hour.30': '30 минут',
    'how.hour.20': '20 минут',
    'how.hour.10': '10 минут',
    'how.goal.2':
      'Побеждает тот, кто сбежит первым. Если час истечёт раньше или к набору (на десятой минуте печатного часа) слишком многие останутся Черепками, побеждает Привратник.',
    'how.race.title': 'Первые минуты',
    'how.race.1':
      'Все начинают Черепками у себя Дома. Бросайте кубик и идите по Кольцевой дороге в Провинцию, в любую сторону, но не поворачивая назад за один ход; встаньте точно на свободное Надгробие — и станете этим Вестником.',
    'how.race.2':
      'На десятой минуте (а в часе покороче — когда пройдёт его треть) каждый, кто ещё Черепок, становится Странником душ, а каждая ничья Провинция уходит под землю и становится Клоакой.',
    'how.keys.title': 'Ключи-камни и их силы',
    'how.keys.1':
      'Вестник ходит по Провинциям и берёт Ключ-камень, встав точно на его клетку; Кольцевая дорога закрыта для него, пока у него нет всех шести цветов.',
    'how.keys.2':
      'Каждый цвет даёт вашему Вестнику силу — она указана в вашем указателе: Дуэль, Полёт на Компас, Два кубика, выход из Чёрной дыры, проход через Врата и Захват, который карает игрока, на чью клетку вы встали, даже на Надгробии.',
    'how.keys.3':
      'Ключ-камень, взятый с поля, видят все; отнятый у игрока втайне знаете только вы двое — если только это не собственный цвет забравшего, приносящий ему карты Дуэли: их все видят. Остальные видят лишь, сколько их у вас.',
    'how.board.title': 'Клетки',
    'how.board.1':
      'На Ударе молнии можно вызвать на дуэль игрока на той же клетке: оба кладут карту Дуэли рубашкой вверх и разом открывают; старшая побеждает, а Туз бьёт только семёрку. Компас даёт полёт. На Черепе идут дуэли на кубиках: при равных значениях бросают снова, пока кто-то не победит.',
    'how.board.2':
      '{hole} Врата могут стоять где угодно, кроме Кольцевой дороги, даже на клетке Ключа-камня или на Надгробии, и перекрывают путь: выбросьте своё число, чтобы пройти через них или встать на них. Все виды клеток — в подсказке под списком игроков.',
    'how.hole.gatekeeper':
      'Чёрная дыра держит вас, пока вас не освободит Привратник (или Ключ-камень): пока вы ждёте, ваши ходы пропускаются, а пока кто-то в плену, он примерно через раз приходит освобождать.',
    'how.hole.roll':
      'В этой партии Чёрная дыра держит вас, пока вы не выбросите своё число в свой ход или вас не освободит Привратник либо Ключ-камень.',
    'how.gk.title': 'Привратник',
    'how.gk.1':
      'Каждые пару минут он врывается в игру. Пока он говорит, стол замирает, а его «СТОП!» отменяет всё, что делалось, и дуэль тоже. Он выбирает игроков по Вестнику, по номеру, по тому, чей ход, или как Избранного.',
    'how.gk.2':
      'Некоторые его приказы — сделки: награда вам или кара сопернику на ваш выбор. На выбор есть несколько секунд, иначе он сам даст вам награду. С каждой минутой он всё безжалостнее.',
    'how.rangers.title': 'Странники душ',
    'how.rangers.1':
      'Странник душ начинает на Черепе в Клоаке и забирает Ключи-камни, вставая на клетки других игроков, — где угодно, даже в их Доме. Он тоже может победить: шесть цветов, Дом, шестёрка и чужой страх.',
    'how.rangers.2':
      'Странники душ начинают в Клоаках: в Провинции их пускает только Ключ-камень или снятие комендантского часа, объявленное уже после их появления. Новый комендантский час загоняет их обратно, если их не освобождает Ключ-камень.',
    'how.home.title': 'Домой',
    'how.home.1':
      'С шестью цветами идите по Кольцевой дороге к своему Дому и выбросьте 6. Тогда Колодец отдаёт страх: если он ваш — те же слова, что у вас, кто бы их ни написал, — вы возвращаетесь на старт; если чужой — вы сбежали.',
    'how.screen.title': 'За этим столом',
    'how.screen.1':
      'Часы наверху — часы сервера, они одинаковы на всех экранах и тревожнее к концу часа. Подсвеченные клетки на поле — куда можно пойти; с клавиатуры до них доходят Tab и Enter.',
    'how.screen.2':
      'За одним экраном занавес между ходами скрывает Ключи-камни и карты Дуэли каждого от остальных — а час идёт и за занавесом, так что передавайте устройство быстро.',
    'how.screen.3':
      'Его голос и зловещий звук отключаются кнопкой над полем; всё, что он говорит, написано и на экране.',
  },
  et: {
    'clock.left': 'Tund',
    'clock.not-yet': 'Tund algab, kui kõik hirmud on Kaevus',
    'clock.aria': 'Tunnist jäänud: {time}',
    'clock.minutes': '{n|one=# minut jäänud|other=# minutit jäänud}',
    'clock.seconds': '{n|one=# sekund jäänud|other=# sekundit jäänud}',
    'bar.appearances': '{n|one=Ta on tulnud # korra|other=Ta on tulnud # korda}',
    'bar.drafted': 'Tuimade Koljude aeg on läbi: Hingerändid on mängus',
    'voice.on': 'Tema hääl: sees',
    'voice.off': 'Tema hääl: väljas',

    'gk.title': 'Väravavaht',
    'gk.unheard': 'Väravavaht räägib. Keegi ei liigu.',
    'gk.voided': 'Mida {player} parajasti tegi, on tühistatud.',
    'gk.names': 'Ta mõtleb mängijat {player}.',
    'gk.names-you': 'Ta mõtleb sind.',
    'gk.silence': 'Kuni ta räägib, ei liigu keegi: {time}',
    'gk.choose': 'Tema tehing',
    'gk.choose-in': 'Vali {time} jooksul, muidu valib ta sulle auhinna ise.',
    'gk.prize': 'Auhind:',
    'gk.penalty': 'Karistus:',
    'gk.they-choose': '{player} valib (jäänud {time}).',

    'well.title': 'Hirmude Kaev',
    'well.intro':
      'Enne tunni algust poetab igaüks Kaevu oma suurima hirmu. Keegi ei tea, milline neist on sinu oma — kuni Kaev selle tagasi annab. Meie hirmud jagatakse nii, et kahel mängijal pole kunagi sama.',
    'well.time': 'Aega kirjutada: {time}',
    'well.label': 'Sinu suurim hirm (lihtsate sõnadega, kuni 80 märki)',
    'well.count': '{n|one=# märk jäänud|other=# märki jäänud}',
    'well.drop': 'Poeta see Kaevu',
    'well.or': 'Või võta üks meie omadest:',
    'well.take': 'Võta see',
    'well.yours': 'Sinu hirm on Kaevus: „{fear}“',
    'well.written': 'Kaevus',
    'well.writing': 'kirjutab veel',

    'duel.title': 'Duell: {attacker} mängija {defender} vastu',
    'duel.laid': 'kaart, pilt allpool',
    'duel.choosing': 'valib…',
    'duel.lay': 'Pane Duellikaart pilt allapoole',
    'duel.lay-card': 'Pane {card} pilt allapoole',
    'duel.ace': 'Kõrgem kaart võidab; Äss lööb ainult seitset.',

    'moment.tie': 'Viik: duelli ei võida keegi.',
    'moment.duel-won': 'Duelli võidab {player}.',
    'moment.dice-duel': 'Täringuduell: {player} mängija {other} vastu.',
    'moment.well': 'Kaev annab välja hirmu',
    'moment.fear-own': 'See oli mängija {player} enda hirm! Tagasi algusesse.',
    'moment.fear-not': 'See ei ole mängija {player} hirm.',

    'seats.title': 'Mängijad',
    'seats.you': '(sina)',
    'seats.number': 'Tuim Kolju {n}',
    'seats.keys': '{n|one=# Võtmekivi|other=# Võtmekivi}',
    'seats.no-keys': 'Võtmekive pole',
    'seats.cards': '{n|one=# Duellikaart|other=# Duellikaarti}',
    'seats.stuck': 'Mustas augus',
    'seats.sleeping': 'jääb käigust ilma',
    'seats.shielded': 'kaitstud',
    'seats.escaped': 'pääses!',

    'mine.title': 'Sina',
    'mine.index': '{harbinger}: Võtmekivide register — mida iga värv sulle annab',
    'mine.held': 'olemas',
    'mine.ranger':
      'Hingeränd võtab Võtmekive, astudes mängija ruudule. Liikumiskeeld hoiab sind Kanalis, kui mõni Võtmekivi sind ei vabasta.',
    'mine.cards': 'Sinu Duellikaardid:',
    'mine.fear': 'Sinu hirm Kaevus: „{fear}“',

    'goal.fear': 'Kirjuta oma hirm Kaevu jaoks.',
    'goal.skull':
      'Jõua vabale Hauakivile enne, kui kell näitab {time}: astu täpselt sellele ja sinust saab selle Kuulutaja.',
    'goal.harbinger': 'Sa oled {harbinger}: kogu igat värvi Võtmekivi, astudes täpselt Võtmekivi ruutudele.',
    'goal.home':
      'Sul on kõik kuus värvi: mine Ringteed pidi Koju, viska 6 ja loota, et Kaev annab kellegi teise hirmu.',
    'goal.ranger-roam':
      'Hingeränd: praegu võid Provintsides liikuda. Astu mängijatele, et nende Võtmekivid võtta.',
    'goal.ranger-curfew':
      'Hingeränd: liikumiskeeld hoiab sind Kanalis. Püüa mängijaid seal või oota, kuni ta keelu tühistab.',

    'prompt.over': 'Tund on läbi.',
    'prompt.choosing': '{player} valib…',
    'prompt.duel': 'Käib duell.',
    'prompt.waiting': 'Käigul on {player}.',
    'prompt.roll': 'Sinu käik: viska.',
    'prompt.move': 'Vali, kuhu minna: laual esile tõstetud ruudud.',
    'prompt.after': 'Oled kohal. Kasuta ruudu võimalust või lõpeta käik.',
    'prompt.on-board': 'Vali laual: esile tõstetud ruudud.',
    'dice.rolled': 'Veeretati: {dice}',
    'target.go': 'Mine siia',
    'target.fly': 'Lenda siia',
    'target.pick': 'Vali see ruut',

    'pending.bargain': 'Vali tema auhind endale või karistus vastasele.',
    'pending.bargain-keystone': 'Kellelt võtad salaja Võtmekivi?',
    'pending.bargain-black-hole': 'Kelle saadad lähimasse Musta auku?',
    'pending.bargain-sleep': 'Kes jääb järgmisest käigust ilma?',
    'pending.bargain-lose': 'Kelle Võtmekivi läheb tagasi oma Provintsi?',
    'pending.compass': 'Vali vaba Kompass, kuhu lennata.',
    'pending.hurl': 'Vali Kompass, kuhu oma ohvri paiskad.',
    'pending.steal': 'Kellelt võtab Saatusekaart Võtmekivi?',
    'pending.number': 'Sinu number tuli: kellelt võtad Võtmekivi?',
    'pending.swap': 'Kellega vahetad kohad?',
    'pending.gate': 'Kuhu läheb Värav, millest möödusid? Vali ruut või jäta see paika.',
    'pending.freedom': 'Millise Värava võtad laualt?',
    'pending.steal-ranger': 'Siin on mitu mängijat: keda sa röövid?',

    'how.goal.title': 'Põgene enne, kui tund on tema oma',
    'how.goal.1':
      'Väravavaht annab sulle {hour} ja tema kell ei peatu. Põgenemiseks saa Kuulutajaks, kogu kõigi kuue värvi Võtmekivid, mine Koju, viska 6 — ja tõmba Kaevust hirm, mis pole sinu oma.',
    'how.hour.60': 'ühe tunni',
    'how.hour.table': 'mängijate arvule sobitatud tunni, kolmele 28 minutit ja kuuele 72',
    'how.hour.30': '30 minutit',
    'how.hour.20': '20 minutit',
    'how.hour.10': '10 minutit',
    'how.goal.2':
      'Võidab see, kes esimesena põgeneb. Kui tund saab enne otsa või liiga paljud on värbamise ajaks (trükitud tunni kümnendal minutil) veel Tuimad Koljud, võidab Väravavaht.',
    'how.race.title': 'Esimesed minutid',
    'how.race.1':
      'Kõik alustavad Tuima Koljuna oma Kodus. Viska ja liigu Ringteed pidi Provintsi, ükskõik kummas suunas, aga ühe käigu jooksul tagasi pööramata; astu täpselt vabale Hauakivile ja sinust saab see Kuulutaja.',
    'how.race.2':
      'Kümnendal minutil (lühema tunni puhul siis, kui kolmandik sellest on möödas) saab igast, kes on veel Tuim Kolju, Hingeränd ning iga hõivamata Provints vajub ja saab oma Kanaliks.',
    'how.keys.title': 'Võtmekivid ja nende võimed',
    'how.keys.1':
      'Kuulutaja liigub Provintsides ja võtab Võtmekivi, astudes täpselt Võtmekivi ruudule; Ringtee on talle suletud, kuni tal on kõik kuus värvi.',
    'how.keys.2':
      'Iga värv annab sinu Kuulutajale võime, mis on kirjas sinu registris: Duell, Lend Kompassile, Kaks täringut, Mustast august vabanemine, Väravatest läbipääs ja Hõivamine, mis karistab mängijat, kelle ruudule astud, ka Hauakivil.',
    'how.keys.3':
      'Laualt võetud Võtmekivi näevad kõik; mängijalt salaja võetut teate ainult teie kaks — välja arvatud võtja enda värv, mis toob talle Duellikaardid: nende võtmist näevad kõik. Teised näevad vaid, mitu sul neid on.',
    'how.board.title': 'Ruudud',
    'how.board.1':
      'Välgulöögil võid kutsuda samal ruudul oleva mängija duellile: mõlemad panevad Duellikaardi pilt allapoole ja pööravad korraga; kõrgem võidab ja Äss lööb ainult seitset. Kompass laseb lennata. Koljul peetakse täringuduelle: võrdse tulemuse korral visatakse uuesti, kuni üks võidab.',
    'how.board.2':
      '{hole} Värav võib seista kõikjal peale Ringtee, ka Võtmekivi ruudul või Hauakivil, ja sulgeb tee: viska oma number, et sellest mööduda või sellele astuda. Kõik ruuduliigid on mängijate all olevas selgituses.',
    'how.hole.gatekeeper':
      'Must auk hoiab sind, kuni Väravavaht (või Võtmekivi) sind vabastab: oodates jäävad su käigud vahele ja kuni keegi on kinni, tuleb ta umbes igal teisel korral vabastama.',
    'how.hole.roll':
      'Selles mängus hoiab Must auk sind, kuni viskad oma käigul oma numbri või sind vabastab Väravavaht või Võtmekivi.',
    'how.gk.title': 'Väravavaht',
    'how.gk.1':
      'Iga paari minuti tagant tungib ta mängu. Kuni ta räägib, seisab laud ning tema STOPP! tühistab kõik, mis parajasti käis, ka duelli. Ta nimetab mängijaid Kuulutaja, numbri, käigu järgi või Väljavalituna.',
    'how.gk.2':
      'Mõned tema käsud on tehingud: auhind sulle või karistus sinu valitud vastasele. Valimiseks on mõni sekund, muidu annab ta sulle auhinna. Tunni edenedes muutub ta järjest julmemaks.',
    'how.rangers.title': 'Hingerändid',
    'how.rangers.1':
      'Hingeränd alustab Kanali Koljult ja võtab Võtmekive, astudes teiste mängijate ruudule — kõikjal, ka nende Kodus. Ka tema võib võita: kuus värvi, Kodu, kuus silma ja hirm, mis pole tema oma.',
    'how.rangers.2':
      'Hingerändid alustavad Kanalites: Provintsidesse laseb neid ainult Võtmekivi või liikumiskeelu tühistamine pärast nende tekkimist. Uus liikumiskeeld saadab nad tagasi, kui neid ei vabasta Võtmekivi.',
    'how.home.title': 'Koju',
    'how.home.1':
      'Kuue värviga mine Ringteed pidi oma Koju ja viska 6. Siis annab Kaev välja hirmu: kui see on sinu oma — samad sõnad kui sinul, ükskõik kes need kirjutas —, saadetakse sind algusesse tagasi; kui mitte, oled pääsenud.',
    'how.screen.title': 'Selle laua taga',
    'how.screen.1':
      'Ülal olev kell on serveri kell ja kõigil ekraanidel sama; mida vähem aega, seda ärevam see on. Laual esile tõstetud ruudud on need, kuhu saad minna; klaviatuurilt jõuad nendeni Tabi ja Enteriga.',
    'how.screen.2':
      'Ühe ekraani taga peidab eesriie käikude vahel iga mängija Võtmekivid ja Duellikaardid teiste eest — aga tund jookseb eesriide taga edasi, nii et anna seade kiiresti edasi.',
    'how.screen.3':
      'Tema hääle ja heli saab laua kohal välja lülitada; kõik, mida ta ütleb, on ka ekraanil kirjas.',
  },
};

export const texts: Texts = {
  en: { ...mapTexts.en, ...explainTexts.en, ...table.en },
  ru: { ...mapTexts.ru, ...explainTexts.ru, ...table.ru },
  et: { ...mapTexts.et, ...explainTexts.et, ...table.et },
};

// The words of Midnighters' guided first game (lesson.ts), in English, Russian and Estonian: our own paraphrase of
// the rules, never the rulebook's sentences.
import type { Texts } from '../../../engine/index.ts';

export const lessonTexts: Texts = {
  en: {
    title: 'Dreamwalk, a Star, a nightmare, the Town Hall and a trap',
    intro:
      'You are a Midnighter lost in a shared dream of twelve places. The first to reach the Bridge and activate it wakes up and wins, but nobody with a nightmare can wake. Your avatar is the numbered pawn {n} on the map.',
    hand: 'Your cards (highlighted) direct the dream. Each turn you take up to two actions, a card played or a blind swap each: a Dreamwalk moves you along an arrow of your place, a Midnight Star activates the place you stand on, a Vertigo turns the map, a Suspense with another card prepares a trap, a Dutch Angle gives one more action. At the end of the turn you draw back up to your hand limit.',
    walk: 'Play a Dreamwalk: follow an arrow of the place you stand on to the next one. The coach marks a way towards where you are heading.',
    'walk-none':
      'You hold no Dreamwalk now. Swap a card blindly with the top of the deck, or end your turn to draw.',
    walked:
      'You walked to {location}. Each place has its own arrows; a unique place (Forest, Square, Motel, Restaurant, Town Hall, Bridge) does something when you activate it with a Midnight Star.',
    star: 'Now activate a place: stand on a unique place and play a Midnight Star. {here}',
    activated: 'Activated! {does}',
    nightmare:
      'A nightmare came to you: {nightmare}. It lies in front of you (highlighted), its effect holds while you keep it, it shrinks your hand by one, and with it you cannot wake on the Bridge. Only the Town Hall sheds it (or the Motel hands it on).',
    'nightmare-wait':
      'Play on towards the Bridge. Nightmares are shuffled into the deck: when you draw one, it takes effect at once.',
    'town-hall':
      'Head for the Town Hall and activate it with a Midnight Star: it sheds your nightmares, and lifts the other Midnighters’ too (all but the Midnight Horror). The coach marks the way.',
    shed: 'You shed {n|one=your nightmare|other=your # nightmares} in the Town Hall. Now you can wake on the Bridge again.',
    trap: 'Set a trap: a Suspense with one other card, laid face down on a unique place (two actions). The other card says what it does: a Dreamwalk throws those caught to any Corridor, a Midnight Star steals an activation there, and so on. The coach marks Suspense and a place a rival must cross.',
    'trap-set':
      'Your trap lies on {location}. Only you know its second card. When a rival stands there, a window opens and you may spring it, even on their turn: whoever it catches also loses their next turn.',
    spring:
      'Spring your trap when a rival stands on its place: press the highlighted button while the window is open. If nobody comes, play on; the coach waits for the moment.',
    sprung:
      'Sprung on {location}! It caught {n|one=a rival|other=# rivals}, who {n|one=loses their|other=each lose their} next turn, and the trap’s second card took effect.',
    'sprung-empty': 'Sprung on {location}: it caught nobody this time, but its card still took effect.',
    end: 'That is Midnighters: walk the arrows, activate places with a Midnight Star, shed nightmares at the Town Hall, and trap your rivals on the way to the Bridge. Play on to wake up first, if you like.',
  },
  ru: {
    title: 'Снохождение, Звезда, кошмар, Ратуша и ловушка',
    intro:
      'Вы — Полуночник в общем сне из двенадцати мест. Кто первым доберётся до Моста и активирует его, проснётся и победит, но с кошмаром проснуться нельзя. Ваш аватар — фишка с номером {n} на карте.',
    hand: 'Ваши карты (подсвечены) управляют сном. За ход — до двух действий: сыграть карту или вслепую обменять карту. Снохождение ведёт вас по стрелке вашего места, Полночная звезда активирует место, где вы стоите, Вертиго меняет карту сна, Саспенс с другой картой готовит ловушку, Голландский угол даёт ещё одно действие. В конце хода вы добираете карты до предела руки.',
    walk: 'Сыграйте Снохождение: пройдите по стрелке своего места на соседнее. Подсказка отмечает путь туда, куда вы идёте.',
    'walk-none':
      'Снохождения в руке сейчас нет. Обменяйте карту вслепую с верхней картой колоды или завершите ход, чтобы добрать карты.',
    walked:
      'Вы пришли в место «{location}». У каждого места свои стрелки; уникальное место (Лес, Площадь, Мотель, Ресторан, Ратуша, Мост) действует, когда вы активируете его Полночной звездой.',
    star: 'Теперь активируйте место: встаньте на уникальное место и сыграйте Полночную звезду. {here}',
    activated: 'Активировано! {does}',
    nightmare:
      'Вам достался кошмар: {nightmare}. Он лежит перед вами (подсвечен), его действие длится, пока он у вас, он уменьшает руку на одну карту, и с ним нельзя проснуться на Мосту. Избавиться от него можно только в Ратуше (или передать в Мотеле).',
    'nightmare-wait': 'Идите к Мосту. Кошмары замешаны в колоду: вытянутый кошмар действует сразу.',
    'town-hall':
      'Идите в Ратушу и активируйте её Полночной звездой: она снимает ваши кошмары и отменяет кошмары других Полуночников (кроме Полночного ужаса). Подсказка отмечает путь.',
    shed: 'В Ратуше вы избавились от {n|one=# кошмара|few=# кошмаров|many=# кошмаров|other=# кошмара}. Теперь на Мосту снова можно проснуться.',
    trap: 'Поставьте ловушку: Саспенс и ещё одна карта рубашкой вверх на уникальное место (два действия). Вторая карта решает, что будет: Снохождение выбросит пойманных в любой Коридор, Полночная звезда украдёт там активацию и так далее. Подсказка отмечает Саспенс и место, через которое пойдёт соперник.',
    'trap-set':
      'Ваша ловушка лежит на месте «{location}». Её вторую карту знаете только вы. Когда соперник встанет туда, откроется окно, и вы сможете её захлопнуть, даже в чужой ход: пойманный ещё и пропустит свой следующий ход.',
    spring:
      'Захлопните ловушку, когда соперник встанет на её место: нажмите подсвеченную кнопку, пока окно открыто. Если никто не придёт, играйте дальше — подсказка дождётся момента.',
    sprung:
      'Ловушка на месте «{location}» сработала! {n|one=Пойман # соперник|few=Поймано # соперника|many=Поймано # соперников|other=Поймано # соперника}: пропустит следующий ход, а вторая карта ловушки сыграла.',
    'sprung-empty':
      'Ловушка на месте «{location}» сработала, но никого не поймала; её карта всё равно сыграла.',
    end: 'Вот и все Полуночники: ходите по стрелкам, активируйте места Полночной звездой, сбрасывайте кошмары в Ратуше и ловите соперников по пути к Мосту. Можно доиграть и проснуться первым.',
  },
  et: {
    title: 'Unekõnd, Keskööstaar, õudusunenägu, Raekoda ja lõks',
    intro:
      'Sa oled Keskööhulkur ühises kaheteistkümne paiga unenäos. Kes jõuab esimesena Sillale ja aktiveerib selle, ärkab ja võidab, kuid õudusunenäoga ärgata ei saa. Sinu avatar on kaardil nupp numbriga {n}.',
    hand: 'Sinu kaardid (esile tõstetud) juhivad unenägu. Igal käigul on kuni kaks tegevust: kaardi mängimine või pimesi vahetus. Unekõnd viib sind su paiga noolt mööda, Keskööstaar aktiveerib paiga, kus seisad, Vertiigo muudab kaarti, Põnevus koos teise kaardiga valmistab lõksu, Hollandi nurk annab veel ühe tegevuse. Käigu lõpus tõmbad käe piirini.',
    walk: 'Mängi Unekõnd: mine oma paiga noolt mööda naaberpaika. Juhendaja märgib tee sinna, kuhu suundud.',
    'walk-none':
      'Sul pole praegu Unekõndu. Vaheta kaart pimesi paki pealmise vastu või lõpeta käik, et kaarte tõmmata.',
    walked:
      'Jõudsid paika {location}. Igal paigal on oma nooled; eriline paik (Mets, Väljak, Motell, Restoran, Raekoda, Sild) teeb midagi, kui aktiveerid selle Keskööstaariga.',
    star: 'Nüüd aktiveeri paik: seisa erilisel paigal ja mängi Keskööstaar. {here}',
    activated: 'Aktiveeritud! {does}',
    nightmare:
      'Sulle tuli õudusunenägu: {nightmare}. See on sinu ees (esile tõstetud), selle mõju kestab, kuni see sul on, see vähendab kätt ühe kaardi võrra ja sellega ei saa Sillal ärgata. Sellest vabaneb ainult Raekojas (või annab edasi Motellis).',
    'nightmare-wait': 'Liigu Silla poole. Õudusunenäod on pakki segatud: tõmmatud õudusunenägu mõjub kohe.',
    'town-hall':
      'Mine Raekotta ja aktiveeri see Keskööstaariga: see võtab ära sinu õudusunenäod ja tühistab ka teiste Keskööhulkurite omad (peale Keskööõuduse). Juhendaja märgib tee.',
    shed: 'Vabanesid Raekojas {n|one=oma õudusunenäost|other=oma # õudusunenäost}. Nüüd saad Sillal jälle ärgata.',
    trap: 'Pane lõks: Põnevus koos ühe teise kaardiga pahupidi erilisele paigale (kaks tegevust). Teine kaart otsustab, mis juhtub: Unekõnd viskab püütud mõnda Koridori, Keskööstaar varastab seal aktiveerimise ja nii edasi. Juhendaja märgib Põnevuse ja paiga, mida vastane peab läbima.',
    'trap-set':
      'Sinu lõks on paigas {location}. Selle teist kaarti tead ainult sina. Kui vastane seal seisab, avaneb aken ja võid lõksu käivitada ka tema käigul: püütu jääb ka järgmisest käigust ilma.',
    spring:
      'Käivita lõks, kui vastane seisab selle paigas: vajuta esiletõstetud nuppu, kuni aken on avatud. Kui keegi ei tule, mängi edasi; juhendaja ootab õiget hetke.',
    sprung:
      'Lõks paigas {location} laks kinni! {n|one=Vahele jäi # vastane|other=Vahele jäi # vastast}, kes jääb järgmisest käigust ilma, ja lõksu teine kaart mõjus.',
    'sprung-empty': 'Lõks paigas {location} käivitus, kuid ei püüdnud kedagi; selle kaart mõjus siiski.',
    end: 'Selline on Keskööhulkurite mäng: käi noolte järgi, aktiveeri paiku Keskööstaariga, vabane õudusunenägudest Raekojas ja püüa vastaseid teel Sillale. Võid edasi mängida ja esimesena ärgata.',
  },
};

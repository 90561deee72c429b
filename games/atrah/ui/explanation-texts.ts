import type { Texts } from '../../../engine/index.ts';

// What a card, stack, tile or column says when a player points at it, focuses it or presses it long
// (explanations.ts), in our own words; the table merges these into its dictionary (texts.ts, which names the
// parameters).
export const explainTexts: Texts = {
  en: {
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
  },
  ru: {
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
  },
  et: {
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
  },
};

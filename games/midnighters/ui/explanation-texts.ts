import type { Texts } from '../../../engine/index.ts';

// What a location, card, trap or legend says when a player points at it, focuses it or presses it long
// (explanations.ts), in our own words; the table merges these into its dictionary (texts.ts).
export const explainTexts: Texts = {
  en: {
    'explain.vertigo':
      'Any location, anywhere: a quarter turn either way, or trade places with a neighbour. Whoever stands on it rides along.',
    'explain.trap':
      'A Suspense and one other card, face down, on a unique location. Everyone sees where it lies, only you what it is.',
    'explain.swap': 'One action: a card of your choice goes under the deck, you take the top card.',
    'explain.star': 'Activate the unique location you stand on.',
    'explain.catcher': 'Look at the top two cards of the deck; put any of them under it.',
    'explain.angle': 'Costs no action and gives you one more.',
    'explain.end': 'The cards you played are discarded, then you draw up to your hand limit ({limit}).',
    'trap-does.dreamwalk': 'Sprung, it sends you and those caught to any Corridors.',
    'trap-does.star':
      'Sprung when a rival plays a Midnight Star there, it takes what the location does for yourself.',
    'trap-does.vertigo': 'Sprung, it moves the location anywhere on the map and turns it.',
    'trap-does.angle': 'Sprung, those caught lose all their traps.',
    'trap-does.catcher': 'Sprung, you look at the hand of one caught and play their next turn.',
    'trap-does.suspense': 'A trap needs a Suspense and another kind of card.',
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

    'legend.title': 'What the map shows',
    'legend.arrows':
      'Each location has arrows on some of its edges: you may leave it only that way. Arrows turn with the card.',
    'legend.lit': 'A bright arrow is a way your Dreamwalk can take now.',
    'legend.target': 'A highlighted location with a label is what a click (or Enter) does now.',
    'legend.pawns': 'The numbered pawns are the Midnighters’ avatars, in their colours.',
    'legend.traps': 'A small mark in a player’s colour is a trap; only its owner knows what it is.',
  },
  ru: {
    'explain.vertigo':
      'Любая локация, где угодно: поворот на четверть в любую сторону или обмен местами с соседней. Кто на ней стоит — едет вместе с ней.',
    'explain.trap':
      'Саспенс и ещё одна карта рубашкой вверх на уникальной локации. Все видят, где она лежит, но только вы знаете, что это.',
    'explain.swap': 'Одно действие: выбранная карта уходит под колоду, вы берёте верхнюю.',
    'explain.star': 'Активирует уникальную локацию, на которой вы стоите.',
    'explain.catcher': 'Посмотрите две верхние карты колоды и положите любые из них под неё.',
    'explain.angle': 'Не стоит действия и даёт ещё одно.',
    'explain.end': 'Сыгранные карты уходят в сброс, затем вы добираете карты до лимита руки ({limit}).',
    'trap-does.dreamwalk': 'Сработав, отправляет вас и попавшихся на любые Коридоры.',
    'trap-does.star':
      'Срабатывает, когда соперник играет там Полночную звезду: действие локации достаётся вам.',
    'trap-does.vertigo': 'Сработав, переносит локацию куда угодно на карте и поворачивает её.',
    'trap-does.angle': 'Сработав, лишает попавшихся всех их ловушек.',
    'trap-does.catcher': 'Сработав, показывает вам карты одного попавшегося, и вы играете его следующий ход.',
    'trap-does.suspense': 'Для ловушки нужны Саспенс и карта другого вида.',
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

    'legend.title': 'Что показывает карта',
    'legend.arrows':
      'На краях каждой локации есть стрелки: уйти с неё можно только по ним. Стрелки поворачиваются вместе с картой.',
    'legend.lit': 'Яркая стрелка — путь, которым сейчас может пойти ваше Снохождение.',
    'legend.target': 'Подсвеченная локация с подписью — то, что сейчас сделает нажатие (или Enter).',
    'legend.pawns': 'Фишки с номерами — аватары Полуночников, каждая своего цвета.',
    'legend.traps': 'Маленькая метка цвета игрока — ловушка; что это за ловушка, знает только её владелец.',
  },
  et: {
    'explain.vertigo':
      'Ükskõik milline paik, ükskõik kus: veerand pööret kumbapidi või kohavahetus naabriga. Kes seal seisab, sõidab kaasa.',
    'explain.trap':
      'Põnevus ja üks teine kaart tagurpidi ainulaadsel paigal. Kõik näevad, kus see on, ainult sina tead, mis see on.',
    'explain.swap': 'Üks tegevus: valitud kaart läheb paki alla, sina võtad pealmise.',
    'explain.star': 'Käivitab ainulaadse paiga, kus sa seisad.',
    'explain.catcher': 'Vaata paki kahte pealmist kaarti ja pane ükskõik millised neist paki alla.',
    'explain.angle': 'Ei maksa tegevust ja annab ühe juurde.',
    'explain.end': 'Mängitud kaardid visatakse ära, siis võtad kaarte käe piirini ({limit}).',
    'trap-does.dreamwalk': 'Vallandudes saadab sind ja lõksu jäänuid ükskõik millistele Koridoridele.',
    'trap-does.star': 'Vallandub, kui vastane mängib seal Keskööstaari: paiga toime saad sina.',
    'trap-does.vertigo': 'Vallandudes viib paiga ükskõik kuhu kaardil ja pöörab seda.',
    'trap-does.angle': 'Vallandudes kaotavad lõksu jäänud kõik oma lõksud.',
    'trap-does.catcher': 'Vallandudes näed ühe lõksu jäänu kaarte ja mängid tema järgmise käigu.',
    'trap-does.suspense': 'Lõksuks on vaja Põnevust ja teist liiki kaarti.',
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

    'legend.title': 'Mida kaart näitab',
    'legend.arrows':
      'Igal paigal on mõnel serval nooled: sealt saab lahkuda ainult nende suunas. Nooled pöörduvad koos kaardiga.',
    'legend.lit': 'Hele nool on tee, mida su Unekõnd praegu võtta saab.',
    'legend.target': 'Esiletõstetud ja sildiga paik näitab, mida klõps (või Enter) praegu teeb.',
    'legend.pawns': 'Numbritega nupud on Keskööhulkurite avatarid, igaüks oma värvi.',
    'legend.traps': 'Väike mängija värvi märk on lõks; mis lõks see on, teab ainult omanik.',
  },
};

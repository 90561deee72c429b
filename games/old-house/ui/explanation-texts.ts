import type { Texts } from '../../../engine/index.ts';

// What a cell, card, relic or token says when a player points at it, focuses it or presses it long
// (explanations.ts), in our own words; the table merges these into its dictionary (texts.ts).
export const explainTexts: Texts = {
  en: {
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
    'explain.hero': '{hero} joins the hunt on {cell}. {text}',
  },
  ru: {
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
    'explain.hero': '{hero} вступает в охоту на {cell}. {text}',
  },
  et: {
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
    'explain.hero': '{hero} liitub jahiga ruudul {cell}. {text}',
  },
};

import type { Texts } from '../../../engine/index.ts';

// The How-to-play page of Mystery of the Old House, in our own words; the table merges these into its
// dictionary (texts.ts).
export const howToTexts: Texts = {
  en: {
    'how.goal.title': 'Who wins',
    'how.goal.1':
      'One player is the Phantom, moving unseen through an old house; the others hunt it together. The Phantom wins by destroying six of the house’s relics.',
    'how.goal.2':
      'The hunters win by dealing the Phantom seven levels of banishment, or simply by keeping a relic standing until the seventh night is over.',
    'how.house.title': 'The house',
    'how.house.1':
      'The board is 7 by 7 cells, columns A to G and rows 1 to 7. Four corner rooms have one door each onto the central corridor; heroes walk round the walls, but the Phantom drifts straight through them.',
    'how.house.2':
      'Six relics stand in the framed cells, the heroes’ portraits: each hero starts on one. The Phantom starts where the corridors cross (the yellow triangle). Small marks show the cells where each kind of entity can be summoned.',
    'how.twilight.title': 'Twilight',
    'how.twilight.1':
      'Each night begins with thirteen two-sided action cards in a row. The Phantom takes four, or rolls a die and takes one more than the roll, always from left to right. Every card it takes is a card the hunters do not get: they receive the rest, turned to their light side (traps, pentagrams, accelerations).',
    'how.phantom.title': 'The Phantom’s turn',
    'how.phantom.1':
      'The Phantom rolls one die, as printed, at every table size. Each step is either a Move card (one cell in any direction, or staying put) played on its private map, or one step of an entity it summoned. Only the Phantom sees its own position and route.',
    'how.phantom.1-party':
      'In this match the Phantom’s die is matched to the heroes (our variant): against a lone hunter a 1 or a 2 is rolled again, once; against three heroes it rolls three dice, keeps the highest and adds one. Each step is either a Move card (one cell in any direction, or staying put) played on its private map, or one step of an entity it summoned. Only the Phantom sees its own position and route.',
    'how.phantom.2':
      'Ending a turn on a relic, the Phantom may destroy it (and is then shown on the board until it moves again) or leave it standing and stay hidden. Once it has played a Move card it may play action cards: a Summon puts an entity on a free cell of its kind (an entity wrecks a relic by lingering on it), a Horror frightens a hero; either ends its moving for the turn. An Acceleration adds two steps and may come first.',
    'how.phantom.3':
      'A night lasts until the Phantom’s twenty Move cards are spent; the Phantom may play none in a turn, but such a turn still spends one, since the night ends only when the cards run out (a departure from the printed rules, which let it wait for free). The first night opens with two Phantom turns in a row, and by the end of the second it must have left its start.',
    'how.hunters.title': 'The hunters’ turn',
    'how.hunters.1':
      'Every hero rolls and walks to any cell within the roll. Then it searches: if the Phantom passed that cell at any time this night, even before it was last seen, a trace appears there. A trace tells where the Phantom went, not when: a hero on a traced cell cannot be sure the Phantom still stands there.',
    'how.hunters.1-stamped':
      'Every hero rolls and walks to any cell within the roll. Then it searches: if the Phantom passed that cell at any time this night, even before it was last seen, a trace appears with the number of the card it last played there. In this match a trace tells where and when (our variant).',
    'how.hunters.2':
      'A hero standing where the Phantom is can accuse it: a right guess costs the Phantom a level of banishment and shows where it stands; a wrong one costs the hero its next turn (it does not move, search, draw or set a trap; with two players the hunter’s other hero still plays its turn). Traps are set in secret (with three heroes, one at a time) and banish every entity that walks into one. A pentagram (with three heroes, at most two on the board) searches the nine cells around it when drawn, and then every Move card that leaves the Phantom in its ring leaves a trace there.',
    'how.hunters.2-stamped':
      'A hero standing where the Phantom is can accuse it: a right guess costs the Phantom a level of banishment and shows it with its route this night; a wrong one costs the hero its next turn (it does not move, search, draw or set a trap; with two players the hunter’s other hero still plays its turn). Traps are set in secret (with three heroes, one at a time) and banish every entity that walks into one. A pentagram (with three heroes, at most two on the board) searches the nine cells around it when drawn, and then every Move card that leaves the Phantom in its ring leaves a trace there.',
    'how.hunters.traps':
      'A trap works from the moment it is set, as printed: the Phantom or an entity that steps onto it, even on the very next turn, is caught. A caught Phantom takes a level of banishment (three while the Engineer hunts), is shown on the board, and its turn ends.',
    'how.hunters.traps-armed':
      'In this match a trap works only once the Phantom’s next turn is over (our variant): until then it catches nothing. A caught Phantom takes a level of banishment (three while the Engineer hunts), is shown on the board, and its turn ends.',
    'how.hunters.3':
      'With two players the hunter chooses its two heroes before the first night; with three or four they are dealt. Each hunter has a gift, shown in the list of heroes. The aid shades every cell the Phantom could still be on, worked out from everything the table has seen; it is on until you switch it off.',
    'how.dawn.title': 'Dawn',
    'how.dawn.1':
      'When the Phantom’s cards are spent the hunters take one last turn, then dawn comes: the traps are shown, the board is cleared, and the Time track moves on. A summary of the night appears above the board.',
    'how.screen.title': 'Playing on this screen',
    'how.screen.1':
      'Click a highlighted cell to choose it: the panel beside the map says what will happen. Confirm it, or click the cell again. Buttons say what they do before you press them.',
    'how.screen.2':
      'At one screen, a curtain hides the table whenever the device passes between the Phantom and the hunters, so nobody sees the other side’s secrets.',
    'how.keys.title': 'With the keyboard',
    'how.keys.1':
      'Tab reaches the map and every button. On the map, the arrow keys move between cells, and Enter or Space chooses or confirms a cell. Each cell’s label reads out its coordinate, its kind and everything on it.',
  },
  ru: {
    'how.goal.title': 'Кто побеждает',
    'how.goal.1':
      'Один игрок — Фантом, невидимо бродящий по старому дому; остальные охотятся на него вместе. Фантом побеждает, уничтожив шесть реликвий дома.',
    'how.goal.2':
      'Охотники побеждают, нанеся Фантому семь уровней изгнания или просто сохранив хотя бы одну реликвию до конца седьмой ночи.',
    'how.house.title': 'Дом',
    'how.house.1':
      'Поле — 7 на 7 ячеек, столбцы от A до G и ряды от 1 до 7. У четырёх угловых комнат по одной двери в центральный коридор; герои обходят стены, а Фантом проплывает сквозь них.',
    'how.house.2':
      'Шесть реликвий стоят в ячейках с рамками — на портретах героев: каждый герой начинает на одном из них. Фантом начинает на пересечении коридоров (жёлтый треугольник). Маленькие значки отмечают ячейки, где можно призвать сущность каждого вида.',
    'how.twilight.title': 'Сумерки',
    'how.twilight.1':
      'Каждая ночь начинается с ряда из тринадцати двусторонних карт действий. Фантом берёт четыре или бросает кубик и берёт на одну больше выпавшего, всегда слева направо. Каждая взятая им карта не достаётся охотникам: они получают остальные светлой стороной вверх (ловушки, пентаграммы, ускорения).',
    'how.phantom.title': 'Ход Фантома',
    'how.phantom.1':
      'Фантом бросает один кубик, как в правилах, при любом числе игроков. Каждый шаг — это либо карта хода (на одну ячейку в любую сторону или на месте), сыгранная на его тайной карте, либо шаг призванной им сущности. Своё положение и путь видит только Фантом.',
    'how.phantom.1-party':
      'В этой партии кубик Фантома зависит от числа героев (наш вариант): против одного охотника единица или двойка перебрасывается один раз; против трёх героев он бросает три кубика, берёт наибольший и прибавляет один. Каждый шаг — это либо карта хода (на одну ячейку в любую сторону или на месте), сыгранная на его тайной карте, либо шаг призванной им сущности. Своё положение и путь видит только Фантом.',
    'how.phantom.2':
      'Закончив ход на реликвии, Фантом может уничтожить её (и тогда показывается на доске, пока снова не двинется) или оставить её и остаться скрытым. Сыграв карту хода, он может играть карты действий: призыв ставит сущность на свободную ячейку её вида (сущность разрушает реликвию, задержавшись на ней), ужас пугает героя; после любой из них он в этот ход больше не движется. Ускорение добавляет два шага и может идти первым.',
    'how.phantom.3':
      'Ночь длится, пока не кончатся двадцать карт хода Фантома; Фантом может не играть ни одной за ход, но такой ход всё равно тратит одну карту: ночь кончается, только когда карты кончатся (отступление от правил, где ждать можно даром). Первая ночь открывается двумя ходами Фантома подряд, и к концу второго он должен уйти со старта.',
    'how.hunters.title': 'Ход охотников',
    'how.hunters.1':
      'Каждый герой бросает кубик и идёт на любую ячейку в пределах броска. Затем он ищет: если Фантом проходил здесь когда угодно этой ночью, даже до того, как его видели в последний раз, здесь появляется след. След говорит, где прошёл Фантом, но не когда: герой на ячейке со следом не знает наверняка, стоит ли Фантом всё ещё там.',
    'how.hunters.1-stamped':
      'Каждый герой бросает кубик и идёт на любую ячейку в пределах броска. Затем он ищет: если Фантом проходил здесь когда угодно этой ночью, даже до того, как его видели в последний раз, появляется след с номером карты, сыгранной тут последней. В этой партии след говорит, где и когда (наш вариант).',
    'how.hunters.2':
      'Герой, стоящий там, где Фантом, может его обвинить: верная догадка стоит Фантому уровня изгнания и показывает, где он стоит; неверная стоит герою следующего хода (он не ходит, не ищет, не рисует и не ставит ловушку; при двух игроках другой герой того же игрока ходит как обычно). Ловушки ставятся тайно (с тремя героями — по одной) и изгоняют любую сущность, которая в них войдёт. Пентаграмма (с тремя героями — не больше двух на поле), когда её рисуют, обыскивает девять ячеек вокруг, а потом каждая карта хода, оставившая Фантома в её круге, оставляет там след.',
    'how.hunters.2-stamped':
      'Герой, стоящий там, где Фантом, может его обвинить: верная догадка стоит Фантому уровня изгнания и показывает его вместе с маршрутом этой ночи; неверная стоит герою следующего хода (он не ходит, не ищет, не рисует и не ставит ловушку; при двух игроках другой герой того же игрока ходит как обычно). Ловушки ставятся тайно (с тремя героями — по одной) и изгоняют любую сущность, которая в них войдёт. Пентаграмма (с тремя героями — не больше двух на поле), когда её рисуют, обыскивает девять ячеек вокруг, а потом каждая карта хода, оставившая Фантома в её круге, оставляет там след.',
    'how.hunters.traps':
      'Ловушка действует с той минуты, как её поставили, как в правилах: Фантом или сущность, ступившие на неё, даже в самый следующий ход, пойманы. Пойманный Фантом получает уровень изгнания (три, пока охотится Инженер), появляется на поле, и его ход кончается.',
    'how.hunters.traps-armed':
      'В этой партии ловушка начинает действовать только после следующего хода Фантома (наш вариант): до тех пор она никого не ловит. Пойманный Фантом получает уровень изгнания (три, пока охотится Инженер), появляется на поле, и его ход кончается.',
    'how.hunters.3':
      'Вдвоём охотник выбирает двух героев перед первой ночью; втроём и вчетвером их раздают. У каждого охотника свой дар — он указан в списке героев. Подсказка затеняет все ячейки, где ещё может быть Фантом, по всему, что видел стол; она включена, пока вы её не выключите.',
    'how.dawn.title': 'Рассвет',
    'how.dawn.1':
      'Когда карты Фантома кончаются, охотники делают последний ход, и наступает рассвет: ловушки открываются, доска очищается, жетон времени сдвигается. Над доской появляется итог ночи.',
    'how.screen.title': 'Игра на этом экране',
    'how.screen.1':
      'Нажмите подсвеченную ячейку, чтобы выбрать её: панель рядом с картой скажет, что произойдёт. Подтвердите или нажмите на ячейку ещё раз. Кнопки говорят, что делают, до нажатия.',
    'how.screen.2':
      'За одним экраном занавес скрывает стол всякий раз, когда устройство переходит от Фантома к охотникам и обратно, чтобы никто не видел чужих тайн.',
    'how.keys.title': 'С клавиатуры',
    'how.keys.1':
      'Tab доходит до карты и всех кнопок. На карте стрелки переходят между ячейками, Enter или пробел выбирают или подтверждают ячейку. Подпись ячейки называет её координату, вид и всё, что на ней.',
  },
  et: {
    'how.goal.title': 'Kes võidab',
    'how.goal.1':
      'Üks mängija on Fantoom, kes liigub nähtamatult läbi vana maja; teised jahivad teda koos. Fantoom võidab, kui hävitab kuus maja reliikviat.',
    'how.goal.2':
      'Jahimehed võidavad, kui teevad Fantoomile seitse väljaajamise taset või hoiavad lihtsalt mõne reliikvia alles seitsmenda öö lõpuni.',
    'how.house.title': 'Maja',
    'how.house.1':
      'Laud on 7 korda 7 ruutu, veerud A kuni G ja read 1 kuni 7. Neljal nurgatoal on igaühel üks uks keskkoridori; kangelased käivad seintest ümber, Fantoom aga hõljub neist läbi.',
    'how.house.2':
      'Kuus reliikviat seisavad raamitud ruutudel, kangelaste portreedel: iga kangelane alustab ühelt neist. Fantoom alustab koridoride ristumiskohast (kollane kolmnurk). Väikesed märgid näitavad ruute, kuhu iga liiki olendit saab kutsuda.',
    'how.twilight.title': 'Hämarik',
    'how.twilight.1':
      'Iga öö algab kolmeteistkümne kahepoolse tegevuskaardiga reas. Fantoom võtab neli või viskab täringut ja võtab ühe võrra rohkem, alati vasakult paremale. Iga tema võetud kaart jääb jahimeestel saamata: nemad saavad ülejäänud, hele pool üleval (püünised, pentagrammid, kiirused).',
    'how.phantom.title': 'Fantoomi käik',
    'how.phantom.1':
      'Fantoom viskab nagu reeglites ühte täringut, olgu mängijaid kui palju tahes. Iga samm on kas käigukaart (üks ruut ükskõik mis suunas või paigale jäämine) tema salajasel kaardil või tema kutsutud olendi samm. Oma asukohta ja teed näeb ainult Fantoom.',
    'how.phantom.1-party':
      'Selles mängus sõltub Fantoomi täring kangelaste arvust (meie variant): ühe jahimehe vastu visatakse 1 või 2 korra uuesti; kolme kangelase vastu viskab ta kolme täringut, võtab suurima ja liidab ühe. Iga samm on kas käigukaart (üks ruut ükskõik mis suunas või paigale jäämine) tema salajasel kaardil või tema kutsutud olendi samm. Oma asukohta ja teed näeb ainult Fantoom.',
    'how.phantom.2':
      'Reliikviale käiku lõpetades võib Fantoom selle hävitada (ja jääb siis laual nähtavaks, kuni taas liigub) või jätta selle alles ja jääda varjatuks. Kui ta on mänginud käigukaardi, võib ta mängida tegevuskaarte: kutsumine paneb olendi oma liigi vabale ruudule (olend lõhub reliikvia, kui jääb sellele pidama), hirm hirmutab kangelast; kummagi järel ta sel käigul enam ei liigu. Kiirus lisab kaks sammu ja võib tulla esimesena.',
    'how.phantom.3':
      'Öö kestab, kuni Fantoomi kakskümmend käigukaarti on otsas; Fantoom võib käigul jätta kaardi mängimata, kuid selline käik kulutab ikkagi ühe, sest öö lõpeb alles siis, kui kaardid on otsas (kõrvalekalle reeglitest, kus oodata saab tasuta). Esimene öö algab kahe järjestikuse Fantoomi käiguga ja teise lõpuks peab ta olema stardist lahkunud.',
    'how.hunters.title': 'Jahimeeste käik',
    'how.hunters.1':
      'Iga kangelane viskab täringut ja kõnnib ükskõik millisele ruudule viske piires. Siis ta otsib: kui Fantoom käis sel ruudul ükskõik millal sel ööl, ka enne, kui teda viimati nähti, ilmub sinna jälg. Jälg ütleb, kus Fantoom käis, aga mitte millal: jäljega ruudul seisev kangelane ei tea kindlalt, kas Fantoom on ikka veel seal.',
    'how.hunters.1-stamped':
      'Iga kangelane viskab täringut ja kõnnib ükskõik millisele ruudule viske piires. Siis ta otsib: kui Fantoom käis sel ruudul ükskõik millal sel ööl, ka enne, kui teda viimati nähti, ilmub jälg selle kaardi numbriga, mille ta seal viimati mängis. Selles mängus ütleb jälg, kus ja millal (meie variant).',
    'how.hunters.2':
      'Kangelane, kes seisab Fantoomiga samal ruudul, võib teda süüdistada: õige arvamus maksab Fantoomile väljaajamise taseme ja näitab, kus ta seisab; vale maksab kangelasele järgmise käigu (ta ei liigu, ei otsi, ei joonista ega sea püünist; kahe mängijaga teeb sama mängija teine kangelane oma käigu nagu tavaliselt). Püünised seatakse salaja (kolme kangelasega korraga üks) ja need peletavad minema iga olendi, kes neisse astub. Pentagramm (kolme kangelasega laual kõige rohkem kaks) otsib joonistamisel läbi üheksa ruutu enda ümber ning seejärel jätab iga käigukaart, mis jätab Fantoomi selle ringi, sinna jälje.',
    'how.hunters.2-stamped':
      'Kangelane, kes seisab Fantoomiga samal ruudul, võib teda süüdistada: õige arvamus maksab Fantoomile väljaajamise taseme ja näitab teda koos selle öö teekonnaga; vale maksab kangelasele järgmise käigu (ta ei liigu, ei otsi, ei joonista ega sea püünist; kahe mängijaga teeb sama mängija teine kangelane oma käigu nagu tavaliselt). Püünised seatakse salaja (kolme kangelasega korraga üks) ja need peletavad minema iga olendi, kes neisse astub. Pentagramm (kolme kangelasega laual kõige rohkem kaks) otsib joonistamisel läbi üheksa ruutu enda ümber ning seejärel jätab iga käigukaart, mis jätab Fantoomi selle ringi, sinna jälje.',
    'how.hunters.traps':
      'Püünis toimib kohe, kui see on pandud, nagu reeglites: Fantoom või olend, kes sellele astub, kasvõi kohe järgmisel käigul, jääb vahele. Vahele jäänud Fantoom saab väljaajamise taseme (kolm, kui Insener jahib), ilmub lauale ja tema käik lõpeb.',
    'how.hunters.traps-armed':
      'Selles mängus hakkab püünis toimima alles pärast Fantoomi järgmist käiku (meie variant): seni ei püüa see kedagi. Vahele jäänud Fantoom saab väljaajamise taseme (kolm, kui Insener jahib), ilmub lauale ja tema käik lõpeb.',
    'how.hunters.3':
      'Kahe mängijaga valib jahimees oma kaks kangelast enne esimest ööd; kolme või nelja mängijaga jagatakse need välja. Igal jahimehel on oma anne, mis on kirjas kangelaste nimekirjas. Abi varjutab kõik ruudud, kus Fantoom veel olla võib, kõige põhjal, mida laud on näinud; see on sees, kuni sa selle välja lülitad.',
    'how.dawn.title': 'Koit',
    'how.dawn.1':
      'Kui Fantoomi kaardid on otsas, teevad jahimehed viimase käigu ja saabub koit: püünised näidatakse, laud tühjendatakse ja ajamärk liigub edasi. Laua kohale ilmub öö kokkuvõte.',
    'how.screen.title': 'Sellel ekraanil mängimine',
    'how.screen.1':
      'Klõpsa esiletõstetud ruudul, et see valida: kaardi kõrval olev paneel ütleb, mis juhtub. Kinnita või klõpsa ruudul uuesti. Nupud ütlevad enne vajutamist, mida nad teevad.',
    'how.screen.2':
      'Ühe ekraani taga peidab eesriie laua alati, kui seade liigub Fantoomi ja jahimeeste vahel, nii et keegi ei näe teise poole saladusi.',
    'how.keys.title': 'Klaviatuuriga',
    'how.keys.1':
      'Tab jõuab kaardini ja kõigi nuppudeni. Kaardil liiguvad nooleklahvid ruutude vahel ning Enter või tühik valib või kinnitab ruudu. Iga ruudu silt loeb ette selle koordinaadi, liigi ja kõik, mis sellel on.',
  },
};

// The words of Mystery of the Old House's guided first game (lesson.ts), in English, Russian and Estonian: our own
// paraphrase of the rules, never the rulebook's sentences.
import type { Texts } from '../../../engine/index.ts';

export const lessonTexts: Texts = {
  en: {
    'hunter.title': 'As a hunter: traces, searching, and a wrong accusation',
    'phantom.title': 'As the Phantom: moving unseen',
    'h.intro':
      'You are the hunters, with two heroes. The Phantom moves unseen on its own map of the house and wants to destroy six relics, the framed portraits, within seven nights. Nobody sees it: you find it by the traces it leaves.',
    'h.heroes':
      'First choose your two heroes: each has a power, written on its card. The coach marks one; any pair will do.',
    'h.twilight':
      'Twilight: the Phantom takes its action cards first, and the rest come to you, light side up: Pentagram, Trap and Acceleration. They are your hand (highlighted).',
    'h.wait':
      'Midnight: the Phantom moves first, unseen; on the first night it has two turns before you. Where it went tonight is what you hunt. Watch the log.',
    'h.move':
      'Your turn. Each hero rolled a die ({rolls}) and moves up to that many cells. After moving, a hero searches: if the Phantom’s route passed that cell tonight, a trace appears there. Press the highlighted cell, then Confirm.',
    'h.found':
      'Your search found {count|one=a trace|other=# traces} on {cells}: the Phantom passed there tonight. Each trace, and each cell you searched in vain, narrows where it can be now. The search aid (highlighted) shades those cells for you.',
    'h.nothing':
      'Nothing on {cells}: the Phantom’s route did not pass there tonight. That tells you something too: it rules those cells out. The search aid (highlighted) shades the cells where it can still be.',
    'h.accuse':
      'Now see what an accusation costs. A hero who has moved may accuse on its own cell: if the Phantom stands there it takes a banishment level, and seven banish it; if not, that hero sits out the next hunters’ turn. Press Accuse (highlighted).',
    'h.wrong':
      'Wrong: the Phantom was not on {cell}, and it now knows you guessed. {hero} sits out the next hunters’ turn: no move and no search. Accuse only when the traces leave you one cell.',
    'h.wrong-scholar':
      'Wrong: the Phantom was not on {cell}, and it now knows you guessed. {hero} is the one hero whom a wrong accusation costs no turn; any other would sit out the next hunters’ turn.',
    'h.right':
      'Right! The Phantom was on {cell} and takes a banishment level ({damage} of 7). It knows you are close.',
    'h.no-accusation':
      'An accusation is a hero’s gamble: right, the Phantom takes a banishment level; wrong, the hero sits out the next hunters’ turn.',
    'h.finish':
      'Move your other hero (the coach marks a cell), then end the hunters’ turn. The Phantom then moves again, unseen.',
    'h.again':
      'The Phantom moves again, unseen, and leaves its trail for your next searches. Watch the log until your heroes roll.',
    'h.sits-out':
      '{hero} sits out this turn: no roll, no move and no search. That was the price of the wrong accusation; your other hero hunts alone.',
    'h.no-sitting-out': 'Both your heroes rolled this turn: nobody sits out.',
    'h.end':
      'That is the hunt: the Phantom moves unseen, your searches make it leave traces, and the aid shades where it can be. Trap a cell it must cross, or ring it with a Pentagram, and accuse only when you are sure.',
    'p.intro':
      'Now you are the Phantom. You see the whole house and your own cell; the hunters see neither. Destroy six relics (the framed portraits) within seven nights, and do not get banished.',
    'p.draft':
      'Twilight: take your action cards first, four openly, or roll the die for one more card than it shows. What you leave goes to the hunters. Pick a way (the coach marks one), then the cards.',
    'p.move':
      'Midnight: you rolled {roll}. Play up to that many Move cards, one step each, or end your turn. The hunters do not see where you go, but tonight’s route stays on record: a hero who searches one of its cells finds a trace. Keep away from the heroes (numbered on the board).',
    'p.opening':
      'On the first night you have two turns before the hunters: get away from the start, unseen. Move again (the coach marks a step), then end your turn.',
    'p.watch': 'The hunters move and search. Watch the log: do they find your trail?',
    'p.found':
      'A hero searched {cells} and found {count|one=a trace|other=# traces} of your route: now they know you passed there tonight. Lead them away, or make them waste their turns.',
    'p.unseen':
      'The hunters searched {cells} and found nothing: you moved unseen. Every cell they search in vain tells them a little, so keep them guessing.',
    'p.relic':
      'To destroy a relic, end a turn on it: it takes a damage token, but your piece is revealed on the board until you move again. Summoned entities (a Shadow, a Poltergeist, a Slime) destroy relics by standing on them two turns in a row.',
    'p.again': 'Your turn again: move unseen, towards a relic if you dare, then end your turn.',
    'p.end':
      'That is the Phantom: move unseen, leave few traces where heroes will search, and strike at relics when the hunters are far. Play on to the end if you like.',
  },
  ru: {
    'hunter.title': 'За охотников: следы, поиск и ошибочное обвинение',
    'phantom.title': 'За Фантома: ходить незамеченным',
    'h.intro':
      'Вы — охотники, у вас два героя. Фантом ходит незаметно по своей карте дома и хочет за семь ночей уничтожить шесть реликвий — портреты в рамах. Его никто не видит: вы находите его по следам, которые он оставляет.',
    'h.heroes':
      'Сначала выберите двух героев: у каждого есть особая способность, она написана на карточке. Подсказка отмечает одного; подойдёт любая пара.',
    'h.twilight':
      'Сумерки: Фантом первым берёт карты действий, остальные достаются вам светлой стороной вверх: Пентаграмма, Ловушка и Ускорение. Это ваша рука (она подсвечена).',
    'h.wait':
      'Полночь: первым незаметно ходит Фантом; в первую ночь у него два хода до вас. Его путь этой ночью — то, что вы ищете. Следите за журналом.',
    'h.move':
      'Ваш ход. Каждый герой бросил кубик ({rolls}) и может пройти до стольких клеток. После хода герой обыскивает клетку: если путь Фантома этой ночью проходил через неё, там появляется след. Нажмите подсвеченную клетку, затем «Подтвердить».',
    'h.found':
      'Поиск нашёл {count|one=# след|few=# следа|many=# следов|other=# следа} на {cells}: Фантом проходил там этой ночью. Каждый след и каждая клетка, обысканная впустую, сужают круг, где он может быть. Подсказка поиска (подсвечена) затеняет эти клетки.',
    'h.nothing':
      'На {cells} ничего: путь Фантома этой ночью там не проходил. Это тоже сведения: эти клетки исключены. Подсказка поиска (подсвечена) затеняет клетки, где он ещё может быть.',
    'h.accuse':
      'Теперь посмотрите, чего стоит обвинение. Герой, который уже походил, может обвинить Фантома в том, что тот стоит на его клетке: если это так, Фантом получает уровень изгнания (семь изгоняют его); если нет, герой пропускает следующий ход охотников. Нажмите «Обвинить» (подсвечено).',
    'h.wrong':
      'Ошибка: Фантома на {cell} не было, и теперь он знает, что вы гадали. {hero} пропускает следующий ход охотников: ни хода, ни поиска. Обвиняйте, только когда следы оставляют одну клетку.',
    'h.wrong-scholar':
      'Ошибка: Фантома на {cell} не было, и теперь он знает, что вы гадали. {hero} — единственный герой, которому ошибочное обвинение не стоит хода; любой другой пропустил бы следующий ход охотников.',
    'h.right':
      'Верно! Фантом был на {cell} и получает уровень изгнания ({damage} из 7). Он знает, что вы близко.',
    'h.no-accusation':
      'Обвинение — риск героя: если верно, Фантом получает уровень изгнания; если нет, герой пропускает следующий ход охотников.',
    'h.finish':
      'Сходите вторым героем (подсказка отмечает клетку) и завершите ход охотников. Потом Фантом снова незаметно ходит.',
    'h.again':
      'Фантом снова незаметно ходит и оставляет путь для ваших следующих поисков. Следите за журналом, пока ваши герои не бросят кубики.',
    'h.sits-out':
      '{hero} пропускает этот ход: ни броска, ни хода, ни поиска. Такова цена ошибочного обвинения; второй герой охотится один.',
    'h.no-sitting-out': 'В этот ход бросили оба ваших героя: никто не пропускает.',
    'h.end':
      'Вот и вся охота: Фантом ходит незаметно, ваши поиски заставляют его оставлять следы, а подсказка показывает, где он может быть. Ставьте ловушку на клетку, через которую он должен пройти, окружайте его Пентаграммой и обвиняйте, только когда уверены.',
    'p.intro':
      'Теперь вы — Фантом. Вы видите весь дом и свою клетку, охотники — ни того, ни другого. Уничтожьте шесть реликвий (портреты в рамах) за семь ночей и не дайте себя изгнать.',
    'p.draft':
      'Сумерки: вы первым берёте карты действий — четыре открыто или бросьте кубик и возьмите на одну карту больше выпавшего. Оставленное достанется охотникам. Выберите способ (подсказка отмечает один), затем карты.',
    'p.move':
      'Полночь: на кубике {roll}. Сыграйте до стольких карт движения, по шагу каждая, или завершите ход. Охотники не видят, куда вы идёте, но путь этой ночи записан: герой, обыскавший его клетку, найдёт след. Держитесь подальше от героев (номера на поле).',
    'p.opening':
      'В первую ночь у вас два хода до охотников: уйдите от старта незамеченным. Сходите ещё раз (подсказка отмечает шаг) и завершите ход.',
    'p.watch': 'Охотники ходят и обыскивают клетки. Следите за журналом: найдут ли они ваш след?',
    'p.found':
      'Герой обыскал {cells} и нашёл {count|one=# след|few=# следа|many=# следов|other=# следа} вашего пути: теперь они знают, что вы проходили там этой ночью. Уводите их прочь или заставьте тратить ходы впустую.',
    'p.unseen':
      'Охотники обыскали {cells} и ничего не нашли: вы прошли незамеченным. Каждая пустая клетка им немного подсказывает, так что держите их в неведении.',
    'p.relic':
      'Чтобы уничтожить реликвию, закончите ход на ней: она получает жетон урона, но ваша фигура открывается на поле до вашего следующего шага. Вызванные сущности (Тень, Полтергейст, Слизь) уничтожают реликвию, простояв на ней два хода подряд.',
    'p.again': 'Снова ваш ход: идите незаметно — к реликвии, если решитесь, — и завершите ход.',
    'p.end':
      'Вот и весь Фантом: ходите незаметно, оставляйте мало следов там, где будут искать, и бейте по реликвиям, когда охотники далеко. Можно доиграть партию до конца.',
  },
  et: {
    'hunter.title': 'Jahimehena: jäljed, otsimine ja vale süüdistus',
    'phantom.title': 'Fantoomina: nähtamatult liikudes',
    'h.intro':
      'Sina oled jahimehed, sul on kaks kangelast. Fantoom liigub nähtamatult oma majakaardil ja tahab seitsme ööga hävitada kuus reliikviat, raamitud portreed. Keegi ei näe teda: sa leiad ta jälgede järgi, mida ta maha jätab.',
    'h.heroes':
      'Kõigepealt vali kaks kangelast: igaühel on oma võime, see on kirjas tema kaardil. Juhendaja märgib ühe; sobib iga paar.',
    'h.twilight':
      'Hämarik: Fantoom võtab esimesena oma tegevuskaardid, ülejäänud tulevad sulle, hele pool üleval: Pentagramm, Lõks ja Kiirendus. Need on sinu käes (esile tõstetud).',
    'h.wait':
      'Kesköö: esimesena liigub nähtamatult Fantoom; esimesel ööl on tal enne sind kaks käiku. Tema tänaöine teekond on see, mida sa jahid. Jälgi logi.',
    'h.move':
      'Sinu käik. Iga kangelane veeretas täringut ({rolls}) ja liigub kuni nii mitu ruutu. Pärast liikumist kangelane otsib: kui Fantoomi teekond läks täna öösel sellest ruudust läbi, ilmub sinna jälg. Vajuta esiletõstetud ruutu ja siis „Kinnita”.',
    'h.found':
      'Otsing leidis {count|one=jälje|other=# jälge} ruudul {cells}: Fantoom käis seal täna öösel. Iga jälg ja iga asjata otsitud ruut kitsendavad, kus ta praegu olla saab. Otsinguabi (esile tõstetud) varjutab need ruudud.',
    'h.nothing':
      'Ruudul {cells} pole midagi: Fantoomi teekond ei läinud täna öösel sealt läbi. Ka see on teave: need ruudud langevad välja. Otsinguabi (esile tõstetud) varjutab ruudud, kus ta veel olla saab.',
    'h.accuse':
      'Vaata nüüd, mis süüdistus maksab. Liikunud kangelane võib süüdistada Fantoomi oma ruudul olemises: kui ta on seal, saab ta ühe väljaajamise taseme (seitse ajavad ta välja); kui mitte, jääb kangelane järgmisest jahimeeste käigust ilma. Vajuta „Süüdista” (esile tõstetud).',
    'h.wrong':
      'Vale: Fantoomi polnud ruudul {cell} ja nüüd ta teab, et sa arvasid. {hero} jääb järgmisest jahimeeste käigust ilma: ei liigu ega otsi. Süüdista alles siis, kui jäljed jätavad ühe ruudu.',
    'h.wrong-scholar':
      'Vale: Fantoomi polnud ruudul {cell} ja nüüd ta teab, et sa arvasid. {hero} on ainus kangelane, kellele vale süüdistus käiku ei maksa; iga teine jääks järgmisest jahimeeste käigust ilma.',
    'h.right':
      'Õige! Fantoom oli ruudul {cell} ja saab väljaajamise taseme ({damage}/7). Ta teab, et oled lähedal.',
    'h.no-accusation':
      'Süüdistus on kangelase risk: õige korral saab Fantoom väljaajamise taseme, vale korral jääb kangelane järgmisest jahimeeste käigust ilma.',
    'h.finish':
      'Liiguta teist kangelast (juhendaja märgib ruudu) ja lõpeta jahimeeste käik. Siis liigub Fantoom taas nähtamatult.',
    'h.again':
      'Fantoom liigub taas nähtamatult ja jätab teekonna sinu järgmisteks otsinguteks. Jälgi logi, kuni su kangelased veeretavad.',
    'h.sits-out':
      '{hero} jääb sellest käigust ilma: ei veereta, ei liigu ega otsi. See oli vale süüdistuse hind; teine kangelane jahib üksi.',
    'h.no-sitting-out': 'Selles käigus veeretasid mõlemad kangelased: keegi ei jää vahele.',
    'h.end':
      'Selline on jaht: Fantoom liigub nähtamatult, sinu otsingud sunnivad teda jälgi jätma ja abi näitab, kus ta olla saab. Pane lõks ruudule, mida ta peab ületama, piira teda Pentagrammiga ja süüdista alles siis, kui oled kindel.',
    'p.intro':
      'Nüüd oled sina Fantoom. Sa näed kogu maja ja oma ruutu, jahimehed ei näe kumbagi. Hävita seitsme ööga kuus reliikviat (raamitud portreed) ja ära lase end välja ajada.',
    'p.draft':
      'Hämarik: võta esimesena oma tegevuskaardid, neli avalikult või veereta täringut ja saa ühe kaardi võrra rohkem, kui see näitab. Mis jätad, läheb jahimeestele. Vali viis (juhendaja märgib ühe), siis kaardid.',
    'p.move':
      'Kesköö: veeretasid {roll}. Mängi kuni nii mitu liikumiskaarti, igaüks üks samm, või lõpeta käik. Jahimehed ei näe, kuhu lähed, kuid tänaöine teekond jääb kirja: kangelane, kes otsib selle ruudult, leiab jälje. Hoia kangelastest (numbrid laual) eemale.',
    'p.opening':
      'Esimesel ööl on sul enne jahimehi kaks käiku: mine algusest nähtamatult eemale. Liigu veel (juhendaja märgib sammu) ja lõpeta käik.',
    'p.watch': 'Jahimehed liiguvad ja otsivad. Jälgi logi: kas nad leiavad su jälje?',
    'p.found':
      'Kangelane otsis ruudul {cells} ja leidis sinu teekonnalt {count|one=jälje|other=# jälge}: nüüd teavad nad, et käisid seal täna öösel. Juhi nad eemale või lase neil käike raisata.',
    'p.unseen':
      'Jahimehed otsisid ruudul {cells} ega leidnud midagi: liikusid nähtamatult. Iga asjata otsitud ruut ütleb neile veidi, nii et hoia neid teadmatuses.',
    'p.relic':
      'Reliikvia hävitamiseks lõpeta käik selle peal: see saab kahjužetooni, kuid sinu nupp on laual näha, kuni jälle liigud. Kutsutud olendid (Vari, Poltergeist, Lima) hävitavad reliikvia, kui seisavad sellel kaks käiku järjest.',
    'p.again': 'Jälle sinu käik: liigu nähtamatult, julgemal juhul reliikvia poole, ja lõpeta käik.',
    'p.end':
      'Selline on Fantoom: liigu nähtamatult, jäta vähe jälgi sinna, kus otsitakse, ja ründa reliikviaid, kui jahimehed on kaugel. Võid mängu lõpuni mängida.',
  },
};

import type { Texts } from '../../../engine/index.ts';

// What each square, card and token says when a player points at it, focuses it or presses it long (explain.ts),
// in our own words. The game's names (squares, Harbingers, colours, powers, Fate cards) come from ../texts.ts
// through `say` and are passed in as parameters; the table merges these into its dictionary.
export const explainTexts: Texts = {
  en: {
    'about.sq.plain': '{name}: a plain step along the track; nothing happens here.',
    'about.sq.plain-sewer': '{name}: a plain step through the Sewer; nothing happens here.',
    'about.sq.keystone':
      '{name}: a Harbinger that lands here exactly takes the Keystone lying on it, if there is one.',
    'about.sq.lightning':
      '{name}: a Harbinger holding Duel cards who ends a turn here may challenge a player on this square to a card duel.',
    'about.sq.compass':
      '{name}: a Harbinger with the Flight power who ends a turn here may fly straight to any other free Compass.',
    'about.sq.skull':
      '{name}: dice duels with Soul Rangers are fought here; the higher die takes a Keystone from the loser.',
    'about.sq.black-hole':
      '{name}: whoever lands here is held fast until the Gatekeeper frees them, or their Keystone of release does.',
    'about.sq.black-hole-roll':
      '{name}: whoever lands here is held until they roll their own number, the Gatekeeper frees them, or their Keystone of release does.',
    'about.sq.headstone':
      'The Headstone of {harbinger}, still free: a Numb Skull that lands here exactly becomes {harbinger}.',
    'about.sq.headstone-claimed':
      'The Headstone of {harbinger}, claimed by {player}: their Harbinger started here and their Duel cards wait here.',
    'about.sq.home':
      '{name}: every Numb Skull starts in the Hub. With six colours, land exactly in your own Home and roll a 6 to face the Well.',
    'about.sq.ring':
      'The Ring Road joins the Homes to every Province. Numb Skulls and Soul Rangers may walk it; a Harbinger only on its way Home with six colours.',
    'about.stones': 'Lying here: {n|one=a Keystone|other=# Keystones} ({colours}).',
    'about.gate':
      'A Gate stands here: only the holder of the Gates Keystone passes it; anyone else must roll their own number.',
    'about.here': 'Here: {pieces}.',
    'about.well':
      'The Well of Fears holds everyone’s fear. Whoever is Home with six colours and rolls a 6 draws one: their own sends them back to the start, anyone else’s sets them free.',
    'about.card':
      'Duel card {card}: in a duel both lay a card face down, then both turn; the higher card takes a Keystone from the loser.',
    'about.card.ace':
      'The Ace, a Duel card: it loses to every card but the 7, which it beats. The winner of a duel takes a Keystone.',
    'about.card.laid': 'A Duel card, face down: both cards are turned once both duellists have laid one.',
    'about.card.laid-own':
      'Your Duel card {card}, face down: both cards are turned once both duellists have laid one.',
    'about.key.plain': 'Your {colour} Keystone: one of the six colours you need to go Home.',
    'about.key.own': 'Your {colour} Keystone: it gives {harbinger} the power {power}. {does}',
    'about.index': '{colour} gives {power}, not yet held. {does}',
    'about.index.held': '{colour} gives {power}, and you hold it. {does}',
    'about.power.duel':
      'Collect your Duel cards from your Headstone and challenge Harbingers on Lightning Strikes.',
    'about.power.flight': 'End a turn on a Compass to fly to any other free Compass.',
    'about.power.double': 'Roll two dice instead of one.',
    'about.power.release': 'A Black Hole cannot hold you.',
    'about.power.gates': 'Pass Gates freely, and move a Gate you pass.',
    'about.keys.other':
      '{player} holds {n|one=# Keystone|other=# Keystones}; only they know all the colours. Six different colours let a player head Home.',
    'about.seat.skull':
      '{player}, Numb Skull {n}: racing to land on a free Headstone and become its Harbinger.',
    'about.seat.harbinger':
      '{player} plays {harbinger}: gathering a Keystone of each colour, then heading Home.',
    'about.seat.ranger': '{player}, a Soul Ranger: takes Keystones by landing on other players.',
    'about.fate':
      'A Fate card, played: {fate} A player takes one when the Gatekeeper says so, and obeys it at once.',
    'about.fates':
      'The Fate deck: {n|one=# card|other=# cards}, face down. When the Gatekeeper says so, a player takes the top card and obeys it at once.',
    'about.fear.own':
      'Your fear, in the Well: “{fear}”. If the Well gives it back to you at Home, you go back to the start.',
    'about.fear.none': 'You have no fear in the Well yet.',
    'about.fear.written': 'The fear of {player} is in the Well; nobody sees what it says.',
    'about.fear.writing': '{player} is still writing a fear for the Well.',
    'mine.card': 'Duel card {card}',
    'fates.title': 'Fate cards',
    'fates.deck': 'Fate deck: {n|one=# card|other=# cards}',
    'fates.played': 'Played:',
    'fates.none': 'No Fate card played yet.',
  },
  ru: {
    'about.sq.plain': '{name}: обычный шаг пути; здесь ничего не происходит.',
    'about.sq.plain-sewer': '{name}: обычный шаг по Клоаке; здесь ничего не происходит.',
    'about.sq.keystone':
      '{name}: Вестник, вставший сюда точно, берёт лежащий здесь Ключ-камень, если он есть.',
    'about.sq.lightning':
      '{name}: Вестник с картами Дуэли, закончивший здесь ход, может вызвать игрока на этой клетке на дуэль картами.',
    'about.sq.compass':
      '{name}: Вестник с силой Полёта, закончивший здесь ход, может перелететь на любой другой свободный Компас.',
    'about.sq.skull':
      '{name}: здесь идут дуэли на кубиках со Странниками душ; у кого больше, тот забирает Ключ-камень у проигравшего.',
    'about.sq.black-hole':
      '{name}: кто сюда попал, сидит, пока его не освободит Привратник или его Ключ-камень выхода.',
    'about.sq.black-hole-roll':
      '{name}: кто сюда попал, сидит, пока не выбросит свой номер, пока его не освободит Привратник или его Ключ-камень выхода.',
    'about.sq.headstone':
      'Надгробие: {harbinger}, пока свободно. Черепок, вставший сюда точно, становится этим Вестником.',
    'about.sq.headstone-claimed':
      'Надгробие: {harbinger}, занято игроком {player}: здесь начал его Вестник и ждут его карты Дуэли.',
    'about.sq.home':
      '{name}: все Черепки начинают в центре. С шестью цветами встаньте точно в свой Дом и выбросьте 6, чтобы встретиться с Колодцем.',
    'about.sq.ring':
      'Кольцевая дорога соединяет Дома со всеми Провинциями. По ней ходят Черепки и Странники душ; Вестник — только домой, с шестью цветами.',
    'about.stones':
      'Здесь {n|one=лежит Ключ-камень|few=лежат # Ключа-камня|many=лежат # Ключей-камней|other=лежат # Ключа-камня} ({colours}).',
    'about.gate':
      'Здесь стоят Врата: свободно их проходит лишь владелец Ключа-камня Врат, остальным нужно выбросить свой номер.',
    'about.here': 'Здесь: {pieces}.',
    'about.well':
      'В Колодце страхов лежат страхи всех игроков. Кто дома с шестью цветами выбросит 6, тянет один: свой отправляет его к началу, чужой освобождает.',
    'about.card':
      'Карта Дуэли {card}: в дуэли оба кладут карту рубашкой вверх и открывают; старшая забирает Ключ-камень у проигравшего.',
    'about.card.ace':
      'Туз, карта Дуэли: проигрывает всем картам, кроме семёрки, которую бьёт. Победитель дуэли забирает Ключ-камень.',
    'about.card.laid': 'Карта Дуэли рубашкой вверх: обе откроют, когда оба дуэлянта положат по карте.',
    'about.card.laid-own':
      'Ваша карта Дуэли {card} рубашкой вверх: обе откроют, когда оба дуэлянта положат по карте.',
    'about.key.plain': 'Ваш Ключ-камень, {colour}: один из шести цветов, нужных, чтобы вернуться домой.',
    'about.key.own': 'Ваш Ключ-камень, {colour}: даёт Вестнику {harbinger} силу «{power}». {does}',
    'about.index': '{colour} даёт силу «{power}», пока её нет. {does}',
    'about.index.held': '{colour} даёт силу «{power}», и она у вас есть. {does}',
    'about.power.duel': 'Заберите свои карты Дуэли с Надгробия и вызывайте Вестников на Ударах молнии.',
    'about.power.flight': 'Закончив ход на Компасе, перелетите на любой другой свободный Компас.',
    'about.power.double': 'Бросайте два кубика вместо одного.',
    'about.power.release': 'Чёрная дыра вас не удержит.',
    'about.power.gates': 'Проходите Врата свободно и переставляйте пройденные.',
    'about.keys.other':
      'У игрока {player} {n|one=# Ключ-камень|few=# Ключа-камня|many=# Ключей-камней|other=# Ключа-камня}; все цвета знает только он. Шесть разных цветов открывают путь домой.',
    'about.seat.skull': '{player}, Черепок {n}: спешит встать на свободное Надгробие и стать его Вестником.',
    'about.seat.harbinger':
      '{player} играет за Вестника {harbinger}: собирает Ключ-камень каждого цвета, потом идёт домой.',
    'about.seat.ranger': '{player}, Странник душ: забирает Ключи-камни, вставая на других игроков.',
    'about.fate': 'Сыгранная карта Судьбы: {fate} Игрок тянет её по слову Привратника и сразу подчиняется.',
    'about.fates':
      'Колода Судьбы: {n|one=# карта|few=# карты|many=# карт|other=# карты} рубашкой вверх. По слову Привратника игрок тянет верхнюю и сразу подчиняется.',
    'about.fear.own':
      'Ваш страх в Колодце: «{fear}». Если Колодец вернёт его вам дома, вы вернётесь к началу.',
    'about.fear.none': 'Вашего страха в Колодце ещё нет.',
    'about.fear.written': 'Страх игрока {player} в Колодце; что в нём написано, не видит никто.',
    'about.fear.writing': '{player} ещё пишет страх для Колодца.',
    'mine.card': 'Карта Дуэли {card}',
    'fates.title': 'Карты Судьбы',
    'fates.deck': 'Колода Судьбы: {n|one=# карта|few=# карты|many=# карт|other=# карты}',
    'fates.played': 'Сыграны:',
    'fates.none': 'Карт Судьбы ещё не играли.',
  },
  et: {
    'about.sq.plain': '{name}: tavaline samm rajal; siin ei juhtu midagi.',
    'about.sq.plain-sewer': '{name}: tavaline samm läbi Kanali; siin ei juhtu midagi.',
    'about.sq.keystone':
      '{name}: Kuulutaja, kes maandub täpselt siia, võtab siin lebava Võtmekivi, kui see on.',
    'about.sq.lightning':
      '{name}: Duellikaartidega Kuulutaja, kes lõpetab siin käigu, võib kutsuda sellel ruudul oleva mängija kaardiduellile.',
    'about.sq.compass':
      '{name}: Lennu jõuga Kuulutaja, kes lõpetab siin käigu, võib lennata otse ükskõik millisele teisele vabale Kompassile.',
    'about.sq.skull':
      '{name}: siin peetakse täringuduelle Hingerännudega; suurem täring võtab kaotajalt Võtmekivi.',
    'about.sq.black-hole':
      '{name}: kes siia satub, jääb kinni, kuni Väravavaht ta vabastab või tema vabanemise Võtmekivi seda teeb.',
    'about.sq.black-hole-roll':
      '{name}: kes siia satub, jääb kinni, kuni ta viskab oma numbri, Väravavaht ta vabastab või tema vabanemise Võtmekivi seda teeb.',
    'about.sq.headstone':
      'Hauakivi: {harbinger}, veel vaba. Tuim Kolju, kes maandub täpselt siia, saab selleks Kuulutajaks.',
    'about.sq.headstone-claimed':
      'Hauakivi: {harbinger}, mängija {player} oma: siit alustas tema Kuulutaja ja siin ootavad tema Duellikaardid.',
    'about.sq.home':
      '{name}: kõik Tuimad Koljud alustavad keskelt. Kuue värviga maandu täpselt oma Kodus ja viska 6, et Kaevuga silmitsi seista.',
    'about.sq.ring':
      'Ringtee ühendab Kodud kõigi Provintsidega. Seal käivad Tuimad Koljud ja Hingerännud; Kuulutaja ainult koduteel, kuue värviga.',
    'about.stones': 'Siin {n|one=lebab Võtmekivi|other=lebab # Võtmekivi} ({colours}).',
    'about.gate':
      'Siin seisab Värav: vabalt pääseb sellest vaid Väravate Võtmekivi omanik, teised peavad viskama oma numbri.',
    'about.here': 'Siin: {pieces}.',
    'about.well':
      'Hirmude Kaevus on kõigi hirmud. Kes on kuue värviga Kodus ja viskab 6, tõmbab ühe: oma saadab ta algusesse tagasi, kellegi teise oma vabastab.',
    'about.card':
      'Duellikaart {card}: duellis panevad mõlemad kaardi pilt allpool ja pööravad siis; kõrgem võtab kaotajalt Võtmekivi.',
    'about.card.ace':
      'Äss, Duellikaart: kaotab kõigile kaartidele peale seitsme, mida ta lööb. Duelli võitja võtab Võtmekivi.',
    'about.card.laid':
      'Duellikaart, pilt allpool: mõlemad pööratakse, kui mõlemad duellandid on kaardi pannud.',
    'about.card.laid-own':
      'Sinu Duellikaart {card}, pilt allpool: mõlemad pööratakse, kui mõlemad duellandid on kaardi pannud.',
    'about.key.plain': 'Sinu Võtmekivi, {colour}: üks kuuest värvist, mida koju minekuks vajad.',
    'about.key.own': 'Sinu Võtmekivi, {colour}: annab Kuulutajale {harbinger} jõu „{power}“. {does}',
    'about.index': '{colour} annab jõu „{power}“, veel pole sul seda. {does}',
    'about.index.held': '{colour} annab jõu „{power}“, ja see on sul olemas. {does}',
    'about.power.duel': 'Korja oma Duellikaardid Hauakivilt ja kutsu Kuulutajaid Välgulöökidel duellile.',
    'about.power.flight': 'Lõpeta käik Kompassil ja lenda ükskõik millisele teisele vabale Kompassile.',
    'about.power.double': 'Viska ühe täringu asemel kahte.',
    'about.power.release': 'Must auk sind kinni ei hoia.',
    'about.power.gates': 'Läbi Väravatest vabalt ja tõsta läbitud Väravat.',
    'about.keys.other':
      'Mängijal {player} on {n|one=# Võtmekivi|other=# Võtmekivi}; kõiki värve teab ainult tema. Kuus eri värvi avavad tee koju.',
    'about.seat.skull': '{player}, Tuim Kolju {n}: kiirustab vabale Hauakivile, et saada selle Kuulutajaks.',
    'about.seat.harbinger':
      '{player} mängib Kuulutajat {harbinger}: kogub igast värvist Võtmekivi ja läheb siis koju.',
    'about.seat.ranger': '{player}, Hingeränd: võtab Võtmekive, maandudes teiste mängijate peale.',
    'about.fate':
      'Mängitud Saatusekaart: {fate} Mängija võtab selle, kui Väravavaht nii ütleb, ja kuuletub kohe.',
    'about.fates':
      'Saatusepakk: {n|one=# kaart|other=# kaarti}, pilt allpool. Kui Väravavaht nii ütleb, võtab mängija pealmise kaardi ja kuuletub kohe.',
    'about.fear.own':
      'Sinu hirm Kaevus: „{fear}“. Kui Kaev annab selle sulle Kodus tagasi, lähed tagasi algusesse.',
    'about.fear.none': 'Sinu hirmu pole veel Kaevus.',
    'about.fear.written': 'Mängija {player} hirm on Kaevus; mida see ütleb, ei näe keegi.',
    'about.fear.writing': '{player} kirjutab veel oma hirmu Kaevu jaoks.',
    'mine.card': 'Duellikaart {card}',
    'fates.title': 'Saatusekaardid',
    'fates.deck': 'Saatusepakk: {n|one=# kaart|other=# kaarti}',
    'fates.played': 'Mängitud:',
    'fates.none': 'Ühtki Saatusekaarti pole veel mängitud.',
  },
};

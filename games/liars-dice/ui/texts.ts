import type { Texts } from '../../../engine/index.ts';

// The board's own words and the How-to-play page. `{name}` is a seat's name, `{count}` × `{face}` a bid,
// `{dice}` a hand such as "1 3 3 6".
export const texts: Texts = {
  en: {
    'board.label': 'The dice table',
    'seat.hand': '{name}: {count|one=# die|other=# dice}, hidden',
    'seat.own': '{name} (you): {dice}',
    'seat.out': '{name}: out of dice',
    'seat.acting': '{name} is to act',
    'seat.out-short': 'out',
    'seat.turn': 'to act',
    'die.face': '{face}',
    'die.counts': '{face}, counts',
    'die.hidden': 'hidden die',
    'own.title': 'Your dice',
    'own.label': 'Your dice: {dice}',
    'own.none': 'You have no dice left: watch the others finish.',
    watching: 'You are watching: every hand stays hidden until someone calls liar.',
    'bid.none': 'No bid yet this round.',
    'bid.standing': 'Standing bid',
    'bid.label': 'Standing bid: {count} × {face}, by {name}',
    'bid.by': 'by {name}',
    round: 'Round {round}',
    'controls.title': 'Your move',
    'controls.face': 'Face',
    'controls.count': 'How many',
    'controls.face-n': 'Face {face}',
    'controls.face-wild': 'Face 1, wild',
    'controls.fewer': 'One fewer',
    'controls.more': 'One more',
    'controls.wild': 'Ones are wild: they count for every other face. Faces rank 2, 3, 4, 5, 6, then 1.',
    'reveal.title': 'The last call',
    'reveal.summary':
      '{challenger} called {bidder}’s {count} × {face}: the table showed {total}. {loser} lost a die.',
    'reveal.hand': '{name}: {dice}',
    'how.goal.title': 'The goal',
    'how.goal.1':
      'Be the last player with dice. Everyone starts with {dice|one=one die|other=# dice}; each lost challenge costs one.',
    'how.round.title': 'A round',
    'how.round.1':
      'Everyone rolls in secret and sees only their own dice. Then, in turn, each player either raises the bid or calls the last bidder a liar.',
    'how.round.2':
      'A bid such as “4 × 5” claims that at least four dice on the whole table show a five. Ones are wild: they count for every other face.',
    'how.raise.title': 'Raising',
    'how.raise.1':
      'A raise names more dice, or the same number of a higher face. Faces rank 2, 3, 4, 5, 6 and then 1, because ones are rarer. The board offers only the bids you may make: pick a face and a number, then press the bid button.',
    'how.call.title': 'Calling liar',
    'how.call.1':
      'Calling liar reveals every die. If the table holds at least the bid, the caller loses a die; otherwise the bidder does. The loser opens the next round.',
    'how.keys.title': 'With the keyboard',
    'how.keys.1':
      'Every button is reachable with Tab and pressed with Enter or Space. The log on the side tells every bid and call.',
  },
  ru: {
    'board.label': 'Стол с кубиками',
    'seat.hand': '{name}: {count|one=# кубик, скрыт|few=# кубика, скрыты|many=# кубиков, скрыты}',
    'seat.own': '{name} (вы): {dice}',
    'seat.out': '{name}: кубиков не осталось',
    'seat.acting': 'Ходит {name}',
    'seat.out-short': 'выбыл',
    'seat.turn': 'ходит',
    'die.face': '{face}',
    'die.counts': '{face}, считается',
    'die.hidden': 'скрытый кубик',
    'own.title': 'Ваши кубики',
    'own.label': 'Ваши кубики: {dice}',
    'own.none': 'У вас не осталось кубиков: досмотрите игру остальных.',
    watching: 'Вы зритель: все кубики скрыты, пока кто-нибудь не скажет «Не верю!».',
    'bid.none': 'В этом раунде ставок ещё не было.',
    'bid.standing': 'Текущая ставка',
    'bid.label': 'Текущая ставка: {count} × {face}, её сделал {name}',
    'bid.by': 'ставит {name}',
    round: 'Раунд {round}',
    'controls.title': 'Ваш ход',
    'controls.face': 'Грань',
    'controls.count': 'Сколько',
    'controls.face-n': 'Грань {face}',
    'controls.face-wild': 'Грань 1, джокер',
    'controls.fewer': 'На один меньше',
    'controls.more': 'На один больше',
    'controls.wild':
      'Единицы — джокеры: они считаются за любую другую грань. Порядок граней: 2, 3, 4, 5, 6, затем 1.',
    'reveal.title': 'Последняя проверка',
    'reveal.summary':
      '{challenger} не поверил ставке {count} × {face} игрока {bidder}: на столе {total}. {loser} теряет кубик.',
    'reveal.hand': '{name}: {dice}',
    'how.goal.title': 'Цель',
    'how.goal.1':
      'Остаться последним игроком с кубиками. У каждого в начале {dice|one=# кубик|few=# кубика|many=# кубиков}; каждая проигранная проверка стоит одного.',
    'how.round.title': 'Раунд',
    'how.round.1':
      'Все бросают кубики втайне и видят только свои. Затем по очереди каждый либо повышает ставку, либо говорит предыдущему игроку «Не верю!».',
    'how.round.2':
      'Ставка «4 × 5» означает: на всём столе не меньше четырёх пятёрок. Единицы — джокеры: они считаются за любую другую грань.',
    'how.raise.title': 'Повышение',
    'how.raise.1':
      'Повысить — значит назвать больше кубиков или столько же, но более старшую грань. Порядок граней: 2, 3, 4, 5, 6, затем 1, потому что единицы редки. Стол предлагает только допустимые ставки: выберите грань и количество и нажмите кнопку ставки.',
    'how.call.title': '«Не верю!»',
    'how.call.1':
      'После «Не верю!» все кубики открываются. Если на столе не меньше заявленного, кубик теряет тот, кто не поверил; иначе — тот, кто ставил. Проигравший начинает следующий раунд.',
    'how.keys.title': 'С клавиатуры',
    'how.keys.1':
      'До любой кнопки можно дойти клавишей Tab и нажать её Enter или пробелом. Журнал сбоку рассказывает о каждой ставке и проверке.',
  },
  et: {
    'board.label': 'Täringulaud',
    'seat.hand': '{name}: {count|one=# täring, peidus|other=# täringut, peidus}',
    'seat.own': '{name} (sina): {dice}',
    'seat.out': '{name}: täringud otsas',
    'seat.acting': 'Käigul on {name}',
    'seat.out-short': 'väljas',
    'seat.turn': 'käigul',
    'die.face': '{face}',
    'die.counts': '{face}, läheb arvesse',
    'die.hidden': 'peidetud täring',
    'own.title': 'Sinu täringud',
    'own.label': 'Sinu täringud: {dice}',
    'own.none': 'Sul pole enam täringuid: vaata, kuidas teised lõpetavad.',
    watching: 'Sa vaatad pealt: kõik täringud on peidus, kuni keegi ütleb „Valetad!“.',
    'bid.none': 'Selles voorus pole veel pakkumist.',
    'bid.standing': 'Kehtiv pakkumine',
    'bid.label': 'Kehtiv pakkumine: {count} × {face}, pakkus {name}',
    'bid.by': 'pakkus {name}',
    round: '{round}. voor',
    'controls.title': 'Sinu käik',
    'controls.face': 'Silmad',
    'controls.count': 'Mitu',
    'controls.face-n': 'Silmad {face}',
    'controls.face-wild': 'Silmad 1, jokker',
    'controls.fewer': 'Ühe võrra vähem',
    'controls.more': 'Ühe võrra rohkem',
    'controls.wild':
      'Ühed on jokkerid: need lähevad arvesse iga teise silmade arvu puhul. Järjekord: 2, 3, 4, 5, 6, siis 1.',
    'reveal.title': 'Viimane kontroll',
    'reveal.summary':
      '{challenger} ei uskunud mängija {bidder} pakkumist {count} × {face}: laual oli {total}. {loser} kaotab täringu.',
    'reveal.hand': '{name}: {dice}',
    'how.goal.title': 'Eesmärk',
    'how.goal.1':
      'Jää viimaseks mängijaks, kellel on täringuid. Alguses on igaühel {dice|one=üks täring|other=# täringut}; iga kaotatud kontroll võtab ühe.',
    'how.round.title': 'Voor',
    'how.round.1':
      'Kõik veeretavad salaja ja näevad ainult oma täringuid. Siis kordamööda igaüks kas tõstab pakkumist või ütleb eelmisele pakkujale „Valetad!“.',
    'how.round.2':
      'Pakkumine „4 × 5“ väidab, et kogu laual on vähemalt neli viit. Ühed on jokkerid: need lähevad arvesse iga teise silmade arvu puhul.',
    'how.raise.title': 'Tõstmine',
    'how.raise.1':
      'Tõsta tähendab pakkuda rohkem täringuid või sama palju kõrgemaid silmi. Järjekord on 2, 3, 4, 5, 6 ja siis 1, sest ühed on haruldasemad. Laud pakub ainult lubatud pakkumisi: vali silmad ja arv ning vajuta pakkumise nuppu.',
    'how.call.title': '„Valetad!“',
    'how.call.1':
      'Pärast „Valetad!“ avatakse kõik täringud. Kui laual on vähemalt pakutud arv, kaotab täringu see, kes ei uskunud; muidu pakkuja. Kaotaja alustab järgmist vooru.',
    'how.keys.title': 'Klaviatuuriga',
    'how.keys.1':
      'Iga nupuni jõuab Tab-klahviga ja seda vajutatakse Enteri või tühikuga. Logi küljel räägib igast pakkumisest ja kontrollist.',
  },
};

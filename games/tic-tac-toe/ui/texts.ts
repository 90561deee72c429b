import type { Texts } from '../../../engine/index.ts';

// The board's own words and the How-to-play page. `{cell}` is a cell's name such as "b2"; `{player}` a name.
export const texts: Texts = {
  en: {
    'board.label': 'Tic-tac-toe board',
    'cell.empty': '{cell}, empty',
    'cell.mark': 'Mark {cell}',
    'cell.taken': '{cell}, {mark} of {player}',
    'cell.winning': '{cell}, {mark} of {player}, in the winning line',
    'legend.x': '{player} plays X',
    'legend.o': '{player} plays O',
    'how.goal.title': 'The goal',
    'how.goal.1': 'Get three of your marks in a row: across, down or corner to corner.',
    'how.turn.title': 'Your turn',
    'how.turn.1': 'The first player draws X, the second O. Take turns: mark one empty square each turn.',
    'how.turn.2':
      'Click or tap an empty square, or move to it with Tab and press Enter or Space. Squares are named a1 to c3: columns a–c from the left, rows 1–3 from the top.',
    'how.end.title': 'The end',
    'how.end.1': 'Three in a row wins at once. If all nine squares fill up without a line, it is a draw.',
  },
  ru: {
    'board.label': 'Поле для крестиков-ноликов',
    'cell.empty': '{cell}, пусто',
    'cell.mark': 'Поставить на {cell}',
    'cell.taken': '{cell}, {mark}, игрок {player}',
    'cell.winning': '{cell}, {mark}, игрок {player}, в выигрышной линии',
    'legend.x': '{player} играет за X',
    'legend.o': '{player} играет за O',
    'how.goal.title': 'Цель',
    'how.goal.1': 'Выстройте три своих знака в ряд: по горизонтали, вертикали или диагонали.',
    'how.turn.title': 'Ваш ход',
    'how.turn.1': 'Первый игрок ставит X, второй — O. Ходите по очереди: за ход — один знак в пустую клетку.',
    'how.turn.2':
      'Нажмите на пустую клетку или выберите её клавишей Tab и нажмите Enter или пробел. Клетки называются от a1 до c3: столбцы a–c слева направо, ряды 1–3 сверху вниз.',
    'how.end.title': 'Конец игры',
    'how.end.1': 'Три в ряд — сразу победа. Если все девять клеток заполнены, а линии нет, это ничья.',
  },
  et: {
    'board.label': 'Trips-traps-trulli laud',
    'cell.empty': '{cell}, tühi',
    'cell.mark': 'Märgi {cell}',
    'cell.taken': '{cell}, {mark}, mängija {player}',
    'cell.winning': '{cell}, {mark}, mängija {player}, võidureas',
    'legend.x': '{player} mängib X-iga',
    'legend.o': '{player} mängib O-ga',
    'how.goal.title': 'Eesmärk',
    'how.goal.1': 'Saa kolm oma märki ühte ritta: rõhtsalt, püstiselt või nurgast nurka.',
    'how.turn.title': 'Sinu käik',
    'how.turn.1': 'Esimene mängija paneb X-i, teine O. Käige kordamööda: igal käigul üks märk tühja ruutu.',
    'how.turn.2':
      'Klõpsa või puuduta tühja ruutu või liigu sinna Tab-klahviga ja vajuta Enter või tühikut. Ruutude nimed on a1 kuni c3: veerud a–c vasakult, read 1–3 ülalt.',
    'how.end.title': 'Lõpp',
    'how.end.1': 'Kolm ühes reas võidab kohe. Kui kõik üheksa ruutu saavad täis ja rida pole, on viik.',
  },
};

import type { Texts } from '../../engine/index.ts';

export const texts: Texts = {
  en: {
    name: 'Tic-tac-toe',
    summary: 'Three in a row wins. The oldest game on the shelf, and the engine’s smallest example.',
    'log.marked': '{player} marks {cell}.',
    'log.line': '{player} has three in a row.',
    'log.draw': 'The board is full: a draw.',
    'move.mark': 'Mark {cell}',
    'reason.three-in-a-row': 'Three in a row',
    'reason.board-full': 'The board is full',
  },
  ru: {
    name: 'Крестики-нолики',
    summary: 'Три в ряд — победа. Самая старая игра на полке и самый маленький пример движка.',
    'log.marked': '{player} ставит знак на {cell}.',
    'log.line': 'У игрока {player} три в ряд.',
    'log.draw': 'Поле заполнено: ничья.',
    'move.mark': 'Поставить на {cell}',
    'reason.three-in-a-row': 'Три в ряд',
    'reason.board-full': 'Поле заполнено',
  },
  et: {
    name: 'Trips-traps-trull',
    summary: 'Kolm ühes reas võidab. Riiuli vanim mäng ja mootori väikseim näide.',
    'log.marked': '{player} märgib ruudu {cell}.',
    'log.line': '{player} sai kolm ühte ritta.',
    'log.draw': 'Laud on täis: viik.',
    'move.mark': 'Märgi {cell}',
    'reason.three-in-a-row': 'Kolm ühes reas',
    'reason.board-full': 'Laud on täis',
  },
};

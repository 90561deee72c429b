import type { GameMeta } from '../../ui.ts';

const SHORT = {
  en: 'A shorter game: fewer dice, so every call weighs more',
  ru: 'Партия короче: кубиков меньше, и каждая проверка весит больше',
  et: 'Lühem mäng: täringuid on vähem, seega kaalub iga kontroll rohkem',
} as const;

// Every hand is secret: hot-seat draws the curtain between seats. The lobby offers the dice each player starts
// with (LD-1: 1 to 6), five by default, as most tables play it.
export const meta: GameMeta = {
  minutes: [10, 25],
  players: 3,
  secrets: true,
  options: [
    {
      key: 'dice',
      label: { en: 'Dice per player', ru: 'Кубиков у каждого', et: 'Täringuid igaühel' },
      choices: [
        {
          value: 1,
          label: { en: '1', ru: '1', et: '1' },
          hint: {
            en: 'A sudden game: one lost call and a player is out',
            ru: 'Партия-молния: одна проигранная проверка — и игрок выбывает',
            et: 'Välkmäng: üks kaotatud kontroll ja mängija langeb välja',
          },
        },
        { value: 2, label: { en: '2', ru: '2', et: '2' }, hint: SHORT },
        { value: 3, label: { en: '3', ru: '3', et: '3' }, hint: SHORT },
        { value: 4, label: { en: '4', ru: '4', et: '4' }, hint: SHORT },
        {
          value: 5,
          label: { en: '5, the usual', ru: '5, как обычно', et: '5, tavaline' },
          hint: {
            en: 'The usual game: five dice each, as most tables play it',
            ru: 'Обычная партия: по пять кубиков, как играют чаще всего',
            et: 'Tavaline mäng: igaühel viis täringut, nagu enamasti mängitakse',
          },
        },
        {
          value: 6,
          label: { en: '6', ru: '6', et: '6' },
          hint: {
            en: 'A longer game: more dice on the table, more room to bluff',
            ru: 'Партия длиннее: больше кубиков на столе — больше простора для блефа',
            et: 'Pikem mäng: laual on rohkem täringuid ja rohkem ruumi bluffiks',
          },
        },
      ],
    },
  ],
};

import type { GameMeta } from '../../ui.ts';

// Everything on an ATRAH table is public (ATR-D14): hot-seat play needs no curtain between seats. The lobby offers
// our two departures from the printed start, each off by default: the head start for later seats (ATR-D18) and
// seat 1 always first instead of a drawn first player (ATR-10, ATR-D17).
export const meta: GameMeta = {
  minutes: [20, 40],
  players: 3,
  secrets: false,
  options: [
    {
      key: 'headStart',
      label: { en: 'Head start', ru: 'Фора', et: 'Edumaa' },
      choices: [
        {
          value: false,
          label: { en: 'None, as printed', ru: 'Без форы, как в правилах', et: 'Puudub, nagu reeglites' },
          hint: {
            en: 'As printed: everyone starts at 0 points, though the first seats may get one turn more',
            ru: 'Как в правилах: все начинают с нуля, хотя первые места могут сходить лишний раз',
            et: 'Nagu reeglites: kõik alustavad nullist, kuigi esimesed kohad võivad saada ühe käigu rohkem',
          },
        },
        {
          value: true,
          label: {
            en: 'Points for later seats',
            ru: 'Очки поздним местам',
            et: 'Punktid hilisematele kohtadele',
          },
          hint: {
            en: 'Our variant: later seats start with 2 to 8 points, which evens out the first seats’ extra turn',
            ru: 'Наш вариант: поздние места получают от 2 до 8 очков форы, что уравновешивает лишний ход первых',
            et: 'Meie variant: hilisemad kohad alustavad 2–8 punktiga, mis tasandab esimeste lisakäigu',
          },
        },
      ],
    },
    {
      key: 'first',
      label: { en: 'First player', ru: 'Первый ход', et: 'Esimene käik' },
      choices: [
        {
          value: 'random',
          label: {
            en: 'Drawn at random, as printed',
            ru: 'По жребию, как в правилах',
            et: 'Loosiga, nagu reeglites',
          },
          hint: {
            en: 'As printed: chance decides who plays first, and the table shows who it was',
            ru: 'Как в правилах: кто ходит первым, решает жребий, и стол показывает, кто это',
            et: 'Nagu reeglites: kes alustab, otsustab loos, ja laud näitab, kes see on',
          },
        },
        {
          value: 'seat-1',
          label: { en: 'Seat 1 begins', ru: 'Начинает место 1', et: 'Alustab koht 1' },
          hint: {
            en: 'Our variant: the match’s creator in seat 1 always plays first',
            ru: 'Наш вариант: первым всегда ходит создатель партии на месте 1',
            et: 'Meie variant: alati alustab mängu looja kohal 1',
          },
        },
      ],
    },
  ],
};

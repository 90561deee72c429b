import type { GameMeta } from '../../ui.ts';

// Keystones, Duel cards and fears are secret: hot-seat draws the curtain between seats (the clock runs on behind
// it). The lobby offers the length of the hour: the printed sixty minutes, the hour fitted to the table (ATM-D26,
// the one the balance goals are met with), and quick games online.
const QUICK = {
  en: 'A quick game: the Gatekeeper keeps his pace, so he comes fewer times',
  ru: 'Быстрая партия: Привратник не спешит, поэтому приходит реже',
  et: 'Kiire mäng: Väravavaht ei kiirusta, seega tuleb ta harvem',
} as const;

export const meta: GameMeta = {
  minutes: [10, 60],
  players: 4,
  secrets: true,
  options: [
    {
      key: 'minutes',
      label: { en: 'The hour', ru: 'Час', et: 'Tund' },
      choices: [
        {
          value: 60,
          label: {
            en: '60 minutes, as printed',
            ru: '60 минут, как в правилах',
            et: '60 minutit, nagu reeglites',
          },
          hint: {
            en: 'As printed: one hour for any table, easy for three players and hard for six',
            ru: 'Как в правилах: час на любой стол — легко втроём и трудно вшестером',
            et: 'Nagu reeglites: üks tund igale lauale — kolmekesi kerge, kuuekesi raske',
          },
        },
        {
          value: 'table',
          label: {
            en: 'Fitted to the table: 28 to 72 minutes by players',
            ru: 'По числу игроков: от 28 до 72 минут',
            et: 'Mängijate arvu järgi: 28 kuni 72 minutit',
          },
          hint: {
            en: 'Our variant: the Gatekeeper wins about a third of the games at every table size',
            ru: 'Наш вариант: Привратник выигрывает примерно треть партий при любом числе игроков',
            et: 'Meie variant: Väravavaht võidab umbes kolmandiku mänge igasuguse mängijate arvuga',
          },
        },
        {
          value: 30,
          label: { en: '30 minutes', ru: '30 минут', et: '30 minutit' },
          hint: QUICK,
        },
        {
          value: 20,
          label: { en: '20 minutes', ru: '20 минут', et: '20 minutit' },
          hint: QUICK,
        },
        {
          value: 10,
          label: { en: '10 minutes', ru: '10 минут', et: '10 minutit' },
          hint: QUICK,
        },
      ],
    },
    {
      key: 'blackHole',
      label: { en: 'Black Holes', ru: 'Чёрные дыры', et: 'Mustad augud' },
      choices: [
        {
          value: 'gatekeeper',
          label: {
            en: 'Held until the Gatekeeper frees you, as printed',
            ru: 'Держат, пока не освободит Привратник, как в правилах',
            et: 'Hoiavad kinni, kuni Väravavaht vabastab, nagu reeglites',
          },
          hint: {
            en: 'As printed: without the Keystone that frees you, you wait for his release or a Fate card',
            ru: 'Как в правилах: без освобождающего Ключа ждёшь, пока он отпустит, или карту Судьбы',
            et: 'Nagu reeglites: vabastava Võtmekivita ootad tema vabastust või Saatusekaarti',
          },
        },
        {
          value: 'roll',
          label: {
            en: 'Roll your own number to get out',
            ru: 'Выбраться, выбросив свой номер',
            et: 'Välja oma numbri veeretamisega',
          },
          hint: {
            en: 'Our variant: each turn in a Black Hole you roll, and your own number frees you',
            ru: 'Наш вариант: каждый ход в Чёрной дыре бросаешь кубик, и свой номер освобождает',
            et: 'Meie variant: igal käigul Mustas augus veeretad ja oma number vabastab',
          },
        },
      ],
    },
  ],
};

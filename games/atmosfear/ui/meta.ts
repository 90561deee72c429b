import type { GameMeta } from '../../ui.ts';

// Keystones, Duel cards and fears are secret: hot-seat draws the curtain between seats (the clock runs on behind
// it). The lobby offers the length of the hour: the printed sixty minutes, the hour fitted to the table (ATM-D26,
// the one the balance goals are met with), and quick games online.
export const meta: GameMeta = {
  minutes: [10, 60],
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
        },
        {
          value: 'table',
          label: {
            en: 'Fitted to the table: 28 to 66 minutes by players',
            ru: 'По числу игроков: от 28 до 66 минут',
            et: 'Mängijate arvu järgi: 28 kuni 66 minutit',
          },
        },
        { value: 30, label: { en: '30 minutes', ru: '30 минут', et: '30 minutit' } },
        { value: 20, label: { en: '20 minutes', ru: '20 минут', et: '20 minutit' } },
        { value: 10, label: { en: '10 minutes', ru: '10 минут', et: '10 minutit' } },
      ],
    },
  ],
};

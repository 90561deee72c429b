import type { GameMeta } from '../../ui.ts';

// Hands and traps are secret (MID-D9): hot-seat draws the curtain between seats. The lobby offers the layout
// (MID-6, MID-D3): laid out by the Director as printed, or dealt at random by the engine.
export const meta: GameMeta = {
  minutes: [20, 45],
  secrets: true,
  options: [
    {
      key: 'layout',
      label: { en: 'The dream map', ru: 'Карта сна', et: 'Unenäo kaart' },
      choices: [
        {
          value: 'director',
          label: {
            en: 'Laid out by the Director',
            ru: 'Выкладывает Постановщик',
            et: 'Lavastaja laob selle välja',
          },
        },
        {
          value: 'random',
          label: { en: 'Dealt at random', ru: 'Случайная раскладка', et: 'Juhuslik paigutus' },
        },
      ],
    },
  ],
};

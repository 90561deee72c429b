import type { GameMeta } from '../../ui.ts';

// Hands and traps are secret (MID-D9): hot-seat draws the curtain between seats. The lobby offers the layout
// (MID-6, MID-D3): laid out by the Director as printed, or dealt at random by the engine.
export const meta: GameMeta = {
  minutes: [20, 45],
  players: 4,
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
          hint: {
            en: 'As printed: the Director places the corridors, hides the rooms and seats everyone',
            ru: 'Как в правилах: Постановщик кладёт коридоры, прячет комнаты и расставляет всех',
            et: 'Nagu reeglites: lavastaja paneb koridorid, peidab ruumid ja paigutab kõik',
          },
        },
        {
          value: 'random',
          label: { en: 'Dealt at random', ru: 'Случайная раскладка', et: 'Juhuslik paigutus' },
          hint: {
            en: 'Our variant: cards and dreamers placed by chance, quick and fair among strangers',
            ru: 'Наш вариант: карты и спящие раскладываются случайно — быстро и честно для незнакомцев',
            et: 'Meie variant: kaardid ja unenägijad paigutatakse juhuslikult — kiire ja aus võõrastega',
          },
        },
      ],
    },
  ],
};

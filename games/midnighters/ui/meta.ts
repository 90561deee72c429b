import type { GameMeta } from '../../ui.ts';

// Hands and traps are secret (MID-D9): hot-seat draws the curtain between seats. The lobby offers the Director
// (MID-5, MID-D4: a seat the players choose, or one drawn at random) and the layout (MID-6, MID-D3): laid out by
// the Director as printed, or dealt at random by the engine.
export const meta: GameMeta = {
  minutes: [20, 45],
  players: 4,
  secrets: true,
  options: [
    {
      key: 'director',
      label: { en: 'The Director', ru: 'Постановщик', et: 'Lavastaja' },
      seats: {
        hint: {
          en: 'As printed, the players choose: {seat} directs the dream, and the next seat plays first',
          ru: 'Как в правилах, выбирают игроки: сон ставит {seat}, первым ходит следующее место',
          et: 'Nagu reeglites, valivad mängijad: und lavastab {seat}, esimesena käib järgmine koht',
        },
      },
      choices: [
        {
          value: 'random',
          label: { en: 'Drawn at random', ru: 'Случайный жребий', et: 'Loositakse' },
          hint: {
            en: 'Our variant: a seat drawn by chance directs the dream, for a table that would rather not choose',
            ru: 'Наш вариант: Постановщика выбирает жребий — для стола, который не хочет выбирать',
            et: 'Meie variant: lavastaja loositakse — lauale, kes ei taha ise valida',
          },
        },
      ],
    },
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

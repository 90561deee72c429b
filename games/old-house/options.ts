// The options a Mystery of the Old House match can be created with, as the lobby, the table and the replay show
// them (`GameMeta.options`, read by ui/meta.ts). The rules read the values through `parseOptions` (rules.ts).
import type { GameOption } from '../ui.ts';

/** OH-22, OH-D16: what a trace tells — where the route passed (printed), or where and when (our variant). */
export const TRACES_OPTION: GameOption = {
  key: 'traces',
  label: { en: 'Traces', ru: 'Следы', et: 'Jäljed' },
  choices: [
    {
      value: 'route',
      label: { en: 'Where, as printed', ru: 'Где, как в правилах', et: 'Kus, nagu reeglites' },
      hint: {
        en: 'As printed: a trace shows that the Phantom passed the cell this round, not when; a reveal shows only where it stands',
        ru: 'Как в правилах: след показывает, что Фантом прошёл через ячейку в этом раунде, но не когда; при раскрытии виден только он сам',
        et: 'Nagu reeglites: jälg näitab, et Fantoom käis sel voorul ruudul, aga mitte millal; paljastamisel näeb ainult tema asukohta',
      },
    },
    {
      value: 'stamped',
      label: { en: 'Where and when', ru: 'Где и когда', et: 'Kus ja millal' },
      hint: {
        en: 'Our variant: each trace also tells the card on which the Phantom was last there, and a reveal shows its route',
        ru: 'Наш вариант: след показывает ещё и карту, с которой Фантом был там последний раз, а раскрытие — его маршрут',
        et: 'Meie variant: jälg näitab ka kaarti, millega Fantoom seal viimati oli, ja paljastamine näitab tema teekonda',
      },
    },
  ],
};

/** OH-14, OH-D27, OH-D33: the Phantom's die — one die at every table (printed), or matched to the heroes. */
export const DICE_OPTION: GameOption = {
  key: 'dice',
  label: { en: 'Phantom’s die', ru: 'Кубик Фантома', et: 'Fantoomi täring' },
  choices: [
    {
      value: 'printed',
      label: {
        en: 'One die, as printed',
        ru: 'Один кубик, как в правилах',
        et: 'Üks täring, nagu reeglites',
      },
      hint: {
        en: 'As printed: the Phantom rolls one die for its steps, whatever the number of players',
        ru: 'Как в правилах: Фантом бросает один кубик на свои шаги при любом числе игроков',
        et: 'Nagu reeglites: Fantoom veeretab oma sammude jaoks ühte täringut, olgu mängijaid kui palju tahes',
      },
    },
    {
      value: 'party',
      label: { en: 'Matched to the heroes', ru: 'По числу героев', et: 'Kangelaste järgi' },
      hint: {
        en: 'Our variant: against a lone hunter a 1 or a 2 is rolled again; against three heroes the Phantom rolls three dice, keeps the highest and adds one',
        ru: 'Наш вариант: против одного охотника 1 или 2 перебрасываются; против трёх героев Фантом бросает три кубика, берёт больший и прибавляет один',
        et: 'Meie variant: ühe jahimehe vastu veeretatakse 1 või 2 uuesti; kolme kangelase vastu veeretab Fantoom kolme täringut, võtab suurima ja liidab ühe',
      },
    },
  ],
};

/** OH-28, OH-D12: when a trap starts to work — at once (printed), or after the Phantom's next turn. */
export const TRAPS_OPTION: GameOption = {
  key: 'traps',
  label: { en: 'Traps', ru: 'Ловушки', et: 'Püünised' },
  choices: [
    {
      value: 'printed',
      label: { en: 'At once, as printed', ru: 'Сразу, как в правилах', et: 'Kohe, nagu reeglites' },
      hint: {
        en: 'As printed: a trap works from the moment it is set, on the Phantom and on every entity',
        ru: 'Как в правилах: ловушка действует с той минуты, как её поставили, на Фантома и на любую сущность',
        et: 'Nagu reeglites: püünis toimib kohe, kui see on pandud, nii Fantoomile kui igale olendile',
      },
    },
    {
      value: 'armed',
      label: {
        en: 'After the Phantom’s turn',
        ru: 'После хода Фантома',
        et: 'Pärast Fantoomi käiku',
      },
      hint: {
        en: 'Our variant: a trap works only once the Phantom’s next turn is over, so it guards ground rather than snaring the next step',
        ru: 'Наш вариант: ловушка начинает действовать только после следующего хода Фантома, так что она стережёт место, а не ловит следующий шаг',
        et: 'Meie variant: püünis hakkab toimima alles pärast Fantoomi järgmist käiku, nii et see valvab ala, mitte ei püüa järgmist sammu',
      },
    },
  ],
};

/** Every option of the game, in the order the lobby shows them. */
export const OLD_HOUSE_OPTIONS: readonly GameOption[] = [TRACES_OPTION, DICE_OPTION, TRAPS_OPTION];

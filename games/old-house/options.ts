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

/** Every option of the game, in the order the lobby shows them. */
export const OLD_HOUSE_OPTIONS: readonly GameOption[] = [TRACES_OPTION];

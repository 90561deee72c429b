// A match's options in the lobby's words: for each option a game's lobby offers (`meta.options`), the choice the
// match is played with and whether it is the game's default. Any game's options, read the same way.
import type { GameOption } from '../../../games/ui.ts';

export type OptionChoice = GameOption['choices'][number];

export interface ChosenOption {
  readonly option: GameOption;
  /** The choice the match is played with; null for a value the lobby does not offer (made through the API). */
  readonly choice: OptionChoice | null;
  readonly value: unknown;
  /** The game's default: the printed rules, or what the game plays when nobody chooses. */
  readonly usual: boolean;
}

function valueOf(options: unknown, key: string): unknown {
  return typeof options === 'object' && options !== null && Object.hasOwn(options, key)
    ? (options as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The choices an option offers at a table whose seats are named `seats`: an option naming a seat (`seats`) offers
 * one per seat, its value the seat's index, then its own choices.
 */
export function optionChoices(option: GameOption, seats: readonly string[]): readonly OptionChoice[] {
  if (!option.seats) return option.choices;
  const hint = option.seats.hint;
  const perSeat = seats.map((name, seat) => ({
    value: seat,
    label: { en: name, ru: name, et: name },
    hint: {
      en: hint.en.replace('{seat}', name),
      ru: hint.ru.replace('{seat}', name),
      et: hint.et.replace('{seat}', name),
    },
  }));
  return [...perSeat, ...option.choices];
}

/** Each offered option with the value `options` give it, beside the game's complete `defaults`. */
export function chosenOptions(
  offered: readonly GameOption[],
  options: unknown,
  defaults: unknown,
  seats: readonly string[] = [],
): ChosenOption[] {
  return offered.map((option) => {
    const value = valueOf(options, option.key) ?? valueOf(defaults, option.key);
    return {
      option,
      choice: optionChoices(option, seats).find((c) => c.value === value) ?? null,
      value,
      usual: value === valueOf(defaults, option.key),
    };
  });
}

// What the app remembers on this device (localStorage): the player's name, the language, the sound switch, and
// the seat tokens of the matches it sits at. A blocked or full storage only makes the app forgetful, never broken.
import type { Lang } from '../../../engine/index.ts';

/** How this device plays a match: one seat online or solo, or several seats at one screen. */
export type Mode = 'solo' | 'online' | 'hotseat';

/** A match as this device knows it: how it is played here and the secret token of each seat it holds. */
export interface MatchTicket {
  readonly mode: Mode;
  readonly tokens: Readonly<Record<number, string>>;
  /** The options this device created the match with, if it chose any (for "play again"). */
  readonly options?: unknown;
}

const PREFIX = 'nocturne.';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(PREFIX + key);
    else globalThis.localStorage?.setItem(PREFIX + key, value);
  } catch {
    // private mode or a full quota: nothing is remembered, and that is all
  }
}

export const storage = {
  name: (): string => read('name') ?? '',
  setName: (name: string) => write('name', name.trim() || null),
  lang: (): Lang | null => {
    const lang = read('lang');
    return lang === 'en' || lang === 'ru' || lang === 'et' ? lang : null;
  },
  setLang: (lang: Lang) => write('lang', lang),
  sound: (): boolean => read('sound') === 'on',
  setSound: (on: boolean) => write('sound', on ? 'on' : 'off'),

  ticket(match: string): MatchTicket | null {
    const text = read(`match.${match}`);
    if (!text) return null;
    try {
      const parsed = JSON.parse(text) as MatchTicket;
      return parsed && typeof parsed.tokens === 'object' ? parsed : null;
    } catch {
      return null;
    }
  },
  /** Adds a seat's token to this device's ticket for the match (and the options it was created with). */
  addSeat(match: string, mode: Mode, seat: number, token: string, options?: unknown): MatchTicket {
    const old = storage.ticket(match);
    const kept = options ?? old?.options;
    const ticket: MatchTicket = {
      mode: old?.mode ?? mode,
      tokens: { ...old?.tokens, [seat]: token },
      ...(kept === undefined ? {} : { options: kept }),
    };
    write(`match.${match}`, JSON.stringify(ticket));
    return ticket;
  },
};

/** The language to start in: the remembered one, else the browser's if we speak it, else English. */
export function initialLang(): Lang {
  const remembered = storage.lang();
  if (remembered) return remembered;
  const wanted = globalThis.navigator?.languages ?? [];
  for (const tag of wanted) {
    const base = tag.slice(0, 2).toLowerCase();
    if (base === 'ru' || base === 'et' || base === 'en') return base;
  }
  return 'en';
}

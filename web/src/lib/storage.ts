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
  /** When this device first took a seat at it (epoch ms; absent on tickets older than "My matches"). */
  readonly since?: number;
}

const PREFIX = 'nocturne.';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

/** Every key this app keeps on the device, without the prefix. */
function keys(): string[] {
  try {
    const store = globalThis.localStorage;
    if (!store) return [];
    const found: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) found.push(key.slice(PREFIX.length));
    }
    return found;
  } catch {
    return [];
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
  /** The player asked for a system notice when it becomes their turn in a hidden tab. */
  notify: (): boolean => read('notify') === 'on',
  setNotify: (on: boolean) => write('notify', on ? 'on' : 'off'),

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
      since: old?.since ?? Date.now(),
    };
    write(`match.${match}`, JSON.stringify(ticket));
    return ticket;
  },
  /** Every match this device holds a seat at, with its ticket. */
  tickets(): { readonly id: string; readonly ticket: MatchTicket }[] {
    return keys()
      .filter((key) => key.startsWith('match.'))
      .map((key) => key.slice('match.'.length))
      .flatMap((id) => {
        const ticket = storage.ticket(id);
        return ticket ? [{ id, ticket }] : [];
      });
  },
  /** The people muted in a match's chat, as the chat names them (`seat:2`, `name:Cy`). */
  muted(match: string): string[] {
    try {
      const parsed: unknown = JSON.parse(read(`muted.${match}`) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((m): m is string => typeof m === 'string') : [];
    } catch {
      return [];
    }
  },
  setMuted(match: string, muted: readonly string[]): void {
    write(`muted.${match}`, muted.length > 0 ? JSON.stringify(muted) : null);
  },
  /** Forgets a match (one the server no longer knows). */
  forget(match: string): void {
    write(`match.${match}`, null);
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

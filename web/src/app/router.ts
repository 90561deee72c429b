// A router on the History API: the lobby, a table, a replay, a game's How-to-play page and its lesson.
import { useEffect, useState } from 'react';

export type Route =
  | { readonly page: 'lobby' }
  | {
      readonly page: 'match';
      readonly id: string;
      /** An invite link's seat, and the seat of whoever sent it. */
      readonly seat: number | null;
      readonly from: number | null;
    }
  | { readonly page: 'replay'; readonly id: string }
  | { readonly page: 'how'; readonly game: string }
  /** A game's guided first game, part `part` (1 first). */
  | { readonly page: 'learn'; readonly game: string; readonly part: number }
  | { readonly page: 'missing' };

/** The route of a path and query, e.g. "/match/Xc1?seat=2". */
export function parseRoute(pathname: string, search = ''): Route {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: 'lobby' };
  if (parts.length === 2 && parts[0] === 'match') {
    const query = new URLSearchParams(search);
    const number = (name: string) => {
      const text = query.get(name);
      return text !== null && /^\d+$/.test(text) ? Number(text) : null;
    };
    return { page: 'match', id: parts[1], seat: number('seat'), from: number('from') };
  }
  if (parts.length === 2 && parts[0] === 'replay') return { page: 'replay', id: parts[1] };
  if (parts.length === 2 && parts[0] === 'how') return { page: 'how', game: parts[1] };
  if (parts[0] === 'learn' && parts.length === 2) return { page: 'learn', game: parts[1], part: 1 };
  if (parts[0] === 'learn' && parts.length === 3 && /^[1-9]\d?$/.test(parts[2]))
    return { page: 'learn', game: parts[1], part: Number(parts[2]) };
  return { page: 'missing' };
}

export const paths = {
  lobby: () => '/',
  match: (id: string) => `/match/${encodeURIComponent(id)}`,
  /** A free seat's link; `from`, the seat of the player sending it, lets the invite name them. */
  invite: (id: string, seat: number, from?: number) =>
    `/match/${encodeURIComponent(id)}?seat=${seat}${from === undefined ? '' : `&from=${from}`}`,
  replay: (id: string) => `/replay/${encodeURIComponent(id)}`,
  how: (game: string) => `/how/${encodeURIComponent(game)}`,
  learn: (game: string, part = 1) => `/learn/${encodeURIComponent(game)}${part === 1 ? '' : `/${part}`}`,
};

const listeners = new Set<() => void>();

export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.pathname, location.search));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location.pathname, location.search));
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return route;
}

// A live table: the connection, the match as this device's current seat sees it, and the moves it sends.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorCode, ServerMessage } from '../../../protocol/index.ts';
// names.ts alone: the protocol's index brings zod's validators, which the browser never needs.
import { checkName } from '../../../protocol/names.ts';
import { storage } from '../lib/storage.ts';
import { Connection, socketUrl, type LinkStatus } from '../play/connection.ts';
import { receive, type TableState } from '../play/session.ts';

/** How long a refusal stays on screen, unless this device moves again first. */
const REFUSAL_MS = 8000;

/** Messages that say nothing about a move on its way. */
const QUIET: ReadonlySet<ServerMessage['type']> = new Set(['seats', 'chat', 'table', 'suggestion']);
/** Refusals of a chat line: shown at the chat box, not over the board. */
const CHAT_REFUSALS: ReadonlySet<ErrorCode> = new Set([
  'chat-too-long',
  'chat-too-fast',
  'chat-muted',
  'bad-chat',
]);

export interface LiveTable {
  readonly state: TableState | null;
  readonly link: LinkStatus;
  /**
   * The last refusal from the server, shown until this device moves again or for a few seconds: at a table
   * where others act at once, the next change may come at any moment, and the refusal must still be read.
   */
  readonly refusal: ErrorCode | null;
  /** A move is on its way: the board waits for its answer. */
  readonly pending: boolean;
  /** The last refusal of a chat line, until the next line is sent or for a few seconds. */
  readonly chatRefusal: ErrorCode | null;
  move(move: unknown): void;
  resign(): void;
  voteBot(seat: number): void;
  /** Asks the easy bot for a move at the version this device has (TBL-D8). */
  suggest(): void;
  /** Sends a chat line; false when there is no connection (it was not sent). */
  chat(text: string): boolean;
  /** Sits as another of this device's seats (hot-seat), or watches with undefined. */
  switchTo(token: string | undefined): void;
}

export function useTable(match: string, token: string | undefined): LiveTable {
  const [state, setState] = useState<TableState | null>(null);
  const [link, setLink] = useState<LinkStatus>('connecting');
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const [pendingAt, setPendingAt] = useState<number | null>(null);
  const [chatRefusal, setChatRefusal] = useState<ErrorCode | null>(null);
  const chatTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const connection = useRef<Connection | null>(null);
  const latest = useRef<TableState | null>(null);
  const refusalTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refuse = useCallback((code: ErrorCode | null) => {
    clearTimeout(refusalTimer.current);
    setRefusal(code);
    if (code !== null) refusalTimer.current = setTimeout(() => setRefusal(null), REFUSAL_MS);
  }, []);
  const refuseChat = useCallback((code: ErrorCode | null) => {
    clearTimeout(chatTimer.current);
    setChatRefusal(code);
    if (code !== null) chatTimer.current = setTimeout(() => setChatRefusal(null), REFUSAL_MS);
  }, []);
  useEffect(
    () => () => {
      clearTimeout(refusalTimer.current);
      clearTimeout(chatTimer.current);
    },
    [],
  );

  useEffect(() => {
    // A spectator signs the spectators' chat with this device's name, when it is one the server takes.
    const named = checkName(storage.name());
    const spectatorName = named.ok ? named.name : undefined;
    const conn = new Connection(
      socketUrl(location),
      match,
      token,
      {
        status: setLink,
        message(message) {
          if (message.type === 'error' && CHAT_REFUSALS.has(message.code)) {
            refuseChat(message.code);
            return;
          }
          if (message.type === 'error') {
            refuse(message.code);
            setPendingAt(null);
            return;
          }
          const step = receive(latest.current, message, Date.now());
          latest.current = step.state;
          setState(step.state);
          if (!QUIET.has(message.type)) setPendingAt(null);
          if (step.resync) conn.sync();
        },
      },
      undefined,
      spectatorName,
    );
    connection.current = conn;
    conn.start();
    const wake = () => conn.wake();
    const onVisible = () => document.visibilityState === 'visible' && conn.wake();
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', onVisible);
      conn.stop();
      connection.current = null;
    };
    // The first seat's token only opens the connection; later seats come through switchTo, so it is no dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as said above
  }, [match, refuse, refuseChat]);

  const move = useCallback(
    (chosen: unknown) => {
      const current = latest.current;
      if (!current || !connection.current) return;
      refuse(null);
      if (connection.current.move(current.version, chosen)) setPendingAt(current.version);
    },
    [refuse],
  );

  const switchTo = useCallback((next: string | undefined) => connection.current?.switchTo(next), []);
  const resign = useCallback(() => void connection.current?.resign(), []);
  const voteBot = useCallback((seat: number) => void connection.current?.voteBot(seat), []);
  const suggest = useCallback(() => {
    const current = latest.current;
    if (current) connection.current?.suggest(current.version);
  }, []);
  const chat = useCallback(
    (text: string) => {
      refuseChat(null);
      return connection.current?.chat(text) ?? false;
    },
    [refuseChat],
  );

  return {
    state,
    link,
    refusal,
    pending: pendingAt !== null && state !== null && state.version === pendingAt,
    chatRefusal,
    move,
    resign,
    voteBot,
    suggest,
    chat,
    switchTo,
  };
}

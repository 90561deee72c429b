import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../../protocol/index.ts';
import { Connection, backoff, socketUrl, type LinkStatus, type SocketLike } from './connection.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  receive(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const syncMessage = { type: 'sync', version: 0 } as unknown as ServerMessage;

describe('the connection to a table', () => {
  let sockets: FakeSocket[];
  let statuses: LinkStatus[];
  let messages: ServerMessage[];
  let connection: Connection;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    statuses = [];
    messages = [];
    connection = new Connection(
      'ws://here/ws',
      'match123',
      'secret',
      { status: (s) => statuses.push(s), message: (m) => messages.push(m) },
      () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    );
  });
  afterEach(() => {
    connection.stop();
    vi.useRealTimers();
  });

  it('joins with the seat’s token as soon as it opens, and is online at the first sync', () => {
    connection.start();
    expect(statuses).toEqual(['connecting']);
    sockets[0].open();
    expect(sockets[0].sent).toEqual([{ type: 'join', match: 'match123', token: 'secret' }]);
    sockets[0].receive(syncMessage);
    expect(statuses.at(-1)).toBe('online');
    expect(messages).toEqual([syncMessage]);
  });

  it('reconnects by itself after a drop, with growing pauses, and joins again with the token', () => {
    connection.start();
    sockets[0].open();
    sockets[0].receive(syncMessage);
    sockets[0].drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(connection.move(0, { cell: 1 })).toBe(false); // nothing is sent into a dead link
    vi.advanceTimersByTime(backoff(0));
    expect(sockets).toHaveLength(2);
    sockets[1].drop(); // the server is still away
    vi.advanceTimersByTime(backoff(1) - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2].open();
    expect(sockets[2].sent).toEqual([{ type: 'join', match: 'match123', token: 'secret' }]);
    expect(backoff(20)).toBe(8000);
  });

  it('sends moves with their version, switches seats, and stops for good', () => {
    connection.start();
    sockets[0].open();
    expect(connection.move(3, { cell: 4 })).toBe(true);
    connection.switchTo('other');
    connection.switchTo(undefined);
    expect(sockets[0].sent.slice(1)).toEqual([
      { type: 'move', version: 3, move: { cell: 4 } },
      { type: 'join', match: 'match123', token: 'other' },
      { type: 'join', match: 'match123' },
    ]);
    connection.stop();
    sockets[0].drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('sends the table’s messages: resign, a vote, a chat line', () => {
    connection.start();
    sockets[0].open();
    expect(connection.resign()).toBe(true);
    expect(connection.voteBot(2)).toBe(true);
    expect(connection.chat('Good game')).toBe(true);
    expect(sockets[0].sent.slice(1)).toEqual([
      { type: 'resign' },
      { type: 'vote-bot', seat: 2 },
      { type: 'chat', text: 'Good game' },
    ]);
    sockets[0].drop();
    expect(connection.chat('lost')).toBe(false);
  });

  it('a spectator with a name signs the spectators’ chat with it', () => {
    const watcher = new Connection(
      'ws://here/ws',
      'match123',
      undefined,
      { status: () => undefined, message: () => undefined },
      () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      'Cy',
    );
    watcher.start();
    sockets[0].open();
    expect(sockets[0].sent).toEqual([{ type: 'join', match: 'match123', name: 'Cy' }]);
    watcher.stop();
  });

  it('finds the server’s WebSocket beside the page', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
    expect(socketUrl({ protocol: 'https:', host: 'nocturne.example' })).toBe('wss://nocturne.example/ws');
  });
});

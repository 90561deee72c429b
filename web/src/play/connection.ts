// One WebSocket to the server for a table: joins as a seat (or a spectator), reconnects by itself with a
// growing pause, and joins again with the seat's token after every reconnection, which brings a fresh sync.
import type { ServerMessage } from '../../../protocol/index.ts';

export type LinkStatus = 'connecting' | 'online' | 'reconnecting';

export interface ConnectionEvents {
  message(message: ServerMessage): void;
  status(status: LinkStatus): void;
}

/** The smallest socket this needs: the browser's WebSocket, or a fake in tests. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** Pauses before reconnecting: quick at first, then every few seconds. */
export function backoff(attempt: number): number {
  return Math.min(8000, 400 * 2 ** Math.min(attempt, 5));
}

const OPEN = 1;

export class Connection {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private token: string | undefined;

  constructor(
    private readonly url: string,
    private readonly match: string,
    token: string | undefined,
    private readonly on: ConnectionEvents,
    private readonly open: (url: string) => SocketLike = (u) => new WebSocket(u) as unknown as SocketLike,
    /** How this device signs the spectators' chat when it watches (a checked name), if it has one. */
    private readonly spectatorName?: string,
  ) {
    this.token = token;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  /** Sits as another seat (hot-seat play), or watches when `token` is undefined. */
  switchTo(token: string | undefined): void {
    this.token = token;
    this.join();
  }

  /** Sends a move made against `version`; false when there is no connection (the move is not sent). */
  move(version: number, move: unknown): boolean {
    return this.send({ type: 'move', version, move });
  }

  sync(): void {
    this.send({ type: 'sync' });
  }

  /** Resigns the seat this connection sits as. */
  resign(): boolean {
    return this.send({ type: 'resign' });
  }

  /** Asks the easy bot what it would play at `version` (TBL-D8). */
  suggest(version: number): boolean {
    return this.send({ type: 'suggest', version });
  }

  /** Votes to hand `seat`, whose player is away, to a bot. */
  voteBot(seat: number): boolean {
    return this.send({ type: 'vote-bot', seat });
  }

  /** A chat line to this connection's channel (the players', or the spectators' when watching). */
  chat(text: string): boolean {
    return this.send({ type: 'chat', text });
  }

  /** Reconnects at once if the link is down (the tab came back, the network returned). */
  wake(): void {
    if (this.stopped || this.socket?.readyState === OPEN) return;
    clearTimeout(this.timer);
    this.attempt = 0;
    this.connect();
  }

  private send(message: unknown): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private join(): void {
    this.send(
      this.token !== undefined
        ? { type: 'join', match: this.match, token: this.token }
        : this.spectatorName !== undefined
          ? { type: 'join', match: this.match, name: this.spectatorName }
          : { type: 'join', match: this.match },
    );
  }

  private connect(): void {
    if (this.socket) {
      this.socket.onclose = null;
      this.socket.close();
    }
    this.on.status(this.attempt === 0 ? 'connecting' : 'reconnecting');
    let socket: SocketLike;
    try {
      socket = this.open(this.url);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.join();
    };
    socket.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === 'sync') {
        this.attempt = 0;
        this.on.status('online');
      }
      this.on.message(message);
    };
    socket.onerror = () => undefined; // a close follows
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.retry();
    };
  }

  private retry(): void {
    if (this.stopped) return;
    this.on.status('reconnecting');
    this.timer = setTimeout(() => this.connect(), backoff(this.attempt++));
  }
}

/** The WebSocket address of this page's server. */
export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

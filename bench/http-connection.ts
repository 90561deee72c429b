// One keep-alive HTTP/1.1 connection for the load generators, much lighter per request than node:http's client.
import { connect, type Socket } from 'node:net';

/**
 * One keep-alive HTTP/1.1 connection that POSTs JSON and reads JSON answers, requests pipelined and answered in
 * order (much lighter per request than node:http's client, which the load generator cannot afford). It
 * reconnects when the server has closed it; a request cut off by a close fails (and is retried by its caller).
 */
export class HttpConnection {
  private socket: Socket | null = null;
  private input: Buffer = Buffer.alloc(0);
  private readonly waiting: { resolve: (res: HttpAnswer) => void; reject: (error: Error) => void }[] = [];

  constructor(private readonly base: URL) {}

  post(path: string, body: unknown): Promise<HttpAnswer> {
    const text = JSON.stringify(body);
    const socket = this.socket ?? this.connect();
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${this.base.host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  close(): void {
    this.socket?.destroy();
  }

  private connect(): Socket {
    const socket = connect({ host: this.base.hostname, port: Number(this.base.port) });
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    const gone = (error?: Error) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.input = Buffer.alloc(0);
      for (const w of this.waiting.splice(0))
        w.reject(error ?? new Error('the server closed the connection'));
    };
    socket.on('error', gone);
    socket.on('close', () => gone());
    this.socket = socket;
    return socket;
  }

  /** Answers are parsed as they complete: status line, Content-Length (or chunks), the JSON body. */
  private read(chunk: Buffer): void {
    this.input = this.input.length === 0 ? chunk : Buffer.concat([this.input, chunk]);
    for (;;) {
      const end = this.input.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.input.toString('latin1', 0, end);
      const status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      let body: string;
      let used: number;
      if (length) {
        used = end + 4 + Number(length[1]);
        if (this.input.length < used) return;
        body = this.input.toString('utf8', end + 4, used);
      } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
        const chunks = dechunk(this.input, end + 4);
        if (!chunks) return;
        [body, used] = chunks;
      } else {
        throw new Error(`an HTTP answer without a length: ${head}`);
      }
      this.input = this.input.subarray(used);
      const waiter = this.waiting.shift();
      try {
        waiter?.resolve({ status, body: body ? (JSON.parse(body) as unknown) : null });
      } catch (error) {
        waiter?.reject(error as Error);
      }
    }
  }
}

export interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** A chunked body starting at `from`: its text and where the answer ends, or null while incomplete. */
function dechunk(input: Buffer, from: number): [string, number] | null {
  const parts: Buffer[] = [];
  let at = from;
  for (;;) {
    const line = input.indexOf('\r\n', at);
    if (line < 0) return null;
    const size = parseInt(input.toString('latin1', at, line), 16);
    if (input.length < line + 2 + size + 2) return null;
    if (size === 0) return [Buffer.concat(parts).toString('utf8'), line + 4];
    parts.push(input.subarray(line + 2, line + 2 + size));
    at = line + 2 + size + 2;
  }
}

export async function postOk<T>(http: HttpConnection, path: string, body: unknown, what: string): Promise<T> {
  const res = await http.post(path, body);
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body as T;
}

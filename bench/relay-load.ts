// The load generator for the bare relay (bench/relay-server.ts): pairs of `ws` clients, as lean as those that
// play our server (bench/server-bench-load.ts), with the same pattern: the seat whose turn it is (by the
// version's parity) sends a move at once and times it until its own update arrives; then the other seat moves.
// No match ends: the relay has no engine to end one.
import WebSocket from 'ws';
import { RELAY_UPDATE_HEAD } from './relay-server.ts';
import type { Driver, Recorder } from './server-bench-load.ts';

interface RelaySeat {
  readonly seat: 0 | 1;
  readonly socket: WebSocket;
  version: number;
  synced: boolean;
  sentAt: number;
  sentVersion: number;
}

class RelayPair {
  private playing = false;
  private readonly seats: RelaySeat[] = [];

  constructor(
    private readonly id: string,
    private readonly recorder: Recorder,
  ) {}

  async connect(url: string): Promise<void> {
    await Promise.all(
      ([0, 1] as const).map(
        (seat) =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(url, { perMessageDeflate: false });
            const s: RelaySeat = { seat, socket, version: 0, synced: false, sentAt: -1, sentVersion: -1 };
            this.seats.push(s);
            socket.once('error', reject);
            socket.on('message', (data: Buffer) => {
              this.recorder.messages++;
              const text = data.toString();
              if (!s.synced) {
                s.synced = true;
                s.version = (JSON.parse(text) as { version: number }).version;
                resolve();
                return;
              }
              if (!text.startsWith(RELAY_UPDATE_HEAD)) return;
              this.recorder.updates++;
              this.recorder.updateChars += text.length;
              this.update(
                s,
                parseInt(text.slice(RELAY_UPDATE_HEAD.length, RELAY_UPDATE_HEAD.length + 10), 10),
              );
            });
            socket.on('close', () => {
              if (!this.recorder.stopping) this.recorder.error('relay: connection closed');
            });
            socket.once('open', () => socket.send(JSON.stringify({ type: 'join', pair: this.id, seat })));
          }),
      ),
    );
  }

  go(): void {
    this.playing = true;
    for (const s of this.seats) this.maybeMove(s);
  }

  private update(s: RelaySeat, version: number): void {
    if (s.sentAt >= 0 && version > s.sentVersion) {
      this.recorder.ack(performance.now() - s.sentAt);
      s.sentAt = -1;
    }
    s.version = version;
    this.maybeMove(s);
  }

  private maybeMove(s: RelaySeat): void {
    if (!this.playing || s.sentAt >= 0 || this.recorder.stopping || s.version % 2 !== s.seat) return;
    s.sentVersion = s.version;
    this.recorder.pending++;
    s.sentAt = performance.now();
    s.socket.send(`{"type":"move","version":${s.version},"move":{"cell":${s.version % 9}}}`);
  }

  close(): void {
    for (const s of this.seats) s.socket.terminate();
  }
}

export class RelayDriver implements Driver {
  private readonly pairs: RelayPair[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly recorder: Recorder,
  ) {}

  async setup(count: number): Promise<void> {
    const url = this.baseUrl.replace(/^http/, 'ws');
    for (let from = 0; from < count; from += 25) {
      const batch: Promise<void>[] = [];
      for (let i = from; i < Math.min(count, from + 25); i++) {
        const pair = new RelayPair(String(i), this.recorder);
        this.pairs.push(pair);
        batch.push(pair.connect(url));
      }
      await Promise.all(batch);
    }
  }

  go(): void {
    for (const pair of this.pairs) pair.go();
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) pair.close();
  }
}

// The names of what the nodes share in Redis, each after the service's prefix (so that several services, or test
// runs, can share one Redis).
export class Keys {
  constructor(private readonly prefix: string) {}

  /** A match's lease: the id of the node that drives it. */
  owner(matchId: string): string {
    return `${this.prefix}owner:${matchId}`;
  }
  matchChannel(matchId: string): string {
    return `${this.prefix}match:${matchId}`;
  }
  nodeChannel(nodeId: string): string {
    return `${this.prefix}node:${nodeId}`;
  }
  /** Per match, a hash of node id → the seats connected through that node (a bitmask). */
  presence(matchId: string): string {
    return `${this.prefix}presence:${matchId}`;
  }
  /** Exists while the node lives (renewed like a lease): connections said to be through a dead node do not count. */
  alive(nodeId: string): string {
    return `${this.prefix}alive:${nodeId}`;
  }
  /** Every match that a node drives or drove and that still needs driving: a dead node's are found here. */
  get active(): string {
    return `${this.prefix}active`;
  }
}

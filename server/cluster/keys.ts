// The names of what the nodes share in Redis, each after the service's prefix (so that several services, or test
// runs, can share one Redis).
export class Keys {
  constructor(private readonly prefix: string) {}

  /** A match's owner: the id of the node that drives it (its lease, for as long as that node's key lives). */
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
  /** Exists while the node lives (its lease on all its matches): its connections count, and its matches are its. */
  alive(nodeId: string): string {
    return `${this.prefix}alive:${nodeId}`;
  }
  /** Every node that lives, or died and still owns matches. */
  get nodes(): string {
    return `${this.prefix}nodes`;
  }
  /** The matches a node owns: a dead node's are found here. */
  held(nodeId: string): string {
    return `${this.prefix}held:${nodeId}`;
  }
  /** Matches released by a node that stopped, still needing a node to drive them. */
  get orphans(): string {
    return `${this.prefix}orphans`;
  }
}

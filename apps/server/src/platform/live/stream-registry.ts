/**
 * The streams this server holds open, per player: it enforces the per-player limit and closes
 * them all at shutdown. A place is reserved before the stream's asynchronous setup starts, so
 * simultaneous requests cannot all slip under the limit.
 *
 * The limit is per server instance. A new stream beyond it is refused rather than closing the
 * oldest: two tabs that each closed the other's stream would reconnect and close each other
 * forever.
 */
export interface StreamSlot<Stream> {
  /** Hands the opened stream to the registry (so shutdown can close it). */
  attach(stream: Stream): void;
  /** Frees the place; safe to call more than once. */
  release(): void;
}

export class StreamRegistry<Stream> {
  private readonly slotsByPlayer = new Map<number, Set<{ stream: Stream | undefined }>>();
  private isClosing = false;

  constructor(
    private readonly perPlayerMax: number,
    private readonly close: (stream: Stream) => Promise<void>,
  ) {}

  /** A place for one more stream of the player, or why there is none. */
  reserve(userId: number): StreamSlot<Stream> | 'full' | 'closing' {
    if (this.isClosing) return 'closing';
    const slots = this.slotsByPlayer.get(userId) ?? new Set();
    if (slots.size >= this.perPlayerMax) return 'full';
    const entry: { stream: Stream | undefined } = { stream: undefined };
    slots.add(entry);
    this.slotsByPlayer.set(userId, slots);
    return {
      attach: (stream) => {
        entry.stream = stream;
        // Set up while shutdown began: it would otherwise hold the shutdown open.
        if (this.isClosing) void this.close(stream);
      },
      release: () => {
        slots.delete(entry);
        if (slots.size === 0 && this.slotsByPlayer.get(userId) === slots) {
          this.slotsByPlayer.delete(userId);
        }
      },
    };
  }

  openCount(userId?: number): number {
    if (userId !== undefined) return this.slotsByPlayer.get(userId)?.size ?? 0;
    let total = 0;
    for (const slots of this.slotsByPlayer.values()) total += slots.size;
    return total;
  }

  /** Refuses new streams from now on and closes every open one. */
  async closeAll(): Promise<void> {
    this.isClosing = true;
    const streams: Stream[] = [];
    for (const slots of this.slotsByPlayer.values()) {
      for (const entry of slots) if (entry.stream !== undefined) streams.push(entry.stream);
    }
    await Promise.all(streams.map(this.close));
  }
}

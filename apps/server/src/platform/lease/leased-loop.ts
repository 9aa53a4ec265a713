/**
 * A background step run every `intervalMs` on the one instance that holds the named lease. Steps
 * never overlap; a failing step is reported and the loop goes on. Tests drive it by hand with
 * their own clock (`useManualClock`, then `tick()`).
 */
import { randomUUID } from 'node:crypto';
import type { Executor } from '../ledger/ledger.js';
import { acquireNamedLease, releaseNamedLease } from './lease.js';

const LEASE_MS = 5000;
/** The lease is renewed when less than this is left, not on every step. */
const LEASE_RENEW_BEFORE_MS = 4000;

export class LeasedLoop {
  private readonly holder = randomUUID();
  private clock: () => number = Date.now;
  private manual = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private leaseUntilMs = 0;

  constructor(
    private readonly db: Executor,
    private readonly options: {
      name: string;
      intervalMs: number;
      step: (nowMs: number) => Promise<void>;
      onError: (error: unknown) => void;
    },
  ) {}

  now(): number {
    return this.clock();
  }

  useManualClock(clock: () => number): void {
    this.clock = clock;
    this.manual = true;
    this.stopTimer();
  }

  start(): void {
    if (this.timer || this.manual) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.tick()
        .catch((error: unknown) => this.options.onError(error))
        .finally(() => {
          this.running = undefined;
        });
    }, this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopTimer();
    await this.running;
    if (this.leaseUntilMs > 0) await releaseNamedLease(this.db, this.options.name, this.holder);
    this.leaseUntilMs = 0;
  }

  /** One step, if this instance holds (or can take) the lease. */
  async tick(): Promise<void> {
    const nowMs = this.clock();
    if (!(await this.holdsLease(nowMs))) return;
    await this.options.step(nowMs);
  }

  private async holdsLease(nowMs: number): Promise<boolean> {
    if (nowMs < this.leaseUntilMs - LEASE_RENEW_BEFORE_MS) return true;
    const until = nowMs + LEASE_MS;
    const acquired = await acquireNamedLease(this.db, {
      name: this.options.name,
      holder: this.holder,
      now: new Date(nowMs).toISOString(),
      expiresAt: new Date(until).toISOString(),
    });
    this.leaseUntilMs = acquired ? until : 0;
    return acquired;
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}

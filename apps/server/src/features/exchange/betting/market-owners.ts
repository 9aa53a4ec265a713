/**
 * Which instance matches each Match Odds market's bets when several serve one site
 * (docs/decisions.md, "Who matches a market's bets"). The owner of a market holds the named lease
 * `exchange-market:{marketId}` (platform/lease/), whose holder names this process and the address
 * the other instances forward its bets to. A lease lasts a few seconds and is renewed, for every
 * market this instance holds, in one statement every 1.5 s; a market not bet on for a minute is
 * given up, and so is its live market. Who owns another market is read from the lease and trusted
 * for a second.
 *
 * Nothing here decides money: every batch locks the market row and checks its book version, so
 * two instances matching one market at once (an owner that stalled past its lease) stay correct,
 * only slower.
 */
import { randomUUID } from 'node:crypto';
import {
  acquireNamedLease,
  findNamedLease,
  releaseNamedLeases,
  renewNamedLeases,
} from '../../../platform/lease/lease.js';
import type { Executor } from '../../../platform/ledger/ledger.js';

export const MARKET_LEASE_MS = 5000;
const RENEW_EVERY_MS = 1500;
/** A market that took no bet for this long is given up (any instance takes it at its next bet). */
const IDLE_MS = 60_000;
/** How long a look-up of another instance's lease is trusted. */
const LOOKUP_TRUSTED_MS = 1000;
/**
 * A lease counts as held only while this much of it is left: a bet started on the last moment of
 * a lease would otherwise run on while another instance takes the market.
 */
const HOLD_MARGIN_MS = 1000;

export function marketLeaseName(marketId: string): string {
  return `exchange-market:${marketId}`;
}

/** Another instance holding a market's lease, and where it takes forwarded bets. */
export interface MarketOwner {
  holder: string;
  address: string;
  expiresAtMs: number;
}

export interface MarketOwnersOptions {
  /** Where the other instances reach this one (INSTANCE_URL). */
  address: string;
  leaseMs?: number;
  renewEveryMs?: number;
  idleMs?: number;
  lookupTrustedMs?: number;
  /** A test's clock; with one, nothing renews by itself (the test calls `renew`). */
  clock?: () => number;
  /** A market given up or taken by another instance: its books here are let go. */
  onReleased?: (marketId: string) => void;
  onError?: (error: unknown) => void;
}

interface HeldLease {
  untilMs: number;
  lastBetMs: number;
}

export class MarketOwners {
  /** `{uuid} {address}`: one process, and where to reach it. */
  readonly holder: string;
  private readonly held = new Map<string, HeldLease>();
  private readonly lookups = new Map<string, { owner: MarketOwner; trustedUntilMs: number }>();
  private readonly clock: () => number;
  private readonly leaseMs: number;
  private readonly idleMs: number;
  private readonly lookupTrustedMs: number;
  private readonly automatic: boolean;
  private timer: NodeJS.Timeout | undefined;
  private renewing: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Executor,
    private readonly options: MarketOwnersOptions,
  ) {
    this.holder = `${randomUUID()} ${options.address}`;
    this.clock = options.clock ?? Date.now;
    this.automatic = options.clock === undefined;
    this.leaseMs = options.leaseMs ?? MARKET_LEASE_MS;
    this.idleMs = options.idleMs ?? IDLE_MS;
    this.lookupTrustedMs = options.lookupTrustedMs ?? LOOKUP_TRUSTED_MS;
  }

  /** True while this instance's lease on the market has more than a moment left. */
  holds(marketId: string): boolean {
    const lease = this.held.get(marketId);
    return lease !== undefined && this.clock() < lease.untilMs - HOLD_MARGIN_MS;
  }

  /** The markets this instance holds. */
  heldMarkets(): string[] {
    return [...this.held.keys()];
  }

  /** A bet for a market held here: the market is kept. */
  noteBet(marketId: string): void {
    const lease = this.held.get(marketId);
    if (lease) lease.lastBetMs = this.clock();
  }

  /** Takes the market's lease, for a bet, when it is free, expired or already this instance's. */
  async take(marketId: string): Promise<boolean> {
    // Not idle any more; and a renewal or a giving-up in flight settles first, so a lease it
    // deletes is not one just taken.
    this.noteBet(marketId);
    await this.renewing;
    if (this.stopped) return false;
    const startedMs = this.clock();
    const untilMs = startedMs + this.leaseMs;
    const taken = await acquireNamedLease(this.db, {
      name: marketLeaseName(marketId),
      holder: this.holder,
      now: new Date(startedMs).toISOString(),
      expiresAt: new Date(untilMs).toISOString(),
    });
    this.lookups.delete(marketId);
    if (!taken) {
      this.held.delete(marketId);
      return false;
    }
    const known = this.held.get(marketId);
    this.held.set(marketId, {
      untilMs: Math.max(untilMs, known?.untilMs ?? 0),
      lastBetMs: startedMs,
    });
    this.startRenewing();
    return true;
  }

  /**
   * The instance holding the market's lease when it is another one; undefined when the lease is
   * free, expired or this instance's. `fresh` reads past the cache (after a forward went wrong).
   */
  async ownerOf(
    marketId: string,
    options: { fresh?: boolean } = {},
  ): Promise<MarketOwner | undefined> {
    const nowMs = this.clock();
    const cached = this.lookups.get(marketId);
    if (!options.fresh && cached && nowMs < cached.trustedUntilMs) return cached.owner;
    this.lookups.delete(marketId);
    const lease = await findNamedLease(this.db, marketLeaseName(marketId));
    if (!lease || lease.holder === this.holder) return undefined;
    const expiresAtMs = Date.parse(lease.expiresAt);
    if (!(expiresAtMs > nowMs)) return undefined;
    const owner = { holder: lease.holder, address: addressOfHolder(lease.holder), expiresAtMs };
    this.lookups.set(marketId, {
      owner,
      trustedUntilMs: Math.min(nowMs + this.lookupTrustedMs, expiresAtMs),
    });
    return owner;
  }

  /**
   * Gives up the markets idle too long, then renews the rest in one statement; a market whose
   * lease another instance took meanwhile (this one stalled past it) is let go.
   */
  async renew(): Promise<void> {
    if (this.renewing) return this.renewing;
    this.renewing = this.renewOnce().finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }

  /** Stops renewing and gives every lease up, so another instance takes its markets at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.renewing;
    const markets = [...this.held.keys()];
    this.held.clear();
    await releaseNamedLeases(this.db, markets.map(marketLeaseName), this.holder);
  }

  private async renewOnce(): Promise<void> {
    const nowMs = this.clock();
    const idle = [...this.held]
      .filter(([, lease]) => nowMs - lease.lastBetMs >= this.idleMs)
      .map(([marketId]) => marketId);
    for (const marketId of idle) this.held.delete(marketId);
    if (idle.length > 0) {
      await releaseNamedLeases(this.db, idle.map(marketLeaseName), this.holder);
      for (const marketId of idle) this.options.onReleased?.(marketId);
    }
    const markets = [...this.held.keys()];
    if (markets.length === 0) return;
    const untilMs = nowMs + this.leaseMs;
    const renewed = new Set(
      await renewNamedLeases(this.db, {
        names: markets.map(marketLeaseName),
        holder: this.holder,
        expiresAt: new Date(untilMs).toISOString(),
      }),
    );
    for (const marketId of markets) {
      const lease = this.held.get(marketId);
      if (!lease) continue;
      if (renewed.has(marketLeaseName(marketId))) {
        lease.untilMs = Math.max(lease.untilMs, untilMs);
      } else {
        this.held.delete(marketId);
        this.options.onReleased?.(marketId);
      }
    }
  }

  private startRenewing(): void {
    if (this.timer || !this.automatic || this.stopped) return;
    this.timer = setInterval(() => {
      this.renew().catch((error: unknown) => this.options.onError?.(error));
    }, this.options.renewEveryMs ?? RENEW_EVERY_MS);
    this.timer.unref();
  }
}

/** The address part of a holder (`{uuid} {address}`). */
export function addressOfHolder(holder: string): string {
  return holder.slice(holder.indexOf(' ') + 1);
}

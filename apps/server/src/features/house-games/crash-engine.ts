/**
 * The Crash engine: every CRASH_TICK_MS the instance holding the lease (one at a time, through
 * the `crash-engine` lease in `service_leases`, so several instances never run two games) moves the current round on:
 * opens a round for bets, starts its flight when betting ends, cashes out bets whose target the
 * multiplier has reached, sends the live multiplier, marks the crash and settles what is left,
 * and opens the next round after a pause. Events go to the shared `house-crash` channel, so with
 * Redis every instance's streams hear them.
 *
 * It starts on the first Crash call an instance serves and stops when the app closes; with no
 * instance running it, bets close on time anyway and cash-outs are decided by the clock alone.
 */
import { CRASH_PAUSE_MS, CRASH_TICK_MS, crashEvents, paisa, paisaToTaka } from '@khela/contract';
import { crashElapsedMsFor, crashMultiplierAt } from '@khela/house-games';
import type { AppContext } from '../../platform/app-context.js';
import { LeasedLoop } from '../../platform/lease/leased-loop.js';
import { houseWallet } from '../casino/service.js';
import {
  automaticTarget,
  CRASH_CAP_HUNDREDTHS,
  hundredthsToMultiplier,
  maskedName,
  openNextRound,
  publishCrash,
  roundView,
  settleBet,
} from './crash-rounds.js';
import {
  advanceRound,
  findLatestRound,
  findRound,
  listActiveBets,
  listRoundsWithActiveBets,
} from './queries.js';
import type { CrashRoundRow } from './tables.js';

export class CrashEngine {
  private readonly loop: LeasedLoop;

  constructor(
    private readonly context: AppContext,
    onError: (error: unknown) => void,
  ) {
    this.loop = new LeasedLoop(context.db, {
      name: 'crash-engine',
      intervalMs: CRASH_TICK_MS,
      step: (nowMs) => this.step(nowMs),
      onError,
    });
  }

  now(): number {
    return this.loop.now();
  }

  /** For tests: a clock of their own, and ticks only when they call `tick()`. */
  useManualClock(clock: () => number): void {
    this.loop.useManualClock(clock);
  }

  /** Starts ticking unless already running (or driven by hand). */
  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One step of the game, if this instance holds the lease. */
  tick(): Promise<void> {
    return this.loop.tick();
  }

  private async step(nowMs: number): Promise<void> {
    // Bets a stopped instance left active in crashed rounds are settled first.
    for (const roundId of await listRoundsWithActiveBets(this.context.db)) {
      const round = await findRound(this.context.db, roundId);
      if (round) await this.settleRemaining(round, nowMs);
    }
    const round = await findLatestRound(this.context.db);
    if (!round) {
      await this.open(nowMs);
      return;
    }
    switch (round.phase) {
      case 'betting':
        if (nowMs >= Date.parse(round.betting_ends_at)) {
          if (await advanceRound(this.context.db, round.id, 'betting', { phase: 'flying' })) {
            const flying = { ...round, phase: 'flying' as const };
            await publishCrash(
              this.context,
              crashEvents.started,
              await roundView(this.context.db, flying),
            );
          }
        }
        return;
      case 'flying':
        await this.fly(round, nowMs);
        return;
      case 'crashed':
        if (nowMs >= Date.parse(round.crashed_at ?? round.started_at) + CRASH_PAUSE_MS) {
          await this.open(nowMs);
        }
        return;
    }
  }

  private async open(nowMs: number): Promise<void> {
    const round = await openNextRound(this.context, nowMs);
    if (round) {
      await publishCrash(this.context, crashEvents.round, await roundView(this.context.db, round));
    }
  }

  private async fly(round: CrashRoundRow, nowMs: number): Promise<void> {
    const startedMs = Date.parse(round.started_at);
    const crashMs = crashElapsedMsFor(round.crash_point);
    // Never negative: a clock step backwards must not break the flight.
    const elapsed = Math.max(0, nowMs - startedMs);
    if (elapsed >= crashMs) {
      const crashedAt = new Date(startedMs + crashMs).toISOString();
      if (
        await advanceRound(this.context.db, round.id, 'flying', {
          phase: 'crashed',
          crashed_at: crashedAt,
        })
      ) {
        const crashed = { ...round, phase: 'crashed' as const, crashed_at: crashedAt };
        await this.settleRemaining(crashed, nowMs);
        await publishCrash(
          this.context,
          crashEvents.crashed,
          await roundView(this.context.db, crashed),
        );
      }
      return;
    }
    const multiplier = Math.min(crashMultiplierAt(elapsed), CRASH_CAP_HUNDREDTHS);
    for (const bet of await listActiveBets(this.context.db, round.id, multiplier)) {
      await this.cashOut(round, bet, automaticTarget(bet), nowMs);
    }
    if (multiplier >= CRASH_CAP_HUNDREDTHS) {
      // The cap: every bet still in cashes out at it.
      for (const bet of await listActiveBets(this.context.db, round.id)) {
        await this.cashOut(round, bet, CRASH_CAP_HUNDREDTHS, nowMs);
      }
    }
    await publishCrash(this.context, crashEvents.tick, {
      round_id: round.id,
      multiplier: hundredthsToMultiplier(multiplier),
    });
  }

  /** After the crash: a bet whose target the round reached is paid at it, the rest lost. */
  private async settleRemaining(round: CrashRoundRow, nowMs: number): Promise<void> {
    const wallet = houseWallet(this.context);
    for (const bet of await listActiveBets(this.context.db, round.id)) {
      const target = automaticTarget(bet);
      if (target <= round.crash_point) await this.cashOut(round, bet, target, nowMs);
      else {
        await this.context.db
          .transaction()
          .execute((trx) => settleBet(trx, wallet, bet, round, null, nowMs));
      }
    }
  }

  private async cashOut(
    round: CrashRoundRow,
    bet: Awaited<ReturnType<typeof listActiveBets>>[number],
    multiplier: number,
    nowMs: number,
  ): Promise<void> {
    const wallet = houseWallet(this.context);
    const settled = await this.context.db
      .transaction()
      .execute((trx) => settleBet(trx, wallet, bet, round, multiplier, nowMs));
    if (settled) {
      await publishCrash(this.context, crashEvents.cashout, {
        round_id: round.id,
        player: maskedName(bet.username),
        multiplier: hundredthsToMultiplier(multiplier),
        payout: paisaToTaka(paisa(settled.bet.payout_paisa)),
      });
    }
  }
}

const engines = new WeakMap<AppContext, CrashEngine>();

/** This app's engine (one per context), made on first use. */
export function crashEngineOf(
  context: AppContext,
  onError: (error: unknown) => void = () => undefined,
): CrashEngine {
  let engine = engines.get(context);
  if (!engine) {
    engine = new CrashEngine(context, onError);
    engines.set(context, engine);
  }
  return engine;
}

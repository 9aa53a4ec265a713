/**
 * The shared Crash round as this page knows it: loaded from GET /api/house/crash, kept current by
 * the live stream (`/api/house/crash/stream`), and polled every POLL_MS while the stream is down,
 * so the page still plays on a network that drops long connections. Events are hints; the state
 * the player's money depends on (their bet, the balance) always comes from a JSON answer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  crashEvents,
  type CrashBet,
  type CrashRound,
  type CrashStateResponse,
  houseCalls,
} from '@khela/contract';
import { isNetworkError } from '../../shared/api-client';
import type { LiveConnection, StreamStatus } from '@khela/client-kit';
import type { HouseApi } from '../shell/house-api';
import { clockOffsetMs, offsetAfterTick } from './crash-clock';
import { refusalOf, type Refusal } from '../shell/refusal';

/** How often the page asks for the round while the live stream is down. */
export const CRASH_POLL_MS = 1500;

/** A bet or a cash-out someone made in this round, as the stream named them. */
export interface RoundPlayer {
  id: number;
  player: string;
  stake: number;
  cashout: { multiplier: number; payout: number } | null;
}

export type CrashLoad =
  | { state: 'loading' }
  | { state: 'offline' }
  | { state: 'failed'; refusal: Refusal | undefined }
  | { state: 'ready' };

export interface CrashRoundState {
  load: CrashLoad;
  round: CrashRound | null;
  /** The player's bet in `round`, if any. */
  bet: CrashBet | null;
  history: CrashStateResponse['history'];
  players: RoundPlayer[];
  stream: StreamStatus;
}

interface BetEventData {
  round_id: number;
  player: string;
  stake: number;
}
interface CashoutEventData {
  round_id: number;
  player: string;
  multiplier: number;
  payout: number;
}
interface TickEventData {
  round_id: number;
  multiplier: number;
}

const initialState: CrashRoundState = {
  load: { state: 'loading' },
  round: null,
  bet: null,
  history: [],
  players: [],
  stream: 'connecting',
};

export function useCrashRound(
  api: HouseApi,
  live: LiveConnection,
  setBalance: (balance: number) => void,
) {
  const [state, setState] = useState<CrashRoundState>(initialState);
  // Read by every animation frame, so kept outside React state.
  const offsetRef = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const setBalanceRef = useRef(setBalance);
  setBalanceRef.current = setBalance;
  const nextPlayerId = useRef(1);

  const serverNow = useCallback(() => Date.now() + offsetRef.current, []);

  const refresh = useCallback(async () => {
    const sentAt = Date.now();
    try {
      const answer = await api.call(houseCalls.crash);
      offsetRef.current = clockOffsetMs(answer.server_time, sentAt, Date.now());
      setBalanceRef.current(answer.balance);
      setState((current) => {
        // An answer overtaken by the stream's news of a later round is old: keep the later round.
        if (answer.round && current.round && answer.round.id < current.round.id) {
          return { ...current, load: { state: 'ready' } };
        }
        return {
          ...current,
          load: { state: 'ready' },
          round: answer.round,
          bet: answer.bet,
          history: answer.history,
          players: answer.round?.id === current.round?.id ? current.players : [],
        };
      });
    } catch (error) {
      // Once the page shows a round, a failed refresh leaves it on screen: the stream or the next
      // poll brings it up to date, and the banner already says the connection is lost.
      setState((current) => {
        if (current.load.state === 'ready') return current;
        if (isNetworkError(error)) return { ...current, load: { state: 'offline' } };
        return {
          ...current,
          load: { state: 'failed', refusal: refusalOf(error) },
        };
      });
    }
  }, [api]);

  const reload = useCallback(() => {
    setState((current) => ({ ...current, load: { state: 'loading' } }));
    void refresh();
  }, [refresh]);

  /** A bet or cash-out answer: the bet and balance the server now holds. */
  const applyBet = useCallback((bet: CrashBet, balance: number) => {
    setBalanceRef.current(balance);
    setState((current) => (current.round?.id === bet.round_id ? { ...current, bet } : current));
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    const sameRound = (roundId: number) => stateRef.current.round?.id === roundId;
    const ownBetActive = () => stateRef.current.bet?.status === 'active';
    const unsubscribe = [
      live.onStatus(() => setState((current) => ({ ...current, stream: live.status() }))),
      live.on(crashEvents.ready, () => void refresh()),
      live.on(crashEvents.round, (data) => {
        const round = data as CrashRound;
        setState((current) => ({ ...current, round, bet: null, players: [] }));
      }),
      live.on(crashEvents.started, (data) => {
        const round = data as CrashRound;
        setState((current) => (current.round?.id === round.id ? { ...current, round } : current));
      }),
      live.on(crashEvents.tick, (data) => {
        const tick = data as TickEventData;
        const round = stateRef.current.round;
        if (!round || round.id !== tick.round_id) return;
        offsetRef.current = offsetAfterTick(offsetRef.current, Date.now(), round, tick.multiplier);
      }),
      live.on(crashEvents.bet, (data) => {
        const bet = data as BetEventData;
        if (!sameRound(bet.round_id)) return;
        const entry: RoundPlayer = {
          id: nextPlayerId.current++,
          player: bet.player,
          stake: bet.stake,
          cashout: null,
        };
        setState((current) => ({ ...current, players: [...current.players, entry] }));
      }),
      live.on(crashEvents.cashout, (data) => {
        const cashout = data as CashoutEventData;
        if (!sameRound(cashout.round_id)) return;
        setState((current) => {
          const index = current.players.findIndex(
            (entry) => entry.player === cashout.player && entry.cashout === null,
          );
          const done = { multiplier: cashout.multiplier, payout: cashout.payout };
          const players =
            index === -1
              ? [
                  ...current.players,
                  { id: nextPlayerId.current++, player: cashout.player, stake: 0, cashout: done },
                ]
              : current.players.map((entry, at) =>
                  at === index ? { ...entry, cashout: done } : entry,
                );
          return { ...current, players };
        });
        // The stream names players only by a mask, so whether this was the player's own automatic
        // cash-out is asked of the server.
        if (ownBetActive() && stateRef.current.bet?.auto_cashout !== null) void refresh();
      }),
      live.on(crashEvents.crashed, (data) => {
        const round = data as CrashRound;
        setState((current) => ({
          ...current,
          round: current.round === null || current.round.id === round.id ? round : current.round,
          history:
            round.crash_point === null || current.history.some((item) => item.id === round.id)
              ? current.history
              : [{ id: round.id, crash_point: round.crash_point }, ...current.history],
        }));
        // The server settled the bet before saying so: its answer carries the result and balance.
        if (sameRound(round.id) && stateRef.current.bet) void refresh();
      }),
    ];
    live.start(api.token);
    return () => {
      for (const stop of unsubscribe) stop();
      live.stop();
    };
  }, [api.token, live, refresh]);

  // Polling stands in for the stream while it is down.
  useEffect(() => {
    if (state.stream !== 'down') return;
    const timer = setInterval(() => void refresh(), CRASH_POLL_MS);
    return () => clearInterval(timer);
  }, [state.stream, refresh]);

  return { state, serverNow, refresh, reload, applyBet };
}

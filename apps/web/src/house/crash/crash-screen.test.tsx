import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type {
  CrashBet,
  CrashRound,
  CrashStateResponse,
  HouseSessionResponse,
  Language,
} from '@khela/contract';
import { gamesBnMessages, houseMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import type { LiveConnection, StreamStatus } from '@khela/client-kit';
import { mockFetch, type MockHandler } from '../../testing/mock-fetch';
import { HouseLanguageProvider } from '../shell/house-language';
import { HouseSessionProvider } from '../shell/house-session';
import { CrashScreen } from './crash-screen';

/** A live stream the test drives: it emits events and changes status on demand. */
class FakeLive implements LiveConnection {
  private handlers = new Map<string, Set<(data: unknown) => void>>();
  private listeners = new Set<() => void>();
  private current: StreamStatus = 'connecting';
  startedWith: string | undefined;
  start(token: string) {
    this.startedWith = token;
    this.setStatus('open');
  }
  stop() {
    this.startedWith = undefined;
  }
  nudge() {}
  status() {
    return this.current;
  }
  onStatus(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  on(event: string, handler: (data: unknown) => void) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return () => set.delete(handler);
  }
  emit(event: string, data: unknown) {
    act(() => {
      for (const handler of this.handlers.get(event) ?? []) handler(data);
    });
  }
  setStatus(next: StreamStatus) {
    this.current = next;
    for (const listener of this.listeners) listener();
  }
}

const session: HouseSessionResponse = {
  username: 'rahim123',
  currency: 'BDT',
  balance: 100,
  game: 'crash',
  fairness: { server_seed_hash: 'a'.repeat(64), client_seed: 'seed', nonce: 0, previous: null },
  stake_limits: { min: 1, max: 10_000 },
};

function roundOf(phase: CrashRound['phase'], startedAtMs: number, extra: Partial<CrashRound> = {}) {
  const startedAt = new Date(startedAtMs).toISOString();
  return {
    id: 7,
    phase,
    betting_ends_at: startedAt,
    started_at: startedAt,
    crashed_at: null,
    crash_point: null,
    chain: { id: 1, commitment: 'c'.repeat(64), salt: 'salt' },
    round_index: 6,
    round_seed: null,
    ...extra,
  } satisfies CrashRound;
}

function betOf(extra: Partial<CrashBet> = {}): CrashBet {
  return {
    round_id: 7,
    stake: 10,
    auto_cashout: null,
    status: 'active',
    cashout_multiplier: null,
    payout: 0,
    ...extra,
  };
}

function stateOf(extra: Partial<CrashStateResponse> = {}): CrashStateResponse {
  return {
    round: roundOf('betting', Date.now() + 5000),
    bet: null,
    history: [{ id: 6, crash_point: 1.5 }],
    balance: 100,
    server_time: new Date().toISOString(),
    ...extra,
  };
}

function renderCrash(handlers: Record<string, MockHandler>, language: Language = 'en') {
  const fetched = mockFetch(handlers);
  const live = new FakeLive();
  render(
    <HouseLanguageProvider language={language}>
      <HouseSessionProvider token="launch-token" data={session} onReload={() => undefined}>
        <CrashScreen live={live} />
      </HouseSessionProvider>
    </HouseLanguageProvider>,
  );
  return { ...fetched, live };
}

describe('CrashScreen', () => {
  it('bets while bets are taken, then cashes out the live amount during the flight', async () => {
    const { requests, live } = renderCrash({
      'GET /api/house/crash': { body: stateOf() },
      'POST /api/house/crash/bet': { body: { bet: betOf({ auto_cashout: 2 }), balance: 90 } },
      'POST /api/house/crash/cashout': {
        body: {
          bet: betOf({ status: 'cashed_out', cashout_multiplier: 1.12, payout: 11.2 }),
          balance: 101.2,
        },
      },
    });

    expect(await screen.findByText(/^Next round in \d\.\d s$/)).toBeTruthy();
    expect(live.startedWith).toBe('launch-token');
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Auto cash-out (optional)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));

    expect(await screen.findByText('Waiting for the round to start')).toBeTruthy();
    expect(screen.getByTestId('house-balance').textContent).toMatch('৳90.00');
    const betCall = requests.find((request) => request.url.pathname === '/api/house/crash/bet');
    expect(betCall?.body).toEqual({ stake: 10, auto_cashout: 2 });
    expect(betCall?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(betCall?.headers.get('Authorization')).toBe('Bearer launch-token');

    // The flight began 2 s ago: 1.12× (e^0.12 = 1.1275), so ৳10 would pay ৳11.20.
    live.emit('crash.started', roundOf('flying', Date.now() - 2000));
    const cashOut = await screen.findByRole('button', { name: /^Cash out ৳11\.\d\d$/ });
    expect(screen.getByTestId('crash-multiplier').textContent).toMatch(/^1\.1\d×$/);
    fireEvent.click(cashOut);

    expect(await screen.findByText('You cashed out at 1.12× and won ৳11.20')).toBeTruthy();
    expect(screen.getByTestId('house-balance').textContent).toMatch('৳101.20');
    expect(screen.queryByRole('button', { name: /^Cash out/ })).toBeNull();
  });

  it('shows the crash point, adds it to the history and reports a lost bet', async () => {
    let crashed = false;
    const flying = roundOf('flying', Date.now() - 3000);
    const { live } = renderCrash({
      'GET /api/house/crash': () => ({
        body: crashed
          ? stateOf({
              round: { ...flying, phase: 'crashed', crash_point: 1.18 },
              bet: betOf({ status: 'lost' }),
              history: [
                { id: 7, crash_point: 1.18 },
                { id: 6, crash_point: 1.5 },
              ],
              balance: 90,
            })
          : stateOf({ round: flying, bet: betOf(), balance: 90 }),
      }),
    });
    expect(await screen.findByRole('button', { name: /^Cash out/ })).toBeTruthy();

    crashed = true;
    live.emit('crash.crashed', {
      ...flying,
      phase: 'crashed',
      crashed_at: new Date(Date.now() - 200).toISOString(),
      crash_point: 1.18,
      round_seed: 'd'.repeat(64),
    });
    expect(await screen.findByText('Crashed at 1.18×')).toBeTruthy();
    expect(await screen.findByText('You lost ৳10.00: the round crashed at 1.18×')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Cash out/ })).toBeNull();
    const newest = screen.getByRole('link', { name: 'Crash point 1.18×: verify this round' });
    expect(newest.getAttribute('href')).toBe('/house/verify?game=crash&round=7');

    // The next round opens: the result stays until the player bets again.
    live.emit('crash.round', { ...roundOf('betting', Date.now() + 8000), id: 8 });
    const placeBet = await screen.findByRole<HTMLButtonElement>('button', { name: 'Place bet' });
    expect(placeBet.disabled).toBe(false);
    expect(screen.getByText('You lost ৳10.00: the round crashed at 1.18×')).toBeTruthy();
  });

  it('reports a cash-out that came too late and clears it when the next round opens', async () => {
    const flying = roundOf('flying', Date.now() - 3000);
    const { live, requests } = renderCrash({
      'GET /api/house/crash': { body: stateOf({ round: flying, bet: betOf(), balance: 90 }) },
      'POST /api/house/crash/cashout': {
        status: 409,
        body: { code: 'house.crashed', message: houseMessages.crashed },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Cash out/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(houseMessages.crashed);
    // The page asks for the round again to learn how it ended.
    await waitFor(() =>
      expect(
        requests.filter((request) => request.url.pathname === '/api/house/crash'),
      ).toHaveLength(2),
    );
    live.emit('crash.round', { ...roundOf('betting', Date.now() + 8000), id: 8 });
    await screen.findByRole('button', { name: 'Place bet' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the bets and cash-outs of this round as the stream names them', async () => {
    const { live } = renderCrash({ 'GET /api/house/crash': { body: stateOf() } });
    expect(await screen.findByText('No bets yet this round.')).toBeTruthy();
    live.emit('crash.bet', { round_id: 7, player: 'ka***', stake: 50 });
    live.emit('crash.bet', { round_id: 6, player: 'old***', stake: 5 });
    expect(await screen.findByText('bet ৳50.00')).toBeTruthy();
    expect(screen.queryByText('old***')).toBeNull();
    live.emit('crash.cashout', { round_id: 7, player: 'ka***', multiplier: 1.5, payout: 75 });
    expect(await screen.findByText('cashed out at 1.50×: ৳75.00')).toBeTruthy();
  });

  it('retries a bet lost on the way with the same Idempotency-Key', async () => {
    let attempts = 0;
    const { requests } = renderCrash({
      'GET /api/house/crash': { body: stateOf() },
      'POST /api/house/crash/bet': () => {
        attempts += 1;
        return attempts === 1 ? 'network-error' : { body: { bet: betOf(), balance: 90 } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Place bet' }));
    expect(
      await screen.findByText('No connection: the request may not have reached us.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Waiting for the round to start')).toBeTruthy();
    const keys = requests
      .filter((request) => request.url.pathname === '/api/house/crash/bet')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows a refusal in Bangla and refuses an auto cash-out out of range', async () => {
    const { requests } = renderCrash(
      {
        'GET /api/house/crash': { body: stateOf() },
        'POST /api/house/crash/bet': {
          status: 409,
          body: { code: 'house.betsClosed', message: houseMessages.betsClosed },
        },
      },
      'bn',
    );
    const place = await screen.findByRole('button', { name: 'বাজি ধরুন' });
    fireEvent.change(screen.getByLabelText('অটো ক্যাশ-আউট (ঐচ্ছিক)'), { target: { value: '1.001' } });
    fireEvent.click(place);
    expect((await screen.findByRole('alert')).textContent).toMatch(/১\.০১× থেকে ১,০০০×/);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('অটো ক্যাশ-আউট (ঐচ্ছিক)'), { target: { value: '' } });
    fireEvent.click(place);
    expect(await screen.findByText(gamesBnMessages['house.betsClosed'])).toBeTruthy();
  });

  it('says the live connection is lost and polls the round meanwhile', async () => {
    const { live, requests } = renderCrash({ 'GET /api/house/crash': { body: stateOf() } });
    await screen.findByRole('button', { name: 'Place bet' });
    expect(screen.queryByText('Live connection lost, reconnecting…')).toBeNull();
    act(() => live.setStatus('down'));
    expect(await screen.findByText('Live connection lost, reconnecting…')).toBeTruthy();
    const polls = () => requests.filter((request) => request.url.pathname === '/api/house/crash');
    const before = polls().length;
    await waitFor(() => expect(polls().length).toBeGreaterThan(before), { timeout: 4000 });
    act(() => live.setStatus('open'));
    await waitFor(() =>
      expect(screen.queryByText('Live connection lost, reconnecting…')).toBeNull(),
    );
  });
});

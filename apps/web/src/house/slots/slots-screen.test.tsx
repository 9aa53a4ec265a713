// Proves the Slots page against a mocked /api/house: a spin posts the stake with an
// Idempotency-Key, draws the result from the answer (line wins, total, balance) and reloads the
// last spins; a refusal is shown (in Bangla when known); a lost connection keeps the key for the
// retry; the Spin button is off, with its reason, for a stake it cannot play; the paytable comes
// from GET /api/house/rules.
import type { HouseBet, HousePlayResponse, Language } from '@khela/contract';
import { gamesBnMessages } from '@khela/contract';
import { HOUSE_RULES_ANSWER as houseRulesAnswer, slotsSpinAtStops } from '@khela/house-games';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockHandler } from '../../testing/mock-fetch';
import { HouseLanguageProvider } from '../shell/house-language';
import { HouseSessionProvider } from '../shell/house-session';
import { houseSessionFixture } from '../shell/session-fixture';
import { slotsRecordOf } from './slots-bet-fixture';
import { SlotsScreen } from './slots-screen';

const session = houseSessionFixture('slots', {
  balance: 50,
  fairness: { server_seed_hash: 'ab'.repeat(32), nonce: 3 },
});

/** Stops that pay (lemons on line 10, grapes on line 12): a real outcome of the strips. */
const WINNING_STOPS = [0, 0, 0, 0, 0];

function betFrom(stops: number[], id: number, stakeTaka: number): HouseBet {
  const spin = slotsSpinAtStops(stops, Math.round(stakeTaka * 100) as never);
  return {
    id,
    game: 'slots',
    status: spin.payoutPaisa > 0 ? 'won' : 'lost',
    stake: stakeTaka,
    payout: spin.payoutPaisa / 100,
    created_at: '2026-11-23T08:00:00.000Z',
    seeds: { server_seed_hash: 'ab'.repeat(32), server_seed: null, client_seed: 'seed', nonce: 3 },
    slots: slotsRecordOf(spin),
    mines_game: null,
    instant: null,
    stepped: null,
  };
}

function renderSlots(handlers: Record<string, MockHandler>, language: Language = 'en') {
  const mock = mockFetch({
    'GET /api/house/bets': { body: { data: [] } },
    'GET /api/house/session': { body: session },
    ...handlers,
  });
  render(
    <HouseLanguageProvider language={language}>
      <HouseSessionProvider token="launch-token" data={session} onReload={() => undefined}>
        <SlotsScreen />
      </HouseSessionProvider>
    </HouseLanguageProvider>,
  );
  return mock;
}

const textOf = (element: Element) => element.textContent ?? '';
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
/** The text of the elements aria-describedby names (jsdom has no accessible-description API). */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
const spinButton = () => screen.getByRole('button', { name: 'Spin' });
const stakeField = () => screen.getByLabelText('Stake');

afterEach(() => vi.unstubAllGlobals());

describe('Slots page', () => {
  it('spins with the stake and a key, then shows the lines, the total and the new balance', async () => {
    const bet = betFrom(WINNING_STOPS, 41, 2);
    expect(bet.slots?.line_wins.length).toBeGreaterThan(0);
    let betsAnswer: HouseBet[] = [];
    const { requests } = renderSlots({
      'POST /api/house/slots/spin': { body: { bet, balance: 51.5 } satisfies HousePlayResponse },
      'GET /api/house/bets': () => ({ body: { data: betsAnswer } }),
    });
    expect(await screen.findByText('No spins yet.')).toBeTruthy();
    expect(textOf(screen.getByTestId('house-balance'))).toContain('৳50.00');

    fireEvent.change(stakeField(), { target: { value: '2' } });
    betsAnswer = [bet];
    fireEvent.click(spinButton());

    const spin = requests.find((request) => request.url.pathname === '/api/house/slots/spin');
    expect(spin?.body).toEqual({ stake: 2 });
    expect(spin?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(spin?.headers.get('Authorization')).toBe('Bearer launch-token');

    const firstWin = bet.slots?.line_wins[0];
    if (!firstWin) throw new Error('the fixture spin has no line win');
    const symbolName = firstWin.symbol.charAt(0).toUpperCase() + firstWin.symbol.slice(1);
    expect(
      await screen.findByText(
        `Line ${firstWin.line}: ${firstWin.count} × ${symbolName} ৳${firstWin.win.toFixed(2)}`,
      ),
    ).toBeTruthy();
    expect(textOf(screen.getByTestId('slots-total-win'))).toContain(
      `You won ৳${bet.payout.toFixed(2)}`,
    );
    expect(textOf(screen.getByTestId('house-balance'))).toContain('৳51.50');
    const window = screen.getByTestId('slots-window');
    expect(window.querySelectorAll('.slots-cell--win').length).toBeGreaterThanOrEqual(3);
    expect(window.querySelector(`polyline[data-line="${firstWin.line}"]`)).not.toBeNull();
    const verify = await screen.findByRole('link', { name: 'Verify spin #41' });
    expect(verify.getAttribute('href')).toBe('/house/verify?bet=41');
  });

  it('shows a refusal from the server, in Bangla when the message is known', async () => {
    renderSlots(
      {
        'POST /api/house/slots/spin': {
          status: 422,
          body: { code: 'casino.insufficientBalance', message: 'Insufficient balance.' },
        },
      },
      'bn',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'স্পিন' }));
    expect(textOf(await screen.findByRole('alert'))).toContain(
      gamesBnMessages['casino.insufficientBalance'],
    );
  });

  it('shows an unknown refusal as the server sent it', async () => {
    renderSlots({
      'POST /api/house/slots/spin': { status: 403, body: { message: 'Something new went wrong.' } },
    });
    fireEvent.click(spinButton());
    expect(textOf(await screen.findByRole('alert'))).toContain('Something new went wrong.');
  });

  it('keeps the key of a spin that got no answer and sends it again on retry', async () => {
    const bet = betFrom([0, 0, 0, 0, 0], 7, 1);
    let calls = 0;
    const { requests } = renderSlots({
      'POST /api/house/slots/spin': () => {
        calls += 1;
        return calls === 1 ? 'network-error' : { body: { bet, balance: 49 } };
      },
    });
    fireEvent.click(spinButton());
    const alert = await screen.findByRole('alert');
    expect(textOf(alert)).toContain('No connection.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(textOf(screen.getByTestId('house-balance'))).toContain('৳49.00'));
    fireEvent.click(spinButton());
    await waitFor(() => expect(calls).toBe(3));

    const keys = requests
      .filter((request) => request.url.pathname === '/api/house/slots/spin')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('turns Spin off, saying why, for a stake off the step or above the balance', () => {
    renderSlots({});
    fireEvent.change(stakeField(), { target: { value: '1.30' } });
    expect(isDisabled(spinButton())).toBe(true);
    expect(descriptionOf(spinButton())).toBe('Enter a stake in steps of ৳0.20.');

    fireEvent.change(stakeField(), { target: { value: '60' } });
    expect(isDisabled(spinButton())).toBe(true);
    expect(descriptionOf(spinButton())).toBe('Insufficient balance for this stake.');

    fireEvent.change(stakeField(), { target: { value: '0.40' } });
    expect(isDisabled(spinButton())).toBe(true);
    expect(descriptionOf(spinButton())).toBe('A stake is from ৳1.00 to ৳5,000.00.');

    fireEvent.change(stakeField(), { target: { value: '1.20' } });
    expect(isDisabled(spinButton())).toBe(false);
    expect(screen.getByText('৳0.06 a line on 20 lines')).toBeTruthy();
  });

  it('is busy while a spin is on its way, so a second tap sends nothing', async () => {
    let answer: ((value: { body: HousePlayResponse }) => void) | undefined;
    const { requests } = renderSlots({
      'POST /api/house/slots/spin': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    fireEvent.click(spinButton());
    const busy = await screen.findByRole('button', { name: 'Spinning…' });
    expect(isDisabled(busy)).toBe(true);
    fireEvent.click(busy);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    answer?.({ body: { bet: betFrom([0, 0, 0, 0, 0], 8, 1), balance: 49 } });
    expect(isDisabled(await screen.findByRole('button', { name: 'Spin' }))).toBe(false);
  });

  it('opens the published paytable and paylines from the rules call', async () => {
    renderSlots({
      'GET /api/house/rules': { body: houseRulesAnswer },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Paytable & rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paytable & rules' });
    expect(await within(dialog).findByText(/Return to player: 95\.97%/)).toBeTruthy();
    const wildRow = within(dialog).getByRole('row', { name: /Wild/ });
    expect(textOf(wildRow)).toContain('20×100×500×');
    expect(within(dialog).getAllByRole('img', { name: /^Line \d+$/ })).toHaveLength(20);
    expect(within(dialog).getByText(/at most 1,000 times its stake/)).toBeTruthy();
  });
});

// Proves the instant game pages against a mocked /api/house: Dice sends its side and target with
// the stake and an Idempotency-Key and words the roll it gets back; a refusal reads in Bangla;
// Keno cannot play without picks, takes at most ten and sends them; Limbo says why a target it
// cannot take is refused; each page publishes its RTP and house edge.
import type { HouseBet, HousePlayResponse, InstantRound, Language } from '@khela/contract';
import { gamesBnMessages } from '@khela/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockHandler } from '../../testing/mock-fetch';
import { DiceScreen } from '../dice/dice-screen';
import { KenoScreen } from '../keno/keno-screen';
import { TeenPattiScreen } from '../teen-patti/teen-patti-screen';
import { LimboScreen } from '../limbo/limbo-screen';
import { HouseLanguageProvider } from '../shell/house-language';
import { HouseSessionProvider } from '../shell/house-session';
import { houseSessionFixture } from '../shell/session-fixture';

function betOf(id: number, stake: number, payout: number, instant: InstantRound): HouseBet {
  return {
    id,
    game: instant.game,
    status: payout > 0 ? 'won' : 'lost',
    stake,
    payout,
    created_at: '2026-12-01T08:00:00.000Z',
    seeds: { server_seed_hash: 'ab'.repeat(32), server_seed: null, client_seed: 'seed', nonce: 0 },
    slots: null,
    mines_game: null,
    instant,
    stepped: null,
  };
}

function renderGame(
  game: string,
  screenElement: ReactElement,
  handlers: Record<string, MockHandler>,
  language: Language = 'en',
) {
  const session = houseSessionFixture(game, { balance: 50 });
  const mock = mockFetch({
    'GET /api/house/bets': { body: { data: [] } },
    'GET /api/house/session': { body: session },
    ...handlers,
  });
  render(
    <HouseLanguageProvider language={language}>
      <HouseSessionProvider token="launch-token" data={session} onReload={() => undefined}>
        {screenElement}
      </HouseSessionProvider>
    </HouseLanguageProvider>,
  );
  return mock;
}

const textOf = (element: Element) => element.textContent ?? '';
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

afterEach(() => vi.unstubAllGlobals());

describe('the Dice page', () => {
  it('sends the side and target with the stake and a key, then words the roll and the balance', async () => {
    const bet = betOf(9, 2, 8.08, {
      game: 'dice',
      choice: { side: 'over', target: 75.5 },
      result: { roll: 80.12 },
    });
    const { requests } = renderGame('dice', <DiceScreen />, {
      'POST /api/house/dice/play': { body: { bet, balance: 56.08 } satisfies HousePlayResponse },
    });
    expect(await screen.findByText('No rounds yet.')).toBeTruthy();
    expect(screen.getByText(/Return to player 99\.00% · House edge 1\.00%/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll over' }));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '75.5' } });
    expect(textOf(screen.getByTestId('dice-multiplier'))).toBe('4.0424×');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));

    expect(textOf(await screen.findByTestId('instant-round'))).toBe('Rolled 80.12: a win');
    expect(textOf(screen.getByTestId('instant-result'))).toBe('You won ৳8.08 (4.04×)');
    expect(textOf(screen.getByTestId('house-balance'))).toContain('৳56.08');
    const play = requests.find((request) => request.url.pathname === '/api/house/dice/play');
    expect(play?.body).toEqual({ side: 'over', target: 75.5, stake: 2 });
    expect(play?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s refusal in Bangla', async () => {
    renderGame(
      'dice',
      <DiceScreen />,
      {
        'POST /api/house/dice/play': {
          status: 422,
          body: { code: 'house.diceTargetInvalid', message: 'Please choose a target…' },
        },
      },
      'bn',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'খেলুন' }));
    expect(textOf(await screen.findByRole('alert'))).toContain(
      gamesBnMessages['house.diceTargetInvalid'],
    );
  });
});

describe('the Keno page', () => {
  it('plays only with picks, takes at most ten, and sends them in order', async () => {
    const { requests } = renderGame('keno', <KenoScreen />, {
      'POST /api/house/keno/play': {
        body: {
          bet: betOf(3, 1, 0, {
            game: 'keno',
            choice: { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
            result: { drawn: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], hits: [] },
          }),
          balance: 49,
        } satisfies HousePlayResponse,
      },
    });
    const play = await screen.findByRole('button', { name: 'Play' });
    expect(isDisabled(play)).toBe(true);
    expect(screen.getByText('Pick 1 to 10 numbers.')).toBeTruthy();
    for (let number = 12; number >= 1; number -= 1) {
      fireEvent.click(screen.getByRole('button', { name: String(number) }));
    }
    expect(screen.getByText('10 of 10 picked')).toBeTruthy();
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: '3, picked' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(play);
    expect(textOf(await screen.findByTestId('instant-round'))).toBe(
      '0 of 10 hit. Drawn: 11, 12, 13, 14, 15, 16, 17, 18, 19, 20',
    );
    const sent = requests.find((request) => request.url.pathname === '/api/house/keno/play');
    expect(sent?.body).toEqual({ picks: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12], stake: 1 });
  });
});

describe('the Limbo page', () => {
  it('says why a target it cannot take is refused', async () => {
    renderGame('limbo', <LimboScreen />, {});
    const target = await screen.findByLabelText('Target multiplier');
    fireEvent.change(target, { target: { value: '1000.5' } });
    const play = screen.getByRole('button', { name: 'Play' });
    expect(isDisabled(play)).toBe(true);
    expect(
      screen.getByText('Enter a target from 1.01 to 1000, at most two decimals.'),
    ).toBeTruthy();
    fireEvent.change(target, { target: { value: '4' } });
    expect(isDisabled(play)).toBe(false);
    expect(screen.getByText('24.75%')).toBeTruthy();
  });
});

describe('the Teen Patti page', () => {
  it('sends the bet chosen, names both hands and words the winner', async () => {
    // Player A♠ A♥ A♦ (a trail), Dealer 9♠ 9♥ 4♦ (a pair): cards are suit × 13 + rank.
    const bet = betOf(4, 2, 3.9, {
      game: 'teen-patti',
      choice: { bet: 'player' },
      result: { player: [0, 13, 26], dealer: [8, 21, 29] },
    });
    const { requests } = renderGame('teen-patti', <TeenPattiScreen />, {
      'POST /api/house/teen-patti/play': { body: { bet, balance: 51.9 } },
    });
    expect(await screen.findByText(/Return to player 97\.50% to 97\.86%/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pair Plus · pays up to 40 to 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Player beats Dealer · pays 0.95 to 1' }));
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(textOf(await screen.findByTestId('instant-round'))).toBe(
      'Player A♠ A♥ A♦ (Trail), Dealer 9♠ 9♥ 4♦ (Pair): Player wins',
    );
    expect(screen.getByText('Player · Trail')).toBeTruthy();
    const sent = requests.find((request) => request.url.pathname === '/api/house/teen-patti/play');
    expect(sent?.body).toEqual({ bet: 'player', stake: 2 });
  });
});

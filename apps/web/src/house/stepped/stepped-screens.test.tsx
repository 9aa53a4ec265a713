// Proves the stepped game pages against a stand-in server built from the real maths: Jacks or
// Better deals with a key, holds the tapped cards, draws with them and words the hand and the win;
// Hi-Lo shows what each guess pays, shuts a guess that cannot win, cashes out the amount the server
// floors to, resumes a round in play, and words a refusal in Bangla.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  gamesBnMessages,
  type HouseBet,
  type HousePlayResponse,
  type Language,
  type SteppedRound,
} from '@khela/contract';
import {
  blackjackAct,
  blackjackStart,
  blackjackView,
  hiloPayoutPaisa,
  hiloView,
  videoPokerView,
  type CardAt,
} from '@khela/house-games';
import { BlackjackScreen } from '../blackjack/blackjack-screen';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockHandler } from '../../testing/mock-fetch';
import { HiloScreen } from '../hilo/hilo-screen';
import { JacksOrBetterScreen } from '../jacks-or-better/jacks-or-better-screen';
import { HouseLanguageProvider } from '../shell/house-language';
import { HouseSessionProvider } from '../shell/house-session';
import { houseSessionFixture } from '../shell/session-fixture';

function betOf(
  stepped: SteppedRound,
  status: HouseBet['status'],
  stake: number,
  payout = 0,
): HouseBet {
  return {
    id: 21,
    game: stepped.game,
    status,
    stake,
    payout,
    created_at: '2026-12-01T08:00:00.000Z',
    seeds: { server_seed_hash: 'ab'.repeat(32), server_seed: null, client_seed: 'seed', nonce: 0 },
    slots: null,
    mines_game: null,
    instant: null,
    stepped,
  };
}

function renderGame(
  game: string,
  element: ReactElement,
  handlers: Record<string, MockHandler>,
  language: Language = 'en',
) {
  const session = houseSessionFixture(game, { balance: 50 });
  const mock = mockFetch({ 'GET /api/house/bets': { body: { data: [] } }, ...handlers });
  render(
    <HouseLanguageProvider language={language}>
      <HouseSessionProvider token="launch-token" data={session} onReload={() => undefined}>
        {element}
      </HouseSessionProvider>
    </HouseLanguageProvider>,
  );
  return mock;
}

const textOf = (element: Element) => element.textContent ?? '';
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

afterEach(() => vi.unstubAllGlobals());

// A♠ A♥ 7♦ 2♣ 9♠ dealt (cards: suit × 13 + rank, suits ♠ ♥ ♦ ♣), then 7♥ 7♠ 7♣ drawn: a full house.
const DEALT = [0, 13, 32, 40, 8];
const FINAL = [0, 13, 19, 6, 45];

describe('the Jacks or Better page', () => {
  it('deals with a key, holds the tapped cards, draws with them and words the win', async () => {
    const dealt = betOf(videoPokerView({ dealt: DEALT, held: null, final: null }), 'open', 2);
    const held = [true, true, false, false, false];
    const drawn = betOf(videoPokerView({ dealt: DEALT, held, final: FINAL }), 'won', 2, 18);
    const { requests } = renderGame('jacks-or-better', <JacksOrBetterScreen />, {
      'GET /api/house/jacks-or-better': { body: { bet: null, balance: 50 } },
      'POST /api/house/jacks-or-better/deal': {
        body: { bet: dealt, balance: 48 } satisfies HousePlayResponse,
      },
      'POST /api/house/jacks-or-better/draw': {
        body: { bet: drawn, balance: 66 } satisfies HousePlayResponse,
      },
    });
    expect(await screen.findByText(/Return to player 99\.54% · House edge 0\.46%/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Card 1, face down' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));

    expect(textOf(await screen.findByTestId('poker-status'))).toBe('Dealt: Jacks or better');
    const deal = requests.find((request) => request.url.pathname.endsWith('/deal'));
    expect(deal?.body).toEqual({ stake: 2 });
    expect(deal?.headers.get('idempotency-key')).toBeTruthy();
    const first = screen.getByRole('button', { name: /Card 1: A♠/ });
    fireEvent.click(first);
    fireEvent.click(screen.getByRole('button', { name: /Card 2: A♥/ }));
    fireEvent.click(screen.getByRole('button', { name: /Card 3: 7♦/ }));
    fireEvent.click(screen.getByRole('button', { name: /Card 3: 7♦/ }));
    expect(first.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));

    expect(textOf(await screen.findByTestId('stepped-result'))).toBe('You won ৳18.00 (9.00×).');
    const draw = requests.find((request) => request.url.pathname.endsWith('/draw'));
    expect(draw?.body).toEqual({ held });
    expect(screen.getByRole('img', { name: 'Card 3: 7♥' })).toBeTruthy();
    const fullHouse = screen.getByRole('row', { name: /Full house/ });
    expect(textOf(fullHouse)).toContain('9×');
    expect(fullHouse.className).toBe('poker-paytable__now');
    expect(textOf(screen.getByTestId('house-balance'))).toContain('৳66.00');
    expect(screen.getByRole('link', { name: 'Verify this round' }).getAttribute('href')).toBe(
      '/house/verify?bet=21',
    );
    expect(screen.getByRole('button', { name: 'Deal' })).toBeTruthy();
  });
});

describe('the Hi-Lo page', () => {
  // 7♣ first, then K♦ after "higher" (cards: suit × 13 + rank, suits ♠ ♥ ♦ ♣).
  const start = hiloView({ cards: [45], guesses: [] }, true);
  const climbed = hiloView({ cards: [45, 38], guesses: ['higher'] }, true);

  it('shows what each guess pays, shuts one that cannot win and cashes out the floored amount', async () => {
    const cashedOut = betOf(hiloView({ cards: [45, 38], guesses: ['higher'] }, false), 'won', 3);
    const payout = hiloPayoutPaisa(300 as never, climbed) / 100;
    const { requests } = renderGame('hilo', <HiloScreen />, {
      'GET /api/house/hilo': { body: { bet: null, balance: 50 } },
      'POST /api/house/hilo/start': { body: { bet: betOf(start, 'open', 3), balance: 47 } },
      'POST /api/house/hilo/guess': { body: { bet: betOf(climbed, 'open', 3), balance: 47 } },
      'POST /api/house/hilo/cashout': {
        body: { bet: { ...cashedOut, payout }, balance: 47 + payout },
      },
    });
    fireEvent.change(await screen.findByLabelText('Stake'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('img', { name: 'The card: 7♣' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Higher · 2.14×' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Same · 12.87×' })).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Win a guess to cash out' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Higher · 2.14×' }));

    expect(await screen.findByRole('img', { name: 'The card: K♦' })).toBeTruthy();
    expect(requests.at(-1)?.body).toEqual({ guess: 'higher' });
    expect(isDisabled(screen.getByRole('button', { name: 'Higher · cannot win' }))).toBe(true);
    expect(screen.getByRole('img', { name: 'The first card: 7♣' })).toBeTruthy();
    const cashOut = screen.getByTestId('hilo-cashout');
    expect(textOf(cashOut)).toBe(`Cash out ৳${payout.toFixed(2)}`);
    fireEvent.click(cashOut);
    expect(textOf(await screen.findByTestId('stepped-result'))).toMatch(/^You won ৳6\.43/);
  });

  it('resumes a round in play and words a refusal in Bangla', async () => {
    renderGame(
      'hilo',
      <HiloScreen />,
      {
        'GET /api/house/hilo': { body: { bet: betOf(climbed, 'open', 3), balance: 47 } },
        'POST /api/house/hilo/guess': {
          status: 409,
          body: { code: 'house.hiloNoSkipsLeft', message: 'No skips are left in this round.' },
        },
      },
      'bn',
    );
    const skip = await screen.findByRole('button', { name: /স্কিপ/ });
    fireEvent.click(skip);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(gamesBnMessages['house.hiloNoSkipsLeft']),
    );
  });
});

describe('the Blackjack page', () => {
  // 8♠ to the player, 6♦ to the dealer, 8♥ to the player; then 3♣ and A♦ to the split hands,
  // and the dealer's 10♠ and 2♥ for 18 (suits ♠ ♥ ♦ ♣ are 0 … 3; a card is suit × 13 + rank).
  const cards = [7, 31, 20, 41, 26, 9, 14];
  const cardAt: CardAt = (index) => cards[index] as number;
  const dealt = blackjackStart(1000 as never, cardAt);
  const split = blackjackAct(dealt, 'split', cardAt);
  const standFirst = blackjackAct(split, 'stand', cardAt);
  const over = blackjackAct(standFirst, 'stand', cardAt);

  it('shows the moves the hand allows, splits a pair into two hands and words each result', async () => {
    const answers = [standFirst, over];
    const { requests } = renderGame('blackjack', <BlackjackScreen />, {
      'GET /api/house/blackjack': { body: { bet: null, balance: 50 } },
      'POST /api/house/blackjack/deal': {
        body: { bet: betOf(blackjackView(dealt), 'open', 10), balance: 40 },
      },
      'POST /api/house/blackjack/act': ({ body }) => {
        const action = (body as { action: string }).action;
        const next = action === 'split' ? split : (answers.shift() ?? over);
        const isOver = next === over;
        return {
          body: {
            bet: betOf(blackjackView(next), isOver ? 'won' : 'open', 10, isOver ? 20 : 0),
            balance: isOver ? 50 : 30,
          },
        };
      },
    });
    fireEvent.change(await screen.findByLabelText('Stake'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    const splitButton = await screen.findByRole('button', { name: 'Split' });
    expect(screen.getByRole('button', { name: 'Double' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Insurance' })).toBeNull();
    expect(textOf(screen.getByTestId('blackjack-dealer'))).toContain('Dealer · 6');
    fireEvent.click(splitButton);
    expect(textOf(await screen.findByTestId('blackjack-hand-2'))).toContain('Hand 2 · soft 19');
    expect(textOf(screen.getByTestId('blackjack-hand-1'))).toContain('11 · playing');
    expect(screen.getByText(/On the table: ৳20\.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stand' }));
    await waitFor(() =>
      expect(screen.getByTestId('blackjack-hand-2').textContent).toContain('playing'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stand' }));
    expect(textOf(await screen.findByTestId('stepped-result'))).toBe('You won ৳20.00 (2.00×).');
    expect(textOf(screen.getByTestId('blackjack-hand-1'))).toContain('Lose');
    expect(textOf(screen.getByTestId('blackjack-hand-2'))).toContain('Win');
    expect(
      requests
        .filter((request) => request.url.pathname.endsWith('/act'))
        .map((request) => request.body),
    ).toEqual([{ action: 'split' }, { action: 'stand' }, { action: 'stand' }]);
  });
});

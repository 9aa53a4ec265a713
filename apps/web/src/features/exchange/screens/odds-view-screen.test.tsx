// Proves /odds-view against a stand-in server shaped as the contract says: the header, the score
// frame, Match Odds with best back and lay and taka sizes, Bookmaker and Fancy rows with their
// overlays, the Fancy tabs and empty text, the slip's preview and ladder, both placement calls
// with an Idempotency-Key, the 'Bet Matched' box and the balance asked again, a refusal in Bangla,
// a visitor sent to login, and the cash-out under Match Odds and Bookmaker.
import type {
  CashOutQuote,
  EventResponse,
  ExchangeBetResponse,
  MatchOddsResponse,
  RateBetResponse,
  SportsEventsResponse,
} from '@khela/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBalance } from '../../../shared/session/get-balance';
import { bookmakerQuoteOn, levelBookmakerQuote } from '../../../testing/cash-out-fixture';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { OddsViewScreen } from './odds-view-screen';

const matchOdds: MatchOddsResponse = [
  {
    marketId: '1.1',
    inplay: true,
    suspended: 0,
    ball_running: 0,
    runners: [
      {
        selectionId: 7,
        SelectionName: 'Sylhet',
        suspended: 0,
        ex: {
          availableToBack: [
            { price: 1.95, size: 50 },
            { price: 1.9, size: 100 },
          ],
          availableToLay: [{ price: 2.1, size: 30 }],
        },
      },
      {
        selectionId: 8,
        SelectionName: 'Khulna',
        suspended: 0,
        ex: { availableToBack: [], availableToLay: [] },
      },
    ],
    stake_limits: { min: 10, max: 500_000 },
  },
];

const event: EventResponse = {
  data: {
    items: {
      'e-1': {
        bookmaker: {
          'bm-1': {
            runners: [
              {
                selectionId: 7,
                runner: 'Sylhet',
                backPrice: 45,
                layPrice: 47,
                suspended: 0,
                ball_running: 0,
              },
              {
                selectionId: 8,
                runner: 'Khulna',
                backPrice: 110,
                layPrice: 115,
                suspended: 1,
                ball_running: 0,
              },
            ],
          },
        },
        fancy2: {
          'f-1': {
            title: '6 over runs Sylhet',
            type: 2,
            suspended: 0,
            ball_running: 0,
            no: 45,
            no_rate: 100,
            yes: 46,
            yes_rate: 90,
          },
          'f-2': {
            title: 'Next ball odd',
            type: 6,
            suspended: 0,
            ball_running: 1,
            no: 0,
            no_rate: 106,
            yes: 1,
            yes_rate: 95,
          },
          'f-3': {
            title: 'Over 3 runs, last digit',
            type: 5,
            suspended: 0,
            ball_running: 0,
            no: 4,
            no_rate: 96,
            yes: 5,
            yes_rate: 86,
          },
        },
      },
    },
  },
};

const sportsEvents: SportsEventsResponse = [
  {
    MarketId: '1.1',
    EventId: 'e-1',
    Event: 'Sylhet v Khulna',
    OpenDate: '2026-11-24T10:00:00.000Z',
    Fancy: true,
    Bookmaker: true,
    InPlay: true,
  },
];

const placedBet: ExchangeBetResponse = {
  bet: {
    id: 1,
    market_id: '1.1',
    selection_id: 7,
    side: 'back',
    odds: 2,
    stake: 100,
    matched: 100,
    unmatched: 0,
    cancelled: 0,
    average_odds: 2,
    status: 'matched',
    profit: null,
    placed_at: '2026-11-23T10:00:00.000Z',
  },
  balance: 900,
  exposure: 100,
};

const rateBet: RateBetResponse = {
  bet: {
    id: 2,
    market_id: 'f-1',
    selection_id: null,
    side: 'yes',
    rate: 90,
    no_line: 45,
    yes_line: 46,
    stake: 500,
    status: 'matched',
    profit: null,
    placed_at: '2026-11-23T10:00:00.000Z',
  },
  balance: 500,
  exposure: 500,
};

function noPosition(marketId: string, kind: CashOutQuote['kind']): CashOutQuote {
  return {
    market_id: marketId,
    kind,
    min_stake: 10,
    runners: [],
    cash_out: null,
    unavailable: 'no-position',
  };
}

/** ৳100 backed on Sylhet at 3.00: +৳200 / −৳100, a lay of ৳150 at 2.10 levels it at ৳50. */
const matchOddsPosition: CashOutQuote = {
  market_id: '1.1',
  kind: 'match_odds',
  min_stake: 10,
  runners: [
    { selection_id: 7, name: 'Sylhet', pnl: 200, after: 50 },
    { selection_id: 8, name: 'Khulna', pnl: -100, after: 50 },
  ],
  cash_out: {
    value: 50,
    bets: [{ selection_id: 7, side: 'lay', stake: 150, price: 2.1, rate: null }],
  },
  unavailable: null,
};

/** ৳100 backed on Sylhet at rate 90 on the Bookmaker; the house lays it at 47 now. */
const sylhetBookmakerQuote = bookmakerQuoteOn('bm-1', [
  { selection_id: 7, name: 'Sylhet' },
  { selection_id: 8, name: 'Khulna' },
]);

function serve(extra: Record<string, MockHandler> = {}, eventAnswer: EventResponse = event) {
  return mockFetch({
    ...siteHandlers,
    'GET /api/match-odds/1.1': { body: matchOdds },
    'GET /api/event/e-1': { body: eventAnswer },
    'GET /api/sports-events/cricket': { body: sportsEvents },
    'GET /api/exchange/markets/1.1/cash-out': { body: noPosition('1.1', 'match_odds') },
    'GET /api/exchange/markets/bm-1/cash-out': { body: noPosition('bm-1', 'bookmaker') },
    'GET /api/score/board/e-1': {
      body: "<html><iframe src='https://score.example/e-1'></iframe></html>",
    },
    ...extra,
  });
}

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

function BalanceProbe() {
  const balance = useBalance();
  return <p data-testid="balance">{balance.data ?? 'none'}</p>;
}

function renderScreen(language: 'en' | 'bn' = 'en') {
  return renderWithProviders(
    <>
      <BalanceProbe />
      <OddsViewScreen />
    </>,
    { route: '/odds-view?marketId=1.1&eventId=e-1', language },
  );
}

afterEach(() => window.localStorage.clear());

describe('odds view', () => {
  it('shows the event, the score frame and the three blocks with their prices', async () => {
    serve();
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Sylhet v Khulna' })).toBeTruthy();
    expect(await screen.findByText('In-Play')).toBeTruthy();
    expect((await screen.findByTitle('Live score')).getAttribute('src')).toBe(
      'https://score.example/e-1',
    );

    const [sylhet, khulna] = await screen.findAllByTestId('match-odds-row');
    expect(
      within(sylhet!).getByRole('button', { name: 'Back Sylhet at 1.95' }).textContent,
    ).toContain('1.95৳50');
    expect(
      within(sylhet!).getByRole('button', { name: 'Lay Sylhet at 2.1' }).textContent,
    ).toContain('2.1৳30');
    expect(within(khulna!).queryByRole('button')).toBeNull();
    expect(screen.queryAllByTestId('odds-overlay')).not.toHaveLength(0);
    for (const row of [sylhet!, khulna!])
      expect(within(row).queryByTestId('odds-overlay')).toBeNull();

    const bookmaker = screen.getAllByTestId('bookmaker-row');
    expect(within(bookmaker[0]!).queryByTestId('odds-overlay')).toBeNull();
    expect(within(bookmaker[1]!).getByTestId('odds-overlay').textContent).toContain('Suspend');

    const fancy = screen.getAllByTestId('fancy-row');
    expect(fancy).toHaveLength(3);
    expect(
      within(fancy[0]!).getByRole('button', { name: 'No 6 over runs Sylhet at 45 (100)' }),
    ).toBeTruthy();
    expect(within(fancy[1]!).getByTestId('odds-overlay').textContent).toContain('Ball Running');
  });

  it('bands Match Odds with Suspend or Ball Running while it takes no bets', async () => {
    let market = { suspended: 1, ball_running: 0 };
    serve({
      'GET /api/match-odds/1.1': () => ({ body: [{ ...matchOdds[0]!, ...market }] }),
    });
    renderScreen();
    const rows = await screen.findAllByTestId('match-odds-row');
    for (const row of rows) {
      expect(within(row).getByTestId('odds-overlay').textContent).toBe('Suspend');
    }
    market = { suspended: 0, ball_running: 1 };
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('match-odds-row')[0]!).getByTestId('odds-overlay').textContent,
      ).toBe('Ball Running'),
    );
    market = { suspended: 0, ball_running: 0 };
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('match-odds-row')[0]!).queryByTestId('odds-overlay'),
      ).toBeNull(),
    );
  });

  it('asks our own score page in Bangla for a Bangla player, another host as it is', async () => {
    serve({
      'GET /api/score/board/e-1': {
        body: "<html><iframe src='/exchange-score/e-1'></iframe></html>",
      },
      'GET /exchange-score/e-1': { body: '<h1>Dhaka 10/0</h1>' },
    });
    renderScreen('bn');
    expect((await screen.findByTitle('লাইভ স্কোর')).getAttribute('src')).toBe(
      '/exchange-score/e-1?lang=bn&refresh=off',
    );
  });

  it('loads our own score page again only when the score has changed', async () => {
    let score = '<h1>Dhaka 10/0</h1>';
    const { requests } = serve({
      'GET /api/score/board/e-1': {
        body: "<html><iframe src='/exchange-score/e-1'></iframe></html>",
      },
      'GET /exchange-score/e-1': () => ({ body: score }),
    });
    renderScreen();
    const first = await screen.findByTitle('Live score');
    const reads = () => requests.filter((call) => call.url.pathname === '/exchange-score/e-1');
    await waitFor(() => expect(reads()).toHaveLength(1));
    // The first read is what the frame already shows: the same frame stays.
    expect(screen.getByTitle('Live score')).toBe(first);
    score = '<h1>Dhaka 14/0</h1>';
    await waitFor(() => expect(screen.getByTitle('Live score')).not.toBe(first), {
      timeout: 5000,
    });
    expect(screen.getByTitle('Live score').getAttribute('src')).toBe(
      '/exchange-score/e-1?refresh=off',
    );
  });

  it('filters Fancy by tab and says when a tab is empty', async () => {
    serve();
    renderScreen();
    await screen.findAllByTestId('fancy-row');
    fireEvent.click(screen.getByRole('button', { name: 'Odd/Even' }));
    expect(screen.getAllByTestId('fancy-row')).toHaveLength(1);
    expect(screen.getByText('Next ball odd')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Khadda' }));
    expect(screen.queryAllByTestId('fancy-row')).toHaveLength(0);
    expect(screen.getByText('No fancy bets available')).toBeTruthy();
  });

  it('reads Lottery lines as last digits and Odd/Even lines as words, in the slip too', async () => {
    signIn();
    serve({ 'POST /api/balance': { body: { balance: 1000 } } });
    renderScreen();
    await screen.findAllByTestId('fancy-row');
    fireEvent.click(screen.getByRole('button', { name: 'Odd/Even' }));
    expect(screen.getByRole('button', { name: 'No Next ball odd at Even (106)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes Next ball odd at Odd (95)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lottery' }));
    expect(
      screen.getByRole('button', { name: 'No Over 3 runs, last digit at 0–4 (96)' }),
    ).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Yes Over 3 runs, last digit at 5–9 (86)' }),
    );
    expect(screen.getByTestId('slip-line').textContent).toBe('5–9');
  });

  it('says so when the event has no fancy markets at all', async () => {
    serve({}, { data: { items: { 'e-1': { fancy2: {}, bookmaker: {} } } } });
    renderScreen();
    expect(await screen.findByText('No fancy bets available')).toBeTruthy();
    expect(screen.getByText('No bookmaker market for this match.')).toBeTruthy();
  });

  it('backs at odds stepped on the ladder, shows Bet Matched and asks the balance again', async () => {
    signIn();
    let balance = 1000;
    const { requests } = serve({
      'POST /api/balance': () => ({ body: { balance } }),
      'POST /api/exchange/bets': () => {
        balance = 900;
        return { body: placedBet };
      },
    });
    renderScreen();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('1000'));
    fireEvent.click(await screen.findByRole('button', { name: 'Back Sylhet at 1.95' }));

    const slip = screen.getByRole('dialog', { name: /Sylhet/ });
    fireEvent.change(within(slip).getByLabelText('Stake (৳)'), { target: { value: '100' } });
    expect(within(slip).getByTestId('slip-profit').textContent).toContain('৳95.00');
    expect(within(slip).getByTestId('slip-liability').textContent).toContain('৳100.00');
    fireEvent.click(within(slip).getByRole('button', { name: 'Higher odds' }));
    fireEvent.click(within(slip).getByRole('button', { name: 'Higher odds' }));
    fireEvent.click(within(slip).getByRole('button', { name: 'Higher odds' }));
    fireEvent.click(within(slip).getByRole('button', { name: 'Higher odds' }));
    fireEvent.click(within(slip).getByRole('button', { name: 'Higher odds' }));
    fireEvent.click(within(slip).getByRole('button', { name: 'Higher odds' }));
    expect(within(slip).getByTestId('slip-odds').textContent).toContain('2.02');
    fireEvent.click(within(slip).getByRole('button', { name: 'Lower odds' }));
    expect(within(slip).getByTestId('slip-odds').textContent).toContain('2.00');
    expect(within(slip).getByTestId('slip-profit').textContent).toContain('৳100.00');

    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    const box = await screen.findByRole('dialog', { name: 'Bet Matched' });
    expect(within(box).getByTestId('bet-matched').textContent).toContain(
      'SideBackSelectionSylhetStake৳100.00Odds2',
    );
    const placement = requests.find((request) => request.url.pathname === '/api/exchange/bets');
    expect(placement?.body).toEqual({
      market_id: '1.1',
      selection_id: 7,
      side: 'back',
      odds: 2,
      stake: 100,
    });
    expect(placement?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('900'));
  });

  it('says when a bet waits in the book unmatched', async () => {
    signIn();
    serve({
      'POST /api/balance': { body: { balance: 1000 } },
      'POST /api/exchange/bets': {
        body: {
          ...placedBet,
          bet: { ...placedBet.bet, odds: 2.1, matched: 0, unmatched: 100, average_odds: null },
        },
      },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Lay Sylhet at 2.1' }));
    fireEvent.click(screen.getByRole('button', { name: '100' }));
    expect(screen.getByTestId('slip-liability').textContent).toContain('৳110.00');
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const box = await screen.findByRole('dialog', { name: 'Bet Waiting' });
    expect(within(box).getByText(/Not matched yet: the bet waits in the book/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Bet Matched' })).toBeNull();
  });

  it('takes a Fancy Yes at the line and rate shown, with a quick stake', async () => {
    signIn();
    const { requests } = serve({
      'POST /api/balance': { body: { balance: 1000 } },
      'POST /api/exchange/rate-bets': { body: rateBet },
    });
    renderScreen();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Yes 6 over runs Sylhet at 46 (90)' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    expect(screen.getByTestId('slip-profit').textContent).toContain('৳450.00');
    expect(screen.getByTestId('slip-liability').textContent).toContain('৳500.00');
    expect(screen.queryByRole('button', { name: 'Higher odds' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByRole('dialog', { name: 'Bet Matched' });
    const placement = requests.find(
      (request) => request.url.pathname === '/api/exchange/rate-bets',
    );
    expect(placement?.body).toEqual({
      market_id: 'f-1',
      side: 'yes',
      rate: 90,
      line: 46,
      stake: 500,
    });
    expect(placement?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('after the rate moved, offers the new line and rate and sends them when taken', async () => {
    signIn();
    let refused = false;
    const moved: EventResponse = structuredClone(event);
    const movedFancy = moved.data.items['e-1']!.fancy2['f-1']!;
    movedFancy.yes = 47;
    movedFancy.yes_rate = 95;
    const { requests } = serve({
      'POST /api/balance': { body: { balance: 1000 } },
      'GET /api/event/e-1': () => ({ body: refused ? moved : event }),
      'POST /api/exchange/rate-bets': (request) => {
        const body = request.body as { rate: number };
        if (body.rate === 90) {
          refused = true;
          return {
            status: 409,
            body: { message: 'The rate has changed. Please check the new rate and try again.' },
          };
        }
        return { body: { ...rateBet, bet: { ...rateBet.bet, rate: 95, yes_line: 47 } } };
      },
    });
    renderScreen();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Yes 6 over runs Sylhet at 46 (90)' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(
      await screen.findByText('The rate has changed. Please check the new rate and try again.'),
    ).toBeTruthy();
    expect(await screen.findByText('The line is now 47 at 95.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take the new rate' }));
    expect(screen.getByTestId('slip-line').textContent).toBe('47');
    expect(screen.getByTestId('slip-rate').textContent).toBe('95');
    expect(screen.getByTestId('slip-profit').textContent).toContain('৳475.00');
    expect(screen.queryByText('The line is now 47 at 95.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByRole('dialog', { name: 'Bet Matched' });
    const placements = requests.filter(
      (request) => request.url.pathname === '/api/exchange/rate-bets',
    );
    expect(placements.map((request) => request.body)).toEqual([
      { market_id: 'f-1', side: 'yes', rate: 90, line: 46, stake: 500 },
      { market_id: 'f-1', side: 'yes', rate: 95, line: 47, stake: 500 },
    ]);
    // A new attempt, so a new Idempotency-Key.
    expect(placements[0]?.headers.get('Idempotency-Key')).not.toBe(
      placements[1]?.headers.get('Idempotency-Key'),
    );
  });

  it('lays a Bookmaker runner by its selection id', async () => {
    signIn();
    const { requests } = serve({
      'POST /api/balance': { body: { balance: 1000 } },
      'POST /api/exchange/rate-bets': {
        body: { ...rateBet, bet: { ...rateBet.bet, side: 'lay', selection_id: 7, rate: 47 } },
      },
    });
    renderScreen();
    const [sylhet] = await screen.findAllByTestId('bookmaker-row');
    fireEvent.click(within(sylhet!).getByRole('button', { name: 'Lay Sylhet at 47' }));
    fireEvent.change(screen.getByLabelText('Stake (৳)'), { target: { value: '100' } });
    expect(screen.getByTestId('slip-liability').textContent).toContain('৳47.00');
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByRole('dialog', { name: 'Bet Matched' });
    expect(
      requests.find((request) => request.url.pathname === '/api/exchange/rate-bets')?.body,
    ).toEqual({ market_id: 'bm-1', selection_id: 7, side: 'lay', rate: 47, stake: 100 });
  });

  it('shows a refusal in Bangla and keeps the slip open', async () => {
    signIn();
    serve({
      'POST /api/balance': { body: { balance: 10 } },
      'POST /api/exchange/bets': {
        status: 422,
        body: { message: 'Your balance is not enough for this bet.' },
      },
    });
    renderScreen('bn');
    fireEvent.click(await screen.findByRole('button', { name: 'Sylhet — ব্যাক, দর 1.95' }));
    fireEvent.change(screen.getByLabelText('স্টেক (৳)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'বেট করুন' }));
    expect(await screen.findByText('এই বেটের জন্য আপনার ব্যালেন্স যথেষ্ট নয়।')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'বেট ম্যাচড' })).toBeNull();
  });

  it('asks for a stake before sending anything', async () => {
    signIn();
    const { requests } = serve({ 'POST /api/balance': { body: { balance: 10 } } });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Back Sylhet at 1.95' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Please enter a stake.')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/exchange/bets')).toBe(false);
  });

  it("shows the market's stake limits, keeps letters out and refuses outside them unsent", async () => {
    signIn();
    const { requests } = serve({ 'POST /api/balance': { body: { balance: 1000 } } });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Back Sylhet at 1.95' }));
    const slip = screen.getByRole('dialog', { name: /Sylhet/ });
    expect(within(slip).getByTestId('slip-limits').textContent).toBe('Min ৳10 · Max ৳5,00,000');
    const stake = within(slip).getByLabelText('Stake (৳)');
    expect(stake.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(stake, { target: { value: '0.5x' } });
    expect((stake as HTMLInputElement).value).toBe('0.5');
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(
      await within(slip).findByText(
        'The stake on this market must be from ৳10.00 to ৳5,00,000.00.',
      ),
    ).toBeTruthy();
    fireEvent.change(stake, { target: { value: '999999' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByRole('alert')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/exchange/bets')).toBe(false);
  });

  it('says the stake limits in Bangla', async () => {
    signIn();
    serve({ 'POST /api/balance': { body: { balance: 1000 } } });
    renderScreen('bn');
    fireEvent.click(await screen.findByRole('button', { name: 'Sylhet — ব্যাক, দর 1.95' }));
    expect(screen.getByTestId('slip-limits').textContent).toBe('সর্বনিম্ন ৳১০ · সর্বোচ্চ ৳৫,০০,০০০');
    fireEvent.change(screen.getByLabelText('স্টেক (৳)'), { target: { value: '৫' } });
    fireEvent.click(screen.getByRole('button', { name: 'বেট করুন' }));
    expect(
      await screen.findByText('এই মার্কেটে স্টেক ৳১০.০০ থেকে ৳৫,০০,০০০.০০ এর মধ্যে হতে হবে।'),
    ).toBeTruthy();
  });

  it('polls for a visitor and flashes a price that went up', async () => {
    let reads = 0;
    const runner = matchOdds[0]!.runners[0]!;
    serve({
      'GET /api/match-odds/1.1': () => {
        reads += 1;
        const price = reads === 1 ? 1.95 : 2;
        const moved = { ...runner, ex: { ...runner.ex, availableToBack: [{ price, size: 50 }] } };
        return { body: [{ ...matchOdds[0]!, runners: [moved] }] };
      },
    });
    renderScreen();
    await screen.findByRole('button', { name: 'Back Sylhet at 1.95' });
    // The flash lasts 600 ms: checked at the DOM change that shows it, since a busy machine may
    // run the next poll late.
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Back Sylhet at 2' }).className).toContain(
          'price-cell--up',
        ),
      { timeout: 5_000 },
    );
  });

  it('sends a visitor who taps a price to login', async () => {
    serve();
    const { pathname } = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Back Sylhet at 1.95' }));
    expect(pathname()).toBe('/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a member the position and cashes it out with the quoted hedge, then says it is level', async () => {
    signIn();
    const quote = matchOddsPosition;
    const level: CashOutQuote = {
      ...quote,
      runners: [
        { selection_id: 7, name: 'Sylhet', pnl: 50, after: 50 },
        { selection_id: 8, name: 'Khulna', pnl: 50, after: 50 },
      ],
      cash_out: { value: 50, bets: [] },
    };
    let hedged = false;
    const { requests } = serve({
      'GET /api/exchange/markets/1.1/cash-out': () => ({ body: hedged ? level : quote }),
      'POST /api/exchange/bets': () => {
        hedged = true;
        return { body: placedBet };
      },
    });
    renderScreen();
    const panel = await screen.findByTestId('cash-out');
    expect(within(panel).getByText('+৳200.00')).toBeTruthy();
    expect(within(panel).getByText('−৳100.00')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Cash out +৳50.00' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status').textContent).toBe(
        'Cashed out: +৳50.00 whichever runner wins.',
      ),
    );
    const hedge = requests.find((request) => request.url.pathname === '/api/exchange/bets');
    expect(hedge?.body).toEqual({
      market_id: '1.1',
      selection_id: 7,
      side: 'lay',
      odds: 2.1,
      stake: 150,
    });
    expect(hedge?.headers.get('idempotency-key')).toBeTruthy();
    expect(
      within(panel).getByText('Your position is level: the same whichever runner wins.'),
    ).toBeTruthy();
  });

  it('cashes out a part: each hedge stake scaled by the share chosen', async () => {
    signIn();
    const quote: CashOutQuote = {
      ...matchOddsPosition,
      cash_out: {
        value: 50,
        bets: [{ selection_id: 7, side: 'lay', stake: 150.55, price: 2.1, rate: null }],
      },
    };
    const { requests } = serve({
      'GET /api/exchange/markets/1.1/cash-out': { body: quote },
      'POST /api/exchange/bets': { body: placedBet },
    });
    renderScreen();
    const panel = await screen.findByTestId('cash-out');
    fireEvent.change(within(panel).getByLabelText('Cash out 100% of the position'), {
      target: { value: '30' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Cash out 30% · +৳15.00' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status').textContent).toBe(
        'Part cashed out: the rest of your position still rides.',
      ),
    );
    const hedge = requests.find((request) => request.url.pathname === '/api/exchange/bets');
    // 30 % of ৳150.55 is ৳45.165, floored to the paisa.
    expect(hedge?.body).toMatchObject({ side: 'lay', stake: 45.16 });
  });

  it('reads the position and its cash-out in Bangla', async () => {
    signIn();
    serve({ 'GET /api/exchange/markets/1.1/cash-out': { body: matchOddsPosition } });
    renderScreen('bn');
    const panel = await screen.findByTestId('cash-out');
    expect(within(panel).getByRole('heading').textContent).toBe('আপনার পজিশন');
    expect(within(panel).getByRole('button', { name: 'ক্যাশ আউট +৳৫০.০০' })).toBeTruthy();
  });

  it('cashes a Bookmaker position out at the house rate through the rate-bet call', async () => {
    signIn();
    const quote = sylhetBookmakerQuote;
    const level = levelBookmakerQuote(quote);
    let hedged = false;
    const { requests } = serve({
      'GET /api/exchange/markets/bm-1/cash-out': () => ({ body: hedged ? level : quote }),
      'POST /api/exchange/rate-bets': () => {
        hedged = true;
        return { body: rateBet };
      },
    });
    renderScreen();
    const panel = await screen.findByRole('region', { name: 'Your Bookmaker position' });
    expect(panel.dataset['market']).toBe('bm-1');
    fireEvent.click(within(panel).getByRole('button', { name: 'Cash out +৳29.25' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status').textContent).toBe(
        'Cashed out: +৳29.25 whichever runner wins.',
      ),
    );
    const hedge = requests.find((request) => request.url.pathname === '/api/exchange/rate-bets');
    expect(hedge?.body).toEqual({
      market_id: 'bm-1',
      selection_id: 7,
      side: 'lay',
      rate: 47,
      stake: 129.25,
    });
    expect(hedge?.headers.get('idempotency-key')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/exchange/bets')).toBe(false);
  });

  it('says the rate moved when the house refuses it, and reads the quote again', async () => {
    signIn();
    const quote = sylhetBookmakerQuote;
    const { requests } = serve({
      'GET /api/exchange/markets/bm-1/cash-out': { body: quote },
      'POST /api/exchange/rate-bets': {
        status: 409,
        body: { message: 'The rate has changed. Please check the new rate and try again.' },
      },
    });
    renderScreen();
    const panel = await screen.findByRole('region', { name: 'Your Bookmaker position' });
    const reads = () =>
      requests.filter((request) => request.url.pathname === '/api/exchange/markets/bm-1/cash-out')
        .length;
    const before = reads();
    fireEvent.click(within(panel).getByRole('button', { name: 'Cash out +৳29.25' }));
    await waitFor(() =>
      expect(within(panel).getByRole('alert').textContent).toBe(
        'The house’s rate changed before the cash-out was taken. The figures above are the new ones: try again.',
      ),
    );
    expect(reads()).toBeGreaterThan(before);
  });

  it.each([
    [
      'en',
      'No cash-out now: evening your position out would need a bet below this market’s minimum stake of ৳10.00.',
    ],
    [
      'bn',
      'এখন ক্যাশ আউট নেই: পজিশন সমান করতে এই মার্কেটের সর্বনিম্ন স্টেক ৳১০.০০-এর চেয়ে কম বাজি লাগবে।',
    ],
  ] as const)(
    'says in %s when the hedge would be below the minimum stake',
    async (language, text) => {
      signIn();
      serve({
        'GET /api/exchange/markets/bm-1/cash-out': {
          body: {
            market_id: 'bm-1',
            kind: 'bookmaker',
            min_stake: 10,
            runners: [
              { selection_id: 7, name: 'Sylhet', pnl: 4.5, after: null },
              { selection_id: 8, name: 'Khulna', pnl: -10, after: null },
            ],
            cash_out: null,
            unavailable: 'below-minimum',
          } satisfies CashOutQuote,
        },
      });
      renderScreen(language);
      const panel = await screen.findByTestId('cash-out');
      expect(within(panel).getByText(text)).toBeTruthy();
      expect(within(panel).queryByRole('button')).toBeNull();
    },
  );

  it('offers no share of a hedge whose stakes would fall below the minimum', async () => {
    signIn();
    serve({
      'GET /api/exchange/markets/1.1/cash-out': {
        body: {
          ...matchOddsPosition,
          // ৳25: 40 % is ৳10, the least the market takes.
          cash_out: {
            value: 8,
            bets: [{ selection_id: 7, side: 'lay', stake: 25, price: 2.1, rate: null }],
          },
        } satisfies CashOutQuote,
      },
    });
    renderScreen();
    const panel = await screen.findByTestId('cash-out');
    const slider = within(panel).getByLabelText('Cash out 100% of the position');
    expect(slider.getAttribute('min')).toBe('40');
  });
});

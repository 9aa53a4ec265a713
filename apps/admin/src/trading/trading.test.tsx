import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MarketLiabilityResponse, TradingEventResponse, TradingMarket } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

const me = meAnswer('trader', { id: 1, username: 'trader1' });

const event = {
  id: 'ev-1',
  name: 'Dhaka v Sylhet',
  sport: 'cricket' as const,
  status: 'in_play' as const,
  open_date: '2026-11-23T10:00:00.000Z',
  markets: 2,
  open_markets: 2,
};

const matchOdds: TradingMarket = {
  market_id: '1.mo',
  kind: 'match_odds',
  name: 'Match Odds',
  status: 'open',
  ball_running: false,
  held: false,
  result: null,
  fancy_type: null,
  line: null,
  runners: [
    { selection_id: 101, name: 'Dhaka' },
    { selection_id: 102, name: 'Sylhet' },
  ],
  matched_volume: 100,
  liability: 40,
  matched_bets: 2,
  unmatched_bets: 1,
  players: 2,
};

const fancy: TradingMarket = {
  ...matchOdds,
  market_id: 'fo.1',
  kind: 'fancy',
  name: '6 over runs Dhaka',
  fancy_type: 2,
  line: { no_line: 45, no_rate: 100, yes_line: 46, yes_rate: 90 },
  runners: [],
  liability: 90,
  matched_bets: 1,
  unmatched_bets: 0,
  players: 1,
};

const eventDetail: TradingEventResponse = { event, markets: [matchOdds, fancy] };

const moLiability: MarketLiabilityResponse = {
  market_id: '1.mo',
  kind: 'match_odds',
  status: 'open',
  worst_case: 40,
  players_exposure: 250,
  matched_volume: 100,
  matched_bets: 2,
  unmatched_bets: 1,
  outcomes: [
    { key: 101, label: 'Dhaka', matched_volume: 100, players_pnl: 40, house_pnl: -40 },
    { key: 102, label: 'Sylhet', matched_volume: 0, players_pnl: -40, house_pnl: 40 },
  ],
  players: [
    {
      user_id: 7,
      username: 'rahim77',
      exposure: 100,
      matched_bets: 1,
      unmatched_bets: 0,
      pnl: [
        { key: 101, pnl: 100 },
        { key: 102, pnl: -100 },
      ],
      market_maker: false,
    },
    {
      user_id: 8,
      username: 'karim88',
      exposure: 150,
      matched_bets: 1,
      unmatched_bets: 1,
      pnl: [
        { key: 101, pnl: -60 },
        { key: 102, pnl: 60 },
      ],
      market_maker: false,
    },
  ],
  at_runs: null,
};

const fancyLiability = (runs: number | null): MarketLiabilityResponse => ({
  ...moLiability,
  market_id: 'fo.1',
  kind: 'fancy',
  worst_case: 90,
  players_exposure: 100,
  matched_bets: 1,
  unmatched_bets: 0,
  outcomes: [
    { key: 45, label: '45 runs', matched_volume: null, players_pnl: -100, house_pnl: 100 },
    { key: 46, label: '46 runs', matched_volume: null, players_pnl: 90, house_pnl: -90 },
  ],
  players: [{ ...moLiability.players[0]!, pnl: [] }],
  at_runs: runs === null ? null : { runs, players_pnl: 90, house_pnl: -90, winning_bets: 1 },
});

describe('Trading', () => {
  it('lists events with their state and keeps the filters in the address', async () => {
    signedIn('trader');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me },
      'GET /admin-api/exchange/events': { body: { data: [event] } },
    });
    renderConsole('/trading');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByRole('link', { name: 'Dhaka v Sylhet' }).getAttribute('href')).toBe(
      '/trading/ev-1',
    );
    expect(within(row).getByText('In play')).toBeTruthy();
    expect(within(row).getByText('2 open of 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'in_play' } });
    await waitFor(() =>
      expect(requests.some((request) => request.url.searchParams.get('status') === 'in_play')).toBe(
        true,
      ),
    );
  });

  it('says so when there are no events, and shows an error with Try again', async () => {
    signedIn('trader');
    let fail = true;
    mockFetch({
      'GET /admin-api/me': { body: me },
      'GET /admin-api/exchange/events': () =>
        fail ? { status: 500, body: { message: 'Database down.' } } : { body: { data: [] } },
    });
    renderConsole('/trading');
    expect((await screen.findByRole('alert')).textContent).toContain('Database down.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/No events yet/);
  });

  it('shows a market’s liability and settles it with a winner after a review', async () => {
    signedIn('trader');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me },
      'GET /admin-api/exchange/events/ev-1': { body: eventDetail },
      'GET /admin-api/exchange/markets/1.mo/liability': { body: moLiability },
      'POST /admin-api/exchange/markets/1.mo/settle': {
        body: { market_id: '1.mo', status: 'settled', players: 2, commission: 2 },
      },
    });
    renderConsole('/trading/ev-1');
    const markets = await screen.findByRole('table', { name: 'Markets' });
    expect(within(markets).getAllByRole('row')[1]!.textContent).toContain('৳40.00');
    fireEvent.click(screen.getByRole('button', { name: 'Manage Match Odds' }));
    const liability = await screen.findByRole('region', { name: 'Liability' });
    await within(liability).findByText('rahim77');
    expect(within(liability).getByText('৳250.00')).toBeTruthy();
    const byOutcome = within(liability).getByRole('table', { name: 'By outcome' });
    expect(within(byOutcome).getAllByRole('row')[1]!.textContent).toContain('−৳40.00');

    fireEvent.click(screen.getByRole('button', { name: 'Review settlement' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose the winner.');
    fireEvent.change(screen.getByLabelText('Winner'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review settlement' }));
    const review = screen.getByRole('group', { name: 'Review' });
    expect(review.textContent).toContain('Settle Match Odds with Dhaka');
    expect(review.textContent).toContain('pays out 2 matched bets of 2 players');
    expect(review.textContent).toContain('; 1 unmatched bet is cancelled');
    expect(review.textContent).toContain('House −৳40.00');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(review).getByRole('button', { name: 'Settle market' }));
    await screen.findByText('Market settled: 2 players paid.');
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ winner_selection_id: 101 });
  });

  it('suspends and voids only after the review, and shows the server’s refusal', async () => {
    signedIn('trader');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me },
      'GET /admin-api/exchange/events/ev-1': { body: eventDetail },
      'GET /admin-api/exchange/markets/1.mo/liability': { body: moLiability },
      'POST /admin-api/exchange/markets/1.mo/status': {
        body: { market_id: '1.mo', status: 'suspended' },
      },
      'POST /admin-api/exchange/markets/1.mo/settle': {
        status: 409,
        body: { message: 'This market has already been settled.' },
      },
    });
    renderConsole('/trading/ev-1?market=1.mo');
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const review = screen.getByRole('group', { name: 'Review' });
    expect(review.textContent).toContain('new bets are refused until you resume it');
    fireEvent.click(within(review).getByRole('button', { name: 'Suspend market' }));
    await screen.findByText('Market suspended.');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      status: 'suspended',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    const voidReview = screen.getByRole('group', { name: 'Review' });
    expect(voidReview.textContent).toContain('every matched stake goes back');
    fireEvent.click(within(voidReview).getByRole('button', { name: 'Void market' }));
    expect((await within(voidReview).findByRole('alert')).textContent).toBe(
      'This market has already been settled.',
    );
    expect(requests.filter((request) => request.url.pathname.endsWith('/settle'))[0]?.body).toEqual(
      { void: true },
    );
  });

  it('settles a Fancy line by the runs with what that result pays in the review', async () => {
    signedIn('trader');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me },
      'GET /admin-api/exchange/events/ev-1': { body: eventDetail },
      'GET /admin-api/exchange/markets/fo.1/liability': (request) => {
        const runs = request.url.searchParams.get('runs');
        return { body: fancyLiability(runs === null ? null : Number(runs)) };
      },
      'POST /admin-api/exchange/markets/fo.1/settle': {
        body: { market_id: 'fo.1', status: 'settled', players: 1, commission: 0 },
      },
    });
    renderConsole('/trading/ev-1?market=fo.1');
    fireEvent.change(await screen.findByLabelText('Result (runs)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review settlement' }));
    const review = screen.getByRole('group', { name: 'Review' });
    await within(review).findByText(/House −৳90.00/);
    expect(review.textContent).toContain('with 50 runs');
    fireEvent.click(within(review).getByRole('button', { name: 'Settle market' }));
    await screen.findByText('Market settled: 1 player paid.');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ runs: 50 });
  });

  it('tells the trader that a Lottery line settles on the last digit of the runs entered', async () => {
    signedIn('trader');
    const lottery: TradingMarket = { ...fancy, name: 'Over 3 runs, last digit', fancy_type: 5 };
    mockFetch({
      'GET /admin-api/me': { body: me },
      'GET /admin-api/exchange/events/ev-1': {
        body: { event, markets: [matchOdds, lottery] } satisfies TradingEventResponse,
      },
      'GET /admin-api/exchange/markets/fo.1/liability': { body: fancyLiability(null) },
    });
    renderConsole('/trading/ev-1?market=fo.1');
    const field = await screen.findByLabelText('Result (runs)');
    expect(field.getAttribute('aria-describedby')).toContain('hint');
    expect(
      screen.getByText('Enter the runs: a Lottery line settles on their last digit.'),
    ).toBeTruthy();
  });

  it('opens a Fancy line with the server’s words at the field, and moves a line', async () => {
    signedIn('trader');
    let attempt = 0;
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me },
      'GET /admin-api/exchange/events/ev-1': { body: eventDetail },
      'GET /admin-api/exchange/markets/fo.1/liability': { body: fancyLiability(null) },
      'POST /admin-api/exchange/events/ev-1/fancy': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              body: {
                message: 'Please check the form.',
                errors: { yes_line: ['The YES line cannot be below the NO line.'] },
              },
            }
          : { body: { message: 'Fancy line opened.', market: { ...fancy, name: '10 over runs' } } };
      },
      'POST /admin-api/exchange/markets/fo.1/fancy-line': {
        body: { message: 'Fancy line moved.', market: fancy },
      },
    });
    renderConsole('/trading/ev-1?market=fo.1');
    const open = await screen.findByRole('form', { name: 'Open a Fancy line' });
    fireEvent.change(within(open).getByLabelText('Name'), { target: { value: '10 over runs' } });
    fireEvent.click(within(open).getByRole('button', { name: 'Open a Fancy line' }));
    expect(
      within(open)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Enter the NO line.', 'Enter the YES line.']);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.change(within(open).getByLabelText('NO line (runs)'), { target: { value: '60' } });
    fireEvent.change(within(open).getByLabelText('YES line (runs)'), { target: { value: '58' } });
    fireEvent.click(within(open).getByRole('button', { name: 'Open a Fancy line' }));
    expect((await within(open).findByRole('alert')).textContent).toBe(
      'The YES line cannot be below the NO line.',
    );
    fireEvent.change(within(open).getByLabelText('YES line (runs)'), { target: { value: '61' } });
    fireEvent.click(within(open).getByRole('button', { name: 'Open a Fancy line' }));
    await within(open).findByText(/Fancy line opened\. 10 over runs is open\./);
    expect(requests.filter((request) => request.method === 'POST')[1]?.body).toEqual({
      name: '10 over runs',
      fancy_type: '2',
      no_line: '60',
      no_rate: '100',
      yes_line: '61',
      yes_rate: '100',
      open: true,
    });

    const move = screen.getByRole('form', { name: 'Move the line' });
    expect(within(move).getByLabelText<HTMLInputElement>('NO line (runs)').value).toBe('45');
    fireEvent.change(within(move).getByLabelText('YES line (runs)'), { target: { value: '48' } });
    fireEvent.click(within(move).getByRole('button', { name: 'Move the line' }));
    await within(move).findByText('Fancy line moved.');
    expect(requests.find((request) => request.url.pathname.endsWith('/fancy-line'))?.body).toEqual({
      no_line: '45',
      no_rate: '100',
      yes_line: '48',
      yes_rate: '90',
    });
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperatorRole, PlayerDetailResponse } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { emptyLedger, playerDetail, playerSummary } from '../testing/player-fixture';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

const me = (role: OperatorRole) => meAnswer(role);

const detail: PlayerDetailResponse = {
  ...playerDetail,
  sessions: [
    {
      id: 31,
      kind: 'player',
      created_at: '2026-11-23T05:00:00.000Z',
      expires_at: '2026-12-23T05:00:00.000Z',
      revoked_at: null,
      active: true,
      ip: '10.0.0.1',
      user_agent: 'Mobile',
    },
  ],
};

describe('Players', () => {
  it('searches, shows the results and pages with the query kept', async () => {
    signedIn();
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/players': (request) => ({
        body: {
          data: request.url.searchParams.get('q') === 'nobody' ? [] : [playerSummary],
          page: Number(request.url.searchParams.get('page') ?? 1),
          per_page: 20,
          total: 21,
          last_page: 2,
        },
      }),
    });
    renderConsole('/players');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByRole('link', { name: 'rahim77' }).getAttribute('href')).toBe(
      '/players/7',
    );
    expect(within(row).getByText('01712345678')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: 'rahim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Page 1 of 2');
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    await waitFor(() => expect(next.disabled).toBe(false));
    fireEvent.click(next);
    await screen.findByText('Page 2 of 2');
    const last = requests
      .filter((request) => request.url.pathname === '/admin-api/players')
      .at(-1)!;
    expect(last.url.searchParams.get('q')).toBe('rahim');
    expect(last.url.searchParams.get('page')).toBe('2');
    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No players match “nobody”.')).toBeTruthy();
  });

  it('shows the server message when the search fails', async () => {
    signedIn();
    mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/players': { status: 422, body: { message: 'Please choose a valid page.' } },
    });
    renderConsole('/players');
    expect((await screen.findByRole('alert')).textContent).toContain('Please choose a valid page.');
  });

  it('adjusts with a confirm step and reuses the Idempotency-Key on a network retry', async () => {
    signedIn('finance');
    let calls = 0;
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('finance') },
      'GET /admin-api/players/7': { body: detail },
      'GET /admin-api/players/7/ledger': { body: emptyLedger },
      'GET /admin-api/players/7/withdrawal-hold': { body: { hold: null } },
      'GET /admin-api/risk/flags': {
        body: { data: [], page: 1, per_page: 20, total: 0, last_page: 1 },
      },
      'POST /admin-api/players/7/adjustments': () => {
        calls += 1;
        if (calls === 1) return 'network-error';
        return {
          body: {
            message: 'Balance adjusted.',
            transfer_id: 9,
            amount: 250,
            balance_before: 1000,
            balance_after: 1250,
          },
        };
      },
    });
    renderConsole('/players/7');
    await screen.findByRole('heading', { name: /rahim77/ });
    // Finance adjusts but may not revoke or block.
    expect(screen.queryByRole('button', { name: 'Revoke all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save market block' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Amount (৳, − to debit)'), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review adjustment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('5–200 characters');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Goodwill credit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review adjustment' }));
    const confirm = await screen.findByRole('group', { name: 'Confirm the adjustment' });
    expect(confirm.textContent).toContain('৳1,250.00');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm adjustment' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('status')).textContent).toContain('Balance adjusted.');
    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent).toHaveLength(2);
    const key = sent[0]!.headers.get('idempotency-key');
    expect(key).toBeTruthy();
    expect(sent[1]!.headers.get('idempotency-key')).toBe(key);
    expect(sent[1]!.body).toEqual({ amount: 250, reason: 'Goodwill credit' });
  });

  it('lets support revoke and block but not adjust', async () => {
    signedIn('support');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('support') },
      'GET /admin-api/players/7': { body: detail },
      'GET /admin-api/players/7/ledger': { body: emptyLedger },
      'POST /admin-api/players/7/sessions/31/revoke': { body: { message: 'Session revoked.' } },
      'POST /admin-api/players/7/market-block': {
        status: 422,
        body: { message: 'Use 1 (open) or 0 (blocked).' },
      },
    });
    renderConsole('/players/7');
    await screen.findByRole('heading', { name: /rahim77/ });
    expect(screen.queryByRole('form', { name: 'Adjust balance' })).toBeNull();
    expect(await screen.findByText('No money has moved yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.change(screen.getByLabelText('Exchange'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save market block' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Use 1 (open) or 0 (blocked).',
    );
    expect(requests.some((request) => request.url.pathname.endsWith('/sessions/31/revoke'))).toBe(
      true,
    );
    const block = requests.find((request) => request.url.pathname.endsWith('/market-block'))!;
    expect(block.body).toEqual({ exchange_market: 0, cs_market: 1, status: 'active' });
  });

  it('shows a self-exclusion and the limits read-only, with no control to lift them', async () => {
    signedIn('owner');
    const excluded: PlayerDetailResponse = {
      ...detail,
      safer_gambling: {
        ...playerDetail.safer_gambling,
        limits: playerDetail.safer_gambling.limits.map((limit) =>
          limit.kind === 'deposit' && limit.period === 'day'
            ? {
                ...limit,
                amount: 1000,
                used: 600,
                pending: { amount: 5000, from: '2026-12-02T04:00:00.000Z' },
              }
            : limit,
        ),
        break: {
          kind: 'exclusion',
          started_at: '2026-12-01T04:00:00.000Z',
          until: '2027-06-01T04:00:00.000Z',
        },
      },
    };
    mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/players/7': { body: excluded },
      'GET /admin-api/players/7/ledger': { body: emptyLedger },
    });
    renderConsole('/players/7');
    const panel = await screen.findByTestId('player-safer-gambling');
    expect(panel.textContent).toContain('Self-excluded since');
    expect(panel.textContent).toContain('Nobody can lift or shorten it');
    expect(panel.textContent).toMatch(
      /Daily deposit limit: ৳1,000\.00 \(used ৳600\.00\); from .*: ৳5,000\.00/,
    );
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('player-identity').textContent).toBe('not sent');
  });
});
